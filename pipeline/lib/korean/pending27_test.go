package korean

import "testing"

// A removal promised (뺄게요), planned in -려고 with nothing after it or
// before a verb of getting ready (떼려고 모아 뒀어요), or joined by -고 to
// one (이따 떼고 낼게요) is still ahead and leaves the part on; a plan to
// throw the part away (마개 버리려고요) takes it off; a removal noun said
// finished (분리 완료) is done; 그냥, 이따 and 내일 are no objects. The texts
// are read through Respell and RespellPromise, as the scan pipeline reads
// them (a promise is respelled -ㄹ 거예요).
func TestPendingRemoval27(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, noun string
		want       State
	}{
		{"스티커는 저녁에 뗄게요", "스티커", StatePresent},
		{"마개는 이따 뺄께요", "마개", StatePresent},
		{"송장 내일 떼려고요", "송장", StatePresent},
		{"라벨 떼려고 물에 불려 놨어요", "라벨", StatePresent},
		{"캡 이따 빼고 낼게요", "캡", StatePresent},
		{"빠진 캡 버리려고요", "캡", StateRemoved},
		{"스티커 제거 완료했어요", "스티커", StateRemoved},
		{"마개 분리 완료", "마개", StateRemoved},
		{"라벨 떼려고 했는데 결국 다 뗐어요", "라벨", StateRemoved},
	}
	for _, tt := range tests {
		if got := NewReading(RespellPromise(Respell(tt.text)), scopeEnglish).ObjectState(tt.noun); got != tt.want {
			t.Errorf("ObjectState(%q) in %q = %v, want %v", tt.noun, tt.text, got, tt.want)
		}
	}
}

// A wash promised or planned (헹굴게요, 닦으려고요, 씻으려고 담가
// 뒀어요) is undone.
func TestWashAhead27(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"병은 주말에 헹굴게요", true},
		{"캔은 이따 닦으려고요", true},
		{"통 씻으려고 물에 담가 뒀어요", true},
		{"통 씻으려고 했는데 다 씻었어요", false},
		{"통은 아까 헹궜어요", false},
	}
	for _, tt := range tests {
		if got := NewReading(RespellPromise(Respell(tt.text)), scopeEnglish).Undone(true, "씻", "헹구", "닦"); got != tt.want {
			t.Errorf("Undone(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A verb said with the honorific -(으)시- is written plain, and 말다 said
// with it after a verb in -다 as 말았어요; nouns ending in 시 and verbs
// whose stem ends in 시 stay.
func TestRespellHonorific27(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, want string }{
		{"이모가 스티커 떼셨어요", "이모가 스티커 떼었어요"},
		{"사장님이 캔 헹구시고 말리셨어요", "사장님이 캔 헹구고 말리었어요"},
		{"삼촌이 마개 빼셔서 버리셨어요", "삼촌이 마개 빼어서 버리었어요"},
		{"고모가 라벨 벗기시다 마셨어요", "고모가 라벨 벗기다 말았어요"},
		{"깨진 건 접시고 병은 멀쩡해요", "깨진 건 접시고 병은 멀쩡해요"},
		{"할머니가 식혜 다 마셨어요", "할머니가 식혜 다 마셨어요"},
		{"셔츠 단추가 떨어졌어요", "셔츠 단추가 떨어졌어요"},
	}
	for _, tt := range tests {
		if got := RespellHonorific(tt.text); got != tt.want {
			t.Errorf("RespellHonorific(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// Things taken out of a place being tidied are what the text is about,
// not parts set aside.
func TestOutOfTidied27(t *testing.T) {
	t.Parallel()
	a := Analyze("서랍 정리하다가 양말들을 꺼냈어요")
	if a.SetAside("양말") {
		t.Error("SetAside(양말) = true in a drawer being tidied, want false")
	}
	if b := Analyze("리모컨에서 건전지 꺼냈어요"); !b.SetAside("리모컨") {
		t.Error("SetAside(리모컨) = false, want true (the place something came out of)")
	}
}
