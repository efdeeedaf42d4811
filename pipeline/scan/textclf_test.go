package scan

import (
	"context"
	"fmt"
	"maps"
	"os"
	"reflect"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// TestMain trains the process's text model before any test starts its
// clock. The model trains once per process, on the first words-only scan;
// with the 2 078-line corpus that is about 4 s of CPU, but tens of seconds
// of wall time under -race on a loaded machine, which the end-to-end tests
// would otherwise spend inside their task deadlines.
func TestMain(m *testing.M) {
	cat, err := catalog.Load()
	if err == nil {
		_, err = textModelFor(cat)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

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
