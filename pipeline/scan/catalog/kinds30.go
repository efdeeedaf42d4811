package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 30: which named thing is the item (audit list 14) ----

// lastMaterials are material words that, said as the last bare word
// after a container or a bag, say what that thing is made of, with the
// streams of the things they take over: a bucket or a drum said last to
// be iron is metal (밑밥 통 철, 식용유 말통 철), a sack said last to be
// paper is paper (쌀 포대 종이). Glass is left out: said after a thing it
// is a part, the glass of a vase or a frame (headAfter's 꽃병 유리); so is
// metal after paper, where 철 is a binder (신문 철, 서류 철).
var lastMaterials = []saidMaterial{
	{"metal_can", saidMaterials[1].words, map[string]bool{"plastic": true, "vinyl": true}},
	{"paper", []string{"종이"}, map[string]bool{"vinyl": true, "plastic": true}},
	plasticLast, // (kinds31.go)
	metalLast,   // (kinds32.go)
	ceramicLast, // (kinds37.go)
}

// materialLast returns, when the term best at pos (a name, or a weak
// container word such as 통) is a bare word and a later word of its
// clause is wholly one of lastMaterials' words for the stream of the
// thing before it, and that word ends the noun phrase (endsPhrase), the
// material's term and
// its position: the material said last is what the container is made
// of. Between them may stand one container word wholly a term (간장 통
// 스텐: the tub, not the sauce) and a word of a volume (18리터). A
// material that another name follows (통 철 뚜껑: the lid) is no such
// word, nor is one before a noun of no term (비닐 종이 태그: the paper
// tag; 컵 알루미늄 덮개: the lid).
func (c *Catalog) materialLast(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric {
		return -1, 0
	}
	e := pos + len(t.runes)
	key := c.tax.Middles[t.middle].Key
	// (a thing already of the material's stream keeps its own name:
	// 물조리개 플라스틱)
	own := key
	for steps := 0; steps < 3 && bareBeforeNext(n, e); steps++ {
		w, next := wordAfter(n, e)
		for _, sm := range lastMaterials {
			if !sm.things[key] || sm.middle == own || !slices.Contains(sm.words, w) {
				continue
			}
			if !c.endsPhrase(n, next) {
				return -1, 0
			}
			if p := c.termAt(n, e, func(u *term) bool {
				return u.tier() == tierName && c.tax.Middles[u.middle].Key == sm.middle && string(u.runes) == w
			}); p >= 0 {
				return p, e
			}
		}
		if hasDigit(w) {
			e = next
			continue
		}
		q := c.termAt(n, e, func(u *term) bool { return u.tier() != tierGeneric && len(u.runes) == next-e })
		if q < 0 {
			return -1, 0
		}
		key, e = c.tax.Middles[c.terms[q].middle].Key, next
	}
	return -1, 0
}

// endsPhrase reports whether the word of n at rune at ends a noun phrase
// before it: nothing follows in its clause, or one word that names
// nothing and is no bare noun, then 거 or 것 (찢어진 거, 녹슨 거).
func (c *Catalog) endsPhrase(n normText, at int) bool {
	if at >= len(n.r) || n.clauseStart[at] {
		return true
	}
	w, next := wordAfter(n, at)
	// (a size, 큰 or 작은, is no name here though bulky's stream word:
	// sizeAdnominal, kinds36.go)
	if c.termAt(n, at, func(*term) bool { return true }) >= 0 && !sizeAdnominal(w) || bareNounWord(w) || nounWord(w) && !stateAdnominal(w) || next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	w, _ = wordAfter(n, next)
	return startsWithAny(w, []string{"거", "것"})
}

// hasDigit reports whether w holds an ASCII digit (18리터, 500ml).
func hasDigit(w string) bool {
	return strings.ContainsAny(w, "0123456789")
}

// ---- session 30: a verb's one-syllable form run into the next word ----

// adnominalRunOn reports whether a Hangul term t at rune s begins with a
// whole one-syllable word closed by ㄴ or ㄹ — a verb's adnominal form
// (간, 산, 쓴, 온, 할) — and ends inside the next word, before no
// particle ("두고 간 장롱" is no 간장, "새로 산 소파" holds no 산소): the
// adnominal is a word of its own and the next word's first syllable
// starts that word's noun, so such a match is an accident of reading the
// text without spaces. A term that ends with that word ("컵 라면" for
// 컵라면) or starts with a noun ("컵 라면용기") still matches. Terms only:
// a tag's words often start with such a word (안 말랐, 덜 마른, 물 묻은).
func adnominalRunOn(n normText, t []rune, s int) bool {
	e := s + len(t)
	if len(t) < 2 || !n.tokStart[s] || !n.tokEnd[s] || e >= len(n.r) || n.tokStart[e] || !isHangulSyllable(t[0]) || !isHangulSyllable(n.r[e]) {
		return false
	}
	if w := string(t[:1]); !korean.ClosedByN(w) && !korean.ClosedByL(w) {
		return false
	}
	// (a plural 들 before the particle: 빈 병들이에요)
	p, _ := ending(n, e)
	return !particles[p] && !particles[strings.TrimPrefix(p, "들")]
}

// occursTerm is occurs for a term: the first position where t occurs in
// n that is no adnominalRunOn, or -1.
func occursTerm(n normText, t []rune) int {
	for at := range occurrences(n, t, 0) {
		if !adnominalRunOn(n, t, at) {
			return at
		}
	}
	return -1
}

// ---- session 30: furniture of stone ----

// stoneMaterials are the item names of non-combustible waste that are a
// material's name, said of furniture as of a slab (대리석 식탁, 세라믹
// 식탁): bulkyAfterMaterial reads them as it reads 유리 or 철제.
var stoneMaterials = []string{"대리석", "세라믹", "강화유리"}

// ---- session 30: an appliance without its part ----

// absentAdnominals say, before 거, that a part is missing from the
// thing named before it (내솥 없는 거, 날개 빠진 거).
var absentAdnominals = []string{"없는", "빠진"}

// partMissing returns, when the term best at pos is a bare word right
// after a bare piece of furniture's or an appliance's name in its clause
// (or a term of both words, 밥솥 내솥, ends with the part's word) and is
// said, with the next word, to be missing, then 거 (밥솥 내솥
// 없는 거, 선풍기 망 빠진 거), the furniture's or the appliance's term and
// its position: 거 is the thing without its part, as furnitureWithPart
// reads the thing with a part fixed on it.
func (c *Catalog) partMissing(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric || furnitureMiddles[c.tax.Middles[t.middle].Key] || !n.tokStart[pos] {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(absentAdnominals, w) || next >= len(n.r) || n.clauseStart[next] {
		return -1, 0
	}
	if w, _ := wordAfter(n, next); !slices.Contains(thatOneWords, w) {
		return -1, 0
	}
	// (the part's word may end a term that holds the thing's: 밥솥 내솥)
	k := pos
	for s := pos + 1; s < e; s++ {
		if n.tokStart[s] {
			k = s
		}
	}
	b := pos
	if k == pos {
		if pos == 0 || n.clauseStart[pos] {
			return -1, 0
		}
		_, b = wordBefore(n, pos)
	}
	p := c.termAt(n, b, func(u *term) bool {
		return u.tier() == tierName && furnitureMiddles[c.tax.Middles[u.middle].Key] && len(u.runes) == k-b
	})
	if p < 0 && k == pos {
		// (a thing of two words: LED 양초 건전지 없는 거; kinds31.go)
		return c.nameEndingAt(n, k, func(u *term) bool {
			return u.tier() == tierName && furnitureMiddles[c.tax.Middles[u.middle].Key]
		})
	}
	if p < 0 {
		return -1, 0
	}
	return p, b
}
