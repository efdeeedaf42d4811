package catalog

import "strings"

// workshopTerm: "피아노 학원 몽당연필", "도자기 공방에서 받은 앞치마", "꽃
// 가게 비닐": a term right before a workshopNouns word (학원, 공방, 가게,
// 수업 …) names where the item was used or bought, not the item, when the
// text names a thing elsewhere; that thing is the item. namedMiddles
// already leaves such a term out of the named middles.
func (c *Catalog) workshopTerm(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	// (라디오국: a bureau, but 된장국 a soup; context28.go)
	if !workshopAt(n, pos, k) && (c.tax.Middles[c.terms[best].middle].Key == "food_waste" || !placeGlued(n, pos+k)) {
		return -1, 0
	}
	return c.bestTiered(mask(n, pos, len(c.terms[best].runes)), named)
}

// refinedName: "갈색 페트병", "green soda bottle": a term that is a name of
// a refinement's own item and begins with one of the refinement's words,
// as a modifier does (the taxonomy lists coloured PET bottles by their
// colour), is refined by that word as surely as a colour word before a
// plain "페트병" is, so the match says so, with the middle the refinement
// moves from; the classifier then does not take the item back to that
// middle for a word elsewhere ("투명 페트 칸엔 안 되죠?"). It returns that
// middle, or -1.
func (c *Catalog) refinedName(t term) int {
	if t.item < 0 {
		return -1
	}
	for _, rf := range c.refiners {
		if rf.middle != t.middle || rf.item != t.item || len(rf.from) == 0 {
			continue
		}
		for _, w := range rf.words {
			if strings.HasPrefix(string(t.runes), string(w)) {
				return rf.from[0]
			}
		}
	}
	return -1
}
