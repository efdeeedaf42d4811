package catalog

import (
	"slices"
	"strings"
)

// Which named thing is the item, kinds of session 39 (written from
// phrasings of our own, never evaluation or corpus lines):
//   - a cell said taken out of a holder (받침에서 코인 전지를 뺐어요) is
//     the item, not the thing the holder held (cellTakenOut);
//   - "clamshell" written as one word is a packaging shell, not a
//     seashell (clamshellPack);
//   - a counted box measures what it holds, not the furniture it was put
//     on (테이블에 귤 한 박스; measuredThing);
//   - what came out of a spot of a thing is the item (가방 안주머니에서
//     나온 안내지; sourceSpotTerm).

// ---- a cell taken out ----

// cellOutStems39 start the verbs that say a cell was taken out (뺐어요,
// 꺼냈어요, 분리했어요).
var cellOutStems39 = []string{"빼", "뺀", "뺐", "꺼내", "꺼낸", "꺼냈", "분리", "뽑아", "뽑았", "뽑은"}

// topicParticles39 set a noun as a topic or an addition (배터리는, 전지도).
var topicParticles39 = []string{"은", "는", "도", "만"}

// cellTakenOut reports whether the term best at pos is a battery's and a
// verb of taking out follows it in its clause within three words (코인
// 전지를 뺐어요, 건전지 두 개 꺼냈고), not as a topic: the cell is what
// goes out, and the holder it came out of names no wrapper of it.
func (c *Catalog) cellTakenOut(n normText, best, pos int) bool {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "battery" {
		return false
	}
	at := pos + len(t.runes)
	// (not a cell said as a topic, set against the device: "배터리는
	// 뺐어요" says what was done with the cell of a device that goes out)
	if at < len(n.r) && !n.tokStart[at] {
		if w, _ := wordAfter(n, at); slices.Contains(topicParticles39, w) {
			return false
		}
	}
	for words := 0; at < len(n.r) && words < 4 && (words == 0 || !n.clauseStart[at]); words++ {
		w, next := wordAfter(n, at)
		if words > 0 && startsWithAny(w, cellOutStems39) {
			return true
		}
		at = next
	}
	return false
}

// ---- a clamshell pack ----

// seafoodWords39 say a shell is a sea animal's (oyster and clam shells,
// 조개 껍데기).
var seafoodWords39 = []string{"oyster", "mussel", "scallop", "seafood", "shellfish", "steamed", "beach", "tidal", "조개", "해산물"}

// clamshellPack returns, when t is the seashell item's English term
// written as one word (clamshell, clamshells: the catalog ignores the
// space of "clam shell") and no word of seafood occurs, the plastic tray
// item: a one-word clamshell is a hinged pack (a muffin clamshell).
func (c *Catalog) clamshellPack(n normText, t term, pos int) (mi, ii int, ok bool) {
	s := string(t.runes)
	if c.tax.Middles[t.middle].Key != "general" || (s != "clamshell" && s != "clamshells") {
		return 0, 0, false
	}
	if pos+4 >= len(n.r) || n.tokStart[pos+4] {
		return 0, 0, false
	}
	// (n is lower-cased already)
	all := string(n.r)
	if slices.ContainsFunc(seafoodWords39, func(w string) bool { return strings.Contains(all, w) }) {
		return 0, 0, false
	}
	return c.itemByName("plastic", "플라스틱 트레이")
}

// ---- what a counted measure holds, not where it was put ----

// measuredThing is the best term of measure (the text with the counted
// bag or box masked) that is not a piece of furniture said as a place
// (테이블에 귤 한 박스, 책상 위에 귤 한 봉지: the table is where the box
// was put, and the tangerines are what it held): such a place is masked
// and the next best taken, up to three times.
func (c *Catalog) measuredThing(measure normText) (int, int) {
	for range 3 {
		p, at := c.bestTiered(measure, func(*term) bool { return true })
		if p < 0 {
			return p, at
		}
		k := len(c.terms[p].runes)
		if c.tax.Middles[c.terms[p].middle].Key != "bulky" || !placeSaid39(measure, at+k) {
			return p, at
		}
		measure = mask(measure, at, k)
	}
	return -1, 0
}

// placeSaid39 reports whether the noun ending at e is said as a place: a
// locative particle glued to it (테이블에) or a position noun after it
// with one (책상 위에, 식탁 옆에).
func placeSaid39(n normText, e int) bool {
	own, f := ending(n, e)
	if slices.Contains(locativeParticles, own) {
		return true
	}
	if own != "" || f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, _ := wordAfter(n, f)
	for p := range positionNouns {
		if rest, ok := strings.CutPrefix(w, p); ok && slices.Contains(locativeParticles, rest) {
			return true
		}
	}
	return false
}

// ---- what came out of a spot of a thing ----

// spotNouns39 name a spot in or on a thing that something came out of
// (가방 안주머니에서, 상자 구석에서, 지갑 칸에서).
var spotNouns39 = []string{"안주머니", "주머니", "안쪽", "속", "안", "밑", "바닥", "구석", "칸", "서랍", "틈"}

// sourceSpotTerm returns, when the Korean name term best at pos ends its
// word and the next word is a spot noun with 에서 (가방 안주머니에서 나온
// 안내지, 상자 구석에서 찾은 영수증), the first name of another middle in
// the rest of the clause: what came out of the spot is the item, as
// sourceTerm reads it when 에서 is glued to the thing itself.
func (c *Catalog) sourceSpotTerm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, at := ending(n, pos+len(t.runes))
	if rest != "" || at >= len(n.r) || n.clauseStart[at] {
		return -1, 0
	}
	w, at := wordAfter(n, at)
	spot, ok := strings.CutSuffix(w, "에서")
	if !ok || !slices.Contains(spotNouns39, spot) {
		return -1, 0
	}
	for words := 0; at < len(n.r) && !n.clauseStart[at] && words < heldWords; words++ {
		if p := c.termAt(n, at, func(u *term) bool { return u.tier() == tierName && u.middle != t.middle }); p >= 0 {
			return p, at
		}
		_, at = wordAfter(n, at)
	}
	return -1, 0
}
