package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- machine-translated Korean (번역체): "X의 Y" for the compound XY ----

// genitivePair is a Hangul word with the genitive 의 and the Hangul word
// after it ("라면의 봉지", "우유의 팩").
var genitivePair = regexp.MustCompile(`([가-힣]+)의\s+([가-힣]+)`)

// joinGenitive rewrites "X의 Y" as "X Y" where the text is 번역체 for the
// Korean compound: X is a taxonomy term ("달걀의 껍데기", "주스의 종이
// 상자") or X and Y joined hold a term that spans them ("라면의 봉지" →
// 라면 봉지, "우유의 팩" → 우유팩). A word that ends in 의 itself (상의, 거의,
// 회의) and a genitive of anything else ("어르신의 옷") are left as
// written.
func (c *Catalog) joinGenitive(text string) string {
	if !strings.Contains(text, "의") {
		return text
	}
	return genitivePair.ReplaceAllStringFunc(text, func(s string) string {
		m := genitivePair.FindStringSubmatch(s)
		x, y := m[1], m[2]
		if c.isTerm(string(compact(x))) || c.spansJoin(x, y) {
			return x + " " + y
		}
		return s
	})
}

// spansJoin reports whether x and y written together hold a term that
// starts in x and ends in y.
func (c *Catalog) spansJoin(x, y string) bool {
	j := normalize(x + " " + y)
	k := len(compact(x))
	for i := range c.terms {
		t := c.terms[i].runes
		for s := max(0, k-len(t)+1); s < k; s++ {
			if occursFrom(j, t, s) == s && s+len(t) > k {
				return true
			}
		}
	}
	return false
}

// ---- a term read across a comma ----

// crossesClause reports whether the runes s..e of n run over a clause
// break (a comma, full stop, slash …): no term is written with one, so
// "비닐 포장, 종이 테이프" holds no 포장 종이 (wrapping paper).
func crossesClause(n normText, s, e int) bool {
	for i := s + 1; i < e && i < len(n.clauseStart); i++ {
		if n.clauseStart[i] {
			return true
		}
	}
	return false
}

// ---- a material named before a part ----

// materialWords are the bare names of materials that are also streams'
// names (플라스틱, 종이, 비닐, 철).
var materialWords = []string{"플라스틱", "종이", "비닐", "철", "쇠", "금속", "알루미늄", "스텐", "스테인리스", "plastic", "paper", "metal"}

// partNouns are the small parts that come on or in another thing (a
// notebook's ring, a box's tape, a bag's handle): "플라스틱 링" is the
// ring's material, not the item's.
var partNouns = []string{"링", "스프링", "테이프", "고리", "손잡이", "끈", "줄", "지퍼", "클립", "철심", "와이어", "핀", "밴드", "받침", "창",
	// (hinges, screws, hooks and blades, session 27: 철제 경첩이 박힌 상자)
	"경첩", "나사", "걸이", "톱날", "칼날", "테두리", "바퀴",
	// (a carton's spout, a zip's slider, session 28: 플라스틱 꼭지가 박힌 팩)
	"꼭지", "슬라이더",
	// (and in English: "the plastic pourer is still fixed in the top")
	"pourer", "spout", "handle", "handles", "window", "ring", "rings", "zipper", "clip", "clips",
	// (a screw top or screw cap: "its plastic screw top is still on";
	// session 40)
	"screw", "screwtop"}

// materialOfPart returns the best name term of another thing when the
// term best at pos is a bare material word said of a part right after it
// ("노트에 플라스틱 링이 끼워져", "비닐 포장에 종이 테이프가 붙어"): the part
// is on the item the other term names. A part singled out ("플라스틱
// 링만") or named alone stays the match.
func (c *Catalog) materialOfPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || !slices.Contains(materialWords, string(t.runes)) {
		return -1, 0
	}
	if !partNounAt(n, pos+len(t.runes)) && !setInPartAt(n, pos+len(t.runes)) || c.partCompound(n, pos+len(t.runes)) {
		return -1, 0
	}
	// ("리모컨 거치대 플라스틱 받침": the material of the holder named
	// before it, which is the item; context23.go)
	if w, _ := wordBefore(n, pos); startsWithAny(w, holderNouns) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	})
}

// partNounAt reports whether the word at rune e of n (the rest of a token
// or the next one, in the same clause) is one of partNouns, bare or with a
// particle other than 만 (a part singled out is the item).
func partNounAt(n normText, e int) bool { return nounWordAt(n, e, partNouns, false) }

// nounWordAt reports whether the word at rune e of n (the rest of a token
// or the next one, in the same clause) is one of nouns, bare or with a
// particle; with 만 only when singled is true.
func nounWordAt(n normText, e int, nouns []string, singled bool) bool {
	if e >= len(n.r) || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	return slices.ContainsFunc(nouns, func(p string) bool {
		rest, ok := strings.CutPrefix(w, p)
		return ok && (rest == "" || particles[rest] && (singled || rest != "만"))
	})
}

// ---- plurals ----

// singular is the compact word w without a plural ending: Korean 들
// (상자들 → 상자), English -es after s, x, z, ch, sh (boxes → box) and -s
// (cartons → carton).
func singular(w string) string {
	if s, ok := strings.CutSuffix(w, "들"); ok && s != "" {
		return s
	}
	if korean.HasHangul(w) || len(w) < 4 {
		return w
	}
	for _, e := range []string{"ses", "xes", "zes", "ches", "shes"} {
		if strings.HasSuffix(w, e) {
			return strings.TrimSuffix(w, "es")
		}
	}
	if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return strings.TrimSuffix(w, "s")
	}
	return w
}
