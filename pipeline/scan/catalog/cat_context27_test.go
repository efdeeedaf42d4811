package catalog

import "testing"

// Session 27's kinds of "which named thing is the item" (context27.go),
// with phrasings of our own.
func TestCat27WhichThing(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		// a shop or room named with a word between (인형뽑기방,
		// 보드게임카페) is a place; one syllable before 방 is a noun
		{"인형뽑기방 카운터에서 나온 먹다 남은 김밥", "food_waste"},
		{"인형 가방 버려요", "general"},
		// batteries put in to try the device: the device is the item
		{"휴대용 라디오인데 건전지를 새로 넣어도 안 돼요", "e_waste"},
		{"다 쓴 건전지 모아 둔 거", "battery"},
		// what was done when is the time, not the item
		{"떡볶이 먹을 때 받쳐 둔 신문지, 국물이 튀었어요", "paper"},
		{"라면 끓일 때 쓰던 양은 냄비", "metal_can"},
		{"박스 뜯을 때 벗긴 수축 비닐", "vinyl"},
		// the bag a thing was carried home in is not the item
		{"젖은 수영복, 비닐봉지에 둘둘 말아서 들고 왔어요", "clothing"},
		// a material said of the dropped thing's own part
		{"카드 단말기를 떨어뜨려서 플라스틱 케이스가 쩍 갈라졌어요", "e_waste"},
		{"물통이 넘어져서 플라스틱 바구니가 젖었어요", "plastic"},
		// a metal said of a hinge, a screw or a blade is the part's
		{"공구 넣던 플라스틱 상자인데 철제 경첩이 박혀 있어요", "plastic"},
		// a vegetable's leaves singled out are the vegetable
		{"무른 배추, 겉잎만 떼서 한 봉지 모았어요", "food_waste"},
		{"화분 정리하다 시든 잎만 모았어요", "general"},
		// a look the thing came to have is no material
		{"치킨 상자인데 기름이 배서 반투명해졌어요", "paper"},
		// what shows through a tear is the inside of the thing before
		{"패브릭 소파, 팔걸이가 터져서 스펀지가 삐져나왔어요", "bulky"},
	})
}
