package korean

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// Normalize returns s in the form every other function of the package reads:
// NFC, full-width ASCII folded to half-width (２４％ → 24%), half-width Hangul
// widened, letters lowercased, curly quotes made straight, middle dots
// (ㆍ・‧) made "·", ellipses "...", dashes "-", and each run of white space a
// single space, or a single "\n" when the run holds a line break. Digits and
// % are kept as they are, so "연 24%" and "2개월" survive.
func Normalize(s string) string {
	s = norm.NFC.String(width.Fold.String(s))
	var b strings.Builder
	b.Grow(len(s))
	space, newline := false, false
	flush := func() {
		if b.Len() > 0 {
			if newline {
				b.WriteByte('\n')
			} else if space {
				b.WriteByte(' ')
			}
		}
		space, newline = false, false
	}
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			newline = newline || r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029'
			continue
		}
		if space || newline {
			flush()
		}
		switch r {
		case '‘', '’', '‚', '‛', '`', '´':
			b.WriteByte('\'')
		case '“', '”', '„', '‟', '「', '」', '『', '』', '«', '»', '〈', '〉', '《', '》':
			b.WriteByte('"')
		case 'ㆍ', '・', '‧', '∙', '•', '･':
			b.WriteString("·")
		case '…':
			b.WriteString("...")
		case '。':
			b.WriteByte('.')
		case '、':
			b.WriteByte(',')
		case '‐', '‑', '‒', '–', '—', '―', '−', '~', '〜':
			if r == '~' || r == '〜' {
				b.WriteByte('~')
			} else {
				b.WriteByte('-')
			}
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
