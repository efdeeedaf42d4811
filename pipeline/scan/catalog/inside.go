package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- a thing found inside a container ----

// insideEnds are what ends a container's noun run when the text says
// something was inside it (상자 안에, 박스 속에, 봉투에, 통에서).
var insideEnds = []string{"안에", "안에서", "속에", "속에서", "에", "에서", "안", "속"}

// insideVerbs start the adnominal words that say a thing was in a
// container or came out of it (들어있던, 들어 있던, 든, 담겨 있던, 담긴,
// 있던, 나온, 꺼낸).
var insideVerbs = []string{"들어있", "들어 있", "들었", "들은", "든", "담겨", "담긴", "담겼", "담았", "있던", "있는", "있었던", "나온", "나왔던", "꺼낸", "꺼냈던", "빼낸",
	// kept, soaked or stuck in it (잠겨 있던, 넣어 둔, 꽂혀 있던, 굴러다니던)
	"잠겨", "잠긴", "잠겼", "담가", "담근", "넣어", "넣은", "넣었던", "넣어둔", "넣어뒀던", "넣어놨던", "꽂혀", "꽂힌", "박혀", "박힌", "쌓여", "쌓인", "처박혀", "보관하던", "보관했던", "보관한", "굴러다니던", "굴러다닌",
	// fell or came off it (코트에서 떨어진 단추, 의자에서 빠진 나사)
	"떨어진", "떨어져 나온", "빠진", "빠져 나온",
	// left in it (도시락통에 남은 밥, 통에 남아 있던 나물)
	"남은", "남아 있던", "남아있던", "남아 있는", "남아있는",
	// burnt or dried onto it, laid in it (냄비에 눌어붙은 카레, 박스 안에 깔린 비닐)
	"눌어붙은", "눌러붙은", "들러붙은", "말라붙은", "깔린", "깔려", "깔아둔", "깔아 둔"}

// insideAux are the first words of the two-word inside verbs (들어 있던,
// 잠겨 있던, 넣어 둔).
var insideAux = []string{"들어", "담겨", "잠겨", "담가", "넣어", "꽂혀", "박혀", "쌓여", "처박혀", "떨어져", "빠져", "남아", "깔려", "깔아"}

// fillLocative reports whether w is a noun with a locative ending that
// says what the container was filled with, where the thing was
// (얼음물에, 국물 속에 as one word, 물에서): two syllables or more before
// 에 or 에서, and no ending of a verb.
func fillLocative(w string) bool {
	for _, end := range []string{"속에서", "안에서", "에서", "속에", "안에", "에"} {
		if stem, ok := strings.CutSuffix(w, end); ok {
			toks := korean.Tokens(stem)
			return len([]rune(stem)) >= 2 && len(toks) == 1 && toks[0].Kind == korean.KindNoun
		}
	}
	return false
}

// timeOrManner reports whether w is a word of time, duration or manner
// that may stand between a place and its verb (하루 종일, 며칠, 오래,
// 그냥, 계속, 한참).
func timeOrManner(w string) bool { return slices.Contains(timeMannerWords, w) }

var timeMannerWords = []string{"하루", "이틀", "사흘", "종일", "하루종일", "온종일", "며칠", "며칠간", "몇", "달", "한참", "오래", "오랫동안", "오랜", "계속", "그냥", "내내", "밤새", "밤새도록", "한동안", "일주일", "일주일간", "한달", "한", "동안", "꽤", "쭉", "그대로", "대충", "몇달", "몇년", "작년부터", "여름", "겨울"}

// insideOf returns, when the Korean term best at pos names a container
// that the text says held another thing ("쇼핑백 안에 있던 샘플 용기",
// "택배 상자에 들어 있던 에어캡", "선물 상자 속에 든 유리병"), the
// term that heads the noun phrase the inside verb modifies, and its
// position; else -1. What was in the box is the item, the box is where
// it was. Food is heldBy's ("김치 담았던 통").
func (c *Catalog) insideOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric || c.tax.Middles[t.middle].Key == "food_waste" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	// the container's own word: 박스에, 상자안에; or bare, then 안에
	rest, f := ending(n, e)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		// bare, then 안에 or 속에, or a noun of what filled it with a
		// locative ending ("아이스박스 얼음물에", "김치통 국물 속에")
		w, g := wordAfter(n, f)
		if w != "안에" && w != "속에" && w != "안에서" && w != "속에서" && !fillLocative(w) {
			return -1, 0
		}
		f = g
	} else if !slices.Contains(insideEnds, rest) && !compoundHolder(rest) {
		return -1, 0
	}
	// then the inside verb, in one word or two (들어 있던), ending the
	// adnominal form that modifies the noun after it; up to two words
	// of time or manner may come first ("하루 종일 잠겨 있던")
	var w string
	g := f
	for skipped := 0; ; skipped++ {
		if g >= len(n.r) || n.clauseStart[g] {
			return -1, 0
		}
		w, g = wordAfter(n, g)
		if slices.Contains(insideAux, w) {
			if g >= len(n.r) || n.clauseStart[g] {
				return -1, 0
			}
			w2, g2 := wordAfter(n, g)
			w, g = w+" "+w2, g2
		}
		if startsWithInside(w) || skipped == 2 || !timeOrManner(w) {
			break
		}
	}
	if !startsWithInside(w) || !adnominal(n, g-1, g) && !endsWithAny(w, []string{"던"}) {
		return -1, 0
	}
	// the noun phrase after it, up to its clause's end or a word with a
	// particle: its last term is its head ("여행용 샘플 공병 세트")
	other := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
	head, headPos, headEnd := -1, 0, 0
	for s, words := g, 0; s < len(n.r) && words < 3 && !n.clauseStart[s]; words++ {
		if p := c.termAt(n, s, other); p >= 0 {
			// a later end is a later head; at the same end the
			// longer term ("샘플 공병", not its 공병)
			if end := s + len(c.terms[p].runes); end > headEnd {
				head, headPos, headEnd = p, s, end
			}
		}
		word, next := wordAfter(n, s)
		if endsParticle(word) && !adnominalVerb(word) {
			// (an adnominal verb before the head is no particle: 담긴
			// 남은 나물)
			break
		}
		s = next
	}
	if head < 0 {
		return -1, 0
	}
	if k := len(c.terms[head].runes); withContents(n, headPos, k) || placed(n, headPos, k) {
		return -1, 0
	}
	return head, headPos
}

// holderHeads are nouns that, written on to a thing's name, make a
// compound naming a holder or a place (글러브박스, 우편함, 쓰레기통,
// 신발장 칸): the thing names what the holder is for.
var holderHeads = []string{"박스", "상자", "함", "통", "칸", "서랍", "장"}

// compoundHolder reports whether rest, the rest of a word after a term,
// is a holder noun with a locative ending (글러브|박스에, 우편|함 안에).
func compoundHolder(rest string) bool {
	for _, end := range insideEnds {
		if stem, ok := strings.CutSuffix(rest, end); ok && slices.Contains(holderHeads, stem) {
			return true
		}
	}
	return false
}

// startsWithInside reports whether w starts with one of insideVerbs.
func startsWithInside(w string) bool {
	for _, v := range insideVerbs {
		if len(w) >= len(v) && w[:len(v)] == v {
			return true
		}
	}
	return false
}

// endsParticle reports whether the Korean word w ends with a particle
// after at least one syllable (샘플이, 병은): the noun phrase ends there.
func endsParticle(w string) bool {
	rs := []rune(w)
	for i := 1; i < len(rs); i++ {
		if particles[string(rs[i:])] && string(rs[i:]) != "들" {
			return true
		}
	}
	return false
}
