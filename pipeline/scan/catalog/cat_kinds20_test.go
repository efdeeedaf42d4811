package catalog

import "testing"

// A term right before a workshop, class or shop noun names where the item
// was used or bought; another name in the text is the item. Alone, or
// with nothing else named, the term stands.
func TestCat20WorkshopIsAPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"피아노 학원에서 쓰던 연필 한 묶음", "general"},
		{"기타 교습 학원 악보 묶음", "paper"},
		{"도자기 공방에서 받은 종이 쇼핑백", "paper"},
		{"냉장고 매장에서 받아 온 스티로폼 완충재", "styrofoam"},
		{"유리 공예 수업 끝나고 남은 신문지", "paper"},
		// nothing else named: the term stands
		{"피아노 학원", "bulky"},
		// not before a workshop word: the term is the item
		{"학원 앞에 버려진 피아노", "bulky"},
		{"도자기 접시 이가 나갔어요", "nonflammable"},
	})
}

// Books named by what they teach are paper.
func TestCat20LessonBooksArePaper(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"다 푼 피아노 교본", "paper"},
		{"작년 영어 교재 세 권", "paper"},
		{"체르니 연습곡집 낡은 거", "paper"},
	})
}

// A name of a refinement's own item that begins with the refinement's
// word ("갈색 페트병") is refined by it, as a colour word before a plain
// PET bottle is: the match says so, and the middle it moves from is the
// one the colour word moves from.
func TestCat20ColourNamesAreRefined(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, text := range []string{"갈색 페트병 비웠어요", "초록색 페트병인데 투명 페트로 내면 안 되죠?", "a green soda bottle, empty"} {
		m := c.Match(text)
		if m.Middle != "plastic" || !m.Refined || m.Unrefined != "clear_pet" || !m.RefinedByModifier {
			t.Errorf("Match(%q) = %s refined %v from %q by modifier %v, want plastic refined from clear_pet by a modifier", text, m.Middle, m.Refined, m.Unrefined, m.RefinedByModifier)
		}
	}
	for _, text := range []string{"투명한 생수 페트병", "갈색 맥주병"} {
		if m := c.Match(text); m.Refined && m.Unrefined == "clear_pet" && m.Middle == "plastic" {
			t.Errorf("Match(%q) = %s refined from %s: no colour names a PET bottle", text, m.Middle, m.Unrefined)
		}
	}
}
