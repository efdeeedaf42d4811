package catalog

import (
	"iter"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// The tag reader's questions about whose condition a word names: the
// item's own part (SituationTag.OwnPart), a noun a trigger is said of
// that is not the item (SituationTag.NotSaidOf), and a tag another tag
// implies (SituationTag.ImpliedBy).

// impliedBy reports whether a tag already set (tags) implies tm on
// middle with one of its words in n (SituationTag.ImpliedBy).
func (tm tagMatcher) impliedBy(tags []string, n normText, middle string) bool {
	for _, im := range tm.implied {
		if slices.Contains(tags, im.tag) && slices.Contains(im.middles, middle) && anyTagWord(n, im.words) {
			return true
		}
	}
	return false
}

// triggered reads the trigger words of a tag with objects: condSet when
// one occurs, is not negated and is not said of a NotSaidOf noun,
// condCleared when every one that occurs is negated ("nothing stuck on
// it", "코팅 안 된") or said of such a noun ("라벨이 안 떨어져요" for
// mixed_material), condSilent when none occurs.
// (the middle's own triggers count too: an unopened bottle has its cap
// on; tagunopened.go)
func (tm tagMatcher) triggered(r *korean.Reading, n normText, middle string) int {
	said := false
	for _, w := range slices.Concat(tm.words, tm.middleWords[middle]) {
		if tagAt(n, w) < 0 {
			continue
		}
		// a predicate trigger denied; an object word's negation is its
		// state's business ("didn't take the cap off")
		if !tm.objectWord(w) && r.Negated(w.raw) {
			said = true
			continue
		}
		// "씻어도 안 빠져요", "빨아도 잘 안 빠지는": what will not wash
		// out is a stain, no part that will not come off
		if r.WashResisted(w.raw) {
			said = true
			continue
		}
		if len(tm.notSaidOf) == 0 || !heldBy(r.Heads(w.raw), tm.notSaidOf) {
			return condSet
		}
		said = true
	}
	if said {
		return condCleared
	}
	return condSilent
}

// notNow reports whether the Korean trigger w at p runs on, in its word,
// into a past that is over, a condition or a recollection ("물이 좀
// 있었는데 버렸어요", "남았었는데", "물 좀 있으면 비워요?", "있던") or a
// fear ("비 맞을까 봐"): the text does not say the condition holds now.
func notNow(n normText, p int, w tagWord) bool {
	e := p + len(w.runes)
	if !korean.HasHangul(w.raw) || e >= len(n.r) || n.tokStart[e] {
		return false
	}
	k := e
	for k < len(n.r) && !n.tokStart[k] {
		k++
	}
	rest := string(n.r[e:k])
	// 남았던데, 있던데요, 남았던걸: what the speaker found, holding now
	// (not 남았던 우유, 있던 거: what was there)
	if strings.HasPrefix(rest, "던데") || strings.HasPrefix(rest, "던걸") {
		return false
	}
	// 맞을까 봐, 젖을지도: feared, not happened
	for _, x := range []string{"으면", "면", "던", "을까", "ㄹ까", "을지"} {
		if strings.HasPrefix(rest, x) {
			return true
		}
	}
	// the past of being there (있었는데) or a past of the past (남았었는데)
	// is over; the past of an event (묻었어요, 깨먹었어요) is what holds now
	last := n.r[e-1]
	return strings.HasPrefix(rest, "었") && (last == '있' || last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 20)
}

// objectWord reports whether the trigger w names one of tm's objects
// (labels is a label).
func (tm tagMatcher) objectWord(w tagWord) bool {
	return slices.ContainsFunc(tm.objects, func(o string) bool { return strings.HasPrefix(string(w.runes), o) })
}

// heldBy reports whether one of heads (korean.Reading.Heads) names one of
// nouns: equal to it, a phrase whose last word it is ("egg shells" ends
// with the word shells), or, in Korean, a phrase or compound ending with
// it ("계란 껍질", 계란껍질 end with 껍질, while 계란판 is no 계란).
func heldBy(heads, nouns []string) bool {
	for _, h := range heads {
		for _, ns := range nouns {
			if h == ns || strings.HasSuffix(h, " "+ns) || korean.HasHangul(ns) && strings.HasSuffix(h, ns) {
				return true
			}
		}
	}
	return false
}

// ownPart reports whether every mention of tm's objects is the item's own
// part (SituationTag.OwnPart): it belongs to one of the owners (the end
// of the owner word: 아이스박스 is a 박스; a mention with no owner written
// belongs to the item, itemTerm) or one of the conditions is
// said of it. A tag without OwnPart never is.
func (tm tagMatcher) ownPart(r *korean.Reading, itemTerm []rune) bool {
	if len(tm.ownOwners) == 0 {
		return false
	}
	seen := false
	for _, o := range tm.objects {
		for _, m := range r.Mentions(o) {
			seen = true
			owner := string(compact(m.Owner))
			if owner == "" {
				// "pizza box, the lid's fine": the item's own lid
				owner = string(itemTerm)
			}
			own := owner != "" && slices.ContainsFunc(tm.ownOwners, func(w string) bool { return strings.HasSuffix(singular(owner), w) })
			if !own && m.Said != "" {
				said := normalize(m.Said)
				own = slices.ContainsFunc(tm.ownConditions, func(w tagWord) bool { return tagAt(said, w) >= 0 })
			}
			if !own {
				return false
			}
		}
	}
	return seen
}

// ownerItem is the item a lid with no owner written belongs to: the
// matched term itemTerm, unless it names no owner (a material: 스텐,
// 스테인리스) and the text names the item by an owner noun of the same
// middle ("스텐 냄비 두 개 버려요, 뚜껑까지 스테인리스예요": the pot's own
// lid). An owner of another middle (택배 박스 for a bottle) is not the
// item.
func (c *Catalog) ownerItem(tm tagMatcher, text string, itemTerm []rune, middle string) []rune {
	mi, ok := c.middleIdx[middle]
	if len(tm.ownOwners) == 0 || !ok || slices.ContainsFunc(tm.ownOwners, func(o string) bool { return strings.HasSuffix(string(itemTerm), o) }) {
		return itemTerm
	}
	for _, w := range plainWords(text) {
		stem := strings.TrimRight(w, "이가은는도을를랑")
		for _, o := range tm.ownOwners {
			if !korean.HasHangul(o) || utf8.RuneCountInString(o) < 2 || !strings.HasSuffix(stem, o) {
				continue
			}
			if best, _ := c.bestTerm(normalize(o), func(t *term) bool { return !t.weak && t.middle == mi }); best >= 0 {
				return []rune(o)
			}
		}
	}
	return itemTerm
}

// objectIsItem reports whether the object of a tag with objects is the
// item itself rather than a part left on it: the item's name holds the
// object word (냄비 뚜껑, 은박 접시) or the object word is written right
// before it, naming its material (은박 호일, "foil tray"). A lid named
// only by the weak word that matched the item, and said to be still on
// ("은박 뚜껑이 아직 붙어 있음"), is on something else: the item.
func (c *Catalog) objectIsItem(tm tagMatcher, n normText, itemTerm []rune, state korean.State) bool {
	item := string(itemTerm)
	if item == "" || state == korean.StatePresent && c.isWeak(item) {
		return false
	}
	for _, o := range tm.objects {
		if strings.Contains(item, o) {
			if strings.HasPrefix(item, o) && len(item) > len(o) && count(occurrences(n, []rune(o), 0)) > count(occurrences(n, itemTerm, 0)) {
				// "펌프 용기인데 펌프가 안 빠져요": the object names the
				// kind of container and is named again on its own, as a
				// part on it (session 28)
				continue
			}
			return true
		}
		if occurs(n, []rune(o+item)) >= 0 {
			return true
		}
	}
	return false
}

// count is how many positions seq yields.
func count(seq iter.Seq[int]) int {
	k := 0
	for range seq {
		k++
	}
	return k
}

// isWeak reports whether the compact word w is only a Middle.Weak term.
func (c *Catalog) isWeak(w string) bool {
	i, ok := c.termIdx[w]
	return ok && c.terms[i].weak
}

// namesContents reports whether every mention of the Korean tag word w
// is a bare noun (alone or the head of a compound: 굴소스) right before
// the name of an item or container, or glued to it (소스병), naming what
// it held or is for ("스파게티 소스 유리병", "양념 치킨 상자"), or a noun
// followed by a verb saying the item held it before ("소스 담겨 있던
// 병"), not its condition ("소스 묻은 용기", "양념 물이 들었어요", "소스
// 담겨 있어요").
func (c *Catalog) namesContents(text string, tw tagWord) bool {
	w := tw.raw
	if !korean.HasHangul(w) || strings.Contains(w, " ") || adnominalForm(w) || nounForm(tw) {
		return false
	}
	toks := korean.Tokens(text)
	seen := false
	for i, t := range toks {
		if !strings.Contains(t.Surface, w) {
			continue
		}
		// "소스병", "양념통의": the word glued to the name of the item or
		// container it held
		if rest, ok := strings.CutPrefix(t.Stem, w); ok && t.Kind == korean.KindNoun && rest != "" && c.namesItem(rest) {
			seen = true
			continue
		}
		// "굴소스 병", "바베큐소스 통": a compound whose head is the word,
		// written bare like the word itself
		if t.Kind != korean.KindNoun || !strings.HasSuffix(t.Stem, w) || t.Surface != t.Stem || i+1 >= len(toks) {
			return false
		}
		// "소스 담겨 있던 용기", "양념 들었던 통": what the item held
		// before, not what is on it now
		if korean.HeldBefore(toks[i+1:]) {
			seen = true
			continue
		}
		// the bare nouns after it, up to one that names an item
		named := false
		for k := i + 1; k < len(toks) && k <= i+2 && !named; k++ {
			next := toks[k]
			// 난, 간, 진 alone are verbs' adnominal forms ("산산조각 난")
			if next.Kind != korean.KindNoun || utf8.RuneCountInString(next.Surface) == 1 && adnominalForm(next.Surface) {
				break
			}
			best, _ := c.bestTerm(normalize(next.Stem), func(*term) bool { return true })
			named = best >= 0
			if next.Particle != "" {
				break
			}
		}
		if !named {
			return false
		}
		seen = true
	}
	return seen
}

// namesItem reports whether the compact noun s names an item or a
// container term of the taxonomy (병, 통, 용기).
func (c *Catalog) namesItem(s string) bool {
	_, ok := c.termIdx[string(normalize(s).r)]
	return ok
}

// nounForm reports whether the Hangul tag word is a verb's noun form
// (떡짐, 묻음, 깨짐: one that a "~" stem stood for, or one ending in 음 or
// 짐): such a word before a noun says what happened, not what the noun
// held ("양념 떡짐 물티슈로 닦아도 안 됨"). A noun that only ends in ㅁ
// (양념) is no such form.
func nounForm(w tagWord) bool {
	return w.nounForm || strings.HasSuffix(w.raw, "음") || strings.HasSuffix(w.raw, "짐")
}

// adnominalForm reports whether the Hangul word ends in a syllable closed
// by ㄴ or ㄹ, as the adnominal forms of verbs do (부스러진, 깨진, 남을):
// such a word before a noun describes it.
func adnominalForm(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	tail := syllableFinal(r)
	return tail == finalN || tail == finalL
}

// The final consonants (받침) syllableFinal tells apart, by their index
// in the Unicode Hangul syllable block.
const (
	finalNone = 0
	finalN    = 4 // ㄴ
	finalL    = 8 // ㄹ
)

// syllableFinal returns the index of the final consonant of the Hangul
// syllable r (finalNone for an open syllable, finalN for ㄴ, finalL for
// ㄹ …), or -1 when r is no Hangul syllable.
func syllableFinal(r rune) int {
	if r < 0xAC00 || r > 0xD7A3 {
		return -1
	}
	return int((r - 0xAC00) % 28)
}

// planned reports whether the Undone word w found at p is only asked about
// or owed, not done: its word or the next one ends in the necessity -야
// with 돼/되/대/하/할 after it ("말려서 내야 돼요?", "씻어야 하나요",
// "헹궈서 버려야대요"), or in English it follows to, should, must or need
// ("do I have to dry them first", "should I rinse it"). Drying that is
// still owed leaves the item wet; a rinse still owed leaves it dirty.
func planned(n normText, p int, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		// the up to three words before w
		end := p
		for words := 0; end > 0 && words < 3; words++ {
			start := end - 1
			for start > 0 && !n.tokStart[start] {
				start--
			}
			switch string(n.r[start:end]) {
			case "to", "should", "must", "need", "needs", "gotta":
				return true
			}
			end = start
		}
		return false
	}
	e := p + len(w.runes)
	end := e
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	// this word and the next
	next := end
	for next < len(n.r) && (next == end || !n.tokStart[next]) {
		next++
	}
	span := n.r[e:next]
	for i, r := range span {
		if r != '야' {
			continue
		}
		if i+1 == len(span) {
			return true // "씻어야" before a clause end
		}
		switch span[i+1] {
		case '돼', '되', '대', '하', '할', '됨', '됩', '겠':
			return true
		}
	}
	return false
}

// concessive reports whether the Undone word w found at p is said in vain:
// in Korean its word runs on into the concessive -도 ("아무리 헹궈도",
// "씻었는데도", "세척해도", "닦아 봐도"), or 아무리 stands right before
// it; in English "even after", "even though" or "no matter how" comes
// within the five words before it ("even after I scrubbed it"). A wash
// tried in vain undoes nothing: the stain or the wet is still there.
// A noun undone word with the particle 도 ("세척도 했어요": washed too) is
// no concession.
func concessive(n normText, p int, w tagWord) bool {
	before := func(k int) []string {
		var out []string
		end := p
		for end > 0 && len(out) < k {
			start := end - 1
			for start > 0 && !n.tokStart[start] {
				start--
			}
			out = append(out, string(n.r[start:end]))
			end = start
		}
		return out
	}
	if !korean.HasHangul(w.raw) {
		ws := before(5)
		for i, x := range ws {
			switch {
			case x == "matter" && i+1 < len(ws) && ws[i+1] == "no":
				return true
			case x == "after" || x == "though":
				if i+1 < len(ws) && ws[i+1] == "even" {
					return true
				}
			}
		}
		return false
	}
	if ws := before(1); len(ws) == 1 && ws[0] == "아무리" {
		return true
	}
	e := p + len(w.runes)
	end := e
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	rest := string(n.r[e:end])
	if rest == "" && end < len(n.r) {
		// "닦아 봐도": the concession on the helping verb
		next := end + 1
		for next < len(n.r) && !n.tokStart[next] {
			next++
		}
		rest = string(n.r[end:next])
		return strings.HasPrefix(rest, "봐") && strings.HasSuffix(rest, "도")
	}
	if !strings.HasSuffix(rest, "도") {
		return false
	}
	if rest == "도" {
		// 헹궈도, 닦아도 (a verb's 어 form), not 세척도, 헹굼도 (a noun)
		last := w.runes[len(w.runes)-1]
		return last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 0
	}
	return true
}

// onlyAsPlace reports whether every Korean word of text naming one of
// objects names it as the place a sticker, label or writing is on (뚜껑에
// 스티커, 뚜껑 위에 바코드): what is said there is of the sticker, and a
// sticker on the lid is no lid left on. A text with no such word, or
// English, is not; a part on the lid (뚜껑에 은박) is not a place only.
func onlyAsPlace(text string, objects []string) bool {
	fs := strings.Fields(strings.ToLower(text))
	seen := false
	for i, f := range fs {
		f = strings.TrimRight(f, ",.!?")
		for _, o := range objects {
			k := strings.Index(f, o)
			if k < 0 || !korean.HasHangul(o) {
				continue
			}
			rest, after := f[k+len(o):], i+1
			// 뚜껑 위에, 뚜껑 안쪽에: the lid's side named as the place
			// (뚜껑 안쪽에만, 뚜껑에만: the place singled out)
			if rest == "" && i+1 < len(fs) && slices.Contains(lidSides, strings.TrimSuffix(strings.TrimRight(fs[i+1], ",.!?"), "만")) {
				rest, after = "에", i+2
			}
			switch rest {
			case "에", "에다", "에다가", "에는", "에도", "엔", "에만":
				if !marked(fs[after:]) {
					return false
				}
				seen = true
			default:
				return false
			}
		}
	}
	return seen
}

// markWords are what sits on a lid without being a part of the package:
// a mark, or a residue (뚜껑 안쪽에 국물 묻음: the lid is where the
// stain is).
var markWords = []string{"스티커", "라벨", "상표", "송장", "바코드", "테이프", "가격표", "이름", "글씨", "낙서",
	"묻", "자국", "얼룩", "곰팡", "찌꺼기", "기름때"}

// lidSides are the sides of a lid named as a place after it (뚜껑 위에,
// 뚜껑 안쪽에).
var lidSides = []string{"위에", "안쪽에", "안에", "밑에", "겉에", "쪽에", "테두리에", "가장자리에", "뒷면에", "안쪽", "위"}

// marked reports whether one of the next three words names a mark.
func marked(next []string) bool {
	for _, f := range next[:min(3, len(next))] {
		if slices.ContainsFunc(markWords, func(m string) bool { return strings.Contains(f, m) }) {
			return true
		}
	}
	return false
}

// amountWords say how much of something there is (조금 남았어요, 반쯤
// 남음); they stand between a noun and what is said of it.
var amountWords = map[string]bool{
	"좀": true, "조금": true, "약간": true, "쪼끔": true, "쫌": true, "반": true, "반쯤": true, "절반": true,
	"많이": true, "아직": true, "꽤": true, "한": true, "두": true, "숟갈": true, "숟가락": true, "한숟갈": true,
	"정도": true, "쯤": true, "더": true, "살짝": true, "다": true, "컵": true, "모금": true, "한모금": true,
}

// leftPlaces are where in the item something is left ("바닥에 조금
// 남았어요").
var leftPlaces = map[string]bool{"바닥에": true, "밑에": true, "밑바닥에": true, "안에": true, "속에": true, "안쪽에": true, "아래에": true}

// leftStems begin the words that say something is left or held inside
// (남았어요, 남아 있음, 남은 채, 들어 있어요).
var leftStems = []string{"남았", "남아", "남음", "남은", "남겨", "남긴", "들어있", "들어 있"}

// leftAsContents reports whether the Korean trigger w is a noun said, at
// one of its mentions, to be left in the item ("소스 조금 남았어요",
// "양념이 반쯤 남아 있어요": the word, a particle at most, amount words,
// then a word of leftStems) and at no mention said otherwise: the
// substance is the contents, not a residue or a condition of the item.
// A residue by name (what the contents tag is not said of: 기름기, 얼룩)
// stays one. A
// mention inside a longer noun (소스병, 소스통) or before a word naming an
// item (굴소스 유리병) names a thing and is not read.
func (c *Catalog) leftAsContents(n normText, w tagWord) bool {
	if !korean.HasHangul(w.raw) || strings.Contains(w.raw, " ") {
		return false
	}
	// 기름기, 얼룩, 찌꺼기: what the contents tag is never said of is a
	// residue wherever it is left
	for _, tm := range c.tags {
		if tm.itemOnly && heldBy([]string{w.raw}, tm.notSaidOf) {
			return false
		}
	}
	left := false
	for p := range occurrences(n, w.runes, 0) {
		e := p + len(w.runes)
		end := e
		for end < len(n.r) && !n.tokStart[end] {
			end++
		}
		// "흙탕물이": a compound of the word naming a water
		switch strings.TrimPrefix(string(n.r[e:end]), "물") {
		case "", "이", "가", "은", "는", "도", "만":
		default:
			continue
		}
		if end < len(n.r) {
			next := end + 1
			for next < len(n.r) && !n.tokStart[next] {
				next++
			}
			if best, _ := c.bestTerm(normText{r: n.r[end:next], tokStart: n.tokStart[end:next], tokEnd: n.tokEnd[end:next]}, func(t *term) bool { return !t.weak }); best >= 0 {
				continue
			}
		}
		said := false
		for skipped := 0; end < len(n.r) && skipped <= 2; skipped++ {
			next := end + 1
			for next < len(n.r) && !n.tokStart[next] {
				next++
			}
			word := string(n.r[end:next])
			if slices.ContainsFunc(leftStems, func(s string) bool { return strings.HasPrefix(word, string(compact(s))) }) {
				said = true
				break
			}
			// "바닥에 조금 남아 있어요": where in the item it is left
			if !amountWords[word] && !leftPlaces[word] {
				break
			}
			end = next
		}
		if !said {
			return false
		}
		left = true
	}
	return left
}

// contrasted reports whether the Korean trigger w, or the noun it
// modifies, is followed by 말고 at one of its mentions ("깨진 타일 조각도
// 있는데 깨진 거 말고 멀쩡한 타일은요", "젖은 상자 말고"): "not that one
// but …", said of what the item is set against, wherever else the word
// occurs.
func contrasted(n normText, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		return false
	}
	for p := range occurrences(n, w.runes, 0) {
		if contrastedAt(n, p, w) {
			return true
		}
	}
	return false
}

func contrastedAt(n normText, p int, w tagWord) bool {
	end := p + len(w.runes)
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	for k := 0; k < 2 && end < len(n.r); k++ {
		next := end + 1
		for next < len(n.r) && !n.tokStart[next] {
			next++
		}
		word := string(n.r[end:next])
		if strings.HasPrefix(word, "말고") || strings.HasPrefix(word, "말구") {
			return true
		}
		end = next
	}
	return false
}

// locative reports whether the Korean trigger w at p ends a word marked
// 에서 ("흙탕물에서 뛰어놀아서", "기름때 낀 주방에서"): the place where
// something happened, not a condition said of the item.
func locative(n normText, p int, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		return false
	}
	end := p + len(w.runes)
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	word := string(n.r[p:end])
	for _, suf := range []string{"에서", "에서는", "에서도", "에서만"} {
		if strings.HasSuffix(word, suf) {
			return true
		}
	}
	return false
}

// capNamedApart reports whether every mention of a cap, lid or pump in
// text names something else than a cap on the item: the lid's own part
// ("뚜껑 실리콘 패킹이 안 빠져요": the packing, not the lid, is what will
// not come out), or a thing of its own in a numbered or slashed list
// ("1. 유연제 통 2. 뚜껑 3. 계량컵", "통 / 뚜껑 / 컵"), which is thrown
// away beside the item, not on it.
func capNamedApart(text string) bool {
	lower := strings.ToLower(text)
	rest := lidPart.ReplaceAllString(lower, " ")
	apart := rest != lower
	elems := listSeparators.Split(rest, -1)
	if len(elems) > 2 {
		for i, e := range elems {
			if w := strings.TrimSpace(e); slices.Contains(capNouns, w) {
				elems[i] = " "
				apart = true
			}
		}
		rest = strings.Join(elems, " / ")
	}
	if !apart {
		return false
	}
	return !slices.ContainsFunc(capNouns, func(c string) bool { return strings.Contains(rest, c) })
}

var (
	// a lid's own part: 뚜껑 패킹, 뚜껑의 고무링, 뚜껑 실리콘 패킹, lid seal
	lidPart = regexp.MustCompile(`(뚜껑|마개|캡)(의)?\s*(실리콘|고무)?\s*(패킹|고무링|고무 링|고무|실리콘|실링)|\b(lid|cap)('s)?\s*(silicone|rubber)?\s*(seal|gasket|ring)s?\b`)
	// what separates the things of a list written as a list: numbers
	// (1. 2) ①), slashes, bullets and dashes, line ends
	listSeparators = regexp.MustCompile(`(?:^|\s)\d+[.)]\s|[①-⑳]|[/·•\n—–]|\s-\s`)
	// capNouns are the words a list names a cap by when it lists it alone
	capNouns = []string{"뚜껑", "뚜껑들", "마개", "캡", "뚜껑 하나", "뚜껑 두 개", "뚜껑 2개", "lid", "lids", "cap", "caps", "the lid", "the cap"}
)

// capWordsRe names a cap or lid in capGoneRes.
const capWordsRe = `(뚜껑|두껑|뚜겅|마개|캡|caps?|lids?|tops?)`

// capGoneRe is one phrasing of a cap or lid lost or put out elsewhere;
// loss is the index of the submatch that says so (잃어버, 따로 버, lost,
// in the can bin), read for negation.
type capGoneRe struct {
	re   *regexp.Regexp
	loss int
}

// capGoneRes say the cap or lid is lost or went out elsewhere ("뚜껑은
// 잃어버렸고", "마개는 따로 버렸어요", "caps already in the metal bin",
// "lost the lid"): phrasings korean.Reading.ObjectState does not read as
// removed (a verb of losing, a stream the cap went to).
var capGoneRes = []capGoneRe{
	{regexp.MustCompile(capWordsRe + `[^,.;!?\n]{0,12}?(잃어\s?버|잃어버|잃었|분실|없어졌|없어짐|없어져|사라졌|사라짐|어디\s?갔|어디로\s?갔|따로\s?버|먼저\s?버|이미\s?버|벌써\s?버|따로\s?모아|따로\s?냈|따로\s?넣|캔류로|캔으로\s?버|고철로|고철\s?모으는)`), 2},
	{regexp.MustCompile(`\b` + capWordsRe + `\b[^,.;!?\n]{0,24}?\b(lost|missing|gone|already in|already went|went in|went into|in the [a-z ]{0,20}bin|tossed|thrown out|thrown away|binned|recycled separately)\b`), 2},
	{regexp.MustCompile(`\b(lost|tossed|threw out|threw away|binned|chucked)\b[^,.;!?\n]{0,12}?\b(the |their |its |my )?` + capWordsRe + `\b`), 1},
}

// capOnRe says a cap is on after all.
var capOnRe = regexp.MustCompile(`(닫아|닫혀|닫힌|잠가|잠겨|잠긴|끼워|still on|still screwed|screwed on|twisted on|left on|kept on|put back)`)

// capGone reports whether lower (the text lower-cased) says the cap or
// lid is lost or was thrown out elsewhere, the loss not denied
// (korean.Reading.Negated: "안 잃어버렸어요", "not lost"), and nothing
// says a cap is on: a cap_attached the reading set is then no cap on.
func capGone(r *korean.Reading, lower string) bool {
	for _, g := range capGoneRes {
		if m := g.re.FindStringSubmatch(lower); m != nil && !r.Negated(m[g.loss]) {
			return !capOnRe.MatchString(lower)
		}
	}
	return false
}

// withoutSupposition takes out the Korean if-clauses a question supposes
// ("만약 안쪽이 은박으로 코팅돼 있으면 …?", "혹시 크림 남아 있으면 안
// 받아요?"): what they say is asked about, not said of the item. A clause
// that runs on past another clause's end (…는데, …어서, …고, …지만, a
// comma) before its -면 is left alone: "혹시 뚜껑이 안 열리는데 어떻게
// 하면 돼요?" says the lid is stuck.
func withoutSupposition(text string) (said, supposed string) {
	if !strings.Contains(text, "만약") && !strings.Contains(text, "만일") && !strings.Contains(text, "혹시") {
		return text, ""
	}
	var out []string
	said = supposition.ReplaceAllStringFunc(text, func(m string) string {
		body := strings.TrimSpace(m)
		for _, end := range []string{"데 ", "서 ", "고 ", "지만", ","} {
			if strings.Contains(body, end) {
				return m
			}
		}
		out = append(out, body)
		return " "
	})
	return said, strings.Join(out, " . ")
}

// supposition is 만약/만일/혹시, then one clause up to a word ending in
// -면 (있으면, 돼 있으면, 다면). The clauses taken out are returned as
// supposed.
var supposition = regexp.MustCompile(`(만약에?|만일|혹시라도|혹시)\s[^.?!\n]*?[가-힣]*면(은|요)?(\s|$|\?)`)

// disposeWords begin the verbs of putting an item out or throwing it away
// in a question (내세요, 내나요, 버리나요, 버려요, 배출해요).
var disposeWords = []string{"내세요", "내시나요", "내요", "내나요", "내야", "내면", "내도", "버리", "버려", "버립", "배출", "넣으세요", "넣나요", "넣어야", "넣어요"}

// askedWay reports whether the Korean word w occurs, in a question,
// joined by -서 or -고 to a verb of putting the item out ("씻어서
// 내세요?", "헹구고 버려요?"): the way to throw it out is asked about,
// nothing said done.
func askedWay(text, w string) bool {
	if !korean.HasHangul(w) {
		return false
	}
	start := 0
	for i, c := range text {
		if !strings.ContainsRune(".!?\n", c) {
			continue
		}
		q := text[start:i]
		start = i + 1
		if c != '?' {
			continue
		}
		ws := strings.Fields(q)
		for k := 0; k+1 < len(ws); k++ {
			if strings.HasPrefix(ws[k], w) && (strings.HasSuffix(ws[k], "서") || strings.HasSuffix(ws[k], "고")) && slices.ContainsFunc(disposeWords, func(d string) bool { return strings.HasPrefix(ws[k+1], d) }) {
				return true
			}
		}
	}
	return false
}
