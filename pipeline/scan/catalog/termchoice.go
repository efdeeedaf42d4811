package catalog

import (
	"slices"
	"strings"
)

// Two of Match's steps that choose which term a text names is the item:
// a material said of a part as what it is made of (손잡이가 쇠로 된: the
// material is the part's, not the item's), and a catch carried home in a
// net or bag (the container is the item, not the shells).

// ---- a material said of a part as its predicate ----

// predicateParts are the parts a material may be said of after them
// (손잡이가 쇠로 된, 뚜껑은 알루미늄으로 되어 있고).
var predicateParts = append(slices.Clone(partNouns), "뚜껑", "바닥", "다리", "프레임", "테두리", "몸통", "뒷면", "겉면", "안쪽", "경첩", "바퀴", "마개", "캡")

// materialOfPartSaid returns the best name term of another thing when the
// term best at pos is a bare material word said of a part before it as
// what the part is made of ("수납함, 손잡이가 쇠로 돼 있는데", "뚜껑은
// 알루미늄으로 된 유리병"): the material is the part's, and the item is
// what the other term names. A material with no part before it ("쇠로 된
// 선반") stays the match.
func (c *Catalog) materialOfPartSaid(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || !slices.Contains(materialWords, string(t.runes)) {
		return -1, 0
	}
	// the material's own word ends in 로/으로 and a made-of verb follows
	e := pos + len(t.runes)
	w, next := wordAfter(n, pos)
	rest := strings.TrimPrefix(w, string(t.runes))
	if rest != "로" && rest != "으로" || next >= len(n.r) || e < len(n.r) && n.clauseStart[e] {
		return -1, 0
	}
	v, _ := wordAfter(n, next)
	if !slices.ContainsFunc(materialAfter[:6], func(a string) bool { return strings.HasPrefix(v, a) }) {
		return -1, 0
	}
	// the word before is a part with a subject or topic particle
	if pos == 0 || pos < len(n.clauseStart) && n.clauseStart[pos] {
		return -1, 0
	}
	b, _ := wordBefore(n, pos)
	isPart := slices.ContainsFunc(predicateParts, func(p string) bool {
		r, ok := strings.CutPrefix(b, p)
		return ok && (r == "이" || r == "가" || r == "은" || r == "는" || r == "도" || r == "만")
	})
	if !isPart {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && !slices.Contains(materialWords, string(u.runes))
	})
}

// ---- a catch carried home in a net or bag ----

// carriedWords begin the adnominal verbs that say what a container held
// on the way home (담아 온, 담았던, 넣어 온, 담겨 온).
var carriedWords = []string{"담아", "담은", "담았던", "담던", "담겨", "넣어", "넣은", "넣었던", "넣던", "싸온", "싸 온"}

// catchHeldBy returns the container term when the term best at pos is a
// shellfish or shell (a general term of the shells' item) and a clause
// after it says a container carried it ("바지락 캐서 담아 온 양파망",
// "조개 넣어 온 비닐"): the container is the item. It is heldBy for
// the catch, which the taxonomy keeps among general waste by its shells.
func (c *Catalog) catchHeldBy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if m.Key != "general" || t.item < 0 || m.Items[t.item].Name != "조개껍데기" {
		return -1, 0
	}
	carried := false
	words := 0
	for i := pos + len(t.runes); i < len(n.r) && words < 2*heldWords; i++ {
		if i < len(n.clauseStart) && n.clauseStart[i] {
			break
		}
		if !n.tokStart[i] {
			continue
		}
		words++
		w, _ := wordAfter(n, i)
		if carried {
			if p := c.termAt(n, i, func(u *term) bool {
				k := c.tax.Middles[u.middle].Key
				return u.tier() == tierName && k != "general" && k != "food_waste"
			}); p >= 0 {
				return p, i
			}
			continue
		}
		if slices.ContainsFunc(carriedWords, func(cw string) bool { return strings.HasPrefix(w, cw) }) {
			carried = true
		}
	}
	return -1, 0
}
