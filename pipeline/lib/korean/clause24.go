package korean

import (
	"strings"
	"unicode"
)

// Session 24: the conditional clause of a question is supposed, not said.
// "캔에 음료 남아 있으면 어떻게 해요?", "안 헹구면 재활용 안 돼요?", "안
// 딴 거면 어디 버려요?" ask what to do if a condition held; they do not say
// it holds. (With 만약, 만일 or 혹시 before it the scan catalog reads it
// already.)

// putOutStems are the verbs of putting an item out: a conditional of
// them ("종이로 내면 되죠?") asks the way, and its clause may hold the
// item's real state ("그대로 넣으면").
var putOutStems = setOf("내", "내놓", "버리", "넣", "두", "배출하", "배출", "가져가", "가져오", "주", "가", "모으", "놓", "부으", "붓", "보내", "드리", "올리", "치우", "처리하", "팔", "사", "쓰", "하")

// SupposedClauses returns the conditional clauses (-면, 거면) of the
// questions in text, each as written: from the start of its clause (the
// sentence's start, a comma or a connective such as -는데, -고, -서) to
// its -면 word. A conditional of putting the item out (내면, 버리면) is
// none, nor is a part that will not come off or open (안 떨어지면, 안
// 열리면: the person's own trouble, said as a question).
func SupposedClauses(text string) []string {
	var out []string
	start := 0
	for i, c := range text {
		if !strings.ContainsRune(".!?\n", c) {
			continue
		}
		if c == '?' {
			out = append(out, supposedIn(text[start:i])...)
		}
		start = i + 1
	}
	return out
}

// supposedIn is SupposedClauses for one question, its mark cut off.
func supposedIn(q string) []string {
	fields := strings.Fields(q)
	var out []string
	from := 0
	for k, f := range fields {
		w := strings.TrimRightFunc(f, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
		if conditionalWord(w) {
			clause := fields[from : k+1]
			if !resisting(clause) {
				out = append(out, strings.Join(clause, " "))
			}
			from = k + 1
			continue
		}
		if strings.HasSuffix(f, ",") || isPredicateWord(w) && clauseEnd(w) {
			from = k + 1
		}
	}
	return out
}

// conditionalWord reports whether the Hangul word w is a verb in -면
// (있으면, 헹구면, 묻으면, 젖으면) other than one of putting out, or a
// noun of a thing with the copula's -면 (거면, 것이면, 거라면).
func conditionalWord(w string) bool {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "요"), "은")
	if !strings.HasSuffix(w, "면") || !HasHangul(w) {
		return false
	}
	switch w {
	case "거면", "것이면", "거라면", "것이라면", "게면":
		return true
	}
	t, ok := analyzeVerb(w)
	return ok && strings.Contains(t.Ending, "면") && !in(putOutStems, t.Stem) && !in(putOutStems, strings.TrimSuffix(t.Stem, "어"))
}

// resisting reports whether a clause says, negated, that a part will not
// come off or open (안 떨어지면, 안 열리면, 안 빠지면, 떼지지 않으면).
func resisting(clause []string) bool {
	neg := false
	for _, f := range clause {
		if f == "안" || f == "못" || strings.HasPrefix(f, "안") && len(f) > len("안") || strings.Contains(f, "않") {
			neg = true
		}
	}
	last := clause[len(clause)-1]
	return neg && (strings.Contains(last, "지면") || strings.Contains(last, "리면") || strings.Contains(last, "기면") || strings.Contains(last, "않으면"))
}
