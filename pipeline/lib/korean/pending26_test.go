package korean

import "testing"

// A removal still ahead — meant for later, not yet begun, forgotten, or
// owed and not known to be — leaves the part on; a removal noun written
// apart before a light 하 is the removal, negated or done; "nothing to
// take off" (뗄 거 없어요) and a removal done are no part left on.
func TestPendingRemoval26(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"스티커는 주말에 뗄 거야", "스티커", StatePresent},
		{"뚜껑은 이따가 뺄 생각이에요", "뚜껑", StatePresent},
		{"라벨은 나중에 벗길 예정", "라벨", StatePresent},
		{"송장 떼기 전이라 그대로예요", "송장", StatePresent},
		{"스티커 떼는 걸 깜박했네요", "스티커", StatePresent},
		{"마개 빼는 걸 잊어버렸네", "마개", StatePresent},
		{"라벨 벗기는 거 안 했어요", "라벨", StatePresent},
		{"송장 떼야 되는 줄 전혀 몰랐어", "송장", StatePresent},
		{"뚜껑 분리해야 하는데 손이 아파요", "뚜껑", StatePresent},
		{"캡 분리는 못 했어요", "캡", StatePresent},
		{"스티커 제거 싹 했어요", "스티커", StateRemoved},
		{"라벨 뗄 거 없어요", "라벨", StateRemoved},
		{"스티커 떼는 거 끝냈어요", "스티커", StateRemoved},
		{"마개 이미 뺐어요", "마개", StateRemoved},
		{"송장 떼는 걸 안 잊고 뗐어요", "송장", StateRemoved},
		{"스티커 헤어드라이어로 데워서 뗐어요", "스티커", StateRemoved},
		{"라벨 물에 불려서 벗겨졌어요", "라벨", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// Undone reads a wash still ahead or left undone, and a negated light 하
// with a noun of washing; a wash done, asked about or conditional is
// not undone.
func TestUndone26(t *testing.T) {
	t.Parallel()
	stems := []string{"씻", "헹구", "닦", "설거지", "세척"}
	tests := []struct {
		text string
		want bool
	}{
		{"컵은 저녁에 헹굴 거예요", true},
		{"통 닦는 걸 깜빡했어", true},
		{"아직 헹구기 전이에요", true},
		{"설거지 아직 안 했어요", true},
		{"세척은 못 했습니다", true},
		{"씻어야 되는 줄 몰랐어요", true},
		{"설거지 다 했어요", false},
		{"깨끗이 헹궜어요", false},
		{"씻어야 하나요?", false},
		{"안 씻으면 안 되나요", false},
	}
	for _, tt := range tests {
		if got := NewReading(tt.text, scopeEnglish).Undone(true, stems...); got != tt.want {
			t.Errorf("Undone in %q = %v, want %v", tt.text, got, tt.want)
		}
	}
}
