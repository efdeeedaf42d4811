package korean

// Hangul syllable arithmetic (Unicode 15, section 3.12): a precomposed
// syllable is 0xAC00 + (lead*21 + vowel)*28 + tail, with tail 0 for none.
const (
	syllableBase  = 0xAC00
	syllableLast  = 0xD7A3
	vowelCount    = 21
	tailCount     = 28
	leadH         = 18 // ㅎ
	leadL         = 5  // ㄹ
	vowelA        = 0  // ㅏ
	vowelAE       = 1  // ㅐ
	vowelEO       = 4  // ㅓ
	vowelE        = 5  // ㅔ
	vowelYEO      = 6  // ㅕ
	vowelWA       = 9  // ㅘ
	vowelWAE      = 10 // ㅙ
	vowelOE       = 11 // ㅚ
	vowelO        = 8  // ㅗ
	vowelU        = 13 // ㅜ
	vowelEU       = 18 // ㅡ
	vowelWEO      = 14 // ㅝ
	vowelI        = 20 // ㅣ
	tailN         = 4  // ㄴ
	tailL         = 8  // ㄹ
	tailM         = 16 // ㅁ
	tailB         = 17 // ㅂ
	tailS         = 19 // ㅅ
	tailSS        = 20 // ㅆ
	tailH         = 27 // ㅎ
	compatTailN   = 'ㄴ'
	compatTailL   = 'ㄹ'
	compatTailM   = 'ㅁ'
	compatTailB   = 'ㅂ'
	syllableEO    = '어'
	syllableEOSS  = '었'
	syllableA     = '아'
	syllableYEO   = '여'
	syllableASS   = '았'
	syllableYEOSS = '였'
)

// isSyllable reports whether r is a precomposed Hangul syllable.
func isSyllable(r rune) bool { return r >= syllableBase && r <= syllableLast }

// split returns the lead, vowel and tail indexes of syllable r.
func split(r rune) (lead, vowel, tail int) {
	i := int(r - syllableBase)
	return i / (vowelCount * tailCount), (i / tailCount) % vowelCount, i % tailCount
}

// join composes a syllable from lead, vowel and tail indexes.
func join(lead, vowel, tail int) rune {
	return rune(syllableBase + (lead*vowelCount+vowel)*tailCount + tail)
}

// hasTail reports whether r is a syllable with a final consonant (받침).
func hasTail(r rune) bool {
	if !isSyllable(r) {
		return false
	}
	_, _, t := split(r)
	return t != 0
}

// compatTail maps the tails that begin verbal endings to their compatibility
// jamo (한다 = 하 + ㄴ다).
func compatTail(tail int) rune {
	switch tail {
	case tailN:
		return compatTailN
	case tailL:
		return compatTailL
	case tailM:
		return compatTailM
	case tailB:
		return compatTailB
	}
	return 0
}

// uncontract maps the vowel of a contracted stem+어 syllable back to the
// stem's vowel: 줘 → 주, 봐 → 보, 돼 → 되, 버려 → 버리, 해 → 하.
// ok is false when the vowel is not a contraction.
func uncontract(lead, vowel int) (int, bool) {
	switch vowel {
	case vowelWEO:
		return vowelU, true
	case vowelWA:
		return vowelO, true
	case vowelWAE:
		return vowelOE, true
	case vowelYEO:
		return vowelI, true
	case vowelAE:
		if lead == leadH {
			return vowelA, true
		}
	}
	return 0, false
}

// contract is the vowel of a stem's last syllable with 어 written into it
// (uncontract's way back, plus ㅡ + 어 → ㅓ): 지 → 져, 주 → 줘, 보 → 봐,
// 되 → 돼, 쓰 → 써, 하 → 해; any other vowel is kept (가 → 가, 떼 → 떼).
func contract(lead, vowel int) int {
	switch vowel {
	case vowelI:
		return vowelYEO
	case vowelU:
		return vowelWEO
	case vowelO:
		return vowelWA
	case vowelEU:
		return vowelEO
	case vowelOE:
		return vowelWAE
	case vowelA:
		if lead == leadH {
			return vowelAE
		}
	}
	return vowel
}

// pastVowel maps the vowel of a syllable carrying the past ㅆ back to the
// stem's vowel: 줬 → 주, 뗐 → 떼, 했 → 하, 버렸 → 버리, 뺐 → 빼.
func pastVowel(lead, vowel int) int {
	if v, ok := uncontract(lead, vowel); ok {
		return v
	}
	return vowel
}

// dropsEO reports whether a stem ending in r swallows the 어 of a following
// ending (떼 + 어요 → 떼요, 가 + 어서 → 가서).
func dropsEO(r rune) bool {
	if !isSyllable(r) {
		return false
	}
	_, v, t := split(r)
	return t == 0 && (v == vowelA || v == vowelAE || v == vowelEO || v == vowelE)
}
