package korean

import "testing"

// TestReadingRegionalFinals reads a removal done or not done when the
// verb ends with a regional final (충청도 -어유, -슈; 제주 -수다, -마씸):
// the ending hides neither the verb nor its negation.
func TestReadingRegionalFinals(t *testing.T) {
	t.Parallel()
	const (
		P = StatePresent
		R = StateRemoved
	)
	tests := []struct {
		text, noun string
		want       State
	}{
		{"라벨은 뗐슈", "라벨", R},
		{"뚜껑 빼 놨슈", "뚜껑", R},
		{"라벨 싹 뗐어유", "라벨", R},
		{"비닐은 벗겼수다", "비닐", R},
		{"라벨 다 뗐어마씸", "라벨", R},
		// not done
		{"라벨 안 뗐슈", "라벨", P},
		{"뚜껑은 못 뺐어유", "뚜껑", P},
		{"스티커 안 뗐수다", "스티커", P},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, WordLexicon{}).ObjectState(tt.noun); got != tt.want {
			t.Errorf("%q: state of %s = %s, want %s", tt.text, tt.noun, got, tt.want)
		}
	}
	aside := []struct {
		text, noun string
		want       bool
	}{
		{"철사 옷걸이는 빼 놨슈", "옷걸이", true},
		{"트레이는 빼서 따로 뒀수다", "트레이", true},
		{"옷걸이는 못 뺐어유", "옷걸이", false},
	}
	for _, tt := range aside {
		if got := NewReading(tt.text, WordLexicon{}).SetAside(tt.noun); got != tt.want {
			t.Errorf("%q: SetAside(%s) = %v, want %v", tt.text, tt.noun, got, tt.want)
		}
	}
}
