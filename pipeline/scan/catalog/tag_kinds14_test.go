package catalog

import "testing"

// Tag kinds of session 19: each table is written at a whole class of
// expressions (never eval lines), holding and not holding.

// A use of the contents not finished, said by a degree before the verb of
// use (다 안 썼어요, 덜 바른, 반만 마시고, 반도 못 마심, 다 쓰지도
// 않았는데), by a use broken off (마시다가 만, 먹다 남긴) or in English
// ("didn't finish"), is contents left; uses of the item itself counted
// (몇 번 안 쓴 그릇), a pack of the item partly used (쓰다 만 지퍼백) and
// uses said finished are not.
func TestUnfinishedUseKinds14(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"세제 통 아직 다 안 썼어요", "plastic", cl},
		{"린스 통 반도 안 썼는데 버려요", "plastic", cl},
		{"바디로션 덜 바른 거", "plastic", cl},
		{"섬유유연제 다 못 쓰고 이사가요", "plastic", cl},
		{"샴푸 다 쓰지도 않았는데 버려요", "plastic", cl},
		{"이온음료 반만 마시고 냉장고에 뒀던 거", "clear_pet", cl},
		{"탄산수 덜 마셨어", "clear_pet", cl},
		{"콜라 마시다가 만 거", "clear_pet", cl},
		{"캔커피 마시다 남긴 거", "metal_can", cl},
		{"소주 반도 못 마심", "glass", cl},
		{"부탄가스 덜 씀", "metal_can", cl},
		{"두유팩 다 안 마셨어요", "paper_pack", cl},
		{"we didn't finish the lemonade", "clear_pet", cl},
		// the item's own use, a pack of the item, or finished
		{"몇 번 안 쓴 밀폐용기 깨끗", "plastic", nil},
		{"한 번밖에 안 쓴 플라스틱 그릇 씻었어요", "plastic", nil},
		{"쓰다 만 지퍼백 한 묶음", "vinyl", nil},
		{"세제 다 썼어요", "plastic", nil},
		{"케첩 다 먹었어요", "plastic", nil},
	})
}

// An amount of contents said to be still there with 있다 after 아직 or
// an amount (케첩 아직 꽤 있어요, 아직 소스 있음), more than half left
// (반 이상 남은), a spray that still works, is contents left; and a sauce
// named only as what is left is no residue. What was left and is gone
// (로션 남은 거 없어요, 잼 남은 거 다 먹음) is none.
func TestAmountThereKinds14(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"케첩 아직 꽤 있어요", "plastic", cl},
		{"참기름 아직 좀 있음", "glass", cl},
		{"부탄가스 가스가 아직 좀 있어요", "metal_can", cl},
		{"소스 병에 아직 소스 있음", "glass", cl},
		{"소스 반 이상 남은 병", "glass", cl},
		{"소스 통에 소스 남음", "plastic", cl},
		{"살충제 아직 잘 뿌려져요", "metal_can", cl},
		// shaken, pooled, or 남다 joined to what follows
		{"다 쓴 줄 알았던 살충제 흔들면 아직 소리 나요", "metal_can", cl},
		{"린스 통 바닥에 아직 고여 있어요", "plastic", cl},
		{"음료수 반 남고 라벨 뗐어요", "clear_pet", cl},
		{"흔들어 봐도 소리 안 나요", "metal_can", nil},
		{"샴푸 다 쓰고 아무것도 안 남고 깨끗", "plastic", nil},
		// none left, or the sauce soils as well
		{"로션 남은 거 없어요", "plastic", nil},
		{"잼 남은 거 긁어서 다 먹음", "glass", nil},
		{"샴푸 남은 거 다 짜서 씀", "plastic", nil},
		{"가스 남은 거 없어요", "metal_can", nil},
		{"식용유 통에 기름 아직 꽤 있어요", "plastic", cl},
		{"피자 상자에 기름 많이 있어요", "paper", nil},
		{"소스 반 남았고 병 겉에 소스가 말라붙어 있어요", "glass", []string{"contents_left", "contaminated"}},
	})
}

// Water said by what it did to the item or where it stands (물에 퉁퉁
// 불었어요, 습기 먹어서, 습기 차서, 물이 묻었어요, 물이 고여 있어요,
// "waterlogged") wets it, and water dabbed on is no residue; water said
// not to be there, and the juice of fish pooled in a tray, are not.
func TestWaterSaidKinds14(t *testing.T) {
	t.Parallel()
	wet := []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"종이가방 물에 퉁퉁 불었음", "paper", wet},
		{"상자 습기 먹어서 물렁물렁", "paper", wet},
		{"박스 습기 차서 울퉁불퉁", "paper", wet},
		{"종이에 물이 묻었어요", "paper", wet},
		{"비닐에 물이 묻어있어요", "vinyl", wet},
		{"김치통 안에 물 고여있음", "plastic", wet},
		// melt water standing in the box is contents too (session 22's
		// policy, read by korean MeltStands since session 23)
		{"아이스박스 얼음 녹아서 물 고임", "styrofoam", []string{"contents_left", "wet"}},
		{"cardboard is waterlogged", "paper", wet},
		// not there, or a residue
		{"물 묻은 데 없어요", "paper", nil},
		{"박스 물 안 묻었어요", "paper", nil},
		{"통 안에 물 안 고였어요", "plastic", nil},
		{"습기 먹지 않게 포장", "paper", nil},
		{"물 묻을까봐 비닐 씌움", "paper", nil},
		{"물 고이지 않게 뒤집어 둠", "plastic", nil},
		{"물 고였던 거 다 버렸어요", "plastic", nil},
		{"생선 포장 스티로폼에 비린 물 고여 있음", "styrofoam", []string{"contaminated"}},
		{"고등어 손질한 물이 묻은 봉지", "vinyl", []string{"contaminated"}},
		{"비닐에 물이 묻고 양념도 묻었어요", "vinyl", []string{"contaminated", "wet"}},
	})
}

// A residue named 찌꺼기 and said to be there, a wash skipped as a chore
// (헹구기 귀찮아서, 설거지 안 한), mould typed as heard (곰팽이), grease
// soaked through (기름에 쩔었어요) and "mould on it" soil an item; a
// residue or mould said to be nowhere, or washed off after all, do not.
func TestResidueSaidKinds14(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"용기 바닥에 음식 찌꺼기가 좀 있어요", "plastic", con},
		{"통조림 캔 찌꺼기 남아있음", "metal_can", con},
		{"배달 용기 헹구기 귀찮아서 그대로", "plastic", con},
		{"세척하기 귀찮아서 그냥 버림", "plastic", con},
		{"도시락통 설거지 안 하고 그냥 버려요", "plastic", con},
		{"반찬통 곰팽이 슬었어", "plastic", con},
		{"치킨 박스 기름에 쩔었어요", "paper", con},
		{"takeout tub, mould inside", "plastic", con},
		// nowhere, or washed after all
		{"찌꺼기 하나 없이 씻음", "plastic", nil},
		{"음식 찌꺼기 다 버리고 씻었어요", "plastic", nil},
		{"헹구기 귀찮았는데 그래도 헹굼", "plastic", nil},
		{"씻기 귀찮았지만 씻었어요", "plastic", nil},
		{"양념 묻은 데 없어요", "plastic", nil},
		{"곰팡이 핀 데 하나 없어요", "plastic", nil},
		{"기름 밴 곳 없이 깨끗", "plastic", nil},
	})
}

// A hairline crack that ran (실금이 갔어요, 실금 쫙 감) breaks the item;
// one said not to be there does not.
func TestHairlineKinds14(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"유리컵에 실금이 갔어요", "glass", br},
		{"유리잔에 실금 쫙 갔어요", "glass", br},
		{"접시 실금 감", "nonflammable", br},
		{"실금 간 데 없어요", "glass", nil},
		{"실금이 가지는 않았어요", "glass", nil},
	})
}

// A part that went (손잡이 나감, 병 목 부분이 나갔어요), furniture that
// gave way (선반이 내려앉았어요, 주저앉음) and water or rain that soaked
// through (물에 쩔었어요, 비에 쫄딱, 물방울 맺혀 있음) are conditions;
// power or a battery that went, a part said not to have gone, a seat that
// sags and drops kept off are not.
func TestWentAndGaveWayKinds14(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"병 목 부분이 나갔어요", "glass", []string{"broken"}},
		{"바구니 손잡이 나감", "plastic", []string{"broken"}},
		{"머그컵 손잡이가 똑 나가버렸어", "glass", []string{"broken"}},
		{"책장 선반 내려앉음", "bulky", []string{"broken"}},
		{"침대 프레임 주저앉았어요", "bulky", []string{"broken"}},
		{"신문지 물에 쩔었어요", "paper", []string{"wet"}},
		{"박스 비에 쫄딱", "paper", []string{"wet"}},
		{"비닐에 물이 맺혀있음", "vinyl", []string{"wet"}},
		// not gone, not given way, not wet
		{"전기 나가서 고장난 줄 알았어요", "e_waste", nil},
		{"배터리 나감", "e_waste", nil},
		{"손잡이 안 나갔어요", "glass", nil},
		{"문 열고 나가면서 버릴 의자", "bulky", nil},
		{"소파 앉으면 푹 꺼짐", "bulky", nil},
		{"물방울 맺히지 않게 보관", "paper", nil},
	})
}
