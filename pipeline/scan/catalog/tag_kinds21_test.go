package catalog

import (
	"slices"
	"testing"
)

// Tag kinds of session 21, each table written at a class of expressions
// (our own phrasings, never eval or corpus lines), holding and not
// holding.

// A sauce or seasoning named as what the container held — glued to its
// name (소스병, 양념통), the head of a compound before it (굴소스 병,
// 바베큐소스 통), or with a verb of holding before (소스 담겨 있던 병,
// 양념 담았던 통) — is no residue on it; said to be on it, or the
// container left unwashed, it is.
func TestSauceNamesContainerKinds21(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"소스병 뚜껑은 따로 버렸어요", "glass", nil},
		{"유리 소스병은 어디로 가나요", "glass", nil},
		{"소스병의 분리배출 방법", "glass", nil},
		{"양념통 라벨은 뗐어요", "plastic", nil},
		{"굴소스 병 하나 버려요", "glass", nil},
		{"바베큐소스 병 헹궈서 말렸어요", "glass", nil},
		{"칠리소스 통이에요", "plastic", nil},
		{"스테이크 소스 담겨 있던 유리병이에요", "glass", nil},
		{"양념 담았던 반찬통 씻었어요", "plastic", nil},
		{"소스 들어있던 병 깨끗해요", "glass", nil},
		// on it now, or not washed
		{"소스병 안 씻었어요", "glass", con},
		{"양념통 안 헹궜어요", "plastic", con},
		{"소스 병에 소스 묻어 있어요", "glass", con},
		{"굴소스 병 겉에 소스가 흘러서 끈적해요", "glass", con},
		{"양념 묻은 반찬통", "plastic", con},
	})
}

// 구부러지다 (bend) holds 부러지다 (snap) in its letters: a bent wire or
// hanger is not broken; a snapped one is.
func TestBentIsNotSnappedKinds21(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"철사 구부러진 것들", "metal_can", nil},
		{"구부러진 철사 옷걸이 몇 개", "metal_can", nil},
		{"철사가 좀 구부러졌어요", "metal_can", nil},
		{"꾸부러진 쇠 옷걸이", "metal_can", nil},
		{"부러진 철사 옷걸이", "metal_can", br},
		{"철사 옷걸이가 부러졌어요", "metal_can", br},
		{"구부러지다가 결국 부러졌어요", "metal_can", br},
	})
}

// The item said whole while another thing broke or got wet ("접시는
// 깨먹었고 이 병은 멀쩡해요", "the mug next to it cracked but the bottle is
// fine") is not broken or wet; a part of it broken is.
func TestOtherThingBrokeItemWholeKinds21(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"머그잔은 떨어뜨려서 깨먹었고 이 맥주병은 멀쩡해요", "glass", nil},
		{"소주잔은 깨졌는데 소주병은 멀쩡해요", "glass", nil},
		{"this beer bottle is fine, the mug next to it cracked", "glass", nil},
		{"the plate beside it smashed but the jar is fine", "glass", nil},
		{"this soda can is fine, the cup beside it broke", "metal_can", nil},
		{"the mug next to it got wet but the tin is fine", "metal_can", nil},
		// the item itself
		{"플라스틱 통 뚜껑이 깨졌어요", "plastic", br},
		{"plastic tub with a cracked base", "plastic", br},
		{"다리 하나 부러진 의자, 나머지는 멀쩡해요", "bulky", br},
	})
}

// A lid snapped on is on, not broken; a part that snapped is broken.
func TestSnappedOnKinds21(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, tc := range []struct {
		text, middle string
		broken       bool
	}{
		{"paper cup with the plastic lid snapped on", "paper", false},
		{"plastic tub, lid snapped shut", "plastic", false},
		{"takeout tub with its lid snapped back on", "plastic", false},
		{"plastic tub with the lid snapped off", "plastic", true},
		{"plastic tub, the handle snapped", "plastic", true},
	} {
		tags, _ := c.TagsFor(tc.text, tc.middle)
		if got := slices.Contains(tags, "broken"); got != tc.broken {
			t.Errorf("TagsFor(%q, %s) = %v, broken %v, want %v", tc.text, tc.middle, tags, got, tc.broken)
		}
	}
}

// Grease left in a side-dish tub (반찬통) is a residue: 반 inside 반찬
// is no amount; 반 said as an amount keeps it contents.
func TestSideDishTubIsNoHalfKinds21(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 기름기 남음", "plastic", []string{"contaminated"}},
		{"반찬통 기름끼 남아 있어요", "plastic", []string{"contaminated"}},
		{"반찬통에 기름 반 남았어요", "plastic", []string{"contents_left"}},
	})
}

// What is left over from a job is no contents: a piece of a label or
// sticker being taken off (조각이 붙어서 남았어요, 나머지는 병에
// 남았어요), water left from a rinse, the body left once the contents
// were used up (다 먹고 병이 남았어요), a part inside (a scoop or a tray
// 그대로 들어 있어요, however the tag word is spaced). Contents said left
// are.
func TestLeftOverFromAJobKinds21(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 라벨 뜯다가 조각이 붙어서 남았어요", "clear_pet", []string{"label_attached"}},
		{"스티커 떼다가 조각이 남았어요", "plastic", []string{"label_attached"}},
		{"음료수 병 헹궜더니 물이 좀 남았어요", "clear_pet", nil},
		{"잼 다 먹고 병이 남았어요", "glass", nil},
		{"피클 다 먹고 유리병은 남았는데 어디 버려요", "glass", nil},
		{"분유캔에 계량스푼이 그대로 들어 있어요", "metal_can", nil},
		{"과자 봉지 안에 플라스틱 받침 그대로 들어있어요", "vinyl", nil},
		// contents left
		{"콜라 반 마시고 나머지는 병에 남았어요", "clear_pet", cl},
		{"생수병에 물이 좀 남았어요", "clear_pet", cl},
		{"잼 병에 잼이 남았어요", "glass", cl},
		{"떡 두 조각이 아직 남았어요", "vinyl", cl},
		{"분유캔에 분유가 그대로 들어 있어요", "metal_can", cl},
	})
}

// A stained or soaked part cut off (기름 묻은 부분은 잘라서 버렸어요)
// takes the condition with it; a cut owed or asked about, or the part
// still there, does not.
func TestStainedPartCutOffKinds21(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"치킨 박스 기름 묻은 부분은 잘라서 버렸어요", "paper", nil},
		{"피자 상자 기름 묻은부분은 오려 냈고 나머지만요", "paper", nil},
		{"신문지 젖은 부분은 찢어서 버렸어요", "paper", nil},
		{"치킨 박스 기름 묻은 부분 있어요", "paper", con},
		{"치킨 박스 기름 묻은 부분은 못 잘랐어요", "paper", con},
		{"치킨 박스 기름 묻은 부분 잘라야 돼요?", "paper", con},
	})
}

// A sticker or tape that is sticky is glue, no food residue; the item
// sticky with what it held is.
func TestStickyStickerKinds21(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"화장품 통에 붙은 스티커가 끈적해요", "plastic", []string{"label_attached"}},
		{"테이프가 끈적끈적해요", "paper", nil},
		{"통 안쪽이 끈적해요", "plastic", con},
		{"주스병 라벨이 끈적끈적해요 주스 흘려서", "clear_pet", []string{"label_attached", "contaminated"}},
	})
}

// Paper or film stuck on a glass bottle, or paper on a clear PET bottle,
// is its label, not another material.
func TestPaperOnBottleIsNoMixKinds21(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"맥주병에 종이 붙어 있어요", "glass", nil},
		{"생수병에 종이가 붙어 있어요", "clear_pet", nil},
		{"맥주병에 종이 라벨 그대로 붙어 있어요", "glass", []string{"label_attached"}},
		{"플라스틱 통에 종이 붙어 있어요 안 떨어져요", "plastic", []string{"mixed_material"}},
	})
}

// A removal shirked as too bothersome or hard (빼기 귀찮아서, 떼기
// 힘들어서) leaves the part on; one done after all does not.
func TestShirkedRemovalKinds21(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"뚜껑 빼기 귀찮아서 그냥 닫아 놓은 물병", "clear_pet", []string{"cap_attached"}},
		{"라벨 떼기 힘들어서 그대로 둔 페트병", "clear_pet", []string{"label_attached"}},
		{"노트 스프링 빼기 번거로워서 그대로예요", "paper", []string{"mixed_material"}},
		{"라벨 떼기 귀찮았지만 결국 뗐어요", "clear_pet", nil},
		{"라벨 뗐어요", "clear_pet", nil},
	})
}

// A fishy smell said not to come off any more is no residue; one that
// does is read as before.
func TestSmellDeniedKinds21(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"고등어캔 세제로 씻었더니 비린내도 안 나요", "metal_can", nil},
		{"참치캔 비린내 안 나요", "metal_can", nil},
		{"참치캔 비린내 나요", "metal_can", con},
		{"고등어캔 헹궜는데도 비린내가 나요", "metal_can", con},
	})
}
