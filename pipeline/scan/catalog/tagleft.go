package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// 남다 said of the item, not of contents: what is left over is the
// thing itself (offcuts, "자투리가 꽤 남았어요"), what is left once the
// rest was taken out or off ("빈 통만 남았어요", "겉표지 빼고 속지만
// 남았어요"), or a state that stays as it was ("가격표 붙은 그대로 남아
// 있어요"). The condition reader (conditionHolds) passes over such a
// trigger of contents_left.

// remnantWords are what is left over of a material (offcuts, scraps):
// the item itself, whatever particle follows.
var remnantWords = []string{"자투리", "짜투리", "쪼가리", "쪼가리들", "자투리들", "짜투리들", "토막들", "여분", "재고",
	// paper kept for scrap (이면지가 한 뭉텅이 남았네요; session 25)
	"이면지", "파지", "폐지", "연습장"}

// shellWords are the item's body or shell: singled out with 만 or 뿐
// before 남다, only the item is left ("케이스만 남았어요"). A measure
// before one ("반 병만") counts contents.
var shellWords = []string{"케이스", "껍데기", "껍질", "몸통", "본체", "속지", "내지", "속종이", "종이", "표지", "틀", "프레임", "통", "병", "용기",
	"상자", "박스", "봉지", "봉투", "포장지", "곽", "갑", "깡통", "캔", "팩", "심", "뼈대", "판", "받침", "트레이", "컵", "그릇", "빈통", "빈병"}

// leftFillers stand between the noun and 남다 without changing whose
// leaving it is ("속지만 딱 남았어요", "자투리가 꽤 많이 남았어요").
var leftFillers = []string{"딱", "달랑", "덩그러니", "겨우", "꽤", "많이", "잔뜩", "좀", "조금", "약간", "그냥", "이제", "다", "하나", "한", "개", "두",
	"세", "몇", "장", "권", "개가", "개만", "하나만", "한개", "두개", "엄청", "되게", "수북이", "수북하게", "아직",
	"뭉텅이", "뭉치", "무더기", "더미", "묶음", "다발"}

// measureWords before a container word make it a measure of contents
// ("반 병만 남았어요", "한 통 남았어요").
var measureWords = []string{"반", "한", "두", "세", "네", "몇", "반의반", "1", "2", "3"}

// stateVerbs, as adnominals before 그대로, say a part is on the item as
// it was ("붙은 그대로", "달린 그대로"): what stays so is that part, not
// contents.
var stateVerbs = []string{"붙은", "붙인", "붙여진", "붙어있는", "붙어있던", "달린", "달려있는", "끼운", "끼워진", "낀", "씌운", "씌워진", "감긴", "감아둔",
	"박힌", "묻은", "붙어진", "꽂힌", "꽂혀있는"}

// leftIsItem reports whether the Korean contents_left trigger w found at
// p says the item itself is left (see above), not contents left in it.
func leftIsItem(n normText, p int, w tagWord) bool {
	if !strings.Contains(w.raw, "남") || p <= 0 || !n.tokStart[p] {
		return false
	}
	if strings.HasPrefix(w.raw, "그대로") {
		return keptAsWas(n, p)
	}
	if before, at := wordBefore(n, p); before == "그대로" && !n.clauseStart[p] {
		return keptAsWas(n, at)
	}
	if !strings.HasPrefix(w.raw, "남") {
		return false
	}
	at := p
	var word string
	for k := 0; k < 4; k++ {
		if at <= 0 || n.clauseStart != nil && n.clauseStart[at] {
			return false
		}
		word, at = wordBefore(n, at)
		if !slices.Contains(leftFillers, word) {
			break
		}
		word = ""
	}
	if word == "" {
		return false
	}
	prev := ""
	if at > 0 && (n.clauseStart == nil || !n.clauseStart[at]) {
		prev, _ = wordBefore(n, at)
	}
	stem, particle := word, ""
	for _, pt := range []string{"들만", "들이", "만", "뿐", "이", "가", "은", "는", "도"} {
		if s, ok := strings.CutSuffix(word, pt); ok && s != "" {
			stem, particle = s, pt
			break
		}
	}
	endsIn := func(ws []string) bool {
		return slices.ContainsFunc(ws, func(x string) bool { return strings.HasSuffix(stem, x) })
	}
	// "자투리가 꽤 남았어요": offcuts are the item
	if endsIn(remnantWords) {
		return true
	}
	// "빈 케이스가 남았어요", "빈 통만 남았어요": an empty thing holds no
	// contents
	if prev == "빈" && particle != "" {
		return true
	}
	// "속지만 남았어요", "통만 남았어요": only the body is left, unless a
	// measure counts contents ("반 병만")
	if (particle == "만" || particle == "뿐") && endsIn(shellWords) && !slices.Contains(measureWords, prev) {
		return true
	}
	// "장아찌 다 먹고 병이 남았는데요": the contents used up, the body
	// is what is left
	before := string(n.r[:at])
	return (particle == "이" || particle == "가" || particle == "은" || particle == "는") && endsIn(shellWords) && !slices.Contains(measureWords, prev) &&
		slices.ContainsFunc(usedUpForms, func(x string) bool { return strings.Contains(before, x) })
}

// usedUpForms say, written without spaces as normText holds them, that
// the contents were used up (다 먹고, 다 썼는데, 비우고).
var usedUpForms = []string{"다먹", "다썼", "다쓰고", "다쓴", "다마시", "다마셨", "다마신", "비우고", "비웠", "비운", "다털어"}

// pieceWords name a piece of something being taken off (조각, 나머지,
// 일부); peelWords the labels, stickers and tapes a text takes off;
// rinseDone the forms that say a rinse or wash was done.
var (
	pieceWords = []string{"조각", "조각들", "나머지", "일부", "반쪽", "귀퉁이", "끄트머리", "쪼가리", "부분", "찌꺼기"}
	peelWords  = []string{"라벨", "상표", "스티커", "송장", "이름표", "테이프", "가격표", "바코드"}
	rinseDone  = []string{"씻었", "헹궜", "헹군", "씻은", "씻고", "헹구고", "헹궈서", "씻어서", "세척했", "세척한", "세척하고", "세척해서"}
)

// pieceLeft reports whether the Korean contents_left trigger w found at p
// (a form of 남다) says what is left of a job, not contents: a piece of
// the label or sticker the text was taking off ("라벨 떼다가 조각이 붙어서
// 남았어요", "스티커 반만 뜯기고 나머지는 병에 남았어요"), or water left
// from a rinse the text did ("씻었더니 안쪽에 물이 남아 축축": wet, not
// contents). Its subject is found before it in its clause past fillers,
// places (병에) and a verb joined by 서 (붙어서).
func pieceLeft(n normText, p int, w tagWord) bool {
	if !strings.HasPrefix(w.raw, "남") || p <= 0 || !n.tokStart[p] {
		return false
	}
	at := p
	for range 4 {
		if at <= 0 || n.clauseStart != nil && n.clauseStart[at] {
			return false
		}
		var word string
		word, at = wordBefore(n, at)
		if slices.Contains(leftFillers, word) || len([]rune(word)) > 1 && (strings.HasSuffix(word, "에") || strings.HasSuffix(word, "어서") || strings.HasSuffix(word, "아서")) {
			continue
		}
		stem := word
		for _, pt := range []string{"들이", "이", "가", "은", "는", "도", "만"} {
			if s, ok := strings.CutSuffix(word, pt); ok && s != "" {
				stem = s
				break
			}
		}
		before := string(n.r[:at])
		has := func(ws []string) bool {
			return slices.ContainsFunc(ws, func(x string) bool { return strings.Contains(before, x) })
		}
		switch {
		case slices.Contains(pieceWords, stem):
			return has(peelWords)
		case stem == "물":
			return has(rinseDone)
		}
		return false
	}
	return false
}

// keptAsWas reports whether the 그대로 at p follows an adnominal of
// stateVerbs ("붙은 그대로", "붙어 있는 그대로").
func keptAsWas(n normText, p int) bool {
	if p <= 0 || n.clauseStart[p] {
		return false
	}
	before, at := wordBefore(n, p)
	if slices.Contains(stateVerbs, before) {
		return true
	}
	if (before == "있는" || before == "있던") && at > 0 && !n.clauseStart[at] {
		b2, _ := wordBefore(n, at)
		return strings.HasPrefix(b2, "붙어") || strings.HasPrefix(b2, "달려") || strings.HasPrefix(b2, "끼워")
	}
	return false
}

// measured reports whether the noun phrase np ends with a measure word
// before its container ("소주 반 병", "한 통"): a measure of contents, not
// the container singled out.
func measured(np string) bool {
	fs := strings.Fields(np)
	return len(fs) >= 2 && slices.Contains(measureWords, fs[len(fs)-2])
}

// headStops end an English text's first noun phrase ("the wrapper my
// kimbap came in", "a wrapper from a chocolate bar").
var headStops = []string{"my", "our", "his", "her", "their", "that", "which", "from", "of", "with", "for", "in", "on", "i", "we", "you", "it", "is", "was",
	"still", "and", "but", "after", "off"}

// wrapperIsItem reports whether the English text names the item itself a
// wrapper (its first noun phrase ends in one: "the vinyl wrapper my
// gimbap came in") and names no other label (label, sticker): a wrapper
// thrown away is no label left on something.
func wrapperIsItem(lower string) bool {
	if korean.HasHangul(lower) || strings.Contains(lower, "label") || strings.Contains(lower, "sticker") {
		return false
	}
	last := ""
	for _, f := range strings.Fields(lower) {
		w := strings.Trim(f, ",.;:!?()\"'")
		if slices.Contains(headStops, w) {
			break
		}
		last = w
		if w != f {
			break
		}
	}
	return last == "wrapper" || last == "wrappers"
}

// earlierWords, before a past disposal, say it was done before and apart
// from the item asked about (전에 버렸고, 이미 버렸어요).
var earlierWords = []string{"전에", "예전에", "이미", "먼저", "진작", "진작에", "벌써", "따로"}

// goneBefore reports whether the Korean trigger w found at p is followed,
// within three words, by a disposal done earlier ("통은 깨져서 전에
// 버렸고"): the condition was of a thing already thrown away, not of the
// item left to ask about.
func goneBefore(n normText, p int, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		return false
	}
	at := p + len(w.runes)
	for at < len(n.r) && !n.tokStart[at] {
		at++
	}
	prev := ""
	for k := 0; k < 4 && at < len(n.r); k++ {
		if n.clauseStart[at] {
			return false
		}
		word, next := wordAfter(n, at)
		if (strings.HasPrefix(word, "버렸") || strings.HasPrefix(word, "버림")) && slices.Contains(earlierWords, prev) {
			return true
		}
		prev, at = word, next
	}
	return false
}
