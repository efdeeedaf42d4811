package catalog

import (
	"slices"
	"strings"
)

// ---- a word matched across a different spacing ----

// writtenAt is the match of k runes at pos as the text writes it: its
// runes with a space wherever a token of the text starts inside it
// ("금간" matched in "금 간" is "금 간"; "금 간" matched in "금간" is
// "금간").
func writtenAt(n normText, pos, k int) string {
	var b strings.Builder
	for i := pos; i < pos+k && i < len(n.r); i++ {
		if i > pos && n.tokStart[i] {
			b.WriteByte(' ')
		}
		b.WriteRune(n.r[i])
	}
	return b.String()
}

// asWritten is the refinement word raw, matched at pos of n, in the
// spacing the text gives it when that differs from the word's own (the
// list's "금간" in "금 간 데 없고", its "금 간" in "금간 데 없고"): the
// polarity reader looks the word up by the text's words, and a word
// spaced otherwise than the text is not found there, so its negation
// went unread. Words written with other marks (see-through) stay as
// they are.
func asWritten(n normText, pos int, raw string) string {
	if strings.ContainsFunc(raw, func(r rune) bool { return r != ' ' && !isWordRune(r) }) {
		return raw
	}
	w := writtenAt(n, pos, len(compact(raw)))
	if strings.Contains(w, " ") != strings.Contains(raw, " ") {
		return w
	}
	return raw
}

// isWordRune is a rune normalize keeps.
func isWordRune(r rune) bool {
	rs := compact(string(r))
	return len(rs) == 1
}

// ---- a refinement word that modifies the word its Except lists ----

// exceptHolds reports whether one of rf's Except words occurs in n and is
// not modified by one of rf's own words right next to it in its clause:
// "a greenish see-through bottle", "green transparent soda bottle", "연두
// 빛 투명" are coloured; see-through alone, or "clear, green cap", is not.
func exceptHolds(rf refiner, n normText) bool {
	for _, e := range rf.except {
		for at := range occurrences(n, e, 0) {
			if !rf.nextTo(n, at, len(e)) && !deniedWord(n, at, len(e)) {
				return true
			}
		}
	}
	return false
}

// deniedWord reports whether the word of k runes at at of n is denied
// where it stands: in English, "not" or "no" comes right before it, an
// article or "so" aside ("not a see-through one", "no clear plastic"), or
// a contraction (can't, don't) denies the verb it stands on ("you can't
// see through it": session 40); in Korean, its own word or the next says
// 아니 or 말고 ("투명한 거 아니고", "투명 말고"). A colour with "not a
// clear one" is coloured.
func deniedWord(n normText, at, k int) bool {
	if isASCIIAlnum(n.r[at]) {
		for b, words := at, 0; b > 0 && n.tokStart[b] && !n.clauseStart[b] && words < 3; words++ {
			w, bb := wordBefore(n, b)
			switch w {
			case "not", "no", "isnt", "arent", "never", "cannot", "cąnnot":
				return true
			case "t":
				// (an apostrophe splits a contraction: can't is "can t",
				// and a modal can is spelt cąn: MaskModalCan)
				if bb > 0 {
					if v, _ := wordBefore(n, bb); slices.Contains([]string{"can", "cąn", "don", "doesn", "isn", "aren", "couldn", "won", "wasn", "didn"}, v) {
						return true
					}
				}
				return false
			case "the", "a", "an", "so", "really", "fully", "totally", "completely":
				b = bb
				continue
			}
			return false
		}
		return false
	}
	e := at + k
	own, f := ending(n, e)
	if strings.Contains(own, "아니") || strings.Contains(own, "아닌") || strings.Contains(own, "말고") {
		return true
	}
	// one word may come between: 투명한 거 아니고
	for words := 0; f < len(n.r) && !n.clauseStart[f] && words < 2; words++ {
		w, g := wordAfter(n, f)
		if strings.HasPrefix(w, "아니") || strings.HasPrefix(w, "아닌") || strings.HasPrefix(w, "말고") {
			return true
		}
		f = g
	}
	return false
}

// nextTo reports whether the word right before the span at..at+k (or the
// one right after it), in the same clause, is one of rf's words.
func (rf refiner) nextTo(n normText, at, k int) bool {
	if !n.tokStart[at] {
		return false
	}
	is := func(w string) bool {
		for _, rw := range rf.words {
			if w == string(rw) {
				return true
			}
		}
		return false
	}
	if at > 0 && !n.clauseStart[at] {
		if w, _ := wordBefore(n, at); is(w) {
			return true
		}
	}
	e := at + k
	if e < len(n.r) && n.tokStart[e] && !n.clauseStart[e] {
		if w, _ := wordAfter(n, e); is(w) {
			return true
		}
	}
	return false
}

// ---- what is left over from making or using another thing ----

// leftoverWords start the adnominal words that say a thing is what was
// left over or came out of doing something (남은, 남았던, 나온, 생긴).
var leftoverWords = []string{"남은", "남았던", "남던", "남는", "나온", "나왔던", "생긴"}

// doneEnds end the Korean connective verb forms that say what was done
// before the thing was left over (만들고, 자르다가, 뜯으면서, 포장한 뒤).
var doneEnds = []string{"고", "다", "다가", "면서", "고서", "곤", "니까"}

// leftoverOf returns, when the term best at pos is the object of an
// activity whose leftover the text names after it ("장난감 만들고 남은
// 휴지심", "선물 포장하고 남은 포장지", "택배 뜯고 나온 완충재"): a bare
// or object-marked word, then within the clause a connective verb and a
// leftoverWords word, then right after it a name term of another middle;
// that term and its position. What was made or used is not the item;
// what was left of it is.
func (c *Catalog) leftoverOf(text string, n normText, best, pos int) (int, int) {
	// (a food is heldBy's: "치킨 먹고 남은 뼈")
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	// the term's own word: bare or with the object particle
	if !ok || own != "" && own != "을" && own != "를" && own != "도" {
		return -1, 0
	}
	t := c.terms[best]
	verb := false
	for i, words := e, 0; i < len(n.r) && words < 4; {
		if n.clauseStart[i] {
			return -1, 0
		}
		w, next := wordAfter(n, i)
		words++
		switch {
		case verb && startsWithAny(w, leftoverWords):
			if next >= len(n.r) || n.clauseStart[next] {
				return -1, 0
			}
			other := func(u *term) bool { return u.tier() == tierName && u.middle != t.middle }
			at := next
			p := c.termAt(n, at, other)
			if _, nn := wordAfter(n, next); p < 0 && nn < len(n.r) && !n.clauseStart[nn] {
				// one word may modify the leftover (남은 큰 뽁뽁이)
				at = nn
				p = c.termAt(n, at, other)
			}
			// (남은 냄비에: a place; 남은 통째로, 남은 병도: not the leftover)
			if p < 0 || placed(n, at, len(c.terms[p].runes)) || withContents(n, at, len(c.terms[p].runes)) || listed(n, at, len(c.terms[p].runes)) {
				return -1, 0
			}
			return p, at
		case !verb && len([]rune(w)) >= 2 && endsWithAny(w, doneEnds) && c.termAt(n, i, func(*term) bool { return true }) < 0:
			verb = true
		}
		i = next
	}
	return -1, 0
}

// endsWithAny reports whether w ends with one of the suffixes.
func endsWithAny(w string, suffixes []string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// hasHangulRunes reports whether rs holds a Hangul syllable.
func hasHangulRunes(rs []rune) bool {
	for _, r := range rs {
		if r >= 0xAC00 && r <= 0xD7A3 {
			return true
		}
	}
	return false
}

// ---- a thing said in English to have been taken out ----

// removedAfter are the English words that, right after a noun, say the
// thing was taken out of or off the item ("the silica packet taken out",
// "pump removed", "batteries already out"); removedBefore, right before
// it ("took out the insert", "removed the desiccant").
var (
	removedAfter = [][]string{{"taken", "out"}, {"taken", "off"}, {"removed"}, {"pulled", "out"}, {"pulled", "off"}, {"peeled", "off"}, {"cut", "off"}, {"already", "out"}, {"already", "removed"},
		// "the crown caps are off" (session 26)
		{"are", "off"}, {"is", "off"}, {"are", "all", "off"}, {"already", "off"}, {"popped", "off"}, {"came", "off"}, {"are", "removed"}, {"is", "removed"}}
	removedBefore = [][]string{{"took", "out"}, {"removed"}, {"pulled", "out"}, {"peeled", "off"}}
)

// englishDeterminers start the object of a preposition (off the trays,
// out of a box).
var englishDeterminers = map[string]bool{"the": true, "a": true, "an": true, "my": true, "our": true, "their": true, "his": true, "her": true,
	"its": true, "those": true, "these": true, "this": true, "that": true, "some": true, "all": true}

// removedEnglish returns, when the English term best at pos is said to
// have been taken out of or off the item (removedAfter right after its
// word, or removedBefore, with "the" or "a", right before), the best
// name term of another middle outside it, else a weak word, and its
// position; else -1. What was taken out is not the item.
func (c *Catalog) removedEnglish(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !isASCIIAlnum(t.runes[0]) {
		return -1, 0
	}
	e := wordEnd(n, pos+len(t.runes))
	removed := false
	// after: up to two more nouns may finish the term's noun run ("the
	// desiccant sachet taken out")
	for skip, i := 0, e; skip <= 2 && i < len(n.r) && !n.clauseStart[i] && !removed; skip++ {
		if end, ok := wordsAt(n, i, removedAfter); ok {
			// "batteries removed from the remote": the thing taken out
			// is the one the text is about
			removed = end >= len(n.r) || n.clauseStart[end]
			if !removed {
				// ("film peeled off the meat trays": off, with its
				// object, says where it came from; session 28)
				w, _ := wordAfter(n, end)
				removed = w != "from" && w != "of" && !(englishDeterminers[w] && (n.r[end-1] == 'f' || n.r[end-1] == 't'))
			}
			break
		}
		w, next := wordAfter(n, i)
		if englishFunctionWords[w] {
			break
		}
		i = next
	}
	if !removed && pos > 0 && n.tokStart[pos] && !n.clauseStart[pos] {
		if w, b := wordBefore(n, pos); w == "the" || w == "a" || w == "an" {
			removed = wordsEndAt(n, b, removedBefore)
		}
	}
	if !removed {
		return -1, 0
	}
	other := mask(n, pos, e-pos)
	if p, at := c.bestTerm(other, func(u *term) bool { return u.tier() == tierName && u.middle != t.middle }); p >= 0 {
		return p, at
	}
	return c.bestTerm(other, func(u *term) bool { return u.tier() == tierWeak && u.middle != t.middle })
}

// wordsAt reports whether one of the word sequences starts at token i of
// n, and where the word after it starts.
func wordsAt(n normText, i int, seqs [][]string) (int, bool) {
	for _, seq := range seqs {
		j, ok := i, true
		for _, w := range seq {
			if j >= len(n.r) || (j > i && n.clauseStart[j]) {
				ok = false
				break
			}
			got, next := wordAfter(n, j)
			if got != w {
				ok = false
				break
			}
			j = next
		}
		if ok {
			return j, true
		}
	}
	return 0, false
}

// wordsEndAt reports whether one of the word sequences ends right before
// token start at of n.
func wordsEndAt(n normText, at int, seqs [][]string) bool {
	for _, seq := range seqs {
		j, ok := at, true
		for k := len(seq) - 1; k >= 0; k-- {
			if j <= 0 || n.clauseStart[j] {
				ok = false
				break
			}
			got, b := wordBefore(n, j)
			if got != seq[k] {
				ok = false
				break
			}
			j = b
		}
		if ok {
			return true
		}
	}
	return false
}

// ---- the packaging a thing came in, named after it ----

// packagingOf returns, when the Korean term best at pos names a thing of
// contentMiddles (a food is heldBy's, a Product the Product rule's, and
// a bottle's or can's film is its label) written as a bare word and the next word, in its
// clause, starts with a packaging term of another middle (a
// Middle.BeatsProduct or Item.BeatsProduct term: a box, a bag, foam, a
// battery), that term and its position: "기저귀 박스" is the box the
// diapers came in, "마스크 비닐" the film the masks came in. Packaging
// said to go out with what it holds (박스째), a place (박스에) or
// listed (박스랑) is not the item; nor is one said to be built in.
func (c *Catalog) packagingOf(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if t.tier() != tierName || !contentMiddles[m.Key] || (t.beatsProduct && !partMiddles[m.Key]) || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	// (a packaging stream's weak word too: "고양이 모래 봉투" is the bag
	// the litter came in, a weak reading of film)
	packaging := func(u *term) bool {
		return (u.tier() == tierName && u.beatsProduct || u.weak && c.tax.Middles[u.middle].BeatsProduct) && !u.part && u.middle != t.middle
	}
	p := c.termAt(n, e, packaging)
	if p >= 0 && c.terms[p].weak {
		// a weak word is the whole word (봉투, 봉투는), not the start of
		// another (포장지)
		if rest, _ := ending(n, e+len(c.terms[p].runes)); rest != "" && !particles[rest] {
			p = -1
		}
	}
	// "물티슈 샘플 박스", "마스크 선물용 박스": a bare word or two may say
	// what kind of packaging it is
	for skip := 0; p < 0 && skip < 2 && c.packagingModifier(n, e); skip++ {
		_, e = wordAfter(n, e)
		if e >= len(n.r) || n.clauseStart[e] {
			return -1, 0
		}
		p = c.termAt(n, e, packaging)
	}
	if p < 0 {
		return -1, 0
	}
	k := len(c.terms[p].runes)
	if withContents(n, e, k) || placed(n, e, k) || listed(n, e, k) || builtIn(n, e, k) {
		return -1, 0
	}
	if m.Key == "glass" && bottlesSaidAfter(n, e+k) {
		// (session 44) "빈 맥주병 상자, 병마다 빗물이 찼어요": the
		// bottles are told of after their crate, and they are the item
		return -1, 0
	}
	// the compound goes on ("마스크 비닐 포장지"): its head is later
	j := wordEnd(n, e+k)
	if j < len(n.r) && !n.clauseStart[j] {
		if q := c.termAt(n, j, func(u *term) bool { return u.tier() != tierGeneric }); q >= 0 {
			// ("보조배터리 포장 비닐 봉지": the head is packaging of the
			// same stream)
			if c.terms[q].tier() == tierName && c.terms[q].middle == c.terms[p].middle {
				return q, j
			}
			return -1, 0
		}
	}
	return p, e
}

// bottleWordEnds may follow 병 in a word that names the bottles again
// (병마다, 병들이, 병은).
var bottleWordEnds = []string{"마다", "들", "들이", "들은", "들도", "이", "은", "도", "을", "에", "에는"}

// bottlesSaidAfter reports whether a word from rune e on is 병 with a
// particle or 마다 (병마다, 병들이): the bottles named again.
func bottlesSaidAfter(n normText, e int) bool {
	for i := e; i < len(n.r); i++ {
		if !n.tokStart[i] {
			continue
		}
		w, _ := wordAfter(n, i)
		if rest, ok := strings.CutPrefix(w, "병"); ok && slices.Contains(bottleWordEnds, rest) {
			return true
		}
	}
	return false
}

// packagingModifier reports whether the word of n at token start e is a
// bare Hangul word that may stand inside a compound between a thing and
// its packaging (샘플, 선물용, 증정용, 빈): no term starts it, and it ends
// in no particle, no verb ending and no adnominal form.
func (c *Catalog) packagingModifier(n normText, e int) bool {
	w, _ := wordAfter(n, e)
	rs := []rune(w)
	// (기저귀 두 박스: a count, the boxes measure the diapers)
	if len(rs) == 0 || !hasHangulRunes(rs) || countWords[w] || unitNumbers[w] || c.termAt(n, e, func(*term) bool { return true }) >= 0 {
		return false
	}
	for i := 1; i < len(rs); i++ {
		if particles[string(rs[i:])] {
			return false
		}
	}
	return !adnominal(n, e, e+len(rs)) && !endsWithAny(w, doneEnds) && !endsWithAny(w, []string{"서", "면", "데", "지만", "요", "죠"})
}

// contentMiddles are the middles whose things come packed in a box, a
// bag or foam, and are not themselves packaging (packagingOf); not
// medicine, whose packet (가루약 봉지) is the dose itself. A battery comes
// packed in film or a pouch too ("보조배터리 포장 비닐", "건전지
// 묶음 비닐"): the film is the item. So does a glass bottle, though it is
// packaging itself ("위스키 선물용 박스", "양주병 상자"; session 44): the box
// is the item unless the bottles are told of after it (bottlesSaidAfter).
var contentMiddles = map[string]bool{"general": true, "clothing": true, "lamp": true, "nonflammable": true, "battery": true, "glass": true}

// partMiddles are the BeatsProduct middles that beat a product as a part
// taken out of it (the battery of a phone), not as the packaging it came
// in: their own packaging still beats them.
var partMiddles = map[string]bool{"battery": true}
