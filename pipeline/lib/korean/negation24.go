package korean

import (
	"slices"
	"strings"
)

// Session 24: experience negation and a noun's own predicate denied.
//
// "-ㄴ 적 없다" says a thing was never done (딴 적 없어요: never opened;
// 뗀 적 없어요: never taken off; 씻어 본 적 없어요: never washed), so the
// verb before 적 is negated, as 안 딴 is; "-ㄴ 적 있다" says nothing
// of now. The analysis reads it as one negated predicate
// (experienceDenied, from lookAhead), the word reading as a negated
// word (experienceNegated, from negated).

// experienceNouns are the bound noun 적 as written before 없다 (적, 적이,
// 적은, 적도, 적이는 rarely): the stemmer may read 적은 as the verb 적다.
var experienceNouns = setOf("적", "적이", "적은", "적도", "적을", "적까지")

// experienceDenied absorbs "적 없다" after the adnominal predicate p whose
// last token is i (뗀 적 없어요, 씻어 본 적이 없어요): p is negated, and
// the index of the last token absorbed is returned with true.
func experienceDenied(p *pred, toks []Token, i int) (int, bool) {
	if !in(pastAdnominalEnds, p.end) || i+2 >= len(toks) {
		return i, false
	}
	if !in(experienceNouns, toks[i+1].Surface) || toks[i+2].Kind != KindVerb || toks[i+2].Stem != "없" {
		return i, false
	}
	p.Negated = !p.Negated
	p.last, p.end = i+2, toks[i+2].Ending
	return i + 2, true
}

// experienceNegated reports whether word i is a verb in the past
// adnominal (딴, 뗀, 씻은; 씻어 본 with 본 after it) followed in its
// clause by 적 and 없다 (딴 적 없어요, 뗀 적이 없고, 씻어 본 적
// 없음, 딴적없어요).
func experienceNegated(ws []word, i int) bool {
	w := ws[i].text
	if !HasHangul(w) || ws[i].stop {
		return false
	}
	k := i + 1
	// 씻어 본 적, 열어 봤던 적: the verb tried with 보다
	if k < len(ws) && (ws[k].text == "본" || ws[k].text == "봤던") && !ws[k].stop && (strings.HasSuffix(w, "어") || strings.HasSuffix(w, "아") || strings.HasSuffix(w, "여") || strings.HasSuffix(w, "해")) {
		w, k = ws[k].text, k+1
	}
	// 딴적없어요: glued
	for _, e := range []string{"적없", "적이없", "적은없", "적도없"} {
		if at := strings.Index(w, e); at > 0 && ClosedByN(w[:at]) {
			return true
		}
	}
	if !ClosedByN(w) && !strings.HasSuffix(w, "던") || k >= len(ws) || ws[k-1].stop {
		return false
	}
	if in(experienceNouns, ws[k].text) && !ws[k].stop {
		if j := pastNone(ws, k+1); j < len(ws) && strings.HasPrefix(ws[j].text, "없") {
			return true
		}
	}
	for _, e := range []string{"적없", "적이없", "적은없", "적도없"} {
		if strings.HasPrefix(ws[k].text, e) {
			return true
		}
	}
	return false
}

// capNouns name a cap or lid, sealNouns a seal or wrap that closes a
// container, labelNouns a label or sticker.
var (
	capNouns   = []string{"뚜껑", "마개", "캡", "뚜겅", "코르크"}
	sealNouns  = []string{"씰", "실링", "은박", "필름", "포장", "랩", "테이프"}
	labelNouns = []string{"라벨", "스티커", "상표", "딱지", "비닐"}
)

// partNouns name a cap, lid, seal, label or wrap: an opening said of
// one is said of it (뚜껑 안 딴, 라벨 안 뜯은), not of the whole
// container.
var partNouns = slices.Concat(capNouns, sealNouns, labelNouns)

// NeverOpened reports whether the text says the container was never
// opened: a verb of stems (따다, 뜯다, 개봉하다, 열다: which ones open a
// container depends on it) negated — by 안 or -지
// 않다, or as never done (딴 적 없어요, 한 번도 안 뜯은) — whose object
// is no cap or lid (뚜껑 안 딴 is said of the cap) and that is not asked,
// owed or conditional. A container never opened holds all it held.
func (r *Reading) NeverOpened(stems ...string) bool {
	a := r.analyzed()
	if a == nil {
		return false
	}
	for _, p := range a.Predicates {
		if !slices.Contains(stems, p.Stem) || passive(a.Tokens[p.Token].Surface) || !p.Negated || p.Conditional || p.Modality != ModalityPlain || p.Tried || p.Relayed {
			continue
		}
		if slices.ContainsFunc(p.Objects, func(o string) bool {
			return slices.ContainsFunc(partNouns, func(c string) bool { return strings.Contains(o, c) })
		}) && !closureUntried(a, p) {
			continue
		}
		// 안 딴 거면, 안 뜯은 것이라면: supposed, not said
		if k := p.last + 1; k < len(a.Tokens) && a.Tokens[k].Kind == KindNoun && (strings.HasPrefix(a.Tokens[k].Surface, "거") || strings.HasPrefix(a.Tokens[k].Surface, "것")) && strings.HasSuffix(a.Tokens[k].Surface, "면") {
			continue
		}
		// the cap named right before, unmarked or with a particle the
		// analysis took for another role (뚜껑 그냥 안 딴)
		if p.Token >= 2 && a.Tokens[p.Token-1].Kind == KindAdverb && !closureUntried(a, p) {
			if prev := a.Tokens[p.Token-2]; prev.Kind == KindNoun && slices.ContainsFunc(partNouns, func(c string) bool { return strings.Contains(prev.Stem, c) }) {
				continue
			}
		}
		return true
	}
	return false
}

// closureUntried reports whether the negated opening p is said of a
// closure in a way that leaves the whole container closed: the cap or
// seal marked 도 (뚜껑도 안 딴, 씰도 안 뜯은: not even it was opened) or
// the opening never even tried (-어 보다 negated: 뚜껑 안 열어본 잼).
// "뚜껑 안 딴 채로", said of the cap alone, is not.
func closureUntried(a *Analysis, p Predicate) bool {
	w := a.Tokens[p.Token].Surface
	for _, tried := range []string{"어보", "아보", "어본", "아본", "어봤", "아봤", "어봐", "아봐"} {
		if strings.Contains(w, tried) {
			return true
		}
	}
	for _, tk := range a.Tokens[:p.Token] {
		if tk.Kind == KindNoun && tk.Surface == tk.Stem+"도" && slices.Contains(closureNouns, tk.Stem) && slices.Contains(p.Objects, tk.Stem) {
			return true
		}
	}
	return false
}

// closureNouns close a container whole: opening one opens it.
var closureNouns = slices.Concat(capNouns, []string{"병뚜껑", "씰", "실링", "포장", "포장지"})

// passive reports whether the verb w is written as a passive or
// potential (뜯어져요, 안 따져요: it will not come open), said of the
// part that resists, not of a container left closed.
func passive(w string) bool {
	return strings.Contains(w, "어지") || strings.Contains(w, "어져") || strings.Contains(w, "아지") || strings.Contains(w, "아져") || strings.Contains(w, "어졌") || strings.Contains(w, "아졌")
}

// thrownStems throw out or pour away what a noun names (소스는 버리고,
// 국물은 따라 냈어요).
var thrownStems = []string{"버리", "버렸", "버려", "버림", "따라", "따르", "비우", "비웠", "쏟아"}

// NounDenied reports whether every mention of noun, bare or with a
// particle, has as its predicate in its clause a verb that is negated
// (양념 안 묻었어요, 양념은 묻지 않았어요) or that throws it away (남은
// 소스는 음식물로 버리고): the noun names no substance on the item. Words
// between — adverbs, a negator, a noun marked 에 or 로 (종이에,
// 음식물로) — are read past.
//
// With verbs, only a negated predicate that begins with one of them
// denies: "얼룩이 안 빠져요" negates the stain's going, not its being
// there.
func (r *Reading) NounDenied(noun string, verbs ...string) bool {
	if !HasHangul(noun) || strings.Contains(noun, " ") {
		return false
	}
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		st, _ := stripParticle(w.text)
		if w.text != noun && st != noun {
			continue
		}
		denied := false
		for j := i + 1; j < len(ws) && j <= i+4 && !ws[j-1].stop; j++ {
			t := ws[j].text
			if t == "안" || t == "못" || in(adverbs, t) || in(quantityWords, t) || in(wholeWords, t) || in(degreeWords, t) {
				continue
			}
			if _, p := stripParticle(t); !isPredicateWord(t) && (strings.HasPrefix(p, "에") || strings.HasPrefix(p, "로") || p == "으로") {
				continue
			}
			if !isPredicateWord(t) {
				break
			}
			attaches := len(verbs) == 0 || slices.ContainsFunc(verbs, func(v string) bool {
				return strings.HasPrefix(t, v) || strings.HasPrefix(t, "안"+v) || strings.HasPrefix(t, "못"+v)
			})
			denied = attaches && r.negated(ws, j) || hasAny(t, thrownStems)
			break
		}
		if !denied {
			return false
		}
		seen = true
	}
	return seen
}
