package scan

import (
	"fmt"
	"slices"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// TestTagCombinerDecides fits the combiner on made-up lines where the
// reader is usually right but not always, and the detector knows better
// when it is sure, and checks the decisions it learned: a reader tag
// overruled by a detector that is sure the tag is absent, a tag only the
// detector sees accepted, a reader tag kept against a detector that is
// unsure, and a tag that does not apply to the middle never set, however
// strongly both readers hold it.
func TestTagCombinerDecides(t *testing.T) {
	t.Parallel()
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	middles := []string{"clear_pet", "plastic", "food_waste"}
	tagLabels := []string{"wet"}
	var lines []combinerLine
	add := func(n int, set, cleared bool, score float64, holds bool) {
		for k := 0; k < n; k++ {
			r := tagReading{}
			if set {
				r.tags = []string{"wet"}
			}
			if cleared {
				r.cleared = []string{"wet"}
			}
			var want []string
			if holds {
				want = []string{"wet"}
			}
			// a little spread in the scores, as held-out scores have
			s := min(max(score+0.01*float64(k%5-2), 0.001), 0.999)
			lines = append(lines, combinerLine{id: fmt.Sprint(len(lines)), middle: middles[k%2], reading: r, tscores: []float64{s}, want: want})
		}
	}
	add(200, true, false, 0.85, true)   // "물기가 남아 있어요": both say wet
	add(30, true, false, 0.5, true)     // the reader reads it, the detector unsure
	add(40, true, false, 0.03, false)   // the reader's word, of something else
	add(5, true, false, 0.03, true)     //   (now and then right all the same)
	add(60, false, false, 0.95, true)   // said indirectly: only the detector
	add(10, false, false, 0.95, false)  //   (now and then wrong)
	add(400, false, false, 0.05, false) // nothing of the kind
	add(80, false, true, 0.1, false)    // "물기는 다 닦았어요": cleared
	add(10, false, true, 0.9, true)     //   cleared, yet it holds
	// food_waste: wet does not apply; such lines never train the combiner
	for k := 0; k < 50; k++ {
		lines = append(lines, combinerLine{id: fmt.Sprint("fw", k), middle: "food_waste", reading: tagReading{tags: []string{"wet"}}, tscores: []float64{0.99}, want: []string{"wet"}})
	}
	c := fitTagCombiner(cat, middles, tagLabels, lines, nil)
	for _, tc := range []struct {
		name    string
		middle  string
		reading tagReading
		score   float64
		want    bool
	}{
		{"reader and detector agree", "clear_pet", tagReading{tags: []string{"wet"}}, 0.9, true},
		{"reader tag, detector sure it is absent: overruled", "clear_pet", tagReading{tags: []string{"wet"}}, 0.02, false},
		{"reader tag, detector unsure: kept", "plastic", tagReading{tags: []string{"wet"}}, 0.4, true},
		{"detector only, sure: accepted", "plastic", tagReading{}, 0.96, true},
		{"detector only, unsure: not set", "plastic", tagReading{}, 0.4, false},
		{"cleared, detector unsure: stays down", "clear_pet", tagReading{cleared: []string{"wet"}}, 0.6, false},
		{"does not apply to the middle", "food_waste", tagReading{tags: []string{"wet"}}, 0.99, false},
	} {
		got := slices.Contains(c.decide(cat, tc.middle, tc.reading, tagLabels, []float64{tc.score}), "wet")
		if got != tc.want {
			p, _ := c.prob("wet", []float64{tc.score}, tc.reading, tc.middle)
			t.Errorf("%s: wet %v (p %.3f), want %v", tc.name, got, p, tc.want)
		}
	}
	// a tag without a combiner keeps the reader's reading, where it applies
	if got := c.decide(cat, "clear_pet", tagReading{tags: []string{"cap_attached", "wet"}}, tagLabels, []float64{0.9}); !slices.Equal(got, []string{"cap_attached", "wet"}) {
		t.Errorf("reader's cap_attached without a combiner: got %v", got)
	}
	if got := c.decide(cat, "food_waste", tagReading{tags: []string{"cap_attached"}}, tagLabels, []float64{0.9}); len(got) != 0 {
		t.Errorf("food waste with a cap: got %v, want no tags", got)
	}
}

// TestSolve checks the combiner's linear solver on a small system.
func TestSolve(t *testing.T) {
	t.Parallel()
	h := [][]float64{{0, 2, 1}, {1, 1, 0}, {2, 0, 3}}
	x := solve(h, []float64{7, 3, 11})
	want := []float64{1, 2, 3}
	for i := range want {
		if d := x[i] - want[i]; d > 1e-9 || d < -1e-9 {
			t.Fatalf("solve: %v, want %v", x, want)
		}
	}
}

// TestTagDecisionsReadByTheModel reads phrasings through the trained
// reader where the learned tag decision departs from the polarity
// reader's: a reader tag taken back (the lid is the bin's, not the
// can's), a tag the reader cleared set again (a lid "still on" read as
// taken off), a tag only the detector sees (tape on a box is another
// material on the paper), and a tag that does not apply to the middle
// left unset however sure the detector is (general waste is not sorted
// by broken).
func TestTagDecisionsReadByTheModel(t *testing.T) {
	t.Parallel()
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	tm, err := textModelFor(cat)
	if err != nil {
		t.Fatal(err)
	}
	if tm.policy.Comb == nil {
		t.Skip("the combiner is off (tagUseCombiner); these held with it on, docs/quality.md")
	}
	for _, tc := range []struct {
		text, middle, tag string
		reader, want      bool
	}{
		{"뚜껑 있는 통에 모아 둔 건전지 말고 빈 참치캔", "metal_can", "cap_attached", true, false},
		{"coffee cup with the plastic lid still on", "plastic", "cap_attached", false, true},
		{"종이 상자에 테이프가 붙어 있어요", "paper", "mixed_material", false, true},
		{"우산 살이 부러졌어요", "general", "broken", false, false},
	} {
		d := tm.read(cat, tc.text)
		r := readerTags(cat, tc.text, cat.Match(tc.text), d.middle)
		if d.middle != tc.middle {
			t.Errorf("%q: middle %s, want %s", tc.text, d.middle, tc.middle)
			continue
		}
		if got := slices.Contains(r.tags, tc.tag); got != tc.reader {
			t.Errorf("%q: the polarity reader's %s is %v, the case wants %v (reading %+v)", tc.text, tc.tag, got, tc.reader, r)
		}
		if got := slices.Contains(d.tags, tc.tag); got != tc.want {
			t.Errorf("%q: %s %v, want %v (tags %v)", tc.text, tc.tag, got, tc.want, d.tags)
		}
	}
}
