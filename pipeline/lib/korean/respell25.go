package korean

import (
	"strings"
	"unicode/utf8"
)

// respellGluedNoun parts a noun from 안 or 못 and the verb written onto
// it, the whole phrase typed as one word (박스안젖음, 접시안깨짐,
// 캔안씻음, 스프링못뺌), so that the negated verb is read as a verb
// (안젖음, the noun before it apart) and not as one unknown noun. It
// parts only where what follows 안 or 못 is a known verb of its own —
// not 하다 or 되다 alone (불안해요, 미안해, 편안함, 걱정안돼요 stay
// whole) — and the word is not itself a known verb (안내했어요). Everything else is returned unchanged (session 25).
func respellGluedNoun(text string) string {
	if !strings.Contains(text, "안") && !strings.Contains(text, "못") {
		return text
	}
	return respellHangulWords(text, func(fs []string, i int) (string, bool) {
		if at, ok := gluedNegationAt(fs[i]); ok {
			return fs[i][:at] + " " + fs[i][at:], true
		}
		return "", false
	})
}

// respellHangulWords rewrites text word by word: for each word with Hangul,
// in order, rewrite gets the words (those before i already rewritten)
// and i, and returns the word's new spelling and true, or false to keep
// it. The text is returned unchanged, spacing and all, when no word is
// rewritten; else its words joined by single spaces.
func respellHangulWords(text string, rewrite func(fs []string, i int) (string, bool)) string {
	fs := strings.Fields(text)
	changed := false
	for i, f := range fs {
		if !HasHangul(f) {
			continue
		}
		if w, ok := rewrite(fs, i); ok {
			fs[i], changed = w, true
		}
	}
	if !changed {
		return text
	}
	return strings.Join(fs, " ")
}

// gluedNegationAt returns the byte offset in the Hangul word w of an 안 or
// 못 that begins a negated verb written onto a noun (박스안젖음 → 6), with
// true when there is one.
func gluedNegationAt(w string) (int, bool) {
	if v, ok := analyzeVerb(w); ok && (in(verbStems, v.Stem) || v.Light != "") {
		return 0, false
	}
	for _, neg := range []string{"안", "못"} {
		for at := strings.Index(w, neg); at > 0; {
			head, rest := w[:at], w[at+len(neg):]
			// (one syllable before 못 is often a word of its own: 대못)
			if rest != "" && HasHangul(head) && (neg == "안" || utf8.RuneCountInString(head) > 1) {
				if v, ok := analyzeVerb(rest); ok && in(verbStems, v.Stem) && v.Light == "" && !gluedNegated(rest) {
					return at, true
				}
			}
			next := strings.Index(w[at+len(neg):], neg)
			if next < 0 {
				break
			}
			at += len(neg) + next
		}
	}
	return 0, false
}
