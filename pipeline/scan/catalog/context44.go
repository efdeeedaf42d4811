package catalog

import "strings"

// Kinds of session 44 in choosing which named thing is the item (written
// from phrasings of our own, never eval or corpus lines).

// activityEnds close a verb of an activity the speaker was busy with
// (분류하느라, 닦느라고) or meant to do (커리 하려고): the clause says what
// kept them busy or what a thing was bought for, not what is thrown away.
var activityEnds = []string{"느라", "느라고", "하려고"}

// maskActivity blanks every name right before a verb that ends in
// activityEnds ("띠부씰 분류하느라 아이랑 비운 우유 팩", "붕어빵 틀
// 닦느라 시커메진 행주", "커리 하려고 산 코코넛 밀크가 종이팩째로"): the
// thing an activity was done to or meant for is no item when the text
// names another. It walks the names as maskNamedAt does (blankNamedAt),
// but any term left is enough, a stream's own name too (종이팩); with
// none left, n is kept as it was ("페트병 씻느라 손이 시려요": the bottle
// is still the item).
func (c *Catalog) maskActivity(n normText) normText {
	if text := string(n.r); !strings.Contains(text, "느라") && !strings.Contains(text, "하려고") {
		return n
	}
	out, masked := c.blankNamedAt(n, func(*term) bool { return true }, func(t *term, at int) bool {
		e := at + len(t.runes)
		if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
			return false
		}
		w, _ := wordAfter(n, e)
		return endsWithAny(w, activityEnds)
	})
	if !masked {
		return n
	}
	if best, _ := c.bestTerm(out, func(*term) bool { return true }); best < 0 {
		return n
	}
	return out
}
