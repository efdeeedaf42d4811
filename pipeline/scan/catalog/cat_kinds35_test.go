package catalog

import "testing"

// A leaf or a stem said after a vegetable in its clause is the
// vegetable's trimming, food waste; a part said of a flower or a pot
// plant, or a root, stays general.
func TestCat35TrimmedPartOf(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"미나리 다듬고 남은 줄기", "food_waste"},
		{"시금치 데치고 버린 잎사귀", "food_waste"},
		{"미나리 줄기", "food_waste"},
		// near-misses: a flower's stem, a pot plant's leaf, a root
		{"장미 다듬고 남은 줄기", "general"},
		{"화분 정리하고 남은 잎", "general"},
		{"대파 뿌리 묶음", "general"},
	})
}

// The bones of a food's part (the head of a fish) are bones, general
// waste; the part said with no bones stays the food.
func TestCat35BoneOfFoodPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"우럭 머리 뼈", "general"},
		{"광어 대가리 뼈 큰 거", "general"},
		{"우럭 뼈", "general"},
		// near-misses: the part with no bones, the food alone
		{"우럭 머리 남은 거", "food_waste"},
		{"광어 회 남은 거", "food_waste"},
	})
}

// Names list 19 found missing, each said in more than one way: an
// aquarium's pumps and heaters, a barista's portafilter and grinder, a
// kimjang's rice flour, a wedding's gift food, a camp skillet.
func TestCat35Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"수족관 외부여과기 모터 고장", "e_waste"},
		{"수중 펌프 고장", "e_waste"},
		{"aquarium heater broken", "e_waste"},
		{"원두 그라인더 전동", "e_waste"},
		{"포터필터 녹슨 거", "metal_can"},
		{"무쇠 스킬렛", "metal_can"},
		{"CO2 봄베 다 쓴 거", "metal_can"},
		{"찹쌀가루 봉지 빈 거", "vinyl"},
		{"이바지 음식 상한 거", "food_waste"},
		{"벌꿀 PET 통 빈 거", "plastic"},
		{"택배 폴리백", "vinyl"},
		{"파워뱅크 부푼 거", "battery"},
		// near-misses: a filter's floss, a tyre-shine tub, a trouser
		{"aquarium filter floss", "general"},
		{"타이어 광택제 통 다 쓴 거", "plastic"},
		{"청바지 무릎 나간 거", "clothing"},
		{"찹쌀가루 남은 거", "food_waste"},
	})
}

// A device's blade said gone blunt is how the device stops working: the
// device named before it is the item; a blade blunt or broken with no
// device before it, or broken, stays the blade.
func TestCat35BluntBlade(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"원두 그라인더 칼날 무뎌진 거", "e_waste"},
		{"전동 채칼 날 무딘 거", "e_waste"},
		{"믹서기 칼날 무뎌져서 안 갈려요", "e_waste"},
		// near-misses: no device, a broken blade
		{"칼날 무뎌진 거", "metal_can"},
		{"믹서 칼날 부러진 거", "metal_can"},
	})
}
