package catalog

import (
	"slices"
	"strings"
)

// ---- session 35: a food's part said after a clause of trimming ----

// plantPartWords are the names of general's plant item that are only a
// part of a plant: said of a vegetable they are its trimmings.
var plantPartWords = compactAll([]string{"잎", "줄기", "잎사귀", "이파리"})

// producePartItems are the food items whose names a plant part may be
// said of: vegetables and fruit.
var producePartItems = []string{"채소 찌꺼기", "과일 껍질"}

// trimmedPartOf returns, when the term best at pos is a plant part
// (plantPartWords) and a vegetable or fruit is named earlier in its
// clause ("미나리 다듬고 남은 줄기", "시금치 데치고 버린 잎사귀"), that
// food's term and position: the leaf or the stem is the food's trimming,
// food waste, no plant. A part said with no food before it (장미
// 다듬고 남은 줄기, 화분 정리하고 남은 잎) stays the plant's, and so
// does a root (대파 뿌리), which is no such part, and a part of a
// vegetable said grown as a plant (방울토마토 키우다 말라버린 줄기,
// grownBetween).
func (c *Catalog) trimmedPartOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.ContainsFunc(plantPartWords, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return -1, 0
	}
	start := pos
	for start > 0 && !n.clauseStart[start] {
		start--
	}
	for s := start; s < pos; s++ {
		if !n.tokStart[s] {
			continue
		}
		p := c.termAt(n, s, func(u *term) bool { return c.isProduce(u) && s+len(u.runes) <= pos })
		if p >= 0 && !grownBetween(n, s+len(c.terms[p].runes), pos) {
			return p, s
		}
	}
	return -1, 0
}

// growStems start the words that say a vegetable or a fruit was grown as
// a plant (키우다, 기르던, 길렀던, 심었던) or name it as one (모종, 화분,
// 텃밭): its leaf or stem is the plant's, not a trimming.
var growStems = []string{"키우", "키운", "키웠", "기르", "기른", "길렀", "심", "모종", "화분", "텃밭"}

// grownBetween reports whether a word of n from rune from up to rune to
// says the vegetable before it was grown as a plant (방울토마토 키우다
// 말라버린 줄기, 고추 모종 잎).
func grownBetween(n normText, from, to int) bool {
	for f := from; f < to; {
		if !n.tokStart[f] {
			f++
			continue
		}
		w, next := wordAfter(n, f)
		if startsWithAny(w, growStems) {
			return true
		}
		f = next
	}
	return false
}

// isProduce reports whether u names a vegetable or a fruit of the food
// stream (producePartItems).
func (c *Catalog) isProduce(u *term) bool {
	m := c.tax.Middles[u.middle]
	return u.tier() == tierName && u.item >= 0 && m.Key == "food_waste" && slices.Contains(producePartItems, m.Items[u.item].Name)
}

// ---- session 35: a fish's bones said with the part they are of ----

// fishPartWords are the words for the part of a fish or a joint of meat
// that may stand between the food and its bones (우럭 머리 뼈, 광어
// 대가리 뼈, 돼지 등 뼈); boneOfFood (kinds25v.go) reads them.
var fishPartWords = []string{"머리", "대가리", "꼬리", "등", "몸통", "갈비"}

// ---- session 35: a device's blade said gone blunt ----

// bluntStems start the words that say a blade has gone blunt (무뎌진,
// 무뎌져서, 무딘, 무뎌요).
var bluntStems = []string{"무뎌", "무딘", "무디"}

// saidBlunt reports whether the word at rune at of n says a blade has
// gone blunt: like a blade that jams or does not turn (saidStopped), a
// blunt one is how a grinder or a shredder stops doing its work, so
// runningPart reads the device named before it as the item
// ("원두 그라인더 칼날 무뎌진 거", "전동 채칼 날 무딘 거"). A blade said
// broken or bent, or blunt with no device before it (칼날 무뎌진 거), is
// left to the part rules.
func saidBlunt(n normText, at int) bool {
	w, _ := wordAfter(n, at)
	return startsWithAny(w, bluntStems)
}

// ---- review of session 35: a tool said plastic last ----

// metalToolItem is the metal stream's item of hand and kitchen tools
// (국자, 가위, 식칼, 케이크 칼, 회칼).
const metalToolItem = "금속 공구"

// plasticSaidOfTool returns, when the term best at pos names a metal
// tool (metalToolItem) as a bare word and the next word, ending the noun
// phrase, is wholly 플라스틱 ("케이크 칼 플라스틱": the knife that came
// with the cake), the plastic term there and its position: the material
// said last is what the tool is made of, as materialLast reads it after
// a general thing. A tool of another material said last (케이크 칼 스텐)
// or a part after it (케이크 칼 톱니) stays metal, and so does a metal
// container said plastic (부탄가스 플라스틱: its cap), which is no tool.
func (c *Catalog) plasticSaidOfTool(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if t.tier() != tierName || m.Key != "metal_can" || t.item < 0 || m.Items[t.item].Name != metalToolItem {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	w, next := wordAfter(n, e)
	if w != "플라스틱" || !c.endsPhrase(n, next) {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "plastic" && string(u.runes) == w
	})
	if p < 0 {
		return -1, 0
	}
	return p, e
}

// ---- review of session 35: the flesh the bones were taken from ----

// boneOffStems start the words that say bones were taken out of the
// flesh (발라내고, 발라낸, 바른, 빼고, 뺀, 발라서).
var boneOffStems = []string{"발라", "바른", "빼고", "뺀", "빼낸"}

// meatFleshWords are the words for the flesh of a fish or of meat that stays
// after its bones are taken off (살, 살코기, 생선살).
var meatFleshWords = []string{"살", "살코기", "생선살", "속살"}

// fleshAfterBones reports whether, from rune e of n (right after a name
// of the bones), a word of taking the bones off is followed within two
// words by a word for the flesh said as the head (우럭 머리 뼈 발라내고
// 남은 살, 갈치 뼈 바른 살코기): the flesh is the item, food waste, not
// the bones. Bones said taken off with no flesh after (갈치 뼈 발라낸 것)
// stay the bones.
func fleshAfterBones(n normText, e int) bool {
	rest, f := ending(n, e)
	if rest != "" || f >= len(n.r) {
		return false
	}
	w, next := wordAfter(n, f)
	if !startsWithAny(strings.TrimSpace(w), boneOffStems) {
		return false
	}
	for words := 0; words < 2 && next < len(n.r); words++ {
		w, next = wordAfter(n, next)
		w = strings.TrimSpace(w)
		for _, fl := range meatFleshWords {
			if rest, ok := strings.CutPrefix(w, fl); ok && (rest == "" || particles[rest]) {
				return true
			}
		}
	}
	return false
}
