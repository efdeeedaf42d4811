package korean

import (
	"slices"
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

// A state said in the retrospective -던 (붙어 있던, 닫혀 있던, 남아 있던)
// of a thing, 거 or 것, that is then taken off, poured out or emptied
// (다 뗐어요, 따라 버렸어요, 열어서 따로 버렸어요) held before, not now;
// so does what was left (남은, 남긴 거) that is then thrown out whole (다
// 버리고). "라벨 붙은 거 버려요" is the item thrown away with its label
// and is left alone.

// thingNouns are the bound nouns a modifier clause names a thing by.
var thingNouns = setOf("거", "것", "건", "걸", "게", "거는", "것은", "것을", "거를")

// wholeWords, between the thing and its verb, say all of it (다, 싹).
var wholeWords = setOf("다", "싹", "전부", "모두", "몽땅", "깨끗이", "싹다", "다시", "바로")

// undoStems take a part off, pour contents out or empty a thing.
var undoStems = []string{"떼", "뗐", "뗀", "벗기", "벗겼", "벗겨", "빼", "뺐", "제거", "분리", "따라", "따르", "비우", "비웠", "쏟", "털", "열어서", "열고", "따로"}

// FormerClauses returns the modifier clauses of text, as written from
// their clause's start to the modifier, that say a state held before and
// was undone: a -던 modifier of 거 or 것 that is then taken off, poured
// out or emptied, or 남은/남긴 거 then thrown out whole.
func FormerClauses(text string) []string {
	fields := strings.Fields(text)
	var out []string
	from := 0
	for k := 0; k+2 < len(fields); k++ {
		w := strings.TrimRightFunc(fields[k], func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
		if w != fields[k] {
			from = k + 1
			continue
		}
		if !in(thingNouns, fields[k+1]) {
			if isPredicateWord(w) && clauseEnd(w) {
				from = k + 1
			}
			continue
		}
		j := k + 2
		whole := false
		for j < len(fields)-1 && in(wholeWords, fields[j]) {
			whole, j = true, j+1
		}
		v := fields[j]
		if j > 0 && (fields[j-1] == "안" || fields[j-1] == "못") || gluedNegated(v) || strings.Contains(v, "않") || j+1 < len(fields) && strings.HasPrefix(fields[j+1], "않") {
			continue
		}
		former := strings.HasSuffix(w, "던") && (hasAny(v, undoStems) || whole && strings.HasPrefix(v, "버"))
		left := (strings.HasPrefix(w, "남은") || strings.HasPrefix(w, "남긴") || strings.HasSuffix(w, "남은") || strings.HasSuffix(w, "남긴")) && whole && (strings.HasPrefix(v, "버") || hasAny(v, undoStems))
		if former || left {
			out = append(out, strings.Join(fields[from:k+1], " "))
		}
		from = k + 1
	}
	return out
}

// openedWords open a cap, joined to what comes next (열어서, 열고,
// 돌려서, 돌려 따서).
var openedWords = []string{"열어서", "열고", "열어", "돌려서", "돌리고", "돌려", "따서", "따고"}

// apartWords put what was opened apart (따로, 별도로, 분리해).
var apartWords = []string{"따로", "별도로", "분리"}

// OpenedApart reports whether a mention of one of nouns (뚜껑, 병뚜껑) is
// opened, by a verb joined to what comes next (열어서, 돌려서), and then
// put apart in the same sentence (따로 모았어요, 분리해서): the cap is off.
// "뚜껑 열어서 내용물 버렸어요" says nothing of the cap after.
func (r *Reading) OpenedApart(nouns ...string) bool {
	ws := r.lowerWords()
	for i, w := range ws {
		if !hasAny(w.text, nouns) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+2 && !ws[j-1].stop; j++ {
			if !slices.Contains(openedWords, ws[j].text) {
				continue
			}
			for k := j + 1; k < len(ws) && k <= j+2 && !ws[k-1].stop; k++ {
				if hasAny(ws[k].text, apartWords) && !r.negated(ws, k) && !(k+1 < len(ws) && !ws[k].stop && (ws[k+1].text == "안" || ws[k+1].text == "못" || r.negated(ws, k+1))) {
					return true
				}
			}
		}
	}
	return false
}
