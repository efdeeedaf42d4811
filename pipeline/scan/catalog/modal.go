package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// English "can" is a metal_can alias and the modal verb of most English
// questions ("can I recycle this?", "where can I put it", "I can't get the
// label off"). The verb is told apart by its neighbours: a subject or
// question word before it, or a subject, "be" or a negation after it. "this
// can" alone stays the noun ("this can is dented"); "this can be …" is the
// verb.
var (
	modalCanAfter  = regexp.MustCompile(`(?i)\b(can)(?:'t|’t|not\b|\s+(?:not|i|you|u|we|they|he|she|it|this|that|these|those|someone|anyone|be)\b)`)
	modalCanBefore = regexp.MustCompile(`(?i)\b(?:i|you|u|we|they|he|she|it|where|how|what|who|which|why|when)\s+(can)\b`)
)

// MaskModalCan returns text with every modal "can" spelt "cąn" ("CĄN"), which no
// term matches; every other rune keeps its place. Match applies it; the
// scan text classifier applies it to what it trains on and reads, so its
// character n-grams don't learn the verb as a can either.
func MaskModalCan(text string) string {
	var at []int // byte offsets of the modal cans
	for _, re := range []*regexp.Regexp{modalCanAfter, modalCanBefore} {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			at = append(at, m[2])
		}
	}
	if len(at) == 0 {
		return text
	}
	slices.Sort(at)
	var b strings.Builder
	last := 0
	for _, i := range slices.Compact(at) {
		b.WriteString(text[last : i+1])
		if text[i+1] == 'A' {
			b.WriteString("Ą")
		} else {
			b.WriteString("ą")
		}
		last = i + 2
	}
	b.WriteString(text[last:])
	return b.String()
}

// UnmaskModalCan undoes MaskModalCan, for readers that need the verb (an
// English "can't" is a negation).
func UnmaskModalCan(text string) string { return unmask.Replace(text) }

var unmask = strings.NewReplacer("ą", "a", "Ą", "A")
