package catalog

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// TestCat8Probe is a manual probe (CAT8_PROBE="a|b"): what the matcher
// reads in each text.
func TestCat8Probe(t *testing.T) {
	v := os.Getenv("CAT8_PROBE")
	if v == "" {
		t.Skip("set CAT8_PROBE")
	}
	c := mustLoad(t)
	for _, x := range strings.Split(v, "|") {
		m := c.Match(x)
		fmt.Printf("%q → %s/%s weak=%v generic=%v refined=%v aside=%v named=%v tags=%v\n", x, m.Middle, m.Item, m.Weak, m.Generic, m.Refined, m.Aside, m.Named, m.Tags)
	}
}

func TestCat8Tokens(t *testing.T) {
	v := os.Getenv("CAT8_TOKENS")
	if v == "" {
		t.Skip("set CAT8_TOKENS")
	}
	for _, x := range strings.Split(v, "|") {
		var parts []string
		for _, tk := range korean.Tokens(x) {
			parts = append(parts, fmt.Sprintf("%s[%s %s p=%s e=%s]", tk.Surface, tk.Kind, tk.Stem, tk.Particle, tk.Ending))
		}
		fmt.Println(strings.Join(parts, " "))
	}
}

// checkMiddles checks the middle the matcher reads, not its tags.
func checkMiddles(t *testing.T, c *Catalog, cases [][2]string) {
	t.Helper()
	for _, tc := range cases {
		if m := c.Match(tc[0]); m.Middle != tc[1] {
			t.Errorf("Match(%q) = %s/%s, want %s", tc[0], m.Middle, m.Item, tc[1])
		}
	}
}

// 못 before a verb is "cannot", not a nail: it must not pull the text to
// metal; a nail said with a particle, a count or a modifier still does.
func TestCat8NegatorIsNoNail(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"제습기 물통에 곰팡이 피어서 못 쓰겠어요", "e_waste"},
		{"전기포트 바닥이 타서 못 씀", "e_waste"},
		{"선풍기 날개 부러져서 못 쓰것네", "e_waste"},
		{"공기청정기 필터 구멍 나서 더는 못 쓰니까 버릴라고", "e_waste"},
		{"토스터 레버가 안 내려가서 못 써요", "e_waste"},
		{"the toaster is busted, 못 고쳐요", "e_waste"},
		// nails
		{"녹슨 못 한 봉지", "metal_can"},
		{"벽에서 뺀 못이랑 나사", "metal_can"},
		{"못 몇 개 남은 거", "metal_can"},
		{"휜 못", "metal_can"},
	})
}

// A stream the asker proposes (종이니까 paper로?, 비닐로 내면 돼요?, 음식물
// 통에 넣어도 돼?) is a guess: the item named decides, and the classifier
// may not take the guess for it (Match.Aside). A proposal consistent with
// a named item, a stream as the material (종이로 된) or the only thing
// named keeps its middle.
func TestCat8ProposedStream(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	// aside: the middle Match.Aside must hold ("-x": must not hold)
	cases := []struct{ text, middle, aside string }{
		{"다 쓴 면봉 한 움큼, 플라스틱이니까 플라스틱으로 내면 돼?", "general", "plastic"},
		{"녹차 티백 우려낸 거 종이로 버려도 되죠?", "general", "paper"},
		{"칫솔 다 닳았는데 플라스틱 쪽으로 가나요?", "general", "plastic"},
		{"달걀 껍데기 음식물 통에 넣어도 돼요?", "general", "food_waste"},
		{"used tea bags, paper 로 내면 되나?", "general", "paper"},
		{"고무장갑 구멍 났는데 비닐로 버리면 되나요", "general", "vinyl"},
		{"조개껍데기 음식물로 버려도 됨?", "general", "food_waste"},
		{"이 칫솔 플라스틱류 맞죠?", "general", "plastic"},
		{"면봉은 플라스틱이라서 플라스틱으로 버렸어요", "general", "plastic"},
		{"old toothbrush, recycle it as plastic?", "general", "plastic"},
		{"used coffee filters, do they go in the paper?", "general", "paper"},
		// consistent, material, or nothing else named
		{"택배 박스 테이프 떼고 종이로 내면 되죠?", "paper", ""},
		{"종이로 된 컵인데 어디 버려요", "paper", ""},
		{"이거 비닐로 버리면 돼요?", "vinyl", ""},
		{"과자 봉지 비닐로 내면 되죠?", "vinyl", ""},
		// the guess is said of a thing the matcher does not know
		{"족발 먹고 뼈랑 남은 껍데기 살 있는데 껍데기살은 음식물 맞죠?", "general", "-food_waste"},
	}
	for _, tc := range cases {
		m := c.Match(tc.text)
		not, isNot := strings.CutPrefix(tc.aside, "-")
		if m.Middle != tc.middle || isNot && slices.Contains(m.Aside, not) || !isNot && tc.aside != "" && !slices.Contains(m.Aside, tc.aside) {
			t.Errorf("Match(%q) = %s aside %v, want %s aside %q", tc.text, m.Middle, m.Aside, tc.middle, tc.aside)
		}
	}
}

// A colour said of the label or cap of a clear bottle does not make it
// coloured PET; a colour said of the bottle does.
func TestCat8ColourOfAPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"투명 생수병인데 라벨은 파란색이에요", "clear_pet"},
		{"빨간 뚜껑 달린 투명 페트병", "clear_pet"},
		{"콜라 페트병 라벨이 빨간색인데 병은 투명해요", "clear_pet"},
		{"clear soda bottle with a green label", "clear_pet"},
		{"water bottle, the cap is blue, bottle itself clear", "clear_pet"},
		{"탄산수 페트병 초록 라벨 뗐어요", "clear_pet"},
		// the bottle itself coloured
		{"초록색 사이다 페트병", "plastic"},
		{"갈색 맥주 페트병 라벨 뗐어요", "plastic"},
		{"green soda bottle, label off", "plastic"},
	})
}

// A part of a food named after a clause (양파 까고 나온 껍질, 대파 다듬고
// 남은 뿌리) is the part's item; a peel that is food waste stays food
// waste, and two things joined stay two.
func TestCat8FoodPartAfterClause(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"양파 다듬고 나온 껍질 한 봉지", "general"},
		{"양파 까서 생긴 껍질들", "general"},
		{"마늘 까고 남은 껍질 어디 버려요", "general"},
		{"양파 썰다 벗긴 껍질이요", "general"},
		// food waste peels, and two things
		{"감자 깎고 나온 껍질", "food_waste"},
		{"귤 까먹고 남은 껍질", "food_waste"},
		{"양파랑 껍질 같이 상했어요", "food_waste"},
	})
}

// A basin counted (한 바가지, 두 바가지) measures what is in it; a basin
// thrown away is plastic.
func TestCat8BasinAsMeasure(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"수박 껍질이 한 바가지", "food_waste"},
		{"귤 껍질 두 바가지 나왔어요", "food_waste"},
		{"조개껍데기 한바가지", "general"},
		// the basin itself
		{"바가지 금 가서 버려요", "plastic"},
		{"물 푸는 바가지 하나", "plastic"},
	})
}

// A piece of furniture or an appliance being tidied or emptied (냉장고
// 정리하다가, 신발장 청소하다) is where the item was; one thrown away is
// the item.
func TestCat8TidiedPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"냉장고 정리하다가 나온 잼 병", "glass"},
		{"김치냉장고 비우다가 나온 김치통", "plastic"},
		{"책상 정리하다 나온 건전지", "battery"},
		{"옷장 정리 중에 나온 철사 옷걸이", "metal_can"},
		{"신발장 청소하다 발견한 우유팩", "paper_pack"},
		// the thing itself
		{"냉장고 고장나서 버려요", "e_waste"},
		{"책상 다리 부러졌어요", "bulky"},
	})
}

// Things named by use or as a class the matcher lacked: small
// appliances, kitchen scraps that are general waste, bathroom and make-up
// consumables; a word inside another word (바지 in 바지락, 팩트 in 콤팩트)
// must not pull its stream.
func TestCat8Vocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"다 쓴 쿠션 팩트 케이스", "general"},
		{"샤워볼 오래 써서 늘어났어요", "general"},
		{"귀이개 부러짐", "general"},
		{"used q-tips and cotton pads", "general"},
		{"고장 난 모기채", "e_waste"},
		{"목 마사지기 충전이 안 돼요", "e_waste"},
		{"my old electric shaver", "e_waste"},
		{"파인애플 껍질 잘라낸 거", "general"},
		{"옥수수대 세 개", "general"},
		{"대파 다듬고 남은 뿌리", "general"},
		{"상한 대파 한 단", "food_waste"},
		{"바지락 껍데기 한 봉지", "general"},
		{"꽂는 콤팩트 형광램프", "lamp"},
		{"청바지 무릎 찢어짐", "clothing"},
	})
}
