package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Kinds of "which named thing is the item" read in session 29, from the
// misses of the twenty-third held-out set once it was opened.

// ---- a device named only as what an accessory is for ----

// accessoryHeads, as the word right after a device's name, make a
// compound naming a thing made for the device (폰 거치대, 노트북
// 파우치, 태블릿 케이스): the device is not in the text as a thing to
// throw away.
var accessoryHeads = []string{"거치대", "받침대", "스탠드", "케이스", "파우치", "커버", "보호필름", "필름", "홀더", "꽂이", "걸이", "가방"}

// accessoryFor reports whether the term of k runes at pos is a Product
// middle's name bare in its word, with an accessoryHeads word after it
// in the same clause (폰 거치대): the device only says what the
// accessory is for.
func (c *Catalog) accessoryFor(n normText, t *term, pos int) bool {
	e := pos + len(t.runes)
	if !c.tax.Middles[t.middle].Product || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	// (the device with its case, 휴대폰 케이스째로, is the device;
	// session 32)
	return startsWithAny(w, accessoryHeads) && !strings.Contains(w, "째")
}

// ---- a material named after a device's part ----

// screenParts name a device's part that is made of a material (화면 유리,
// 액정 유리, 문 유리, 렌즈 유리).
var screenParts = []string{"화면", "액정", "디스플레이", "문", "렌즈", "창", "패널", "뚜껑"}

// partMaterialDevice returns, when the term best at pos is a material's
// bare name (no item) right after a screenParts word written bare (폰인데
// 화면 유리가 금이 갔어요), the last Product name term of another middle
// before that part in the text, and its position; else -1. The material
// is the part's, the device is the item.
func (c *Catalog) partMaterialDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || pos == 0 || n.clauseStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if !slices.Contains(screenParts, w) {
		return -1, 0
	}
	return c.lastTermIn(n, 0, b, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && c.tax.Middles[u.middle].Product
	})
}

// ---- a volume between a drink and its container ----

// volumePair is a word, a volume and the next word ("우유 1리터 팩",
// "콜라 1.5L 페트"): the volume stands between what was held and its
// container.
var volumePair = regexp.MustCompile(`(\S+)\s+\d+(?:[.,]\d+)?\s?(?:리터|ℓ|l|L|ml|mL|ML|밀리|미리|그램|g|kg|킬로)\s+(\S+)`)

// volumeHolders start the container words a volume may stand before.
var volumeHolders = []string{"팩", "병", "캔", "통", "페트", "봉지", "봉투", "박스", "상자", "컵", "용기", "pet", "can", "bottle", "carton"}

// joinVolume drops a volume written between a word and a container word
// that, joined, hold a term that spans them ("귀리음료 1리터 팩" →
// 귀리음료 팩), as joinGenitive drops 의; any other volume is left as
// written ("생수 500ml 뚜껑도": the cap is no container).
func (c *Catalog) joinVolume(text string) string {
	if !strings.ContainsAny(text, "0123456789") {
		// (Match calls this on every text; a volume needs a digit)
		return text
	}
	return volumePair.ReplaceAllStringFunc(text, func(s string) string {
		m := volumePair.FindStringSubmatch(s)
		if startsWithAny(m[2], volumeHolders) && c.spansJoin(m[1], m[2]) {
			return m[1] + " " + m[2]
		}
		return s
	})
}

// ---- a material named only by a part set aside ----

// materialPartAside reports whether the term t at pos is a material's
// bare name (no item) right before a noun in its clause that the text
// sets aside (안의 종이 받침은 뺐어요, 플라스틱 트레이는 빼서 따로): the
// material is that part's, taken out, not the item's stream.
func materialPartAside(n normText, r *korean.Reading, t *term, pos int) bool {
	w, ok := nounAfterMaterial(n, t, pos)
	if !ok {
		return false
	}
	part := korean.NounStem(strings.TrimSpace(w))
	return len([]rune(part)) >= 2 && r.SetAside(part)
}
