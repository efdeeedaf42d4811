package catalog

import (
	"slices"
	"strings"
)

// ---- session 39: 철 said of a season, not of iron ----

// seasonPassedStems start the word after 철 that says a season has gone
// by (철 지난 옷, 철이 지나서, 철 지났던 이불): 철 is then the season, not
// iron.
var seasonPassedStems = []string{"지난", "지나", "지났"}

// outOfSeason returns, when the term best at pos is the bare metal word 철
// said bare or with 이 and the next word starts with a stem of
// seasonPassedStems (철 지난 옷 정리, 철이 지난 겨울 이불), the first
// name of another middle within the next three words of its clause and
// its position: the words say the thing is out of season, and that thing
// is the item. 철 said as a material (철 선반, 철로 된 의자) or with
// nothing named after (철 지난 거) is left as it was read.
func (c *Catalog) outOfSeason(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if string(t.runes) != "철" || c.tax.Middles[t.middle].Key != "metal_can" || t.item >= 0 {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" && rest != "이" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !slices.ContainsFunc(seasonPassedStems, func(s string) bool { return strings.HasPrefix(w, s) }) {
		return -1, 0
	}
	return c.firstTermAfter(n, i, 3, otherNameThan(t))
}

// ---- session 39: a piece of furniture's glass said broken ----

// furnitureGlassBroken are the stems, within three words after 유리, that
// say the glass broke or cracked (깨진, 금 간, 갈라진, 쩍); a scratch
// (흠집, 기스) leaves the glass whole and is not among them.
var furnitureGlassBroken = []string{"깨", "금", "실금", "갈라", "쩍", "균열"}

// brokenFurnitureGlass returns, when the Korean name term best at pos is
// bulky furniture said bare right before the word 유리 (bare or with 가,
// 이, 는, 만) and the glass is said broken or cracked after it (식탁 유리
// 깨진 거, 진열장 유리 금 간 거, 책상 유리가 깨졌어요), the glass term and
// its position: the sheet of glass laid on or set in the furniture is the
// item, and broken it is non-combustible. Glass said first (유리 식탁
// 깨진 거: a glass table) or not said broken (식탁 유리 닦다가) is left as
// it was read.
func (c *Catalog) brokenFurnitureGlass(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "bulky" || t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, f := wordAfter(n, e)
	if !slices.Contains([]string{"유리", "유리가", "유리이", "유리는", "유리만"}, w) || !stemAhead(n, f, 3, furnitureGlassBroken, nil) {
		return -1, 0
	}
	// (not when the furniture is named again after, as the thing in
	// hand: "식탁 유리는 깨졌다고 하던데 우리 건 나무 식탁이라 멀쩡해요")
	if occursFrom(n, t.runes, f) >= 0 {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool {
		return u.tier() == tierName && string(u.runes) == "유리" && c.tax.Middles[u.middle].Key == "glass"
	})
	if p < 0 {
		return -1, 0
	}
	return p, e
}
