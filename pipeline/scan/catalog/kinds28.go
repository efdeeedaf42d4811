package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 28: glass said of a thing that is no bottle (audit list 12) ----

// glassVesselsEn are the English bottles and jars whose glass is the
// glass stream's.
var glassVesselsEn = []string{"bottle", "jar", "jug", "vial", "growler"}

// notGlassware start the words after a bare 유리 that name no thing made
// of glass: what is done with glass (재활용, 분리수거, 수거, 배출), the
// material or a kind of it (재질, 소재, 종류), and a bottle or a jar, whose
// glass is the glass stream's (병, 공병, 빈병, 단지).
// notGlasswareEn are the English words after a bare "glass" (a plural s
// trimmed) that name no thing made of glass: a bottle or a jar, what is
// done with glass, a word that joins or links, or one that stands for a
// thing named before (glass ones).
var notGlasswareEn = []string{"bottle", "jar", "recycling", "recycle", "recyclable", "bin", "bank", "and", "or", "is", "was", "are", "were", "from", "with", "in", "on", "the", "that", "which", "only", "not", "but", "too", "also", "kind", "type", "part", "one", "thing", "stuff", "item", "sort"}

var notGlassware = []string{"재활용", "분리", "수거", "배출", "쓰레기", "재질", "소재", "종류", "부분", "병", "공병", "빈병", "단지"}

// glassWare reports whether the term t at pos is glass said of a thing
// that is no bottle or jar: the bare word 유리 said right before a noun the
// catalog has no name for (유리 쟁반, 유리 도시락, 유리 막대) or before a
// plastic, metal or general thing's name (유리 계량컵, 유리 촛대, 유리
// 구슬), or the English word glass before a noun of no name (glass
// pendant shade). Such glass is glassware, non-combustible; only bottles and jars
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
	case key == "glass" && t.item < 0 && string(t.runes) == "glass":
		// "glass pendant shade": glass before a noun of no name
		if !n.tokStart[pos] || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
			return 0, 0, false
		}
		if w, _ := wordAfter(n, e); len(w) < 3 || !isASCIIAlnum([]rune(w)[0]) || slices.Contains(notGlasswareEn, strings.TrimSuffix(w, "s")) {
			return 0, 0, false
		}
		// (a bottle or a jar said in the next words: glass passata jar)
		for at, words := e, 0; at < len(n.r) && words < 3 && (at == e || !n.clauseStart[at]); words++ {
			w, next := wordAfter(n, at)
			if slices.Contains(glassVesselsEn, strings.TrimSuffix(w, "s")) {
				return 0, 0, false
			}
			at = next
		}
		return c.glassCup()
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
	return c.glassCup()
}

// glassCup is the non-combustible middle and its glassware item (유리컵).
func (c *Catalog) glassCup() (mi, ii int, ok bool) {
	return c.itemByName("nonflammable", "유리컵")
}

// ---- session 28: pet hair said to cover a thing ----

// hairTerms are the names of hair and fur shed by people and pets
// (general waste when it is what goes out).
var hairTerms = compactAll([]string{"개털", "고양이 털", "강아지 털", "애견 털", "머리카락", "pet hair", "dog hair"})

// coverStems start the Korean words that say hair covers or clings to a
// thing (잔뜩, 투성이, 붙은, 묻은, 엉켜, 범벅).
var coverStems = []string{"잔뜩", "투성이", "붙", "묻", "엉켜", "엉킨", "범벅", "덕지덕지", "가득", "뒤덮"}

// hairOn returns, when the hair term best at pos is said within the next
// two words to cover or cling to something ("거실 러그 강아지 털 잔뜩",
// "고양이 털 투성이인 담요") and the text names another thing, that
// thing's best name term and its position: the hair is the state of the
// thing, which is the item. Hair said to have been gathered (강아지 털
// 빗질해서 모은 거) names no other thing and stays the item.
func (c *Catalog) hairOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !slices.ContainsFunc(hairTerms, func(h []rune) bool { return slices.Equal(h, t.runes) }) {
		return -1, 0
	}
	covered := false
	for i, words := pos+len(t.runes), 0; i < len(n.r) && words <= 2 && !covered; i++ {
		if !n.tokStart[i] && i != pos+len(t.runes) {
			continue
		}
		words++
		w := string(n.r[i:wordEnd(n, i+1)])
		covered = startsWithAny(w, coverStems)
	}
	if !covered {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !slices.ContainsFunc(hairTerms, func(h []rune) bool { return slices.Equal(h, u.runes) })
	})
}
