package catalog

import (
	"strings"
)

// ---- a word matched across a different spacing ----

// writtenAt is the match of k runes at pos as the text writes it: its
// runes with a space wherever a token of the text starts inside it
// ("금간" matched in "금 간" is "금 간"; "금 간" matched in "금간" is
// "금간").
func writtenAt(n normText, pos, k int) string {
	var b strings.Builder
	for i := pos; i < pos+k && i < len(n.r); i++ {
		if i > pos && n.tokStart[i] {
			b.WriteByte(' ')
		}
		b.WriteRune(n.r[i])
	}
	return b.String()
}

// asWritten is the refinement word raw, matched at pos of n, in the
// spacing the text gives it when that differs from the word's own (the
// list's "금간" in "금 간 데 없고", its "금 간" in "금간 데 없고"): the
// polarity reader looks the word up by the text's words, and a word
// spaced otherwise than the text is not found there, so its negation
// went unread. Words written with other marks (see-through) stay as
// they are.
func asWritten(n normText, pos int, raw string) string {
	if strings.ContainsFunc(raw, func(r rune) bool { return r != ' ' && !isWordRune(r) }) {
		return raw
	}
	w := writtenAt(n, pos, len(compact(raw)))
	if strings.Contains(w, " ") != strings.Contains(raw, " ") {
		return w
	}
	return raw
}

// isWordRune is a rune normalize keeps.
func isWordRune(r rune) bool {
	rs := compact(string(r))
	return len(rs) == 1
}

// ---- a refinement word that modifies the word its Except lists ----

// exceptHolds reports whether one of rf's Except words occurs in n and is
// not modified by one of rf's own words right next to it in its clause:
// "a greenish see-through bottle", "green transparent soda bottle", "연두
// 빛 투명" are coloured; see-through alone, or "clear, green cap", is not.
func exceptHolds(rf refiner, n normText) bool {
	for _, e := range rf.except {
		for from := 0; ; {
			at := occursFrom(n, e, from)
			if at < 0 {
				break
			}
			from = at + 1
			if !rf.nextTo(n, at, len(e)) {
				return true
			}
		}
	}
	return false
}

// nextTo reports whether the word right before the span at..at+k (or the
// one right after it), in the same clause, is one of rf's words.
func (rf refiner) nextTo(n normText, at, k int) bool {
	if !n.tokStart[at] {
		return false
	}
	is := func(w string) bool {
		for _, rw := range rf.words {
			if w == string(rw) {
				return true
			}
		}
		return false
	}
	if at > 0 && !n.clauseStart[at] {
		if w, _ := wordBefore(n, at); is(w) {
			return true
		}
	}
	e := at + k
	if e < len(n.r) && n.tokStart[e] && !n.clauseStart[e] {
		if w, _ := wordAfter(n, e); is(w) {
			return true
		}
	}
	return false
}
