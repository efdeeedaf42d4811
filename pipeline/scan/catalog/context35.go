package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 35: which named thing is the item ----

// glassPartWords are the words for a device's part that may be made of
// glass and be named after the glass (강화유리 발판, 유리 윗판, 유리관,
// 유리 갓, 유리 덮개): a glass name that ends with one, or is followed by
// a word that starts with one, says a part (glassPartOfDevice,
// glassNamedPart). Unlike glassPartEnds (context30.go) they hold no
// 접시, 선반 or 트레이: a glass dish or shelf said right after a device
// is a thing of its own.
var glassPartWords = []string{"상판", "윗판", "발판", "판", "문", "뚜껑", "덮개", "커버", "관", "갓", "몸통", "패널"}

// glassPartOfDevice returns, when the term best at pos is a glass thing
// named by its material (강화유리, 유리 상판) and said with a part word
// (its own end or the word right after: 강화유리 발판), and an
// electrical device or a lamp is named right before it with nothing but a
// comma between (체중계, 유리 상판이 깨졌어요; 욕실 체중계 강화유리 발판에
// 금이 갔어요; 전기레인지 강화유리 상판이 쩍), that device: the glass is
// the device's part, said as the subject of what happened to it (이, 가,
// 에). deviceGlassPart (context30.go) reads the device hit by another
// thing with words between; a device in a clause of its own (tv 올려
// 두던 유리 상판) or a part said alone (유리 상판만) is not this kind.
func (c *Catalog) glassPartOfDevice(n normText, best, pos int) (int, int) {
	if best < 0 {
		return -1, 0
	}
	t := c.terms[best]
	key := c.tax.Middles[t.middle].Key
	if key != "nonflammable" && key != "glass" || pos == 0 {
		return -1, 0
	}
	name := strings.ReplaceAll(string(t.runes), " ", "")
	if !strings.HasPrefix(name, "유리") && !strings.HasPrefix(name, "강화유리") {
		return -1, 0
	}
	// the part word ends the name or is the next word, or is the word
	// right before it (발판 강화유리가 금 가고; session 41)
	end := pos + len(t.runes)
	rest, f := ending(n, end)
	after := f
	devEnd := pos
	if w, b := wordBefore(n, pos); n.tokStart[pos] && !n.clauseStart[pos] && slices.Contains(glassPartWords, w) {
		devEnd = b
	}
	// (the damage said right after the glass, no particle between, makes
	// it the subject: 체중계 발판 강화유리 금 갔어요)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] && stemAhead(n, f, 1, glassDamageStems35, nil) && (devEnd < pos || endsWithAny(name, glassPartWords)) {
		rest = "이"
	}
	if devEnd == pos && !endsWithAny(name, glassPartWords) || rest != "" && !partSubjectEnding(rest) {
		if rest != "" || f >= len(n.r) {
			return -1, 0
		}
		w, g := wordAfter(n, f)
		after = g
		part := ""
		for _, p := range glassPartWords {
			if strings.HasPrefix(w, p) && len(p) > len(part) {
				part = p
			}
		}
		if part == "" {
			return -1, 0
		}
		rest = strings.TrimPrefix(w, part)
	}
	if !partSubjectEnding(rest) || !c.damageSaidOfPart35(n, rest, after) {
		return -1, 0
	}
	p, at := c.lastTermIn(n, 0, devEnd, func(u *term) bool {
		k := c.tax.Middles[u.middle].Key
		return u.tier() == tierName && !u.part && (k == "e_waste" || k == "lamp")
	})
	if p < 0 {
		return -1, 0
	}
	// nothing but the device's own word end and a comma between
	if e, g := ending(n, at+len(c.terms[p].runes)); e != "" || g != devEnd {
		return -1, 0
	}
	return p, at
}

// partSubjectEnding reports whether rest, what follows a part's name in
// its word, makes it the subject or the place of what happened (이, 가,
// 에, 에는 금이 갔어요).
func partSubjectEnding(rest string) bool {
	return rest == "이" || rest == "가" || rest == "에" || rest == "에는"
}

// glassDamageStems35 start the words that say damage where a glass part
// is (상판에 금이 갔어요, 실금, 깨졌어요, 갈라졌어요, 흠집, 쩍).
var glassDamageStems35 = []string{"금", "실금", "깨", "갈라", "흠집", "기스", "쩍", "균열"}

// adnominalEnds35 end the adnominal forms of a verb said before a noun
// (깨진, 금 간, 갈라진, 긁힌): a part said as the subject of one is the
// part of the noun after it.
var adnominalEnds35 = []string{"진", "간", "난", "된", "힌", "은"}

// damageSaidOfPart35 reports whether what follows a device's glass part
// (from rune after of n, in its clause) says damage of that part: with
// 에 the part is a place, and only damage at it (상판에 금이 갔어요) makes
// it the device's part, not a place something was put (노트북 유리 상판에
// 올려 뒀어요); a part said as the subject of an adnominal before another
// thing's name (공유기, 유리 상판이 깨진 탁자) is that thing's part.
func (c *Catalog) damageSaidOfPart35(n normText, rest string, after int) bool {
	if (rest == "에" || rest == "에는") && !stemAhead(n, after, 3, glassDamageStems35, nil) {
		return false
	}
	for words, f := 0, after; f < len(n.r) && words < 3 && !n.clauseStart[f]; words++ {
		w, next := wordAfter(n, f)
		w = strings.TrimSpace(w)
		if endsWithAny(w, adnominalEnds35) && next < len(n.r) && c.termAt(n, next, func(u *term) bool { return u.tier() == tierName && !u.part }) >= 0 {
			return false
		}
		f = next
	}
	return true
}

// glassNamedPart reports whether the words fs of a subject end with a
// part word (glassPartWords) right after a glass material word (유리,
// 강화유리, 내열유리): "강화유리 상판", "유리 덮개" — a part named by its
// glass.
func glassNamedPart(fs []string) bool {
	if len(fs) < 2 || !slices.Contains(glassPartWords, fs[len(fs)-1]) {
		return false
	}
	return strings.HasSuffix(fs[len(fs)-2], "유리")
}

// leftStems35 start the predicates that say a food is still in the thing
// said with 에 before it (남아 있어요, 남았어요, 담겨 있어요, 들어있어요);
// an adnominal (남은 거, 들어간 과자) makes the food the thing spoken of
// and is not among them.
var leftStems35 = []string{"남아", "남았", "남음", "담겨", "들어있", "들었"}

// leftInHolder returns, when the term best at pos is a food said right
// after a thing written with 에 that is no food, no general waste and no
// product, an appliance or a piece of furniture (지퍼백에 마시멜로 몇 개
// 아직 남아있어요, 통에 닭가슴살이 조금 담겨 있어요; 냉장고에, 식탁에 say
// a place, no holder), and the food's clause
// goes on, within four words, with a predicate of its still being there,
// that thing: the food is what the item still holds (contents_left),
// not the item. However long the food's name, the holder stays the item;
// a food said with an adnominal (지퍼백에 남은 마시멜로) stays the food.
func (c *Catalog) leftInHolder(n normText, best, pos int) (int, int) {
	if c.tax.Middles[c.terms[best].middle].Key != "food_waste" || pos == 0 || n.clauseStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if !strings.HasSuffix(w, "에") {
		return -1, 0
	}
	p, at := c.lastTermIn(n, b, pos, func(u *term) bool {
		k := c.tax.Middles[u.middle].Key
		return u.tier() == tierName && !u.part && k != "food_waste" && k != "general" && !c.tax.Middles[u.middle].Product
	})
	if p < 0 {
		return -1, 0
	}
	if rest, f := ending(n, at+len(c.terms[p].runes)); rest != "에" || f != pos {
		return -1, 0
	}
	if !stemAhead(n, pos+len(c.terms[best].runes), 4, leftStems35, nil) {
		return -1, 0
	}
	return p, at
}

// insideWhereWords say where inside a thing something happened (가방
// 속에서 물러진 귤, 배낭 안에서 터진 팩); 속에 and 안에 say what is in it,
// and what is in a bag may be its own lining.
var insideWhereWords = []string{"속에서", "안에서"}

// englishInWords are the determiners after "in" that make the thing named
// next a place (the receipts in my backpack, the banana in the bag).
var englishInWords = []string{"my", "the", "his", "her", "our", "their", "your", "a"}

// insideWhere returns, when the term best at pos is a bag (clothing), a
// piece of furniture or an appliance said as where another thing was or
// what happened to it — in Korean with 속에서 or 안에서 (가방 속에서
// 물러진 귤 두 개: the tangerines; 배낭 안에서 터진 바나나우유 팩: the
// carton), in English after "in my" or "in the" with a thing named before
// it (the receipts in my backpack got soaked: the receipts) — that other
// thing: the holder is a place. In Korean the other thing is the last one
// named after it in its clause; with none, or a thing of the same stream,
// the holder stays. A container's inside (페트병 안에 꽁초가) holds its
// contents or its soil, and 안에 (not 안에서) what is in a bag, so neither
// is read here.
func (c *Catalog) insideWhere(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	// (only a bag or a piece of furniture or an appliance: a container's
	// inside holds its contents or its soil, 페트병 안에 꽁초가, the
	// bottle with cigarette ends in it)
	if c.tax.Middles[t.middle].Key != "clothing" && !c.tax.Middles[t.middle].Product {
		return -1, 0
	}
	keep := func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	}
	end := pos + len(t.runes)
	if !isASCIIAlnum(t.runes[0]) {
		rest, f := ending(n, end)
		if rest == "" && f < len(n.r) && !n.clauseStart[f] {
			w, g := wordAfter(n, f)
			if !slices.Contains(insideWhereWords, w) {
				return -1, 0
			}
			rest, f = w, g
		}
		if !slices.Contains(insideWhereWords, rest) {
			return -1, 0
		}
		e := f
		for e < len(n.r) && !n.clauseStart[e] {
			e++
		}
		return c.lastTermIn(n, f, e, keep)
	}
	// English: "in my" right before the term, a thing named before "in"
	// (a possessive may stand between: in my son's backpack)
	w, b := wordBefore(n, pos)
	if w = strings.TrimSpace(w); strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "s") && !slices.Contains(englishInWords, w) {
		w, b = wordBefore(n, b)
		w = strings.TrimSpace(w)
	}
	in, b2 := wordBefore(n, b)
	if !slices.Contains(englishInWords, w) || strings.TrimSpace(in) != "in" || b2 == 0 {
		return -1, 0
	}
	// (a bare "bottle" or "bag" names a stream, not an item, and is
	// still the thing)
	return c.lastTermIn(n, 0, b2, func(u *term) bool {
		return u.tier() != tierWeak && !u.part && u.middle != t.middle
	})
}

// sideWords end the word before a material that says on which side or
// part of a thing the material is (노즐 쪽, 뒤쪽, 손잡이 부분).
var sideWords = []string{"쪽", "부분", "부위"}

// materialSideOfDevice returns, when the term best at pos is a material's
// bare name (no item) said as a subject (이, 가) right after a word of a
// side or part (쪽, 부분: 노즐 쪽 플라스틱이 부러져 나갔어요, 고데기,
// 손잡이 쪽 플라스틱이 부러졌어요), the appliance or device named before
// it in the text: the material is that device's part, and the device is
// the item. A material said alone (플라스틱이 깨졌어요) or with no device
// named is left as it is.
func (c *Catalog) materialSideOfDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || pos == 0 || n.clauseStart[pos] {
		return -1, 0
	}
	if rest, _ := ending(n, pos+len(t.runes)); rest != "이" && rest != "가" {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if !endsWithAny(strings.TrimSpace(w), sideWords) {
		return -1, 0
	}
	p, at := c.lastTermIn(n, 0, b, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && c.tax.Middles[u.middle].Product
	})
	// (no other thing named between: 선풍기 옆에 둔 바구니, 손잡이 쪽
	// 플라스틱이 is the basket's)
	if p < 0 {
		return -1, 0
	}
	if q, _ := c.lastTermIn(n, at+len(c.terms[p].runes), b, func(u *term) bool { return u.tier() == tierName && !u.part }); q >= 0 {
		return -1, 0
	}
	return p, at
}

// causeEndings end the verbs that join a clause of a cause or a time to
// what follows (걸려서, 옮기다가, 나르다 올이 나간: the 다 of 다가 said
// short).
var causeEndings = []string{"서", "다가", "다"}

// causeClauseHead returns, when the Korean term best at pos is a thing
// (not a food) said bare, as an object or with 에 in a clause of a cause
// or a time joined by -서 or -다가 (나뭇가지에 걸려서, 장작 옮기다가), and
// within four words an adnominal verb modifies a name term of another
// middle (찢어진 니트, 구멍 난 장갑), that term: what the clause tells of
// is how the item came to be so, and the thing in it is not the item.
// clauseHead reads an adnominal clause whose object is the thing (키보드
// 닦는 데 쓴 물티슈); a thing named between, or a clause mark, stops the
// reading.
func (c *Catalog) causeClauseHead(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "" && own != "을" && own != "를" && own != "에" {
		return -1, 0
	}
	if e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !endsWithAny(w, causeEndings) || adnominalVerb(w) || i >= len(n.r) || n.clauseStart[i] {
		return -1, 0
	}
	toks := korean.Tokens(w)
	if len(toks) != 1 || toks[0].Kind != korean.KindVerb {
		return -1, 0
	}
	t := c.terms[best]
	return c.adnominalHeadAfter(n, i, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	})
}

// locativeOnly reports whether the noun head is written in text only with
// 에 or as an object (을, 를: 나뭇가지에 걸려서, 책장을 옮기다가), never
// as a subject (이, 가) or bare: a thing something caught on or was doing,
// not what broke.
func locativeOnly(text, head string) bool {
	if head == "" {
		return false
	}
	marked := 0
	for _, p := range []string{"에 ", "을 ", "를 "} {
		marked += strings.Count(text, head+p)
	}
	return marked > 0 && strings.Count(text, head) == marked
}

// paperWordsEn are the English words of paper as a material said before
// a thing's name (paper mailer bags, cardboard trays).
var paperWordsEn = []string{"paper", "cardboard", "kraft"}

// paperMaterialEn returns, when the English term best at pos names a thing
// of film or plastic packaging (vinyl, plastic) and the word right before
// it is paper as a material (paper mailer bags, cardboard mailer), the
// paper term there: the thing is made of paper, whatever its name's
// stream says. Korean reads this by materialHead (종이 모자).
func (c *Catalog) paperMaterialEn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !isASCIIAlnum(t.runes[0]) || pos == 0 {
		return -1, 0
	}
	if k := c.tax.Middles[t.middle].Key; k != "vinyl" && k != "plastic" {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if !slices.Contains(paperWordsEn, strings.TrimSpace(w)) {
		return -1, 0
	}
	p := c.termAt(n, b, func(u *term) bool { return c.tax.Middles[u.middle].Key == "paper" })
	if p < 0 {
		return -1, 0
	}
	return p, b
}
