package scan

import "testing"

func TestFocus(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// a list, then one of its items picked up: the rest is about it
		{"베란다 정리: 화분 받침, 깨진 유리컵, 빈 맥주캔. 맥주캔은 찌그러뜨려서 내도 돼요?", "맥주캔은 찌그러뜨려서 내도 돼요?"},
		{"냉장고 비우는 중: 김치, 잼 병, 은박 접시. 잼 병은 뚜껑이 안 열려요", "잼 병은 뚜껑이 안 열려요"},
		{"Cleaning out the garage: paint tins, a rake, old tiles. The tiles are cracked, where do they go?", "The tiles are cracked, where do they go?"},
		{"아이 방에서 나온 거: 크레파스, 장난감 자동차, 스케치북. 스케치북도 종이죠?", "스케치북도 종이죠?"},
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
