package catalog

import (
	"slices"
	"testing"
)

func TestReadable(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"사이다 페트 라벨X 뚜껑O", "사이다 페트 라벨 없음, 뚜껑 있음"},
		{"우유팩 헹굼 O 펼침 X", "우유팩 헹굼 안 펼침"},
		{"피자 상자 기름얼룩O, 부스러기X", "피자 상자 기름얼룩 있음, 부스러기 없음"},
		{"페트병 라벨제거 X", "페트병 라벨 안 제거"},
		{"페트병 라벨: ✓ 뚜껑: ✗", "페트병 라벨 있음, 뚜껑 없음"},
		{"페트병 라벨 有 뚜껑 無", "페트병 라벨 있음, 뚜껑 없음"},
		{"통 세척X 스티커O", "통 안 세척, 스티커 있음"},
		{"통 헹구진 않았어요", "통 헹구지는 않았어요"},
		{"라벨 떼진 못했어요", "라벨 떼지는 못했어요"},
		{"사진 못 찍었어요", "사진 못 찍었어요"},
		{"두유팩 세척 안 함", "두유팩 안 세척"},
		{"두유팩 헹굼 못했음", "두유팩 못 헹굼"},
		// marks inside words, English and prose are left alone
		{"XO 소스 병", "XO 소스 병"},
		{"this 뚜껑 is on", "this 뚜껑 is on"},
		{"뚜껑은 안 뗐어요", "뚜껑은 안 뗐어요"},
	} {
		if got := readable(c.in); got != c.want {
			t.Errorf("readable(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNoteVoice reads notes through the whole tag reader: what a mark
// says of a part or an action is what the sentence form would say.
func TestNoteVoice(t *testing.T) {
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want []string
	}{
		{"보리차 페트병 라벨X 뚜껑X", nil},
		{"보리차 페트병 라벨O 뚜껑X", []string{"label_attached"}},
		{"두유팩 헹굼 X 펼침 O", []string{"contaminated"}},
		{"두유팩 헹굼 O 펼침 O", nil},
		{"두유팩 세척 안 함", []string{"contaminated"}},
		{"탄산수 페트병 라벨 제거 안 함", []string{"label_attached"}},
		{"떡볶이 포장 종이상자 기름얼룩O", []string{"contaminated"}},
		{"sparkling water bottle, label gone, cap gone", nil},
		{"sparkling water bottle, cap missing, label still on", []string{"label_attached"}},
	} {
		m := cat.Match(c.text)
		if !slices.Equal(m.Tags, c.want) {
			t.Errorf("Match(%q).Tags = %v, want %v", c.text, m.Tags, c.want)
		}
	}
}
