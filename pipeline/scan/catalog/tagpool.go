package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// A product pooled at the bottom of its own container ("시럽이 바닥에
// 고여 있어요", "syrup still pooled at the bottom") is contents left in
// it, not a residue on it; a sauce or oil pooled in a bag or tray
// ("marinade still pooled in the corners") soils it.

// productNouns are liquids an item is sold holding: pooled in it, they
// are its contents.
var productNouns = []string{"시럽", "우유", "두유", "주스", "쥬스", "콜라", "사이다", "음료", "음료수", "술", "맥주", "소주", "와인", "커피", "꿀",
	"세제", "유연제", "섬유유연제", "로션", "샴푸", "린스", "바디워시", "물약", "식초", "간장", "액젓", "요구르트", "스무디"}

// englishProductNouns are productNouns in English.
var englishProductNouns = []string{"syrup", "juice", "milk", "soda", "coke", "pop", "beer", "wine", "coffee", "smoothie", "honey", "detergent",
	"softener", "lotion", "shampoo", "soap", "vinegar", "drink", "tea"}

// poolStems begin the Korean words that say a liquid pooled (고여 있어요,
// 고였어요, 고인 채).
var poolStems = []string{"고여", "고였", "고인", "고이고", "고임"}

// englishPoolWords say so in English.
var englishPoolWords = []string{"pooled", "pooling", "puddled", "pooling up"}

// namesProduct reports whether the Korean word w is one of productNouns
// with a particle at most, or ends a compound with one (딸기시럽이).
func namesProduct(w string) bool {
	stem := korean.NounStem(w)
	return slices.ContainsFunc(productNouns, func(p string) bool {
		return stem == p || len([]rune(p)) >= 2 && strings.HasSuffix(stem, p)
	})
}

// isPoolVerb reports whether the Korean word v says a liquid pooled.
func isPoolVerb(v string) bool {
	return slices.ContainsFunc(poolStems, func(s string) bool { return strings.HasPrefix(v, s) })
}

// pooledContents reports whether text says a product pooled in the item
// (see above), not negated.
func pooledContents(text string) bool {
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			english := !korean.HasHangul(w)
			if english && !englishProduct(ws, i) || !english && !namesProduct(w) {
				continue
			}
			for j := i + 1; j < len(ws) && j <= i+4; j++ {
				v := ws[j]
				if english && slices.Contains(englishPoolWords, v) || !english && isPoolVerb(v) {
					// "pooled and dried on it": a residue
					if english && j+2 < len(ws) && ws[j+1] == "and" && strings.HasPrefix(ws[j+2], "dried") {
						break
					}
					if ws[j-1] == "안" || ws[j-1] == "못" || ws[j-1] == "not" || j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "않") || strings.HasPrefix(ws[j+1], "없")) {
						break
					}
					return true
				}
				if english && !englishResidueBetween[v] && !slices.Contains([]string{"at", "the", "in", "bottom", "up"}, v) || !english && !residueBetween[v] {
					break
				}
			}
		}
	}
	return false
}

// englishProduct reports whether the English word ws[i] is one of
// englishProductNouns and not the juice of a food ("meat juice",
// "kimchi juice").
func englishProduct(ws []string, i int) bool {
	if !slices.Contains(englishProductNouns, strings.TrimSuffix(ws[i], "s")) {
		return false
	}
	if i == 0 {
		return true
	}
	prev := ws[i-1]
	return !slices.Contains(englishResidueNouns, prev) && !slices.Contains([]string{"meat", "chicken", "fish", "beef", "pork", "tuna", "pickle", "kimchi"}, prev)
}
