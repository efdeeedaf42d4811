package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Kinds of "which named thing is the item" read in session 23, from the
// misses of the seventeenth held-out set once it was opened.

// ---- a shop named by what it sells, glued ----

// shopSuffixes end a shop's name glued to what it sells (안경원, 떡집,
// 꽃집, 철물점, 네일샵); "가게" and "매장" are read by shopGlued itself.
var shopSuffixes = []string{"집", "점", "원", "샵", "카페", "까페", "방"}

// shopParticles may follow a glued shop suffix (안경원에서, 떡집은).
var shopParticles = []string{"", "에서", "에", "은", "는", "이", "의", "을", "도", "에서는", "에서도", "으로", "이요", "서"}

// shopSuffixed reports whether rest, what follows a term in its word, is
// a shop suffix and at most a particle (원, 집에서, 카페에서: 보드게임카페,
// 만화방).
func shopSuffixed(rest string) bool {
	for _, s := range shopSuffixes {
		if p, ok := strings.CutPrefix(rest, s); ok && slices.Contains(shopParticles, p) {
			return true
		}
	}
	return false
}

// ---- what was taken out and handed in elsewhere ----

// routeVerbs start the completed verbs of handing a thing in or throwing
// it out somewhere (폐의약품으로 따로 냈어요, 일반쓰레기로 버렸고).
var routeVerbs = []string{"냈", "내놨", "내놓았", "버렸", "보냈", "배출했", "처리했", "넣었"}

// routeSkips may stand between the route and its verb (따로, 다, 전부).
var routeSkips = []string{"따로", "다", "전부", "이미", "벌써", "먼저", "진작"}

// routed reports whether the term of k runes at pos is named as where
// something else already went, with 로 or 으로 and a completed verb of
// handing in ("알약은 폐의약품으로 따로 냈어요"): a stream the text has
// done with, not the item's.
func routed(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	if rest != "로" && rest != "으로" {
		return false
	}
	return stemAhead(n, f, 3, routeVerbs, routeSkips)
}

// formerWords say, right after a noun, that it was what a thing held
// (영양제 들어 있던 병, 소스 담겼던 통).
var formerWords = []string{"들어있던", "들어있었던", "담겨있던", "담겨있었던", "담겼던", "담았던", "들었던", "넣었던", "넣어뒀던", "넣어두었던"}

// heldFormerly reports whether the term of k runes at pos is followed by
// a word of having been held ("영양제 들어 있던 유리병"): what the item
// once held, not the item.
func heldFormerly(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	if rest != "" && rest != "이" && rest != "가" || f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, next := wordAfter(n, f)
	if (w == "들어" || w == "담겨") && next < len(n.r) && !n.clauseStart[next] {
		v, _ := wordAfter(n, next)
		w += v
	}
	return slices.Contains(formerWords, w)
}

// ---- a holder things were gathered in ----

// gatherStems start the verbs of gathering or putting things in a holder
// named before them with 에 (비닐봉지에 모아둔, 통에 담아 놓은, 박스에
// 넣어둔).
var gatherStems = []string{"모아", "모은", "모았", "담아", "담은", "담았", "넣어", "넣은", "넣었", "쌓아", "싸둔", "챙겨둔"}

// gatheredIn returns, when the term best at pos is named with 에 before
// a verb of gathering or putting ("귤 껍질, 비닐봉지에 모아둔 거"), the
// best other named term: the holder is where the item was put, and what
// was put in it is the item. It returns -1 when no other thing is
// named.
func (c *Catalog) gatheredIn(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	rest, f := ending(n, pos+k)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		// a count of holders between (비닐봉지 하나에 모았어요; session 41)
		if w, g := wordAfter(n, f); strings.HasSuffix(w, "에") && counted(strings.TrimSuffix(w, "에")) {
			rest, f = "에", g
		}
	}
	if rest != "에" && rest != "에다" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	if w, _ := wordAfter(n, f); !startsWithAny(w, gatherStems) {
		return -1, 0
	}
	mi := c.terms[best].middle
	return c.bestTiered(mask(n, pos, k), func(u *term) bool { return named(u) && u.middle != mi })
}

// ---- English: a pet, a possessive ----

// petAnimalNouns follow "pet" when it is an animal kept at home, not PET
// plastic (pet clinic, pet food, pet hair).
var petAnimalNouns = map[string]bool{"clinic": true, "clinics": true, "shop": true, "store": true, "hair": true, "fur": true,
	"owner": true, "owners": true, "supplies": true, "carrier": true, "bed": true, "beds": true, "toy": true, "toys": true,
	"sitter": true, "hospital": true, "groomer": true, "grooming": true, "salon": true, "cafe": true, "hotel": true, "care": true,
	"treat": true, "treats": true, "bowl": true, "bowls": true, "door": true, "gate": true, "cage": true, "crate": true,
	"shampoo": true, "pads": true, "pad": true, "waste": true, "mat": true, "leash": true, "stroller": true, "fountain": true}

// maskPets blanks an English "pet" that names an animal ("the pet
// clinic's", "pet hair"): it is no PET.
func maskPets(n normText) normText {
	pet := []rune("pet")
	for at := range occurrences(n, pet, 0) {
		e := at + len(pet)
		if !n.tokStart[at] || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
			continue
		}
		if w, _ := wordAfter(n, e); petAnimalNouns[w] {
			n = mask(n, at, len(pet))
		}
	}
	return n
}

// ownerOf matches an English possessive (the freezer's, the shop’s).
var ownerOf = regexp.MustCompile(`(?i)\b([a-z]+)(?:'|’)s\b`)

// englishOwner returns, when the English term best at pos is written as
// a possessive ("the freezer's plastic tubs"), the best term named after
// it: the owner is where the thing was, the thing owned is the item.
func (c *Catalog) englishOwner(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !isASCIIAlnum(t.runes[0]) {
		return -1, 0
	}
	owned := false
	for _, m := range ownerOf.FindAllStringSubmatch(text, -1) {
		if w := strings.ToLower(m[1]); strings.HasSuffix(w, string(t.runes)) && len(w) <= len(string(t.runes))+1 {
			owned = true
		}
	}
	if !owned {
		return -1, 0
	}
	after := mask(n, 0, pos+len(t.runes))
	if p, at := c.bestTiered(after, named); p >= 0 {
		return p, at
	}
	return -1, 0
}

// ---- a drink's powder ----

// powderWords name a powder (음료 가루, 분말).
var powderWords = []string{"가루", "분말", "파우더"}

// drinkMiddles are the middles whose words may name a drink.
var drinkMiddles = []string{"clear_pet", "glass", "paper_pack", "metal_can"}

// maskPowders blanks a drink's word before a powder's ("스포츠음료 가루
// 담던 통"): the powder is no drink, and the drink no bottle.
func (c *Catalog) maskPowders(n normText) normText {
	return c.maskBeforeWords(n, powderWords, func(t *term) bool {
		return slices.Contains(drinkMiddles, c.tax.Middles[t.middle].Key) && string(t.runes) != "유리"
	})
}

// maskBeforeWords blanks every term keep accepts whose next word, in its
// clause, starts with one of words (a drink's word before 가루, a food's
// before 가격). Match calls it on every text, and most hold none of the
// words, so it returns n at once when none is there.
func (c *Catalog) maskBeforeWords(n normText, words []string, keep func(*term) bool) normText {
	return c.maskBeforeWordsAt(n, words, func(t *term, _ int) bool { return keep(t) })
}

// maskBeforeWordsAt is maskBeforeWords with keep told where the term
// occurs (at, its first rune), so that a reader may ask of the place too
// (maskTraces: only a term that is a whole word; session 34).
func (c *Catalog) maskBeforeWordsAt(n normText, words []string, keep func(t *term, at int) bool) normText {
	if text := string(n.r); !slices.ContainsFunc(words, func(w string) bool { return strings.Contains(text, w) }) {
		return n
	}
	for i := range c.terms {
		t := &c.terms[i]
		for at := range occurrences(n, t.runes, 0) {
			e := at + len(t.runes)
			if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] || !keep(t, at) {
				continue
			}
			if w, _ := wordAfter(n, e); startsWithAny(w, words) {
				n = mask(n, at, len(t.runes))
			}
		}
	}
	return n
}

// ---- the noun a locative clause modifies ----

// placingStems start the verbs of putting, applying or using a thing
// somewhere (뿌려 드리던, 발라 쓰던, 깔아 둔, 넣어 두던, 붙여 놓은).
var placingStems = []string{"뿌리", "뿌려", "뿌린", "바르", "발라", "바른", "쓰던", "쓴", "쓰는", "붙이", "붙여", "붙인", "깔", "깐", "두던", "둔", "둬",
	"놓", "걸어", "걸던", "건", "꽂", "끼우", "끼워", "끼운", "담", "넣", "올려", "올린", "올리", "씌우", "씌워", "씌운", "달아", "달던", "단",
	"세워", "세운", "보관", "비치", "진열", "설치", "부착", "심", "덮", "받쳐", "받치", "받친",
	// the past before -던 (그릇에 씌웠던 랩, 창문에 붙였던 시트; context24.go)
	"씌웠", "붙였", "깔았", "걸었", "넣었", "올렸", "끼웠", "꽂았", "발랐", "뿌렸", "둘렀", "감았",
	// left behind there (바구니에 두고 간 운동복, 좌석에 버리고 간 컵;
	// session 26)
	"두고", "놔두고", "버리고", "빠뜨리고", "흘리고"}

// locativeHead returns, when the term best at pos is named with 에 (not
// 에서) before an adnominal verb ("손님 안경에 뿌려 드리던 클리너 통",
// "모니터에 붙여 쓰던 필름"), the first term of the two words after that
// verb: the clause says where the thing it modifies was used or put,
// and that thing is the item. A weak word (통, 병) there is taken too,
// so the match is then only weak. It returns -1 when no term follows.
//
// Only verbs of putting, applying or using take the place (깔던, 붙여
// 쓰던, 넣어 두던): with another verb the 에 is the main verb's ("계란판에
// 깨진 껍질이 붙어 있어요"), and a head set aside or removed is no item
// ("상자에 붙은 테이프 다 뜯었어요").
func (c *Catalog) locativeHead(n normText, r *korean.Reading, best, pos int) (int, int) {
	at := placingClauseAfter(n, pos, len(c.terms[best].runes))
	if at < 0 {
		return -1, 0
	}
	mi := c.terms[best].middle
	for i, words := at, 0; i < len(n.r) && words < 2 && !n.clauseStart[i]; words++ {
		_, next := wordAfter(n, i)
		for s := i; s < next; s++ {
			if p := c.termAt(n, s, func(u *term) bool { return !u.part && u.middle != mi }); p >= 0 {
				// (unless a clause of its own says it is the one taken
				// off: "유리창에 붙였던 테이프, 떼어낸 거예요"; context34.go)
				if k := len(c.terms[p].runes); (r.SetAside(headAt(n, s, k)) || removalAfter(n, s+k)) && !removedOneNamed(n, s, k) {
					return -1, 0
				}
				return p, s
			}
		}
		i = next
	}
	return -1, 0
}

// placingClauseAfter returns, when the term of k runes at pos is named
// with 에 (not 에서), or with a spot and 에 (트레이 바닥에), before an
// adnominal clause of putting, applying or using (뿌려 드리던, 깔아 물기
// 빨아들이던), where the words after that clause start; else -1.
func placingClauseAfter(n normText, pos, k int) int {
	rest, f := ending(n, pos+k)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		// a spot on the thing: "트레이 바닥에 깔아" (context24.go)
		if w, g := wordAfter(n, f); placeSpots[strings.TrimSuffix(w, "에")] && strings.HasSuffix(w, "에") {
			rest, f = "에", g
		}
	}
	// (마다, each place: "좌석 그물망마다 꽂혀 있던 리플릿"; session 41)
	if rest != "에" && rest != "에다" && rest != "마다" || f >= len(n.r) || n.clauseStart[f] {
		return -1
	}
	// the verb, perhaps after an auxiliary (뿌려 드리던, 붙여 놓은) or
	// what it was placed for (깔아 핏물 빨아들이던)
	at, placing := -1, false
	prev := ""
	for i, words := f, 0; i < len(n.r) && words < 3 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		placing = placing || startsWithAny(w, placingStems)
		// (두고 간: 가다 after -고, which the analyser reads as a noun)
		if adnominalVerb(w) || strings.HasSuffix(prev, "고") && slices.Contains([]string{"간", "가신", "갔던"}, w) {
			at = next
			break
		}
		prev = w
		i = next
	}
	if !placing || at < 0 || at >= len(n.r) || n.clauseStart[at] {
		return -1
	}
	return at
}

// ---- a holder named by what it holds ----

// holderNouns name a stand, rest or holder by what it holds (리모컨
// 거치대, 안경 받침, 칫솔 꽂이, 우산 걸이).
var holderNouns = []string{"거치대", "받침", "받침대", "스탠드", "걸이", "꽂이", "홀더", "보관함", "정리함", "수납함", "진열대"}

// holderOf returns, when the term best at pos is a bare word right before
// a holderNouns word ("리모컨 거치대 플라스틱 받침"), the best other term
// (any tier): the holder is the item, and what it held only says which
// holder. It returns -1 when no other term is named.
func (c *Catalog) holderOf(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	rest, f := ending(n, pos+k)
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	if !startsWithAny(w, holderNouns) || c.terms[best].item < 0 || c.tax.Middles[c.terms[best].middle].Key == "bulky" || holderMaterial(c.terms[best]) {
		// (a material's bare name says what the holder is made of:
		// 플라스틱 받침, 골판지 받침 (context40.go); a piece of furniture
		// names its kind: 행거 스탠드)
		return -1, 0
	}
	mi := c.terms[best].middle
	other := func(u *term) bool { return !u.part && u.middle != mi }
	// the holder's material named after it (거치대 플라스틱 받침), else
	// the holder's own word (거치대), else another thing
	if g < len(n.r) && !n.clauseStart[g] {
		if p := c.termAt(n, g, func(u *term) bool { return other(u) && u.tier() == tierName }); p >= 0 {
			return p, g
		}
	}
	// (a thing named later in the clause is what came with the holder:
	// "모니터 거치대 배송 온 상자")
	for i := g; i < len(n.r) && !n.clauseStart[i]; i++ {
		if p := c.termAt(n, i, func(u *term) bool { return other(u) && u.tier() == tierName }); p >= 0 {
			return p, i
		}
	}
	if p := c.termAt(n, f, other); p >= 0 {
		return p, f
	}
	return c.bestTiered(mask(n, pos, k), other)
}

// ---- a battery replaced in a device ----

// replaceStems say a part was replaced (배터리 갈아도, 건전지 교체했는데,
// 약 바꿔 끼워도).
var replaceStems = []string{"갈아", "갈았", "간", "교체", "바꿔", "바꿨", "바꾼"}

// replacedBattery returns, when the battery term best at pos is said to
// have been replaced ("전자저울 안 켜짐 배터리 갈아도 안 돼요"), the best
// name term of another middle: the battery is the device's part, and
// the device is the item. It returns -1 when no other thing is named.
func (c *Catalog) replacedBattery(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "battery" || !replaced(n, pos, len(t.runes)) && !triedWith(n, pos, len(t.runes)) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool { return u.tier() == tierName && u.middle != t.middle })
}

// ---- a thing singled out with 만 ----

// onlyEnds are the endings that single a noun out (두부만, 메모지만요).
var onlyEnds = []string{"만", "만요", "만이요", "만은", "만을", "만이에요"}

// singledAwayStems, after a noun singled out, say it alone was taken off
// or thrown out apart (뚜껑만 따로 버렸어요, 라벨만 뗐어요): it is then no
// item.
var singledAwayStems = []string{"버리", "버렸", "버린", "빼", "뺐", "뺀", "떼", "뗐", "뗀", "분리", "보냈", "제거", "벗겼", "벗기"}

// singledKeepStems, after a noun singled out, say it alone was gathered,
// kept, left or is being thrown out (두부만 모았어요, 병만 남았어요,
// 노른자만 한 봉지).
var singledKeepStems = []string{"모아", "모았", "모은", "모음", "남았", "남은", "남아", "남음", "있", "버려", "버리려", "버릴", "내놓", "내요", "내려", "한", "두", "몇", "챙겨", "정리"}

// singledTerm returns the name term of another middle that the text
// singles out with 만 ("포장은 뜯고 두부만 따로 모았어요", "영수증은
// 빼고 일반 메모지만"), unless it alone was taken off or thrown out
// apart; the thing singled out is the one asked about. It returns -1
// when best is itself singled out or none is.
func (c *Catalog) singledTerm(n normText, best, pos int) (int, int) {
	only := func(at, k int) bool {
		rest, f := ending(n, at+k)
		if !slices.Contains(onlyEnds, rest) {
			return false
		}
		for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 3; words++ {
			w, next := wordAfter(n, f)
			if startsWithAny(w, singledAwayStems) {
				return false
			}
			if w != "따로" && w != "다" {
				// (물감만 칠해졌고: 만 says how little was done to it)
				return startsWithAny(w, singledKeepStems)
			}
			f = next
		}
		return true
	}
	t := c.terms[best]
	if only(pos, len(t.runes)) {
		return -1, 0
	}
	for i := range c.terms {
		u := &c.terms[i]
		// (a weak word singled out names the thing too: 도시락 뚜껑만
		// 따로 모은 거)
		if u.tier() == tierGeneric || u.part || u.middle == t.middle || c.leavesOfFood(&t, u) {
			continue
		}
		for at := range occurrences(n, u.runes, 0) {
			if only(at, len(u.runes)) && c.termAt(n, at, func(v *term) bool { return v.tier() != tierGeneric }) == i {
				return i, at
			}
		}
	}
	return -1, 0
}

// replaced reports whether the term of k runes at pos is followed by a
// verb of replacing it (배터리 갈아도, 건전지 교체했는데).
func replaced(n normText, pos, k int) bool {
	_, f := ending(n, pos+k)
	if f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, _ := wordAfter(n, f)
	return startsWithAny(w, replaceStems)
}

// ---- a piece of furniture named by its material ----

// furnitureUses may stand between a material and a piece of furniture
// (알루미늄 캠핑 의자, 철제 접이식 침대). Only these: a room's word
// there (플라스틱 욕실 선반) names a small thing of the material.
var furnitureUses = []string{"캠핑", "캠핑용", "접이식", "야외", "야외용", "간이", "사무용", "학생용", "정원", "낚시", "이층", "2층", "2단", "3단"}

// bulkyAfterMaterial returns, when the term best at pos is a material's
// bare name (no item: 플라스틱, 철제; or one of stoneMaterials, 대리석)
// right before a name of a bulky thing ("플라스틱 벤치", "철제 책상",
// "대리석 식탁"), that thing's term: furniture goes out as bulky waste
// whatever it is made of.
func (c *Catalog) bulkyAfterMaterial(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	// (paper furniture goes with paper: materialHead)
	if t.item >= 0 && !slices.Contains(stoneMaterials, string(t.runes)) || t.tier() != tierName || materialObjects[c.tax.Middles[t.middle].Key]["bulky"] {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	bulky := func(u *term) bool { return u.tier() == tierName && c.tax.Middles[u.middle].Key == "bulky" }
	p := c.termAt(n, f, bulky)
	if p < 0 {
		// (a bare word of use between that names nothing: 알루미늄 캠핑
		// 의자, 철제 접이식 침대; furnitureUses; session 31)
		if w, g := wordAfter(n, f); g < len(n.r) && !n.clauseStart[g] && slices.Contains(furnitureUses, w) && c.termAt(n, f, func(*term) bool { return true }) < 0 {
			if p = c.termAt(n, g, bulky); p >= 0 {
				return p, g
			}
		}
		return -1, 0
	}
	return p, f
}

// ---- a food's juice soaked in ----

// soakStems say a liquid soaked in or spread (배어들었어요, 스며들어서,
// 번졌어요, 물들었어요).
var soakStems = []string{"배어", "배었", "밴", "뱄", "스며", "번져", "번졌", "번진", "물들"}

// foodWaterSoaked reports whether the Korean text says a food's water
// or juice (터진 홍시 물이, 수박 물이) soaked into or stained the item,
// with adverbs or a colour (주황색으로) between and the verb not
// negated: that is a residue, as 즙 is.
func (c *Catalog) foodWaterSoaked(r *korean.Reading, text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i := 1; i < len(ws); i++ {
			if korean.NounStem(ws[i]) != "물" || !c.isFoodTerm(ws[i-1]) {
				continue
			}
			for j := i + 1; j < len(ws) && j <= i+3; j++ {
				v := ws[j]
				if startsWithAny(v, soakStems) {
					if ws[j-1] == "안" || ws[j-1] == "못" || r.Negated(v) || j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "않") || strings.HasPrefix(ws[j+1], "없")) {
						break
					}
					return true
				}
				if !residueBetween[v] && !strings.HasSuffix(v, "색으로") && !strings.HasSuffix(v, "빛으로") && !strings.HasSuffix(v, "에") {
					break
				}
			}
		}
	}
	return false
}

// ---- a part named with 부분 ----

// partOfBefore returns, when the term best at pos is followed by 부분
// ("전동 리본 커터기 칼날 부분이 부러졌어요"), the nearest term before it in
// its clause (else its first weak word): the part belongs to that
// thing, which is the item. It returns -1 when nothing is named before it.
func (c *Catalog) partOfBefore(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	rest, f := ending(n, pos+k)
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	if w, _ := wordAfter(n, f); !strings.HasPrefix(w, "부분") {
		return -1, 0
	}
	// the nearest name before it (not a shop's: 꽃집), else the first
	// weak word of the clause (전동 포장 커터: 전동)
	mi := c.terms[best].middle
	weak, weakAt := -1, 0
	for s := pos - 1; s >= 0; s-- {
		p := c.termAt(n, s, func(u *term) bool { return !u.part && u.middle != mi && u.tier() != tierGeneric })
		if p >= 0 && s+len(c.terms[p].runes) <= pos && !shopGlued(n, s+len(c.terms[p].runes)) {
			if c.terms[p].tier() == tierName {
				return p, s
			}
			weak, weakAt = p, s
		}
		if n.clauseStart[s] {
			break
		}
	}
	return weak, weakAt
}
