package catalog

import (
	"slices"
	"strings"
)

// ---- a material before a compound noun, a thing named as a place ----

// partCompound reports whether the part noun at rune e of n is a bare
// word right before, in its clause, a word that starts with a name term
// ("플라스틱 받침 접시", "플라스틱 받침 그릇"): the part noun and that noun
// are one compound (a saucer), which the material before them is made
// of; a part with a particle ("플라스틱 손잡이가") or before no thing
// named stays a part.
func (c *Catalog) partCompound(n normText, e int) bool {
	w, next := wordAfter(n, e)
	if !slices.Contains(partNouns, w) || next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	return c.termAt(n, next, func(u *term) bool { return u.tier() == tierName && !u.part }) >= 0
}

// positionPlaces are the position nouns with a locative particle that
// make the noun before them a place (화분 밑에, 책상 위에, 어항 옆에).
var positionPlaces = []string{"밑에", "밑에서", "위에", "위에서", "아래", "아래에", "아래에서", "옆에", "옆에서", "앞에", "뒤에", "안에", "안에서", "속에"}

// placeOnly reports whether the term of k runes at pos is named only as
// a place: a locative particle closes its word (화분에, 선반에서) or a
// position noun with one follows it (화분 밑에, 책상 위에).
func placeOnly(n normText, pos, k int) bool {
	if placed(n, pos, k) {
		return true
	}
	e := pos + k
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	return slices.Contains(positionPlaces, w)
}

// madeOfMaterial reports whether the term of k runes at pos follows a
// material word (materialWords), directly or after one bare part noun
// ("플라스틱 접시", "플라스틱 받침 접시"), in its clause: the thing the term
// names is of that material, which the material's term names.
func madeOfMaterial(n normText, pos int) bool {
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return false
	}
	w, b := wordBefore(n, pos)
	if slices.Contains(partNouns, w) && b > 0 && !n.clauseStart[b] {
		w, _ = wordBefore(n, b)
	}
	return slices.ContainsFunc(materialWords, func(m string) bool { return w == m || strings.EqualFold(w, m) })
}

// namedEvidence reports whether the name term of k runes at pos names a
// thing in the text as evidence of its stream: not a place only, nor a
// noun whose material another word names (namedMiddles).
func namedEvidence(n normText, pos, k int) bool {
	return !placeOnly(n, pos, k) && !madeOfMaterial(n, pos)
}
