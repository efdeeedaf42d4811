package catalog

import (
	"slices"
	"strings"
)

// Kinds of "which named thing is the item" read in session 28, from the
// misses of the twenty-second held-out set once it was opened.

// ---- the noun a clause of holding, covering or delivering modifies ----

// deliveryWords, right before 온 or 왔던, say the thing came by post
// (택배 온 상자, 배송 왔던 박스): the noun after names what it came in.
var deliveryWords = []string{"택배", "택배로", "배송", "배송으로", "배달", "배달로", "택배에", "선물로"}

// deliveredVerbs follow a deliveryWords word.
var deliveredVerbs = []string{"온", "왔던", "오는", "왔었던"}

// heldHeadWords is how many words may stand between the thing and the
// verb of its clause ("홍보물 배송 때 한 묶음씩 씌워져 온 비닐").
const heldHeadWords = 6

// heldHead returns, when the name term best at pos is followed in its
// clause, within heldHeadWords words, by a verb of holding or covering
// (heldVerbs, cameCovered: 들어 있던, 씌워져 온) or of coming by post
// (택배 온, 배송 왔던), and the word after that verb (or after one bare
// modifier) starts a name term of another middle, that term and its
// position: the holder, the cover or the box is the item, what it held
// or covered is not ("영양제 택배 왔던 박스", "전단지 묶음에 씌워져 온
// 투명 비닐"). heldOrCovered reads the same clause when it follows the
// thing right away; this one lets words stand between.
func (c *Catalog) heldHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	at := wordEnd(n, pos+len(t.runes))
	prev := ""
	for words := 0; at < len(n.r) && !n.clauseStart[at] && words < heldHeadWords; words++ {
		w, next := wordAfter(n, at)
		joined := ""
		if next < len(n.r) && !n.clauseStart[next] {
			w2, _ := wordAfter(n, next)
			joined = w + w2
		}
		end := -1
		switch {
		case slices.Contains(heldVerbs, w), cameCovered(w):
			end = next
		case joined != "" && (slices.Contains(heldVerbs, joined) || cameCovered(joined)):
			end = wordEnd(n, next+1)
		case slices.Contains(deliveredVerbs, w) && slices.Contains(deliveryWords, prev):
			end = next
		}
		if end >= 0 {
			return c.headNoun(n, t.middle, end)
		}
		prev = w
		at = next
	}
	return -1, 0
}

// cameCovered reports whether w is a coverVerbs phrase of coming
// covered (씌워져 온, 감겨 오는): what came over the thing is the item.
// A cover put on it (씌운, 감긴) may be only its wrap, still on.
func cameCovered(w string) bool {
	return slices.Contains(coverVerbs, w) && (strings.HasSuffix(w, "온") || strings.HasSuffix(w, "오는"))
}

// headNoun returns the name term of a middle other than mid that starts
// the word at e, or the word after one bare modifier there (투명, 큰),
// in the same clause; else -1.
func (c *Catalog) headNoun(n normText, mid, e int) (int, int) {
	other := func(u *term) bool { return !u.weak && u.middle != mid && !u.part }
	for words := 0; e < len(n.r) && !n.clauseStart[e] && words < 2; words++ {
		if p := c.termAt(n, e, other); p >= 0 {
			return p, e
		}
		w, next := wordAfter(n, e)
		if endsParticle(w) || c.termAt(n, e, func(*term) bool { return true }) >= 0 {
			return -1, 0
		}
		e = next
	}
	return -1, 0
}

// ---- a part of the thing named where a mishap happened ----

// ownRunEnd is where the noun run that the term of k runes at pos
// starts ends: after the term's own word when it takes a particle, else
// after at most two more words, up to the first that takes one
// ("전자레인지 문 유리에 금이 갔어요": the run ends after 유리에, the door
// glass of the microwave). A term inside the run names a part of the
// thing, not another thing it was near.
func ownRunEnd(n normText, pos, k int) int {
	e := pos + k
	if e >= len(n.r) || !n.tokStart[e] {
		return wordEnd(n, e)
	}
	for words := 0; e < len(n.r) && !n.clauseStart[e] && words < 2; words++ {
		w, next := wordAfter(n, e)
		e = next
		if endsParticle(w) {
			break
		}
	}
	return e
}

// ---- a bag's worth ----

// bagSuffixes end a holder's name that, said to be full or to have come
// to one, measures what it holds (비닐봉투로 하나 나왔어요).
var bagSuffixes = []string{"봉투", "봉지", "포대", "자루", "마대"}

// cameToVerbs, after a count, say what was gathered came to that many
// holders (봉투로 하나 나왔어요, 두 자루 모였어요).
var cameToVerbs = []string{"나왔", "나온", "나와", "나오", "모였", "모인", "모아", "찼", "찬", "됐", "된", "나옴"}

// cameToBag reports whether the holder term of k runes at pos, a bag's
// name (bagSuffixes), is followed by 로 or 으로, a count and a verb of
// coming to ("비닐봉투로 하나 나왔는데", "쓰레기봉투로 두 개 찼어요"): a
// measure of what was gathered, not a bag thrown away.
func cameToBag(n normText, pos, k int) bool {
	w := string(n.r[pos : pos+k])
	if !slices.ContainsFunc(bagSuffixes, func(s string) bool { return strings.HasSuffix(w, s) }) {
		return false
	}
	rest, f := ending(n, pos+k)
	if rest != "로" && rest != "으로" {
		return false
	}
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 4; words++ {
		w, next := wordAfter(n, f)
		switch {
		case startsWithAny(w, cameToVerbs):
			return words > 0
		case countWordsKo[w] || w == "개" || w == "가득" || strings.HasPrefix(w, "하나") || strings.HasPrefix(w, "둘") || fullnessAdverbs38[w]:
		default:
			return false
		}
		f = next
	}
	return false
}

// ---- a part's own colour or material ----

// fixedParts are parts fixed on a thing that a colour or a material may
// be said of without the thing being so ("손잡이만 쇠로 된 바구니": the
// basket is not metal); ofPart reads them beside colouredParts.
var fixedParts = []string{"손잡이", "고리", "다리", "바퀴", "경첩", "나사", "테두리", "받침", "지퍼", "스프링"}

// ---- a thing said to be all metal ----

// madeOfHeads are the nouns a clause of material may modify that stand
// for the thing itself (쇠로 된 거, 스텐으로 만든 제품이에요).
var madeOfHeads = []string{"거", "것", "건", "게", "제품", "부품", "물건", "애들", "통", "재질"}

// madeOfWhole are madeOfVerbs (kinds12.go) and the forms of 돼 있다
// that say the same, joined (돼있는, 되어있는).
var madeOfWhole = append(slices.Clone(madeOfVerbs), "돼있는", "되어있는")

// madeOfMetal returns, when the name term best is of general or plastic
// and the text says, in a clause of its own about the thing, that it is
// made of a metal ("열쇠고리들, 쇠로 된 거 한 뭉치", "빨래집게인데 전부
// 알루미늄으로 만든 거예요", or right before it: "알루미늄으로 만든
// 빨래집게"), the metal's term and its position: the
// thing goes with metal. A part said to be metal (손잡이가 쇠로 된) is a
// part of another material, read by the tags, and is left alone.
func (c *Catalog) madeOfMetal(n normText, best, pos int) (int, int) {
	key := c.tax.Middles[c.terms[best].middle].Key
	if key != "general" && key != "plastic" {
		return -1, 0
	}
	metal := func(u *term) bool { return c.tax.Middles[u.middle].Key == "metal_can" && u.item < 0 }
	i := slices.IndexFunc(saidMaterials, func(sm saidMaterial) bool { return sm.middle == "metal_can" })
	for _, w := range saidMaterials[i].words {
		for at := range occurrences(n, []rune(w), 0) {
			if !n.tokStart[at] {
				continue
			}
			rest, f := ending(n, at+len([]rune(w)))
			if rest != "로" && rest != "으로" || f >= len(n.r) || n.clauseStart[f] {
				continue
			}
			verb, g := wordAfter(n, f)
			if verb == "돼" || verb == "되어" {
				// (돼 있는, 되어 있는 written apart)
				if g < len(n.r) && !n.clauseStart[g] {
					more, h := wordAfter(n, g)
					verb, g = verb+more, h
				}
			}
			if !slices.ContainsFunc(madeOfWhole, func(v string) bool { return verb == v || verb == v+"거" || verb == v+"것" }) {
				continue
			}
			if !strings.HasSuffix(verb, "거") && !strings.HasSuffix(verb, "것") {
				if g >= len(n.r) || n.clauseStart[g] {
					continue
				}
				if head, _ := wordAfter(n, g); !startsWithAny(head, madeOfHeads) && g != pos {
					continue
				}
			}
			if at > 0 && !n.clauseStart[at] {
				// a part named with a particle right before (손잡이가
				// 쇠로 된) is the part's material
				if before, _ := wordBefore(n, at); endsParticle(before) && !slices.Contains([]string{"전부", "다", "모두", "몽땅"}, before) {
					continue
				}
			}
			if p := c.termAt(n, at, metal); p >= 0 {
				return p, at
			}
		}
	}
	return -1, 0
}

// ---- what the thing was fastened with ----

// fastenStems start the verbs of fastening something with a tool or a
// binding (호치키스로 찍혀, 끈으로 묶어, 핀으로 꽂아, 테이프로 붙여).
var fastenStems = []string{"찍혀", "찍어", "찍힌", "찍었", "박혀", "박아", "박은", "고정", "묶어", "묶인", "묶은", "묶었", "감아", "감긴", "감은", "집혀", "집어", "집은", "꽂혀", "꽂아", "꽂은", "붙여", "붙인", "붙였", "엮어", "엮은"}

// fastenedWith returns, when the term best at pos takes 로 or 으로 and
// a verb of fastening follows within two words ("주문서가 호치키스로
// 손잡이에 찍혀 있어요", "신문 뭉치, 노끈으로 묶었어요"), the best name
// term elsewhere and its position: what the thing was fastened with is
// a tool or a binding, not the item.
func (c *Catalog) fastenedWith(n normText, best, pos int) (int, int) {
	if c.terms[best].item < 0 {
		// (a material with 로 says what a part is made of: 주둥이가
		// 플라스틱으로 박혀 있어요)
		return -1, 0
	}
	rest, f := ending(n, pos+len(c.terms[best].runes))
	if rest != "로" && rest != "으로" {
		return -1, 0
	}
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 2; words++ {
		w, next := wordAfter(n, f)
		if startsWithAny(w, fastenStems) {
			return c.bestTiered(mask(n, pos, len(c.terms[best].runes)), named)
		}
		f = next
	}
	return -1, 0
}

// ---- a refinement said of a thing set against ----

// phraseSetAgainst reports whether the word that ends at rune end of n
// modifies a noun phrase set against the item: an insteadWords word
// follows within the next two words of its clause ("갈색 페트병 말고 투명
// 페트병", "초록 소주병 말고"). A colour or material said there is the
// other thing's.
func phraseSetAgainst(n normText, end int) bool {
	e := wordEnd(n, end)
	for words := 0; e < len(n.r) && !n.clauseStart[e] && words < 2; words++ {
		w, next := wordAfter(n, e)
		if setAgainst(n, next) || slices.ContainsFunc(insteadWords, func(iw []rune) bool { return strings.HasPrefix(w, string(iw)) }) {
			return true
		}
		e = next
	}
	return false
}

// ---- a product's own material ----

// materialOfProduct reports whether the English term of k runes at at,
// one that names packaging when said beside a product (foam), is said of
// the product at pos itself: it ends right before the product's noun,
// or one bare word before it ("foam mattress", "memory foam pillow",
// "foam sofa cushions"). The product is then made of it, not packed in
// it.
func materialOfProduct(n normText, pos, at, k int) bool {
	if !isASCIIAlnum(n.r[at]) || at > pos || n.clauseStart[pos] || !n.tokStart[pos] {
		return false
	}
	e := at + k
	if e == pos {
		return true
	}
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, next := wordAfter(n, e)
	return next == pos && !englishFunctionWords[w]
}

// ---- a battery taken out and kept ----

// takenOutAdnominals, right before a battery, say it is the one taken
// out of a device (뺀 건전지, 빼낸 AA, 꺼낸 배터리).
var takenOutAdnominals = []string{"뺀", "빼낸", "꺼낸", "분리한", "빼놓은", "빼둔", "빼놨던", "빼뒀던"}

// keptOutStems, after a battery (and perhaps 따로, 미리), say it was
// taken out and kept aside (따로 빼놨음, 빼 뒀어요, 꺼내 놨어요): the
// battery is what is asked about, not a part set aside from the item.
var keptOutStems = []string{"빼놨", "빼놓았", "빼뒀", "빼두었", "빼놓은", "꺼내놨", "꺼내놓았", "꺼내뒀", "분리해놨", "분리해뒀", "빼놓음", "빼둠", "꺼내놓음", "꺼내둠", "분리해둠"}

// keptOutSkips may stand between the battery and its verb.
var keptOutSkips = []string{"따로", "미리", "먼저", "다", "전부", "이미"}

// batteryTakenOut returns, when best is not a battery and the text names
// a battery taken out of a device and kept or asked about ("전자담배
// 배터리 따로 빼놨음 이거 어디임", "빼낸 AA 한 줌은 어디 모아요?"), the
// battery's term and its position: a battery taken out of a device is
// battery, whatever the device is.
func (c *Catalog) batteryTakenOut(n normText, best int) (int, int) {
	if c.tax.Middles[c.terms[best].middle].Key == "battery" {
		return -1, 0
	}
	battery := func(u *term) bool { return u.tier() == tierName && c.tax.Middles[u.middle].Key == "battery" }
	// (only where a battery's term starts a word: the positions, in
	// order, then the longest such term at each)
	var starts []int
	for i := range c.terms {
		if battery(&c.terms[i]) {
			for at := range occurrences(n, c.terms[i].runes, 0) {
				if n.tokStart[at] {
					starts = append(starts, at)
				}
			}
		}
	}
	slices.Sort(starts)
	for _, at := range slices.Compact(starts) {
		p := c.termAt(n, at, battery)
		if at > 0 && !n.clauseStart[at] {
			if w, _ := wordBefore(n, at); slices.Contains(takenOutAdnominals, w) {
				return p, at
			}
		}
		rest, f := ending(n, at+len(c.terms[p].runes))
		if rest == "은" || rest == "는" {
			// (배터리는 빼놨어요: set in contrast to the device, which
			// is the item)
			continue
		}
		for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 3; words++ {
			w, next := wordAfter(n, f)
			if w == "빼" || w == "꺼내" || w == "분리해" {
				if next < len(n.r) && !n.clauseStart[next] {
					more, _ := wordAfter(n, next)
					w += more
				}
			}
			if startsWithAny(w, keptOutStems) {
				// (빼놨고 장난감 버리려고요: the clause goes on to the
				// thing thrown away)
				if strings.HasSuffix(w, "고") {
					break
				}
				return p, at
			}
			if !slices.Contains(keptOutSkips, w) {
				break
			}
			f = next
		}
	}
	return -1, 0
}

// ---- a bureau named by what it does ----

// placeGlued reports whether the word of n goes on after rune e, with
// no space, with 국 or 장 and at most a particle (라디오국, 라디오국에서,
// 눈썰매장, 스케이트장에서): the term that ends at e names a bureau (a
// radio station) or a venue (a sledding slope), not a thing. A food's
// term before 국 is a soup and before 장 a paste (고추장) or kimchi-making
// (김장), and is left to the caller; furniture named with 장 (신발장,
// 서랍장) is a term of its own.
func placeGlued(n normText, e int) bool {
	if e <= 0 || e >= len(n.r) || n.tokStart[e] {
		return false
	}
	rest, _ := ending(n, e)
	for _, suffix := range []string{"국", "장"} {
		if p, ok := strings.CutPrefix(rest, suffix); ok && slices.Contains(shopParticles, p) {
			return true
		}
	}
	return false
}

// ---- in English, a holder full of what is thrown away ----

// measureHoldersEn are holders' nouns that may finish the holder's noun
// run before "full of" (a paper cup full of, a plastic tub full of).
var measureHoldersEn = []string{"bag", "bags", "bucket", "buckets", "sack", "sacks", "bin", "bins", "tub", "tubs", "tray", "trays", "basket", "baskets", "cup", "cups", "box", "boxes", "crate", "crates", "jar", "jars", "carton", "cartons"}

// fullOfEnglish returns, when the English term best at pos (with at most
// two holder nouns finishing its run) is followed by "full of" and a name
// term of another middle after that, the term and its position: the
// holder measures what is thrown away ("a paper cup full of sunflower
// seed shells").
func (c *Catalog) fullOfEnglish(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !isASCIIAlnum(t.runes[0]) {
		return -1, 0
	}
	e := wordEnd(n, pos+len(t.runes))
	for words := 0; e < len(n.r) && !n.clauseStart[e] && words < 2; words++ {
		w, next := wordAfter(n, e)
		if w == "full" && next < len(n.r) && !n.clauseStart[next] {
			if of, after := wordAfter(n, next); of == "of" {
				return c.bestTerm(mask(n, 0, after), func(u *term) bool { return u.tier() == tierName && u.middle != t.middle && !u.part })
			}
		}
		if !slices.Contains(measureHoldersEn, w) {
			break
		}
		e = next
	}
	return -1, 0
}

// attachVerbs, as adnominals, say what follows is fixed on the noun
// before them (문에 붙은 유리판, 문에 달린 유리).
var attachVerbs = []string{"붙은", "달린", "끼워진", "박힌", "붙어있는", "달려있는", "끼워져있는", "박혀있는"}

// attachedAfter reports whether the word at rune e is an attachVerbs
// word (one or two written words) and rune at starts the word after it:
// what starts at at is fixed on the noun run that ends at e.
func attachedAfter(n normText, e, at int) bool {
	if e >= len(n.r) || n.clauseStart[e] {
		return false
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(attachVerbs, w) && next < len(n.r) && !n.clauseStart[next] {
		more, after := wordAfter(n, next)
		w, next = w+more, after
	}
	return slices.Contains(attachVerbs, w) && next == at
}

// fixedOnPlace reports whether the word before rune i ends in 에 (문에
// 달린): what the verb at i says fixed is fixed on that place, a part of
// it; "마개 달린 종이 용기" is a container that has a cap.
func fixedOnPlace(n normText, i int) bool {
	if i <= 0 || n.clauseStart[i] {
		return false
	}
	w, _ := wordBefore(n, i)
	return strings.HasSuffix(w, "에")
}
