package scan

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// cat8Sets are the readable sets the middle harness may read: the blind
// ones are never read.
var cat8Sets = append([]string{"scan_ko_ho12", "scan_ko_dev11", "scan_ko_ho11", "scan_ko_dev10", "scan_ko_ho10", "scan_ko_dev9", "scan_ko_ho9", "scan_ko_dev8", "scan_ko_ho8"}, readableScanSets...)

// explainMiddle prints what the keyword matcher and the classifier made
// of text (focused as classifyWords focuses it).
func explainMiddle(s *Service, tm *textModel, text string) string {
	f := focus(text)
	kw := s.cat.Match(f)
	masked := catalog.MaskModalCan(f)
	extra := scanFeatures{cat: s.cat}.featuresOf(masked, kw)
	sc := tm.middle.ScoresWith(masked, extra)
	labels := make([]string, 0, len(sc))
	for l := range sc {
		labels = append(labels, l)
	}
	sort.Slice(labels, func(i, j int) bool { return sc[labels[i]] > sc[labels[j]] })
	var top []string
	for _, l := range labels[:3] {
		top = append(top, fmt.Sprintf("%s %.2f", l, sc[l]))
	}
	fo := ""
	if f != text {
		fo = fmt.Sprintf(" focus=%q", f)
	}
	return fmt.Sprintf("kw=%s/%s weak=%v refined=%v aside=%v; clf %s%s", kw.Middle, kw.Item, kw.Weak, kw.Refined, kw.Aside, strings.Join(top, ", "), fo)
}

// TestCat8Middles is a manual harness (SCAN_CAT8=1 or a comma list of
// readable set names; SCAN_CAT8_TEXT="a|b" explains single texts): it
// reads the sets with the served model and prints each wrong middle with
// what the matcher and the classifier read.
func TestCat8Middles(t *testing.T) {
	v, texts := os.Getenv("SCAN_CAT8"), os.Getenv("SCAN_CAT8_TEXT")
	if v == "" && texts == "" {
		t.Skip("set SCAN_CAT8=1 or SCAN_CAT8_TEXT")
	}
	s := newService(t)
	tm, err := textModelFor(s.cat)
	if err != nil {
		t.Fatal(err)
	}
	if texts != "" {
		for _, x := range strings.Split(texts, "|") {
			got, err := s.classifyWords(context.Background(), x)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Printf("%q → %s %v (%s)\n   %s\n", x, got.Classification.MiddleKey, got.SituationTags, got.Method, explainMiddle(s, tm, x))
		}
		return
	}
	sets := cat8Sets
	if v != "1" {
		sets = strings.Split(v, ",")
	}
	total, wrong := 0, 0
	for _, set := range sets {
		if !slices.Contains(cat8Sets, set) {
			t.Fatalf("%s is not a readable set", set)
		}
		f, err := os.Open("../../testdata/eval/" + set + ".jsonl")
		if err != nil {
			t.Fatal(err)
		}
		cases, err := ReadEvalCases(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		w := 0
		for _, c := range cases {
			got, err := s.classifyWords(context.Background(), c.Text)
			if err != nil {
				t.Fatal(err)
			}
			if got.Classification.MiddleKey != c.Middle {
				w++
				fmt.Printf("  %s %s → %s (%s) %q\n     %s\n", c.ID, c.Middle, got.Classification.MiddleKey, got.Method, c.Text, explainMiddle(s, tm, c.Text))
			}
		}
		fmt.Printf("SET %s wrong middles %d/%d\n", set, w, len(cases))
		total += len(cases)
		wrong += w
	}
	fmt.Printf("ALL wrong middles %d/%d\n", wrong, total)
}

// TestCat8Focus is a manual harness (SCAN_CAT8_FOCUS=1): every line of
// the readable sets that askedFocus focuses, with its focus.
func TestCat8Focus(t *testing.T) {
	if os.Getenv("SCAN_CAT8_FOCUS") == "" {
		t.Skip("set SCAN_CAT8_FOCUS=1")
	}
	for _, set := range cat8Sets {
		f, err := os.Open("../../testdata/eval/" + set + ".jsonl")
		if err != nil {
			t.Fatal(err)
		}
		cases, err := ReadEvalCases(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			if got := focus(c.Text); got != c.Text {
				fmt.Printf("%s %s %q\n    → %q\n", c.ID, c.Middle, c.Text, got)
			}
		}
	}
}

// cat8Case is a description and the middle the reader should give it.
type cat8Case struct{ text, middle string }

func checkCat8(t *testing.T, cases []cat8Case) {
	t.Helper()
	s := newService(t)
	for _, c := range cases {
		got, err := s.classifyWords(context.Background(), c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got.Classification.MiddleKey != c.middle {
			t.Errorf("classifyWords(%q) = %s, want %s (focus %q)", c.text, got.Classification.MiddleKey, c.middle, focus(c.text))
		}
	}
}

// A list whose question names one entry is about that entry, whatever
// the other entries are and whichever comes first; a list whose question
// names none, or two, is read whole.
func TestCat8AskedEntry(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"베란다 치운 것: 1. 빈 맥주병 2. 깨진 화분 3. 신문 뭉치 → 맥주병은요?", "glass"},
		{"주방 정리 1) 프라이팬 2) 다 쓴 식용유 통 3) 비닐랩 심 — 프라이팬은 어디로 내요?", "metal_can"},
		{"욕실에서 나온 거: 1. 샴푸 통 2. 칫솔 3. 샤워 커튼 → 칫솔은 어떻게 버려?", "general"},
		{"택배 정리함 ①박스 ②뽁뽁이 ③아이스팩 — 아이스팩은 어디에 버리나요?", "general"},
		{"이삿짐: 1. 전자레인지 2. 의자 3. 옷걸이 — 옷걸이는 철사예요 어디로?", "metal_can"},
		{"Garage clear-out: 1. paint tins 2. an old kettle 3. cardboard boxes → where does the kettle go?", "e_waste"},
		{"my desk drawer: 1) dead AA batteries 2) old receipts 3) a broken stapler - the batteries?", "battery"},
		{"냉장고 비우는 중: 1. 케첩 병 2. 상한 두부 3. 우유팩 → 두부는 음식물인가요?", "food_waste"},
		{"분리수거 1. 신문지 2. 소주병 3. 과자 봉지 - 과자 봉지는요?", "vinyl"},
		{"- 깨진 거울\n- 빈 맥주캔\n- 헌 신발\n맥주캔은 어디로?", "metal_can"},
		// a topic asked about after other things were spoken of
		{"싱크대 밑 정리하다가 간장 다 쓴 거 나왔는데 옆에 있던 뚝배기가 떨어져서 깨졌어요 병은 금 하나 없어요 병은 어디에 버려요?", "glass"},
		{"창고 정리하는데 부러진 우산이 나왔고요 캔은 찌그러뜨려놨어요 캔은 어디로?", "metal_can"},
		// counter-examples: the question names no entry, or the topic is
		// short for a thing named in full: read as before
		{"부엌에서 나온 거: 1. 깨진 접시 2. 깨진 머그 3. 뚝배기 조각 → 전부 어디로?", "nonflammable"},
		{"콜라 페트병 라벨은 뗐고요 병은 찌그러뜨렸어요 병은 어디로?", "clear_pet"},
		{"소주병 두 개 씻어놨어요 병은 어디에?", "glass"},
	})
}

// Breakage moves glass and ceramics to nonflammable, not plastics: a
// named plastic thing that is cracked or broken stays plastic; glass
// ware and ceramics broken are nonflammable.
func TestCat8BrokenPlasticStaysPlastic(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"오래 쓴 플라스틱 수납함 뚜껑이 쩍 갈라졌어요", "plastic"},
		{"빨래 바구니 손잡이 쪽이 부서졌는데 어디다 버려요", "plastic"},
		{"반찬통 모서리가 깨져서 금이 갔어", "plastic"},
		{"리빙박스 바닥이 금 가서 물이 새요", "plastic"},
		{"애들 플라스틱 장난감 블록 통이 깨졌어요", "plastic"},
		{"the plastic storage tub cracked down one side", "plastic"},
		{"물뿌리개 주둥이가 부러졌어요", "plastic"},
		// glass and ceramics broken
		{"유리 반찬통 떨어뜨려서 깨졌어요", "nonflammable"},
		{"사기 그릇 이가 나갔어요", "nonflammable"},
		{"a ceramic mug with a cracked handle", "nonflammable"},
	})
}

// 새로 is "newly" before a verb, not the soju: a thing bought new and an
// old one thrown away is the old thing.
func TestCat8NewlyIsNoSoju(t *testing.T) {
	t.Parallel()
	checkCat8(t, []cat8Case{
		{"새로 산 컵이 있어서 옛날 플라스틱 컵은 버려요", "plastic"},
		{"수납함 새로 들여서 헌 거 버림", "plastic"},
		{"새로 소주 빈 병", "glass"},
	})
}
