package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// People write short notes rather than sentences: "라벨X 뚜껑O", "헹굼 O
// 펼침 X", "세척 ✓", "헹굼 안 함". The tag reader reads sentences, in which
// a part is "없음" or "있음" and a done thing is "안 헹굼" when it was not
// done, so readable rewrites the notes into that form before anything
// else reads the text:
//
//   - a mark after a noun: O, ○, ✓, ✔, 有 → "있음", X, ×, ✗, ❌, 無 →
//     "없음" ("라벨X" → "라벨 없음", "기름얼룩O" → "기름얼룩 있음"); a
//     mark followed by more of the note closes its item with a comma
//     ("세척X 스티커O" → "안 세척, 스티커 있음");
//   - a mark after a condition written as a verb's noun form (깨짐,
//     젖음, 찢어짐): O/✓ is the condition, X is "안 …" ("깨짐 X" → "안
//     깨짐");
//   - a mark after an action noun (헹굼, 세척, 제거 …, alone or ending a
//     compound such as 라벨제거): ✓/O is the action done ("헹굼 O" →
//     "헹굼"), X is the action not done ("펼침 X" → "안 펼침", "라벨제거X"
//     → "라벨 안 제거");
//   - a tick between a noun and an action or a verb's noun form ("뚜껑 ✅
//     뺌", "라벨 ✔ 제거") ticks the action: the mark is dropped ("뚜껑
//     뺌"), so that the part is not read as "있음";
//   - an action noun with its negation written after it, as in a note
//     ("헹굼 안 함", "세척 안됨", "제거 못 했음") → the negation before it
//     ("안 헹굼"), the order the reader scopes.
//
// 💥, a crash in chat, is written 박살. Anything else is returned
// unchanged.
//
// The past typed with ㅅ for ㅆ (뗏어요, 씻엇음) is respelt first
// (korean.Respell), and -지는 said short before a negation (헹구진
// 않았어요) is written out (헹구지는 않았어요).
func readable(text string) string {
	// (and a verb said with the honorific -시-, 떼셨어요, the plain way:
	// korean.RespellHonorific; a promise, 뗄게요, as the future, 뗄
	// 거예요: korean.RespellPromise)
	text = korean.RespellPromise(korean.RespellHonorific(korean.Respell(text)))
	// slips in a tag's own noun or verb (라밸, 뚜겅, 젓었어요, "lable",
	// "stil on"): tagdepth31.go
	text = respellSlips31(text)
	// and of session 32 (테잎, 뚜껑업음, 병안씻었어요): tagdepth32.go
	text = respellSlips32(text)
	// and of session 33 (세척 ✕, 마개 ㄴㄴ): tagdepth33.go
	text = respellSlips33(text)
	// and words said another way (전표 for 송장): tagkinds33.go
	text = respellWords33(text)
	// and a colour chart, whose word holds 상표 (색상표): tagkinds36.go
	text = respellWords36(text)
	// and a greenhouse, whose word holds 비닐 (비닐하우스): tagkinds37.go
	text = respellWords37(text)
	// spoken spellings of session 26: 몬 for 못 before a verb of removal
	// or washing (라벨 몬뗐어요), a past noun form in 슴 (안뗐슴 → 안뗐음)
	// and 가지구 for 가지고 (안씻어가지구)
	text = spokenMot.ReplaceAllString(text, "${1}못 $2")
	text = pastSeum.ReplaceAllString(text, "${1}음$2")
	text = strings.ReplaceAll(text, "가지구", "가지고")
	// "물이 반씩 남은 페트병들": an amount given to each of several things
	// is that amount left in each
	text = amountEach.ReplaceAllString(text, "$1$2")
	// 💥 in a chat is a crash: the thing broke ("형광등 💥 떨어뜨림")
	text = strings.ReplaceAll(text, "💥", " 박살 ")
	// "the sticker's still on": 's before a state is "is"
	text = isShort.ReplaceAllString(text, "$1 is $2")
	// "헹구진 않았어요", "떼진 못했어요": -지는 said short before a
	// negation is written out, the form the reader scopes
	text = shortJineun.ReplaceAllStringFunc(text, func(s string) string {
		m := shortJineun.FindStringSubmatch(s)
		if slices.Contains(jinNouns, m[1]+"진") {
			return s
		}
		return m[1] + "지는 " + m[2]
	})
	if !strings.ContainsAny(text, "OoXx○◯⭕✓✔✅×✗✘❌有無안못") {
		return text
	}
	text = markBeforeAction.ReplaceAllStringFunc(text, func(s string) string {
		m := markBeforeAction.FindStringSubmatch(s)
		if head, _, ok := actionNoun(m[2]); ok && head == "" || conditionNoun(m[2]) {
			return m[1] + " " + m[2] + m[3]
		}
		return s
	})
	text = markNote.ReplaceAllStringFunc(text, func(s string) string {
		m := markNote.FindStringSubmatch(s)
		word, mark, rest := m[1], m[2], m[3]
		yes := strings.Contains("Oo○◯⭕✓✔✅有", mark)
		// each mark closes its item of the note: "세척X 스티커O" is two
		// items, "안 세척, 스티커 있음", not a 세척 스티커
		if strings.TrimSpace(rest) == "" && rest != "" {
			rest = "," + rest
		}
		if head, act, ok := actionNoun(word); ok {
			if yes {
				return word + rest
			}
			return strings.TrimSpace(head+" 안 "+act) + rest
		}
		if conditionNoun(word) {
			// 깨짐 X, 젖음 O: a condition said not to hold, or to hold
			if yes {
				return word + rest
			}
			return "안 " + word + rest
		}
		if yes {
			return word + " 있음" + rest
		}
		return word + " 없음" + rest
	})
	return postNegation.ReplaceAllStringFunc(text, func(s string) string {
		m := postNegation.FindStringSubmatch(s)
		head, act, _ := actionNoun(m[1])
		return strings.TrimSpace(head+" "+m[2]+" "+act) + m[3]
	})
}

// actions are the nouns of the things people do to waste before throwing
// it out, as written in notes.
var actions = []string{
	"헹굼", "헹구기", "세척", "설거지", "씻음", "씻기", "닦음", "제거", "분리", "뗌", "떼기", "떼어냄",
	"벗김", "벗기기", "펼침", "펴기", "접음", "압착", "건조", "말림", "비움", "비우기", "분해",
}

// conditionNoun reports whether word is a verb's noun form, as notes
// write a condition (깨짐, 젖음, 찢어짐, 묻음): the stemmer reads it as a
// verb ending in -ㅁ/-음.
func conditionNoun(word string) bool {
	toks := korean.Tokens(word)
	return len(toks) == 1 && toks[0].Kind == korean.KindVerb && (toks[0].Ending == "ㅁ" || toks[0].Ending == "음")
}

// actionNoun splits word into what comes before an action noun it ends
// with and the action noun ("라벨제거" → "라벨", "제거").
func actionNoun(word string) (head, act string, ok bool) {
	for _, a := range actions {
		if strings.HasSuffix(word, a) {
			return strings.TrimSuffix(word, a), a, true
		}
	}
	return "", "", false
}

var (
	// a Hangul word, then (after a space or a colon at most) a mark standing
	// on its own: followed by the end, a space or punctuation, never a letter
	// (有 and 無, written in notes as 있음 and 없음, are marks too)
	markNote = regexp.MustCompile(`([가-힣]+)\s*:?\s*([OoXx○◯⭕✓✔✅×✗✘❌有無])($|[\s,./;)\]·!?])`)
	// a Hangul word, a tick, then a word: the tick is the next word's when
	// that is an action or a verb's noun form
	markBeforeAction = regexp.MustCompile(`([가-힣]+)\s*:?\s*[✓✔✅Oo○◯⭕]\s+([가-힣]+)($|[\s,./;)\]·!?])`)
	// an action noun, then 안/못 and 함/됨 or a past or polite form of them
	// (the form ends its word: "세척 안 했다가" is no "안 했다")
	postNegation = regexp.MustCompile(`([가-힣]*(?:` + strings.Join(actions, "|") + `))\s*(안|못)\s*(?:함|했음|했어요|했어|했다|해요|됨|됐음|됐어요|돼요|되어\s*있음|되었음)($|[^가-힣])`)
)

var (
	// 몬, the spoken 못, as its own word or glued before a verb of removal
	// or washing (몬 뗐어요, 몬뺐음, 몬 씻었어요)
	spokenMot = regexp.MustCompile(`(^|\s)몬\s?([떼뗐뗄빼뺐뺄벗뜯씻헹닦])`)
	// a past form ending its word in 슴, spoken for 음 (뗐슴, 뺐슴, 씻었슴)
	pastSeum = regexp.MustCompile(`([았었였했갔겼뗐뺐켰졌])슴($|[^가-힣])`)
)

// shortJineun is a verb stem with -지는 said short (헹구진, 떼진, 씻진)
// right before 않- or 못 하-.
var shortJineun = regexp.MustCompile(`([가-힣]+)진\s*(않|못\s?하|못\s?했|못\s?해|못함)`)

// isShort is 's said for "is" before a word of state ("the sticker's
// still on", "carton's nearly full"); the possessive ("the bottle's
// label") is left alone.
var isShort = regexp.MustCompile(`([A-Za-z])['’]s\s+(still|on|off|stuck|attached|half|nearly|mostly|almost|about|full|empty|gone|wet|dry|damp|soaked|soggy|cracked|broken|chipped|clean|dirty|greasy|not)\b`)

// jinNouns are nouns ending in 진 that shortJineun must leave alone.
var jinNouns = []string{"사진", "지진", "전진"}

// amountEach is an amount word with the distributive 씩 (반씩, 조금씩,
// 절반씩) before a verb of remaining or filling: "물이 반씩 남은 페트병들"
// says that amount is left in each, and readable drops the 씩.
var amountEach = regexp.MustCompile(`(반|반쯤|절반|조금|약간|한 모금|한모금)씩(\s*(?:남|들어|차|있))`)
