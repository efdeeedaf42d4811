package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Tape wound round the item or a part fixed to it with tape ("박스 테이프가
// 칭칭 감겨 있어요", "테이프로 둘둘 감아 놨어요", "the paper insert is
// taped on", "packing tape wrapped around it"): another material still on
// it, whatever the item's stream (the labelling policy: parcel tape still
// wrapped, a sleeve taped inside a film). The Attached list of the tag
// reads tape only on paper, where any tape left on counts; elsewhere tape
// merely left on (테이프 그대로) is read by the sets as the label beside
// it, so only tape said wound, stuck all over or fixing a part counts.

// tapeNouns name tape (박스테이프, 청테이프, 테잎).
var tapeNouns = []string{"테이프", "테잎", "tape"}

// woundWords say tape is wound round the item or fixes a part (감겨
// 있어요, 칭칭, 둘둘, 고정).
// (Not the active 감았어요, said of a fix the speaker made, nor 덕지덕지
// alone: the tables of earlier sessions read those as no other material.)
var woundWords = []string{"감겨", "감긴", "감겼", "감김", "둘러", "둘려", "칭칭", "친친", "둘둘", "돌돌", "고정"}

// tapedAfter, after "taped", say where or how it holds ("taped on",
// "taped inside", "taped shut").
var tapedAfter = []string{"on", "in", "inside", "onto", "to", "shut", "down", "around", "round", "together", "up", "over", "closed", "into"}

// tapedLabels name, in English, a label that may be said to be taped
// on ("the shipping label is taped on", "courier slip still taped on").
var tapedLabels = []string{"label", "labels", "sticker", "stickers", "slip", "slips", "waybill", "waybills", "tag", "tags"}

// tapedOnto, after "taped", put a label onto the thing (taped on, taped
// to the lid), as the closing words of tapedAfter (shut, up, closed) do
// not.
var tapedOnto = []string{"on", "onto", "to", "in", "inside", "over"}

// tapeWoundAfter, after an English tape noun, say it is wound round or
// all over ("tape wrapped all over it", "tape wound round the handle").
var tapeWoundAfter = []string{"wrapped", "wound", "around", "round", "everywhere"}

// tapeWound reports whether text says tape is wound round the item or
// fixes a part to it (see above), not negated, and the tape not said to
// have been taken off.
func tapeWound(r *korean.Reading, text string) bool {
	if r.ObjectState(tapeNouns...) == korean.StateRemoved {
		return false
	}
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			switch {
			case korean.HasHangul(w) && slices.ContainsFunc(tapeNouns[:2], func(t string) bool { return strings.Contains(w, t) }):
				// 테이프가 칭칭 감겨, 테이프로 고정돼 있어요
				for j := i + 1; j < len(ws) && j <= i+3; j++ {
					v := ws[j]
					if v == "안" || v == "못" || r.Negated(v) {
						break
					}
					if slices.ContainsFunc(woundWords, func(s string) bool { return strings.HasPrefix(v, s) }) {
						// "테이프 감긴 거 다 뜯었어요": taken off after all
						return !tapeTakenOff(r, ws[j+1:])
					}
				}
			case w == "taped":
				// "still taped on", "taped inside the bag"; not "not taped"
				if r.Negated(w) || i+1 >= len(ws) {
					continue
				}
				// "courier slip still taped on the lid": a label taped
				// on is the label (label_attached), its tape no other
				// material; a box taped shut beside its label ("label
				// side taped shut", "label removed but taped shut") is
				// taped
				if slices.Contains(tapedOnto, ws[i+1]) && slices.ContainsFunc(ws[max(0, i-3):i], func(v string) bool { return slices.Contains(tapedLabels, v) }) {
					continue
				}
				if slices.Contains(tapedAfter, ws[i+1]) {
					return true
				}
			case w == "tape" || w == "tapes":
				// "tape wrapped all over it"; "wrapped in tape", "wound
				// with tape"
				if r.Negated(w) {
					continue
				}
				for j := i + 1; j < len(ws) && j <= i+3; j++ {
					if slices.Contains(tapeWoundAfter, ws[j]) || ws[j] == "all" && j+1 < len(ws) && ws[j+1] == "over" {
						return true
					}
					if ws[j] != "still" && ws[j] != "is" && ws[j] != "are" && ws[j] != "was" && ws[j] != "been" {
						break
					}
				}
				if i >= 2 && slices.Contains([]string{"wrapped", "wound", "covered"}, ws[i-2]) && slices.Contains([]string{"in", "with"}, ws[i-1]) {
					return true
				}
			}
		}
	}
	return false
}

// tapeRemovals begin the verbs that take tape off (뜯었어요, 떼어냈고,
// 제거함, 벗겼어요).
var tapeRemovals = []string{"뜯었", "뜯어", "뜯고", "뜯음", "떼", "뗐", "뗀", "뗌", "제거", "벗겼", "벗겨냈", "벗겨내", "잘라냈", "잘라내"}

// tapeTakenOff reports whether one of ws (the rest of a clause) takes
// the tape off, not negated.
func tapeTakenOff(r *korean.Reading, ws []string) bool {
	for k, w := range ws {
		if slices.ContainsFunc(tapeRemovals, func(s string) bool { return strings.HasPrefix(w, s) }) {
			return !(k > 0 && (ws[k-1] == "안" || ws[k-1] == "못")) && !r.Negated(w)
		}
	}
	return false
}
