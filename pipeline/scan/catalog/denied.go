package catalog

import "strings"

// ---- a substance the text says is not on the item ----

// touchStems start the Korean verbs that say a substance got on or into
// a thing (묻은, 튄, 번진, 배인, 닿은, 섞인, 칠한, 들어간).
var touchStems = append([]string{"닿", "섞", "칠해", "칠한", "칠했", "칠해진", "들어간", "들어갔", "배인", "밴", "붙은", "스민", "스며"}, stainStems...)

// deniedTouch reports whether the term of k runes at pos of n names a
// substance the text says did not get on the item: its word bare or
// with a subject particle, then 안 or 못 (or written onto the verb:
// 안묻은) and a touchStems verb ("크레파스 안 묻은 도화지", "기름 하나도
// 안 튄 상자"). Such a term is no evidence of the item's stream.
func deniedTouch(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	switch rest {
	case "", "이", "가", "은", "는", "도", "만":
	default:
		return false
	}
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 3; words++ {
		w, g := wordAfter(n, f)
		switch {
		case w == "안" || w == "못":
			if g >= len(n.r) || n.clauseStart[g] {
				return false
			}
			v, _ := wordAfter(n, g)
			return startsWithAny(v, touchStems)
		case strings.HasPrefix(w, "안") || strings.HasPrefix(w, "못"):
			return startsWithAny(string([]rune(w)[1:]), touchStems)
		case w == "하나도" || w == "전혀" || w == "조금도" || w == "아예" || w == "하나":
			f = g
			continue
		}
		return false
	}
	return false
}
