package catalog

import (
	"slices"
	"strings"
)

// ---- session 31: which named thing is the item (audit list 15) ----

// overlapHead returns, when the Hangul name term best at pos ends a word
// and an item's name of another middle starts inside it and runs on
// over the next word to its end (or to a particle), that item's term and
// its position: two names that share a noun are one compound whose last
// noun is the thing, as in "통기타 줄" (the string, not the guitar) and
// "자전거 물통 케이지" (the cage, not the bottle). A term that ends
// inside a word is left alone: there the later name is as often the
// earlier one's head with a modifier of its own (전기 그릴팬 is the
// electric grill, 은박 코팅 종이컵 the coated cup, 수영모자 the swim
// cap). A part (a cap, a lid) is no such head: "맥주병 뚜껑" is read by
// the part rules.
func (c *Catalog) overlapHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	// (a material said first makes the earlier name the thing: 스티로폼
	// 도시락 용기, 은박 도시락 용기)
	if w, _ := wordAfter(n, pos); slices.Contains(prefixMaterials, w) {
		return -1, 0
	}
	for s := pos + 1; s < e; s++ {
		p := c.termAt(n, s, func(u *term) bool {
			return u.tier() == tierName && u.item >= 0 && !u.part && u.middle != t.middle && s+len(u.runes) > e && hasHangulRunes(u.runes)
		})
		if p < 0 {
			continue
		}
		f := s + len(c.terms[p].runes)
		if rest, _ := ending(n, f); rest != "" && !particles[rest] {
			continue
		}
		// (nor when what it adds is a weak container word, 칠성사이다 병:
		// the drink's bottle, which the drink's name says; or a part or
		// a material, 라텍스 매트리스 커버: the part rules read it)
		if c.termAt(n, e, func(u *term) bool { return u.tier() == tierWeak && e+len(u.runes) == f }) >= 0 || slices.Contains(otherMaterials, string(n.r[e:f])) {
			continue
		}
		return p, s
	}
	return -1, 0
}

// prefixMaterials are material words that, said first in a name, say
// what the thing is made of and so its stream (overlapHead).
var prefixMaterials = []string{"비닐", "종이", "플라스틱", "철", "쇠", "금속", "알루미늄", "스텐", "스테인리스", "실리콘", "고무", "나무", "유리", "천", "가죽", "은박", "호일", "포일", "스티로폼", "코팅"}

// ---- session 31: a container said emptied of a thing ----

// emptiedWeak returns, when the name term best at pos is a bare word of
// general waste (a glue, a litter, wipes) and the next words say the
// container was emptied of it — 빈, or 다 쓴 — before a plastic weak
// container word (통, 용기), that weak word and its position: "목공풀
// 빈 통", "고양이 모래 다 쓴 통" are the tubs, which no name says, not
// the glue or the litter. headAfter reads the same with a
// container's name (물티슈 빈 봉지); the weak word is all the text gives
// here, so the match stays weak. Only a tub or a container: a 팩 or a
// 봉지 after wipes is their soft pack, of another stream than its weak
// word says (물티슈 다 쓴 팩).
func (c *Catalog) emptiedWeak(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || c.tax.Middles[t.middle].Key != "general" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	// (or the container said in a clause of its own right after, with a
	// comma between: "목공풀, 빈 통에 뚜껑 닫아놨어요"; session 35)
	if rest, _ := ending(n, e); rest != "" || e >= len(n.r) || !n.tokStart[e] && !n.clauseStart[e] {
		return -1, 0
	}
	w, g := wordAfter(n, e)
	if w == "다" && g < len(n.r) && !n.clauseStart[g] {
		var w2 string
		w2, g = wordAfter(n, g)
		w += w2
	}
	if !slices.Contains(usedUpWords, w) || g >= len(n.r) || n.clauseStart[g] {
		return -1, 0
	}
	p := c.termAt(n, g, func(u *term) bool {
		return u.tier() == tierWeak && !u.part && c.tax.Middles[u.middle].Key == "plastic" && hasHangulRunes(u.runes)
	})
	if p < 0 {
		return -1, 0
	}
	if rest, _ := ending(n, g+len(c.terms[p].runes)); rest != "" && !particles[rest] {
		return -1, 0
	}
	return p, g
}

// usedUpWords say, between a thing and its container, that the container
// was emptied of it (written without spaces).
var usedUpWords = []string{"빈", "다쓴"}

// ---- session 31: plastic said last ----

// plasticLast makes plastic, said as the last bare word after a general
// thing or its tub, what the thing is made of: "햄스터 쳇바퀴
// 플라스틱", "기타 피크 통 플라스틱" (materialLast reads it, as it reads
// 밑밥 통 철). Said after a foam box it is a hard one (아이스박스
// 플라스틱 작은 거: session 36, the foam stream added).
var plasticLast = saidMaterial{"plastic", []string{"플라스틱"}, map[string]bool{"general": true, "plastic": true, "styrofoam": true}}

// ---- session 31: a battery named after its device ----

// ownWordHeads are the streams whose own word, not only an item's name,
// may be the head of a compound after an appliance (compoundHead).
var ownWordHeads = map[string]bool{"lamp": true, "battery": true}

// ownWordHead reports whether the term p at rune at of n, right after an
// appliance, may be the head of the compound: an item's name or a lamp's
// word always ("손전등 전구" is the bulb), a battery's own word when it
// is not said built in, put in to try the device, or replaced in vain —
// "도어락 건전지 갈아서 나온 헌 거" is the batteries, "체중계 건전지
// 교체해도 숫자가 안 떠요" and "스마트폰 배터리 일체형" the device, as
// the BeatsProduct rule reads them.
func (c *Catalog) ownWordHead(n normText, p, at int) bool {
	u := c.terms[p]
	if u.item >= 0 || c.tax.Middles[u.middle].Key != "battery" {
		return true
	}
	k := len(u.runes)
	return !builtIn(n, at, k) && !triedWith(n, at, k) && !replacedInVain(n, at, k)
}

// replacedInVain reports whether the term of k runes at pos is said to
// have been replaced with a concessive ending after it (교체해도,
// 갈았는데도, 갈았지만): the device still fails, and it is the item.
func replacedInVain(n normText, pos, k int) bool {
	if !replaced(n, pos, k) {
		return false
	}
	_, f := ending(n, pos+k)
	w, _ := wordAfter(n, f)
	return strings.HasSuffix(w, "도") || strings.HasSuffix(w, "는데") || strings.HasSuffix(w, "지만")
}

// ---- session 31: a part missing from a thing of two words ----

// nameEndingAt returns a name term that ends at rune k of n and starts a
// word earlier in its clause (LED 양초, 전기 밥솥 before 건전지 or
// 내솥) and that keep accepts, and its position; else -1.
func (c *Catalog) nameEndingAt(n normText, k int, keep func(*term) bool) (int, int) {
	for s := k - 1; s >= 0; s-- {
		if n.tokStart[s] {
			if p := c.termAt(n, s, func(u *term) bool { return keep(u) && s+len(u.runes) == k }); p >= 0 {
				return p, s
			}
		}
		if n.clauseStart[s] {
			break
		}
	}
	return -1, 0
}

// ---- session 31: a brand read inside a loanword ----

// loanHosts are loanwords and fixed words that begin with a drink's brand
// (테라, 카스, 켈리, 진로) and never name it: a terrace, a terrarium, a
// castella, calligraphy, a school's career talks.
var loanHosts = compactAll([]string{"테라스", "테라리움", "테라코타", "카스테라", "카스텔라", "캘리그라피", "켈리그라피", "진로상담", "진로교육", "진로체험", "진로탐색"})

// saidMissing reports whether the term of k runes at pos is said, by
// the next words, to be missing from the thing named before it ("LED
// 양초 건전지 없는 거", "리모컨 배터리 빠진 거"): it is no part taken out
// to be thrown away (BeatsProduct), the thing without it is the item.
func saidMissing(n normText, pos, k int) bool {
	e := pos + k
	if !bareBeforeNext(n, e) {
		return false
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(absentAdnominals, w) || next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	w, _ = wordAfter(n, next)
	return slices.Contains(thatOneWords, w)
}
