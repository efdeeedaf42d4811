package scan

import "testing"

func TestFocus(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// a list, then one of its items picked up: the rest is about it,
		// and so is the entry, which says what the thing is
		{"베란다 정리: 화분 받침, 깨진 유리컵, 빈 맥주캔. 맥주캔은 찌그러뜨려서 내도 돼요?", "빈 맥주캔. 맥주캔은 찌그러뜨려서 내도 돼요?"},
		{"냉장고 비우는 중: 김치, 잼 병, 은박 접시. 잼 병은 뚜껑이 안 열려요", "잼 병. 잼 병은 뚜껑이 안 열려요"},
		{"Cleaning out the garage: paint tins, a rake, old tiles. The tiles are cracked, where do they go?", "old tiles. The tiles are cracked, where do they go?"},
		{"아이 방에서 나온 거: 크레파스, 장난감 자동차, 스케치북. 스케치북도 종이죠?", "스케치북. 스케치북도 종이죠?"},
		// two things named together, then one picked up after a sentence
		// end or a -는데 clause
		{"찬장 정리하다 머그컵이랑 유리병 나왔어요. 유리병은 라벨 뗐어요", "유리병은 라벨 뗐어요"},
		{"금 간 접시랑 멀쩡한 잼병 있는데 잼병은 흠집도 없어요 어디로?", "잼병은 흠집도 없어요 어디로?"},
		{"고무장갑하고 비닐장갑 한 봉지 있는데 비닐장갑은 새 거예요", "비닐장갑은 새 거예요"},
		{"이사 짐 싸다 보니까 베란다에서 화분이랑 물뿌리개 나왔는데 물뿌리개는 금 갔어요", "물뿌리개는 금 갔어요"},
		// the one picked up is set aside, or nothing is picked up: unchanged
		{"생수병이랑 뚜껑 있는데 뚜껑은 따로 버렸어요", "생수병이랑 뚜껑 있는데 뚜껑은 따로 버렸어요"},
		{"사과랑 배 껍질 모았는데 어디 버려요?", "사과랑 배 껍질 모았는데 어디 버려요?"},
		// no list, or a later sentence about none of the items: unchanged
		{"소주병 빈 거예요. 소주병은 어디 버려요?", "소주병 빈 거예요. 소주병은 어디 버려요?"},
		{"부엌 정리: 프라이팬, 냄비, 국자. 전부 어디에 버려요?", "부엌 정리: 프라이팬, 냄비, 국자. 전부 어디에 버려요?"},
		{"라벨 떼고 헹군 생수병, 뚜껑은 닫아 뒀어요", "라벨 떼고 헹군 생수병, 뚜껑은 닫아 뒀어요"},
	} {
		if got := focus(c.in); got != c.want {
			t.Errorf("focus(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
