package catalog

import (
	"slices"
	"strings"
)

// ---- session 33: a thing named for what it is used with (audit list 17) ----

// purposeHead returns, when the Hangul name term best at pos has 용
// glued to it ("풍선용", "라면용", "케이크용") and the next word of its
// clause or a later one before the clause ends starts a name term of
// another middle (a metal can's 캔 after a gas no term names: 헬륨 캔),
// the first such term and its position: "X용 Y" is a Y made for X, so "풍선용 헬륨 캔" is the helium
// can, "라면용 냄비" the pot and "케이크용 칼" the knife, not the balloon,
// the noodles or the cake. A term that is itself said with 용 (일회용,
// 식용유) is no such modifier: the term must end before the 용.
func (c *Catalog) purposeHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest == "" {
		// (session 43) "와인 선물 포장용 비닐백": a noun of the use
		// between the term and the word of 용
		f = c.useWordAfter(n, f)
	} else if rest != purposeSuffix {
		return -1, 0
	}
	if f < 0 || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	for s := f; s < len(n.r); s++ {
		if s > f && n.clauseStart[s] {
			break
		}
		if !n.tokStart[s] {
			continue
		}
		p := c.termAt(n, s, func(u *term) bool {
			return u.tier() == tierName && !u.part
		})
		if p >= 0 && c.terms[p].middle == t.middle {
			// (session 44) "화분용 자갈 한 포대": the head is a name of
			// the term's own stream, and a later word (a measure's
			// sack) is no head of the 용 word
			return -1, 0
		}
		if p >= 0 {
			return p, s
		}
	}
	return -1, 0
}

// useWordAfter returns where the second word after a bare term's word
// (at f) ends when the first is a plain noun and the second a plain noun
// with 용 glued (선물 포장용): the term is what the use is for. -1 when
// there is no such word. (A 용 word right after the term, 텀블러 선물용
// 박스, is a gift box for the term's thing, read by the holder rules.)
func (c *Catalog) useWordAfter(n normText, f int) int {
	for i := range 2 {
		if f >= len(n.r) || n.clauseStart[f] || c.termAt(n, f, func(u *term) bool { return u.tier() == tierName }) >= 0 {
			return -1
		}
		w, next := wordAfter(n, f)
		if r := []rune(w); len(r) >= 2 && r[len(r)-1] == '용' {
			if i == 0 || slices.Contains(notPurposeWords, w) {
				return -1
			}
			return next
		}
		f = next
	}
	return -1
}

// notPurposeWords end in 용 without saying what a thing is made for.
var notPurposeWords = []string{"사용", "내용", "비용", "이용", "적용", "효용", "활용", "재사용", "신용", "허용", "수용"}

// purposeSuffix is the noun suffix that says what a thing is made for
// (풍선용, 아동용, 업소용), glued to the noun it is said of.
const purposeSuffix = "용"

// ---- session 33: a device's blade said to jam or not to turn ----

// runningPart returns, when the metal term best at pos (a blade: 칼날)
// follows an appliance's name in its clause and the next words say it
// jammed or does not turn ("파쇄기 칼날 걸린 거", "보풀 제거기 칼날 안
// 도는 거"), that appliance's term and its position: a blade that stops
// is how the device fails, and the device is the item. A blade said
// broken or bent ("믹서 칼날 부러진 거") is left to the part rules: the
// blade alone may be what is thrown away. A blade said gone blunt
// (saidBlunt) is how the device stops working too.
func (c *Catalog) runningPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "metal_can" || !slices.Contains(bladeWords, string(t.runes)) {
		return -1, 0
	}
	e := pos + len(t.runes)
	// (or gone blunt: saidBlunt, kinds35.go)
	if !bareBeforeNext(n, e) || !saidStopped(n, e) && !saidBlunt(n, e) {
		return -1, 0
	}
	return c.nameEndingAt(n, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "e_waste"
	})
}

// bladeWords are a device's cutting parts, as matched (compacted).
var bladeWords = []string{"칼날", "날"}

// saidStopped reports whether the words from rune at of n say a part
// jammed or does not turn: 걸린/걸려서/걸렸어요, or 안 before 도는,
// 돌아가는, 돌아요, 움직이는.
func saidStopped(n normText, at int) bool {
	w, next := wordAfter(n, at)
	if strings.HasPrefix(w, "걸린") || strings.HasPrefix(w, "걸려") || strings.HasPrefix(w, "걸렸") || strings.HasPrefix(w, "멈춘") || strings.HasPrefix(w, "멈춰") {
		return true
	}
	if w != "안" || next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	w, _ = wordAfter(n, next)
	for _, s := range turnStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

// turnStems start the words that say a part turns or moves (도는,
// 돌아가는, 돌아요, 움직여요).
var turnStems = []string{"도는", "돌아", "돌고", "움직"}
