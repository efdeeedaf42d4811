package korean

import "testing"

// A noun before a modifier and a place or thing said to be nowhere (양념
// 묻은 데 없어요, 곰팡이 핀 데 하나 없어요, 기름이 밴 곳은 없음) is denied
// with them; said to be somewhere, or with the place not denied, it is
// not; nor is a noun of another clause.
func TestNounBeforeNowhere(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"양념 묻은 데 없어요", "양념", true},
		{"곰팡이 핀 데 하나 없어요", "곰팡", true},
		{"기름이 밴 곳은 없음", "기름", true},
		{"소스 튄 부분 전혀 없어요", "소스", true},
		{"우유 남은 거 없어요", "우유", true},
		// somewhere, or not denied
		{"양념 묻은 데 있어요", "양념", false},
		{"곰팡이 핀 데가 많아요", "곰팡", false},
		{"양념 묻은 데 닦았는데 자국은 없어요", "양념", false},
		{"양념 많이 묻었어요", "양념", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Negated(tt.phrase); got != tt.want {
			t.Errorf("Negated(%q) in %q = %v, want %v", tt.phrase, tt.text, got, tt.want)
		}
	}
}
