package korean

import (
	"slices"
	"strings"
)

// State is what a description says about an object (a label, a cap).
type State int

// States.
const (
	// StateUnknown: the text says nothing about the object's state.
	StateUnknown State = iota
	// StatePresent: still there (붙어 있어요, 그대로, 안 뗐어요, 남아 있어요).
	StatePresent
	// StateRemoved: taken off (떼고, 뗐어요, 제거했, 벗겼, 분리했, 뺐).
	StateRemoved
	// StateAbsent: there never was one or there is none (없음, 없는, 무라벨).
	StateAbsent
	// StateEmptied: the object is there but its contents are gone (비웠어요).
	StateEmptied
)

// String returns the state's lowercase name.
func (s State) String() string {
	switch s {
	case StatePresent:
		return "present"
	case StateRemoved:
		return "removed"
	case StateAbsent:
		return "absent"
	case StateEmptied:
		return "emptied"
	}
	return "unknown"
}

// ObjectState returns what the text says about the object named by any of
// nouns (stems such as "라벨", "뚜껑"; an object matches when its stem
// contains one of them, so 뚜껑 matches 은박뚜껑). When several predicates
// speak of it, the last one wins. A noun written 무+X (무라벨) makes X
// absent unless a predicate says otherwise.
func (a Analysis) ObjectState(nouns ...string) State {
	matches := func(stem string) bool {
		for _, n := range nouns {
			if n != "" && strings.Contains(stem, n) {
				return true
			}
		}
		return false
	}
	state := StateUnknown
	for _, t := range a.Tokens {
		if t.Kind == KindNoun && strings.HasPrefix(t.Stem, "무") && len(t.Stem) > len("무") && matches(t.Stem[len("무"):]) {
			state = StateAbsent
		}
	}
	for _, p := range a.Predicates {
		hit := false
		for _, o := range p.Objects {
			if matches(o) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		if s := predicateState(p); s != StateUnknown {
			state = s
		}
	}
	return state
}

func predicateState(p Predicate) State {
	switch {
	case in(removalStems, p.Stem):
		if p.Negated {
			return StatePresent
		}
		return StateRemoved
	case p.Stem == "있":
		if p.Negated {
			return StateAbsent
		}
		return StatePresent
	case in(presenceStems, p.Stem):
		if p.Negated {
			return StateAbsent
		}
		return StatePresent
	case in(emptyStems, p.Stem):
		if p.Negated {
			return StatePresent
		}
		return StateEmptied
	}
	return StateUnknown
}

// setAsideStems take their object off or out of what is thrown away
// (떼다, 빼다, 벗기다, 분리하다, 꺼내다). Not 버리다, as often the whole
// item thrown away ("생수병 버려요"), nor the verbs that open or cut the
// item itself (따다, 뜯다, 자르다: "캔 땄어요", "상자 뜯었어요").
var setAsideStems = setOf("떼", "떼어내", "떼내", "빼", "빼내", "꺼내", "벗기", "벗", "분리", "제거", "뽑", "탈거", "없애")

// discardStems, right after a removal, throw away what was removed
// (빼서 버려요).
var discardStems = setOf("버리", "내놓", "배출", "분리배출")

// sendStems send something somewhere else (캔류로 보냄, 따로 버렸어요).
var sendStems = setOf("보내", "버리", "넣", "내놓", "배출", "분리배출")

// SetAside reports whether the text sets the object named by noun apart
// from what is thrown away now, at every mention of it (a stem containing
// noun): it is the object of a removal that is said to have happened
// ("뚜껑은 떼서", "트레이는 빼서 따로 버림", "라벨 떼어낸 비닐"), of 버리다
// or 보내다 with 따로 or 별도로 ("뚜껑은 따로 버렸고"), the place it came
// out of ("상자에서 떼어낸 라벨", "노트북에서 빼낸 배터리") or where it was
// sent (고철로 보냈고). A mention singled out with 만 or 뿐 is never set
// aside, nor is a noun the text does not mention.
func (a Analysis) SetAside(noun string) bool {
	if noun == "" {
		return false
	}
	seen := false
	for i, t := range a.Tokens {
		if t.Kind != KindNoun || !strings.Contains(t.Stem, noun) {
			continue
		}
		seen = true
		if strings.Contains(t.Particle, "만") || strings.Contains(t.Particle, "뿐") {
			return false
		}
		if !a.asideAt(i) {
			return false
		}
	}
	return seen
}

// asideAt reports whether the noun token i is set aside (see SetAside).
func (a Analysis) asideAt(i int) bool {
	t := a.Tokens[i]
	if strings.HasPrefix(t.Particle, "에서") {
		// the next predicate takes something out of it: 상자에서 떼어낸,
		// 페트병에서 라벨 떼어낸
		for _, p := range a.Predicates {
			if p.Token > i {
				if !p.Negated && (in(setAsideStems, p.Stem) || p.Stem == "나오") {
					return true
				}
				break
			}
		}
	}
	if i+1 < len(a.Tokens) && a.Tokens[i+1].Kind == KindVerb && in(sendStems, a.Tokens[i+1].Stem) &&
		(strings.HasPrefix(t.Particle, "로") || strings.HasPrefix(t.Particle, "으로")) {
		return true // 고철로 보냈고
	}
	for _, p := range a.Predicates {
		// the object itself or one joined to it by 와/과/랑, not a noun
		// before a comma ("생수병, 라벨은 뗐고" sets aside the label only)
		if p.Token <= i || p.Negated || p.Conditional || p.Modality != ModalityPlain || len(p.Objects) == 0 ||
			p.Objects[0] != t.Stem && !(coordParticle(t.Particle) && slices.Contains(p.Objects, t.Stem)) {
			continue
		}
		if in(setAsideStems, p.Stem) {
			// "배터리 빼서 버려요": what is taken out and thrown away at
			// once is the item
			if p.Token+1 < len(a.Tokens) && a.Tokens[p.Token+1].Kind == KindVerb && in(discardStems, a.Tokens[p.Token+1].Stem) {
				return false
			}
			return true
		}
		if in(sendStems, p.Stem) && p.Token > 0 && a.Tokens[p.Token-1].Kind == KindAdverb && (a.Tokens[p.Token-1].Stem == "따로" || a.Tokens[p.Token-1].Stem == "별도로") {
			return true
		}
	}
	return false
}

// SetAside is Analysis.SetAside of the text (Korean only: false for a
// text without Hangul).
func (r *Reading) SetAside(noun string) bool {
	a := r.analyzed()
	return a != nil && a.SetAside(noun)
}
