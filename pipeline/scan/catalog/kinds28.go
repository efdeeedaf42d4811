package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 28: glass said of a thing that is no bottle (audit list 12) ----

// notGlassware start the words after a bare 유리 that name no thing made
// of glass: what is done with glass (재활용, 분리수거, 수거, 배출), the
// material or a kind of it (재질, 소재, 종류), and a bottle or a jar, whose
// glass is the glass stream's (병, 공병, 빈병, 단지).
var notGlassware = []string{"재활용", "분리", "수거", "배출", "쓰레기", "재질", "소재", "종류", "부분", "병", "공병", "빈병", "단지"}

// glassWare reports whether the term t at pos is glass said of a thing
// that is no bottle or jar: the bare word 유리 said right before a noun the
// catalog has no name for (유리 쟁반, 유리 도시락, 유리 막대) or before a
// plastic, metal or general thing's name (유리 계량컵, 유리 촛대, 유리
// 구슬). Such glass is glassware, non-combustible; only bottles and jars
// go to the glass stream. A bottle or a jar said anywhere in the next
// words of the clause (유리 영양제 병, 유리 향수 공병, 유리 우유병), a
// noun of what is done with glass (유리 재활용) and glass cleaner (유리
// 세정제 분무기) are none.
// adnominalEnds are last syllables of a word the stemmer may take for a
// noun that are a verb's modifier or a spoken ending (섞인, 깨진,
// 버릴게요): such a word after 유리 says what the glass did or is, not a
// thing.
var adnominalEnds = []rune("인린진은는던된쓴든요다죠지까네")

// glassThingWord reports whether the word w after a bare 유리 names a
// thing: a noun of two syllables or more to the stemmer, its stem not
// ending as a modifier or a spoken ending does.
func glassThingWord(w string) bool {
	toks := korean.Tokens(w)
	if len(toks) != 1 || toks[0].Kind != korean.KindNoun {
		return false
	}
	rs := []rune(toks[0].Stem)
	return len(rs) >= 2 && isHangulSyllable(rs[0]) && !slices.Contains(adnominalEnds, rs[len(rs)-1])
}

func (c *Catalog) glassWare(n normText, t term, pos int) (mi, ii int, ok bool) {
	key := c.tax.Middles[t.middle].Key
	e := pos + len(t.runes)
	all := string(n.r)
	if slices.ContainsFunc(glassCleaners, func(g string) bool { return strings.Contains(all, g) }) {
		return 0, 0, false
	}
	switch {
	case key == "glass" && t.item < 0 && string(t.runes) == "유리":
		// 유리 before a noun of no name
		if !n.tokStart[pos] || !bareBeforeNext(n, e) {
			return 0, 0, false
		}
		w, _ := wordAfter(n, e)
		if !glassThingWord(w) {
			return 0, 0, false
		}
	case key == "plastic" || key == "metal_can" || key == "general":
		// 유리 before a thing of another stream
		s := string(t.runes)
		if t.tier() != tierName || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] || strings.HasSuffix(s, "병") {
			return 0, 0, false
		}
		if w, _ := wordBefore(n, pos); w != "유리" {
			return 0, 0, false
		}
	default:
		return 0, 0, false
	}
	for at, words := e, 0; at < len(n.r) && words < 3 && (at == e || !n.clauseStart[at]); words++ {
		if !n.tokStart[at] {
			at = wordEnd(n, at)
			continue
		}
		w, next := wordAfter(n, at)
		if st := korean.NounStem(w); startsWithAny(st, notGlassware) || strings.HasSuffix(st, "병") {
			return 0, 0, false
		}
		at = next
	}
	ni := c.middleIdx["nonflammable"]
	for k, it := range c.tax.Middles[ni].Items {
		if it.Name == "유리컵" {
			return ni, k, true
		}
	}
	return 0, 0, false
}
