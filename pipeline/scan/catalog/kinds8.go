package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- words that are also another word ----

// negatorNoun is 못, a nail (금속 공구) and the negation "cannot" (못 쓰다,
// 못 버려, 못 쓰것당께); nailAfter are the words after a bare 못 that keep
// it a nail (못 박힌, 못 한 봉지, 못 몇 개).
var (
	negatorNoun = []rune("못")
	nailAfter   = []string{"박", "뽑", "빼", "뺀", "뺐", "하나", "둘", "셋"}
)

// maskNegator returns n with every bare 못 that negates the word after
// it blanked out: a bare 못 (no particle) followed by another Korean word
// that is no count, no nail verb and no term, and not right after a word
// that modifies it (녹슨 못, 박았던 못).
func (c *Catalog) maskNegator(n normText) normText {
	for s := 0; s < len(n.r); s++ {
		if n.r[s] != negatorNoun[0] || !n.tokStart[s] || !n.tokEnd[s] {
			continue
		}
		e := s + 1
		if e >= len(n.r) || n.r[e] < 0xAC00 || n.r[e] > 0xD7A3 {
			continue
		}
		next, _ := wordAfter(n, e)
		if countWords[next] || unitNumbers[next] || startsWithAny(next, nailAfter) {
			continue
		}
		if c.termAt(n, e, func(t *term) bool { return !t.weak }) >= 0 {
			continue
		}
		if _, b := wordBefore(n, s); s > 0 && adnominal(n, b, s) {
			continue
		}
		n = mask(n, s, 1)
	}
	return n
}

// ---- a stream proposed by the asker ----

// proposalEnds are what may follow a stream's name in its own word when
// the asker proposes or supposes the stream (종이로?, 비닐로 내면, 플라스틱이면,
// 종이니까, 음식물 통에): the asker's guess, no evidence of the item.
var proposalEnds = []string{
	"로", "으로", "류로", "쪽으로", "에", "에다", "에다가", "통에", "함에", "통으로",
	"니까", "이니까", "라서", "이라서", "이면", "면", "라면", "이라면",
	"인가요", "인가", "인지", "일까요", "이죠", "죠", "맞죠", "맞나요",
	"입니까", "맞습니까", // 번역체: "음식물입니까?"
}

// placeEnds are the proposalEnds that make a destination only before a
// word of putting out (비닐로 내면, 음식물 통에 넣어도, 종이로?), not
// before another ("비닐 포장에 운송장이 붙어": a place on a thing).
var placeEnds = []string{"로", "으로", "류로", "쪽으로", "에", "에다", "에다가", "통에", "함에", "통으로"}

// puttingWords start the words of putting out or sending a thing to a
// stream (넣어도, 버려요, 내면, 배출, 가요, 돼요).
var puttingWords = []string{"넣", "버리", "버려", "버렸", "버릴", "버림", "버린", "내면", "내도", "내요", "내야", "내는", "내놓", "내놔", "낼", "냈", "배출", "분리",
	"가요", "가나", "가면", "가는", "가야", "가도", "갈까", "간다", "가죠", "돼", "되", "될", "보내", "처리", "던져", "모아", "go", "goes", "put", "toss"}

// proposalNext are the words after a stream's bare name that make it a
// destination (음식물 통에, paper 로?, 일반 쓰레기로).
var proposalNext = []string{"로", "으로", "통에", "통으로", "함에", "수거함에", "쓰레기로", "쓰레기통에", "봉투에", "쪽으로",
	"맞죠", "맞나요", "맞아요", "맞지", "맞음", "맞는지", "인가요", "이죠", "입니까", "맞습니까"}

// proposalBefore are the English words before a stream's name that make
// it a destination or a guess ("go in paper?", "recycle it as plastic").
var proposalBefore = []string{"in", "into", "as"}

// sortingBeforeIn are the English words that make a stream after "in" a
// destination ("does it go in glass?", "put this in plastic"); after
// another word ("ginger ale in glass") the stream is what the thing is
// sold in.
var sortingBeforeIn = []string{"go", "goes", "going", "went", "put", "putting", "toss", "tossed", "throw", "thrown", "threw", "recycle", "recycled",
	"recyclable", "bin", "binned", "belong", "belongs", "sort", "sorted", "dispose", "disposed", "place", "placed", "drop", "dropped", "it", "this",
	"these", "them", "that", "those", "one", "ones", "they", "dump", "dumped", "chuck", "chucked", "included", "accepted", "allowed", "okay", "ok", "fine"}

// wordBefore is the word of n that ends right before rune at, and where
// it starts; "" at the start of n.
func wordBefore(n normText, at int) (string, int) {
	if at <= 0 {
		return "", 0
	}
	b := at - 1
	for b > 0 && !n.tokStart[b] {
		b--
	}
	return string(n.r[b:at]), b
}

// wordAfter is the word of n that starts at rune at (a token start), and
// where the next one starts.
func wordAfter(n normText, at int) (string, int) {
	f := wordEnd(n, at+1)
	return string(n.r[at:f]), f
}

// wordEnd is where the word of n that holds rune e-1 ends: e itself at a
// token start, else the next token start (or the end of n).
func wordEnd(n normText, e int) int {
	for e < len(n.r) && !n.tokStart[e] {
		e++
	}
	return e
}

// ending is what follows rune e in its word, the particle or ending glued
// to a term that ends at e (냄비"에", 가위"로", 상자"안에"; "" for a bare
// word), and where that word ends.
func ending(n normText, e int) (string, int) {
	f := wordEnd(n, e)
	return string(n.r[e:f]), f
}

// materialAfter are the words after 로 that make a stream's name the
// material the item is made of (종이로 된, 플라스틱으로 만든) or what it
// is wrapped in (신문지로 싸서), not a destination.
var materialAfter = []string{"된", "되어", "돼", "만든", "만들", "만들어", "싸", "감싸", "포장"}

// proposedSpans are the rune spans of n where a stream (a middle's name,
// alias or generic word, no item) is named as the asker's proposal.
func (c *Catalog) proposedSpans(n normText) [][2]int {
	var spans [][2]int
	for i := range c.terms {
		t := &c.terms[i]
		if t.item >= 0 || t.weak {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			e := at + len(t.runes)
			rest, f := ending(n, e)
			end := f
			proposed := false
			switch {
			case rest != "" && slices.Contains(proposalEnds, rest):
				proposed = true
			case rest == "" && f < len(n.r):
				if w, g := wordAfter(n, f); slices.Contains(proposalNext, w) {
					proposed, end = true, g
				}
			}
			if !proposed && isASCIIAlnum(n.r[at]) {
				// "do they go in paper?", "recycle it as plastic?"
				w, b := wordBefore(n, at)
				if w == "the" {
					w, b = wordBefore(n, b)
				}
				proposed = slices.Contains(proposalBefore, w)
				// "ginger ale in glass": a thing sold in the material,
				// not a destination, unless a verb of sorting or a
				// pronoun comes before the "in" (session 26)
				if proposed && w == "in" && b > 0 && !n.clauseStart[b] {
					if v, _ := wordBefore(n, b); v != "" && isASCIIAlnum([]rune(v)[0]) && !slices.Contains(sortingBeforeIn, v) {
						proposed = false
					}
				}
			}
			if !proposed {
				continue
			}
			next := ""
			if end < len(n.r) && !n.clauseStart[end] {
				next, _ = wordAfter(n, end)
			}
			last := string(n.r[f-1 : f])
			if end > f {
				last = string(n.r[end-1 : end])
			}
			if (slices.Contains(placeEnds, rest) || end > f || last == "로" || last == "에") && next != "" &&
				!startsWithAny(next, puttingWords) {
				continue
			}
			// 종이로 된, 신문지로 싸서: the material, not a destination
			if startsWithAny(next, materialAfter) {
				continue
			}
			spans = append(spans, [2]int{at, end})
		}
	}
	return spans
}

// withoutProposals returns n with the streams the asker proposes blanked
// out, and their middles, when the text names an item outside them;
// else n unchanged and no middles.
func (c *Catalog) withoutProposals(n normText) (normText, []string) {
	m, p, middles := c.withoutSpans(n, c.proposedSpans(n), func(sp [2]int) []int {
		if c.aboutUnnamed(n, sp[0]) {
			// "… 살코기는 음식물 맞죠?": the guess is about a thing the
			// matcher does not know, which may well be of that stream
			return nil
		}
		return c.termsIn(n, sp)
	})
	if p < 0 {
		return n, nil
	}
	// a stream one of whose items the text names is no mere guess
	// ("박스 … 종이로 내면 되죠?")
	middles = slices.DeleteFunc(middles, func(k string) bool {
		mi := c.middleIdx[k]
		p, _ := c.bestTerm(m, func(t *term) bool { return t.tier() == tierName && t.item >= 0 && t.middle == mi })
		return p >= 0
	})
	return m, middles
}

// withoutSpans blanks the spans out of n and gathers the middle keys of
// the terms termsAt gives for each span, in order and each once. When the
// blanked text still names an item, it returns that text, the best name
// term of an item in it and the keys; else n unchanged, -1 and no keys.
// withoutProposals and withoutCompanions differ only in their spans, the
// terms they read a span's stream from and the keys they then drop.
func (c *Catalog) withoutSpans(n normText, spans [][2]int, termsAt func(sp [2]int) []int) (normText, int, []string) {
	if len(spans) == 0 {
		return n, -1, nil
	}
	m := n
	for _, sp := range spans {
		m = mask(m, sp[0], sp[1]-sp[0])
	}
	p, _ := c.bestTerm(m, func(t *term) bool { return t.tier() == tierName && t.item >= 0 })
	if p < 0 {
		return n, -1, nil
	}
	var middles []string
	for _, sp := range spans {
		for _, i := range termsAt(sp) {
			if k := c.tax.Middles[c.terms[i].middle].Key; !slices.Contains(middles, k) {
				middles = append(middles, k)
			}
		}
	}
	return m, p, middles
}

// termsIn are the terms that occur in n exactly at the start of span sp.
func (c *Catalog) termsIn(n normText, sp [2]int) []int {
	var out []int
	for i := range c.terms {
		t := &c.terms[i]
		if t.item < 0 && !t.weak && occursFrom(n, t.runes, sp[0]) == sp[0] {
			out = append(out, i)
		}
	}
	return out
}

// ---- a part of a food named after it ----

// foodParts are the parts of a vegetable, fruit or fish that a text may
// name apart from the food, after a clause ("양파 까고 나온 껍질", "옥수수
// 먹고 남은 대", "대파 다듬은 뿌리").
var foodParts = []string{"껍질", "껍데기", "겉껍질", "뿌리", "대", "속대", "씨", "씨앗", "가시", "뼈", "심", "꼭지"}

// foodPart returns, when best is a food_waste name term and, within its
// clause and heldWords words, a word starts with one of foodParts such
// that the food and the part together are a term of another middle ("양파
// 껍질", "옥수숫대"), that term and the food's position; else -1.
func (c *Catalog) foodPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" || t.tier() != tierName {
		return -1, 0
	}
	food := string(n.r[pos : pos+len(t.runes)])
	words := 0
	for i := pos + len(t.runes); i < len(n.r) && words < heldWords; i++ {
		if i < len(n.clauseStart) && n.clauseStart[i] {
			break
		}
		if !n.tokStart[i] {
			continue
		}
		// 양파랑 껍질, 양파하고 껍질: two things; but 자두랑 살구 먹고
		// 남은 씨: foods listed together, whose parts the text names
		// (손질하고 is a verb, no noun joined)
		if w, b := wordBefore(n, i); joinsNouns(w) && c.termAt(n, b, func(*term) bool { return true }) >= 0 {
			q := c.termAt(n, i, func(u *term) bool { return u.tier() == tierName && u.middle == t.middle })
			if q < 0 {
				return -1, 0
			}
			t = c.terms[q]
			food = string(n.r[i : i+len(t.runes)])
			i += len(t.runes) - 1
			words = 0
			continue
		}
		// "복숭아 두 개 깎아 먹고 남은 씨": a count is no word of the
		// clause that leads to the part
		if cw, _ := wordAfter(n, i); !(countWords[cw] || unitCounter[cw] || unitNumbers[cw] || strings.Trim(cw, "0123456789") == "") {
			words++
		}
		for _, p := range foodParts {
			if !strings.HasPrefix(string(n.r[i:]), p) {
				continue
			}
			// (bones taken out: the food is left; context30.go)
			if bonesTakenOut(n, i, p) {
				return -1, 0
			}
			for _, sep := range []string{" ", ""} {
				cn := normalize(food + sep + p)
				// the food's last syllables may be the term's: a 석화
				// or 굴 named longer ("자연산굴 껍데기") is still a 굴껍데기
				for s := 0; s < len(t.runes); s++ {
					if q := c.termAt(cn, s, func(u *term) bool { return u.tier() == tierName && u.middle != t.middle }); q >= 0 && len(c.terms[q].runes) == len(cn.r)-s {
						return q, pos
					}
				}
			}
		}
		// "먹고 남은 딱딱한 심지": the words that modify the part count
		// from the last of them, as heldBy's do
		if _, e := wordAfter(n, i); adnominal(n, i, e) {
			words = 0
		}
	}
	return -1, 0
}

// ---- a colour said of a part ----

// colouredParts are the parts of a bottle a colour may be said of
// without the bottle being coloured (라벨은 초록색, a green cap).
var colouredParts = []string{"라벨", "상표", "스티커", "뚜껑", "마개", "캡", "띠", "글씨", "글자", "로고", "포장", "비닐", "label", "labels", "cap", "caps", "lid", "sticker", "wrapper", "logo", "writing", "print"}

// ofPart reports whether the word at rune at of n is said of one of
// colouredParts or fixedParts (손잡이만 쇠로 된 바구니: context28.go): the part is one of the two words before it in its clause
// (라벨은 초록색, label is green) or the word right after it (초록 라벨,
// green cap).
func ofPart(n normText, at, k int) bool {
	isPart := func(s int) bool {
		for _, p := range slices.Concat(colouredParts, fixedParts) {
			pr := []rune(p)
			if s+len(pr) <= len(n.r) && string(n.r[s:s+len(pr)]) == p {
				return true
			}
		}
		return false
	}
	// the word's own token ends; the next token may be the part
	e := wordEnd(n, at+k)
	if e < len(n.r) && !n.clauseStart[e] && isPart(e) {
		return true
	}
	s := at
	for s > 0 && !n.tokStart[s] {
		s--
	}
	for words := 0; s > 0 && words < 2 && !n.clauseStart[s]; words++ {
		b := s - 1
		for b > 0 && !n.tokStart[b] {
			b--
		}
		if isPart(b) {
			return true
		}
		w := string(n.r[b:s])
		if isASCIIAlnum(n.r[b]) && !slices.Contains([]string{"is", "was", "are", "were", "in", "all", "bright", "dark"}, w) {
			break
		}
		s = b
	}
	return false
}

// ---- a piece of furniture or an appliance being tidied ----

// tidyWords say a place is being tidied, emptied or cleaned out (냉장고
// 정리하다가, 화장대 정리:, 옷장 비우는 중, cleaning out the fridge).
var tidyWords = []string{"정리", "청소", "비우", "비우기", "비움", "비웠", "비운", "치우", "치우다", "치웠", "털"}

// tidiedTerm returns, when best is a term of a Product middle written as
// a bare word and the next word says it is being tidied or emptied
// ("냉장고 정리하다가 …", "화장대 정리: …"), the best name term of
// another, non-Product middle and its position; else -1.
func (c *Catalog) tidiedTerm(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e, ok := c.bareProductEnd(text, n, best, pos)
	if !ok {
		return c.tidiedEnglish(text, n, best, pos)
	}
	next, _ := wordAfter(n, e)
	if !startsWithAny(next, tidyWords) {
		return -1, 0
	}
	return c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool {
		return !u.part && !c.tax.Middles[u.middle].Product
	})
}

// namedMiddles are the middles, in taxonomy order, with a name term in n.
func (c *Catalog) namedMiddles(n normText) []string {
	seen := make([]bool, len(c.tax.Middles))
	for i := range c.terms {
		t := &c.terms[i]
		// (a workshop named by its craft is a place: 도자기 공방; so is a
		// thing named only as where the item was, 화분 밑에, and a noun
		// whose material is named, 플라스틱 받침 접시: kinds13.go)
		if t.tier() != tierName || seen[t.middle] {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			if !workshopAt(n, at, len(t.runes)) && namedEvidence(n, at, len(t.runes)) {
				seen[t.middle] = true
				break
			}
		}
	}
	var out []string
	for mi, ok := range seen {
		if ok {
			out = append(out, c.tax.Middles[mi].Key)
		}
	}
	return out
}

// aboutUnnamed reports whether the word right before rune at is a Korean
// noun with a topic particle (살코기는, 이건 not) that names no term: what
// a guess after it is said of is unknown to the matcher.
func (c *Catalog) aboutUnnamed(n normText, at int) bool {
	w, _ := wordBefore(n, at)
	noun, ok := strings.CutSuffix(w, "는")
	if !ok {
		noun, ok = strings.CutSuffix(w, "은")
	}
	if !ok || len([]rune(noun)) < 2 || !korean.HasHangul(noun) || pointerWords[noun] {
		return false
	}
	p, _ := c.bestTerm(normalize(noun), func(t *term) bool { return !t.weak })
	return p < 0
}

// pointerWords point at the thing without naming it (이건, 그건, 요건).
var pointerWords = map[string]bool{"이거": true, "그거": true, "저거": true, "요거": true, "얘": true, "이것": true, "그것": true}
