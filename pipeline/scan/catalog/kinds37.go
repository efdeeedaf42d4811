package catalog

import (
	"slices"
	"strings"
)

// ---- session 37: a device's battery said to have gone ----

// rechargeableWords are the battery words (compacted) that name a pack
// built into or fitted to a device, not a cell one buys loose: 배터리,
// 밧데리. A dry cell (건전지) said worn out is the cell taken out
// (도어록 건전지 다 닳은 거), so it is no such word.
var rechargeableWords = compactAll([]string{"배터리", "밧데리"})

// batteryGoneStems start the word after a battery that says it has gone
// (배터리 나감, 나갔어요, 나가서), and batteryNotStems the word after 안
// (배터리 안 됨, 안 돼요, 안 되는): the device no longer runs on it.
var (
	batteryGoneStems = []string{"나감", "나갔", "나가", "안됨", "안돼", "안되"}
	batteryNotStems  = []string{"됨", "돼", "되"}
)

// batteryGone reports whether the battery term ending at rune e of n is
// said bare (or with 가 or 이) right before a word of batteryGoneStems,
// or before 안 and a word of batteryNotStems.
func batteryGone(n normText, e int) bool {
	rest, f := ending(n, e)
	if rest != "" && rest != "가" && rest != "이" || f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, next := wordAfter(n, f)
	if startsWithAny(w, batteryGoneStems) {
		return true
	}
	return w == "안" && stemAhead(n, next, 1, batteryNotStems, nil)
}

// batteryGoneOf reports whether the battery term p at pos is a device's
// battery word (rechargeableWords) said to have gone (batteryGone:
// "노이즈 캔슬링 헤드폰 배터리 나감", "크레마 전자책 배터리 안 됨"):
// Match then keeps the device named before it, for a battery that no
// longer holds is how the device fails, and the device is the item. A
// battery said swollen or taken out (휴대폰 배터리 부푼 거, 헤드폰에서
// 뺀 배터리), or a dry cell said worn out (도어록 건전지 다 닳은 거),
// stays a battery.
func (c *Catalog) batteryGoneOf(n normText, p, pos int) bool {
	t := c.terms[p]
	if c.tax.Middles[t.middle].Key != "battery" || !slices.ContainsFunc(rechargeableWords, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return false
	}
	return batteryGone(n, pos+len(t.runes))
}

// ---- session 37: a thing said as the shape of another ----

// shapeWords, after a thing's name, say that what follows has its shape
// (계란판 모양, 하트 모양의, 공 모양으로 만든): the thing named is a
// likeness, not the item.
var shapeWords = []string{"모양", "모양의", "모양으로", "모양인", "모양을", "모양이라"}

// shapeNamedBy returns, when the name term best at pos is said bare
// right before a word of shapeWords ("계란판 모양 흡음재 조각", "달걀판
// 모양 스펀지"), the first name term of another middle in the next four
// words of its clause and its position: the egg tray names the shape of
// the foam, and the foam is the item. A shape with no other thing after
// it (도시락 픽 동물 모양) leaves the reading as it was.
func (c *Catalog) shapeNamedBy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !slices.Contains(shapeWords, strings.TrimSpace(w)) {
		return -1, 0
	}
	return c.firstTermAfter(n, i, 4, func(u *term) bool {
		// (a named thing, not a stream's material: "우유팩 모양 종이
		// 용기" is the carton-shaped paper container, and stays the
		// carton; session 37's merge)
		return u.tier() == tierName && !u.part && u.middle != t.middle && u.item >= 0
	})
}

// ---- session 37: a material said last of a general thing ----

// ceramicLast makes a general thing said last to be of pottery
// nonflammable (거북이 은신처 도자기, 인센스 꽂이 세라믹): the material
// said last is what the thing is made of, as lastMaterials reads iron
// after a bucket (kinds30.go).
var ceramicLast = saidMaterial{"nonflammable", []string{"도자기", "세라믹"}, map[string]bool{"general": true}}
