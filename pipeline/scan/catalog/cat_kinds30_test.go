package catalog

import "testing"

// A material word said last after a container or a sack — with a
// container word or a volume between — is what the thing is made of; a
// name after the material, glass (a part), and a material of the
// thing's own stream leave the reading as it was.
func TestCat30MaterialLast(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"미끼 통 알루미늄 찌그러진 거", "metal_can"},
		{"된장 통 스텐", "metal_can"},
		{"참기름 1리터 말통 철", "metal_can"},
		{"비료 포대 종이 찢어진 거", "paper"},
		{"사료 포대 종이", "paper"},
		// near-misses: a lid after the metal, the glass of a vase, no
		// material
		{"꽃병 유리", "nonflammable"},
		{"사료 포대 찢어진 거", "vinyl"},
		{"된장 통 플라스틱", "plastic"},
		{"서류 철 한 묶음", "paper"},
		{"세탁소 비닐 종이 라벨 붙은 채", "vinyl"},
	})
}

// A term that begins with a verb's one-syllable adnominal (간, 산) and
// runs into the next word is no match; a term ending with that word, or
// starting with a noun, still is.
func TestCat30AdnominalRunOn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"세입자가 놓고 간 장식장", "bulky"},
		{"전 주인이 버리고 간 장롱이요", "bulky"},
		// near-misses: the sauce bottle written apart, cup noodles
		{"간 장 병 빈 거", "glass"},
		{"다 쓴 간장병", "glass"},
		{"컵 라면용기 씻은 거", "styrofoam"},
	})
}

// A stone or ceramic material said before a piece of furniture is the
// furniture's material, as 유리 and 철제 are: bulky; the material alone
// is non-combustible.
func TestCat30StoneFurniture(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"대리석 협탁 버려요", "bulky"},
		{"세라믹 식탁 6인용", "bulky"},
		{"강화유리 책상", "bulky"},
		// near-misses: the material alone or broken
		{"대리석 조각", "nonflammable"},
		{"세라믹 접시 깨진 거", "nonflammable"},
	})
}

// 거 after a part said to be missing from an appliance or a piece of
// furniture named before it is the thing without its part; the part
// alone, or said otherwise, keeps its reading.
func TestCat30PartMissing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"밥솥 내솥 빠진 거", "e_waste"},
		{"전기밥솥 내솥 없는 거예요", "e_waste"},
		// near-misses: the part alone, no thing before
		{"밥솥 내솥", "metal_can"},
		{"내솥 없는 거", "metal_can"},
	})
}

// A term that starts with an adnominal (빈 병) still matches before a
// plural 들 and its particle: the run-on rule is for accidents of
// reading without spaces (두고 간 장롱 is no 간장), not for plurals.
func TestCat30RunOnPlural(t *testing.T) {
	t.Parallel()
	checkMiddles(t, mustLoad(t), [][2]string{
		{"손님들이 마시고 간 빈 병들이에요", "glass"},
		{"빈 캔들은 어디로 가요", "metal_can"},
	})
}
