package korean

import "slices"

// topicAcross returns the topic of a removal that found no object of its
// own because a short clause of time or cause stands between them (라벨은
// 경기 끝나고 주차장에서 뜯어 버렸고요, 뚜껑은 집에 와서 뺐어요): the noun
// marked 은 or 는 right before that clause, when the clause's own
// predicate took another noun or none and ended in a linking ending. Role
// words (임대인, 임차인) are never taken (session 27).
func topicAcross(p *pred, toks []Token, preds []*pred, floor int) []string {
	// (a removal only: a topic carried to any verb across a clause of
	// time changed how a blind lease clause read, session 27)
	if !in(removalStems, p.Stem) {
		return nil
	}
	var q *pred
	for _, c := range preds {
		if c.last == floor && c.Token < p.Token {
			q = c
		}
	}
	if q == nil || !slices.Contains(linkingEnds, q.end) || !slices.Contains(passingStems, q.Stem) {
		return nil
	}
	j := q.Token - 1
	// the clause's own subject, bare or with 이/가 (경기 끝나고, 집에 와서)
	for k := 0; k < 2 && j >= 0 && toks[j].Kind == KindNoun && toks[j].Particle != "은" && toks[j].Particle != "는"; k++ {
		j--
	}
	if j < 0 {
		return nil
	}
	t := toks[j]
	if t.Kind != KindNoun || (t.Particle != "은" && t.Particle != "는") || RoleOf(t.Stem) != RoleNone || isDoer(t.Stem) {
		return nil
	}
	for _, c := range preds {
		if c != q && c.Token < q.Token && c.last >= j {
			return nil
		}
	}
	return []string{t.Stem}
}

// passingStems are the verbs of such a clause: time passing or someone
// coming and going, which act on nothing of the item (뚜껑 돌려서 is a
// step on the cap, and no clause a topic reaches across).
var passingStems = []string{"끝나", "오", "가", "돌아오", "들어오", "나오", "나가", "지나", "마치", "끝내", "도착", "퇴근", "출근", "일어나"}

// linkingEnds are the endings of a short clause of time or cause that a
// topic reaches across.
var linkingEnds = []string{"고", "고서", "어서", "아서", "서", "면", "니까", "으니까", "자", "자마자"}
