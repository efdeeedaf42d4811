package catalog

import "testing"

// A device's part named by its glass right after the device, with
// nothing but a comma between, said as the subject of what happened to it
// (강화유리 발판이 깨졌어요, 유리 상판에 금이 갔어요), is the device's: the
// device is the item and the break is its own. A glass top a device only
// stood on, or the part said alone (유리 상판만), stays the glass.
func TestCat35GlassPartOfDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"블루투스 스피커, 강화유리 윗판이 깨졌어요", "e_waste"},
		{"전기레인지 강화유리 상판이 쩍 깨졌어요", "e_waste"},
		{"체중계 강화유리 발판에 금이 갔어요", "e_waste"},
		{"욕실 체중계 유리 상판이 쩍 갈라졌어요", "e_waste"},
		// near-misses: the device in a clause of its own, the part alone,
		// no device at all
		{"티비 받치던 유리 상판 깨졌어요", "nonflammable"},
		{"체중계 유리 상판만 따로 버려요", "nonflammable"},
		{"유리병 옆 강화유리 접시가 깨졌어요", "nonflammable"},
	})
	broken := []string{"broken"}
	checkTags(t, c, []kindCase{
		{"블루투스 스피커, 강화유리 상판이 깨졌어요", "e_waste", broken},
		{"체중계, 강화유리 발판이 깨졌어요", "e_waste", broken},
		// near-miss: another thing's glass broke
		{"강화유리 접시가 깨져서 같이 있던 체중계만 버려요", "e_waste", nil},
	})
}

// Seams torn open (실밥이 뜯기다, 솔기가 뜯기다) and a fabric's run or
// fraying (올이 나가다, 올이 풀리다, a run in tights) are a garment's
// break, as 해진 and "frayed" were (the labelling policy, session 35);
// pilling is wear, and a run said absent is none.
func TestCat35GarmentSeamsAndRuns(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	broken := []string{"broken"}
	checkTags(t, c, []kindCase{
		{"솔기 실밥 다 뜯긴 셔츠", "clothing", broken},
		{"겨드랑이 솔기가 뜯긴 블라우스", "clothing", broken},
		{"올 나간 스타킹", "clothing", broken},
		{"니트 올이 풀렸어요", "clothing", broken},
		{"스웨터 올이 쭉 나갔어요", "clothing", broken},
		{"My tights have a run in them", "clothing", broken},
		// near-misses: pilling, a run said absent
		{"보풀 일어난 니트", "clothing", nil},
		{"올 풀린 데 없는 깨끗한 니트", "clothing", nil},
	})
}

// A label said by the owner's name on it (견출지, a name tag) is a
// label; in English, "still has" with a possessive or an article before
// the label keeps it on and says nothing of contents.
func TestCat35NameLabels(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	label := []string{"label_attached"}
	checkTags(t, c, []kindCase{
		{"견출지 붙어 있는 우유팩", "paper_pack", label},
		{"견출지 붙인 유리병", "glass", label},
		{"The oat milk carton still has my name tag on it", "paper_pack", label},
		{"The milk carton still has a sticker on it", "paper_pack", label},
		{"The jar still has its label", "glass", label},
		// near-misses: the name label taken off, contents still had
		{"견출지 떼고 씻은 잼병", "glass", nil},
		{"견출지 떼서 씻은 플라스틱 통", "plastic", nil},
		// (a bare 이름표 is no label: it may be the item, a plant's tag)
		{"플라스틱 화분 이름표 몇 개", "plastic", nil},
		{"the bottle still has a little juice", "clear_pet", []string{"contents_left"}},
	})
}

// In English, a carton left unrinsed or smelling sour is soiled, and rain
// that got into a thing wets it; said absent, neither.
func TestCat35EnglishUnrinsedAndRain(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"The soy milk carton sat unrinsed for a week and smells sour", "paper_pack", []string{"contaminated"}},
		{"Rain got into the hedge trimmer overnight", "e_waste", []string{"wet"}},
		{"The cooler box was left open and rain got in", "styrofoam", []string{"wet"}},
		// near-misses: said absent
		{"I rinsed the carton so it doesn't smell sour", "paper_pack", nil},
		{"No rain got into the box, it stayed dry", "paper", nil},
	})
}

// Names: wood ash by the stove it came from, a display case, a delivery
// box named by what it brought.
func TestCat35StoveAshCasesBoxes(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"난로 청소하고 퍼낸 나무 재 한 양동이", "general"},
		{"벽난로 재 식은 거 한 바가지", "general"},
		{"피규어 진열 케이스 모서리 깨짐", "plastic"},
		{"닭가슴살 정기배송 박스", "paper"},
		{"샐러드 배송 상자, 운송장은 못 뗐어요", "paper"},
		// near-misses: the bucket named alone, the food in the box
		{"쌀 씻을 때 쓰던 바가지 한 개", "plastic"},
		{"배송 상자 안에 든 샐러드가 상했어요", "food_waste"},
	})
}

// A food said right after a thing written with 에, and said still there
// (남아있어요, 남았어요), is what the thing holds, however long its name;
// said with an adnominal (남은 마시멜로), or in an appliance, it is the
// food.
func TestCat35LeftInHolder(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"지퍼백에 마시멜로 몇 개 남아있어요", "vinyl"},
		{"지퍼백에 닭가슴살 몇 개 남아있어요", "vinyl"},
		{"밀폐용기에 파인애플 몇 조각 남았어요", "plastic"},
		// near-misses: the food said with an adnominal, a fridge
		{"지퍼백에 남은 마시멜로", "food_waste"},
		{"냉장고에 닭가슴살 몇 개 남아있어요", "food_waste"},
	})
	checkTags(t, c, []kindCase{
		{"지퍼백에 마시멜로 몇 개 남아있어요", "vinyl", []string{"contents_left"}},
	})
}

// A thing said as where another was or what happened to it — with 속에서
// or 안에서 in Korean, after "in my" or "in the" in English — is a place:
// the other thing named is the item. With nothing else named the holder
// stays.
func TestCat35InsideWhere(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"가방 속에서 물러진 귤 두 개", "food_waste"},
		{"배낭 안에서 터진 바나나우유 팩", "paper_pack"},
		{"The printouts in my son's backpack got soaked", "paper"},
		{"the milk carton in my lunch bag leaked", "paper_pack"},
		// near-misses: nothing else named, the holder said with its own
		// part, a container's inside holding soil or a receipt
		{"가방 안에서 찾은 거", "clothing"},
		{"페트병 안에서 곰팡이가 피었어요", "clear_pet"},
		{"쇼핑백 안에 영수증 들어 있어요", "paper"},
		{"가방 안쪽 천이 찢어졌어요", "clothing"},
		{"a backpack in my son's room", "clothing"},
	})
}

// A general thing's container said emptied in a clause of its own right
// after it (목공풀, 빈 통에 뚜껑 닫아놨어요) is the tub, as with no comma
// (목공풀 빈 통); a pack after wipes stays their soft pack.
func TestCat35EmptiedAfterComma(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"목공풀, 빈 통이에요", "plastic"},
		{"목공풀, 빈 통에 뚜껑 닫아놨어요", "plastic"},
		{"액상 비료, 빈 통에 뚜껑은 닫아놨어요", "plastic"},
		// near-miss: wipes' pack
		{"물티슈, 다 쓴 팩", "general"},
	})
}

// A drink said spilt in a clause that modifies a device's name (맥주 쏟은
// 블루투스 마이크) wets the device, as a drink spilt on it does; a spill
// once (쏟은 적 있는), a stain it left, and clothes or a cup (no Product)
// are not read so.
func TestCat35DrinkSpiltDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"맥주 쏟은 블루투스 마이크", "e_waste", []string{"wet"}},
		{"커피를 엎지른 키보드", "e_waste", []string{"wet"}},
		// near-misses
		{"커피 쏟은 적 있는 키보드, 지금은 말라 있어요", "e_waste", nil},
		{"커피 쏟은 얼룩이 있는 노트북", "e_waste", nil},
		{"맥주 쏟은 셔츠", "clothing", nil},
	})
}

// A material's bare name said on a side or part of a device (손잡이 쪽
// 플라스틱이 부러졌어요) is the device's part; with another thing named
// between, or no device, it is not.
func TestCat35MaterialSideOfDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"고데기, 손잡이 쪽 플라스틱이 부러졌어요", "e_waste"},
		{"전기포트 뚜껑 부분 플라스틱이 깨졌어요", "e_waste"},
		// near-misses
		{"플라스틱이 깨졌어요", "plastic"},
		{"선풍기 옆에 둔 바구니, 손잡이 쪽 플라스틱이 부러졌어요", "plastic"},
	})
}

// Names: a bulb said 벌브, a lit magnifier on a stand.
func TestCat35BulbsAndMagnifiers(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"LED 벌브 나갔어요", "lamp"},
		{"조명 돋보기 스탠드, 목이 부러졌어", "e_waste"},
		{"Magnifier lamp with a broken arm", "e_waste"},
	})
}

// A thing in a clause of a cause or a time, joined by -서 or -다가
// (나뭇가지에 걸려서, 장작 옮기다가), is how the item came to be so: the
// noun the adnominal after it modifies is the item, and a break's head
// written with 에 is where it caught, no subject of the break.
func TestCat35CauseClauseHead(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"나뭇가지에 걸려서 찢어진 니트", "clothing"},
		{"책장을 옮기다가 깨진 액자 유리", "nonflammable"},
		// near-misses: the same stream, an appliance it was kept in, what
		// was left (먹다 남은)
		{"냉장고에 넣어서 보관한 반찬통", "plastic"},
		{"비닐봉지에 먹다 남은 호두 좀 있어요", "vinyl"},
		{"진통제 먹다 남은 봉지", "medicine"},
		{"상자에 넣어서 보낸 책", "paper"},
	})
	checkTags(t, c, []kindCase{
		{"나뭇가지에 걸려서 찢어진 니트", "clothing", []string{"broken"}},
		{"책장을 옮기다가 깨진 액자 유리", "nonflammable", []string{"broken"}},
		// near-miss: a subject that broke beside the item
		{"옆 접시가 떨어져서 깨졌는데 이 유리병은 멀쩡해요", "glass", nil},
	})
}

// In English, paper or cardboard said right before a film or plastic
// thing's name (paper mailer bags) is what the thing is made of; plastic
// before it, or paper said of another thing, is not.
func TestCat35PaperMaterialEn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"Paper mailer bags that got soaked", "paper"},
		{"cardboard mailer for my shop orders", "paper"},
		// near-misses
		{"a plastic mailer bag", "vinyl"},
		{"bubble mailer", "vinyl"},
		{"paper tape on a plastic tub", "plastic"},
	})
}
