package korean

import "testing"

// A bare material word before a noun said to be absent (비닐 커버도
// 없어요) is the absent thing's material, denied with it; 원래, 애초에
// or 아예 between the noun and 없다 stress the absence (뚜껑은 원래
// 없어요). A thing before a part said to be absent (유리병 뚜껑은 없어요)
// is not denied, nor is a material whose noun is there.
func TestAbsentMaterialAndNever(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, phrase string
		want         bool
	}{
		{"비닐 커버도 없어요", "비닐", true},
		{"종이 띠는 원래 없던 거예요", "종이", true},
		{"뚜껑은 원래 없어요", "뚜껑", true},
		{"손잡이는 애초에 없었어요", "손잡이", true},
		{"라벨은 아예 없어요", "라벨", true},
		// the thing whose part is absent, or a material that is there
		{"유리병 뚜껑은 없어요", "유리병", false},
		{"비닐 커버가 씌워져 있어요", "비닐", false},
		{"원래 비닐 커버가 있었어요", "비닐", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Negated(tt.phrase); got != tt.want {
			t.Errorf("Negated(%q) in %q = %v, want %v", tt.phrase, tt.text, got, tt.want)
		}
	}
}
