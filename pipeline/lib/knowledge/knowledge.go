// Package knowledge parses reference documents into chunks for ingest into
// the knowledge store: labeled JSON Lines corpora, Korean statutes in
// Markdown and plain text. It also builds the lexical search terms of a
// chunk or a query (LexicalTerms, on the korean package's stems), which the
// store indexes and searches but does not make. Parsing is pure; embedding
// and storing the chunks is the caller's.
package knowledge

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"
)

// Doc is one chunk of a reference document.
type Doc struct {
	// Document names the document the chunk comes from.
	Document string
	// Position is the 0-based order of the chunk within its document.
	Position int
	// Text is the chunk's text, trimmed and never empty.
	Text string
	// Labels are the chunk's class labels; nil when the source has none.
	Labels []string
	// Meta holds the chunk's other string attributes (for example "id",
	// "article", "title"); nil when there are none.
	Meta map[string]string
}

// Parse parses r by the extension of name: ".jsonl" with ParseJSONL, ".md"
// with ParseStatuteMarkdown and anything else with ParsePlainText. The
// document is named after the base of name without its extension, so
// "kr/주택임대차보호법.md" gives "주택임대차보호법".
func Parse(name string, r io.Reader) ([]Doc, error) {
	base := path.Base(strings.ReplaceAll(name, `\`, "/"))
	ext := path.Ext(base)
	document := strings.TrimSuffix(base, ext)
	switch strings.ToLower(ext) {
	case ".jsonl":
		return ParseJSONL(r, document)
	case ".md":
		return ParseStatuteMarkdown(r, document)
	default:
		return ParsePlainText(r, document)
	}
}

// ParsePlainText splits r into paragraphs at blank lines, one chunk each.
// Lines are trimmed and kept, joined by "\n".
func ParsePlainText(r io.Reader, document string) ([]Doc, error) {
	var (
		docs []Doc
		para []string
	)
	flush := func() {
		if len(para) > 0 {
			docs = append(docs, Doc{Document: document, Position: len(docs), Text: strings.Join(para, "\n")})
			para = nil
		}
	}
	err := eachLine(r, func(_ int, line string) error {
		if line = strings.TrimSpace(line); line == "" {
			flush()
		} else {
			para = append(para, line)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("knowledge: %s: %w", document, err)
	}
	flush()
	return docs, nil
}

// ContentHash returns a stable hex SHA-256 of the chunks' content, to tell
// whether a corpus changed since it was ingested. It covers, in order, each
// chunk's text with every run of white space (line breaks included) read as
// one space, its labels sorted and its metadata sorted by key. Document names
// and positions are left out, so renaming a corpus keeps its hash.
func ContentHash(docs []Doc) string {
	h := sha256.New()
	field := func(s string) {
		// Length prefixes keep field boundaries unambiguous.
		_ = binary.Write(h, binary.BigEndian, uint64(len(s)))
		_, _ = io.WriteString(h, s)
	}
	for _, d := range docs {
		field("doc")
		field(strings.Join(strings.Fields(d.Text), " "))
		labels := slices.Sorted(slices.Values(d.Labels))
		field(fmt.Sprint(len(labels)))
		for _, l := range labels {
			field(l)
		}
		keys := make([]string, 0, len(d.Meta))
		for k := range d.Meta {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		field(fmt.Sprint(len(keys)))
		for _, k := range keys {
			field(k)
			field(d.Meta[k])
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// eachLine calls fn with every line of r, numbered from 1, without its line
// ending or a leading byte order mark. Lines may be of any length.
func eachLine(r io.Reader, fn func(n int, line string) error) error {
	br := bufio.NewReader(r)
	for n := 1; ; n++ {
		line, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			return fmt.Errorf("unable to read line %d: %w", n, err)
		}
		if line == "" && err == io.EOF {
			return nil
		}
		line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if ferr := fn(n, line); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}
