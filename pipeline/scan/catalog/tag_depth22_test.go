package catalog

import "testing"

// Session 22: tag fixes moved from taxonomy except phrases and regex
// words to the reader, each table of our own phrasings, holding and not.

// The part that bears a label cut or torn off takes the label with it
// (korean bearerRemoved); owed, refused or asked, the label is on.
func TestLabelBearerCutOffDepth22(t *testing.T) {
	t.Parallel()
	lab := []string{"label_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"세제 통 라벨 붙은 쪽은 가위로 오려냈어요", "plastic", nil},
		{"택배 상자 송장 붙어 있던 부분은 찢어서 버렸어요", "paper", nil},
		{"과자 상자 가격 스티커 붙은 귀퉁이 잘라냈음", "paper", nil},
		{"요구르트 통 상표 붙은 데를 칼로 도려냈어요", "plastic", nil},
		{"택배 상자 송장 붙은 부분 잘라야 돼요?", "paper", lab},
		{"택배 상자 송장 붙은 부분은 못 잘랐어요", "paper", lab},
		{"택배 상자 송장 붙은 부분 자르려다 말았어요", "paper", lab},
	})
}

// What will not come out after a wash is a stain (korean WashResisted),
// no part of another material; a part that will not come off after a
// twist or no effort is.
func TestWashResistedNoMixDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 헹궈도 안 빠져요", "plastic", nil},
		{"도시락통 세제로 문질러도 도저히 안 빠지는 고춧물 얼룩", "plastic", []string{"contaminated"}},
		{"김치통 두 번 씻었는데도 안 빠지는 양념", "plastic", []string{"contaminated"}},
		{"노트 스프링이 아무리 해도 안 빠져요", "paper", []string{"mixed_material"}},
	})
}

// A bag or box full of the items measures them (korean Measure), no
// contents; a container full of what it holds has contents.
func TestMeasureFullDepth22(t *testing.T) {
	t.Parallel()
	cl := []string{"contents_left"}
	checkTags(t, mustLoad(t), []kindCase{
		{"맥주캔 봉지 한가득", "metal_can", nil},
		{"다 마신 생수병 쓰레기봉투로 한가득이에요", "clear_pet", nil},
		{"페트병 자루 하나 가득 있어요", "clear_pet", nil},
		{"빈 참치캔 통에 한가득 모았어요", "metal_can", nil},
		{"반찬통에 김치가 한가득 남았어요", "plastic", cl},
		{"과자 봉지에 과자가 한가득 남았어요", "vinyl", cl},
	})
}

// A stain named as what a product removes is no stain (korean
// RemoverName), at that mention only: a stain said elsewhere holds.
func TestRemoverNameDepth22(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"곰팡이 제거제 다 쓴 통이에요", "plastic", nil},
		{"얼룩 빼는 세제 다 쓴 용기", "plastic", nil},
		{"주방 기름때 지우는 세정제 빈 통", "plastic", nil},
		{"empty degreaser spray bottle", "plastic", nil},
		{"곰팡이 제거제 통인데 바닥에 얼룩이 있어요", "plastic", con},
		{"stain remover bottle with mould on the cap", "plastic", con},
		{"반찬통 얼룩 제거 안 됨", "plastic", con},
	})
}

// A sprayer's head named by several words is a cap (the taxonomy's
// objects, read by the reader at the head noun): taken off, none; on, a
// cap.
func TestSprayerHeadDepth22(t *testing.T) {
	t.Parallel()
	cap := []string{"cap_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		{"분사 손잡이는 떼어서 일반쓰레기로 버렸어요", "plastic", nil},
		{"스프레이 헤드는 분리해서 버렸어요", "plastic", nil},
		{"분무기 헤드 빼서 따로 버림", "plastic", nil},
		{"분무 손잡이 안 뺐어요", "plastic", cap},
		{"스프레이 손잡이 달린 채로 버려요", "plastic", cap},
		{"분무기 손잡이 그대로 꽂혀 있어요", "plastic", cap},
	})
}

// The open reader false alarms of session 21, by kind (phrasings of our
// own): the condition's thing named by a copula as another (비 맞은 건
// 우산이고); a condition only feared (필까 봐); manner adverbs between a
// label and its removal; a soak done to take a label off or to wash.
func TestReaderFalseAlarmsDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// another thing named as what the condition is said of
		{"젖은 거는 신문지였고 페트병은 멀쩡해요", "clear_pet", nil},
		{"비에 젖은 건 우산이었어요 캔은 가방 속이라 괜찮아요", "metal_can", nil},
		{"깨진 건 접시고 맥주병은 그대로예요", "glass", nil},
		{"비 맞은 건 이 상자예요", "paper", []string{"wet"}},
		// only feared
		{"반찬통 곰팡이 필까봐 얼른 씻어서 말렸어요", "plastic", nil},
		{"상자 비 맞을까 봐 현관 안에 뒀어요", "paper", nil},
		{"곰팡이 핀 반찬통, 더 번질까 봐 버려요", "plastic", []string{"contaminated"}},
		// manner adverbs between a label and its removal
		{"생수병 라벨 겨우겨우 다 뜯었어요", "clear_pet", nil},
		{"반찬통 스티커 손톱으로 살살 긁어서 떼어냈어요", "plastic", nil},
		{"용기 스티커 싹싹 문질러서 다 뗐어요", "plastic", nil},
		{"택배 상자 운송장 벅벅 긁어서 뗌", "paper", nil},
		{"통에 붙은 스티커 박박 긁었는데 안 떨어져요", "plastic", []string{"label_attached"}},
		// a soak as the means to a removal or a wash
		{"맥주병 라벨 물에 불려서 억지로 다 뜯어냈어요", "glass", nil},
		{"양주병 상표는 물에 불려가 다 벗겨냈어요", "glass", nil},
		{"맥주병 물에 불려 떼어냈음", "glass", nil},
		{"우유팩 물에 불려서 흐물흐물해요", "paper_pack", []string{"wet"}},
	})
}

// An appliance called broken as a whole in English does not work, which
// the labelling policy does not count as a break; a part of it broken,
// cracked, cut or snapped is one.
func TestApplianceBrokenAsWholeDepth22(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"a broken air fryer, the heater died", "e_waste", nil},
		{"my toaster is broken, it won't heat anymore", "e_waste", nil},
		{"old laptop, broken", "e_waste", nil},
		{"monitor with a broken screen", "e_waste", br},
		{"kettle with a broken handle", "e_waste", br},
		{"hair dryer, the cord broke", "e_waste", br},
		{"broken phone, screen shattered", "e_waste", br},
	})
}

// Shards and fragments name the item, broken by nature (as egg shells
// are); a break the text tells of it is one.
func TestFragmentsAreTheItemDepth22(t *testing.T) {
	t.Parallel()
	br := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"거울 파편 빗자루로 쓸어 담은 거", "nonflammable", nil},
		{"glass shards swept up from the floor", "nonflammable", nil},
		{"깨진 접시 조각들이에요", "nonflammable", br},
		{"떨어뜨려서 산산조각 난 유리컵 파편", "nonflammable", br},
		{"창문이 깨져서 나온 파편", "nonflammable", br},
		{"the mug shattered, shards everywhere", "nonflammable", br},
	})
}

// A wash allowed or asked about (안 헹궈도 되는 줄) is no wash left
// undone when a wash done follows; a label said to be absent from the
// first (원래 없어요) is none, whatever was asked before.
func TestPermittedWashDepth22(t *testing.T) {
	t.Parallel()
	con := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		{"사이다병 안 씻어도 되는 줄 알았는데 씻었어요", "clear_pet", nil},
		{"우유팩 안 헹궈도 괜찮은 줄 알고 있다가 결국 헹궜어요", "paper_pack", nil},
		{"반찬통 안 씻었어요", "plastic", con},
		{"병 라벨 안 떼도 돼요? 이 병은 라벨이 애초에 없어요", "glass", nil},
		{"맥주병 라벨 안 떼도 되나요?", "glass", []string{"label_attached"}},
	})
}

// Eggs that broke are no break of their tray (broken's NotSubjects and
// NotSaidOf), and broken eggs said absent deny the break (the four '깨진
// 알' excepts are gone).
func TestEggsBrokeNotTrayDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"플라스틱 계란판인데 깨진 알 하나도 없어요", "plastic", nil},
		{"달걀 한 판 샀는데 깨진 달걀 두 개 빼고 판만 버려요", "plastic", nil},
		{"메추리알 판, 깨진 메추리알 몇 개 있었어요", "plastic", nil},
		{"깨진 알 치우다가 투명 플라스틱 통 모서리도 깨졌어요", "plastic", []string{"broken"}},
	})
}

// Glue left where a sticker or tape was (스티커 붙어있던 자리가 끈적,
// 테이프 뗀 부분이 끈끈) is no food residue; the item sticky with what it
// held is.
func TestGlueSpotDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 스티커 붙어있던 자리가 끈적해요", "plastic", nil},
		{"테이프 뗀 부분이 좀 끈끈해요", "paper", nil},
		{"잼 통 안쪽이 끈적해요", "plastic", []string{"contaminated"}},
	})
}

// A label that will not come off, however stressed (하나도 안 떨어져요),
// is a label on, no other material.
func TestLabelStuckStressedDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"샴푸 통 스티커가 끈적해서 하나도 안 떨어져요", "plastic", []string{"label_attached"}},
		{"생수병 라벨이 조금도 안 벗겨져요", "clear_pet", []string{"label_attached"}},
	})
}

// 다 비었어요 is read in order, as contents_left's Undone, not as an
// except that clears the tag for the whole text: contents said left after
// it still hold.
func TestEmptyInOrderDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"학원 애들 마신 사이다캔 다 비었어요", "metal_can", nil},
		{"생수병 다 비어 있어요", "clear_pet", nil},
		{"샴푸 통 거의 다 비었는데 바닥에 조금 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A label that will not tear off, written glued (라벨 안뜯김), is a label
// on, no other material.
func TestLabelGluedNegationDepth22(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수병 라벨 안뜯김ㅠㅠ 병에 딱 붙었어요", "clear_pet", []string{"label_attached"}},
		{"생수병 라벨이 안뜯겨요", "clear_pet", []string{"label_attached"}},
	})
}
