package catalog

import "testing"

// Dew or frost met wets as rain does, not when kept from it; a carton
// split or cut open on purpose is no break unless a break is said too;
// a thing in two with 동강 and no verb is broken; a part of another
// material put over the item is another material, not when denied.
func TestTagKinds34(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"베란다 밖 상자, 밤이슬에 흠뻑 젖었어요", "paper", []string{"wet"}},
		{"마당에 둔 신문지 이슬 맞았어요", "paper", []string{"wet"}},
		{"이슬 안 맞게 덮어 둔 상자", "paper", nil},
		{"rinsed the milk carton and split it open to dry", "paper_pack", nil},
		{"cut the juice carton open, rinsed", "paper_pack", nil},
		// (a tub: a carton never carries broken, session 38)
		{"plastic tub, cracked at the bottom, I cut it open", "plastic", []string{"broken"}},
		{"플라스틱 옷걸이 두 동강", "plastic", []string{"broken"}},
		{"동강 래프팅 갔다 온 플라스틱 물통", "plastic", nil},
		{"철 가위, 손잡이에 고무가 씌워져 있어요", "metal_can", []string{"mixed_material"}},
		{"철 가위, 고무 커버는 안 씌워진 거", "metal_can", nil},
	})
}

// Near-misses found by the dump: a casing split open in a fall is
// broken; film or a plastic cap put over the item is no other material.
func TestTagKinds34NearMisses(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"the label printer's casing split open after it fell", "e_waste", []string{"broken"}},
		{"헤어스프레이 캔 플라스틱 캡 씌운 채", "metal_can", []string{"cap_attached"}},
		{"요구르트 병에 비닐 라벨 씌워져 있음", "plastic", []string{"label_attached"}},
	})
}
