package catalog

import "testing"

// Of two names that share a noun, the one that runs on to the end of the
// next word is the thing; a material said first, a weak container word
// or a part word added, and an earlier name that ends inside a word
// leave the reading as it was.
func TestCat31OverlapHead(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"통기타 줄 끊어진 거", "general"},
		{"어쿠스틱 통기타 줄 한 세트", "general"},
		{"자전거 물통 케이지 부러진 거", "metal_can"},
		// near-misses: a material first, a bottle word, a part, an
		// electric pan
		{"스티로폼 도시락 용기", "styrofoam"},
		{"은박 도시락 용기 찌그러진 거", "metal_can"},
		{"칠성사이다 병 라벨 뗐어요", "clear_pet"},
		{"라텍스 매트리스 커버 벗긴 거", "bulky"},
		{"전기 그릴팬", "e_waste"},
	})
}

// A plastic weak container word said emptied (빈, 다 쓴) of a general
// thing is the tub, weakly; a soft pack of wipes and a thing half left
// are not.
func TestCat31EmptiedWeak(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	for _, text := range []string{"목공풀 빈 통이에요", "고양이 모래 다 쓴 통", "물티슈 빈 통"} {
		if m := c.Match(text); m.Middle != "plastic" || !m.Weak {
			t.Errorf("Match(%q) = %s (weak %v), want plastic, weak", text, m.Middle, m.Weak)
		}
	}
	checkMiddles(t, c, [][2]string{
		{"물티슈 다 쓴 팩", "general"},
		{"목공풀 반 남은 거", "general"},
	})
}

// Plastic said last after a general thing or its tub is what it is made
// of; a plastic thing keeps its own name.
func TestCat31PlasticLast(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"쳇바퀴 플라스틱 깨진 거", "plastic"},
		{"우쿨렐레 피크 통 플라스틱", "plastic"},
		{"햄스터 쳇바퀴", "general"},
	})
	if m := c.Match("물조리개 플라스틱"); m.Item != "바가지·대야" {
		t.Errorf("Match(물조리개 플라스틱) item = %q, want 바가지·대야", m.Item)
	}
}

// A battery's own word after an appliance is the batteries, unless said
// built in, tried or replaced in vain; said missing from it, the
// appliance without them is the item, also when its name is two words.
func TestCat31BatteryOfDevice(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"체중계 건전지 교체한 거", "battery"},
		{"도어락 배터리 갈았어요", "battery"},
		{"리모컨 건전지 빠진 거", "e_waste"},
		{"무선 마우스 건전지 없는 거", "e_waste"},
		{"전기 모기채 건전지 없는 거", "e_waste"},
		// near-misses: replaced in vain, built in, tried with new ones
		{"디지털 체중계 건전지 갈았는데도 안 켜져요", "e_waste"},
		{"블루투스 스피커 배터리 일체형", "e_waste"},
		{"도어락 건전지 새로 넣어도 안 돼요", "e_waste"},
		// and a sewing needle is no needle inside 코바늘 (crochet)
		{"미싱 바늘 부러진 거", "metal_can"},
		{"코바늘 뜨개 가방", "clothing"},
	})
}

// A drink's brand read at the start of a loanword (테라스, 카스테라,
// 캘리그라피) or of another word (진로상담) is no match; the brand said
// as a word still is.
func TestCat31LoanHosts(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"테라스에 내놓은 플라스틱 의자", "bulky"},
		{"카스테라 봉지", "vinyl"},
		{"캘리그라피 연습지", "paper"},
		{"진로상담 안내문", "paper"},
		{"테라코타 화분 깨진 거", "nonflammable"},
		{"테라 빈 병", "glass"},
		{"카스 캔 찌그러진 거", "metal_can"},
		{"켈리 빈 병 세 개", "glass"},
	})
}
