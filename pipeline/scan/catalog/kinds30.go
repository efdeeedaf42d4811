package catalog

import (
	"slices"
	"strings"
)

// ---- session 30: which named thing is the item (audit list 14) ----

// lastMaterials are material words that, said as the last bare word
// after a container or a bag, say what that thing is made of, with the
// streams of the things they take over: a bucket or a drum said last to
// be iron is metal (밑밥 통 철, 식용유 말통 철), a sack said last to be
// paper is paper (쌀 포대 종이). Glass is left out: said after a thing it
// is a part, the glass of a vase or a frame (headAfter's 꽃병 유리); so is
// metal after paper, where 철 is a binder (신문 철, 서류 철).
var lastMaterials = []saidMaterial{
	{"metal_can", saidMaterials[1].words, map[string]bool{"plastic": true, "vinyl": true}},
	{"paper", []string{"종이"}, map[string]bool{"vinyl": true, "plastic": true}},
}

// materialLast returns, when the term best at pos (a name, or a weak
// container word such as 통) is a bare word and a later word of its
// clause is wholly one of lastMaterials' words for the stream of the
// thing before it, and that word ends the noun phrase (endsPhrase), the
// material's term and
// its position: the material said last is what the container is made
// of. Between them may stand one container word wholly a term (간장 통
// 스텐: the tub, not the sauce) and a word of a volume (18리터). A
// material that another name follows (통 철 뚜껑: the lid) is no such
// word, nor is one before a noun of no term (비닐 종이 태그: the paper
// tag; 컵 알루미늄 덮개: the lid).
func (c *Catalog) materialLast(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric {
		return -1, 0
	}
	e := pos + len(t.runes)
	key := c.tax.Middles[t.middle].Key
	for steps := 0; steps < 3 && bareBeforeNext(n, e); steps++ {
		w, next := wordAfter(n, e)
		for _, sm := range lastMaterials {
			if !sm.things[key] || !slices.Contains(sm.words, w) {
				continue
			}
			if !c.endsPhrase(n, next) {
				return -1, 0
			}
			if p := c.termAt(n, e, func(u *term) bool {
				return u.tier() == tierName && c.tax.Middles[u.middle].Key == sm.middle && string(u.runes) == w
			}); p >= 0 {
				return p, e
			}
		}
		if hasDigit(w) {
			e = next
			continue
		}
		q := c.termAt(n, e, func(u *term) bool { return u.tier() != tierGeneric && len(u.runes) == next-e })
		if q < 0 {
			return -1, 0
		}
		key, e = c.tax.Middles[c.terms[q].middle].Key, next
	}
	return -1, 0
}

// endsPhrase reports whether the word of n at rune at ends a noun phrase
// before it: nothing follows in its clause, or one word that names
// nothing and is no bare noun, then 거 or 것 (찢어진 거, 녹슨 거).
func (c *Catalog) endsPhrase(n normText, at int) bool {
	if at >= len(n.r) || n.clauseStart[at] {
		return true
	}
	w, next := wordAfter(n, at)
	if c.termAt(n, at, func(*term) bool { return true }) >= 0 || bareNounWord(w) || nounWord(w) || next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	w, _ = wordAfter(n, next)
	return startsWithAny(w, []string{"거", "것"})
}

// hasDigit reports whether w holds an ASCII digit (18리터, 500ml).
func hasDigit(w string) bool {
	return strings.ContainsAny(w, "0123456789")
}
