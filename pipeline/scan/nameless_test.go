package scan

import (
	"context"
	"testing"
)

func TestAsksOnly(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"이거 어떻게 버려요?", true},
		{"이건 어디에 버려야 하나요", true},
		{"저거 분리수거 되나요??", true},
		{"집에 있던 거예요 ㅎㅎ", false}, // ㅎㅎ is not a question word
		{"혹시 이것도 재활용 돼요?", true},
		{"how do I throw this away", true},
		{"Where should I put this thing?", true},
		{"what bin does this go in", true},
		{"can I recycle this?", true},
		{"is it recyclable", true},
		{"이 페트병 어떻게 버려요?", false},
		{"can I recycle a beer can?", false},
		{"where does a pizza box go", false},
		{"버려야 할 우산", false},
		{"??", false},
		{"", false},
	} {
		if got := asksOnly(tt.text); got != tt.want {
			t.Errorf("asksOnly(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A question that names nothing is answered unclassified by the whole
// reader, while one that names its item is classified.
func TestQuestionsThatNameNothing(t *testing.T) {
	t.Parallel()
	s := newService(t)
	for _, tt := range []struct{ text, middle string }{
		{"can I recycle this?", ""},
		{"what bin does this go in", ""},
		{"이거 어떻게 버려요?", ""},
		{"이건 어디에 버려야 하나요", ""},
		{"is this recyclable or not", ""},
		{"이 소주병 어떻게 버려요?", "glass"},
		{"can I recycle this pizza box?", "paper"},
	} {
		c, err := s.classifyWords(context.Background(), tt.text)
		if err != nil {
			t.Fatalf("%q: %v", tt.text, err)
		}
		if got := c.Classification.MiddleKey; got != tt.middle {
			t.Errorf("%q read as %q, want %q", tt.text, got, tt.middle)
		}
	}
}
