package korean

import (
	"slices"
	"strings"
	"unicode"
)

// Session 25: a state kept as it is, a state superseded later in the
// sentence, and what is left of a part.

// heldAsIsWords are the adnominals of holding (담긴, 든, 들어 있는, 담겨
// 있는) that, before 채, say the noun before them is in the item and was
// left there (국물 담긴 채, 세제 들어 있는 채로).
var heldAsIsWords = setOf("담긴", "든", "들어있는", "담겨있는", "들은")

// heldAux are the second words of a held state written in two (들어 있는,
// 담겨 있는).
var heldAux = map[string]string{"들어": "있는", "담겨": "있는"}

// HeldAsIs returns the nouns the text says are held in the item in a state
// kept as it is: the noun before an adnominal of holding (담긴, 든, 들어
// 있는) followed by 채 (채, 채로, 채예요): "국물 담긴 채 그대로예요",
// "세제 들어 있는 채로 버려요" → 국물, 세제. Adverbs between are read past
// (물이 가득 담긴 채); a negated holding (안 담긴 채) holds nothing. Nouns
// are returned without their particles.
func (r *Reading) HeldAsIs() []string {
	ws := r.lowerWords()
	var out []string
	for i := 0; i < len(ws); i++ {
		end := i
		switch {
		case in(heldAsIsWords, ws[i].text):
		case heldAux[ws[i].text] != "" && i+1 < len(ws) && !ws[i].stop && ws[i+1].text == heldAux[ws[i].text]:
			end = i + 1
		default:
			continue
		}
		if end+1 >= len(ws) || ws[end].stop || !strings.HasPrefix(ws[end+1].text, "채") {
			continue
		}
		j := i - 1
		for j >= 0 && !ws[j].stop && (in(adverbs, ws[j].text) || in(quantityWords, ws[j].text) || in(degreeWords, ws[j].text) || ws[j].text == "가득") {
			if ws[j].text == "안" || ws[j].text == "못" {
				j = -1
				break
			}
			j--
		}
		if j < 0 || ws[j].stop || !HasHangul(ws[j].text) || isPredicateWord(ws[j].text) {
			continue
		}
		stem, particle := stripParticle(ws[j].text)
		switch particle {
		case "", "이", "가", "은", "는", "도", "만":
			out = append(out, stem)
		}
	}
	return out
}

// supersedingStems set a part's state anew (떼다, 빼다, 닫다, 씌우다): said
// after a state in -다가 they say what is now.
var supersedingStems = []string{"떼", "뗐", "뗀", "빼", "뺐", "뺀", "벗기", "벗겼", "벗겨", "제거", "분리", "닫", "씌워", "씌웠", "끼워", "끼웠", "잠갔", "잠가"}

// SupersededWords returns the words of text, as written (a main verb with
// its helping verb: 닫아 놨다가), that say a state
// or an attempt later superseded in the same sentence: a verb in the past
// with -다가 (닫아 놨다가, 열었다가, 붙여 뒀다가) or an intention in
// -려다(가) (떼려다가), followed in its sentence by a verb that sets the
// part's state anew (방금 뺐어요, 다시 닫아 놨어요, 방금 다 뗐어요).
// "뚜껑 닫아 놨다가 방금 뺐어요" says the cap is off, "뚜껑 한 번
// 열었다가 다시 닫아 놨어요" that it is on. An attempt given up (떼려다
// 말았어요, 떼려다가 포기했어요) is superseded by nothing: no later verb
// sets a state. A -다가 that is not past (떼다가 반만 떨어졌어요: while
// taking it off) is left alone.
func SupersededWords(text string) []string {
	fields := strings.Fields(text)
	var out []string
	for k, f := range fields {
		w := strings.TrimRightFunc(f, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
		if w != f || !supersededForm(w) {
			continue
		}
		// 닫아 놨다가, 붙여 뒀다가: the main verb before a helping verb
		// goes with it
		said := w
		if k > 0 && auxAfter(w) && infinitive(fields[k-1]) {
			said = fields[k-1] + " " + w
		}
		for _, later := range fields[k+1:] {
			lw := strings.TrimRightFunc(later, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
			if lw != "안" && lw != "못" && !gluedNegated(lw) && isPredicateWord(lw) && slices.ContainsFunc(supersedingStems, func(s string) bool { return strings.HasPrefix(lw, s) }) {
				out = append(out, said)
				break
			}
			if lw == "안" || lw == "못" || lw != later {
				break
			}
		}
	}
	for _, w := range putBack(fields) {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// partClass is "cap" or "label" when the word w (a noun with its
// particle) names a cap or a label, else "".
func partClass(w string) string {
	switch {
	case slices.ContainsFunc(capNouns, func(n string) bool { return strings.Contains(w, n) }):
		return "cap"
	case slices.ContainsFunc(labelNouns, func(n string) bool { return strings.Contains(w, n) }):
		return "label"
	}
	return ""
}

// putOnForms begin the forms of the verbs that put a part on (얹다,
// 끼우다, 닫다, 씌우다, 덮다, 꽂다, 붙이다, 올리다, 잠그다, 막다) that say
// it was done.
var putOnForms = []string{"얹어", "얹었", "얹혀", "끼워", "끼웠", "닫아", "닫았", "닫혀", "씌워", "씌웠", "덮어", "덮었", "꽂아", "꽂았",
	"붙여", "붙였", "올려", "올렸", "잠가", "잠갔", "잠궈", "잠궜", "막아", "막았"}

// putOn reports whether the word w puts a part on, done (얹어 놨어요,
// 붙였어요), not meant or supposed (붙이려고, 닫으면: no form above).
func putOn(w string) bool {
	return slices.ContainsFunc(putOnForms, func(f string) bool {
		rest, ok := strings.CutPrefix(w, f)
		return ok && !strings.Contains(rest, "려")
	}) && !strings.HasSuffix(w, "면")
}

// putBack returns the removal verbs among fields (a word as written: 딴,
// 뗐는데, 벗겼고) that a later verb in the same sentence undoes, put back
// with 다시 or 도로 (딴 뚜껑을 도로 얹어 놨어요, 라벨 뗐는데 애가 다시
// 붙여 놨어요), and a removal meant and given over (버리려다 그냥 다시
// 꽂았어요; meantRemoval). An intention or condition after it (다시 붙일,
// 다시 닫으면) undoes nothing.
func putBack(fields []string) []string {
	var out []string
	for k, f := range fields {
		w := strings.TrimRightFunc(f, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
		if k > 0 && (fields[k-1] == "안" || fields[k-1] == "못") || gluedNegated(w) {
			continue
		}
		v, ok := analyzeVerb(w)
		if !ok || !in(removalStems, v.Stem) || v.Stem == "버리" && !meantRemoval(v) {
			continue
		}
		// the part the removal was said of: the noun before it, or the
		// one its adnominal modifies (딴 병뚜껑을)
		part := partClass(fields[k-min(k, 1)])
		if part == "" && k+1 < len(fields) && ClosedByN(w) {
			part = partClass(fields[k+1])
		}
		for j := k + 1; j+1 < len(fields); j++ {
			if strings.ContainsAny(fields[j-1], ".!?") {
				break
			}
			// "라벨 떼고 뚜껑은 도로 닫아 놨어요": another part put back
			if pc := partClass(fields[j]); pc != "" && part != "" && pc != part {
				break
			}
			if fields[j] != "다시" && fields[j] != "도로" {
				continue
			}
			lw := strings.TrimRightFunc(fields[j+1], func(r rune) bool { return !unicode.Is(unicode.Hangul, r) })
			if putOn(lw) {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// infinitive reports whether w is a verb in -아/-어 (닫아, 끼워, 붙여,
// 씌워), the form a helping verb follows.
func infinitive(w string) bool {
	v, ok := analyzeVerb(w)
	return ok && (v.Ending == "어" || v.Ending == "아" || v.Ending == "여")
}

// auxAfter reports whether w is a helping verb of a kept state in -다가
// (놨다가, 뒀다가, 놓았다가, 두었다가).
func auxAfter(w string) bool {
	return slices.Contains([]string{"놨다가", "뒀다가", "놓았다가", "두었다가", "놔뒀다가"}, w)
}

// supersededForm reports whether the Hangul word w is a verb in the past
// with -다가 (놨다가, 열었다가, 뒀다가) or in -려다(가) (떼려다가, 빼려다).
func supersededForm(w string) bool {
	if head, ok := strings.CutSuffix(w, "려다가"); ok {
		return head != ""
	}
	if head, ok := strings.CutSuffix(w, "려다"); ok {
		return head != ""
	}
	head, ok := strings.CutSuffix(w, "다가")
	if !ok || head == "" {
		return false
	}
	last := []rune(head)[len([]rune(head))-1]
	return isSyllable(last) && tailOf(last) == tailSS
}

// remnantWords name what is left of a part taken off in part (종이,
// 쪼가리, 조각, 귀퉁이, 끈끈이): said after the part, they are the part.
var remnantWords = setOf("종이", "쪼가리", "조각", "귀퉁이", "끈끈이", "일부", "절반", "반", "끝", "끝부분")

// RemnantOf reports whether the word phrase (a form of 남다, or an amount
// such as 절반) is said, in its clause, of one of parts (라벨, 스티커,
// 테이프): the noun before it, read past amounts and adverbs (절반쯤,
// 조금, 아직), is a part, or is a remnant of one named earlier in the
// sentence (라벨 떼다가 종이가 조금 남았어요). What is left is the part,
// not the item's contents.
func (r *Reading) RemnantOf(phrase string, parts ...string) bool {
	fields := strings.Fields(strings.ToLower(phrase))
	if len(fields) == 0 {
		return false
	}
	ws := r.lowerWords()
	for i := range ws {
		if !r.phraseAt(ws, i, fields) {
			continue
		}
		j := i - 1
		for j >= 0 && !ws[j].stop && (in(adverbs, ws[j].text) || in(quantityWords, ws[j].text) || amountWord(ws[j].text)) {
			j--
		}
		if j < 0 || ws[j].stop {
			continue
		}
		stem, _ := stripParticle(ws[j].text)
		if slices.Contains(parts, stem) || slices.ContainsFunc(parts, func(p string) bool { return strings.HasSuffix(stem, p) }) {
			return true
		}
		if !in(remnantWords, stem) {
			continue
		}
		for k := j - 1; k >= 0 && !ws[k].stop; k-- {
			st, _ := stripParticle(ws[k].text)
			if slices.Contains(parts, st) {
				return true
			}
		}
	}
	return false
}

// amountWord reports whether w is an amount said of what is left (절반쯤,
// 반쯤, 조금, 일부, 약간, 귀퉁이만).
func amountWord(w string) bool {
	for _, suf := range []string{"쯤", "정도", "만", "가량"} {
		w = strings.TrimSuffix(w, suf)
	}
	switch w {
	case "절반", "반", "조금", "일부", "약간", "쪼금", "살짝", "많이", "거의", "대부분":
		return true
	}
	return false
}

// carriesObject reports whether p, a predicate of the object (hit), ends
// a clause in -지만 or -는데 (찢어졌지만, 안 떨어졌는데, 있었는데): the next
// removal with no object of its own, done in the past (donePast), is said
// of the same object ("라벨
// 조금 찢어졌지만 전부 벗겼어요", "아까는 라벨 있었는데 방금 뗐어요":
// the label is off).
//
// So does a verb that loosens the object, in -어서 (라벨 물에 불려서 다
// 떨어졌어요, 스티커 드라이어로 데워서 뗐어요: the label came off).
func carriesObject(hit bool, p Predicate) bool {
	return hit && (strings.HasSuffix(p.ending, "지만") || strings.HasSuffix(p.ending, "는데") || p.ending == "어서" && in(loosenStems, p.Stem))
}

// loosenStems loosen a label or a sticker before it is taken off (물에
// 불려서, 담가서, 데워서, 적셔서, 녹여서).
var loosenStems = setOf("불리", "담그", "데우", "적시", "녹이")

// donePast reports whether p is said done, in the past (뗐어요, 벗겼고,
// 뺐음), not named as a chore (빼기가 힘들어서) or intended.
func donePast(p Predicate) bool {
	return strings.HasPrefix(p.ending, "었") || strings.HasPrefix(p.ending, "았") || strings.HasPrefix(p.ending, "였")
}

// givenUpStems, right after a verb in -다 or -다가, say it was broken off
// (뜯다 말았어요, 벗기다 포기했어요, 떼다가 그만뒀어요).
var givenUpStems = setOf("말", "포기", "그만두", "관두")

// brokenOff reports whether predicate k, a removal in -다 or -다가, is
// followed right after by a verb of giving up (givenUpStems): the removal
// was left undone, and the part is still on ("라벨 귀퉁이만 조금 뜯다
// 말았어요", "라벨 반 정도 벗기다 포기했어요").
func (a Analysis) brokenOff(k int) bool {
	p := a.Predicates[k]
	if p.ending != "다" && p.ending != "다가" || k+1 >= len(a.Predicates) {
		return false
	}
	q := a.Predicates[k+1]
	return q.Token == p.last+1 && !q.Negated && in(givenUpStems, q.Stem)
}
