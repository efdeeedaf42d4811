package catalog

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Triggers that occur but say no condition of the item: a likeness ("녹아
// 붙은 것처럼"), the bound noun 때 naming a time ("김장 때 낀 장갑"), a hole
// made on purpose ("punched a hole in it to let the gas out"). The
// condition reader (conditionHolds) passes over them as it does over a
// place or a contrast.

// likenessWords, right after a trigger's word, make it a comparison:
// "as if", "like" (붙은 것처럼, 녹은 마냥, 눌어붙은 듯이).
var likenessWords = []string{"것처럼", "거처럼", "것마냥", "거마냥", "마냥", "듯이", "것같이", "거같이",
	// a thing's look likened to a material (은박처럼 반짝여요; session 28)
	"처럼"}

// likened reports whether the Korean trigger w found at p is followed, in
// its word or the next, by a word of likeness: the item is said to be
// like so ("스티커가 녹아 붙은 것처럼 안 떨어져요"), not to be so. "것 같아요"
// (it seems so) is a hedged statement and is not read here.
func likened(n normText, p int, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		return false
	}
	end := p + len(w.runes)
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	if end >= len(n.r) {
		return false
	}
	next, _ := wordAfter(n, end)
	word := string(n.r[p:end])
	return slices.ContainsFunc(likenessWords, func(l string) bool {
		return strings.HasPrefix(next, l) || strings.HasSuffix(word, l) && len(word) > len(l)
	})
}

// timeNouns name an occasion or a season; before 때 they make it "the
// time of" (김장 때, 명절 때, 이사 때), not grime.
var timeNouns = []string{"김장", "명절", "추석", "설", "설날", "제사", "차례", "이사", "청소", "대청소", "캠핑", "여행", "결혼식", "집들이",
	"잔치", "생일", "파티", "행사", "장마", "여름", "겨울", "봄", "가을", "휴가", "방학", "출산", "입원", "퇴원", "낚시", "등산", "그",
	"이번", "지난번", "저번", "어릴", "학교", "군대", "신혼", "애기", "아기"}

// timeWhen reports whether the Korean trigger w found at p begins with
// the noun 때 and the word before it names an occasion (김장 때 낀) or is
// a verb's future adnominal (쓸 때, 담글 때): 때 is then "the time when",
// and what follows is done at that time, not grime on the item.
func timeWhen(n normText, p int, w tagWord) bool {
	if !strings.HasPrefix(w.raw, "때") || p <= 0 || !n.tokStart[p] {
		return false
	}
	before, _ := wordBefore(n, p)
	if slices.Contains(timeNouns, before) {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(before)
	// a syllable closed by ㄹ: 쓸, 할, 담글, 먹을
	return last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 8 && !slices.Contains([]string{"물", "발", "말", "일"}, before)
}

// madeVerbs make a hole on purpose ("punched a hole in it", "poked holes
// in the can").
var madeVerbs = []string{"punched", "poked", "pierced", "punctured", "drilled", "made", "stabbed", "put", "cut", "punch", "poke", "pierce",
	"puncture", "drill", "make"}

// madeOnPurpose reports whether the English trigger w found at p is a
// hole someone made on purpose: one of madeVerbs stands within the two
// words before it, an article or a count between ("punched a hole in
// it", "poked two holes in the can"). A gas can is vented so; it is not
// damaged.
func madeOnPurpose(n normText, p int, w tagWord) bool {
	if korean.HasHangul(w.raw) || !strings.Contains(w.raw, "hole") {
		return false
	}
	at := p
	for k := 0; k < 5 && at > 0; k++ {
		word, start := wordBefore(n, at)
		if slices.Contains(madeVerbs, word) {
			return true
		}
		if !slices.Contains([]string{"a", "an", "the", "two", "few", "some", "small", "little", "tiny", "couple", "of", "new", "extra", "another", "more"}, word) {
			return false
		}
		at = start
	}
	return false
}

// overVerbs put a material over the item ("tape wrapped all over it",
// "stickers plastered all over").
var overVerbs = []string{"wrapped", "taped", "wound", "stuck", "plastered", "stickered", "written", "scribbled", "printed", "drawn", "stapled"}

// wrappedOver reports whether the English trigger w found at p ("all
// over it") says how a material was put over the item, one of overVerbs
// right before it: tape or stickers all over a box soil nothing.
func wrappedOver(n normText, p int, w tagWord) bool {
	if korean.HasHangul(w.raw) || !strings.HasPrefix(w.raw, "all over") {
		return false
	}
	word, _ := wordBefore(n, p)
	return slices.Contains(overVerbs, word)
}
