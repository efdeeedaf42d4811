package catalog

// Kinds of "which named thing is the item" read in session 29, from the
// misses of the twenty-third held-out set once it was opened.

// ---- a device named only as what an accessory is for ----

// accessoryHeads, as the word right after a device's name, make a
// compound naming a thing made for the device (폰 거치대, 노트북
// 파우치, 태블릿 케이스): the device is not in the text as a thing to
// throw away.
var accessoryHeads = []string{"거치대", "받침대", "스탠드", "케이스", "파우치", "커버", "보호필름", "필름", "홀더", "꽂이", "걸이", "가방"}

// accessoryFor reports whether the term of k runes at pos is a Product
// middle's name bare in its word, with an accessoryHeads word after it
// in the same clause (폰 거치대): the device only says what the
// accessory is for.
func (c *Catalog) accessoryFor(n normText, t *term, pos int) bool {
	e := pos + len(t.runes)
	if !c.tax.Middles[t.middle].Product || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	return startsWithAny(w, accessoryHeads)
}
