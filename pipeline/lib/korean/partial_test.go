package korean

import "testing"

// A removal done only in part (반만 뜯고, 일부만 뗐어요, half peeled)
// leaves the object on; done whole, or said of other words, it is
// removed.
func TestPartialRemovalLeavesItOn(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"은박 뚜껑을 반만 뜯고 나머지는 붙은 채", "뚜껑", StatePresent},
		{"페트병 라벨 반만 뗐어요", "라벨", StatePresent},
		{"라벨 반은 뗐어요", "라벨", StatePresent},
		{"스티커 일부만 떼어냈어요", "스티커", StatePresent},
		{"라벨 뗐어요", "라벨", StateRemoved},
		{"은박 뚜껑 다 뜯었어요", "뚜껑", StateRemoved},
		{"반만 먹고 라벨은 뗐어요", "라벨", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q, %s) = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
}
