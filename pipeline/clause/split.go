package clause

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SplitClauses splits a contract, or only its special terms, into clauses in
// document order, trimmed and with runs of white space collapsed. Limits on
// the number or length of clauses are the caller's.
//
// A clause starts at a marker at the beginning of a line: a numbered term
// ("1.", "1)", "(1)", "①" to "⑳", "1.1", "가.", "(가)", "(a)"), a list item
// ("-", "*", "•" and similar bullets) or a Korean article ("제N조", "제N조의M",
// with an optional title in parentheses). It runs on over the following lines
// up to the next marker or a blank line. Terms numbered in sequence on one
// line ("1. … 2. …", "① … ② …") are split too. Inside an article, every
// clause is prefixed with the article heading, so "제8조 (위약금) ② …" keeps
// its context; the article ends at the next article or heading.
//
// Text outside any marker is split into sentences at ".", "?" and "!"
// followed by a space or the end, and at "다." even without a space; decimals
// ("1.5") and common abbreviations ("e.g.", "i.e.", "Mr.") do not end a
// sentence. Empty lines, separator lines and pure headings ("특약사항",
// "[특약사항]", "Special terms:", "LEASE AGREEMENT", "# …") are dropped; a
// heading followed by a colon and terms on the same line keeps the terms.
func SplitClauses(text string) []string {
	var s splitter
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	for line := range strings.SplitSeq(text, "\n") {
		s.line(line)
	}
	s.endArticle()
	return s.out
}

// splitter holds the state of one SplitClauses call.
type splitter struct {
	out     []string
	article string   // heading of the article in force, "" outside one
	open    bool     // a marked clause (or an article body) is collecting lines
	seg     []string // lines of the open clause
	prose   []string // unmarked lines waiting to be split into sentences
}

func (s *splitter) line(raw string) {
	line := strings.TrimSpace(strings.ReplaceAll(raw, "**", ""))
	if !strings.ContainsFunc(line, isWordRune) {
		s.blank()
		return
	}
	if rest, ok := stripHeadingPrefix(line); ok {
		s.endArticle()
		if line = rest; line == "" {
			return
		}
	} else if isHeading(line) {
		s.endArticle()
		return
	}
	if head, body, ok := splitArticle(line); ok {
		s.endArticle()
		s.article, s.open = head, true
		if line = body; line == "" {
			return
		}
	}
	for _, piece := range splitInline(line) {
		if _, ok := leadingMarker(piece); ok {
			s.closeClause()
			s.flushProse()
			s.open, s.seg = true, []string{piece}
			continue
		}
		if s.open {
			s.seg = append(s.seg, piece)
			continue
		}
		// Unmarked prose after a blank line is no longer part of the article.
		s.article = ""
		s.prose = append(s.prose, piece)
	}
}

// blank ends the open clause, except an article heading still waiting for
// its body.
func (s *splitter) blank() {
	if s.open && len(s.seg) == 0 {
		return
	}
	s.closeClause()
	s.flushProse()
}

func (s *splitter) endArticle() {
	s.closeClause()
	s.flushProse()
	s.article, s.open = "", false
}

func (s *splitter) closeClause() {
	content := strings.Join(strings.Fields(strings.Join(s.seg, " ")), " ")
	s.open, s.seg = false, nil
	if m, ok := leadingMarker(content); ok && !strings.ContainsFunc(content[m.end:], isWordRune) {
		return // a marker with nothing after it
	}
	if content == "" {
		return
	}
	if s.article != "" {
		content = s.article + " " + content
	}
	s.out = append(s.out, content)
}

func (s *splitter) flushProse() {
	text := strings.Join(s.prose, " ")
	s.prose = nil
	for _, sentence := range splitSentences(text) {
		if !isHeading(sentence) {
			s.out = append(s.out, sentence)
		}
	}
}

// articleHead matches "제3조", "제3조의2", "제 3 조 (보증금)", "제3조【보증금】"
// and "Article 3", "Section 3.1".
var articleHead = regexp.MustCompile(`^(?:제\s*\d+\s*조(?:\s*의\s*\d+)?|(?i:article|section)\s+\d+(?:\.\d+)*)(?:\s*(?:\([^)]*\)|（[^）]*）|【[^】]*】|\[[^\]]*\]))?`)

// splitArticle splits an article line into its heading and the text after it.
// "제1조에 따라 …" is a sentence, not an article: the heading must be followed
// by the end, a space or punctuation.
func splitArticle(line string) (head, body string, ok bool) {
	loc := articleHead.FindStringIndex(line)
	if loc == nil {
		return "", "", false
	}
	rest := line[loc[1]:]
	if r, _ := utf8.DecodeRuneInString(rest); rest != "" && !unicode.IsSpace(r) && !strings.ContainsRune(".:：", r) {
		return "", "", false
	}
	head = strings.Join(strings.Fields(line[:loc[1]]), " ")
	return head, strings.TrimSpace(strings.TrimLeft(rest, " .:：")), true
}

// hangulOrder is the order of Korean list letters.
const hangulOrder = "가나다라마바사아자차카타파하"

// marker is a clause marker at the start of a line. A numbered marker has a
// layout (format: "%s.", "%s)", "(%s)" or "%s") and a label kind ('1' for
// digits, '가', 'a', '①'); bullets and "1.1" have kind 0 and no successor.
type marker struct {
	format string
	kind   rune
	n      int // 1-based position in its sequence
	end    int // byte offset just after the marker
}

var (
	dottedMarker   = regexp.MustCompile(`^(?:\d{1,2}(?:\.\d{1,2})+\.?\s|\((?:i{1,3}|iv|vi{0,3}|ix|x)\))`)
	numberedMarker = regexp.MustCompile(`^(?:\((\d{1,2}|[가나다라마바사아자차카타파하]|[a-z])\)|(\d{1,2})[.)]|([가나다라마바사아자차카타파하])[.)]\s|([a-z])\)\s)`)
)

// leadingMarker reports the clause marker that s starts with.
func leadingMarker(s string) (marker, bool) {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r >= '①' && r <= '⑳':
		return marker{format: "%s", kind: '①', n: int(r-'①') + 1, end: size}, true
	case r == '-' || r == '*':
		rest := s[size:]
		return marker{end: size}, rest != "" && (rest[0] == ' ' || rest[0] == '\t')
	case strings.ContainsRune("•·‧∙◦▪▫○●□■◇◆※▶►➢✓✔", r):
		return marker{end: size}, true
	}
	if loc := dottedMarker.FindStringIndex(s); loc != nil {
		return marker{end: loc[1]}, true
	}
	m := numberedMarker.FindStringSubmatchIndex(s)
	var mk marker
	var label string
	switch {
	case m == nil:
		return marker{}, false
	case m[2] >= 0: // (1), (가), (a)
		label, mk = s[m[2]:m[3]], marker{format: "(%s)", end: m[1]}
	case m[4] >= 0: // 1. or 1)
		label, mk = s[m[4]:m[5]], marker{format: "%s" + s[m[1]-1:m[1]], end: m[1]}
		if mk.format == "%s." && m[1] < len(s) && s[m[1]] >= '0' && s[m[1]] <= '9' {
			return marker{}, false // a decimal such as 1.5
		}
	case m[6] >= 0: // 가. or 가)
		label, mk = s[m[6]:m[7]], marker{format: "%s" + s[m[7]:m[7]+1], end: m[7] + 1}
	default: // a)
		label, mk = s[m[8]:m[9]], marker{format: "%s)", end: m[9] + 1}
	}
	switch lr, _ := utf8.DecodeRuneInString(label); {
	case lr >= '0' && lr <= '9':
		mk.n, _ = strconv.Atoi(label)
		mk.kind = '1'
	case lr >= 'a' && lr <= 'z':
		mk.kind, mk.n = 'a', int(lr-'a')+1
	default:
		mk.kind, mk.n = '가', strings.Index(hangulOrder, label)/3+1 // three bytes a letter
	}
	return mk, true
}

// next renders the marker that follows m in its sequence, or "".
func (m marker) next() string {
	n := m.n + 1
	letters := []rune(hangulOrder)
	switch {
	case m.kind == '1':
		return fmt.Sprintf(m.format, strconv.Itoa(n))
	case m.kind == '①' && n <= 20:
		return string(rune('①' + n - 1))
	case m.kind == '가' && n <= len(letters):
		return fmt.Sprintf(m.format, string(letters[n-1]))
	case m.kind == 'a' && n <= 26:
		return fmt.Sprintf(m.format, string(rune('a'+n-1)))
	}
	return ""
}

// splitInline splits a line at terms numbered in sequence on the same line.
func splitInline(line string) []string {
	var pieces []string
	for {
		cut := -1
		if m, ok := leadingMarker(line); ok {
			cut = findMarker(line, m.end, m.next())
		} else {
			cut = findInlineStart(line)
		}
		if cut <= 0 {
			return append(pieces, line)
		}
		pieces = append(pieces, strings.TrimSpace(line[:cut]))
		line = strings.TrimSpace(line[cut:])
	}
}

// findMarker returns the byte offset of the marker want in s at or after
// from, standing on its own (after a space; "②" also after punctuation; "2."
// not before a digit), or -1.
func findMarker(s string, from int, want string) int {
	circled := strings.ContainsAny(want, "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳")
	for i := from; want != "" && i < len(s); {
		j := strings.Index(s[i:], want)
		if j < 0 {
			return -1
		}
		at := i + j
		before, _ := utf8.DecodeLastRuneInString(s[:at])
		after := s[at+len(want):]
		standalone := unicode.IsSpace(before) || (circled && !isWordRune(before))
		decimal := strings.HasSuffix(want, ".") && after != "" && after[0] >= '0' && after[0] <= '9'
		if at > 0 && standalone && !decimal {
			return at
		}
		i = at + len(want)
	}
	return -1
}

// findInlineStart returns where a numbered list starts inside an unmarked
// line: at a "①", or at a "1." (or "1)", "(1)") followed later by its "2.".
func findInlineStart(s string) int {
	if at := findMarker(s, 0, "①"); at > 0 {
		return at
	}
	for _, format := range []string{"%s.", "%s)", "(%s)"} {
		first := marker{format: format, kind: '1'}
		if at := findMarker(s, 0, first.next()); at > 0 {
			first.n = 1
			if findMarker(s, at+1, first.next()) > 0 {
				return at
			}
		}
	}
	return -1
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// headingKeys are section titles that head a list of terms, lowercased and
// without spaces.
var headingKeys = map[string]bool{
	"특약": true, "특약사항": true, "특약조항": true, "특약조건": true, "특약내용": true, "기타특약": true,
	"기타특약사항": true, "기타사항": true, "특기사항": true, "추가특약": true, "추가조항": true,
	"계약내용": true, "계약조건": true, "specialterms": true, "specialconditions": true,
	"specialprovisions": true, "specialstipulations": true, "additionalterms": true,
	"additionalconditions": true, "additionalprovisions": true, "termsandconditions": true,
	"termsofservice": true, "termsofuse": true, "addendum": true,
}

// headingKey strips brackets, a trailing colon and spaces from a heading.
func headingKey(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ":：")
	s = strings.Trim(s, " []【】<>〈〉《》「」『』()")
	return strings.ToLower(strings.Join(strings.Fields(s), ""))
}

// isHeading reports whether a line or sentence is only a heading.
func isHeading(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "#") || headingKeys[headingKey(s)] {
		return true
	}
	if strings.ContainsAny(s, ".?!") {
		return false
	}
	core := strings.TrimRight(s, ":： ")
	words := len(strings.Fields(core))
	switch {
	case core != s && words <= 4: // "Special terms:", "계약 조건:"
		return true
	case utf8.RuneCountInString(core) <= 30 && (strings.HasSuffix(core, "계약서") || strings.HasSuffix(core, "약관")):
		return true
	}
	// An all-capital Latin title: "LEASE AGREEMENT".
	hasUpper := strings.ContainsFunc(core, unicode.IsUpper)
	return hasUpper && words <= 8 && !strings.ContainsFunc(core, func(r rune) bool {
		return unicode.IsLower(r) || unicode.Is(unicode.Hangul, r)
	})
}

// stripHeadingPrefix removes a known heading that starts a line followed by
// terms: "특약사항: 1. …", "[특약사항] 1. …", "특약사항 1. …".
func stripHeadingPrefix(line string) (string, bool) {
	if i := strings.IndexAny(line, ":：]】>〉》」』"); i > 0 && headingKeys[headingKey(line[:i])] {
		_, size := utf8.DecodeRuneInString(line[i:])
		return strings.TrimSpace(line[i+size:]), true
	}
	if first, rest, ok := strings.Cut(line, " "); ok && headingKeys[headingKey(first)] {
		if rest = strings.TrimSpace(rest); rest != "" {
			if _, marked := leadingMarker(rest); marked {
				return rest, true
			}
		}
	}
	return "", false
}

// abbreviations do not end a sentence; those mapped to true only when the
// next word starts with a capital or Hangul ("etc. The …").
var abbreviations = map[string]bool{
	"e.g": false, "i.e": false, "cf": false, "viz": false, "vs": false, "mr": false, "mrs": false,
	"ms": false, "dr": false, "prof": false, "st": false, "art": false, "sec": false, "para": false,
	"no": false, "nos": false, "fig": false, "p": false, "pp": false, "approx": false, "a.m": false,
	"p.m": false, "u.s": false, "al": false, "etc": true, "inc": true, "ltd": true, "co": true,
	"corp": true, "jr": true,
}

// splitSentences splits prose into trimmed sentences.
func splitSentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		if i < start || !strings.ContainsRune(".?!。？！", r) {
			continue
		}
		end := i + utf8.RuneLen(r)
		for end < len(text) {
			next, size := utf8.DecodeRuneInString(text[end:])
			if !strings.ContainsRune(".?!。？！\"'”’)]」』", next) {
				break
			}
			end += size
		}
		if !sentenceEnds(text, start, i, r, end) {
			continue
		}
		if sentence := strings.TrimSpace(text[start:end]); sentence != "" {
			out = append(out, sentence)
		}
		start = end
	}
	if sentence := strings.TrimSpace(text[start:]); sentence != "" {
		out = append(out, sentence)
	}
	return out
}

// sentenceEnds reports whether the terminator r at i, whose run of closing
// punctuation ends at end, ends the sentence that began at start.
func sentenceEnds(text string, start, i int, r rune, end int) bool {
	if end == len(text) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(text[end:])
	prev, _ := utf8.DecodeLastRuneInString(text[:i])
	if r == '.' && end == i+1 && unicode.Is(unicode.Hangul, prev) && unicode.Is(unicode.Hangul, next) {
		return true // "반환한다.임차인은"
	}
	if !unicode.IsSpace(next) {
		return false // "1.5", "e.g.x", "example.com"
	}
	if r != '.' {
		return true
	}
	word := text[start:i]
	if k := strings.LastIndexFunc(word, unicode.IsSpace); k >= 0 {
		word = word[k+1:]
	}
	following := strings.TrimLeftFunc(text[end:], unicode.IsSpace)
	first, _ := utf8.DecodeRuneInString(following)
	if onlyIfCapital, ok := abbreviations[strings.ToLower(word)]; ok {
		return onlyIfCapital && (unicode.IsUpper(first) || unicode.Is(unicode.Hangul, first))
	}
	// A single capital is an initial: "J. Smith".
	return !(utf8.RuneCountInString(word) == 1 && unicode.IsUpper(prev))
}
