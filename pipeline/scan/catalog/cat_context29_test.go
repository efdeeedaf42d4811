package catalog

import (
	"slices"
	"testing"
)

// Session 29's kinds of "which named thing is the item" (context29.go,
// compoundHolder, showingAdverbs, ownerWords, linkCut's punctuation) and
// the names added, with phrasings of our own.
func TestCat29WhichThing(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		// a holder compound named as where a thing was (글러브|박스에)
		{"차 글러브박스에 있던 진통제", "medicine"},
		{"우편함에 있던 전단지 뭉치", "paper"},
		// what shows through a tear, with a word of degree between, is
		// the inside of the thing named first
		{"거실 소파 팔걸이가 터져서 솜이 훤히 보여요", "bulky"},
		{"의자 방석이 찢어져서 스펀지가 다 드러났어요", "bulky"},
		// in English, a relative clause of what a container held, ended
		// by a comma
		{"the foam trays that the fish fillets come in, rinsed", "styrofoam"},
		{"paper boxes which the new phones came in, flattened", "paper"},
		// names: an aerosol, a bottle can, a drink carton, a leaflet map,
		// an antidiarrhoeal, a courier satchel, churros
		{"에어로졸 살충제 다 쓴 거", "metal_can"},
		{"보틀캔 맥주 다 마셨어요", "metal_can"},
		{"두유 말고 다른 음료팩 몇 개", "paper_pack"},
		{"관광 지도 여러 장", "paper"},
		{"먹다 남은 지사제 몇 알", "medicine"},
		{"a stack of plastic mailing bags", "vinyl"},
		{"식어서 딱딱해진 추로스", "food_waste"},
	})
}

// A device named only as what an accessory is for is set aside, so that
// the learned reader cannot take the device's stream for the item's.
func TestAccessoryForSetsTheDeviceAside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct {
		text, middle, aside string
	}{
		{"스텐 폰 거치대 쓰던 거", "metal_can", "e_waste"},
		{"노트북 파우치 천으로 된 거", "clothing", "e_waste"},
	} {
		m := c.Match(tc.text)
		if m.Middle != tc.middle || !slices.Contains(m.Aside, tc.aside) {
			t.Errorf("Match(%q) = %s aside %v, want %s aside %s", tc.text, m.Middle, m.Aside, tc.middle, tc.aside)
		}
	}
	// the device itself named is no accessory's
	if m := c.Match("고장 난 노트북 버려요"); m.Middle != "e_waste" || slices.Contains(m.Aside, "e_waste") {
		t.Errorf("Match(노트북) = %s aside %v, want e_waste kept", m.Middle, m.Aside)
	}
}

// A material named after a device's part is the part's; the device named
// before is the item.
func TestCat29PartMaterial(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"옛날 태블릿인데 액정 유리가 다 갈라졌어요", "e_waste"},
		{"오븐인데 문 유리에 금이 갔어요", "e_waste"},
		// with no device named, the glass is the item
		{"화면 유리 조각만 따로 모았어요", "nonflammable"},
	})
}

// Names and readings from the opened sets' older misses: a tablet with a
// screen is a device, a tape cutter is plastic, a glass cleaner's bottle
// is no glass, a food's clause modifies a noun joined to the next with
// 랑, a vegetable's leaves are the vegetable.
func TestCat29OlderMisses(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"an old tablet, the screen is cracked", "e_waste"},
		{"a strip of cold tablets", "medicine"},
		{"다 쓴 테이프 커터", "plastic"},
		{"empty glass cleaner spray bottle", "plastic"},
		{"불어 터진 짜파구리", "food_waste"},
		{"라면 먹고 나온 포장이랑 스프 포장", "vinyl"},
		{"양파 다듬고 남은 잎이랑 뿌리", "food_waste"},
		// a volume between a drink and its container
		{"두유 190ml 팩 빈 거", "paper_pack"},
		{"귀리음료 1리터 팩 다 마셨어요", "paper_pack"},
		// a studio of the trade is where the thing was
		{"사진 스튜디오 다 쓴 마스킹테이프 심", "general"},
		// rubber boots, earbud tips, a booking sheet
		{"구멍 난 고무장화 한 켤레", "general"},
		{"이어폰 귀마개 팁 여러 개", "general"},
		{"지난주 예약표 종이", "paper"},
	})
}

// A material named only by a part the text sets aside is set aside, so
// that the learned reader cannot take the part's stream for the item's.
func TestMaterialPartAsideSetsTheStreamAside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	if m := c.Match("선물 받은 틴케이스 빈 거, 안의 종이 칸막이는 빼서 따로 뒀어요"); !slices.Contains(m.Aside, "paper") {
		t.Errorf("Match(…종이 칸막이는 빼서…) aside %v, want paper", m.Aside)
	}
	if m := c.Match("선물 받은 틴케이스 빈 거, 종이 칸막이가 아직 들어 있어요"); slices.Contains(m.Aside, "paper") {
		t.Errorf("Match(…종이 칸막이가 아직…) aside %v, want paper kept", m.Aside)
	}
}

// The tablet refinement wants a device's word; a medicine named with a
// shop's display stays medicine.
func TestCat29TabletNeedsADevice(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"cough syrup from the pharmacy display", "medicine"},
		{"old allergy tablets, the box is crushed", "medicine"},
		{"my old tablet won't turn on anymore", "e_waste"},
	})
}
