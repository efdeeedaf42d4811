package catalog

import (
	"slices"
	"strings"
)

// ---- session 31: which named thing is the item (ho25 opened) ----

// smearStems start the Korean words that say something is smeared or
// stained on a thing (묻음, 범벅, 얼룩, 흘린, 번진, 배어, 찌든, 투성이,
// 떡칠). Unlike stainStems it leaves out 튀, which starts 튀김 (a food).
var smearStems = []string{"묻", "범벅", "얼룩", "흘린", "흘려", "번진", "번져", "배어", "배었", "찌든", "찌들", "절어", "투성이", "덕지덕지", "떡칠"}

// smearedAfter reports whether one of the three words of n from rune f
// on, in f's clause, says something is smeared on a thing: "비닐에
// 케찹이랑 머스타드 범벅", "봉지에 기름 묻음". What stands before f with
// 에 is then the thing soiled, not a place for another thing.
func smearedAfter(n normText, f int) bool {
	return stemAhead(n, f, 3, smearStems, nil)
}

// condimentWords name sauces and oils: the taxonomy reads a bare 케찹 or
// 식용유 as its bottle, but said right before a word of smearing (비닐에
// 케찹 범벅, 접시에 마요네즈 묻음) they are what soils the thing, as a
// food is (stainOn).
var condimentWords = compactAll([]string{"케찹", "케첩", "머스타드", "머스터드", "마요네즈", "마요", "간장", "고추장", "된장", "쌈장", "초장", "소스", "양념", "기름", "식용유", "참기름", "들기름", "올리브유", "드레싱", "ketchup", "mustard", "mayo", "mayonnaise", "sauce", "oil", "grease"})

// condiment reports whether t is one of condimentWords.
func condiment(t *term) bool {
	return slices.ContainsFunc(condimentWords, func(w []rune) bool { return slices.Equal(w, t.runes) })
}

// shortFrom reports whether the noun stem ends with head and then 서, the
// spoken short form of 에서 (돗자리서, 매점서, 텐트서): the noun is where
// something was done, as with 에서. head must fill the stem before 서,
// so a noun that ends in 서 (계산서, 설명서) is no place.
func shortFrom(stem, head string) bool {
	before, ok := strings.CutSuffix(stem, "서")
	return ok && before != "" && before == head
}
