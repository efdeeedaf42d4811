package korean

import "testing"

// 하다 said with the honorific is written plain with 하+었 and 하+어
// contracted (했, 해), the forms the readers know.
func TestRespellHonorificHada28(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, want string }{
		{"할머니가 설거지 안 하셨어요", "할머니가 설거지 안 했어요"},
		{"이모가 분리 안 하셔서 그대로예요", "이모가 분리 안 해서 그대로예요"},
		{"할아버지가 라벨 떼셨어요", "할아버지가 라벨 떼었어요"},
		{"엄마가 다 하셨던 거예요", "엄마가 다 했던 거예요"},
	}
	for _, tt := range tests {
		if got := RespellHonorific(tt.text); got != tt.want {
			t.Errorf("RespellHonorific(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
