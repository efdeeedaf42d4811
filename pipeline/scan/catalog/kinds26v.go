package catalog

import (
	"slices"
	"strings"
	"unicode"
)

// ---- session 26: mould said before a thing, a food's box by weight (audit list 10) ----

// stateNames are food_waste names that say only a state (곰팡이 핀): said
// bare before another name in the same clause, they describe that thing.
var stateNames = []string{"곰팡이 핀"}

// mouldyThing returns, when the term best at pos is one of stateNames,
// bare, and one of the next two words, in its clause, starts a name of
// any item, that name and its position: "곰팡이 핀 신발 깔창" and "곰팡이
// 핀 가죽 가방" are the insole and the bag, "곰팡이 핀 빵" the bread;
// "곰팡이 핀 거" stays spoiled food.
func (c *Catalog) mouldyThing(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !slices.ContainsFunc(stateNames, func(s string) bool { return string(compact(s)) == string(t.runes) }) {
		return -1, 0
	}
	e := pos + len(t.runes)
	for range 2 {
		if !bareBeforeNext(n, e) {
			return -1, 0
		}
		if p := c.termAt(n, e, func(u *term) bool { return u.tier() == tierName && u.item >= 0 }); p >= 0 {
			return p, e
		}
		e = wordEnd(n, e+1)
	}
	return -1, 0
}

// weightUnits end a word that gives the weight or volume a food was sold
// by (10kg, 5키로, 20킬로, 3근, 1관, 18l).
var weightUnits = []string{"kg", "키로", "킬로", "킬로그램", "g", "그램", "근", "관", "l", "리터"}

// soldByWeight reports whether the word w is a number and a unit of
// weightUnits: "사과 10kg 박스" names the box a food was sold in, as
// packForms do ("떡볶이 밀키트 봉지").
func soldByWeight(w string) bool {
	i := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) })
	return i > 0 && slices.Contains(weightUnits, w[i:])
}
