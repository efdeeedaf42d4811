package catalog

import "testing"

// Session 33: tag kinds found by the tenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round
// 10"), each a table of our own phrasings beside the audit's, holding
// and not.

// A degree, manner or counting word between a state's noun and its verb
// says how much, not whether; a part taken off with none of it left is
// off, unless said on after; English "not a shred of … left", "not on at
// all", "never had".
func TestDegreeDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"박스에 테이프가 약간 남았어요", "paper", []string{"mixed_material"}},
		{"테이프 조금도 안 남았어요", "paper", nil},
		{"침대 다리 하나만 부러졌어요", "bulky", []string{"broken"}},
		{"주전자 손잡이 한쪽만 빠졌어요", "metal_can", []string{"broken"}},
		{"통조림 캔이 쫙 찢어져 있어요", "metal_can", []string{"broken"}},
		{"라벨 하나도 안 남기고 다 뗐어요", "clear_pet", nil},
		{"테이프 한 줄도 안 남기고 뜯었어요", "paper", nil},
		{"not a shred of the sticker left", "clear_pet", nil},
		{"the lid's not on at all", "glass", nil},
		{"never had a sticker", "plastic", nil},
		{"간장만 조금 남았어요", "plastic", []string{"contents_left"}},
		{"소스가 좀 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A state of another thing: set against the item in a clause ended by a
// past -고 or -는데 (컵이 깨졌고 병은 비었어요), after the item said fine
// first (병은 씻었고 같이 쓴 숟가락이 끈적해요), beside it (통 옆에 둔
// 수건이), singled out by 만 (바지만 젖었어요), in English "the other
// box's …, this one's clean"; the item's own part (뚜껑이 깨졌고, 뚜껑
// 안쪽에 잼이), the item said wet too (통도 젖었어요) and contents
// singled out hold.
func TestOthersDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"컵이 깨졌고 병은 비었어요", "glass", nil},
		{"우산이 망가졌고 바지는 멀쩡해요", "clothing", nil},
		{"뚜껑이 깨졌고 통은 멀쩡해요", "plastic", []string{"broken"}},
		{"병은 씻었고 같이 쓴 숟가락이 끈적해요", "glass", nil},
		{"병은 씻었고 뚜껑 안쪽에 잼이 묻었어요", "glass", []string{"contaminated"}},
		{"통 옆에 둔 수건이 젖었어요", "plastic", nil},
		{"통 옆에 둔 수건이 젖었는데 통도 젖었어요", "plastic", []string{"wet"}},
		{"커피를 쏟았는데 바지만 젖었어요", "nonflammable", nil},
		{"폰은 멀쩡한데 버튼만 빠졌어요", "e_waste", []string{"broken"}},
		{"the other box's sticker is torn, this one's clean", "plastic", nil},
	})
}

// An emptying failed leaves contents; a food's colour inside is soil, a
// colour by design is not; a label's feature said as the reason it came
// off says it off, and not when it did not come off.
func TestCauseDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"뚜껑이 꽉 껴서 물을 못 버렸어요", "clear_pet", []string{"cap_attached", "contents_left"}},
		{"물을 다 버렸어요", "clear_pet", nil},
		{"김치 때문에 통 안이 빨갛게 물들었어요", "plastic", []string{"contaminated"}},
		{"통 안이 원래 빨개요", "plastic", nil},
		{"라벨이 비닐이라서 쉽게 뗐어요", "clear_pet", nil},
		{"라벨이 종이라서 못 뗐어요", "clear_pet", []string{"label_attached"}},
	})
}

// A state held in a relative clause and undone after is not held, and
// held when the undoing is denied; a state only mistaken is not held, a
// step only mistaken is; a part thought off and found left is on; soil
// left after a wash is soil, no contents; a label's backing is the
// label.
func TestUndoneDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"스티커 붙어 있던 건 벌써 벗겼어요", "clear_pet", nil},
		{"스티커 붙어 있던 건 못 벗겼어요", "clear_pet", []string{"label_attached"}},
		{"남아 있던 맥주는 다 버렸어요", "metal_can", nil},
		{"뚜껑 닫혀 있던 거 방금 뺐어요", "glass", nil},
		{"기름때인 줄 알았는데 원래 무늬였어요", "plastic", nil},
		{"씻은 줄 알았는데 안에 밥풀이 붙어 있어요", "plastic", []string{"contaminated"}},
		{"라벨 다 뗀 줄 알았는데 귀퉁이가 붙어 있어요", "paper", []string{"label_attached"}},
		{"닦았는데도 소스가 좀 묻어 있어요", "plastic", []string{"contaminated"}},
		{"라벨 뒷종이가 남아 있어요", "clear_pet", []string{"label_attached"}},
	})
}

// Mimetic words of wet and soil hold; a breaking sound heard and denied
// is no break, one that broke is; a cap popped out is off, one that will
// not come out is on; a can's mouth torn and a handle torn off are
// broken; ✖ and ㄴㄴ in short notes.
func TestMimeticDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"상자가 눅진해요", "paper", []string{"wet"}},
		{"통이 끈덕해요", "plastic", []string{"contaminated"}},
		{"와장창 소리가 났지만 멀쩡해요", "nonflammable", nil},
		{"와장창 깨졌어요", "nonflammable", []string{"broken"}},
		{"마개가 쏙 빠졌어요", "clear_pet", nil},
		{"캔 따다가 입구가 찢어졌어요", "metal_can", []string{"broken"}},
		{"바구니 손잡이가 뜯겨 나갔어요", "plastic", []string{"broken"}},
		{"세척 ✖ 스티커 ㄴㄴ", "plastic", []string{"contaminated"}},
		{"뚜껑 ㄴㄴ", "glass", nil},
	})
}

// English: a removal tried and failed, done after a state, a soil
// scraped off and not, a rain nearly met and met after all, a mistaken
// crack, things still rolling in, some left after "barely any", oil
// still in as contents, mimetic words.
func TestEnglishDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"tried to take the sticker off but it ripped", "plastic", []string{"label_attached"}},
		{"the sticker was on, I peeled it off", "plastic", nil},
		{"haven't scraped the sauce off", "plastic", []string{"contaminated"}},
		{"scraped the sauce off", "plastic", nil},
		{"almost got soaked but I moved it", "paper", nil},
		{"almost got soaked and it got wet anyway", "paper", []string{"wet"}},
		{"thought it was cracked but it's only a hair", "nonflammable", nil},
		{"some candies still rolling around in the bag", "vinyl", []string{"contents_left"}},
		{"barely any jam left, but there's still some", "glass", []string{"contents_left"}},
		{"still some oil in it", "glass", []string{"contents_left"}},
		{"it's greasy and gooey", "plastic", []string{"contaminated"}},
		{"my socks are sopping", "clothing", []string{"wet"}},
	})
}

// The second pass: a spoken degree word (쪼금), another's thing (남의),
// a label said made of paper (no other material, and another material
// beside it still one), contents held and poured out two words after.
func TestSecondPassDepth33(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"박스에 테이프가 쪼끔 붙어 있어요", "paper", []string{"mixed_material"}},
		{"남의 상자는 젖었다던데 우리 건 멀쩡해요", "paper", nil},
		{"스티커가 종이라서 안 떨어져요", "plastic", []string{"label_attached"}},
		{"라벨이 종이라서 안 떼지고 은박 뚜껑도 붙어 있어요", "plastic", []string{"label_attached", "cap_attached", "mixed_material"}},
		{"남아 있던 콜라는 화장실에 다 버렸어요", "clear_pet", nil},
	})
}
