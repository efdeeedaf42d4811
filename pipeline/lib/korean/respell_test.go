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
