package catalog

import "strings"

// ---- a box of food that has gone bad ----

// spoilStems start the Korean words that only food can be said to do:
// go soft, rot, bruise, wilt (물러, 물렀, 썩어, 곯았, 짓물러, 시들어).
var spoilStems = []string{"물러", "물렀", "무른", "물러진", "썩어", "썩었", "썩은", "썩음", "썩혀", "곯", "짓물", "시들", "문드러"}

// spoiledContents reports whether the box or bag term of k runes at pos,
// which heldBy read as what a food came in ("귤 박스"), is said within its
// clause to have gone soft or rotten ("귤 박스가 통째로 곯았어요"):
// only the food does that, so the food is the item.
func spoiledContents(n normText, pos, k int) bool {
	w := string(n.r[pos : pos+k])
	if !bagWords[w] && !boxWords[w] {
		return false
	}
	i := wordEnd(n, pos+k)
	for words := 0; i < len(n.r) && words < 3 && !n.clauseStart[i]; words++ {
		word, next := wordAfter(n, i)
		for _, s := range spoilStems {
			if strings.HasPrefix(word, s) {
				return true
			}
		}
		i = next
	}
	return false
}
