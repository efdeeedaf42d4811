package catalog

import (
	"slices"
	"strings"
)

// ---- session 25: the food on a holder, the appliance of a trade ----

// foodSubjectBefore returns the term a holder's clause names as what it
// holds, said with its particle before the holder at ws (the start of
// the holder's words): the word right before, a food or a thing said
// with 만 ("불고기가 밧드에 절반은 그대로네요", "심지만 소쿠리에 있어요"),
// or, up to three words further back in the same clause with nothing else
// named between, a food said with 이 or 가 ("짜장면이 반 넘게 남아서
// 배달 그릇에 불어 있어요"). Otherwise -1.
func (c *Catalog) foodSubjectBefore(n normText, ws int, other func(*term) bool) (int, int) {
	food := func(q int) bool { return c.tax.Middles[c.terms[q].middle].Key == "food_waste" }
	at := ws
	for words := 0; words < 4 && at > 0 && !n.clauseStart[at]; words++ {
		w, b := wordBefore(n, at)
		for _, p := range []string{"이", "가", "은", "는", "만", "도"} {
			head, ok := strings.CutSuffix(w, p)
			if !ok || head == "" {
				continue
			}
			he := b + len([]rune(head))
			q, qa := c.lastTermIn(n, b, he, other)
			if q >= 0 && qa+len(c.terms[q].runes) == he && (food(q) && (words == 0 || p == "이" || p == "가") || words == 0 && p == "만") {
				return q, qa
			}
			break
		}
		// (another thing named between: that is what the holder holds)
		if q, _ := c.lastTermIn(n, b, at, func(u *term) bool { return u.tier() == tierName }); q >= 0 {
			return -1, 0
		}
		at = b
	}
	return -1, 0
}

// foodInClauseBefore returns the last food term of the clause that ends
// at cs, when nothing else is named after it in that clause: a food the
// clause before a holder tells of (잘라 먹고 남은 조각들) is what the
// holder holds, however many words its clause runs on.
func (c *Catalog) foodInClauseBefore(n normText, cs int, other func(*term) bool) (int, int) {
	ps := cs - 1
	for ps > 0 && !n.clauseStart[ps] {
		ps--
	}
	q, at := c.lastTermIn(n, ps, cs, func(u *term) bool { return other(u) && c.tax.Middles[u.middle].Key == "food_waste" })
	if q < 0 {
		return -1, 0
	}
	if r, _ := c.lastTermIn(n, at+len(c.terms[q].runes), cs, func(u *term) bool { return u.tier() == tierName }); r >= 0 {
		return -1, 0
	}
	return q, at
}

// tradeWords start the word after an appliance that names the person
// whose trade it is (세탁기 설치 기사, 에어컨 기사님, 냉장고 배송기사): the
// appliance is their work, not the item.
var tradeWords = []string{"기사", "설치기사", "수리기사", "배송기사"}

// serviceWords, between an appliance and a trade word or a household,
// say what was done to it (설치, 수리, 배송, 점검, 철거); servedPlaces
// after them name the household it was done at (설치해 드린 댁), or say
// it was done for someone (분해 청소해 드리고).
var (
	serviceWords = []string{"설치", "수리", "배송", "점검", "철거", "교체", "청소", "분해"}
	servedPlaces = []string{"댁", "집에", "집이", "현장", "고객",
		// done for someone (청소해 드리고, 설치해 드린)
		"해드리", "해드린", "해드렸", "드리고", "드린", "드렸"}
	// serviceRecords after a word of service name the paper it was
	// written on (발전기 점검 체크리스트, 보일러 수리 일지, 점검표):
	// the appliance is what the paper is about (session 44).
	serviceRecords = []string{"체크리스트", "일지", "기록지", "기록표", "보고서", "점검표", "대장", "확인서", "견적서", "명세서", "양식"}
)

// maskTrades blanks an appliance's term (e_waste, bulky) whose next word
// is a trade word, or a word of service followed, within two words, by a
// trade word or a household ("세탁기 설치 기사인데 본체에 씌워져 오는 커버
// 비닐", "식기세척기 설치해 드린 댁에서 치워 달라신 고무장갑"): the
// appliance is someone's work or a place's, and the item is what the
// text names after. When no other name is left the text is kept as it
// was: then the appliance is all it names.
func (c *Catalog) maskTrades(n normText) normText {
	if text := string(n.r); !strings.Contains(text, "기사") && !slices.ContainsFunc(servedPlaces, func(w string) bool { return strings.Contains(text, w) }) &&
		!slices.ContainsFunc(serviceRecords, func(w string) bool { return strings.Contains(text, w) }) {
		return n
	}
	return c.maskNamedAt(n, func(t *term) bool {
		k := c.tax.Middles[t.middle].Key
		return k == "e_waste" || k == "bulky"
	}, func(t *term, at int) bool {
		e := at + len(t.runes)
		return e < len(n.r) && n.tokStart[e] && !n.clauseStart[e] && tradeAfter(n, e)
	})
}

// tradeAfter reports whether the word from rune e on, in its clause, is
// a trade word, or a service word followed within two words by a trade
// word, a household or a record of the service (or glued to the record).
func tradeAfter(n normText, e int) bool {
	w, g := wordAfter(n, e)
	if startsWithAny(w, tradeWords) {
		return true
	}
	if !startsWithAny(w, serviceWords) {
		return false
	}
	if endsWithAny(w, serviceRecords) {
		// glued: 점검표, 수리일지
		return true
	}
	for words := 0; words < 2 && g < len(n.r) && !n.clauseStart[g]; words++ {
		if w, g = wordAfter(n, g); startsWithAny(w, tradeWords) || startsWithAny(w, servedPlaces) || startsWithAny(w, serviceRecords) {
			return true
		}
	}
	return false
}

// maskNamedAt blanks every occurrence, at rune at of n, of a name term
// keep accepts where said(t, at) holds (read on n as written), and
// returns n unchanged when nothing was blanked or when no name term
// would be left: a text that names nothing else keeps its one name. The
// session-25 masks (maskTrades, maskSpilt, maskCoatingMaterial) differ
// only in keep and said.
func (c *Catalog) maskNamedAt(n normText, keep func(*term) bool, said func(t *term, at int) bool) normText {
	out, masked := c.blankNamedAt(n, keep, said)
	if !masked {
		return n
	}
	if best, _ := c.bestTerm(out, func(u *term) bool { return u.tier() == tierName }); best < 0 {
		return n
	}
	return out
}

// blankNamedAt blanks every occurrence, at rune at of n, of a name term
// keep accepts where said(t, at) holds (read on n as written), and
// reports whether it blanked any: maskNamedAt's walk, for a mask that
// asks something else of what is left (maskActivity).
func (c *Catalog) blankNamedAt(n normText, keep func(*term) bool, said func(t *term, at int) bool) (normText, bool) {
	out, masked := n, false
	for i := range c.terms {
		t := &c.terms[i]
		if t.tier() != tierName || !keep(t) {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			if said(t, at) {
				out, masked = mask(out, at, len(t.runes)), true
			}
		}
	}
	return out, masked
}

// ---- what was spilt on the item ----

// spillStems start the verbs of spilling a liquid on something (엎다,
// 쏟다, 흘리다, 붓다, 튀다) or of being doused in it (뒤집어쓰다).
var spillStems = []string{"엎", "쏟", "흘리", "흘려", "흘렸", "부어", "부었", "튀",
	// doused (맥주를 뒤집어썼어요; session 32): the forms of 뒤집어쓰다
	// only, not bare 뒤집어, which turns a thing over to dry (소주 뒤집어
	// 놓은 빈 병)
	"뒤집어쓰", "뒤집어써", "뒤집어썼", "뒤집어쓴"}

// maskSpilt blanks a drink's or a food's term said with 을 or 를 right
// before a verb of spilling ("라디오에 보리차를 엎으셔서 속까지 젖었어요",
// "키보드에 콜라를 쏟았어요"): what was spilt is no item, the thing it
// was spilt on is. When no other name is left the text is kept.
func (c *Catalog) maskSpilt(n normText) normText {
	if text := string(n.r); !slices.ContainsFunc(spillStems, func(w string) bool { return strings.Contains(text, w) }) {
		return n
	}
	return c.maskNamedAt(n, func(t *term) bool {
		k := c.tax.Middles[t.middle].Key
		return k == "food_waste" || slices.Contains(drinkMiddles, k)
	}, func(t *term, at int) bool {
		rest, f := ending(n, at+len(t.runes))
		// (a drink's bare name too: 원피스에 레드와인 쏟아서; context32.go)
		bareDrink := rest == "" && slices.Contains(drinkNames, string(t.runes))
		if rest != "을" && rest != "를" && !bareDrink || f >= len(n.r) || n.clauseStart[f] {
			return false
		}
		w, _ := wordAfter(n, f)
		return startsWithAny(w, spillStems)
	})
}

// ---- the material of a coating ----

// maskCoatingMaterial blanks a film's term (비닐) said right before a
// word of coating, bare or with 로 ("비닐 코팅한 안내문", "비닐로 코팅된
// 메뉴표"): it names what the coating is made of, not the item, which is
// the coated thing the text names after. When no other name is left the
// text is kept.
func (c *Catalog) maskCoatingMaterial(n normText) normText {
	if !strings.Contains(string(n.r), "코팅") {
		return n
	}
	return c.maskNamedAt(n, func(t *term) bool { return c.tax.Middles[t.middle].Key == "vinyl" }, func(t *term, at int) bool {
		rest, f := ending(n, at+len(t.runes))
		if rest != "" && rest != "로" && rest != "으로" || f >= len(n.r) || n.clauseStart[f] {
			return false
		}
		// (not inside a longer name: 비닐 코팅된 종이 is one)
		if c.termAt(n, at, func(u *term) bool { return len(u.runes) > len(t.runes) }) >= 0 {
			return false
		}
		w, _ := wordAfter(n, f)
		return strings.HasPrefix(w, "코팅")
	})
}

// ---- the item said first, a part stuck on it after ----

// copulaEnds end a noun said to be what the thing is before the text
// goes on about it (종이 케이스인데, 상자예요, 통이고).
var copulaEnds = []string{"인데", "이에요", "예요", "이고", "이요", "이구요", "인데요"}

// copulaItemBefore returns, when best is the subject of a verb of
// sticking (stuckSubject: "안쪽 플라스틱 받침이 본드로 붙어서") and an
// earlier clause ends in a name term of another middle said with a
// copula ("선물세트 종이 케이스인데"), that earlier term and its
// position: the text said what the thing is, then what is stuck on it.
// Otherwise -1.
func (c *Catalog) copulaItemBefore(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !stuckSubject(n, pos, len(t.runes)) {
		return -1, 0
	}
	for at := pos; at > 0; {
		w, b := wordBefore(n, at)
		for _, end := range copulaEnds {
			head, ok := strings.CutSuffix(w, end)
			if !ok || head == "" {
				continue
			}
			he := b + len([]rune(head))
			other := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
			if q, qa := c.lastTermIn(n, b, he, other); q >= 0 && qa+len(c.terms[q].runes) == he {
				// (a name written over two words: 쿠키 틴 상자인데)
				if _, pb := wordBefore(n, b); qa == b && pb < b && !n.clauseStart[b] {
					if p := c.termAt(n, pb, other); p >= 0 && pb+len(c.terms[p].runes) == he {
						return p, pb
					}
				}
				return q, qa
			}
			// a material's bare word before a noun of no stream (종이
			// 케이스인데): the material names it
			if b > 0 && !n.clauseStart[b] {
				if _, mb := wordBefore(n, b); mb < b {
					if q := c.termAt(n, mb, func(u *term) bool { return other(u) && u.item < 0 }); q >= 0 && mb+len(c.terms[q].runes) == b {
						return q, mb
					}
				}
			}
		}
		at = b
	}
	return -1, 0
}
