package korean

import (
	"slices"
	"strings"
)

// Session 26: an action still ahead (뗄 거예요, 떼기 전이에요, 떼는 걸
// 깜빡했어요, 떼야 하는 줄 몰랐어요) and a removal said with its noun
// before a light 하 (라벨 제거는 안 했어요, 분리 다 했어요).

// pendingNouns, after a verb in -ㄹ/-을, make it an action meant for later
// (뗄 거예요, 씻을 생각이에요, 뺄 예정).
// (거야, 거고, 건데: 거 with a copula the stemmer leaves on it).
var pendingNouns = setOf("거", "것", "생각", "예정", "계획", "거야", "거고", "건데", "거라", "거임")

// forgetStems forget or miss a chore named before them (떼는 걸
// 깜빡했어요, 씻는 거 까먹었어요, 빼는 걸 잊어버렸어요); matched as
// prefixes, since the stemmer leaves 잊어버렸 whole.
var forgetStems = []string{"깜빡", "깜박", "잊", "까먹", "까묵"}

// choreNouns turn the verb in -는 before them into a chore named (떼는 걸,
// 빼는 거, 씻는 건).
var choreNouns = setOf("걸", "거", "것", "건", "게")

// pendingAt reports whether the predicate p, whose last token is at
// toks[p.last], names an action still ahead and not done:
//   - meant for later: -ㄹ/-을 with 거, 생각, 예정 (뗄 거예요), unless 있/없
//     follows (뗄 거 없어요 says there is nothing to take off);
//   - not yet begun: -기 with 전 said as the state (떼기 전이에요), not
//     as a time (씻기 전에 찍었어요);
//   - a chore forgotten or left undone: -는 with 걸/거 and a verb of
//     forgetting (떼는 걸 깜빡했어요) or a negated 하 (떼는 거 못 했어요);
//   - owed and not known to be owed (떼야 하는 줄 몰랐어요, 빼야 하는지
//     몰라서) or owed against what follows (떼야 되는데 귀찮네요).
func pendingAt(p *pred, toks []Token) bool {
	i := p.last
	next := func(k int) (Token, bool) {
		if i+k < len(toks) {
			return toks[i+k], true
		}
		return Token{}, false
	}
	n1, ok1 := next(1)
	n2, ok2 := next(2)
	if p.must || p.Modality == ModalityObligation {
		if p.end == "는데" || p.end == "ㄴ데" {
			return true
		}
		for k := 1; k <= 3; k++ {
			if t, ok := next(k); ok && t.Kind == KindVerb && t.Stem == "모르" {
				return true
			}
		}
		return false
	}
	switch {
	case in(futureEnds, p.end):
		if !ok1 || n1.Kind != KindNoun || !in(pendingNouns, n1.Stem) {
			return false
		}
		return !ok2 || n2.Kind != KindVerb || n2.Stem != "있" && n2.Stem != "없"
	case p.end == "기":
		return ok1 && n1.Kind == KindNoun && n1.Stem == "전" && (n1.Particle == "" || strings.HasPrefix(n1.Particle, "이") || n1.Particle == "임")
	case p.end == "는":
		if !ok1 || n1.Kind != KindNoun || !in(choreNouns, n1.Stem) {
			return false
		}
		for k := 2; k <= 4; k++ {
			t, ok := next(k)
			// (a verb of forgetting whose ending the stemmer does not know,
			// 잊어버렸네, is left a noun: its surface says it)
			// (not forgotten, 안 까먹고 뗐어요, is done)
			if ok && slices.ContainsFunc(forgetStems, func(f string) bool { return strings.HasPrefix(t.Surface, f) }) {
				return !t.neg && !negatorWord(toks[i+k-1])
			}
			if !ok || t.Kind == KindPunct || t.Kind == KindNoun {
				return false
			}
			if t.Kind != KindVerb {
				continue // 아직, 안
			}
			return t.Stem == "하" && (t.neg || negatorWord(toks[i+k-1]))
		}
	}
	return false
}

// negatorWord reports whether t is the adverb 안 or 못.
func negatorWord(t Token) bool {
	return t.Kind == KindAdverb && (t.Stem == "안" || t.Stem == "못")
}

// lightRemoval returns, for a predicate p of the light verb 하 whose
// objects hold a removal noun (제거, 분리), the nouns that removal acts on:
// its other objects and the bare noun right before the removal noun
// ("라벨 제거는 안 했어요", "라벨 분리 다 했어요" → 라벨), and so are
// the nouns of a removal said finished (뚜껑 분리 완료하였습니다: see
// doneNouns). ok is false
// when p is no such predicate.
func (a Analysis) lightRemoval(p Predicate) (objects []string, ok bool) {
	if p.Stem != "하" && !in(doneNouns, p.Stem) {
		return nil, false
	}
	for j := p.Token - 1; j >= 0 && j >= p.Token-4; j-- {
		t := a.Tokens[j]
		if t.Kind == KindAdverb {
			continue
		}
		if t.Kind != KindNoun || !in(lightRemovalNouns, t.Stem) {
			return nil, false
		}
		for _, o := range p.Objects {
			if o != t.Stem {
				objects = append(objects, o)
			}
		}
		if j > 0 && a.Tokens[j-1].Kind == KindNoun && a.Tokens[j-1].Particle == "" {
			objects = append(objects, a.Tokens[j-1].Stem)
		}
		return objects, true
	}
	return nil, false
}

// lightRemovalNouns are the removal nouns said before a light 하 written
// apart (제거 안 했어요, 분리 다 했어요).
var lightRemovalNouns = setOf("제거", "분리", "탈거")

// washNouns are the nouns of washing said before a light 하 (설거지 안
// 했어요, 세척 못 했어요).
var washNouns = setOf("설거지", "세척", "세정", "헹굼")

// Undone reports whether the text says an action of one of stems (씻,
// 헹구) is still ahead or was not done, the object aside: a predicate of
// it Pending (씻을 거예요, 씻는 걸 잊어버렸어요, 씻어야 하는 줄
// 몰라서, 씻기 전이에요), or a negated light 하 whose object is a noun of
// washing when wash is true (설거지 아직 못 했어요, 세척 안
// 한). A predicate asked about or conditional says nothing.
func (r *Reading) Undone(wash bool, stems ...string) bool {
	a := r.analyzed()
	if a == nil {
		return false
	}
	for _, p := range a.Predicates {
		if p.Conditional || p.Relayed {
			continue
		}
		if p.Pending && slices.Contains(stems, p.Stem) {
			return true
		}
		if wash && p.Stem == "하" && p.Negated && slices.ContainsFunc(p.Objects, func(o string) bool { return in(washNouns, o) }) {
			return true
		}
		if wash && in(washNouns, p.Stem) && p.Negated {
			return true
		}
	}
	return false
}
