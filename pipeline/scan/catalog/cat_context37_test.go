package catalog

import "testing"

// A thing said bare before a shop's or its customers' word (샵, 숍,
// 손님, 가게, 공방, 학원) names the trade: the thing named after it is the
// item. With nothing of another stream after, the thing stays the item.
func TestCat37TradeNamed(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"네일 손님 오기 전에 급하게 먹은 김밥 남은 거", "food_waste"},
		{"속눈썹 샵 창고 정리하다 나온 종이 상자", "paper"},
		{"가발 가게 앞에 쌓아 둔 스티로폼 박스", "styrofoam"},
		// near-misses: the thing itself, nothing of another stream after
		{"속눈썹 샵 문 닫으면서 버리는 인조 속눈썹", "general"},
	})
}

// A thing in use when something happened (분무기 뿌리다가, 호스로 물
// 주다가) is not what it happened to when a thing is said after with
// 까지, 도 or 마저: that thing is the item. A thing handled when the
// mishap hit its own part (형광등 갈다가 유리관이 깨졌어요) stays the item.
func TestCat37UsedWhile(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"화분에 분무기 뿌리다가 창틀에 둔 신문지까지 젖었어요", "paper"},
		{"물뿌리개 옮기다가 옆에 있던 유리컵도 깨뜨렸어요", "nonflammable"},
		// near-misses: the handled thing's own glass; nothing with 까지
		{"형광등 갈다가 손이 미끄러져서 유리관이 깨졌어요", "lamp"},
		{"우유팩 옮기다가 떨어뜨려서 옆이 터졌어요", "paper_pack"},
	})
}

// A container said as a measure with a copula (양동이 반쯤이에요, 한 통
// 가득이요) measures the thing named before it, which is the item; a
// container with contents left (포대 반쯤 남은 거) is the item.
func TestCat37MeasuringContainer(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"김장하고 남은 배추 겉잎, 바구니 가득이에요", "food_waste"},
		// near-misses: contents left in the container; a break before
		{"쌀 포대 반쯤 남은 거", "vinyl"},
		{"이온음료 페트병, 반 남았어요", "clear_pet"},
	})
}

// A thing put up on a place and taken down after (냉장고에 붙여 뒀던
// 메모지를 뗐어요) is the item: what was taken off was the thing itself.
func TestCat37PostedThing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"식단표를 출력해서 냉장고에 붙여 놨는데 이제 뗐어요", "paper"},
		{"달력을 현관문에 걸어 뒀다가 떼어냈어요", "paper"},
	})
}

// A material said right before a part's word (도자기 뚜껑, 철사 마개) is
// the part's: a part said fixed on after it belongs to the thing named
// with a copula before.
func TestCat37PartMaterialBeforePart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"잼 유리병인데 도자기 뚜껑이랑 고무 패킹이 병에 박혀서 안 빠져요", "glass"},
	})
}

// A stopper or an opening said with 로 (고무마개로, 구멍으로) is what
// the item was emptied through: the thing named before is the item.
func TestCat37OpenedThrough(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"도자기 돼지 저금통, 밑에 고무마개로 돈 꺼내서 텅 비었어요", "nonflammable"},
	})
}

// 그 right after a clause's break points back at the thing the rest is
// about; a name said before as well is only said again.
func TestCat37AnaphoricTerm(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"야식으로 족발 시켰는데, 그 종이 상자 밑이 기름으로 얼룩졌어요", "paper"},
		// near-miss: the box named before, said again
		{"택배가 스티로폼 박스에 담겨 왔는데 그 박스 송장은 뗐어요", "styrofoam"},
	})
}

// An English package word before "from" or "of" and a food (wrappers
// from the muffins) is the package, not the food.
func TestCat37FoodWrapperLinked(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"the shiny wrappers from six muffins, nothing left inside", "vinyl"},
		// near-miss: the food itself
		{"six stale muffins from the bakery", "food_waste"},
	})
}

// A greenhouse (비닐하우스) is a building: its 비닐 names no film item,
// while the film said of it does.
func TestCat37Greenhouse(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"비닐하우스 안에 두던 플라스틱 물뿌리개가 깨졌어요", "plastic"},
		{"비닐하우스 옆 창고에 있던 나무 의자", "bulky"},
		// near-miss: the greenhouse's film itself
		{"비닐하우스 비닐 걷어낸 거", "vinyl"},
	})
}

// Tag kinds of session 37 (tagkinds37.go).
func TestTags37(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		// a cap put back on with a verb of capping, crown caps included
		{"맥주병에 왕관 마개를 도로 끼워 뒀어요", "glass", []string{"cap_attached"}},
		// near-miss: crown caps collected are the item
		{"왕관 마개 한 봉지 모아 둔 거", "metal_can", nil},
		// pieces of a pair or a set left over are the item
		{"택배 상자 속 스티로폼 모서리 한 쪽만 남았어요", "styrofoam", nil},
		// near-miss: pieces of contents left in the bag
		{"과자 봉지에 과자가 몇 개 남았어요", "vinyl", []string{"contents_left"}},
		// a lid of another thing the item was plugged into
		{"김치통 뚜껑에 꽂아 쓰던 플라스틱 환기 밸브", "plastic", nil},
		// contents gone sour in taste are no soil
		{"안 딴 맥주캔인데 맛이 이상해서 버려요", "metal_can", []string{"contents_left"}},
		// near-miss: soil said on the bottle
		{"맥주캔 입구에 찌꺼기가 말라붙어 있어요", "metal_can", []string{"contaminated"}},
		// a garment worn until it shows through
		{"등산 바지 엉덩이 쪽이 해져서 속이 다 비쳐요", "clothing", []string{"broken"}},
		// near-misses: worn only; worn by design; no worn spot
		{"오래 입어서 해진 티셔츠", "clothing", nil},
		{"원래 해진 디자인 청바지, 구멍은 멋이에요", "clothing", nil},
		{"해진 데 없이 깨끗한 코트", "clothing", nil},
		// oil showing through paper
		{"치킨 종이 봉투 밑이 기름 때문에 반투명해졌어요", "paper", []string{"contaminated"}},
		// contents at the bottom, said two words from 바닥에
		{"쓰다 남은 세제 통, 바닥에 세제가 손가락 한 마디쯤 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A thing said before a verb of putting it in or on a holder to keep or
// carry it (넣어 다니던, 담던, 올려 두던) is what the holder held: the
// holder named after is the item.
func TestCat37KeptInAfter(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"영수증 넣어 다니던 투명 비닐 지퍼 파우치", "vinyl"},
		{"사탕 담던 작은 유리병, 깨끗이 씻었어요", "glass"},
		// near-miss: nothing of another stream after
		{"엽서 넣어 두던 거 정리했어요", "paper"},
	})
}

// A thing worked on in a -면서 or -느라 clause (상자 닦으면서, 일기
// 쓰느라) is the work's object: the thing used for it, named after, is
// the item.
func TestCat37WorkedOnWhile(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"신발장 닦으면서 쓴 물티슈 한 뭉치", "general"},
		{"일기장 쓰느라 다 닳은 연필 몇 자루", "general"},
	})
}

// A thing said before a word of purpose (세척용으로, 연습용으로) is what
// the other thing was for, not the item.
func TestCat37UsedFor(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"붓펜 연습용으로 쓰던 스프링 없는 노트", "paper"},
		{"텀블러 세척용으로 쓰던 수세미", "general"},
	})
}

// A food said left in the package it was sold in (잼, 유리병에 반쯤
// 남았어요) is the package's contents, and the package is the item; in a
// tub kept for it (김치통에 반쯤이요) the food stays the item.
func TestCat37FoodLeftInPackage(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"유자청, 유리병에 아직 반 넘게 남았는데 안 먹어요", "glass"},
		{"복숭아 통조림, 캔에 반쯤 남았어요", "metal_can"},
		// near-miss: a kept tub
		{"깍두기, 반찬통에 반쯤이요", "food_waste"},
	})
}

// Tags of the same session's second pass: oil soaked up by paper, a
// mould that is a tool, a part bolted on in English.
func TestTags37Second(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"치킨 상자, 골판지가 기름을 다 빨아들였어요", "paper", []string{"contaminated"}},
		{"a silicone muffin mould, washed", "plastic", nil},
		{"a steel baking tray with plastic handles screwed onto it", "metal_can", []string{"mixed_material"}},
		// near-misses: mould growing; nothing fixed on
		{"a bread bag with mould on the crusts inside", "vinyl", []string{"contaminated"}},
		{"a steel baking tray, nothing attached", "metal_can", nil},
	})
}
