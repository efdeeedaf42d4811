package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- the thing a clause says the item was used on or as ----

// clauseHeadWords is how many words may follow the term, up to and
// including the adnominal verb whose noun is the item ("키보드 닦는 데
// 쓴 물티슈": 닦는, 데, 쓴).
const clauseHeadWords = 4

// madeOfVerbs, after a noun in 로/으로, make it the material the next
// noun is made of (유리로 된 병, 종이로 만든 컵): the material refines
// the item, it does not step aside for it.
var madeOfVerbs = []string{"된", "만든", "만들어진", "이루어진", "이뤄진", "제작된"}

// nonFoodKoreanName returns, when best at pos is a Korean name term of a
// middle other than food_waste (a food before what held it or what is
// left of it is heldBy's), what is glued to it in its word (ending) and
// where that word ends; ok is false for any other term.
func (c *Catalog) nonFoodKoreanName(n normText, best, pos int) (own string, e int, ok bool) {
	t := c.terms[best]
	if t.tier() != tierName || c.tax.Middles[t.middle].Key == "food_waste" || !hasHangulRunes(n.r[pos:pos+len(t.runes)]) {
		return "", 0, false
	}
	own, e = ending(n, pos+len(t.runes))
	return own, e, true
}

// clauseHead returns, when the Korean term best at pos is the object,
// the bare topic or the instrument (로/으로) of an adnominal clause whose
// noun is a name term of another middle ("키보드 닦는 데 쓴 물티슈",
// "모니터 받침으로 쓰던 전공책", "크레파스로 연습한 도화지", "노트북 받쳐
// 쓰던 나무 상자"), that term and its position; else -1. A device or a
// thing named for what the item was used on or as is not the item: the
// noun the clause modifies is. One bare word may modify that noun (두꺼운
// 전공책, 4절 도화지); another term before the verb, a clause mark, a
// place (책상에 쓴) or a material (유리로 된 병) stops the reading. Foods
// are heldBy's (김치 담았던 통).
func (c *Catalog) clauseHead(n normText, r *korean.Reading, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	instrument := own == "로" || own == "으로"
	if !ok || own != "" && own != "을" && own != "를" && !instrument {
		return -1, 0
	}
	t := c.terms[best]
	// (이온음료 빈 병: the 병 of the item's own name is no other thing)
	name := ""
	if t.item >= 0 {
		name = string(compact(c.tax.Middles[t.middle].Items[t.item].Name))
	}
	other := func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && !strings.HasSuffix(name, string(u.runes))
	}
	for i, words := e, 0; i < len(n.r) && words < clauseHeadWords; words++ {
		if n.clauseStart[i] || c.termAt(n, i, named) >= 0 {
			return -1, 0
		}
		w, next := wordAfter(n, i)
		if slices.Contains(colourAdnominals, w) {
			// (a colour said of a noun in the clause is not counted:
			// "양파 껍질 우린 노란 물을 받아 두던 대야"; context34.go)
			words--
		}
		if !adnominalVerb(w) || next >= len(n.r) || n.clauseStart[next] {
			i = next
			continue
		}
		if instrument && slices.Contains(madeOfVerbs, w) {
			return -1, 0
		}
		at := next
		p := c.termAt(n, at, other)
		if mw, nn := wordAfter(n, next); p < 0 && nn < len(n.r) && !n.clauseStart[nn] && modifierWord(mw) && c.termAt(n, next, named) < 0 {
			at = nn
			p = c.termAt(n, at, other)
		}
		if p >= 0 {
			// (가위로: a tool; 비닐은 뜯어냈고: a part set aside; 문에 달린
			// 유리: a material fixed on the thing's part, context28.go)
			if k := len(c.terms[p].runes); placed(n, at, k) && !damagedPlace(n, at, k) || withContents(n, at, k) || listed(n, at, k) || instrumentAt(n, at, k) || r.SetAside(headAt(n, at, k)) || removalAfter(n, at+k) ||
				slices.Contains(attachVerbs, w) && partMaterialWords[string(c.terms[p].runes)] != "" && fixedOnPlace(n, i) {
				return -1, 0
			}
			return p, at
		}
		i = next
	}
	return -1, 0
}

// ---- a container named by its contents, then by its material ----

// contentAlias reports whether t is an item's alias that names the item
// by what it holds: the item's name is the alias and a container word
// after it (식용유 for 식용유 통, 생수 for 생수병, 두유 for 두유팩).
func (c *Catalog) contentAlias(t term) bool {
	if t.item < 0 || t.weak || t.generic {
		return false
	}
	name := string(compact(c.tax.Middles[t.middle].Items[t.item].Name))
	rest, ok := strings.CutPrefix(name, string(t.runes))
	return ok && slices.Contains(containerWords, rest)
}

// containerWords are the nouns an item's name may end in after what the
// container holds (식용유 통, 생수병, 두유팩).
var containerWords = []string{"통", "병", "용기", "팩", "캔", "페트병", "곽", "갑", "상자", "박스", "봉지"}

// adnominalVerb reports whether the Korean word w is a verb in an
// adnominal form (쓰던, 썼던, 닦는, 연습한, 담긴): the tokenizer reads it
// as a verb with an adnominal ending, or it ends in -던, which no noun
// with a particle does. A noun with a topic particle (손잡이는) or a
// noun ending in ㄴ (부분, 화분) is none.
func adnominalVerb(w string) bool {
	if len([]rune(w)) >= 2 && strings.HasSuffix(w, "던") {
		return true
	}
	toks := korean.Tokens(w)
	if len(toks) != 1 || toks[0].Kind != korean.KindVerb {
		return false
	}
	switch toks[0].Ending {
	case "는", "던", "었던", "ㄴ", "은":
		return true
	}
	return false
}

// modifierWord reports whether w may modify the noun after it inside a
// noun phrase: an adnominal verb or adjective (두꺼운, 큰, 흰: a known
// adjective) or a size or count with digits (18리터, 4절); not a count
// word, nor a noun that happens to close with ㄴ (윗부분).
func modifierWord(w string) bool {
	if w == "" || countWords[w] {
		return false
	}
	if adnominalVerb(w) || slices.Contains(plainAdjectives, w) || len([]rune(w)) >= 2 && strings.HasSuffix(w, "운") {
		return true
	}
	for _, r := range w {
		if r >= '0' && r <= '9' {
			return true
		}
	}
	return false
}

// plainAdjectives are adnominal adjectives the tokenizer does not know
// (큰 통, 흰 양동이, 헌 책).
var plainAdjectives = []string{"큰", "흰", "긴", "헌", "새", "빈", "작은", "낡은", "얇은", "넓은", "검은", "묵은", "오래된", "커다란", "조그만"}

// removalStems start the Korean words that say a thing was taken off or
// out (뜯어냈어요, 떼고, 벗겼어요, 뺐어요, 제거했어요).
var removalStems = []string{"뜯", "떼", "뗐", "벗겨", "벗겼", "벗기", "뺐", "빼", "제거", "분리"}

// removalAfter reports whether one of the three words after rune e, in
// its clause, says a thing was taken off or out ("비닐은 다 뜯어내고"):
// the thing named right before is set aside, not the item.
func removalAfter(n normText, e int) bool {
	e = wordEnd(n, e)
	for words := 0; e < len(n.r) && !n.clauseStart[e] && words < 3; words++ {
		w, next := wordAfter(n, e)
		if startsWithAny(w, removalStems) {
			return true
		}
		e = next
	}
	return false
}

// instrumentAt reports whether the term of k runes at pos is followed, in
// its own word, by the instrumental 로/으로 (가위로): a tool, not the
// thing a clause modifies.
func instrumentAt(n normText, pos, k int) bool {
	rest, _ := ending(n, pos+k)
	return rest == "로" || rest == "으로"
}

// materialContainers are the streams a container named by its material
// goes to (깡통, 유리병, 종이 포대, 비닐): a word of one of them after a
// contents alias names the container the contents were in.
var materialContainers = []string{"metal_can", "glass", "paper", "paper_pack", "vinyl", "styrofoam"}

// emptyShapes say a container is empty, not what it is made of (요구르트
// 빈병, 생수 공병: the item's own bottle).
var emptyShapes = []string{"빈병", "공병", "빈통", "빈용기", "빈캔"}

// namedContainer returns, when the term best at pos names a container by
// its contents (contentAlias: 식용유, 생수, 두유) and the next word, or
// the one after a bare size word (식용유 18리터 깡통), starts a term of a
// container stream of another middle ("식용유 깡통", "생수 유리병", "두유
// 캔"), that term and its position; else -1. The container the text
// names by its material is the item, not the one the contents usually
// come in.
func (c *Catalog) namedContainer(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !c.contentAlias(t) {
		return -1, 0
	}
	other := func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && slices.Contains(materialContainers, c.tax.Middles[u.middle].Key) &&
			!slices.Contains(emptyShapes, string(u.runes))
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	// the container is one word (식용유 깡통, 생수유리병), not an
	// adjective and a shape (이온음료 빈 병: the item's own bottle)
	oneWord := func(p, at int) bool {
		for i := at + 1; i < at+len(c.terms[p].runes); i++ {
			if n.tokStart[i] {
				return false
			}
		}
		return true
	}
	if p := c.termAt(n, e, other); p >= 0 && oneWord(p, e) {
		return p, e
	}
	if !n.tokStart[e] {
		return -1, 0
	}
	if w, next := wordAfter(n, e); next < len(n.r) && !n.clauseStart[next] && modifierWord(w) && c.termAt(n, e, named) < 0 {
		if p := c.termAt(n, next, other); p >= 0 && oneWord(p, next) {
			return p, next
		}
	}
	return -1, 0
}

// workshopNouns name a workshop, a class or a shop: a term right before
// one (도자기 공방, 유리 공예 교실) names where the item was used, not a
// thing in the text.
var workshopNouns = []string{"공방", "공예", "학원", "교실", "수업", "작업실", "공장", "가게", "매장", "체험", "카페", "까페",
	// a room or an office of the trade, a person of it (라디오 탕비실,
	// 라디오 DJ, 피아노 선생님; session 28)
	"탕비실", "사무실", "방송국", "방송실", "dj", "디제이", "pd", "피디", "작가", "선생님", "쌤", "강사", "사장님", "원장님", "코치",
	// a studio of the trade (라디오 스튜디오; session 29)
	"스튜디오",
	// a club of the hobby and its gatherings (드론 동호회 뒤풀이, "drone
	// club's folding table"; session 32)
	"동호회", "동아리", "클럽", "club", "뒤풀이",
	// a farm's house or yard, a festival's booth (버섯 재배사 세척장,
	// 꽃축제 부스)
	"재배사", "농장", "농가", "양식장", "선별장", "세척장", "작업장", "축제", "부스"}

// workshopAt reports whether the term of k runes at pos is followed,
// as a bare word, by a workshopNouns word.
func workshopAt(n normText, pos, k int) bool {
	e := pos + k
	if shopGlued(n, e) {
		// (반찬가게 비닐: kinds22.go)
		return true
	}
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	return startsWithAny(w, workshopNouns)
}

// named accepts a term that names a thing: not a weak word (큰, 통).
func named(u *term) bool { return !u.weak }
