package korean

import "testing"

// The past typed with ㅅ for ㅆ is respelt; a ㅅ that belongs to the word
// (벗어요, 씻어, 햇살, 무엇이, 셋이, 옷은) is not.
func TestRespell(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"라벨 뗏어요", "라벨 뗐어요"},
		{"용기 씻엇음", "용기 씻었음"},
		{"기름 닦앗고 헹궛어요", "기름 닦았고 헹궜어요"},
		{"정리햇당께", "정리했당께"},
		{"뚜껑 뺏슴다", "뚜껑 뺐슴다"},
		{"다 됏어유", "다 됐어유"},
		{"라벨 안 뗏는데", "라벨 안 뗐는데"},
		// no past here
		{"라벨 벗어요", "라벨 벗어요"},
		{"물로 씻어서", "물로 씻어서"},
		{"햇살에 말림", "햇살에 말림"},
		{"무엇이 문제예요", "무엇이 문제예요"},
		{"병 셋이요", "병 셋이요"},
		{"옷은 헌옷함", "옷은 헌옷함"},
		{"라벨 뗏", "라벨 뗏"},
		{"clean bottle", "clean bottle"},
	} {
		if got := Respell(tc.in); got != tc.want {
			t.Errorf("Respell(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Slips of hand-written and chat 특약 that hide a negation, a modality or a
// predicate are written the standard way; 보수 and 점수 are no ㄹ-final verbs.
func TestRespellSlips(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"돌려주지 안는다":      "돌려주지 않는다",
		"청구하지안고 나간다":    "청구하지 않고 나간다",
		"요구 않하기로 함":     "요구 안 하기로 함",
		"올리면 않됨":        "올리면 안 됨",
		"들어갈수있다":        "들어갈 수 있다",
		"해지할수 없음":       "해지할 수 없음",
		"수리비는 세입자가 내야됨": "수리비는 세입자가 내야 됨",
		"언제던지 연락 주세요":   "언제든지 연락 주세요",
		"보수없이 일한다":      "보수없이 일한다", // 보수 is no ㄹ-final verb
		"점수있는 항목":       "점수있는 항목",
	} {
		if got := Respell(in); got != want {
			t.Errorf("Respell(%q) = %q, want %q", in, got, want)
		}
	}
}

// The stemmer reads the same typed past as the past of its verb.
func TestTypedPastStems(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ word, stem string }{
		{"뗏어요", "떼"},
		{"씻엇어요", "씻"},
		{"닦앗음", "닦"},
		{"벗어요", "벗"},
	} {
		if tok, ok := analyzeVerb(tc.word); !ok || tok.Stem != tc.stem {
			t.Errorf("analyzeVerb(%q) = %q %v, want stem %q", tc.word, tok.Stem, ok, tc.stem)
		}
	}
}

// A predicate written onto its noun, as notes do, says the noun's state,
// with a negation inside the word turning it round.
func TestGluedPredicate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, noun string
		want       State
	}{
		{"생수병 라벨뗌", "라벨", StateRemoved},
		{"포카리 다마심 라벨뗌 찌그러뜨림", "라벨", StateRemoved},
		{"병 뚜껑분리함", "뚜껑", StateRemoved},
		{"소스통 뚜껑닫음", "뚜껑", StatePresent},
		{"샴푸통 펌프꽂힘", "펌프", StatePresent},
		{"생수병 라벨안뗌", "라벨", StatePresent},
		{"생수병 뚜껑못뺌", "뚜껑", StatePresent},
	} {
		if got := NewReading(tc.text, WordLexicon{}).ObjectState(tc.noun); got != tc.want {
			t.Errorf("ObjectState(%q, %s) = %v, want %v", tc.text, tc.noun, got, tc.want)
		}
	}
}

// Spoken and regional spellings of absence, breaking, peeling and cause
// are written the standard way; the words they resemble are not.
func TestRespellSpoken(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"마개는 업서요", "마개는 없어요"},
		{"스티커 업써유", "스티커 없어유"},
		{"캡업슴", "캡없음"},
		{"의자 다리가 뿌러졌어", "의자 다리가 부러졌어"},
		{"손잡이 뿌러짐", "손잡이 부러짐"},
		{"뚜껑이 뿌셔졌다", "뚜껑이 부숴졌다"},
		{"비닐은 벳기놨다", "비닐은 벗겨 놨다"},
		{"포장지 다 벳겼어", "포장지 다 벗겼어"},
		{"비 땜시 눅눅해요", "비 때문에 눅눅해요"},
		{"김치 국물 땜에 얼룩", "김치 국물 때문에 얼룩"},
		{"라벨은 벗겼구유 뚜껑은 닫았슈", "라벨은 벗겼고요 뚜껑은 닫았슈"},
		{"조개 껍딱 모은 거", "조개 껍데기 모은 거"},
		{"굴 껍띠기는 어데 버리노", "굴 껍데기는 어데 버리노"},
		{"다 헹궜구 말렸어", "다 헹궜고 말렸어"},
		{"헌 가구 버려요", "헌 가구 버려요"},
		{"친구가 줬구먼", "친구가 줬구먼"},
		{"뚜껑 고대로 있어유", "뚜껑 그대로 있어유"},
		{"반 넘게 고대루 남았슈", "반 넘게 그대로 남았슈"},
		{"스티커도 그대루여", "스티커도 그대로여"},
		{"최고대로 해 주세요", "최고대로 해 주세요"},
		// left alone
		{"수거 업체에 물어봄", "수거 업체에 물어봄"},
		{"애기 업고 나감", "애기 업고 나감"},
		{"나무 뿌리가 엉킴", "나무 뿌리가 엉킴"},
		{"물을 뿌려서", "물을 뿌려서"},
	} {
		if got := Respell(tc.in); got != tc.want {
			t.Errorf("Respell(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Words typed as they sound (연음: 무더서, 씨서서, 저저 있는데, 저즌),
// 띠다 for 떼다 after a label's noun, and a learner's 씻지 안 했어요 are
// written the standard way; other words that sound alike are not.
func TestRespellSounded(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"고추장 무더서 빨갛게 됐어요": "고추장 묻어서 빨갛게 됐어요",
		"양념 무더 있음":        "양념 묻어 있음",
		"케첩이 무덨어요":        "케첩이 묻었어요",
		"기름 무든 종이":        "기름 묻은 종이",
		"소스 좀 무더요":        "소스 좀 묻어요",
		"물로 씨서서 말림":       "물로 씻어서 말림",
		"깨끗이 씨섰어요":        "깨끗이 씻었어요",
		"씨슨 병":            "씻은 병",
		"박스가 비에 다 저저 있어요": "박스가 비에 다 젖어 있어요",
		"신문 저저서 못 써요":     "신문 젖어서 못 써요",
		"쿠션 저젔어요":         "쿠션 젖었어요",
		"저즌 상자":           "젖은 상자",
		"라벨 띠었고 헹궜음":      "라벨 떼었고 헹궜음",
		"스티커는 띠어냈어요":      "스티커는 떼어냈어요",
		"라벨을 띠고 버려요":      "라벨을 떼고 버려요",
		"캔은 씻지 안 했어요":     "캔은 씻지 않았어요",
		"안 헹구지 안 함":       "안 헹구지 않음",
		"닦지 안 하고 그냥 둠":    "닦지 않고 그냥 둠",
		// other words
		"오늘 너무 무더워요":  "오늘 너무 무더워요",
		"무던한 성격":      "무던한 성격",
		"저저번 주에 버렸어요": "저저번 주에 버렸어요",
		"아저씨서 온 택배":   "아저씨서 온 택배",
		"허리띠를 띠고":     "허리띠를 띠고",
		"붉은빛을 띠고 있어요": "붉은빛을 띠고 있어요",
		"휴지 안에 넣었어요":  "휴지 안에 넣었어요",
	} {
		if got := Respell(in); got != want {
			t.Errorf("Respell(%q) = %q, want %q", in, got, want)
		}
	}
}

// A relayed imperative (내래요, 떼라고 했어요, 씻으라던데) is what one was
// told to do: an obligation, not a thing done; nouns that end the same
// way (노래요, 대형이래요) are no verbs.
func TestRelayedImperative(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text, stem string
		owed       bool
	}{
		{"뚜껑 빼고 내래요", "내", true},
		{"라벨 떼라고 했어요", "떼", true},
		{"깨끗이 씻으라던데", "씻", true},
		{"분리해서 버리래요", "버리", true},
		{"병은 헹구라는데", "헹구", true},
		{"관리실에서 빼랬어요", "빼", true},
		{"라벨 뗐어요", "떼", false},
	} {
		found := false
		for _, p := range Analyze(tc.text).Predicates {
			if p.Stem == tc.stem {
				found = true
				if got := p.Modality == ModalityObligation; got != tc.owed {
					t.Errorf("Analyze(%q): %s owed = %v, want %v", tc.text, p.Stem, got, tc.owed)
				}
			}
		}
		if !found {
			t.Errorf("Analyze(%q): no predicate %s", tc.text, tc.stem)
		}
	}
	for _, s := range []string{"노래요", "대형이래요", "그래요"} {
		if ps := Analyze(s).Predicates; len(ps) > 0 {
			t.Errorf("Analyze(%q) = %v, want no predicate", s, ps)
		}
	}
}
