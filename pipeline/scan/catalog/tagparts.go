package catalog

import (
	"slices"
	"strings"

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
// one occurs and is not said of a NotSaidOf noun, condCleared when every
// one that occurs is ("라벨이 안 떨어져요" for mixed_material),
// condSilent when none occurs.
func (tm tagMatcher) triggered(r *korean.Reading, n normText) int {
	said := false
	for _, w := range tm.words {
		if tagAt(n, w) < 0 {
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
			own := owner != "" && slices.ContainsFunc(tm.ownOwners, func(w string) bool { return strings.HasSuffix(owner, w) })
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
