package korean

import (
	"slices"
	"strings"
)

// This file holds the readings of what a container still gives or holds
// when it is pressed, sprayed or shaken, and of melt water standing in
// it, beside Reading.Measure: the questions the scan reader asks of
// contents left.

// pressStems press, spray, squeeze, pump, shake or tip a can, a pump, a
// tube or a bottle (누르다, 뿌리다, 분사하다, 짜다, 펌핑하다, 흔들다,
// 기울이다).
var pressStems = setOf("누르", "뿌리", "분사", "짜", "펌핑", "흔들", "기울이")

// pressEnds join a press to what it makes happen: a condition (-면), a
// cause (-니까, -니) or what was found on trying it (-더니, -었더니).
var pressEnds = setOf("면", "으면", "면은", "었으면", "니", "으니", "니까", "으니까", "더니", "었더니")

// giveStems say something comes out of it or is in it (나오다,
// 흘러나오다, 뿜어져 나오다, 흐르다; 들다, 남다, 차다).
var giveStems = setOf("나오", "흘러나오", "뿜", "흐르", "들", "남", "차")

// sloshWords begin the mimetic words of a liquid moving inside
// (찰랑찰랑, 찰랑거려요, 출렁이는, 꿀렁꿀렁).
var sloshWords = []string{"찰랑", "출렁", "철렁", "꿀렁", "찰박", "찰방"}

// sloshing reports whether token t is one of sloshWords, an adverb or a
// verb (찰랑찰랑, 찰랑거려요, 찰랑찰랑해요).
func sloshing(t Token) bool {
	return slices.ContainsFunc(sloshWords, func(s string) bool { return strings.HasPrefix(t.Surface, s) })
}

// sentenceBetween reports whether a sentence ends between tokens from
// and to.
func (a Analysis) sentenceBetween(from, to int) bool {
	for k := from + 1; k < to && k < len(a.Tokens); k++ {
		if t := a.Tokens[k]; t.Kind == KindPunct && strings.Contains(sentenceEnds, t.Surface) {
			return true
		}
	}
	return false
}

// negatorBetween reports whether 안 or 못 stands between tokens from and
// to (흔들면 찰랑찰랑 소리가 안 나요).
func (a Analysis) negatorBetween(from, to int) bool {
	for k := from + 1; k < to && k < len(a.Tokens); k++ {
		if t := a.Tokens[k]; t.Kind == KindAdverb && (t.Stem == "안" || t.Stem == "못") || t.neg {
			return true
		}
	}
	return false
}

// deniedThing reports whether predicate q, adnominal, names a thing said
// to be absent right after it (나오는 게 없어요, 남은 거 하나도 없음).
func (a Analysis) deniedThing(k int) bool {
	q := a.Predicates[k]
	if !in(adnominalEnds, q.ending) || q.last+1 >= len(a.Tokens) || !thingNoun(a.Tokens[q.last+1].Surface) {
		return false
	}
	for _, r := range a.Predicates[k+1:] {
		if a.sentenceBetween(q.last, r.Token) {
			return false
		}
		return r.Stem == "있" && r.Negated
	}
	return false
}

// pressGives reports whether a press, spray or shake (pressStems), in a
// condition or tried (pressEnds), not negated, is followed in the clause
// it opens by a verb of coming out or being in there (giveStems) or a
// word of sloshing, not negated.
func (a Analysis) pressGives() bool {
	for k, p := range a.Predicates {
		if p.Negated || !in(pressStems, p.Stem) || a.Tokens[p.Token].Light == "되" || !p.Conditional && !in(pressEnds, p.ending) {
			continue
		}
		if a.givesAfter(k) {
			return true
		}
	}
	return false
}

// givesAfter reads the clause after the press predicate k (see
// pressGives).
func (a Analysis) givesAfter(k int) bool {
	p := a.Predicates[k]
	from, slosh := p.last, -1
	for j, q := range a.Predicates[k+1:] {
		if a.sentenceBetween(p.last, q.Token) {
			break
		}
		for t := from + 1; t < q.Token && slosh < 0; t++ {
			if sloshing(a.Tokens[t]) {
				slosh = t
			}
		}
		from = q.last
		// 분사돼요: the press word made passive gives
		gives := in(giveStems, q.Stem) || sloshing(a.Tokens[q.Token]) || in(pressStems, q.Stem) && a.Tokens[q.Token].Light == "되"
		if gives {
			return !q.Negated && !a.deniedThing(k+1+j)
		}
		// 칙 하고 나옴: a sound quoted; 나오는 소리: a modifier
		if q.Stem == "하" && q.ending == "고" || in(adnominalEnds, q.ending) {
			continue
		}
		// the clause's own predicate, neither: a sloshing word said in it
		return slosh >= 0 && !q.Negated && !a.negatorBetween(slosh, q.Token)
	}
	if slosh < 0 {
		for t := from + 1; t < len(a.Tokens) && !a.sentenceBetween(p.last, t); t++ {
			if sloshing(a.Tokens[t]) {
				slosh = t
				break
			}
		}
	}
	end := slosh
	for end >= 0 && end < len(a.Tokens) && !a.sentenceBetween(slosh, end+1) {
		end++
	}
	return slosh >= 0 && !a.negatorBetween(slosh, end)
}

// PressGives reports whether the Korean text says that pressing,
// spraying, squeezing or shaking the item makes something come out or
// slosh inside, in one clause and not denied ("뿌리면 아직 바람이 세게
// 나와요", "눌러 보니까 거품이 나오더라고요", "흔드니 찰랑거려요",
// "흔들어 보면 아직 꽤 들었어요"; not "눌러도 안 나와요", "뿌려 봤더니
// 아무것도 안 나오더라고요", "눌러보면 나오지 않아요"): the can, pump or
// tube still holds contents. False for a text without Hangul.
func (r *Reading) PressGives() bool {
	a := r.analyzed()
	return a != nil && a.pressGives()
}

// standStems say a liquid stands or is left in a thing (고이다, 남다,
// 차다, 흥건하다, 있다, 그대로).
var standStems = setOf("고이", "남", "차", "흥건", "있", "그대로", "가득", "한가득")

// pourStems pour, empty or wipe a liquid out (버리다, 비우다, 쏟다,
// 따르다, 닦다, 빼다, 털다, 말리다).
var pourStems = setOf("버리", "비우", "쏟", "따르", "따라내", "닦", "빼", "빼내", "털", "말리", "흘려보내")

// meltForm reports whether the word w is 녹다 with an ending (녹은,
// 녹아서, 녹았는데): melted. 녹 (rust) is not in the verb lexicon, for
// "녹이 슬었어요".
func meltForm(w string) bool {
	rest, ok := strings.CutPrefix(w, "녹")
	return ok && rest != "" && in(endings, canonEnding(rest))
}

// meltWaterAt reports whether token i names the water of melted ice as
// a subject: 물 after a form of 녹다 or after 얼음 (녹은 물, 얼음 물,
// 얼음 녹은 물, 녹아서 생긴 물), or written as one word (얼음물, 녹은물).
func (a Analysis) meltWaterAt(i int) bool {
	t := a.Tokens[i]
	head, ok := strings.CutSuffix(t.Stem, "물")
	// the water said to stand is the subject, bare or marked so: not
	// where a thing lay (얼음물에 잠겨 있던 팩)
	if t.Kind != KindNoun || !ok || !slices.Contains([]string{"", "이", "가", "은", "는", "도", "만", "이랑", "까지"}, t.Particle) {
		return false
	}
	if head != "" {
		return head == "얼음" || meltForm(head)
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		w := a.Tokens[j]
		switch {
		case meltForm(w.Surface), j == i-1 && w.Kind == KindNoun && w.Stem == "얼음" && w.Particle == "":
			return true
		case j == i-1 && w.Kind != KindPunct && adnominal(w.Surface):
			continue // 녹아서 생긴 물
		}
		return false
	}
	return false
}

// pouredAfter reports whether, after predicate k, the text pours out,
// empties or wipes away what stood (다 버렸어요, 비웠어요, 닦았어요), in
// its sentence or, of water, in a later one ("물은 다 버렸어요").
func (a Analysis) pouredAfter(k int) bool {
	p := a.Predicates[k]
	for _, q := range a.Predicates[k+1:] {
		if !in(pourStems, q.Stem) || q.Negated || q.Tried || q.Conditional || q.Modality != ModalityPlain {
			continue
		}
		if !a.sentenceBetween(p.last, q.Token) || slices.ContainsFunc(q.Objects, func(o string) bool { return strings.HasSuffix(o, "물") }) {
			return true
		}
	}
	return false
}

// meltStands reports whether melt water (meltWaterAt) is said, in its
// sentence, to stand or be left in the thing, not negated, and not poured
// out after.
func (a Analysis) meltStands() bool {
	for i := range a.Tokens {
		if !a.meltWaterAt(i) {
			continue
		}
		for k, q := range a.Predicates {
			if q.Token <= i {
				continue
			}
			if a.sentenceBetween(i, q.Token) || in(pourStems, q.Stem) {
				break
			}
			if in(standStems, q.Stem) || sloshing(a.Tokens[q.Token]) {
				if !q.Negated && !a.deniedThing(k) && !a.pouredAfter(k) {
					return true
				}
				break
			}
		}
	}
	return false
}

// MeltStands reports whether the Korean text says the water of melted
// ice stands or is left in the item, not poured out ("녹은 물이 바닥에
// 고여 있음", "얼음 녹은 물이 반쯤 차 있어요", "얼음이 녹아서 물이
// 흥건해요"; not "녹은 물은 다 버렸어요", "녹은 물 때문에 축축해요"):
// the box or cup holds contents. False for a text without Hangul.
func (r *Reading) MeltStands() bool {
	a := r.analyzed()
	return a != nil && a.meltStands()
}

// newWords name a thing new or never used (새것, 미개봉, 여분), or, as
// the word before a noun, make it so (새 거, 새 봉투, 미사용 장갑).
var newWords = setOf("새", "새것", "새거", "새제품", "새상품", "여분", "미개봉", "미사용", "미개봉품", "새걸", "새건", "새게")

// useStems use a thing up or open it (쓰다, 사용하다, 뜯다, 개봉하다,
// 먹다, 입다, 신다).
var useStems = setOf("쓰", "사용", "뜯", "개봉", "먹", "입", "신", "바르", "까")

// numberWords and unitWords count things (두 개, 열 장, 세 롤, 몇 팩).
var (
	numberWords = setOf("한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "스무", "몇", "몇십", "여러", "서너", "두세", "너댓", "하나", "둘", "셋", "넷")
	unitWords   = setOf("개", "장", "줄", "갑", "곽", "뭉치", "롤", "매", "팩", "봉", "권", "묶음", "세트", "켤레", "쌍", "박스", "상자", "통", "병", "캔", "알", "포", "봉지", "자루", "개씩", "장씩", "정도", "쯤", "이나", "개나", "장이나", "개가", "장이", "개는", "장은", "개만", "장만")
	// partWords before a negated use say it was only partly used (다
	// 안 쓴, 반도 안 쓴): what is left of it is contents
	partWords = setOf("다", "반도", "절반도", "반", "거의", "많이", "얼마", "얼마나", "조금밖에", "몇", "한두")
)

// countWord reports whether w counts things: a number, a unit, or both
// written together (2개, 10장, 두개, 몇장).
func countWord(w string) bool {
	if in(numberWords, w) || in(unitWords, w) || in(quantityWords, w) {
		return true
	}
	rs := []rune(w)
	k := 0
	for k < len(rs) && (rs[k] >= '0' && rs[k] <= '9') {
		k++
	}
	if k > 0 {
		return k == len(rs) || in(unitWords, string(rs[k:]))
	}
	for _, n := range []string{"한", "두", "세", "네", "몇", "열", "다섯", "여섯", "여러"} {
		if rest, ok := strings.CutPrefix(w, n); ok && in(unitWords, rest) {
			return true
		}
	}
	return false
}

// unusedAt reports whether the words before ws[j] (the subject) make it
// new or unused: 새 (새 거, 새 봉투), 미개봉, 여분, or a use negated (안 쓴
// 거, 쓰지 않은 봉투, 아직 안 뜯은 거), not partly (다 안 쓴, 반도 안 쓴).
func (r *Reading) unusedAt(ws []word, j int) bool {
	st, _ := stripParticle(ws[j].text)
	if in(newWords, st) && st != "새" {
		return true
	}
	k := j - 1
	if k < 0 || ws[k].stop {
		return false
	}
	if in(newWords, ws[k].text) {
		return true
	}
	// 안 쓴 일회용 포크: bare nouns that name the thing with it
	for k > 0 && k >= j-2 && !ws[k-1].stop && HasHangul(ws[k].text) && !isPredicateWord(ws[k].text) && !in(adverbs, ws[k].text) && NounStem(ws[k].text) == ws[k].text {
		k--
		if in(newWords, ws[k].text) {
			return true
		}
	}
	// 쓰지 않은 거: the use negated after it
	if strings.HasPrefix(ws[k].text, "않") && k > 0 && !ws[k-1].stop {
		if t := analyzeWord(ws[k-1].text); t.Kind == KindVerb && in(useStems, t.Stem) && t.Ending == "지" {
			return k < 2 || ws[k-2].stop || !in(partWords, ws[k-2].text)
		}
		return false
	}
	t := analyzeWord(ws[k].text)
	if t.Kind != KindVerb || !in(useStems, t.Stem) || !(t.Ending == "ㄴ" || t.Ending == "은" || t.Ending == "던") {
		return false
	}
	if t.neg {
		return k == 0 || ws[k-1].stop || !in(partWords, ws[k-1].text)
	}
	if k == 0 || ws[k-1].stop || ws[k-1].text != "안" && ws[k-1].text != "못" {
		return false
	}
	// 아직 안 쓴: still unused; 다 안 쓴, 반도 안 쓴: partly used
	return k < 2 || ws[k-2].stop || !in(partWords, ws[k-2].text)
}

// Spare reports whether every mention of the phrase (a verb of being
// left: 남았어요, 남은) is said of spare stock, new or unused things left
// over: its subject, read back past a count (몇 장, 두 개, 10장) and
// adverbs, is a thing said to be new or unused ("새 거 몇 장 남았어요",
// "안 쓴 봉투 열 장 남았는데", "쓰지 않은 장갑 두 켤레 남음", "미개봉
// 하나 남았어요"), not what is left of a thing partly used ("다 안 쓴 거
// 조금 남았어요", "반도 안 쓴 샴푸가 남았어요"). Leftover units are no
// contents left in the item.
func (r *Reading) Spare(phrase string) bool {
	if !HasHangul(phrase) {
		return false
	}
	return r.everyMention(phrase, func(ws []word, i, _ int) bool {
		j := i - 1
		for j >= 0 && !ws[j].stop && (countWord(ws[j].text) || in(adverbs, ws[j].text) || in(degreeWords, ws[j].text)) {
			j--
		}
		if j < 0 || ws[j].stop || !HasHangul(ws[j].text) || isPredicateWord(ws[j].text) && !nounLike(ws[j].text) && !in(newWords, NounStem(ws[j].text)) {
			return false
		}
		if _, p := stripParticle(ws[j].text); !slices.Contains([]string{"", "이", "가", "은", "는", "도", "만"}, p) {
			return false
		}
		return r.unusedAt(ws, j)
	})
}
