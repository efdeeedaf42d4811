package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 23: which named thing is the item (audit list 7) ----

// saidMaterial is a material's words, the stream they make a thing of,
// and the streams of the things they take over.
type saidMaterial struct {
	middle string
	words  []string
	things map[string]bool
}

// saidMaterials are material words that, said as a bare word right
// before a thing, make it of their stream, with the streams of the
// things they take over: silicone and beeswax goods are general waste
// (실리콘 턱받이, 실리콘 랩, 밀랍 랩: no clothing, no film), a bowl or a
// tub said to be steel or aluminium is metal (스뎅 그릇, 알루미늄 반찬통).
// A can or a tin (캔, 깡통) is a container, not a material: "캔 플라스틱
// 뚜껑" is a plastic lid.
var saidMaterials = []saidMaterial{
	{"general", []string{"실리콘", "밀랍"}, map[string]bool{"clothing": true, "plastic": true, "vinyl": true}},
	{"metal_can", []string{"쇠", "철", "철제", "스텐", "스뎅", "스덴", "스테인리스", "알루미늄", "양은", "stainless", "steel", "aluminium", "aluminum"}, map[string]bool{"nonflammable": true, "plastic": true, "paper": true}},
	// (in English a metal word before a general thing says what it is
	// made of too: "aluminium picture frame"; a Korean one is left out,
	// as 알루미늄 돗자리 is a foil mat, no metal)
	{"metal_can", []string{"stainless", "steel", "aluminium", "aluminum"}, map[string]bool{"general": true}},
	// a ceramic pen holder or spice pot is pottery, whatever a plastic
	// one's name says (도자기 연필꽂이, 세라믹 양념통; session 41)
	{"nonflammable", []string{"도자기", "세라믹", "ceramic", "porcelain"}, map[string]bool{"plastic": true, "glass": true}},
}

// materialSaid returns, when the name term best at pos starts its word
// and the word right before it, in its clause, is wholly one of
// saidMaterials' words and best is of one of that material's things, the
// material's term of its stream and its position: the thing is made of
// the material. A name of its own that begins with the material (실리콘
// 주걱, 스텐 냄비) is one term and never reaches here; nor does a
// material glued to the thing (철수세미).
func (c *Catalog) materialSaid(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	// (a thing named with its own stream's material, 플라스틱 컵, says
	// what it is made of itself: "도자기 무늬 플라스틱 컵")
	if name := string(t.runes); strings.HasPrefix(name, "플라스틱") || strings.HasPrefix(name, "plastic") {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	key := c.tax.Middles[t.middle].Key
	// "철제 공구 상자", "스텐 양념 통": the material said of a compound,
	// a bare noun between (session 26)
	if !slices.ContainsFunc(saidMaterials, func(sm saidMaterial) bool {
		return slices.Contains(sm.words, w)
	}) && b > 0 && !n.clauseStart[b] && bareNounWord(w) {
		w, b = wordBefore(n, b)
	}
	for _, sm := range saidMaterials {
		if !sm.things[key] || !slices.Contains(sm.words, w) {
			continue
		}
		p := c.termAt(n, b, func(u *term) bool {
			return u.tier() == tierName && c.tax.Middles[u.middle].Key == sm.middle && string(u.runes) == w
		})
		if p >= 0 {
			return p, b
		}
	}
	return -1, 0
}

// bareNounWord reports whether the Hangul word w reads as a bare noun:
// no particle or verb ending it ends with (공구, 양념), not an adnominal
// (달린, 쓰던). A noun whose last syllable closes with ㄴ or ㄹ (반찬,
// 보관) cannot be told from a modifier this way and is not taken.
func bareNounWord(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || !hasHangulRunes(rs) {
		return false
	}
	last := rs[len(rs)-1]
	if last < 0xAC00 || last > 0xD7A3 || korean.ClosedByN(w) || korean.ClosedByL(w) {
		return false
	}
	return !slices.Contains([]rune("고서게히이가을를은는에의로도만랑과와께던"), last)
}

// bareBeforeNext reports whether the term ending at rune e of n ends its
// word bare (no particle) and another word of its clause follows: the
// opening of every compound read as "the last noun is the thing"
// (headAfter, boneOfFood, packedIn).
func bareBeforeNext(n normText, e int) bool {
	rest, _ := ending(n, e)
	return rest == "" && e < len(n.r) && n.tokStart[e] && !n.clauseStart[e]
}

// headAfter returns, when the Korean name term best at pos is a bare
// word (no particle) and the next word, in its clause, starts a name
// term of another middle at least as long ("세탁세제 종이 상자", "컵라면
// 겉 비닐", "사료 보관통", "핫팩 겉봉지"), that term and its position: in
// a Korean compound the last noun is the thing, the nouns before it say
// what it held or whose it is. Only a container or packaging is such a
// head (headMiddles). A food is heldBy's; a shorter word after (a lid, a
// label), a part, and a stream's own word as long (꽃병 유리: the glass
// of a vase; 생수 빈 병) are not the thing.
//
// A container said emptied of the thing (a word of emptyWords between:
// "물티슈 빈 봉지", "마스크팩 빈 봉지") is the head even when shorter: a
// lid, a label or a part is never said to be empty. A weak container word
// (병, 통) is no name and leaves the thing the item ("생수 빈 병").
func (c *Catalog) headAfter(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) || c.tax.Middles[t.middle].Key == "food_waste" {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	// (a stream's own word is a head only when longer, or when it is
	// packaging: "꽃병 유리", "생수 빈 병" are no compounds of it)
	p := c.termAt(n, e, func(u *term) bool {
		head := u.item >= 0 || len(u.runes) > len(t.runes) || c.tax.Middles[u.middle].BeatsProduct
		// (or a shorter name that ends in a container's noun, after an
		// item's name: 카놀라유 분사 캔, not 투명 페트 커피 병; session 38)
		long := len(u.runes) >= len(t.runes) || t.item >= 0 && u.item >= 0 && compoundContainerName38(u.runes)
		return headMiddles[c.tax.Middles[u.middle].Key] && u.tier() == tierName && !u.part && u.middle != t.middle && long && hasHangulRunes(u.runes) && head
	})
	// (a head said as a place, a tool or one of a list is none: "프라이팬
	// 키친타올로 닦았는데")
	g := e
	if p < 0 {
		w, after := wordAfter(n, e)
		if !slices.Contains(emptyWords, w) || after >= len(n.r) || n.clauseStart[after] {
			return -1, 0
		}
		g = after
		p = c.termAt(n, g, func(u *term) bool {
			return headMiddles[c.tax.Middles[u.middle].Key] && u.tier() == tierName && !u.part && u.middle != t.middle && hasHangulRunes(u.runes)
		})
	}
	if p < 0 {
		return -1, 0
	}
	if rest, _ := ending(n, g+len(c.terms[p].runes)); slices.Contains(notHeadEnds, rest) {
		return -1, 0
	}
	return p, g
}

// emptyWords are the bare words that, between a thing and a container
// named after it, say the container was emptied of the thing.
var emptyWords = []string{"빈"}

// headMiddles are the streams of containers and packaging, the heads
// headAfter takes: a tape, a filter or a cloth after a thing is stuck on
// it, its part or what cleaned it, read by other steps.
var headMiddles = map[string]bool{"paper": true, "paper_pack": true, "plastic": true, "vinyl": true, "styrofoam": true, "glass": true, "metal_can": true, "clear_pet": true}

// notHeadEnds are the endings after a later noun that make it no head of
// a compound but a place, a tool, or one of a list.
var notHeadEnds = []string{"로", "으로", "에", "에서", "에다", "랑", "이랑", "하고", "와", "과", "처럼", "같은", "같이"}

// heldVerbs say, after a bare thing, that it was held in what the next
// words name (건전지 들어 있던 종이 곽, 물고기 담겨 온 봉지); coverVerbs,
// after a thing with 에, that what they name covered it (코트에 씌워진
// 비닐, 매트리스에 덮여 있던 비닐). Written without spaces.
var (
	heldVerbs  = []string{"들어있던", "들어있는", "들어있었던", "들어온", "들어오는", "담겨있던", "담겨있는", "담겨온", "담겨오는", "담겼던", "들었던"}
	coverVerbs = []string{"씌워진", "씌운", "씌워져있던", "씌워있던", "덮인", "덮여있던", "감긴", "감겨있던", "싸여있던", "둘러진",
		// what it comes covered in (씌워져 오는 커버, 감겨 온 랩; session 25)
		"씌워져오는", "씌워져온", "덮여오는", "덮여온", "감겨오는", "감겨온", "싸여오는", "싸여온", "씌워져있는", "덮여있는", "감겨있는", "싸여있는"}
)

// heldOrCovered returns, when the name term best starts a word that is
// the term bare and the next words are a heldVerbs phrase, or that is
// the term with 에 and the next words a coverVerbs phrase, and a name
// term of another middle starts the word after that phrase (or the one
// after a bare modifier), that term and its position: the container or
// the cover is the item, the thing it held or covered is not. (A term
// read across the space into 들어, 건전지들, is still the bare thing.)
func (c *Catalog) heldOrCovered(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !n.tokStart[pos] || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	s := wordEnd(n, pos+1)
	if s >= len(n.r) || n.clauseStart[s] {
		return -1, 0
	}
	rest := ""
	if k := len(t.runes); pos+k < s {
		rest = string(n.r[pos+k : s])
	}
	verbs := heldVerbs
	switch rest {
	case "":
	case "에":
		verbs = coverVerbs
	default:
		return -1, 0
	}
	phrase, g := wordAfter(n, s)
	if !slices.Contains(verbs, phrase) && g < len(n.r) && !n.clauseStart[g] {
		var w string
		w, g = wordAfter(n, g)
		phrase += w
	}
	if !slices.Contains(verbs, phrase) {
		return -1, 0
	}
	for words := 0; words < 2 && g < len(n.r) && !n.clauseStart[g]; words++ {
		if p := c.termAt(n, g, func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }); p >= 0 {
			return p, g
		}
		_, g = wordAfter(n, g)
	}
	return -1, 0
}
