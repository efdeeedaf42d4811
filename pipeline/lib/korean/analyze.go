package korean

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Modality is what a predicate says about its action.
type Modality int

// Modalities. ModalityPlain is a plain statement (반환한다, 뗐어요).
const (
	ModalityPlain Modality = iota
	// ModalityObligation: -여야 한다, -해야, -할 것, -하기로 한다,
	// -하는 것으로 한다, 반드시, -지 않으면 안 된다.
	ModalityObligation
	// ModalityPermission: -할 수 있다, -해도 된다.
	ModalityPermission
	// ModalityProhibition: -할 수 없다, -하지 못한다, -하면 안 된다, 금지, 불가.
	ModalityProhibition
)

// String returns the feature prefix of the modality ("must", "may",
// "cannot"), or "" for a plain statement.
func (m Modality) String() string {
	switch m {
	case ModalityObligation:
		return "must"
	case ModalityPermission:
		return "may"
	case ModalityProhibition:
		return "cannot"
	}
	return ""
}

// Predicate is one verb, adjective or verbal noun with the auxiliaries that
// attach to it (반환하지 아니한다 is one Predicate 반환, negated).
type Predicate struct {
	// Stem is the predicate's stem (반환, 돌려주, 떼). 없다 is Stem 있,
	// Negated, so 있음/없음 meet; 금지 and 불가 take the stem of the noun they
	// forbid (반환 불가 → 반환, Prohibition).
	Stem string
	// Negated is true when the action is asserted not to happen: -지 않다,
	// 안/못, 없다, and every prohibition. A double negation (-지 않으면 안
	// 된다) is not negated.
	Negated bool
	// Modality is obligation, permission, prohibition or plain.
	Modality Modality
	// Subject is who does it: the nearest role noun marked 은/는/이/가/께서
	// before it in its clause, else the topic (은/는) of an earlier clause of
	// the sentence. A noun with 에게/한테/께 is a recipient, never a subject.
	Subject Role
	// Objects are the stems of the nouns it acts on: the nearest noun marked
	// 을/를/은/는/이/가 (or bare) before it in its clause, with the nouns
	// coordinated to it (라벨과 뚜껑을, 라벨, 뚜껑).
	Objects []string
	// Conditional is true for the predicate of a conditional clause
	// (-면, -는 경우, -할 때, -시).
	Conditional bool
	// Tried is true for an action meant, tried or broken off, not said
	// to be done: -려고, -려다(가), -려니까, -려는데, -다가 ("떼려니까
	// 찢어져서", "떼다가 말았어요").
	Tried bool
	// Shirked is true for an action named as a chore too bothersome or
	// hard to do, not done: -기 with 귀찮다, 싫다, 힘들다 or 어렵다 after
	// it ("뚜껑 빼기 귀찮아서 그냥 닫아 뒀어요", "라벨 떼기 힘들어서"):
	// the object stays as it was.
	Shirked bool
	// Pending is true for an action still ahead and not done: meant for
	// later (뗄 거예요), not yet begun (떼기 전이에요), forgotten (떼는 걸
	// 깜빡했어요) or owed and not known to be (떼야 하는 줄 몰랐어요); see
	// pendingAt. Like a chore shirked, it leaves the object as it was.
	Pending bool
	// Relayed is true for what someone else said must be done, a relayed
	// imperative (-래요, -라고, -라던데: "따로 버리래요"): an obligation
	// that says nothing of what was done.
	Relayed bool
	// Token is the index in Analysis.Tokens of the predicate's main word.
	Token int

	// ending is the ending that governs it, that of its last auxiliary
	// (뿌려 봤더니 → 었더니), and last the index of that auxiliary's token
	ending string
	last   int
}

// Key returns the predicate as one feature: its stem prefixed with "not:"
// when negated and with the modality ("must:부담", "must:not:청구",
// "cannot:청구", "may:해지"). A prohibition is written "cannot:" only.
func (p Predicate) Key() string { return predicateKey(p.Stem, p) }

func predicateKey(stem string, p Predicate) string {
	switch {
	case p.Modality == ModalityProhibition:
		return "cannot:" + stem
	case p.Modality != ModalityPlain && p.Negated:
		return p.Modality.String() + ":not:" + stem
	case p.Modality != ModalityPlain:
		return p.Modality.String() + ":" + stem
	case p.Negated:
		return "not:" + stem
	}
	return stem
}

// Analysis is the result of Analyze.
type Analysis struct {
	// Text is the normalised text the token offsets refer to.
	Text string
	// Tokens are its tokens in order.
	Tokens []Token
	// Predicates are its predicates in order of their main word.
	Predicates []Predicate
}

// pred is a Predicate under construction.
type pred struct {
	Predicate
	last   int    // index of the last token it absorbed
	end    string // the ending that now governs it
	must   bool   // an ending or adverb marked obligation
	clause int
}

var (
	conditionalEnds = setOf("면", "으면", "면은", "다면", "ㄴ다면", "는다면", "거든", "었으면", "었다면", "었거든")
	// forbiddenEnds are the endings that 안 된다 turns into a prohibition
	// (-면 안 된다, -어서는 아니 된다)
	forbiddenEnds  = setOf("면", "으면", "면은", "어서는", "어선", "어서")
	adnominalEnds  = setOf("는", "ㄴ", "은", "ㄹ", "을", "던", "었던", "었을", "었는", "기")
	jiEnds         = setOf("지", "지는", "지도", "지를")
	futureEnds     = setOf("ㄹ", "을")
	conditionNouns = setOf("경우", "때", "시")
	// intentEnds mark an action meant or tried (떼려다, 떼려고)
	intentEnds = setOf("려다", "으려다", "려다가", "으려다가", "려고", "으려고")
	// openStems open a can or a bottle (따다): begun, it is done, so
	// "뚜껑 따다가 손 베였어요" opened the lid while it says what happened
	// meanwhile
	openStems = setOf("따")
	// triedEnds leave the action undone: meant, tried or broken off
	triedEnds    = setOf("려다", "으려다", "려다가", "으려다가", "려고", "으려고", "려니까", "으려니까", "려는데", "으려는데", "다가")
	auxAfterEO   = setOf("있", "두", "놓", "내", "버리", "주", "드리", "보", "가지", "지")
	sentenceEnds = ".?!\n;"
)

func obligationEnd(e string) bool {
	return strings.HasPrefix(e, "어야") || strings.HasPrefix(e, "기로") ||
		e == "세요" || e == "으세요" || e == "십시오" || e == "으십시오" || e == "어라" || relayedEnd(e)
}

// relayedEnd reports whether e is a relayed imperative (내래요, 떼라고,
// 씻으라던데): what someone said must be done, not what was done.
func relayedEnd(e string) bool {
	e = strings.TrimPrefix(e, "으")
	return strings.HasPrefix(e, "래") || strings.HasPrefix(e, "라고") || strings.HasPrefix(e, "라던") || strings.HasPrefix(e, "라는") || strings.HasPrefix(e, "랬")
}

// Analyze normalises s, tokenises it and finds its predicates with their
// polarity, modality, subject, objects and conditional scope.
func Analyze(s string) Analysis {
	n := Normalize(s)
	toks := tokenize(n)
	a := Analysis{Text: n, Tokens: toks}
	var preds []*pred
	last := func() *pred {
		if len(preds) == 0 {
			return nil
		}
		return preds[len(preds)-1]
	}
	pendingNeg, pendingMust := false, false
	add := func(stem string, head int, end string) *pred {
		p := &pred{Predicate: Predicate{Stem: stem, Token: head}, last: head, end: end}
		p.Negated, p.must = pendingNeg, pendingMust
		pendingNeg, pendingMust = false, false
		preds = append(preds, p)
		return p
	}
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		p := last()
		adjacent := p != nil && p.last == i-1
		switch tok.Kind {
		case KindPunct:
			if strings.Contains(sentenceEnds, tok.Surface) {
				pendingNeg, pendingMust = false, false
			}
		case KindAdverb:
			switch tok.Stem {
			case "안", "아니", "못":
				if tok.Stem == "못" && i+1 < len(toks) && toks[i+1].Kind == KindVerb && nailStems[toks[i+1].Stem] {
					continue // 못 박은 자리: the nail, not a negation
				}
				if adjacent && in(forbiddenEnds, p.end) && i+1 < len(toks) && toks[i+1].Kind == KindVerb && toks[i+1].Stem == "되" {
					negateAfterCondition(p)
					p.last, p.end = i+1, toks[i+1].Ending
					i++
					continue
				}
				// 떼려다 못 뗐어요: an attempt that failed is one negated
				// predicate, not a removal followed by a denial
				if adjacent && in(intentEnds, p.end) && i+1 < len(toks) && toks[i+1].Kind == KindVerb {
					p.Negated = true
					p.last, p.end = i+1, toks[i+1].Ending
					i++
					continue
				}
				pendingNeg = true
			case "반드시", "꼭":
				pendingMust = true
			case "그대로":
				np := add("그대로", i, tok.Particle)
				if i+1 < len(toks) && toks[i+1].Kind == KindVerb && in(setOf("두", "있", "놓", "버리", "하", "내"), toks[i+1].Stem) {
					np.last, np.end = i+1, toks[i+1].Ending
					i++
				}
			}
		case KindNoun:
			if !in(nominalPredicates, tok.Stem) || !(tok.Particle == "" || strings.HasPrefix(tok.Particle, "이") || tok.Particle == "예요") {
				continue
			}
			if i+1 < len(toks) && toks[i+1].Kind != KindPunct && !(toks[i+1].Kind == KindNoun && in(nominalPredicates, toks[i+1].Stem)) {
				continue // a verbal noun inside a phrase, not a clause's predicate
			}
			if tok.Stem == "완료" && adjacent {
				p.last = i // 제거 완료
				continue
			}
			if tok.Stem == "금지" || tok.Stem == "불가" {
				if i > 0 && toks[i-1].Kind == KindNoun && RoleOf(toks[i-1].Stem) == RoleNone && objectParticle(toks[i-1].Particle) {
					np := add(toks[i-1].Stem, i-1, "다")
					np.Negated, np.Modality, np.last = true, ModalityProhibition, i
					continue
				}
				np := add(tok.Stem, i, "다")
				np.Negated, np.Modality = true, ModalityProhibition
				continue
			}
			add(tok.Stem, i, "다")
		case KindVerb:
			if adjacent && attach(p, toks, i) {
				i = lookAhead(p, toks, i)
				continue
			}
			stem := tok.Stem
			np := add(stem, i, tok.Ending)
			switch stem {
			case "없":
				np.Stem, np.Negated = "있", !np.Negated
			case "못하":
				np.Stem, np.Negated = "하", true
			case "금지", "불가":
				// 흡연은 금지한다 forbids 흡연
				np.Negated, np.Modality = true, ModalityProhibition
				if i > 0 && toks[i-1].Kind == KindNoun && RoleOf(toks[i-1].Stem) == RoleNone && objectParticle(toks[i-1].Particle) {
					np.Stem, np.Token = toks[i-1].Stem, i-1
				}
			}
			if tok.neg {
				np.Negated = true
			}
			i = lookAhead(np, toks, i)
		}
	}
	finish(preds, toks)
	a.Predicates = make([]Predicate, len(preds))
	for k, p := range preds {
		a.Predicates[k] = p.Predicate
		a.Predicates[k].ending, a.Predicates[k].last = p.end, p.last
	}
	return a
}

// negateAfterCondition applies 안 된다 to a conditional predicate: -하면 안
// 된다 forbids it, -하지 않으면 안 된다 obliges it.
func negateAfterCondition(p *pred) {
	if p.Negated {
		p.Negated, p.Modality = false, ModalityObligation
		return
	}
	p.Negated, p.Modality = true, ModalityProhibition
}

// nailStems are the verbs whose object 못 (a nail) is, not a negation of
// them: 못 박은 자리, 못 박힌 벽. (못 빼다 stays a negation: "could not
// take out" is as likely as "take out the nail".)
var nailStems = map[string]bool{"박": true, "박히": true}

// attach absorbs verb toks[i] into the predicate p right before it when it
// is p's auxiliary (-지 않다, -어야 한다, -기로 하다, -어 있다 …).
func attach(p *pred, toks []Token, i int) bool {
	tok := toks[i]
	switch {
	case in(jiEnds, p.end) && tok.Stem == "않":
		p.Negated = true
	case in(jiEnds, p.end) && tok.Stem == "못하":
		p.Negated, p.Modality = true, ModalityProhibition
	case strings.HasPrefix(p.end, "어야") && (tok.Stem == "하" || tok.Stem == "되"):
		p.must = true
	case strings.HasPrefix(p.end, "기로") && (tok.Stem == "하" || tok.Stem == "합의" || tok.Stem == "약정"):
		p.must = true
	case p.end == "어도" && (tok.Stem == "되" || tok.Stem == "좋") && !tok.neg:
		p.Modality = ModalityPermission
	case in(forbiddenEnds, p.end) && tok.Stem == "되" && tok.neg:
		negateAfterCondition(p)
	case p.end == "어" && in(auxAfterEO, tok.Stem):
		// 돌려 주다 written apart is 돌려주다; other -어 주다 keep their verb
		if merged := toks[p.Token].Surface + tok.Stem; in(verbStems, merged) {
			p.Stem = merged
		}
	case p.end == "고" && tok.Stem == "있":
	default:
		return false
	}
	if tok.neg && tok.Stem != "되" {
		p.Negated = true
	}
	p.last, p.end = i, tok.Ending
	return true
}

// lookAhead absorbs the noun-mediated constructions after a new predicate:
// -ㄹ 수 있다/없다, -ㄹ 것, -는 것으로 한다, -는 경우/때/시. It returns the
// index of the last token absorbed.
func lookAhead(p *pred, toks []Token, i int) int {
	next := func(k int) (Token, bool) {
		if k < len(toks) {
			return toks[k], true
		}
		return Token{}, false
	}
	// 뗀 적 없어요: never done (negation24.go)
	if j, ok := experienceDenied(p, toks, i); ok {
		return j
	}
	n1, ok1 := next(i + 1)
	if !ok1 || n1.Kind != KindNoun {
		return i
	}
	n2, ok2 := next(i + 2)
	switch {
	case in(futureEnds, p.end) && n1.Stem == "수" && ok2 && n2.Kind == KindVerb && (n2.Stem == "있" || n2.Stem == "없"):
		if n2.Stem == "있" && !n2.neg {
			p.Modality = ModalityPermission
		} else {
			p.Negated, p.Modality = true, ModalityProhibition
		}
		p.last, p.end = i+2, n2.Ending
		return i + 2
	case in(futureEnds, p.end) && n1.Stem == "것" && (!ok2 || n2.Kind == KindPunct || n1.Particle != ""):
		p.must = true
		p.last, p.end = i+1, "다"
		return i + 1
	case (p.end == "는" || p.end == "ㄴ" || p.end == "은") && n1.Stem == "것" && strings.HasSuffix(n1.Particle, "로") && ok2 && n2.Kind == KindVerb && n2.Stem == "하":
		p.must = true
		p.last, p.end = i+2, n2.Ending
		return i + 2
	case in(adnominalEnds, p.end) && in(conditionNouns, n1.Stem):
		p.Conditional = true
		p.last, p.end = i+1, "면"
		return i + 1
	}
	return i
}

func objectParticle(p string) bool {
	switch p {
	case "", "을", "를", "은", "는", "이", "가", "도", "만", "와", "과", "랑", "이랑", "요", "이요", "이나":
		return true
	}
	return false
}

func subjectParticle(p string) bool {
	switch p {
	case "", "은", "는", "이", "가", "께서", "께서는", "께서도", "도", "만", "은요", "는요":
		return true
	}
	return false
}

func topicParticle(p string) bool {
	switch p {
	case "은", "는", "께서", "께서는", "께서도", "도", "은요", "는요":
		return true
	}
	return false
}

func coordParticle(p string) bool {
	switch p {
	case "와", "과", "랑", "이랑", "하고":
		return true
	}
	return false
}

// gaveUpAfter reports whether the token after i says the action was given
// up (따다가 말았어요, 따다가 포기).
func gaveUpAfter(toks []Token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	w := toks[i+1].Surface
	return slices.ContainsFunc(gaveUp, func(g string) bool { return strings.HasPrefix(w, g) })
}

// botherStems say a chore is too bothersome or hard (귀찮아서, 싫어서,
// 힘들어서, 어려워서, 번거로워서).
var botherStems = setOf("귀찮", "귀찬", "싫", "힘들", "어렵", "어려우", "번거롭", "번거로우", "빡세", "성가시", "까다롭", "까다로우")

// botheredAfter reports whether the token after i is one of botherStems.
func botheredAfter(toks []Token, i int) bool {
	return i+1 < len(toks) && toks[i+1].Kind == KindVerb && in(botherStems, toks[i+1].Stem)
}

// finish settles modality and conditional scope, splits the tokens into
// clauses at each predicate that is not adnominal, and finds subjects and
// objects.
func finish(preds []*pred, toks []Token) {
	for _, p := range preds {
		if (p.must || obligationEnd(p.end)) && p.Modality == ModalityPlain {
			p.Modality = ModalityObligation
		}
		if in(conditionalEnds, p.end) {
			p.Conditional = true
		}
		p.Tried = in(triedEnds, p.end) && !(p.end == "다가" && in(openStems, p.Stem) && !gaveUpAfter(toks, p.last))
		p.Relayed = relayedEnd(p.end)
		p.Shirked = p.end == "기" && botheredAfter(toks, p.last)
		p.Pending = pendingAt(p, toks) || pendingAt27(p, toks)
	}
	joinPending27(preds, toks)
	// clause[i] is the clause of token i; sentence[i] its sentence.
	clause := make([]int, len(toks))
	sentence := make([]int, len(toks))
	condClause := map[int]bool{}
	c, s, k := 0, 0, 0
	for i := range toks {
		clause[i], sentence[i] = c, s
		if toks[i].Kind == KindPunct && strings.Contains(sentenceEnds, toks[i].Surface) {
			s++
			c++
		}
		for k < len(preds) && preds[k].last < i {
			k++
		}
		if k < len(preds) && preds[k].last == i {
			p := preds[k]
			p.clause = c
			if !in(adnominalEnds, p.end) {
				if p.Conditional {
					condClause[c] = true
				}
				c++
			}
		}
	}
	for k, p := range preds {
		p.Subject = subjectOf(p, toks, clause, sentence, condClause)
		p.Objects = objectsOf(p, toks, clause, preds)
		// "뚜껑은 닫아서 그대로 버렸어요": 그대로 keeps the object of the
		// predicate it follows when it has none of its own
		if p.Stem == "그대로" && len(p.Objects) == 0 && k > 0 && sentence[preds[k-1].Token] == sentence[p.Token] {
			p.Objects = preds[k-1].Objects
		}
		// "라벨 벗기려고 했는데 못 벗겼어요": a removal said again without
		// an object acts on the object it had before in the sentence
		if len(p.Objects) == 0 && in(removalStems, p.Stem) {
			for j := k - 1; j >= 0 && sentence[preds[j].Token] == sentence[p.Token]; j-- {
				if preds[j].Stem == p.Stem && len(preds[j].Objects) > 0 {
					p.Objects = preds[j].Objects
					break
				}
			}
		}
		// "창은 가위로 오려서 따로 뺐어요": a removal right after a verb in
		// -어서 takes that verb's object (not 버리다, which as often
		// throws the whole item away: "뚜껑 닫아서 버렸어요"); so does
		// 뜯다 ("라벨 물에 불려서 억지로 뜯어냈어요")
		if len(p.Objects) == 0 && (in(setAsideStems, p.Stem) || p.Stem == "뜯") && k > 0 && preds[k-1].end == "어서" &&
			sentence[preds[k-1].Token] == sentence[p.Token] && preds[k-1].last < p.Token {
			p.Objects = preds[k-1].Objects
		}
	}
}

func subjectOf(p *pred, toks []Token, clause, sentence []int, condClause map[int]bool) Role {
	h := p.Token
	for j := h - 1; j >= 0 && sentence[j] == sentence[h]; j-- {
		t := toks[j]
		if t.Kind != KindNoun {
			continue
		}
		role := RoleOf(t.Stem)
		same := clause[j] == p.clause
		switch {
		case role != RoleNone && same && subjectParticle(t.Particle),
			role != RoleNone && !same && topicParticle(t.Particle),
			role != RoleNone && !same && subjectParticle(t.Particle) && t.Particle != "" && !condClause[clause[j]]:
			if j > 0 && toks[j-1].Kind == KindNoun && coordParticle(toks[j-1].Particle) {
				if r2 := RoleOf(toks[j-1].Stem); r2 != RoleNone && r2 != role {
					return RoleBoth
				}
			}
			return role
		case role == RoleNone && same && (t.Particle == "이" || t.Particle == "가" || strings.HasPrefix(t.Particle, "께서")):
			return RoleOther
		}
	}
	return RoleNone
}

func objectsOf(p *pred, toks []Token, clause []int, preds []*pred) []string {
	// the previous predicate's last token bounds the search
	floor := -1
	for _, q := range preds {
		if q.Token < p.Token && q.last < p.Token && q.last > floor {
			floor = q.last
		}
	}
	var objs []string
	first := -1
	for j := p.Token - 1; j > floor && clause[j] == p.clause; j-- {
		t := toks[j]
		if t.Kind == KindPunct {
			if t.Surface == "," || t.Surface == "·" || t.Surface == "/" {
				continue
			}
			break
		}
		if t.Kind != KindNoun || RoleOf(t.Stem) != RoleNone || !objectParticle(t.Particle) {
			continue
		}
		// "심은 제가 다 뽑았어요": the one who did it is its subject
		if (t.Particle == "가" || t.Particle == "이" || t.Particle == "께서") && isDoer(t.Stem) {
			continue
		}
		first = j
		objs = append(objs, t.Stem)
		break
	}
	if first < 0 {
		return topicAcross(p, toks, preds, floor)
	}
	// "상표 비닐은 벗겼고", "은박 뚜껑을 뗐어요": a bare noun right before
	// an object marked with a particle names it with it, and is the object
	// too (unmarked runs, "생수병 뚜껑 닫힌", are left as they were: the
	// first noun there is often the item itself)
	if j := first - 1; j > floor && toks[first].Particle != "" && clause[j] == p.clause && toks[j].Kind == KindNoun && toks[j].Particle == "" && RoleOf(toks[j].Stem) == RoleNone && toks[j].Surface == toks[j].Stem {
		objs = append(objs, toks[j].Stem)
		first = j
	}
	for j := first - 1; j > floor; j-- {
		t := toks[j]
		switch {
		case t.Kind == KindPunct && (t.Surface == "," || t.Surface == "·" || t.Surface == "/"),
			t.Kind == KindAdverb && (t.Stem == "및" || t.Stem == "또는" || t.Stem == "혹은"):
			if j > 0 && toks[j-1].Kind == KindNoun && RoleOf(toks[j-1].Stem) == RoleNone && objectParticle(toks[j-1].Particle) {
				objs = append(objs, toks[j-1].Stem)
				j--
				continue
			}
			return objs
		case t.Kind == KindNoun && RoleOf(t.Stem) == RoleNone && coordParticle(t.Particle),
			t.Kind == KindNoun && RoleOf(t.Stem) == RoleNone && t.Particle == "도" && toks[first].Particle == "도":
			objs = append(objs, t.Stem)
			continue
		}
		break
	}
	return objs
}

// isDoer reports whether the noun stem names a person who does things
// (doerWords, or a title said with 님: 실장님, 선생님), alone or in the
// plural with 들.
func isDoer(stem string) bool {
	if base, ok := strings.CutSuffix(stem, "들"); ok && base != "" && in(doerWords, base) {
		return true // 대원들이, 학생들이: people in the plural
	}
	return in(doerWords, stem) || utf8.RuneCountInString(stem) >= 2 && strings.HasSuffix(stem, "님")
}
