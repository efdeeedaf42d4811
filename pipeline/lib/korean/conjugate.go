package korean

import "strings"

// Conjugations returns the written forms of a verb whose stem ends
// phrase (the words before the last are kept as written) that say it
// happened: the connective -고 (빠개지고), the adnominal past (-ㄴ/-은:
// 빠개진, 젖은), the noun form (-ㅁ/-음: 빠개짐, 나감), the 어 form
// (빠개져, 나가, 젖어) and the past (빠개졌, 나갔, 젖었), contracted as
// they are written. Found as substrings of a word, these cover the
// endings that follow them (빠개졌어요, 빠개져서, 빠개짐ㅠ). The bare stem
// and the present are left out: 깨지기 쉬운, 깨지는 소리 and 깨지면 say
// what may happen, not what did. A phrase that
// does not end in a Hangul syllable is returned alone.
func Conjugations(phrase string) []string {
	rs := []rune(phrase)
	if len(rs) == 0 || !isSyllable(rs[len(rs)-1]) {
		return []string{phrase}
	}
	head := string(rs[:len(rs)-1])
	last := rs[len(rs)-1]
	lead, vowel, tail := split(last)
	out := []string{phrase + "고"}
	if tail == 0 {
		out = append(out, head+string(join(lead, vowel, tailN)), head+string(join(lead, vowel, tailM)))
		eo := contract(lead, vowel)
		out = append(out, head+string(join(lead, eo, 0)), head+string(join(lead, eo, tailSS)))
	} else {
		eo := syllableEO
		if vowel == vowelA || vowel == vowelO {
			eo = syllableA
		}
		out = append(out, phrase+"은", phrase+"음", phrase+string(eo), phrase+string(join(11, vowelOf(eo), tailSS)))
	}
	seen := map[string]bool{}
	uniq := out[:0]
	for _, w := range out {
		if !seen[w] && strings.TrimSpace(w) != "" {
			seen[w] = true
			uniq = append(uniq, w)
		}
	}
	return uniq
}

// vowelOf is the vowel of the syllable r.
func vowelOf(r rune) int {
	_, v, _ := split(r)
	return v
}
