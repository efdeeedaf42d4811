package scan

import (
	"context"
	"maps"
	"reflect"
	"testing"
)

// TestTextModelTrainsDeterministically trains the text model again with one
// worker and checks it scores like the process's shared model, trained with
// all of them, and chose the same policy.
func TestTextModelTrainsDeterministically(t *testing.T) {
	t.Parallel()
	s := newService(t)
	shared, err := textModelFor(s.cat)
	if err != nil {
		t.Fatal(err)
	}
	opt := textOptions(s.cat)
	opt.Workers = 1
	again, err := trainTextModel(s.cat, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(shared.policy, again.policy) {
		t.Errorf("policy %+v, then %+v", shared.policy, again.policy)
	}
	for _, text := range []string{"머리 말리는 거 고장났어요", "old winter coat", "라벨 안 뗀 생수병"} {
		if a, b := shared.middle.Scores(text), again.middle.Scores(text); !maps.Equal(a, b) {
			t.Errorf("%q: middle scores differ: %v, then %v", text, a, b)
		}
		if a, b := shared.tags.Scores(text), again.tags.Scores(text); !maps.Equal(a, b) {
			t.Errorf("%q: tag scores differ: %v, then %v", text, a, b)
		}
	}
}

// TestClassifyWordsParaphrase: descriptions that name no taxonomy term
// (the keyword matcher finds nothing, or only a weak word) are classified
// by the text classifier.
func TestClassifyWordsParaphrase(t *testing.T) {
	t.Parallel()
	s := newService(t)
	tests := []struct{ text, middle string }{
		{"머리 감고 말릴 때 쓰던 거, 바람이 안 나와요", "e_waste"},
		{"아기 때 걸치던 조그만 우주복", "clothing"},
		{"the thing I used to dry my hair, it stopped blowing", "e_waste"},
	}
	for _, tt := range tests {
		if m := s.cat.Match(tt.text); m.Middle != "" && !m.Weak {
			t.Errorf("%q names a taxonomy term (%s); the table wants paraphrases", tt.text, m.Middle)
		}
		c, err := s.classifyWords(context.Background(), tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if c.Classification.MiddleKey != tt.middle || c.Method != MethodClassifier || !c.Classified {
			t.Errorf("%q: %s by %s, want %s by %s", tt.text, c.Classification.MiddleKey, c.Method, tt.middle, MethodClassifier)
		}
	}
}
