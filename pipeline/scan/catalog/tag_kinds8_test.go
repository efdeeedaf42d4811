package catalog

import (
	"slices"
	"testing"
)

// Tag kinds from ho8 (session 13): each table is written at a whole class
// of phrasings (never eval lines), holding and not holding.

// A part cut off or out of the item (오려냈어요, 도려냈고, 잘라 냈음, 싹둑
// 잘라냄, "cut the spout out", "snipped off", "cut away") is removed like
// one taken off; a cut that has not happened, was only tried, or cut the
// item open while the part stays on leaves it on.
func TestCutAwayKinds8(t *testing.T) {
	t.Parallel()
	capMixed := []string{"cap_attached", "mixed_material"}
	checkTags(t, mustLoad(t), []kindCase{
		{"우유팩 플라스틱 주둥이 가위로 오려냈어요", "paper_pack", nil},
		{"주스팩 입구 플라스틱 마개는 칼로 도려냈습니다", "paper_pack", nil},
		{"두유팩 뚜껑 부분 가위로 싹둑 잘라냄", "paper_pack", nil},
		{"멸균팩 플라스틱 캡은 잘라 냈고 안은 헹궜어요", "paper_pack", nil},
		{"우유곽 플라스틱 입구는 오려서 따로 냈어요", "paper_pack", nil},
		{"주스 팩 위에 달린 주둥이 커터칼로 오려 냄", "paper_pack", nil},
		{"두유 팩 마개 쪽을 통째로 도려내고 씻었음", "paper_pack", nil},
		{"I cut the plastic spout out of the juice carton", "paper_pack", nil},
		{"oat milk carton, plastic cap cut off with scissors, rinsed", "paper_pack", nil},
		{"snipped the pour spout out and flattened the carton", "paper_pack", nil},
		{"almond milk carton, I cut away the plastic spout and rinsed it", "paper_pack", nil},
		// not removed
		{"우유팩 플라스틱 주둥이 아직 안 잘랐어요", "paper_pack", capMixed},
		{"두유팩 가위로 잘라서 펼쳤는데 플라스틱 캡은 그대로 붙어 있음", "paper_pack", capMixed},
		{"주스팩 주둥이 오려내려다 말았어요 플라스틱 주둥이 붙어 있어요", "paper_pack", capMixed},
		{"I cut the carton open but the plastic spout is still on", "paper_pack", capMixed},
		{"didn't cut the plastic spout off the oat milk carton", "paper_pack", capMixed},
	})
}

// Contents that are a liquid or an oil left in the container (국물 남아
// 있어요, 기름이 바닥에 남았어요, 안 따라냄, "broth still in it") are
// contents, not residue: contents_left only, and contaminated cleared so
// that no detector adds it from the words 기름, 국물, oil; so are contents
// said to be there with words between (국물은 그냥 캔에 그대로 있어요).
// Residue said beside them (말라붙은, 묻어 있어요, 자국) is still residue.
func TestLiquidLeftKinds8(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	cases := []kindCase{
		{"짬뽕 배달 그릇에 국물이 그대로 남았어요", "plastic", []string{"contents_left"}},
		{"참기름 병에 기름이 조금 남아 있음", "glass", []string{"contents_left"}},
		{"꽁치 통조림 기름 안 따라 버렸어요", "metal_can", []string{"contents_left"}},
		{"올리브유 페트병 바닥에 기름 좀 남았는데 버려도 되나요", "plastic", []string{"contents_left"}},
		{"콩기름 통에 기름이 아직 남아있슈", "plastic", []string{"contents_left"}},
		{"컵라면 용기 국물 반쯤 남음", "styrofoam", []string{"contents_left"}},
		{"soup container with some broth still in it", "plastic", []string{"contents_left"}},
		{"olive oil bottle with some oil still in it", "glass", []string{"contents_left"}},
		// with words between the contents and what says they are there
		{"골뱅이캔 국물은 그냥 캔에 그대로 있어요", "metal_can", []string{"contents_left"}},
		{"간장병에 간장이 아직 바닥에 좀 남아 있음", "glass", []string{"contents_left"}},
		{"우유가 아직 조금 들어있는 우유팩", "paper_pack", []string{"contents_left"}},
		{"짬뽕 그릇 국물 반 남긴 거 그냥 둠", "plastic", []string{"contents_left"}},
		// full, unopened
		{"뜯지도 않은 생수병 꽉 차 있어요", "clear_pet", []string{"contents_left"}},
		{"두유 한 팩 안 마시고 가방에 넣어 둔 거", "paper_pack", []string{"contents_left"}},
		{"unopened can of cola", "metal_can", []string{"contents_left"}},
		{"sardine tin with the oil still in it", "metal_can", []string{"contents_left"}},
	}
	checkTags(t, c, cases)
	for _, tc := range cases {
		if _, cleared := c.TagsFor(tc.text, tc.middle); !slices.Contains(cleared, "contaminated") {
			t.Errorf("TagsFor(%q, %s) cleared %v, want contaminated among them", tc.text, tc.middle, cleared)
		}
	}
	checkTags(t, c, []kindCase{
		// residue as well as, or instead of, contents
		{"참치캔 기름은 따라 버렸는데 안에 기름기 묻어 있어요", "metal_can", []string{"contaminated"}},
		{"소스 병에 소스 조금 남았고 입구에 말라붙어 있어요", "glass", []string{"contents_left", "contaminated"}},
		{"국물은 다 버렸는데 용기에 빨간 국물 자국 있어요", "plastic", []string{"contaminated"}},
		{"식용유 통 안쪽이 끈적끈적해요", "plastic", []string{"contaminated"}},
		{"짜장 그릇 소스가 그대로 말라붙어 있어요", "plastic", []string{"contaminated"}},
		{"꽁치캔 국물은 다 버렸고 캔은 그대로 있어요", "metal_can", nil},
		{"주스 남은 거 싱크대에 따라 버리고 헹궜어요", "clear_pet", nil},
		{"상자 꽉 차게 캔 모아 놨어요", "metal_can", nil},
	})
}

// A break said by a part that came off, came out or was cut (문짝이
// 떨어졌어요, 손잡이가 똑 떨어졌네, 바퀴 하나 빠짐, 선이 잘렸어요, "the
// door fell off", "the cord got cut"); not a part taken off on purpose,
// a part that will not come off, or a fear of it.
func TestPartOffBreakKinds8(t *testing.T) {
	t.Parallel()
	broken := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"신발장 문짝이 떨어졌어요", "bulky", broken},
		{"서랍장 서랍 손잡이가 툭 떨어졌음", "bulky", broken},
		{"찻잔 손잡이가 똑 떨어져 버렸네", "nonflammable", broken},
		{"머그잔 손잡이 떨어졌는디 버릴라고", "nonflammable", broken},
		{"사무용 의자 바퀴 한 개 빠졌어요", "bulky", broken},
		{"캐리어 바퀴 두 개 빠짐", "bulky", broken},
		{"전기장판 선이 잘렸어요", "e_waste", broken},
		{"청소기 전선이 중간에 끊겼어요", "e_waste", broken},
		{"선풍기 코드가 싹둑 잘려 있음", "e_waste", broken},
		{"the wardrobe door fell off", "bulky", broken},
		{"the toaster's power cord got cut", "e_waste", broken},
		{"one of the chair's wheels came out", "bulky", broken},
		{"the office chair lost a wheel last week", "bulky", broken},
		// not holding
		{"의자 바퀴는 빼서 따로 버렸어요", "bulky", nil},
		{"서랍장 손잡이는 멀쩡하고 그냥 낡았어요", "bulky", nil},
		{"선풍기 코드 안 잘렸어요 그냥 안 켜져요", "e_waste", nil},
		{"문짝 떨어질까 봐 테이프로 붙였어요", "bulky", nil},
		{"프라이팬 손잡이가 안 떨어져요", "metal_can", []string{"mixed_material"}},
		{"자전거 바퀴 바람이 다 빠졌어요", "bulky", nil},
		{"전원 선이 빠져서 안 켜지는 줄 알았는데 그냥 고장", "e_waste", nil},
		{"드라이기 플러그 빠진 채로 보관했어요", "e_waste", nil},
		{"문 나가서 바로 있는 수거함에 의자 내놔도 돼요?", "bulky", nil},
		{"the drawer handle is not missing, it's just old", "bulky", nil},
	})
}

// A liquid that soaks a paper item is water or a fat: grease, butter or
// oil soaked through is residue (contaminated), not wet; water said to be
// still on the item (물기 그대로, 물기가 남아 있어요, 물방울 맺혀) is wet.
func TestSoakKinds8(t *testing.T) {
	t.Parallel()
	con, wet := []string{"contaminated"}, []string{"wet"}
	checkTags(t, mustLoad(t), []kindCase{
		{"paper bags from the bakery, butter soaked right through", "paper", con},
		{"greasy fries bag, the oil soaked through the paper", "paper", con},
		{"donut box, the bottom is soaked with fat", "paper", con},
		{"버터가 배어 나와서 종이봉투가 번들번들해요", "paper", con},
		{"치킨 상자 바닥에 기름이 흠뻑 스며들었어요", "paper", con},
		{"튀김 봉투 기름이 배어 나와 눅눅해요", "paper", con},
		{"도넛 상자에 버터가 스며 나와서 축축함", "paper", con},
		{"치킨 상자 기름 배고 비까지 맞아서 눅눅해요", "paper", []string{"contaminated", "wet"}},
		{"우산 비닐 물기가 그대로예요", "vinyl", wet},
		{"장바구니 물기 그대로 남아 있음", "vinyl", wet},
		{"씻은 통 물기가 아직 남아 있어요", "plastic", wet},
		{"종이 박스에 물방울이 맺혀 있어요", "paper", wet},
		{"장바구니 물기 그대로인데 버려도 돼요?", "vinyl", wet},
		{"택배 상자 비 맞아서 물기가 그대로인데요", "paper", wet},
		{"cardboard box, condensation on the outside", "paper", wet},
		{"the umbrella sleeve is still dripping from the rain", "vinyl", wet},
		// not holding
		{"우산 비닐 물기 다 털었어요", "vinyl", nil},
		{"통 씻고 물기 없이 말렸어요", "plastic", nil},
		{"paper bag, rain soaked it yesterday but it's dry now", "paper", nil},
	})
}

// A noun with the copula before a connective (초록색이었는데, 그대로인데)
// is a noun: a colour said of a label before its removal does not keep it
// on, and water said to be as it was (물기 그대로인데) is still there.
func TestCopulaConnectiveKinds8(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수 페트병 라벨은 파란색이었는데 다 벗겼어요", "clear_pet", nil},
		{"사이다 병 라벨이 초록색이었고 떼서 버렸음", "clear_pet", nil},
		{"콜라 페트 라벨 빨간색이었는데 뜯어서 버림", "clear_pet", nil},
		{"우유병 뚜껑은 파란색이었는데 빼서 따로 모았어요", "glass", nil},
		{"페트병 라벨은 흰색인데 아직 안 뗐어요", "clear_pet", []string{"label_attached"}},
		{"소주병 뚜껑 초록색인데 안 뺐어요", "glass", []string{"cap_attached"}},
		{"간장병 라벨은 종이였는데 다 떼어냈어요", "glass", nil},
	})
}

// An item put into a bag, wrapped or bundled to be carried or kept (비닐에
// 넣어 놨어요, 봉지에 담아서, 신문지로 싸 두었음, "in a plastic bag") is
// where it is, no other material on it; a bag or film that is on the item
// (비닐이 붙어 있어요, 비닐 코팅) is.
func TestBaggedKinds8(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"헌 옷 몇 벌 비닐봉지에 담아서 내놓을게요", "clothing", nil},
		{"젖은 운동복 비닐에 넣어 뒀어요", "clothing", []string{"wet"}},
		{"젖은 수영복 그대로 비닐봉지에 넣어놨어요", "clothing", []string{"wet"}},
		{"헌 옷 그대로 비닐에 담아둠", "clothing", nil},
		{"캔 몇 개 그대로 비닐에다 모아뒀어", "metal_can", nil},
		{"안 입는 니트 비닐로 싸서 묶어 놨어요", "clothing", nil},
		{"작아진 패딩 비닐에 싸서 보관 중이었음", "clothing", nil},
		{"플라스틱 반찬통들 비닐봉투에 모아 놨어요", "plastic", nil},
		{"캔 여러 개 비닐에 담아 놨는데 캔으로 내면 되죠", "metal_can", nil},
		{"책 몇 권 종이 쇼핑백에 넣어 놨어요", "paper", nil},
		{"old sweaters, stuffed in a plastic bag", "clothing", nil},
		{"a few tins, put them in a plastic bag for now", "metal_can", nil},
		// on the item
		{"종이 쇼핑백인데 안쪽에 비닐이 붙어 있어요", "paper", []string{"mixed_material"}},
		{"종이컵 안쪽 비닐 코팅", "paper", []string{"mixed_material"}},
		{"택배 상자에 비닐 테이프랑 비닐 창이 붙어 있음", "paper", []string{"mixed_material"}},
		{"비닐에 싸인 채로 붙어 있는 종이 상자, 비닐이 안 떨어져요", "paper", []string{"mixed_material"}},
		{"종이 쇼핑백 손잡이에 비닐이 그대로 붙어 있어요", "paper", []string{"mixed_material"}},
	})
}

// A break said of another thing beside the item (옆에 있던 접시가 떨어져서
// 깨졌어요 … 병은 멀쩡해요: the subject of the verb before, an item of
// another stream, while the item is said to be whole) is that thing's; a
// can's lid being opened (뚜껑 따다가 손 베일 뻔) is opened, unless the
// opening was given up or only meant.
func TestOtherThingKinds8(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"잼 병 씻어 놨는데 옆에 있던 유리컵이 떨어져서 깨졌어요 병은 멀쩡해요", "glass", nil},
		{"맥주병 옆에 접시가 떨어져 깨졌는데 병은 말짱해요", "glass", nil},
		{"소스 병 버리려는데 같이 둔 그릇이 깨졌거든요 병은 괜찮아요", "glass", nil},
		{"참치캔 뚜껑 따다가 손 다칠 뻔했어요 안은 씻었어요", "metal_can", nil},
		{"햄 통조림 뚜껑 따는데 손 베였어요 헹궈 놨어요", "metal_can", nil},
		{"꽁치캔 뚜껑 따다가 손가락 베였는데 캔은 씻었어요", "metal_can", nil},
		{"참치캔 뚜껑 따려다가 못 땄어요 그대로예요", "metal_can", []string{"cap_attached"}},
		{"스팸 뚜껑 따다가 말았어요 반쯤 붙어 있음", "metal_can", []string{"cap_attached"}},
		// the break is the item's
		{"잼 병이 떨어져서 금이 갔어요", "glass", []string{"broken"}},
		{"접시는 멀쩡한데 잼 병이 떨어져서 깨졌어요", "glass", []string{"broken"}},
		{"유리컵이 떨어지면서 잼 병도 깨졌어요 뚜껑은 멀쩡해요", "glass", []string{"broken"}},
	})
}

// A crack said with an adverb between 금 and its verb (금이 살짝 갔어요,
// 실금이 약간 가 있음, 금이 여기저기 가 있어요) or said to be there (금
// 있어요, "금 O") is a crack; one denied is not.
func TestCrackAdverbKinds8(t *testing.T) {
	t.Parallel()
	broken := []string{"broken"}
	checkTags(t, mustLoad(t), []kindCase{
		{"형광등 유리에 금이 살짝 갔어요", "lamp", broken},
		{"머그컵에 실금이 조금 갔음", "nonflammable", broken},
		{"플라스틱 통 금이 길게 갔어요", "plastic", broken},
		{"접시 금이 여기저기 가 있음", "nonflammable", broken},
		{"김치통 옆면에 금이 약간 가 있어요", "plastic", broken},
		// a crack said to be there
		{"화분 받침 금 있어요", "nonflammable", broken},
		{"- 전기포트 / 전원 O / 몸통 금 O", "e_waste", broken},
		{"유리 화병 실금 있음", "nonflammable", broken},
		{"접시 금 없어요 이 빠진 데도 없고", "nonflammable", nil},
		// not holding
		{"접시 금 안 갔어요 그냥 안 써요", "nonflammable", nil},
		{"어항 유리 금 하나도 안 갔어요", "nonflammable", nil},
	})
}
