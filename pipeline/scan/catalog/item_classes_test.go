package catalog

import (
	"slices"
	"testing"
)

// Church, club and school printed matter the taxonomy did not name is
// paper; the string or tape it is tied with is not the item.
func TestPrintedMatterTied(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"성당 주보 모아 둔 거 한 뭉치", "paper"},
		{"아파트 관리사무소 안내문 여러 장", "paper"},
		{"동창회 회보 지난 호들", "paper"},
		{"구청 소식지 몇 달 치", "paper"},
		{"학교 가정통신문 쌓인 거", "paper"},
		{"여행사 브로슈어랑 팜플렛", "paper"},
		{"old church bulletins in a pile", "paper"},
		{"신문지 뭉치 노끈으로 꽁꽁 묶어 놨어요", "paper"},
		{"잡지 모아서 끈으로 묶었는데 종이로 내면 되죠", "paper"},
		{"책 몇 권 비닐 끈으로 묶어서 내놨어요", "paper"},
		// the string alone is the item; an item rinsed with water is
		// the item
		{"다 쓴 노끈 한 뭉치", "general"},
		{"우유팩 물로 헹궈서 말려 뒀어요", "paper_pack"},
	})
}

// Art and craft paper (도화지, 화선지, 머메이드지, 색상지) is paper, and a
// paint or glue the text denies is no evidence of anything.
func TestArtPaper(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"서예 연습하고 남은 화선지", "paper"},
		{"머메이드지 잘라 쓰고 남은 조각", "paper"},
		{"색상지 남은 거 한 묶음", "paper"},
		{"붓글씨 연습한 습자지 뭉치", "paper"},
		{"전통 한지 자투리 모은 거", "paper"},
		{"4절지 도화지 안 쓴 거", "paper"},
		// 한지 must not be read in 가능한지
		{"플라스틱 통 재활용 가능한지 궁금해요", "plastic"},
	})
	for _, text := range []string{"크레파스 안 묻은 도화지 조각", "크레파스 안 묻은 스케치북 종이만 모음"} {
		if m := c.Match(text); m.Middle != "paper" || !slices.Contains(m.Aside, "general") {
			t.Errorf("Match(%q) = %s aside %v, want paper, general aside", text, m.Middle, m.Aside)
		}
	}
}

// Fruit and shellfish the taxonomy did not name are food; a shell named
// after the shellfish (석화 … 껍데기) is general waste, and a container
// word counted after a food measures it.
func TestFoodCountedAndShells(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"자두 한 봉지가 다 물렀어요", "food_waste"},
		{"살구 한 바구니 곯아서 버려요", "food_waste"},
		{"체리 한 상자 받았는데 반은 상했어", "food_waste"},
		{"망고 두 박스가 익다 못해 썩음", "food_waste"},
		{"천도복숭아 한 소쿠리가 짓물렀어요", "food_waste"},
		{"석화 구워 먹고 남은 껍데기 한 양동이", "general"},
		{"굴 까서 무쳐 먹고 나온 껍데기 두 대야", "general"},
		{"전복 손질하고 남은 껍데기", "general"},
		{"소라 삶아 먹고 나온 껍데기 몇 개", "general"},
		// a stone fruit's pit stays general, the fruits listed or not
		{"망고 잘라 먹고 나온 납작한 씨", "general"},
		{"복숭아 두 개 깎아 먹고 남은 씨", "general"},
		{"체리랑 자두 먹고 뱉은 씨 모은 거", "general"},
		// the food itself, and the box when nothing is in it
		{"꼬막 삶은 거 남은 거", "food_waste"},
		{"빈 과일 박스 한 개", "paper"},
	})
}

// A packaging box named after what it held is the box, with a bare word
// or two between ("물티슈 샘플 박스", "마스크 선물용 박스").
func TestPackagingWithModifier(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"물티슈 샘플 박스 납작하게 접었어요", "paper"},
		{"마스크 선물용 박스, 투명 창은 떼어 냈어요", "paper"},
		{"기저귀 증정용 상자 하나", "paper"},
		// the thing itself, and boxes counted
		{"기저귀 샘플 몇 개 남은 거", "general"},
		{"물티슈 두 박스 중에 하나 뜯은 거 말라 버림", "general"},
	})
}

// A colour word on a PET bottle makes it coloured PET, a "clear" the text
// denies included ("not a see-through one", "투명한 거 아니고").
func TestColouredPETWords(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"청록색 탄산수 페트병", "plastic"},
		{"민트색 음료 페트병 라벨 뗌", "plastic"},
		{"연둣빛 사이다 페트병", "plastic"},
		{"옅은 초록 생수 페트병", "plastic"},
		{"teal soda bottle, rinsed", "plastic"},
		{"a lime green soda bottle, not a see-through one", "plastic"},
		{"tinted water bottle, not a see-through one", "plastic"},
		{"탄산수 페트병인데 투명한 거 아니고 초록색", "plastic"},
		// a clear bottle stays clear
		{"투명 생수 페트병, 라벨 뗐어요", "clear_pet"},
		{"clear soda bottle with a green cap", "clear_pet"},
	})
}

// A box or bag of food said to have gone soft or rotten is the food; one
// said only to be empty or torn is the box.
func TestSpoiledBoxIsFood(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"귤 박스가 통째로 물러졌네요", "food_waste"},
		{"사과 상자가 반 넘게 썩었어", "food_waste"},
		{"자두 봉지 안에서 다 곯았어요", "food_waste"},
		{"귤 박스 비웠어요", "paper"},
		{"사과 상자 모서리가 찢어졌어요", "paper"},
	})
}
