package korean

import (
	"slices"
	"testing"
)

// 그냥 is an adverb, not a noun the verb after it takes as its object:
// the part before it is the verb's object. A discarding verb right after a
// removal shirked or owed throws the item away with the part on; another
// removal there takes the part off.
func TestCarriedRemoval27(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"마개 그냥 끼워 뒀어요", "마개", StatePresent},
		{"뚜껑은 그냥 닫아서 내놨어요", "뚜껑", StatePresent},
		{"캡은 그냥 따로 버렸어요", "캡", StateRemoved},
		{"스티커는 그냥 뜯어 버렸어요", "스티커", StateRemoved},
		{"라벨 그냥 붙어 있어요", "라벨", StatePresent},
		{"송장 떼기 귀찮아서 그냥 내놨어요", "송장", StatePresent},
		{"마개 빼야 하는데 그냥 버렸어요", "마개", StatePresent},
		{"스티커 떼기 귀찮았는데 그냥 다 뗐어요", "스티커", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// A removal meant and given over for a part put back (버리려다 그냥 다시
// 끼웠어요) is superseded, and so is a removal done before 그냥 다시
// or 도로 and a verb that puts the part on.
func TestSupersededWords27(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{"병마개는 버리려다 그냥 도로 꽂았어요", []string{"버리려다"}},
		{"스티커 뗐는데 그냥 다시 붙여 놨어요", []string{"뗐는데"}},
		{"뚜껑 뺐다가 그냥 다시 닫았어요", []string{"뺐다가"}},
		{"라벨 뗐고 그냥 버렸어요", nil},
	}
	for _, tt := range tests {
		if got := SupersededWords(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("SupersededWords(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
