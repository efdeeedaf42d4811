package catalog

import "testing"

// Household cleaners and fabric softeners named in English or by brand
// come in plastic bottles: the class names the item, not the bare
// "empty bottle" of glass.
func TestCat9CleanerBottles(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"empty bottle of fabric softener, rinsed", "plastic"},
		{"a Lenor jug with a little left in it", "plastic"},
		{"big Tide laundry detergent bottle", "plastic"},
		{"washing-up liquid bottle, squeezed flat", "plastic"},
		{"hand soap refill pouch bottle thing", "plastic"},
		{"유연제 다 쓴 통", "plastic"},
		{"액체세제 리필 용기 비었음", "plastic"},
		// near-misses: glass stays glass
		{"empty bottle of soju, cap off", "glass"},
		{"an empty glass bottle from the wine shop", "glass"},
	})
}

// Floor coverings and bedding are bulky, whatever they are made of or
// stuffed with: a rug in English, a duvet's filling (이불 솜).
func TestCat9CoveringsAndBedding(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"a faded area rug from the living room", "bulky"},
		{"two old rugs rolled up by the door", "bulky"},
		{"거실 카페트 오래돼서 버려요", "bulky"},
		{"아기 놀이매트 접이식인데 찢어졌어요", "bulky"},
		{"이불 솜이 다 뭉쳐서 버리려고요", "bulky"},
		{"베개 솜 누렇게 된 거", "bulky"},
		{"극세사 이불 보풀 잔뜩", "bulky"},
		{"old duvet, a bit yellowed", "bulky"},
		{"flat pillows from the guest room", "bulky"},
		// near-misses: cotton pads and a pillowcase are not bedding
		{"화장솜 한 봉지", "general"},
		{"솜 뭉치 조금", "general"},
	})
}

// The cob of a corn is general waste, named apart from the corn after
// words that describe it ("먹고 남은 딱딱한 심지"); the kernels are food.
func TestCat9CornCob(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"옥수수 심지 세 개", "general"},
		{"옥수수 삶아 먹고 남은 딱딱한 심지", "general"},
		{"옥수수 알 발라 먹고 남은 기다란 속대", "general"},
		{"corn cobs after the barbecue", "general"},
		// near-misses: the corn itself is food
		{"옥수수 삶은 거 남았어요", "food_waste"},
		{"먹다 남은 옥수수 알갱이", "food_waste"},
	})
}

// Sesame and perilla oil come in glass bottles; a cooking-oil bottle in
// general (기름병, 식용유) stays plastic.
func TestCat9OilGlassBottles(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"들기름병 다 비웠는데 끈적해요", "glass"},
		{"참기름 유리병 하나", "glass"},
		{"매실청 병 씻어놨어요", "glass"},
		{"유자차 병 뚜껑 열어둠", "glass"},
		// near-misses
		{"식용유 통 기름 남았어요", "plastic"},
		{"기름병 플라스틱", "plastic"},
	})
}

// Porridge and baby food are leftover food; their jar or cup is the
// container named after them.
func TestCat9Porridge(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"애기가 안 먹은 이유식 조금", "food_waste"},
		{"먹다 남은 호박죽 한 그릇", "food_waste"},
		{"누룽지 불어서 못 먹겠어요", "food_waste"},
		{"leftover porridge in the pot", "food_waste"},
		{"남은 김치찌개 한 그릇", "food_waste"},
		// near-misses: the container
		{"이유식 유리병 씻어서 모아놨어요", "glass"},
		{"이유식 담았던 플라스틱 용기", "plastic"},
	})
}

// Tins that held biscuits, sweets or tea are metal, whatever they held.
func TestCat9Tins(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"선물 받은 쿠키 틴케이스 빈 거", "metal_can"},
		{"사탕 들어있던 민트 틴", "metal_can"},
		{"명절 선물 세트 양철통", "metal_can"},
		{"an empty biscuit tin from Christmas", "metal_can"},
		{"tea tin, lid dented", "metal_can"},
		// near-misses
		{"쿠키 종이 상자", "paper"},
		{"쿠키 담겨 온 플라스틱 트레이", "plastic"},
	})
}

// A thing stuck on another ("A에 B가 붙어서") is a condition of A, which
// is the item; a verb that modifies the noun after it is no such
// sentence.
func TestCat9StuckOn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"뽁뽁이에 택배 상자 조각이 덕지덕지 붙어서 안 떨어져요", "vinyl"},
		{"에어캡에 종이 박스 쪼가리가 들러붙었어요", "vinyl"},
		{"아이스팩에 신문지가 달라붙었는데", "general"},
		{"스티로폼 상자에 종이 박스 테이프가 붙어 있음", "styrofoam"},
		// near-misses: the stuck thing is the item
		{"박스에 붙어 있던 뽁뽁이", "vinyl"},
		{"스티로폼 상자에 붙은 테이프 다 뜯었어요", "styrofoam"},
		{"종이 상자 테이프는 다 뗐어요", "paper"},
	})
}

// What the item was wiped or washed with (a towel, a cleaner) is not the
// item; a tool named alone is.
func TestCat9CleanedWith(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"빈 참치 캔인데 기름은 키친타월로 닦아냈어요", "metal_can"},
		{"반찬통 주방세제로 박박 씻었어요", "plastic"},
		{"유리병 물티슈로 닦았어요", "glass"},
		{"프라이팬 키친타올로 기름 싹 닦았는데 고철 맞죠", "metal_can"},
		{"휴지로 닦은 피자 박스", "paper"},
		// near-misses: the towel or wipe is the only thing named
		{"키친타월로 기름 닦은 거", "general"},
		{"물티슈로 닦고 난 거 한 뭉치", "general"},
	})
}

// A battery said to be built in is the device's part: the device is the
// item. A battery taken out of a device is the battery.
func TestCat9BuiltInBattery(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"배터리 일체형 폰 버리는 법", "e_waste"},
		{"옛날 스마트폰 배터리 일체형이라 못 빼요", "e_waste"},
		{"내장 배터리 블루투스 스피커", "e_waste"},
		{"무선 이어폰 배터리 내장형", "e_waste"},
		{"old phone, the battery is built in", "e_waste"},
		// near-misses
		{"폰에서 빼낸 배터리", "battery"},
		{"노트북 배터리만 따로 버려요", "battery"},
		{"다 쓴 보조배터리", "battery"},
	})
}

// In English, a clause of cause or time says what happened to the item:
// the thing it names (a leaking appliance) is not the item.
func TestCat9CauseClause(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"my old rug got mouldy after the washing machine flooded", "bulky"},
		{"the sofa cushions got soaked when the air conditioner dripped", "bulky"},
		{"a cardboard box that got wet because the fridge leaked", "paper"},
		{"the curtains smell of smoke since the toaster caught fire", "clothing"},
		// near-misses: the appliance named before the clause is the item
		{"the fridge stopped cooling after the move", "e_waste"},
		{"After the move I have a broken microwave to get rid of", "e_waste"},
	})
}

// A part set aside with a regional final (빼 놨슈, 떼어 놨수다) is set
// aside as with the standard one: the other thing named is the item.
func TestCat9RegionalSetAside(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"드라이 맡긴 옷에 씌워 온 비닐 커버, 철사 옷걸이는 빼 놨슈", "vinyl"},
		{"햄 통조림 플라스틱 뚜껑은 빼 놨수다", "metal_can"},
		// near-miss: nothing set aside
		{"철사 옷걸이 한 뭉치 모아 놨슈", "metal_can"},
	})
}

// What the item was handled with (a ladle, tongs, a broom, scissors, a
// lid) is not the item either: the verb of scooping, stirring, picking
// up, sweeping, cutting or covering after "X로" makes X the tool.
func TestCat22HandledWith(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"국자로 퍼낸 김치찌개 남은 거", "food_waste"},
		{"스텐 국자로 떠서 덜어둔 미역국 찌꺼기", "food_waste"},
		{"휴지로 감싼 깨진 사기 컵", "nonflammable"},
		{"주걱으로 저어 먹다 만 죽", "food_waste"},
		{"집게로 건져낸 라면 건더기", "food_waste"},
		{"철제 집게로 집어 담은 유리 파편", "nonflammable"},
		{"쇠 가위로 잘라 놓은 우유팩", "paper_pack"},
		{"알루미늄 호일로 덮어 둔 케이크 남은 거", "food_waste"},
		// near-misses: the tool is the only thing named, or the item
		{"국자 손잡이가 부러졌어요", "metal_can"},
		{"주걱으로 쓰던 플라스틱 주걱", "plastic"},
		{"오래 쓴 스텐 집게", "metal_can"},
	})
}
