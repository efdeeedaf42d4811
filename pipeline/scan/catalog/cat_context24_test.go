package catalog

import "testing"

// A plain adjective (큰, 작은) after a food's clause modifies the holder
// that follows it: "참기름 담겨 온 큰 깡통" is the can, not a bulky thing.
func TestCat24AdjectiveBeforeHolder(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"들기름 담겨 온 큰 깡통 하나", "metal_can"},
		{"간장 담아 쓰던 작은 플라스틱 통", "plastic"},
		// near-miss: the adjective before furniture stays its word
		{"큰 장롱 버리려고요", "bulky"},
	})
}

// A food named on its own, then a thing said to hold it with 에 (담긴
// 채로, 반쯤이요), is the item; the thing is where it is.
func TestCat24FoodPlacedIn(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"쉬어 버린 깍두기, 반찬통에 절반쯤이요", "food_waste"},
		{"먹다 남긴 잡채, 스텐 그릇에 담긴 채로요", "food_waste"},
		{"상한 카레, 냄비에 그대로 있어요", "food_waste"},
		{"남은 떡 세 개, 은박지에 싸인 채로 있어요", "food_waste"},
		{"제육볶음이 스텐 밧드에 반쯤 그대로예요", "food_waste"},
		{"젖은 수영복, 비닐봉지에 들어 있어요", "clothing"},
		// near-misses: the holder named first, or no food before it
		{"반찬통에 깍두기가 반쯤 남았어요", "plastic"},
		{"빈 반찬통, 싱크대에 있어요", "plastic"},
	})
}

// In English, a part named with its material before "from" (plastic
// wrappers from the soaps) is the thing itself; a bare part word is the
// named thing's.
func TestCat24EnglishPartBeforeFrom(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"plastic wrappers from the hotel soaps, all empty", "vinyl"},
		{"ream wrapper from copy paper", "paper"},
	})
}

// What is stuck on the item (테이프가 붙어서) and the box it came out of
// (박스 안에 들어 있던) are set aside, so the classifier may not take
// the item there.
func TestCat24StuckAndInsideAside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct {
		text, aside string
	}{
		{"택배 박스 안에 들어 있던 뽁뽁이, 종이 테이프가 잔뜩 붙어서 안 떨어져요", "paper"},
		{"종이 상자 안에 있던 스티로폼 완충재", "paper"},
	} {
		if m := c.Match(tc.text); !containsKey(m.Aside, tc.aside) {
			t.Errorf("Match(%q).Aside = %v, want %s in it", tc.text, m.Aside, tc.aside)
		}
	}
}

func containsKey(ks []string, k string) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// A place with a spot on it (트레이 바닥에) before a clause of putting
// names the noun the clause modifies; that place is set aside.
func TestCat24SpotPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"생선 트레이 바닥에 깔아 물기 빨아들이던 흡수패드", "general"},
		{"고기 트레이 위에 얹어 두던 비닐 랩", "vinyl"},
	})
	if m := c.Match("생선 트레이 바닥에 깔아 물기 빨아들이던 흡수패드"); !containsKey(m.Aside, "styrofoam") {
		t.Errorf("Aside = %v, want styrofoam", m.Aside)
	}
}

// A food before a word of price (짬뽕 가격, 짜장면 값) names no food.
func TestCat24FoodPrice(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"짜장면 가격 바뀌어서 못 쓰게 된 종이 전단", "paper"},
		{"김밥 값 적어 둔 종이 메모", "paper"},
		// near-miss: the food itself
		{"불어 버린 짜장면 한 그릇", "food_waste"},
	})
}

// A battery said to be built in, three words on (배터리가 몸체 안에
// 붙박이로 들어간), is the device's part; a cover a wrap was put over
// with a past verb (그릇에 씌웠던 랩) is a place.
func TestCat24BuiltInAndCovered(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"배터리가 몸체 안에 붙박이로 들어간 무선 드라이버", "e_waste"},
		{"접시에 씌웠던 랩, 국물이 묻었어요", "vinyl"},
		{"lithium coin from a kitchen scale", "battery"},
		{"리튬 코인 두 개 빼 왔어요", "battery"},
	})
}

// A colour said of something that got on a clear bottle (빨간 게 묻음,
// 빨간 양념이 뱄어요) does not make it coloured PET.
func TestCat24ColourOfStain(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"투명한 탄산수 페트병인데 겉에 빨간 게 묻었어요", "clear_pet"},
		{"투명 생수병, 빨간 양념이 좀 뱄어요", "clear_pet"},
		// near-miss: the bottle's own colour
		{"초록색 사이다 페트병", "plastic"},
	})
}

// A battery taken out of a device (뒤 뚜껑 열고 꺼낸 건전지) sets the
// device's stream aside: the classifier may not take the item there.
func TestCat24BatteryTakenOut(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct{ text, middle, aside string }{
		{"고장 난 무드등, 아래 뚜껑 열고 꺼낸 작은 건전지 두 개", "battery", "e_waste"},
		{"LED 손전등 바닥 열고 빼낸 건전지", "battery", "lamp"},
	} {
		m := c.Match(tc.text)
		if m.Middle != tc.middle || !containsKey(m.Aside, tc.aside) {
			t.Errorf("Match(%q) = %s aside %v, want %s aside %s", tc.text, m.Middle, m.Aside, tc.middle, tc.aside)
		}
	}
}
