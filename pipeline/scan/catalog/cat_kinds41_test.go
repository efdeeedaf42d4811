package catalog

import "testing"

// Refuse (general waste) said to be in or put into a bottle, can, carton
// or tub named right before it soils that container, which is the item.
// A box or a bag holding a thing, refuse said on its own, or a thing in
// a container of another stream is read as before.
func TestCat41RefuseInContainer(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"소주병 안에 담배꽁초가 들어 있어요", "glass"},
		{"맥주캔에 꽁초를 잔뜩 꽂아 놨어요", "metal_can"},
		{"우유팩 속에 이쑤시개가 들어 있어요", "paper_pack"},
		{"캔 안에 담배꽁초 넣었어요", "metal_can"},
		{"페트병에 담배꽁초들이 들어 있어요", "clear_pet"},
		{"빈 소주병인데 안에 이쑤시개가 잔뜩 들어 있어요", "glass"},
		{"참치캔, 속에 담배꽁초를 넣어 놨어요", "metal_can"},
		// near-misses
		{"쇼핑백 안에 깨진 우산이 들어 있어요", "general"},
		{"담배꽁초 모아서 버려요", "general"},
		{"캔 안에 담배꽁초 있어요", "general"},
	})
}

// A longer name that ends where a shorter one does is the thing a reader
// looking back for "the thing named before" finds: 쿠키 틴 상자, not its
// head 상자.
func TestCat41LongestNameBefore(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"쿠키 틴 상자, 속에 플라스틱 트레이가 붙어 있어요", "metal_can"},
		{"사탕 틴 상자, 안에 플라스틱 칸막이가 본드로 붙어서 못 떼요", "metal_can"},
	})
}

// A device's battery said to go along with it (포함, "included") leaves
// the device the item; the battery taken out on its own is a battery.
func TestCat41BatteryIncluded(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"노트북 배터리 포함해서 버려요", "e_waste"},
		{"리모컨 건전지 포함", "e_waste"},
		{"laptop with battery included, dead", "e_waste"},
		{"노트북 배터리째 버려도 돼요?", "e_waste"},
		// near-misses
		{"노트북 배터리만 빼서 버려요", "battery"},
		{"휴대폰 배터리 부풀었어요", "battery"},
	})
}

// A ceramic word right before a thing a plastic name reads (연필꽂이,
// 양념통) says it is pottery; a plastic thing with a ceramic pattern stays
// plastic.
func TestCat41CeramicSaid(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"도자기 연필꽂이", "nonflammable"},
		{"세라믹 양념통 버려요", "nonflammable"},
		{"ceramic pen holder", "nonflammable"},
		{"도자기 무늬 플라스틱 컵", "plastic"},
	})
}

// A holder said with a count before 에 (봉지 하나에) is still where the
// things were gathered.
func TestCat41GatheredInCounted(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"귤 껍질을 비닐봉지 하나에 모았어요", "food_waste"},
		{"귤 껍질을 비닐봉지에 모았어요", "food_waste"},
		{"빈 비닐봉지 하나 버려요", "vinyl"},
	})
}

// A device's glass part said with its part word before the glass (발판
// 강화유리가 금 가고) is the device's part: the device is the item.
// Furniture's glass stays glass.
func TestCat41GlassPartBefore(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"체중계 발판 강화유리가 금 가고 갈라졌어요", "e_waste"},
		{"전기레인지 상판 강화유리가 깨졌어요", "e_waste"},
		{"식탁 상판 강화유리가 깨졌어요", "nonflammable"},
	})
}

// A place said with 마다 (each seat's net) before a verb of putting is
// where the thing was put, as 에 is.
func TestCat41PlacedInEach(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"좌석 그물망마다 꽂혀 있던 안내 리플릿", "paper"},
		{"테이블마다 깔아 두던 종이 매트", "paper"},
	})
}

// An English clause of what a container held may start with "the" (the
// box the shoes came in): the container named before it is the item.
func TestCat41ContainedClauseThe(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"the cardboard box the blender came in", "paper"},
		{"the box the new sneakers came in", "paper"},
		{"the glass jar the pickles came in, rinsed", "glass"},
	})
}

// A thing named before its water said with 에 and a verb of getting wet
// (아이스박스 얼음물에 젖었음) is where the water came from; the other
// thing named is the item. Named alone, the thing is the item.
func TestCat41WaterSource(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"우유팩, 아이스박스 얼음물에 푹 젖었음", "paper_pack"},
		{"신문지 양동이 물에 젖음", "paper"},
		{"아이스박스 얼음물에 젖었어요", "styrofoam"},
	})
}
