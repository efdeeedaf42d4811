package korean

import (
	"slices"
	"strings"
)

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
	// a noun of several words (분무 손잡이, 스프레이 헤드) is its head
	// written after the bare nouns of the others (분무 + 손잡이는): that
	// head's stem stands for it as a predicate's object
	heads := a.compoundHeads(nouns)
	owedRemoval := false    // the last removal of the object was owed
	shirkedRemoval := false // a removal of the object was shirked
	carried := false        // the object carries to the next removal (carriesObject)
	for k, p := range a.Predicates {
		hit := slices.ContainsFunc(p.Objects, func(o string) bool { return matches(o) || slices.Contains(heads, o) })
		// "라벨 제거는 안 했어요", "라벨 분리 다 했어요": a removal noun
		// before a light 하 written apart is the removal
		if objs, ok := a.lightRemoval(p); ok {
			hit = slices.ContainsFunc(objs, func(o string) bool { return matches(o) || slices.Contains(heads, o) })
			if hit && !p.Tried && !p.Conditional {
				if p.Negated || p.Pending {
					state = StatePresent
				} else if p.Modality == ModalityPlain && !p.Relayed {
					state = StateRemoved
				}
			}
			continue
		}
		// "라벨 찢어졌지만 전부 벗겼어요": a removal with no object of its
		// own after a clause of the object that said nothing of its state
		if !hit && carried && in(removalStems, p.Stem) && (carriedRemoval(p) || !owedRemoval && !shirkedRemoval) && donePast(p) && !slices.ContainsFunc(p.Objects, func(o string) bool { return !in(quantityWords, o) }) {
			hit = true
		}
		carried = carriesObject(hit, p)
		// "빠진 뚜껑 하나", "떨어져 나간 라벨": a removal with no object
		// of its own, in the past adnominal right before the object,
		// says the object came off
		if !hit && len(p.Objects) == 0 && !p.Negated && in(cameOffStems, p.Stem) && in(pastAdnominalEnds, p.ending) &&
			p.last+1 < len(a.Tokens) && a.Tokens[p.last+1].Kind == KindNoun && matches(a.Tokens[p.last+1].Stem) {
			state = StateRemoved
			continue
		}
		// "테이프는 떼고 내야 한대요. 아직 하나도 안 뗐어요": a removal
		// with no object of its own, right after one of the object that
		// was owed, is said of that object
		// (and so is one right after a removal of it that was shirked:
		// "뚜껑 빼기 귀찮았지만 결국 뺐어요")
		if !hit && (owedRemoval || shirkedRemoval) && carriedRemoval(p) && !slices.ContainsFunc(p.Objects, func(o string) bool { return !in(quantityWords, o) }) {
			hit = true
		}
		// "떼고 내야 한대요": the verb joined to an obligation is owed too
		// (asked or owed, it still reads as a removal: "라벨 떼야
		// 하나요?" says no label is left on)
		owed := p.Modality == ModalityObligation || k+1 < len(a.Predicates) && a.Predicates[k+1].Token == p.Token+1 && a.Predicates[k+1].Modality == ModalityObligation
		if hit && in(removalStems, p.Stem) {
			owedRemoval = owed
		}
		// "병뚜껑은 따로 버리래요", "빼고 내래요": what one was told to do,
		// itself or joined to it, says nothing of what was done
		relayed := p.Relayed || k+1 < len(a.Predicates) && a.Predicates[k+1].Token == p.Token+1 && a.Predicates[k+1].Relayed
		// "뚜껑 빼기 귀찮아서 그냥 버려요": a removal shirked leaves the
		// object on
		// "라벨은 나중에 뗄 거예요", "떼는 걸 깜빡했어요": a removal still
		// ahead leaves the object on as well
		if hit && (p.Shirked || p.Pending) && in(removalStems, p.Stem) {
			state, shirkedRemoval = StatePresent, true
			continue
		}
		if !hit || p.Tried || relayed {
			// "스티커는 떼려니까 찢어져서": a removal tried is no removal
			continue
		}
		// "뚜껑은 따로 모았어요", "라벨은 별도로 버렸어요": kept apart
		// from the item, whatever the verb
		if !p.Negated && (a.apart(p) || a.amongOwn(p)) {
			if !(owed && state == StatePresent) {
				state = StateRemoved
			}
			continue
		}
		s := predicateState(p)
		// "스티커 붙은 부분은 잘라냈어요", "송장 붙어 있던 데는 오려서
		// 버렸어요": the part that bears the object was cut or torn off,
		// and the object went with it
		if s == StatePresent && !p.Negated && (a.bearerRemoved(p) || a.spotLeft(p)) {
			s = StateRemoved
		}
		// "라벨 반 정도 벗기다 포기했어요": a removal given up left it on
		if s == StateRemoved && a.brokenOff(k) {
			s = StatePresent
		}
		if s == StateRemoved && a.partly(p) {
			// "은박 뚜껑을 반만 뜯고", "라벨 반은 뗐어요": the rest is on
			s = StatePresent
		}
		// "뚜껑은 닫아서 가져왔는데 빼야 하나요?": a removal only owed
		// or asked about does not undo a part said to be on
		if s == StateRemoved && owed && state == StatePresent {
			continue
		}
		if s != StateUnknown {
			state = s
		}
	}
	return state
}

// cameOffStems, right before a noun in the past adnominal, say the
// thing the noun names came off or was taken off (빠진 뚜껑, 떨어진 마개,
// 떨어져 나간 캡, 분리된 펌프, 떼어낸 라벨); not 따다 or 까다, whose 딴 and
// 깐 are as often "another" or "peeled".
var cameOffStems = setOf("빠지", "떨어지", "나가", "빠져나가", "벗겨지", "떼어지", "뜯기", "분리", "떼", "떼어내", "떼내", "빼", "빼내", "벗기", "제거", "탈거")

// pastAdnominalEnds are the adnominal endings of what happened (빠진,
// 떨어진, 떼어낸, 빠졌던).
var pastAdnominalEnds = setOf("ㄴ", "은", "던", "었던")

// bearerNouns name the part or spot of an item that bears something
// (붙은 부분, 묻은 데, 달린 쪽, 붙어 있던 자리).
var bearerNouns = setOf("부분", "데", "곳", "쪽", "면", "자리", "귀퉁이", "모서리", "조각")

// bearerRemoved reports whether p, a presence predicate in the
// adnominal form (붙은, 붙어 있던, 달린), modifies a bearer noun (부분,
// 데, 쪽) that a later predicate removes or tears off (찢어서), done and
// not negated, tried,
// owed, relayed or conditional ("붙은 부분은 잘라냈어요", "붙은 데는
// 잘라서 버렸어요"; not "붙은 부분 잘라야 돼요?", "붙은 부분은 못
// 잘랐어요").
func (a Analysis) bearerRemoved(p Predicate) bool {
	j := p.Token
	// the auxiliary after -어 (붙어 있던): the adnominal ending is its
	for j+1 < len(a.Tokens) && a.Tokens[j+1].Kind == KindVerb && in(auxAfterEO, a.Tokens[j+1].Stem) && a.Tokens[j].Ending == "어" {
		j++
	}
	if !in(adnominalEnds, a.Tokens[j].Ending) || j+1 >= len(a.Tokens) {
		return false
	}
	bearer := a.Tokens[j+1]
	if bearer.Kind != KindNoun || !in(bearerNouns, bearer.Stem) {
		return false
	}
	for k, q := range a.Predicates {
		if q.Token <= j+1 || !slices.Contains(q.Objects, bearer.Stem) {
			continue
		}
		owed := q.Modality != ModalityPlain || k+1 < len(a.Predicates) && a.Predicates[k+1].Token == q.Token+1 && a.Predicates[k+1].Modality != ModalityPlain
		relayed := q.Relayed || k+1 < len(a.Predicates) && a.Predicates[k+1].Token == q.Token+1 && a.Predicates[k+1].Relayed
		return (in(removalStems, q.Stem) || q.Stem == "찢") && !q.Negated && !q.Tried && !q.Conditional && !q.Shirked && !owed && !relayed
	}
	return false
}

// compoundHeads returns the stems of the heads of nouns of several words
// (분무 손잡이, or 분무손잡이 as the scan catalog compacts it) that the
// text writes as bare nouns before their head (분무 손잡이는 → 손잡이).
func (a Analysis) compoundHeads(nouns []string) []string {
	var heads []string
	for _, n := range nouns {
		n = strings.ReplaceAll(n, " ", "")
		for i, t := range a.Tokens {
			if t.Kind != KindNoun || t.Stem == "" || !strings.HasSuffix(n, t.Stem) || n == t.Stem {
				continue
			}
			rest := strings.TrimSuffix(n, t.Stem)
			for j := i - 1; j >= 0 && rest != ""; j-- {
				m := a.Tokens[j]
				if m.Kind != KindNoun || m.Particle != "" || !strings.HasSuffix(rest, m.Surface) {
					break
				}
				rest = strings.TrimSuffix(rest, m.Surface)
			}
			if rest == "" && !slices.Contains(heads, t.Stem) {
				heads = append(heads, t.Stem)
			}
		}
	}
	return heads
}

// spotLeft reports whether p, a presence predicate in the past
// adnominal (붙어 있던, 붙었던, 달려 있던), modifies 자리: the spot where the
// object was is all that is left of it ("스티커 붙어있던 자리가 끈적해요").
func (a Analysis) spotLeft(p Predicate) bool {
	j := p.Token
	for j+1 < len(a.Tokens) && a.Tokens[j+1].Kind == KindVerb && in(auxAfterEO, a.Tokens[j+1].Stem) && a.Tokens[j].Ending == "어" {
		j++
	}
	e := a.Tokens[j].Ending
	return (e == "던" || e == "었던") && j+1 < len(a.Tokens) && a.Tokens[j+1].Kind == KindNoun && a.Tokens[j+1].Stem == "자리"
}

// closeStems close or fasten their object on the item (닫아서, 잠가 뒀어요,
// 꽂혀 있어요).
var closeStems = setOf("닫", "닫히", "잠그", "잠기", "꽂", "꽂히")

// apartAdverbs put the object of the predicate they modify apart from the
// item (따로 모았어요, 별도로 버렸어요).
var apartAdverbs = setOf("따로", "별도로", "따로따로")

// apart reports whether 따로 or 별도로 modifies p: it stands among the
// adverbs right before p's main word ("따로 다 모았어요").
func (a Analysis) apart(p Predicate) bool {
	for j := p.Token - 1; j >= 0 && j >= p.Token-3 && a.Tokens[j].Kind == KindAdverb; j-- {
		if in(apartAdverbs, a.Tokens[j].Stem) {
			return true
		}
	}
	return false
}

// amongOwn reports whether, among the three words before p, one of its
// objects is written with 끼리 or 대로 after it (뚜껑은 뚜껑끼리
// 모았어요, 병은 병대로): kept with its own kind, apart from the item.
func (a Analysis) amongOwn(p Predicate) bool {
	for j := max(0, p.Token-3); j < p.Token; j++ {
		w := a.Tokens[j].Surface
		for _, o := range p.Objects {
			if head, ok := strings.CutSuffix(o, "끼리"); ok && head != "" {
				return true // 뚜껑끼리 모아서: the noun with 끼리 is the object
			}
			if rest, ok := strings.CutPrefix(w, o); ok && o != "" && (strings.HasPrefix(rest, "끼리") || rest == "대로" || rest == "대로는") {
				return true
			}
		}
	}
	return false
}

// partly reports whether the word right before p's main word says it
// was done only in part (반만, 일부만, 반은, half: see partialWords).
func (a Analysis) partly(p Predicate) bool {
	return p.Token > 0 && slices.Contains(partialWords, a.Tokens[p.Token-1].Surface)
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
	case in(closeStems, p.Stem):
		// 뚜껑은 닫아서 가져왔어요: a cap closed is on; one not closed
		// may be on or off
		if p.Negated {
			return StateUnknown
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

// setAsideStems take their object off or out of what is thrown away
// (떼다, 빼다, 벗기다, 분리하다, 꺼내다). Not 버리다, as often the whole
// item thrown away ("생수병 버려요"), nor the verbs that open or cut the
// item itself (따다, 뜯다, 자르다: "캔 땄어요", "상자 뜯었어요").
var setAsideStems = setOf("떼", "떼어내", "떼내", "빼", "빼내", "꺼내", "벗기", "벗", "분리", "제거", "뽑", "탈거", "없애")

// printedNouns name what is printed out (전단지, 자료, 사진): 뽑다 said of
// one prints it, taking nothing off.
var printedNouns = []string{"전단지", "전단", "자료", "서류", "문서", "사진", "출력물", "인쇄물", "프린트", "복사본", "명함", "포스터", "안내문", "공고문", "영수증", "시험지", "악보"}

// discardStems, right after a removal, throw away what was removed
// (빼서 버려요).
var discardStems = setOf("버리", "내놓", "배출", "분리배출")

// sendStems send something somewhere else (캔류로 보냄, 따로 버렸어요).
var sendStems = setOf("보내", "버리", "넣", "내놓", "배출", "분리배출")

// SetAside reports whether the text sets the object named by noun apart
// from what is thrown away now, at every mention of it (a stem containing
// noun): it is the object of a removal that is said to have happened
// ("뚜껑은 떼서", "트레이는 빼서 따로 버림", "라벨 떼어낸 비닐"), of 버리다
// or 보내다 with 따로 or 별도로 ("뚜껑은 따로 버렸고"), the place it came
// out of ("상자에서 떼어낸 라벨", "노트북에서 빼낸 배터리") or where it was
// sent (고철로 보냈고). A mention singled out with 만 or 뿐 is never set
// aside, nor is a noun the text does not mention.
func (a Analysis) SetAside(noun string) bool {
	return a.everyMention(noun, func(i int) bool {
		p := a.Tokens[i].Particle
		return !strings.Contains(p, "만") && !strings.Contains(p, "뿐") && a.asideAt(i)
	})
}

// everyMention reports whether noun is mentioned (a noun token whose stem
// contains it) and at every mention i holds.
func (a Analysis) everyMention(noun string, at func(i int) bool) bool {
	if noun == "" {
		return false
	}
	seen := false
	for i, t := range a.Tokens {
		if t.Kind != KindNoun || !strings.Contains(t.Stem, noun) {
			continue
		}
		seen = true
		if !at(i) {
			return false
		}
	}
	return seen
}

// asideAt reports whether the noun token i is set aside (see SetAside).
func (a Analysis) asideAt(i int) bool {
	t := a.Tokens[i]
	if strings.HasPrefix(t.Particle, "에서") {
		// the next predicate takes something out of it: 상자에서 떼어낸,
		// 페트병에서 라벨 떼어낸
		for _, p := range a.Predicates {
			if p.Token > i {
				if !p.Negated && (in(setAsideStems, p.Stem) || p.Stem == "나오") {
					return true
				}
				break
			}
		}
	}
	if i+1 < len(a.Tokens) && a.Tokens[i+1].Kind == KindVerb && in(sendStems, a.Tokens[i+1].Stem) &&
		(strings.HasPrefix(t.Particle, "로") || strings.HasPrefix(t.Particle, "으로")) {
		return true // 고철로 보냈고
	}
	// "피자 남은 조각, 상자는 따로": the verb left unsaid after a last
	// 따로 (버려요, 뺐어요)
	if (t.Particle == "은" || t.Particle == "는") && i+2 == len(a.Tokens) && a.Tokens[i+1].Surface == "따로" {
		return true
	}
	for _, p := range a.Predicates {
		// the object itself or one joined to it by 와/과/랑, not a noun
		// before a comma ("생수병, 라벨은 뗐고" sets aside the label only)
		if p.Token <= i || p.Negated || p.Conditional || p.Tried || p.Modality != ModalityPlain || a.nothingToDo(p) || len(p.Objects) == 0 ||
			p.Objects[0] != t.Stem && !(coordParticle(t.Particle) && slices.Contains(p.Objects, t.Stem)) {
			continue
		}
		if in(setAsideStems, p.Stem) {
			// "옷장 정리하면서 원피스들을 꺼냈는데": taken out of a place
			// being tidied, the thing is what is handled
			if a.outOfTidied27(p) {
				continue
			}
			// "전단지 뽑아둔 거", "자료 뽑은 것": 뽑다 said of what is
			// printed prints it
			if p.Stem == "뽑" && slices.ContainsFunc(printedNouns, func(n string) bool { return strings.HasSuffix(t.Stem, n) }) {
				continue
			}
			// "배터리 빼서 버려요": what is taken out and thrown away at
			// once is the item
			if p.Token+1 < len(a.Tokens) && a.Tokens[p.Token+1].Kind == KindVerb && in(discardStems, a.Tokens[p.Token+1].Stem) {
				return false
			}
			return true
		}
		// "뚜껑은 따로 버렸고", "뚜껑은 따로 모았어요"
		if a.apart(p) {
			return true
		}
	}
	return false
}

// thingNouns40 are the bound nouns "thing" after a prospective
// adnominal (뗄 게, 뺄 거, 벗길 것, 버릴 건).
var thingNouns40 = setOf("게", "거", "것", "건", "거는", "것도", "거도", "게도")

// nothingToDo reports whether the predicate is a prospective adnominal
// (-ㄹ/-을) whose "thing" is said not to exist, adverbs between ("뗄 게
// 없어요", "벗길 것도 하나도 없고", "뺄 거 없음"): there is nothing to do,
// so nothing was done to its object.
func (a Analysis) nothingToDo(p Predicate) bool {
	if !in(futureEnds, p.ending) || p.last+1 >= len(a.Tokens) {
		return false
	}
	n := a.Tokens[p.last+1]
	if n.Kind != KindNoun || !in(thingNouns40, n.Stem) && !in(thingNouns40, n.Surface) {
		return false
	}
	for _, t := range a.Tokens[p.last+2:] {
		switch {
		case t.Kind == KindAdverb:
			continue
		case t.Kind == KindVerb:
			return t.Stem == "없"
		}
		return false
	}
	return false
}

// placeVerbs, in the adnominal form before a place noun, make the noun
// before them the kind of thing collected there (캔 버리는 데, 캔 모으는
// 곳).
var placeVerbs = setOf("버리", "모으", "넣", "두", "내놓", "배출", "분리배출", "수거")

// placeNouns name where things are collected (데, 곳, 수거함, 칸; 수거
// is 수거함 after nominalStem).
var placeNouns = setOf("데", "곳", "함", "수거함", "수거", "분리수거함", "분리수거", "칸", "쪽", "자리", "자루", "마대", "봉투", "통")

// Place reports whether every mention of noun (a stem containing it)
// names where things are put rather than a thing: it is followed by a
// place noun with a particle ("캔 수거함에", "캔 칸에") or by a collecting
// verb before a place noun ("캔 버리는 데 같이", "캔 모으는 봉투에"). A
// mention singled out with 만 or 뿐 never is, nor is a noun the text does
// not mention.
func (a Analysis) Place(noun string) bool { return a.everyMention(noun, a.placeAt) }

// placeAt reports whether the noun token i names a place (see Place).
func (a Analysis) placeAt(i int) bool {
	t := a.Tokens[i]
	if t.Particle != "" || i+1 >= len(a.Tokens) {
		return false
	}
	next := a.Tokens[i+1]
	if next.Kind == KindNoun && in(placeNouns, next.Stem) && next.Particle != "" {
		return true
	}
	return next.Kind == KindVerb && in(placeVerbs, next.Stem) && in(adnominalEnds, next.Ending) &&
		i+2 < len(a.Tokens) && a.Tokens[i+2].Kind == KindNoun && in(placeNouns, a.Tokens[i+2].Stem)
}

// Place reports whether the text names noun only as a place: in Korean,
// Analysis.Place; in other languages, every mention of noun (or its
// plural) is right before one of the lexicon's Place words ("the can
// bin").
func (r *Reading) Place(noun string) bool {
	if a := r.analyzed(); a != nil && slices.ContainsFunc(a.Tokens, func(t Token) bool { return t.Kind == KindNoun && strings.Contains(t.Stem, noun) }) {
		return a.Place(noun)
	}
	n := strings.ToLower(noun)
	ws := r.lowerWords()
	seen := false
	for i, w := range ws {
		if n == "" || HasHangul(w.text) || !(w.text == n || w.text == n+"s") {
			continue
		}
		seen = true
		if w.stop || i+1 >= len(ws) || !slices.Contains(r.places, ws[i+1].text) {
			return false
		}
	}
	return seen
}

// SetAside is Analysis.SetAside of the text (Korean only: false for a
// text without Hangul).
func (r *Reading) SetAside(noun string) bool {
	a := r.analyzed()
	return a != nil && a.SetAside(noun)
}

// boundNouns after an adnominal make it no modifier of a thing (닫을 수,
// 닫는 거, 닫는 줄, 닫는 중).
var boundNouns = setOf("수", "것", "거", "게", "건", "걸", "줄", "척", "듯", "뻔", "만", "채", "중", "적", "바", "리", "지", "뿐", "대로", "김", "참", "법", "편")

// stateStems say a thing is on, in or left (있다, 붙다, 남다, 달리다):
// their adnominal says a state of the noun before, not what a thing does.
var stateStems = setOf("있", "없", "붙", "남", "달리", "들", "끼", "되", "같", "다르")

// purposedAt reports whether the noun token i, bare or marked 을/를, is
// the object of an action verb in the present or prospective adnominal
// (-는, -ㄹ/-을) right after it, adverbs between, that modifies another
// noun (뚜껑 여닫는 경첩, 라벨 붙이는 기계, 뚜껑 닫는 소리, 뚜껑 꽉 닫을
// 때).
func (a Analysis) purposedAt(i int) bool {
	t := a.Tokens[i]
	if t.Particle != "" && t.Particle != "을" && t.Particle != "를" {
		return false
	}
	j := i + 1
	for j < len(a.Tokens) && a.Tokens[j].Kind == KindAdverb && !in(setOf("안", "못", "아니"), a.Tokens[j].Stem) {
		j++
	}
	if j+1 >= len(a.Tokens) {
		return false
	}
	v, h := a.Tokens[j], a.Tokens[j+1]
	return v.Kind == KindVerb && !v.neg && (v.Ending == "는" || v.Ending == "ㄹ" || v.Ending == "을") && !in(stateStems, v.Stem) &&
		h.Kind == KindNoun && !in(boundNouns, h.Stem) && !thingNoun(h.Surface) && h.Stem != t.Stem
}

// Purposed reports whether the Korean text mentions any of nouns (a noun
// token whose stem contains one) and every mention is the object of an
// action verb in the present or prospective adnominal that modifies
// another noun ("뚜껑 여닫는 경첩이 부러짐", "라벨 붙이는 기계", "뚜껑
// 닫는 소리가 나요", "뚜껑 닫을 때 딸깍거려요"): the noun names what that
// thing does or is for, or when something happens, and nothing is said
// of its state. A state (라벨 붙은 병, 뚜껑 닫힌 채) is no purpose.
func (r *Reading) Purposed(nouns ...string) bool {
	a := r.analyzed()
	if a == nil {
		return false
	}
	seen := false
	for i, t := range a.Tokens {
		if t.Kind != KindNoun || !slices.ContainsFunc(nouns, func(n string) bool { return n != "" && strings.Contains(t.Stem, n) }) {
			continue
		}
		if !a.purposedAt(i) {
			return false
		}
		seen = true
	}
	return seen
}
