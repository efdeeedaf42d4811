package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// A break said by a part that came off, came out or was cut ("문짝이
// 떨어졌어요", "손잡이가 똑 떨어졌네", "바퀴 하나 빠짐", "선이 잘렸어요",
// "the wheel came out", "the cord got cut"): the tag's word lists name a
// few parts with a few verbs, word for word; this reads any part of the
// class with any verb of its kind, whatever adverbs, counts or a
// separately written particle stand between ("바퀴 두 개 빠짐", "cord 가
// 잘렸어요").

// detachParts are parts of furniture, a vessel or a device whose coming
// off or out breaks the item; cutParts are cords, whose cutting does. A
// part of one syllable (문, 굽) counts only as a whole word; a longer one
// also ends a compound (서랍손잡이, 옷장문짝).
var (
	detachParts = []string{"문짝", "문", "서랍", "손잡이", "다리", "바퀴", "날개", "경첩", "받침", "팔걸이", "등받이", "나사",
		"굽", "밑창", "버튼", "스위치", "다이얼", "레버", "캐스터", "상판", "발판", "팔", "발",
		"door", "drawer", "handle", "leg", "wheel", "caster", "castor", "hinge", "knob", "button", "armrest", "heel", "sole", "blade"}
	cutParts = []string{"선", "전선", "코드", "케이블", "전원선", "줄", "cord", "cable", "wire", "lead"}
)

// detachVerbs say a part came off or out (떨어지다, 빠지다, 뽑히다);
// cutVerbs that it was cut (잘리다, 끊기다, 끊어지다). Their forms that
// say it happened are matched (see korean.Conjugations): not 떨어질까,
// 떨어지면.
var (
	detachVerbs = expandStems([]string{"떨어지~", "빠지~", "뽑히~", "빠져나오~", "빠져 나오~"})
	cutVerbs    = expandStems([]string{"잘리~", "끊기~", "끊어지~", "잘려 나가~", "잘려나가~"})
)

// englishDetach and englishCut are the same in English, after the part
// ("the wheel came out", "the cord got cut").
var (
	englishDetach = []string{"fell off", "came off", "came out", "fell out", "popped out", "popped off", "broke off",
		"snapped off", "came loose", "has come off", "has fallen off"}
	englishCut = []string{"got cut", "was cut", "is cut", "were cut", "are cut", "been cut", "cut through", "got severed",
		"was severed", "is severed", "snapped", "got chewed", "was chewed"}
)

// partBetween are the words that may stand between a part and its verb:
// adverbs of manner and degree, counts, a particle written apart.
var partBetween = map[string]bool{
	"똑": true, "뚝": true, "툭": true, "쑥": true, "쏙": true, "싹둑": true, "싹": true, "댕강": true, "덜컥": true,
	"그냥": true, "완전히": true, "완전": true, "아예": true, "결국": true, "갑자기": true, "또": true, "벌써": true,
	"이미": true, "다": true, "그만": true, "혼자": true, "저절로": true, "하나": true, "하나가": true, "하나는": true,
	"한": true, "두": true, "세": true, "네": true, "개": true, "개가": true, "개는": true, "쪽": true, "쪽이": true,
	"한쪽": true, "한쪽이": true, "한쪽은": true, "중간에": true, "중간이": true, "밑에": true, "아래": true,
	"가": true, "이": true, "은": true, "는": true, "도": true,
}

// partParticles may follow a part noun in its word.
var partParticles = []string{"", "이", "가", "은", "는", "도", "만", "까지", "마저", "이랑", "랑"}

// namesPart reports whether the word w is one of parts, bare or with a
// particle, or (for a part of two syllables or more) ends a compound.
func namesPart(w string, parts []string) bool {
	for _, p := range parts {
		k := strings.LastIndex(w, p)
		if k < 0 || !slices.Contains(partParticles, w[k+len(p):]) {
			continue
		}
		if k == 0 || korean.HasHangul(p) && len([]rune(p)) >= 2 && korean.HasHangul(w[:k]) {
			return true
		}
	}
	return false
}

// partCameOff reports whether text says a part of the item came off, out
// or was cut (see above), in a clause of its own, not negated.
func partCameOff(r *korean.Reading, text string) bool {
	for _, clause := range strings.FieldsFunc(strings.ToLower(text), func(c rune) bool { return strings.ContainsRune(".,!?;/\n·", c) }) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			var parts []string
			switch {
			case startsWithAny(w, detachVerbs):
				parts = detachParts
			case startsWithAny(w, cutVerbs):
				parts = cutParts
			case startsWithAny(w, wentVerbs):
				// "손잡이 나감" (tagkinds14.go)
				parts = wentParts
			default:
				continue
			}
			if r.Negated(w) || i > 0 && (ws[i-1] == "안" || ws[i-1] == "못") {
				continue
			}
			for j, skipped := i-1, 0; j >= 0 && skipped <= 3; j, skipped = j-1, skipped+1 {
				if namesPart(ws[j], parts) {
					return true
				}
				if !partBetween[ws[j]] {
					break
				}
			}
		}
		for i, w := range ws {
			// "the chair lost a wheel" (not "missing two drawers": a part
			// not there is not said to have broken off)
			if w == "lost" {
				for k := i + 1; k < len(ws) && k <= i+2; k++ {
					if p := strings.TrimSuffix(ws[k], "s"); slices.Contains(detachParts, p) || slices.Contains(detachParts, ws[k]) {
						return true
					}
				}
			}
			for _, pair := range []struct{ parts, after []string }{{detachParts, englishDetach}, {cutParts, englishCut}} {
				if !slices.Contains(pair.parts, w) && !slices.Contains(pair.parts, strings.TrimSuffix(w, "s")) && !slices.Contains(pair.parts, strings.TrimSuffix(w, "'s")) {
					continue
				}
				rest := " " + strings.Join(ws[i+1:min(len(ws), i+5)], " ") + " "
				for _, a := range pair.after {
					if k := strings.Index(rest, " "+a+" "); k >= 0 && len(strings.Fields(rest[:k])) <= 2 && !strings.Contains(rest[:k], "not") && !strings.Contains(rest[:k], "n't") {
						return true
					}
				}
			}
		}
	}
	return false
}

// startsWithAny reports whether w begins with one of forms.
func startsWithAny(w string, forms []string) bool {
	return slices.ContainsFunc(forms, func(f string) bool { return !strings.Contains(f, " ") && strings.HasPrefix(w, f) })
}

// wholeWords say a thing is whole, unharmed (멀쩡해요, 괜찮아요, 온전해요).
var wholeWords = []string{"멀쩡", "괜찮", "온전", "말짱", "무사"}

// saidWhole reports whether the text says an item of middle mi is whole:
// the subject of a whole word names a term of mi, a weak one included
// ("병은 멀쩡해요").
func (c *Catalog) saidWhole(r *korean.Reading, mi int) bool {
	for _, w := range wholeWords {
		np, _ := r.Subject(w)
		if np == "" {
			continue
		}
		if best, _ := c.bestTerm(normalize(np), func(t *term) bool { return t.middle == mi }); best >= 0 {
			return true
		}
	}
	return false
}

// wholeEnRe says in English that a thing is whole (is fine, looks
// intact, is still in one piece).
var wholeEnRe = regexp.MustCompile(`\b(is|are|'s|looks|look|seems|seem|stayed|survived)\s+(still\s+|totally\s+|perfectly\s+|completely\s+)?(fine|ok|okay|intact|undamaged|unbroken|whole|in one piece|all right|alright|unharmed|dry)\b`)

// enClauses splits English text into clauses at punctuation and at "but",
// "while", "whereas" and "though".
var enClauseRe = regexp.MustCompile(`[,.;:!?()]|\b(but|while|whereas|though|although)\b`)

// otherClauseOfWhole reports whether English lower says in one clause that
// an item of middle mi is whole ("the jar is fine") and the condition word
// w occurs only in clauses that name no term of mi ("the plate beside it
// broke").
func (c *Catalog) otherClauseOfWhole(lower, w string, mi int) bool {
	own := func(cl string) bool {
		best, _ := c.bestTerm(normalize(cl), func(t *term) bool { return t.middle == mi })
		return best >= 0
	}
	whole, seen := false, false
	for _, cl := range enClauseRe.Split(lower, -1) {
		if wholeEnRe.MatchString(cl) && own(cl) {
			whole = true
		}
		if occurs(normalize(cl), normalize(w).r) < 0 {
			continue
		}
		seen = true
		if own(cl) {
			return false
		}
	}
	return whole && seen
}

// crackAdverbs may stand between 금 and 가다 in a crack said with an
// adverb of degree or manner (금이 살짝 갔어요, 금이 길게 가 있음).
var crackAdverbs = map[string]bool{
	"살짝": true, "약간": true, "조금": true, "좀": true, "쫌": true, "쪼끔": true, "많이": true, "크게": true,
	"길게": true, "가늘게": true, "미세하게": true, "얇게": true, "군데군데": true, "여기저기": true, "쭉": true,
	"쫙": true, "좍": true, "죽": true, "쩍": true, "또": true, "다": true, "벌써": true, "이미": true, "완전": true,
}

// crackSaid reports whether text says a crack is there (금 있어요, "금
// O") or runs in the item with
// adverbs between the noun and its verb (금이 살짝 갔어요, 실금이 약간 가
// 있어요): 금 or 실금, bare or with 이/도, then one or two crackAdverbs,
// then a form of 가다 that says it happened (가, 갔, 간, 감). The tag's
// words hold 금이 갔 and 금 간 written together.
// crackCourse reports whether w says which way or how a crack runs, a
// noun in 로 or an adverb in 게 (대각선으로, 가로로, 세로로, 비스듬하게):
// "금이 대각선으로 쫙 갔어요".
func crackCourse(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || len(rs) > 5 || !korean.HasHangul(w) {
		return false
	}
	return strings.HasSuffix(w, "으로") || strings.HasSuffix(w, "로") && !strings.HasSuffix(w, "도로") || strings.HasSuffix(w, "하게")
}

func crackSaid(text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			if !slices.Contains([]string{"금", "금이", "금도", "실금", "실금이", "실금도"}, w) {
				continue
			}
			// 금 있어요, 실금 있음, "날개 금 O": a crack said to be there
			if i+1 < len(ws) && (strings.HasPrefix(ws[i+1], "있") || slices.Contains([]string{"o", "O", "✅", "✔", "✓", "ㅇ"}, ws[i+1])) {
				return true
			}
			j := i + 1
			for j < len(ws) && j <= i+2 && (crackAdverbs[ws[j]] || crackCourse(ws[j])) {
				j++
			}
			if j == i+1 || j >= len(ws) {
				continue
			}
			if v := ws[j]; strings.HasPrefix(v, "가") && !strings.HasPrefix(v, "가지") || strings.HasPrefix(v, "갔") || strings.HasPrefix(v, "간") || strings.HasPrefix(v, "감") {
				return true
			}
		}
	}
	return false
}

// wholeBrokenWords call a whole thing broken in English; on an appliance
// they say it does not work ("a broken Dyson vacuum, the motor died", "my
// microwave is broken"), which the labelling policy does not count as a
// break: a cracked casing, a cut cord or a snapped part does.
var wholeBrokenWords = []string{"broken", "broke"}

// brokenAsWhole reports whether the English trigger w ("broken", "broke")
// on an e_waste item is said of the appliance itself: the noun it
// modifies or its subject (korean.Reading.Heads) names an item of the
// middle, or nothing at all ("old laptop, broken"), not a part of it
// ("a broken screen", "the handle broke").
func (c *Catalog) brokenAsWhole(r *korean.Reading, w tagWord, middle string) bool {
	if middle != "e_waste" || !slices.Contains(wholeBrokenWords, w.raw) {
		return false
	}
	mi := c.middleIdx[middle]
	for _, h := range r.Heads(w.raw) {
		if best, _ := c.bestTerm(normalize(h), func(t *term) bool { return t.middle == mi && !t.weak }); best < 0 {
			return false
		}
	}
	return true
}
