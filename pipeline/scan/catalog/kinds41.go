package catalog

import (
	"slices"
	"strings"
)

// Kinds of "which named thing is the item" read in session 41, from the
// misses of the thirty-fifth held-out set and its development twin once
// they were opened:
//   - refuse put in a bottle, can or carton is what soils the container,
//     which is the item (refuseInContainer: 맥주병 안에 꽁초가 들어
//     있어요);
//   - a device's battery said included leaves the device
//     (batteryIncluded: 노트북 배터리 포함);
//   - what the water came from is not the thing it wet (waterSource:
//     아이스박스 얼음물에 젖었음).

// ---- refuse put in a container ----

// refuseHolders are the streams of containers a household puts refuse
// in (a bottle, a can, a carton, a tub); a box or a bag holding a thing
// may be how that thing is carried out, so they are not read here.
var refuseHolders = []string{"glass", "clear_pet", "metal_can", "paper_pack", "plastic"}

// insideWords say, after a container's name, that what follows is in it.
var insideWords = []string{"안에", "속에", "안엔", "속엔", "안쪽에", "안에다", "속에다"}

// putInStems start the words that say a thing was put or sits in a
// container (들어 있어요, 넣어 놨어요, 꽂혀 있고, 가득 찼어요).
var putInStems = []string{"들어", "들었", "넣어", "넣었", "넣은", "꽂혀", "꽂아", "꽂은", "담겨", "담아", "가득", "잔뜩", "쑤셔"}

// refuseInContainer: "맥주병 안에 담배꽁초가 들어 있어요", "캔에 꽁초를
// 넣어 놨어요": general waste said, with its particle, to be in or put
// into a bottle, can, carton or tub named right before it (with 에, or
// before 안에 or 속에) is what soils that container; the container is the
// item. It returns the container's term and position, else -1.
func (c *Catalog) refuseInContainer(n normText, best, pos int) (int, int) {
	if c.tax.Middles[c.terms[best].middle].Key != "general" || pos <= 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	rest, f := ending(n, pos+len(c.terms[best].runes))
	switch {
	case slices.Contains([]string{"이", "가", "을", "를", "도", "만", "들이", "들을"}, rest):
		if !stemAhead(n, f, 3, putInStems, nil) {
			return -1, 0
		}
	case rest == "":
		// (bare, the verb right after it: 캔 안에 꽁초 넣었어요)
		if !stemAhead(n, f, 1, putInStems, nil) {
			return -1, 0
		}
	default:
		return -1, 0
	}
	// the container ends right before 에, or before the word 안에
	w, b := wordBefore(n, pos)
	end := b + len([]rune(w)) - 1
	switch {
	case slices.Contains(insideWords, w):
		// (the container may end its own clause: "맥주병인데 안에",
		// "캔, 속에")
		if b <= 0 {
			return -1, 0
		}
		end = b
		if v, _ := wordBefore(n, b); strings.HasSuffix(v, "인데") && len([]rune(v)) > 2 {
			end = b - 2
		}
	case strings.HasSuffix(w, "에") && len([]rune(w)) > 1:
	default:
		return -1, 0
	}
	holder := func(u *term) bool {
		return u.tier() == tierName && !u.part && slices.Contains(refuseHolders, c.tax.Middles[u.middle].Key)
	}
	q, at := c.lastTermIn(n, 0, end, holder)
	if q < 0 || at+len(c.terms[q].runes) != end || clauseBetween(n, end, pos) {
		return -1, 0
	}
	return q, at
}

// ---- a device with its battery in ----

// batteryIncluded: "노트북 배터리 포함 통째로 고장", "노트북 배터리째":
// a battery named by its device and said included or taken along (포함,
// 째; glued or the next word) leaves the device the item, as
// builtInWords keep it against the battery when the device is named
// first; the battery on its own (노트북 배터리만 빼서) is read as before.
// It returns the device's term and position, else -1.
func (c *Catalog) batteryIncluded(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "battery" {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		rest, _ = wordAfter(n, f)
	}
	if !strings.HasPrefix(rest, "포함") && !strings.HasPrefix(rest, "째") {
		return -1, 0
	}
	p := c.termAt(n, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "e_waste" && len(u.runes) < len(t.runes)
	})
	if p < 0 {
		return -1, 0
	}
	return p, pos
}

// ---- what the water came from ----

// waterNouns name the water a thing held (얼음물, 빗물, 물).
var waterNouns = []string{"물", "얼음물", "빗물", "녹은물", "물기", "국물"}

// wetStems start the verbs of getting wet or soaked (젖었음, 잠겨서, 불었어요).
var wetStems = []string{"젖", "잠겨", "잠긴", "잠겼", "불어", "불었", "퉁퉁"}

// waterSource: "식혜 팩, 아이스박스 얼음물에 푹 젖었음": a thing named
// before its water said with 에 and a verb of getting wet is where the
// water came from; the other thing named is the item that got wet. It
// returns that thing's term and position, else -1.
func (c *Catalog) waterSource(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	rest, f := ending(n, pos+k)
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	noun, ok := strings.CutSuffix(w, "에")
	if !ok || !slices.Contains(waterNouns, noun) || !stemAhead(n, g, 2, wetStems, nil) {
		return -1, 0
	}
	mi := c.terms[best].middle
	return c.bestTiered(mask(n, pos, k), func(u *term) bool { return named(u) && u.middle != mi })
}
