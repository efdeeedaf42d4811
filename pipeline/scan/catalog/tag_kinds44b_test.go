package catalog

import "testing"

// Round 22's readers (tagdepth44b.go), each with phrasings of our own and
// near-misses that must not change: only said with 밖에 and a denial;
// a state come back after its undoing; a state found by weight, touch or
// light; notes to the collector; approximations; states under way and
// states kept away before they came; rules and general facts said before
// what is said of the item.
func TestTagKinds44b(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// only with 밖에
		{"식혜 두 모금밖에 안 마셨어요", "clear_pet", []string{"contents_left"}},
		{"케첩이 조금밖에 안 남았지만 버려요", "plastic", []string{"contents_left"}},
		{"케첩 조금밖에 안 남아서 다 짜서 먹었어요", "plastic", nil},
		{"스티커 자국밖에 안 남았어요", "glass", nil},
		{"스티커밖에 못 뗐어요 뚜껑은 그대로예요", "glass", []string{"cap_attached"}},
		{"찬물로밖에 안 씻었지만 깨끗해요", "plastic", nil},
		{"찬물로밖에 안 씻어서 양념이 남았어요", "plastic", []string{"contaminated"}},
		{"한 번밖에 안 쓴 도시락통 씻어서 내요", "plastic", nil},
		// a state come back after its undoing
		{"말렸는데 또 빗물이 들어가서 젖었어요", "paper", []string{"wet"}},
		{"떼어 낸 스티커를 동생이 다시 붙여 놨어요", "glass", []string{"label_attached"}},
		{"스티커 다시 붙였다가 제가 또 뗐어요", "glass", nil},
		{"뚜껑은 다시 안 닫았어요", "glass", nil},
		{"빈 통에 다시 세제를 부어 놨어요", "plastic", []string{"contents_left"}},
		{"빈 통에 다시 세제를 부었다가 다 따라 버렸어요", "plastic", nil},
		{"다시 말해 라벨은 다 뗐어요", "clear_pet", nil},
		{"put the cap back on after rinsing", "clear_pet", []string{"cap_attached"}},
		{"I didn't put the cap back on", "clear_pet", nil},
		// found by weight, touch or light
		{"들어 보니 아직 묵직해요", "plastic", []string{"contents_left"}},
		{"원래 무거운 유리병이에요 다 비웠어요", "glass", nil},
		{"비춰 보니 바닥에 금 간 게 보여요", "glass", []string{"broken"}},
		{"지금 보여 드린 병은 멀쩡해요", "glass", nil},
		{"병 겉을 닦으면 물이 묻어나요", "glass", []string{"wet"}},
		{"핏물이 배어 나온 종이예요", "paper", []string{"contaminated"}},
		{"my hands came away greasy", "plastic", []string{"contaminated"}},
		// notes to the collector
		{"깨졌으니 조심해서 들어 주세요", "glass", []string{"broken"}},
		{"스티커는 못 뗐어요 떼 주시면 고맙겠어요", "glass", []string{"label_attached"}},
		{"젖지 않게 처마 밑에 둬 주세요", "paper", nil},
		{"heads up, there's still some juice inside", "clear_pet", []string{"contents_left"}},
		// approximations
		{"샴푸가 반은 남은 셈이에요", "plastic", []string{"contents_left"}},
		{"샴푸 다 쓴 셈이라 헹궈서 내요", "plastic", nil},
		{"스티커 반이나 붙어 있어요", "glass", []string{"label_attached"}},
		// under way
		{"스티커가 들뜨기 시작했어요", "glass", []string{"label_attached"}},
		{"스티커가 들뜨길래 다 뗐어요", "glass", nil},
		{"신문지가 아직 마르는 중이에요", "paper", []string{"wet"}},
		{"병에 금이 조금씩 길어지고 있어요", "glass", []string{"broken"}},
		{"비가 들이치기 전에 상자를 치웠어요", "paper", nil},
		{"the sticker is starting to lift", "glass", []string{"label_attached"}},
		// rules and general facts
		{"캔은 헹궈서 내라던데 아직 못 헹궜어요", "metal_can", []string{"contaminated"}},
		{"캔은 헹궈서 내라던데 그렇게 했어요", "metal_can", nil},
		{"뚜껑은 닫아서 내라던데 닫아 뒀어요", "glass", []string{"cap_attached"}},
		{"스티커는 떼라던데 안 떨어져요", "glass", []string{"label_attached"}},
		{"you're supposed to rinse them, but I haven't", "metal_can", []string{"contaminated"}},
		{"they say to peel the stickers, so I did", "glass", nil},
	})
}
