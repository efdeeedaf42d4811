package korean

import "strings"

// Respell rewrites the past tense typed with ㅅ for ㅆ, a slip of quick
// chat typing, into its standard spelling, so that readers matching
// written forms (뗐, 씻었, 헹궜) find it:
//
//   - 엇/앗/엿 right after another syllable of the word and before an
//     ending syllable (씻엇어요, 닦앗음, 정리햇다 ← 했) → 었/았/였;
//   - a syllable with a contracted vowel (ㅐ ㅔ ㅕ ㅘ ㅙ ㅝ) closed by ㅅ
//     before an ending syllable (뗏어요, 햇음, 됏다, 헹궛어요, 뺏고) → the
//     same syllable closed by ㅆ.
//
// A ㅅ before any other syllable (벗어요, 씻어, 햇살, 무엇이, 셋이) and a
// word-final one are left alone. Everything else is returned unchanged.
func Respell(text string) string {
	if !strings.ContainsFunc(text, func(r rune) bool { return isSyllable(r) && tailOf(r) == tailS }) {
		return text
	}
	rs := []rune(text)
	for i := 1; i+1 < len(rs); i++ {
		r := rs[i]
		if !isSyllable(r) || tailOf(r) != tailS || !isSyllable(rs[i-1]) && !contracted(r) || !pastEndingStart[rs[i+1]] {
			continue
		}
		switch {
		case r == '엇' || r == '앗' || r == '엿':
			if isSyllable(rs[i-1]) {
				rs[i] = r + (tailSS - tailS)
			}
		case contracted(r):
			rs[i] = r + (tailSS - tailS)
		}
	}
	return string(rs)
}

// tailOf is the tail index of syllable r.
func tailOf(r rune) int {
	_, _, t := split(r)
	return t
}

// contracted reports whether r's vowel is one a verb stem and the past 어
// contract to (떼+었 → 뗐, 하+였 → 했, 되+었 → 됐, 헹구+었 → 헹궜).
func contracted(r rune) bool {
	_, v, _ := split(r)
	switch v {
	case vowelAE, vowelE, vowelYEO, vowelWA, vowelWAE, vowelWEO:
		return true
	}
	return false
}

// pastEndingStart are the syllables an ending after the past starts with
// (었어요, 었음, 었다, 었고, 었는데, 었지, 었네, 었습니다, 었더니, 었당께,
// 었슈, 었어유, 었어예, 었심더).
var pastEndingStart = map[rune]bool{
	'어': true, '음': true, '다': true, '고': true, '는': true, '지': true, '네': true, '습': true,
	'슴': true, '더': true, '당': true, '슈': true, '유': true, '예': true, '심': true, '으': true,
	'엉': true, '쥬': true, '죠': true, '구': true, '거': true,
}
