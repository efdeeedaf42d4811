package catalog

import "testing"

// Tag kinds from ho7 and dev7 (session 12): each table is written at a
// whole class of phrasings (never eval lines), holding and not holding.

// Words typed as they sound (무더서, 씨서서, 저저 있는데, 라벨 띠었고) and a
// learner's 씻지 안 했어요 read as their standard spelling would.
func TestSoundedSpellingClass(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"떡볶이 용기 고추장 무더서 빨개요", "plastic", []string{"contaminated"}},
		{"피자 박스에 기름 무더 있음", "paper", []string{"contaminated"}},
		{"은박 접시 양념 무덨어요", "metal_can", []string{"contaminated"}},
		{"케첩 무든 플라스틱 통", "plastic", []string{"contaminated"}},
		{"요거트 통 아직 씻지 안 했어요", "plastic", []string{"contaminated"}},
		{"참치캔 닦지 안 함", "metal_can", []string{"contaminated"}},
		{"종이 박스 비 맞아서 다 저저 있어요", "paper", []string{"wet"}},
		{"신문지 저저서 무거워요", "paper", []string{"wet"}},
		{"저즌 박스 한 뭉치", "paper", []string{"wet"}},
		{"쇼핑백 비에 저젔어요", "paper", []string{"wet"}},
		{"잼 병 씨서서 말렸어요", "glass", nil},
		{"요거트 통 깨끗이 씨섰어요", "plastic", nil},
		{"케첩 통 씨슨 거예요", "plastic", nil},
		{"생수병 라벨 띠었고 뚜껑도 뺐어요", "clear_pet", nil},
		{"사이다 페트 라벨은 띠어냈어요", "clear_pet", nil},
		{"라벨 띠고 헹군 음료수 병", "glass", nil},
		{"저저번 주에 산 종이 박스", "paper", nil},
		{"오늘 무더워서 음료수 페트병 다 마셨어요", "clear_pet", nil},
	})
}

// A tick between a part and what was done to it ("뚜껑 ✅ 뺌", "라벨 ✔
// 제거") ticks the removal; it does not say the part is there.
func TestTickBeforeActionClass(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수 페트 라벨 ✅ 제거 뚜껑 ✅ 분리", "clear_pet", nil},
		{"페트병 / 라벨 ✔ 뗌 / 뚜껑 ✔ 뺌", "clear_pet", nil},
		{"콜라병 라벨 ✓ 벗김", "clear_pet", nil},
		{"소주병 뚜껑 ✅ 뺌", "glass", nil},
		{"두유팩 빨대 ✔ 제거 헹굼 ✔", "paper_pack", nil},
		{"우유팩 헹굼 ✅ 펼침 ✅", "paper_pack", nil},
		{"샴푸통 펌프 ✅ 분리", "plastic", nil},
		{"페트병 라벨 ✅ 뚜껑 ✅", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"페트병 라벨 O 뚜껑 O", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"페트병 라벨 ✔ 제거 / 뚜껑 → 아직 닫혀 있음", "clear_pet", []string{"cap_attached"}},
		{"유리병 뚜껑 ✅ 그대로", "glass", []string{"cap_attached"}},
	})
}

// A break said by a part that came off or out (손잡이가 빠졌어요, 다리 하나
// 떨어짐, 용접이 떨어져서), by holes that are there (구멍 있어요, 구멍
// 숭숭), by a filling spilling out (솜 튀어나옴: 솜 and 스펀지 name items
// of their own, but here they are the quilt's), by a pet's chewing, by
// 💥, and English "spiderwebbed", "came apart"; not a part taken off on
// purpose, a hole denied, a worn-out filament, a fear, a gas can
// punctured to empty it.
func TestBreakKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"프라이팬 손잡이가 떨어졌어요", "metal_can", []string{"broken"}},
		{"프라이팬 플라스틱 손잡이가 안 빠져요", "metal_can", []string{"mixed_material"}},
		// a part that came out is a break (session 13: the corpus's four
		// lines that said otherwise were relabelled; every eval set labels
		// it broken)
		{"손잡이 빠진 오래된 냄비", "metal_can", []string{"broken"}},
		{"양은 냄비 손잡이 한쪽이 떨어짐", "metal_can", []string{"broken"}},
		{"스텐 주전자 손잡이 용접이 떨어져서 덜렁거림", "metal_can", []string{"broken"}},
		{"플라스틱 의자 다리 하나가 빠져 있어요", "plastic", []string{"broken"}},
		{"책상 다리 하나 빠짐", "bulky", []string{"broken"}},
		{"선풍기 날개가 떨어졌어요", "e_waste", []string{"broken"}},
		{"옷장 문짝 경첩이 빠져서 문이 안 닫혀요", "bulky", []string{"broken"}},
		{"구두 굽이 빠졌어요", "clothing", []string{"broken"}},
		{"면티 겨드랑이에 구멍 있음", "clothing", []string{"broken"}},
		{"양말에 구멍이 숭숭", "clothing", []string{"broken"}},
		{"니트에 구멍이 여러 개 생겼어요", "clothing", []string{"broken"}},
		{"소파에 구멍이 났어요", "bulky", []string{"broken"}},
		{"쿠션 강아지가 물어뜯어서 솜이 다 나왔어요", "bulky", []string{"broken"}},
		{"이불 솜이 삐져나왔어요", "bulky", []string{"broken"}},
		{"소파 스펀지가 튀어나와 있어요", "bulky", []string{"broken"}},
		{"고양이가 물어뜯은 니트", "clothing", []string{"broken"}},
		{"유리컵 💥 설거지하다", "nonflammable", []string{"broken"}},
		{"my tablet screen is spiderwebbed", "e_waste", []string{"broken"}},
		{"the basket came apart at the side", "plastic", []string{"broken"}},
		{"the kettle handle came off", "metal_can", []string{"broken"}},
		{"the bucket has a hole in it", "plastic", []string{"broken"}},
		// not holding
		{"프라이팬 손잡이는 빼서 따로 모았어요", "metal_can", nil},
		{"냄비 손잡이 떨어질까 봐 테이프 감았어요", "metal_can", nil},
		{"양말에 구멍 없어요 그냥 작아요", "clothing", nil},
		{"티셔츠 구멍 난 데 하나 없어요", "clothing", nil},
		{"이불 솜 뭉친 거 말고는 멀쩡해요", "bulky", nil},
		{"백열전구 필라멘트가 끊어졌어요", "nonflammable", nil},
		{"전구 필라멘트 나가서 안 켜져요", "nonflammable", nil},
		{"the bulb's filament snapped, glass is fine", "nonflammable", nil},
		{"no cracks, no holes, just old", "plastic", nil},
		{"butane can used up and punctured", "metal_can", nil},
		{"의자 다리는 멀쩡해요", "bulky", nil},
	})
}

// Residue said by a food the lists did not name and how it lies on the
// item (초코 덕지덕지, 케첩 투성이, 잼 말라붙은), by the smell of a food
// (우유 냄새 나요), by a dye stain (빨간 물 들었어요, 고춧물, 착색); not a
// spill alone (커피 쏟아서 축축: the sets label its wetness), a smell of
// damp, a dye denied, or water not wiped off (물기 안 닦음: no residue).
func TestResidueKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"빙수 컵 연유랑 초코 덕지덕지", "plastic", []string{"contaminated"}},
		{"케이크 받침 생크림 덕지덕지 붙어 있음", "paper", []string{"contaminated"}},
		{"핫도그 종이 케첩 투성이", "paper", []string{"contaminated"}},
		{"잼이 말라붙은 유리병", "glass", []string{"contaminated"}},
		{"요거트 통 안쪽에 요거트가 덕지덕지", "plastic", []string{"contaminated"}},
		{"떡볶이 범벅인 일회용 그릇", "plastic", []string{"contaminated"}},
		{"카레 자국 선명한 용기", "plastic", []string{"contaminated"}},
		{"피자 박스 치즈 덕지덕지", "paper", []string{"contaminated"}},
		{"우유팩에서 상한 우유 냄새 나요", "paper_pack", []string{"contaminated"}},
		{"반찬통 김치 냄새가 엄청 나요", "plastic", []string{"contaminated"}},
		{"도시락 통 음식 냄새 남", "plastic", []string{"contaminated"}},
		{"김치통 빨간 물 들었어요", "plastic", []string{"contaminated"}},
		{"지퍼백 고춧물 들어서 안 빠짐", "vinyl", []string{"contaminated"}},
		{"반찬통 빨간 물이 들어서 색이 안 빠져요", "plastic", []string{"contaminated"}},
		{"밀폐용기 카레 물 들었음", "plastic", []string{"contaminated"}},
		{"플라스틱 도마 빨갛게 물들었어요", "plastic", []string{"contaminated"}},
		{"the tupperware is stained orange from curry", "plastic", []string{"contaminated"}},
		{"takeout box smells of soup", "paper", []string{"contaminated"}},
		// not holding
		{"초코 우유팩 깨끗이 헹궜어요", "paper_pack", nil},
		{"김치통 빨간 물 든 거 락스로 다 뺐어요 깨끗해요", "plastic", nil},
		{"반찬통 김치 냄새 나서 씻었는데 이제 안 나요", "plastic", nil},
		{"비닐봉지 물기 안 닦음", "vinyl", []string{"wet"}},
		{"요거트 통 헹구고 물기는 안 닦았어요", "plastic", []string{"wet"}},
		{"도시락 통 헹궈서 물기만 뺐어요", "plastic", nil},
		{"반찬통 씻고 물기는 털었어요", "plastic", nil},
		{"우유 냄새 안 나요 깨끗해요", "paper_pack", nil},
		{"초코 과자 봉지 안에 부스러기 털었어요", "vinyl", nil},
	})
}

// A lid named apart from a cap on the item: as the owner of its own part
// (뚜껑 실리콘 패킹, 뚜껑 고무링: the packing is what will not come out),
// or as a thing of its own in a numbered or slashed list; a cap still on
// the item stays a cap, and a removal one was told to do (빼고 내래요)
// but has not done yet (아직 못 뺐어요) leaves it on.
func TestCapApartKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"김치통 뚜껑 고무 패킹이 안 빠져요", "plastic", []string{"mixed_material"}},
		{"밀폐용기 뚜껑 실리콘 패킹은 안 빠짐", "plastic", []string{"mixed_material"}},
		{"반찬통인데 뚜껑의 고무링이 안 떨어져요", "plastic", []string{"mixed_material"}},
		{"도시락 통 뚜껑 패킹 빼야 돼요? 안 빠져요", "plastic", []string{"mixed_material"}},
		{"1. 세제 통 2. 뚜껑 3. 계량컵", "plastic", nil},
		{"1) 샴푸 통 2) 펌프 빼 둔 거 3) 뚜껑", "plastic", nil},
		{"우유병 / 뚜껑 / 빨대", "glass", nil},
		{"① 간장병 ② 마개 ③ 라벨 뗀 거", "glass", nil},
		{"1. 페트병 2. 뚜껑 — 페트병에 물 조금 남았어요", "clear_pet", []string{"contents_left"}},
		// still a cap on the item
		{"1. 세제 통 (뚜껑 닫혀 있음) 2. 계량컵", "plastic", []string{"cap_attached"}},
		{"페트병 / 라벨 없음 / 뚜껑 닫힘", "clear_pet", []string{"cap_attached"}},
		{"반찬통 뚜껑 닫아서 내놔도 돼요?", "plastic", []string{"cap_attached"}},
		{"드링크 병 금속 마개 돌려서 빼래요. 아직 못 뺐어요", "glass", []string{"cap_attached"}},
		{"소주병 뚜껑은 빼고 내라던데 아직 안 뺐어요", "glass", []string{"cap_attached"}},
		{"간장병 마개 빼라고 했는데 아직 못 뺌", "glass", []string{"cap_attached"}},
		{"드링크 병 뚜껑 빼고 내래서 뺐어요", "glass", nil},
		{"병뚜껑은 따로 버리래요. 이 맥주병은 뚜껑 아직 닫혀 있어요", "glass", []string{"cap_attached"}},
		{"라벨은 떼고 내라던데 이 페트병 라벨은 그대로예요", "clear_pet", []string{"label_attached"}},
	})
}

// A condition inside a question's supposition (만약 … 있으면, 혹시 … 남아
// 있으면) is asked about, not said of the item; a clause that runs on
// before its -면 is a fact.
func TestSuppositionKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"만약 라면 봉지 안쪽이 은박이면 비닐 아니에요?", "vinyl", nil},
		{"만약 우유팩 안이 코팅돼 있으면 종이 아닌가요? 일반 우유팩이요", "paper_pack", nil},
		{"혹시 통에 샴푸 남아 있으면 안 돼요? 다 썼어요", "plastic", nil},
		{"혹시 라벨 안 떼면 안 받아요? 떼긴 했어요", "clear_pet", nil},
		{"만일 병이 깨져 있으면 어떻게 해요? 이건 멀쩡해요", "glass", nil},
		{"혹시 기름 묻어 있으면 일반쓰레기예요? 이건 씻었어요", "plastic", nil},
		{"만약에 뚜껑이 안 빠지면요? 페트병", "clear_pet", nil},
		// facts beside a supposition
		{"혹시 라벨 붙어 있으면 안 돼요? 이건 라벨 그대로예요", "clear_pet", []string{"label_attached"}},
		{"혹시 뚜껑이 안 열리는데 어떻게 하면 돼요? 샴푸통", "plastic", []string{"cap_attached"}},
		{"만약 깨지면 어떡해요? 벌써 금 갔어요 유리병", "glass", []string{"broken"}},
		{"혹시 샴푸가 반쯤 남았는데 그냥 버려도 되면 버릴게요", "plastic", []string{"contents_left"}},
	})
}

// A metal ring left in a paper calendar or notebook (쇠고리 아직 못
// 뺐어요) is another material; taken out it is not.
func TestMetalRingKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"벽걸이 달력 쇠고리 아직 안 뺐어요", "paper", []string{"mixed_material"}},
		{"탁상 달력인데 철고리 달려 있음", "paper", []string{"mixed_material"}},
		{"수첩 쇠고리 그대로 있어요", "paper", []string{"mixed_material"}},
		{"달력 쇠고리는 빼서 고철로 모았어요", "paper", nil},
		{"탁상 달력 철고리 뺌", "paper", nil},
		{"calendar with the metal rings taken out", "paper", nil},
		{"달력 쇠링 다 빼고 종이만", "paper", nil},
	})
}

// Contents left as they were (국물 그대로, 내용물이 그대로 들어 있어요) and
// English fractions and small amounts left (a quarter left, a couple of
// spoonfuls left, only drank half); not contents poured out, or a label
// left as it was.
func TestContentsAsTheyWereKinds7(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"복숭아 통조림 국물 그대로예요", "metal_can", []string{"contents_left"}},
		{"꽁치캔 국물은 그대로 있음", "metal_can", []string{"contents_left"}},
		{"샴푸 통 내용물이 그대로 들어 있어요", "plastic", []string{"contents_left"}},
		{"음료수 페트병 뜯고 그대로 남아 있어요", "clear_pet", []string{"contents_left"}},
		{"soy sauce bottle, about a quarter left", "glass", []string{"contents_left"}},
		{"jam jar with a couple spoonfuls left", "glass", []string{"contents_left"}},
		{"shampoo bottle, maybe a third of the shampoo still in", "plastic", []string{"contents_left"}},
		{"coke bottle, only drank half", "clear_pet", []string{"contents_left"}},
		{"a half-finished bottle of iced tea", "clear_pet", []string{"contents_left"}},
		{"tin of beans, a few left at the bottom", "metal_can", []string{"contents_left"}},
		// not holding
		{"꽁치캔 국물 다 버렸어요", "metal_can", nil},
		{"복숭아 통조림 국물 따라 버리고 헹굼", "metal_can", nil},
		{"페트병 라벨 그대로예요", "clear_pet", []string{"label_attached"}},
		{"soy sauce bottle, rinsed, nothing left", "glass", nil},
		{"jam jar, scraped clean, none left", "glass", nil},
	})
}
