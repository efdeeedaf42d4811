package catalog

import (
	"slices"
	"strings"
)

// Kinds of session 21 in choosing which named thing is the item (written
// from phrasings of our own, never eval or corpus lines).

// mishapStems start the Korean words that tell a mishap one thing caused
// to another: knocked over, spilled, dropped, leaked (엎어서, 엎질러서,
// 쏟아서, 떨어뜨려서, 넘어져서, 새서).
var mishapStems = []string{"엎어", "엎었", "엎질러", "엎질렀", "엎지른", "쏟아", "쏟았", "쏟은", "떨어뜨려", "떨어뜨렸", "떨궈", "떨궜", "넘어뜨려", "넘어뜨렸", "넘어져", "넘어졌", "자빠뜨려", "새서", "새는", "샜", "터져서", "터졌는데",
	// overflowed (정수기 물이 넘쳐서; session 44)
	"넘쳐", "넘쳤"}

// mishapEnds are the connective endings that make such a word the cause
// of what the next clause tells (엎어서, 엎었는데, 쏟다가, 넘어지고).
var mishapEnds = []string{"서", "는데", "다가", "고", "더니"}

// subjectEnds close the noun run of the thing the mishap happened to
// (책이, 용지 묶음이, 상자는, 신문도), the longer first (lastParticle).
var subjectEnds = []string{"들이", "들은", "까지", "이", "가", "은", "는", "도"}

// mishapCause returns, when the Korean term best at pos names the thing a
// mishap started from ("양동이 엎어서 상장이 젖었어요", "물통이 넘어져서
// 책이 다 젖었어요") and a later term of another middle is the subject
// of what followed, that term and its position; else -1. What was
// knocked over or leaked is the cause; the thing it spoiled is the item.
func (c *Catalog) mishapCause(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !hasHangulRunes(t.runes) {
		return -1, 0
	}
	// the mishap word: the word after the term's own (its particle, if
	// any, the subject's or the object's)
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" && !slices.Contains(subjectEnds, rest) && rest != "을" && rest != "를" {
		return -1, 0
	}
	if f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	if rest == "" && !startsWithAny(w, mishapStems) && g < len(n.r) && !n.clauseStart[g] {
		// one more bare noun of what it held ("페트병 생수 쏟아서")
		w, g = wordAfter(n, g)
	}
	if !startsWithAny(w, mishapStems) || !endsWithAny(w, mishapEnds) {
		return -1, 0
	}
	// the thing it happened to: a later name of another middle whose noun
	// run (its own word and up to two more) ends with a subject particle
	other := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
	for s := g; s < len(n.r); s++ {
		if !n.tokStart[s] {
			continue
		}
		p := c.termAt(n, s, other)
		if p < 0 || c.materialOfOwnPart(n, p, s) {
			continue
		}
		if showsThrough(n, s, len(c.terms[p].runes)) {
			// "소파 팔걸이가 터져서 솜이 보여요": what shows through the
			// tear is the thing's inside, no mishap's victim
			return -1, 0
		}
		if spoiledBefore(n, s) {
			// (session 44) "정수기 물이 넘쳐서 젖어버린 설정집": the
			// thing it happened to, named after the state it left
			return p, s
		}
		rest, h := ending(n, s+len(c.terms[p].runes))
		for words := 0; rest == "" && words < 2 && h < len(n.r) && !n.clauseStart[h]; words++ {
			var w string
			w, h = wordAfter(n, h)
			rest = lastParticle(w)
		}
		if slices.Contains(subjectEnds, rest) {
			if c.ownMaterialDropped(&t, &c.terms[p], w) {
				// "스탠드 전구를 떨어뜨려서 유리가 깨졌어요": a lamp's or
				// an appliance's own glass broke, no other thing
				return -1, 0
			}
			return p, s
		}
	}
	return -1, 0
}

// dropStems start the words of a thing dropped or knocked down
// (떨어뜨려서, 떨궜는데, 넘어뜨려서), among mishapStems.
var dropStems = []string{"떨어뜨려", "떨어뜨렸", "떨궈", "떨궜", "넘어뜨려", "넘어뜨렸", "자빠뜨려"}

// ownMaterialDropped reports whether the victim u of the mishap word w
// is a material's bare name (no item) and the thing t that was dropped
// is a lamp or an appliance, which has glass and plastic of its own (a
// bulb, a screen, a case): what broke is t's own material.
func (c *Catalog) ownMaterialDropped(t, u *term, w string) bool {
	if u.item >= 0 || !startsWithAny(w, dropStems) {
		return false
	}
	k := c.tax.Middles[t.middle].Key
	return k == "lamp" || k == "e_waste"
}

// spoiledStems and spoiledEnds make the adnominal of a state a mishap
// leaves (젖은, 젖어버린, 망가진, 찢어진, 번진, 불은).
var (
	spoiledStems = []string{"젖", "망가", "찢어", "깨", "번", "얼룩", "불어", "불은"}
	spoiledEnds  = []string{"은", "린", "진"}
)

// spoiledBefore reports whether the word before rune s, or the one
// before a bare noun there (젖어버린 캐릭터 설정집), is the adnominal of
// a state a mishap leaves.
func spoiledBefore(n normText, s int) bool {
	for range 2 {
		w, b := wordBefore(n, s)
		if startsWithAny(w, spoiledStems) && endsWithAny(w, spoiledEnds) {
			return true
		}
		if w == "" || n.clauseStart[s] || lastParticle(w) != "" {
			return false
		}
		s = b
	}
	return false
}

// lastParticle is the subject or topic particle that closes w, if any.
func lastParticle(w string) string {
	for _, p := range subjectEnds {
		if s, ok := strings.CutSuffix(w, p); ok && len([]rune(s)) >= 1 {
			return p
		}
	}
	return ""
}

// foodTails are what may follow a food's name in its own word and name
// what was made of it (토마토소스, 딸기잼, 사과즙, 레몬청, 망고주스):
// the word still names a food held by the container after it.
var foodTails = []string{"소스", "잼", "즙", "청", "주스", "쥬스", "시럽", "퓨레", "페이스트", "케첩", "케찹", "절임", "통조림", "맛", "구이", "볶음", "튀김", "무침", "조림"}
