package korean

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Respell writes the slips of quick typing and hand-written notes the
// standard way, before either pipeline reads the text, so that a negation,
// a modality or a tense the readers match in written form is found:
//
//   - spellings that hide a negation, a modality or a predicate: 돌려주지
//     안는다 (않는다), 요구 않하기로 (안 하기로), 올리면 않된다 (안 된다),
//     들어갈수있다 (들어갈 수 있다), 내야됨 (내야 됨), 언제던지 (언제든지);
//   - the past tense typed with ㅅ for ㅆ (see respellPast);
//   - spoken and regional spellings of a few words the readers key on
//     (see respellSpoken): 없 typed as it sounds (업서요, 업슴), the
//     tensed 뿌러지다/뿌셔지다 for 부러지다/부서지다, 벳기다 for 벗기다,
//     the 충청도 구 for 고 after a past (벗겼구유), the dialect
//     껍딱/껍띠기 for 껍데기 and 땜시/땜에/땀시 for 때문에.
//
// Everything else is returned unchanged.
func Respell(text string) string {
	return respellJilNegation(respellGluedNoun(respellPast(respellSounded(respellSpoken(respellSlips(respell24.Replace(text)))))))
}

// Words typed as they sound, the final consonant carried over into the
// vowel after it (연음), as learners and voice typing write them: 묻어 as
// 무더 (기름 무더서), 씻어 as 씨서 (씨서서 말렸어), 젖어 as 저저 (다 저저
// 있는데), 젖은 as 저즌; and 떼다 written 띠다 after a label's noun (라벨
// 띠었고), so that residue, a wash, wetness and a removal are read. 무더운
// and 무던한 (other words), 저저번 (the time before last) and 띠 before
// anything but an ending (허리띠를 띠고 is no label) are left alone.
var (
	reMudeo  = regexp.MustCompile(`(^|[^가-힣])무(더서|더\s?있|더\s?놓|더\s?났|더\s?가지고|더요|더$|더[.,!?\s]|덨|든\s)`)
	reSsiseo = regexp.MustCompile(`(^|[^가-힣])씨(서|섰|슨)`)
	reJeojeo = regexp.MustCompile(`(^|[^가-힣])저(저서|저\s?있|저\s?버|저요|저$|저[.,!?\s]|젔|즌)`)
	reTti    = regexp.MustCompile(`(라벨|스티커|상표|테이프|비닐|포장지|딱지|label)(은|는|이|을|를|도|만)?(\s?)띠(었|어|고|엇|냈|였)`)
	sounded  = strings.NewReplacer("더서", "묻어서", "덨", "묻었", "든", "묻은", "서", "씻어", "섰", "씻었", "슨", "씻은", "저서", "젖어서", "젔", "젖었", "즌", "젖은")
)

func respellSounded(text string) string {
	if !strings.ContainsAny(text, "무씨저띠") {
		return text
	}
	// the first syllable of a match is the stem's (무, 씨, 저); the rest
	// is rewritten from the table, or its 더/저 alone becomes 묻어/젖어
	fix := func(re *regexp.Regexp, stem, plain string) {
		text = re.ReplaceAllStringFunc(text, func(m string) string {
			sm := re.FindStringSubmatch(m)
			rest := sm[2]
			for _, k := range []string{"더서", "저서", "덨", "젔", "든", "즌", "서", "섰", "슨"} {
				if strings.HasPrefix(rest, k) {
					return sm[1] + sounded.Replace(k) + strings.TrimPrefix(rest, k)
				}
			}
			return sm[1] + plain + strings.TrimPrefix(rest, stem)
		})
	}
	fix(reMudeo, "더", "묻어")
	fix(reSsiseo, "", "씻어")
	fix(reJeojeo, "저", "젖어")
	return reTti.ReplaceAllString(text, "${1}${2}${3}떼${4}")
}

// Spoken and regional spellings, in chat and dictation, of words whose
// standard form the readers need: 없다 written as it sounds (뚜껑 업서요,
// 업써요, 라벨업슴), so that absence is read as absence; the tensed 뿌
// of 부러지다 and 부서지다 (뿌러졌어, 뿌셔졌다), so that a break is read;
// the 경상도 ㅔ for ㅓ of 벗기다 (벳기놨다, 벳겼어), with its 기 for 겨
// before 놓다 and 두다, so that a removal is read; 껍딱 and 껍띠기 for
// 껍데기, so that shells are named; and the dialect forms of
// 때문에 (땜시, 땀시, 땜에, 때매), so that the noun of a cause is not read
// as the subject of what follows; and the spoken 고대로, 고대루, 그대루
// for 그대로 at the start of a word, so that a thing left as it was is
// read as still there. 업 before anything else (업체, 업고: carried on
// the back), 뿌리 (a root) and 고대 inside a word (최고대로) are left
// alone.
var (
	reEopSeo  = regexp.MustCompile(`업(서|써|슴|씀)`)
	reBbu     = regexp.MustCompile(`뿌(러|러지|러진|러졌|러짐|셔|셨|서지|서진|서졌)`)
	reSsGu    = regexp.MustCompile(`([가-힣])구(유|요)?($|[^가-힣])`)
	reBetgi   = regexp.MustCompile(`벳기\s?(놨|놓|놔|논|뒀|두|둔)`)
	reGodaero = regexp.MustCompile(`(^|[^가-힣])(고대로|고대루|그대루)`)
	spoken    = strings.NewReplacer("벳겼", "벗겼", "벳기", "벗기", "벳겨", "벗겨", "껍딱", "껍데기", "껍띠기", "껍데기", "껍디기", "껍데기", "땜시", "때문에", "땀시", "때문에", "땜에", "때문에", "때매", "때문에")
)

func respellSpoken(text string) string {
	if !strings.ContainsAny(text, "업뿌벳땜땀때구껍대") {
		return text
	}
	text = reGodaero.ReplaceAllString(text, "${1}그대로")
	text = reEopSeo.ReplaceAllStringFunc(text, func(m string) string {
		switch strings.TrimPrefix(m, "업") {
		case "서", "써":
			return "없어"
		}
		return "없음"
	})
	text = reBbu.ReplaceAllStringFunc(text, func(m string) string {
		rest := strings.TrimPrefix(m, "뿌")
		switch {
		case strings.HasPrefix(rest, "셔"):
			return "부숴" + strings.TrimPrefix(rest, "셔")
		case strings.HasPrefix(rest, "셨"):
			return "부쉈" + strings.TrimPrefix(rest, "셨")
		}
		return "부" + rest
	})
	text = reBetgi.ReplaceAllString(text, "벗겨 $1")
	text = reSsGu.ReplaceAllStringFunc(text, func(m string) string {
		// 벗겼구유, 했구: the 충청도 고 of a past ending its word (not 가구,
		// 친구, 입구: no past before them)
		r, _ := utf8.DecodeRuneInString(m)
		if tailOf(r) != tailSS {
			return m
		}
		sm := reSsGu.FindStringSubmatch(m)
		end := "고"
		if sm[2] != "" {
			end = "고요"
		}
		return sm[1] + end + sm[3]
	})
	return spoken.Replace(text)
}

// respellPast rewrites the past tense typed with ㅅ for ㅆ, a slip of quick
// chat typing, into its standard spelling, so that readers matching
// written forms (뗐, 씻었, 헹궜) find it:
//
//   - 엇/앗/엿 right after another syllable of the word and before an
//     ending syllable (씻엇어요, 닦앗음, 정리햇다 ← 했) → 었/았/였;
//   - a syllable with a contracted vowel (ㅐ ㅔ ㅕ ㅘ ㅙ ㅝ) closed by ㅅ
//     before an ending syllable (뗏어요, 햇음, 됏다, 헹궛어요, 뺏고) → the
//     same syllable closed by ㅆ.
//
// A ㅅ before any other syllable (벗어요, 씻어, 햇살, 무엇이, 셋이) and a
// word-final one are left alone. Everything else is returned unchanged.
func respellPast(text string) string {
	if !strings.ContainsFunc(text, func(r rune) bool { return isSyllable(r) && tailOf(r) == tailS }) {
		return text
	}
	rs := []rune(text)
	for i := 1; i+1 < len(rs); i++ {
		r := rs[i]
		if !isSyllable(r) || tailOf(r) != tailS || !isSyllable(rs[i-1]) && !contracted(r) || !pastEndingStart[rs[i+1]] {
			continue
		}
		switch {
		case r == '엇' || r == '앗' || r == '엿':
			if isSyllable(rs[i-1]) {
				rs[i] = r + (tailSS - tailS)
			}
		case contracted(r):
			rs[i] = r + (tailSS - tailS)
		}
	}
	return string(rs)
}

// tailOf is the tail index of syllable r.
func tailOf(r rune) int {
	_, _, t := split(r)
	return t
}

// contracted reports whether r's vowel is one a verb stem and the past 어
// contract to (떼+었 → 뗐, 하+였 → 했, 되+었 → 됐, 헹구+었 → 헹궜).
func contracted(r rune) bool {
	_, v, _ := split(r)
	switch v {
	case vowelAE, vowelE, vowelYEO, vowelWA, vowelWAE, vowelWEO:
		return true
	}
	return false
}

// pastEndingStart are the syllables an ending after the past starts with
// (었어요, 었음, 었다, 었고, 었는데, 었지, 었네, 었습니다, 었더니, 었당께,
// 었슈, 었어유, 었어예, 었심더).
var pastEndingStart = map[rune]bool{
	'어': true, '음': true, '다': true, '고': true, '는': true, '지': true, '네': true, '습': true,
	'슴': true, '더': true, '당': true, '슈': true, '유': true, '예': true, '심': true, '으': true,
	'엉': true, '쥬': true, '죠': true, '구': true, '거': true,
}

// Spelling slips of hand-written and chat 특약 that hide a negation, a
// modality or a predicate from the analysis: 돌려주지 안는다 (않는다), 요구
// 않하기로 (안 하기로), 올리면 않된다 (안 된다), 들어갈수있다 (들어갈 수
// 있다), 내야됨 (내야 됨), 언제던지 (언제든지). respellSlips writes them the
// standard way.
var (
	reJiAn = regexp.MustCompile(`지\s?안([는고아았으음기을])`)
	// 씻지 안 했어요, 헹구지 안 함: a learner's 안 하다 for 않다, after the
	// stems of what is done to waste (씻, 헹구, 닦, 떼, 빼, 벗기, 비우,
	// 말리, 버리, 꺼내, 자르, …하), not a noun's 지 (설거지 안 하고)
	reJiAnHa      = regexp.MustCompile(`(씻|구|닦|떼|빼|기|우|리|하|내|르)지\s?안\s?(했|해|함|한|하)`)
	jiAnHa        = map[string]string{"했": "않았", "해": "않아", "함": "않음", "한": "않은", "하": "않"}
	reAnHa        = regexp.MustCompile(`않\s?([하해함했할한되돼됨된될됬])`)
	reSuIt        = regexp.MustCompile(`([가-힣])수\s?(있|없)`)
	reYaDoe       = regexp.MustCompile(`야(됨|돼|된다|되요|됩니다|되)`)
	spellingFixes = strings.NewReplacer("언제던지", "언제든지", "이던지", "이든지", "되요", "돼요", "됬", "됐", "할께", "할게", "줄께", "줄게", "드릴께", "드릴게", "몇일", "며칠", "왠만", "웬만")
)

func respellSlips(text string) string {
	text = spellingFixes.Replace(text)
	text = reJiAnHa.ReplaceAllStringFunc(text, func(m string) string {
		sm := reJiAnHa.FindStringSubmatch(m)
		return sm[1] + "지 " + jiAnHa[sm[2]]
	})
	text = reJiAn.ReplaceAllString(text, "지 않$1")
	text = reAnHa.ReplaceAllString(text, "안 $1")
	text = reYaDoe.ReplaceAllString(text, "야 $1")
	return reSuIt.ReplaceAllStringFunc(text, func(m string) string {
		r, _ := utf8.DecodeRuneInString(m)
		// 할수, 갈수, 볼수: a ㄹ-final adnominal before 수 (not 보수, 점수)
		if r < 0xAC00 || r > 0xD7A3 || (r-0xAC00)%28 != 8 {
			return m
		}
		return string(r) + " 수 " + strings.TrimSpace(m[len(string(r))+len("수"):])
	})
}
