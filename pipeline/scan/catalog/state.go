package catalog

import (
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// State is what a description says about an object a situation tag is
// about (a label, a cap, an 은박 lid) or about the tag's condition itself.
type State int

// States of an object.
const (
	// StateUnknown: the text names the object but says nothing of its state.
	StateUnknown State = iota
	// StatePresent: still there (붙어 있어요, 그대로, 안 뗐어요, still on).
	StatePresent
	// StateRemoved: taken off or emptied (뗐어요, 벗겼고, 땄어요, removed, off).
	StateRemoved
	// StateAbsent: there is none (없어요, no label).
	StateAbsent
)

// word is one whitespace-separated token of a description, lowercased, with
// the punctuation that followed it (a clause boundary when it is , . ! ?).
type word struct {
	text  string
	start int // byte offset in the lowercased text
	stop  bool
}

func words(lower string) []word {
	var out []word
	start := -1
	for i, r := range lower {
		letter := unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			out = append(out, word{text: lower[start:i], start: start})
			start = -1
		}
		if strings.ContainsRune(",.!?;/", r) && len(out) > 0 {
			out[len(out)-1].stop = true
		}
	}
	if start >= 0 {
		out = append(out, word{text: lower[start:], start: start})
	}
	return out
}

// Stems that say what happened to an object. A stem matches a word that
// contains it; Korean negation (안/못 before, -지 않/못 after) turns a
// removal into presence and a presence into absence.
var (
	removalStems = []string{"떼", "뗐", "뗀", "뗌", "떼어", "제거", "벗기", "벗겨", "벗긴", "벗겼", "뜯", "분리했", "분리해", "분리한",
		"빼", "뺐", "뺀", "땄", "따고", "딴", "비웠", "비운", "비우고", "털어", "removed", "remove", "peeled", "off", "took", "taken"}
	absentStems  = []string{"없", "no", "without", "never"}
	presentStems = []string{"붙어", "붙은", "붙었", "그대로", "있", "달려", "달린", "꽂혀", "꽂힌", "씌운", "씌워", "닫혀", "닫힌", "끼워",
		"still", "attached", "stuck"}
	negators = []string{"안", "못", "not", "n't"}
)

func hasAny(s string, stems []string) bool {
	for _, st := range stems {
		if strings.Contains(s, st) {
			return true
		}
	}
	return false
}

// negated reports whether w (at index i) is negated: 안/못 right before
// it, or -지 않 / -지 못 in it or right after it.
func negated(ws []word, i int) bool {
	if i > 0 && !ws[i-1].stop {
		for _, n := range negators {
			if ws[i-1].text == n {
				return true
			}
		}
	}
	if strings.Contains(ws[i].text, "지않") || strings.Contains(ws[i].text, "지못") {
		return true
	}
	if strings.HasSuffix(ws[i].text, "지") && i+1 < len(ws) && (strings.HasPrefix(ws[i+1].text, "않") || strings.HasPrefix(ws[i+1].text, "못")) {
		return true
	}
	return false
}

// predicateState is the state a predicate word gives its object, or
// StateUnknown when the word is no predicate about presence.
func predicateState(ws []word, i int) State {
	w := ws[i].text
	var s State
	switch {
	case hasAny(w, removalStems):
		s = StateRemoved
	case hasAny(w, absentStems) && (w == "no" || w == "without" || w == "never" || strings.HasPrefix(w, "없")):
		s = StateAbsent
	case hasAny(w, presentStems):
		s = StatePresent
	default:
		return StateUnknown
	}
	if negated(ws, i) {
		if s == StatePresent {
			return StateAbsent
		}
		return StatePresent
	}
	return s
}

// ObjectState returns what text says about the object named by any of
// nouns. Korean text is read first by the shared analyser
// (korean.Analyze(text).ObjectState: negation scope, removal and presence
// predicates, 무+noun); when it has nothing to say (a modifier noun such as
// 은박 in "은박 뚜껑 뗐어요", a verb it does not list such as 땄어요) and for
// English, wordState reads the words around each mention.
func ObjectState(text string, nouns ...string) State {
	if hasHangul(text) {
		switch korean.Analyze(text).ObjectState(nouns...) {
		case korean.StatePresent:
			return StatePresent
		case korean.StateRemoved:
			return StateRemoved
		case korean.StateAbsent:
			return StateAbsent
		}
	}
	return wordState(text, nouns...)
}

func hasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}

// wordState reads the object's state from the words around each mention of
// nouns (matched inside words, so 뚜껑 matches 은박뚜껑). For each mention,
// Korean is read forward to the first predicate of its clause ("라벨은
// 떼고", "뚜껑은 안 뗐어요") and, failing that, the adnominal word just
// before it ("떼어낸 라벨", "붙은 스티커"); English also looks at the words
// just before ("no label", "removed the cap"). The last mention that says
// something wins.
func wordState(text string, nouns ...string) State {
	ws := words(strings.ToLower(text))
	state := StateUnknown
	for i, w := range ws {
		if !hasAny(w.text, nouns) {
			continue
		}
		if s := mentionState(ws, i); s != StateUnknown {
			state = s
		}
	}
	return state
}

func mentionState(ws []word, i int) State {
	// The mention itself may carry the predicate ("라벨제거", "뚜껑없음").
	for _, n := range []string{"제거", "없"} {
		if strings.Contains(ws[i].text, n) {
			return predicateState(ws, i)
		}
	}
	for j := i + 1; j < len(ws) && j <= i+5; j++ {
		if s := predicateState(ws, j); s != StateUnknown {
			return s
		}
		if ws[j].stop || clauseEnd(ws[j].text) {
			break
		}
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		if ws[j].stop {
			break
		}
		if s := predicateState(ws, j); s != StateUnknown {
			return s
		}
	}
	return StateUnknown
}

// clauseEnd reports whether a Korean word ends a clause with a connective
// (떼고, 뗐는데, 벗겨서) so that what follows speaks of something else.
func clauseEnd(w string) bool {
	for _, e := range []string{"고", "는데", "지만", "서", "며", "면"} {
		if strings.HasSuffix(w, e) && len(w) > len(e) {
			return true
		}
	}
	return false
}

// wordNegated reports whether the one-word trigger phrase occurs in text
// only negated ("안 묻었어요", "깨지지 않았어요"); a phrase of several words
// is never read as negated.
func wordNegated(text, phrase string) bool {
	p := strings.ToLower(phrase)
	if strings.ContainsAny(p, " ") {
		return false
	}
	ws := words(strings.ToLower(text))
	seen := false
	for i, w := range ws {
		if !strings.Contains(w.text, p) {
			continue
		}
		if !negated(ws, i) {
			return false
		}
		seen = true
	}
	return seen
}
