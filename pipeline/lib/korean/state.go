package korean

import "strings"

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
