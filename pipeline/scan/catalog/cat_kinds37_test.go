package catalog

import "testing"

// A device's battery (배터리) said to have gone (나감, 안 됨) is how the
// device fails: the device named before it is the item; a battery said
// swollen or taken out, a dry cell said worn out, or a battery with no
// device before it stays a battery.
func TestCat37BatteryGone(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"노이즈 캔슬링 헤드폰 배터리 나감", "e_waste"},
		{"크레마 전자책 배터리 안 됨", "e_waste"},
		{"블루투스 스피커 배터리 나가서 안 켜짐", "e_waste"},
		// near-misses: the battery itself
		{"헤드폰에서 뺀 리튬 배터리 부푼 거", "battery"},
		{"마사지건 배터리 팩 부푼 거", "battery"},
		{"도어록 건전지 다 닳은 거", "battery"},
		{"배터리 나감", "battery"},
	})
}

// A thing said bare before 모양 names the shape of what follows: the
// thing after it is the item; a shape said with nothing after it, or a
// thing that keeps its own shape, stays as read.
func TestCat37ShapeNamedBy(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"계란판 모양 흡음재 조각", "general"},
		{"달걀판 모양 스펀지", "general"},
		{"하트 모양 쿠키 남은 거", "food_waste"},
		// near-misses: no other thing after the shape
		{"계란판 모양 그대로 찌그러진 거", "paper"},
		{"도시락 픽 동물 모양", "general"},
	})
}

// Pottery said last after a general thing is what the thing is made of:
// nonflammable; another material said last keeps its own reading.
func TestCat37CeramicLast(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"거북이 은신처 도자기", "nonflammable"},
		{"인센스 꽂이 세라믹", "nonflammable"},
		// near-misses: plastic said last, pottery said first
		{"거북이 은신처 플라스틱", "plastic"},
		{"도자기 인형 깨진 거", "nonflammable"},
	})
}
