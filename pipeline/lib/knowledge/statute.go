package knowledge

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

var (
	// statuteArticle matches an article heading: "##### 제3조 (대항력 등)",
	// "##### 제5조" or, should a source spell it out, "##### 제3조의2 (…)".
	statuteArticle = regexp.MustCompile(`^#{1,6}\s*제\s*(\d+)\s*조(?:\s*의\s*(\d+))?\s*(?:\((.*)\))?\s*$`)
	// statuteHeading matches any other Markdown heading.
	statuteHeading = regexp.MustCompile(`^(#{1,6})\s+(.*)$`)
	// statuteAmendment matches amendment notes such as "<개정 2013.8.13>".
	statuteAmendment = regexp.MustCompile(`\s*<(?:개정|신설|전문개정|본조신설|제목개정)[^>]*>`)
	// statuteDeleted matches the whole body of a repealed article.
	statuteDeleted = regexp.MustCompile(`^삭제\s*(?:<[^>]*>)?$`)
	// statuteFrontKey matches a top-level "key: value" line of front matter.
	statuteFrontKey = regexp.MustCompile(`^([^\s:#][^:]*):\s*'?([^']*)'?\s*$`)
)

// ParseStatuteMarkdown parses a Korean statute in Markdown, one chunk per
// article, in the layout of the national law database exports: optional YAML
// front matter between "---" lines (its "제목" becomes Meta["law"]), then
// "##### 제N조 (제목)" headings with "**①**" paragraphs.
//
// The exports drop the "의N" suffix from headings, so 제3조의2 appears as a
// second "##### 제3조 (…)" heading: the k-th repeat of 제N조 is numbered
// 제N조의k (k from 2). Meta["article"] holds that number, Meta["title"] the
// title, and Meta["chapter"] the enclosing "## 제1장 …" heading if any. Each
// chunk's text is "제N조의k (제목)" followed by the article's paragraphs, one
// a line, with bold markers and amendment notes ("<개정 …>") removed.
// Repealed articles ("삭제") and everything from the "부칙" (addenda)
// heading on are skipped.
func ParseStatuteMarkdown(r io.Reader, document string) ([]Doc, error) {
	p := statuteParser{document: document, seen: map[int]int{}}
	if err := eachLine(r, p.line); err != nil {
		return nil, fmt.Errorf("knowledge: %s: %w", document, err)
	}
	p.flush()
	return p.docs, nil
}

type statuteParser struct {
	document string
	docs     []Doc
	seen     map[int]int // article number → headings of it so far

	front, done    bool // inside front matter; past the addenda heading
	law, chapter   string
	article, title string // the open article, "" before the first
	body           []string
}

func (p *statuteParser) line(n int, line string) error {
	trimmed := strings.TrimSpace(line)
	switch {
	case p.done:
		return nil
	case n == 1 && trimmed == "---":
		p.front = true
		return nil
	case p.front:
		if trimmed == "---" {
			p.front = false
		} else if m := statuteFrontKey.FindStringSubmatch(line); m != nil && m[1] == "제목" {
			p.law = strings.TrimSpace(m[2])
		}
		return nil
	}
	if m := statuteArticle.FindStringSubmatch(trimmed); m != nil {
		p.flush()
		num, _ := strconv.Atoi(m[1])
		p.seen[num]++
		suffix := p.seen[num]
		if m[2] != "" {
			suffix, _ = strconv.Atoi(m[2])
			p.seen[num] = max(p.seen[num], suffix)
		}
		p.article = "제" + m[1] + "조"
		if suffix > 1 {
			p.article += "의" + strconv.Itoa(suffix)
		}
		p.title = strings.TrimSpace(m[3])
		return nil
	}
	if m := statuteHeading.FindStringSubmatch(trimmed); m != nil {
		p.flush()
		p.article = ""
		heading := strings.TrimSpace(statuteAmendment.ReplaceAllString(m[2], ""))
		switch {
		case strings.ReplaceAll(heading, " ", "") == "부칙":
			p.done = true
		case len(m[1]) > 1:
			p.chapter = heading
		}
		return nil
	}
	if p.article != "" && trimmed != "" {
		text := strings.ReplaceAll(trimmed, "**", "")
		text = strings.TrimSpace(statuteAmendment.ReplaceAllString(text, ""))
		if text != "" {
			p.body = append(p.body, text)
		}
	}
	return nil
}

// flush emits the open article unless it is empty or repealed.
func (p *statuteParser) flush() {
	body := p.body
	p.body = nil
	if p.article == "" || len(body) == 0 || (len(body) == 1 && statuteDeleted.MatchString(body[0])) {
		return
	}
	heading := p.article
	if p.title != "" {
		heading += " (" + p.title + ")"
	}
	meta := map[string]string{"article": p.article}
	for key, value := range map[string]string{"title": p.title, "law": p.law, "chapter": p.chapter} {
		if value != "" {
			meta[key] = value
		}
	}
	p.docs = append(p.docs, Doc{
		Document: p.document,
		Position: len(p.docs),
		Text:     heading + "\n" + strings.Join(body, "\n"),
		Meta:     meta,
	})
}
