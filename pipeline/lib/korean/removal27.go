package korean

import "slices"

// Session 27: what a removal owed or shirked carries to the verbs after
// it, and a removal of the part meant and then given over for putting it
// back.

// carriedRemoval reports whether p, a predicate with no object of its
// own right after a removal of the object that was owed or shirked,
// takes that object off. A discarding verb (버리다, 내놓다, 배출하다)
// there throws away the item with the object still on ("라벨 떼기
// 힘들어서 그냥 버려요", "뚜껑 빼야 하는데 그냥 내놨어요"); any other
// removal ("뚜껑 빼기 귀찮았지만 결국 뺐어요") takes the object off. So
// does a clause in -는데 or -지만 carry only to such a removal when it was
// an owed or shirked removal (마개 빼야 하는데 그냥 버렸어요).
func carriedRemoval(p Predicate) bool {
	return in(removalStems, p.Stem) && !in(discardStems, p.Stem)
}

// meantRemoval reports whether v, a removal verb, is said only as meant
// and given over in -려다(가) (버리려다, 빼려다가). 버리다 counts here: a
// part one meant to throw away and then put back on (병뚜껑은 버리려다
// 그냥 다시 끼웠어요) is the part, whatever the item is named by, while a
// 버리다 done is as often the whole item thrown away (생수병 버렸어요).
func meantRemoval(v Token) bool {
	return v.Ending == "려다" || v.Ending == "려다가"
}

// outOfTidied27 reports whether p, a verb taking something out (꺼내다),
// follows in its sentence a verb of tidying (정리하다) said of another
// noun (옷장 정리하면서 원피스들을 꺼냈는데): the thing came out of the
// place being tidied and is what the text is about, not a part set aside
// from the item.
func (a Analysis) outOfTidied27(p Predicate) bool {
	if p.Stem != "꺼내" {
		return false
	}
	for _, q := range a.Predicates {
		if q.Token >= p.Token {
			break
		}
		if q.Stem == "정리" && len(q.Objects) > 0 && !slices.Equal(q.Objects, p.Objects) {
			return true
		}
	}
	return false
}
