package catalog

import (
	"slices"
	"strings"
)

// Kinds of "which named thing is the item" read in session 40, from the
// misses of the thirty-fourth held-out set once it was opened:
//   - a sports court is no coat (maskCourts);
//   - a holder named by its own material is that material's thing, not
//     what it held (holderMaterial: 골판지 받침);
//   - what a cloth wiped is not the cloth (wipedWith: 테이블 닦던 행주);
//   - a container named by what it stores is the container (storedIn:
//     앨범 보관 상자).

// ---- a sports court is no coat ----

// courtSports name a game played on a court (테니스 코트, 스쿼시장 코트,
// 배드민턴코트).
var courtSports = []string{"테니스", "스쿼시", "배드민턴", "농구", "배구", "풋살", "족구", "피클볼", "핸드볼", "라켓볼"}

// courtUses follow 코트 when it is a court (코트 대관, 코트 예약, 코트
// 바닥; glued, 코트장).
var courtUses = []string{"대관", "예약", "바닥", "라인", "이용", "사용료", "관리", "청소", "매트"}

// maskCourts blanks 코트 where it names a court, not a coat: glued after a
// sport (테니스코트), right after a sport's word or its venue (스쿼시장
// 코트), or before a word of using a court (코트 대관, 코트 바닥).
func maskCourts(n normText) normText {
	court := []rune("코트")
	for at := range occurrences(n, court, 0) {
		e := at + len(court)
		sport := false
		if n.tokStart[at] {
			if at > 0 && !n.clauseStart[at] {
				w, _ := wordBefore(n, at)
				sport = startsWithAny(w, courtSports)
			}
		} else {
			b := at
			for b > 0 && !n.tokStart[b] {
				b--
			}
			sport = slices.Contains(courtSports, string(n.r[b:at]))
		}
		used := false
		if !sport && e < len(n.r) {
			if n.tokStart[e] && !n.clauseStart[e] {
				w, _ := wordAfter(n, e)
				used = startsWithAny(w, courtUses)
			} else if !n.tokStart[e] {
				rest, _ := ending(n, e)
				p, venue := strings.CutPrefix(rest, "장")
				used = startsWithAny(rest, courtUses) || venue && slices.Contains(shopParticles, p)
			}
		}
		if sport || used {
			n = mask(n, at, len(court))
		}
	}
	return n
}

// ---- a holder named by its own material ----

// holderMaterials are the item aliases that name a material (골판지,
// 스티로폼): said bare before a holder (골판지 받침, 스티로폼 받침대), they
// say what the holder is made of, not what it held.
// (materialWords, and the materials that are no stream's name)
var holderMaterials = append(slices.Clone(materialWords), "골판지", "스티로폼", "유리", "아크릴", "원목", "나무", "철제", "양철", "스덴", "스테인레스", "황동", "구리", "실리콘",
	"tin", "steel", "aluminium", "aluminum", "cardboard", "styrofoam", "glass", "acrylic", "wooden", "wood")

// holderMaterial reports whether term t names a material (holderMaterials).
func holderMaterial(t term) bool {
	return slices.Contains(holderMaterials, string(t.runes))
}

// ---- what a cloth wiped is not the cloth ----

// wipeStems start the verbs of wiping or scrubbing a thing with another
// (닦던, 닦는, 훔치던, 문지르던, 청소하던).
var wipeStems = []string{"닦", "훔치", "훔쳤", "문지르", "문질렀", "청소하", "청소했", "wipe", "wiping", "wiped", "scrub"}

// wipedWith returns, when the term best at pos is said bare or with 을/를
// right before an adnominal verb of wiping ("테이블 닦던 면 행주", "식탁
// 닦는 행주"), the name term that starts within the two words after the
// verb: what was wiped is not the item, what wiped it is. It returns -1
// otherwise.
func (c *Catalog) wipedWith(n normText, best, pos int) (int, int) {
	rest, f := ending(n, pos+len(c.terms[best].runes))
	if rest != "" && rest != "을" && rest != "를" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	if !startsWithAny(w, wipeStems) || !adnominalVerb(w) {
		return -1, 0
	}
	mi := c.terms[best].middle
	return c.nameInTwoWords(n, g, func(u *term) bool { return u.middle != mi })
}

// nameInTwoWords returns the first name term keep accepts that starts in
// the two words of n from rune g on, in g's clause, and where it starts;
// -1 when none does.
func (c *Catalog) nameInTwoWords(n normText, g int, keep func(*term) bool) (int, int) {
	for i, words := g, 0; i < len(n.r) && !n.clauseStart[i] && words < 2; i++ {
		if n.tokStart[i] && i > g {
			words++
		}
		if p := c.termAt(n, i, func(u *term) bool { return u.tier() == tierName && keep(u) }); p >= 0 {
			return p, i
		}
	}
	return -1, 0
}

// ---- a container named by what it stores ----

// storeWords follow what a container stores (앨범 보관 상자, 김장 보관용
// 통, 서류 보관하던 박스).
var storeWords = []string{"보관", "보관용", "보관하던", "보관하는", "보관했던", "보관한", "수납", "수납용", "수납하던", "수납하는"}

// storedIn returns, when the term best is said bare right before a word
// of storing (storeWords) at one of its mentions, the name term of
// another middle that starts within the two words after it: "졸업앨범
// 보관 상자" is a box, what it stored only says which box. It returns -1
// otherwise.
func (c *Catalog) storedIn(n normText, best int) (int, int) {
	t := c.terms[best]
	if t.item < 0 || holderMaterial(t) {
		// (a stream's or a material's word says what the container is
		// made of: 철제 보관 상자)
		return -1, 0
	}
	for at := range occurrences(n, t.runes, 0) {
		rest, f := ending(n, at+len(t.runes))
		if rest != "" || f >= len(n.r) || n.clauseStart[f] {
			continue
		}
		w, g := wordAfter(n, f)
		if !slices.Contains(storeWords, w) {
			continue
		}
		// (a material said before what is stored is the container's:
		// "철제 공구 보관 상자" is a steel box)
		if at > 0 && n.tokStart[at] {
			if m, _ := wordBefore(n, at); slices.Contains(holderMaterials, m) {
				return -1, 0
			}
		}
		if p, i := c.nameInTwoWords(n, g, func(u *term) bool { return u.middle != t.middle && !u.part }); p >= 0 {
			return p, i
		}
	}
	return -1, 0
}
