package classify

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// synthetic builds a separable multi-label corpus: "terminate" marks label
// term, "arbitration" marks arb, the Korean "해지" marks kr; the rest is
// filler drawn from a shared vocabulary.
func synthetic(n int, seed uint64) []Example {
	rng := rand.New(rand.NewPCG(seed, 7))
	filler := strings.Fields("the service user account content may will any time our your terms policy data access provide use please read agree information 서비스 이용 회원 약관 정보 제공")
	cues := []struct{ word, label string }{
		{"terminate", "term"}, {"arbitration", "arb"}, {"해지할", "kr"},
	}
	out := make([]Example, n)
	for i := range out {
		var words []string
		for j := 0; j < 8+rng.IntN(8); j++ {
			words = append(words, filler[rng.IntN(len(filler))])
		}
		var labels []string
		for _, c := range cues {
			if rng.IntN(4) == 0 {
				pos := rng.IntN(len(words) + 1)
				words = slices.Insert(words, pos, c.word)
				labels = append(labels, c.label)
			}
		}
		out[i] = Example{Text: strings.Join(words, " ") + " .", Labels: labels, Group: fmt.Sprint("doc", i%10)}
	}
	return out
}

func smallOptions() Options {
	return Options{HashBits: 16, MinDF: 1, C: 1, Folds: 3}
}

func TestTrainLearnsSeparableProblem(t *testing.T) {
	t.Parallel()
	m, err := Train(synthetic(300, 1), smallOptions())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Labels(), []string{"arb", "kr", "term"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("labels = %v, want %v", got, want)
	}
	test := synthetic(200, 2)
	rep := evaluate(m, test)
	if rep.MicroF1 < 0.98 || rep.MacroF1 < 0.98 {
		t.Fatalf("held-out µF1 %.3f mF1 %.3f, want ≥ 0.98", rep.MicroF1, rep.MacroF1)
	}
	ps := m.Predict("please read the terminate and arbitration terms")
	if len(ps) != 2 || ps[0].Score < ps[1].Score {
		t.Fatalf("Predict = %+v, want arb and term sorted by score", ps)
	}
	for _, p := range ps {
		if p.Score <= 0 || p.Score >= 1 {
			t.Errorf("score %v outside (0,1)", p.Score)
		}
	}
	if ps := m.Predict("회원 은 언제든지 계약을 해지할 수 있다"); len(ps) != 1 || ps[0].Label != "kr" {
		t.Fatalf("Korean Predict = %+v, want [kr]", ps)
	}
	if ps := m.Predict("the service provide information"); len(ps) != 0 {
		t.Fatalf("Predict on filler = %+v, want none", ps)
	}
	sc := m.Scores("terminate")
	if len(sc) != 3 || sc["term"] < 0.5 || sc["arb"] > 0.5 {
		t.Fatalf("Scores = %v", sc)
	}
}

func TestTrainDeterministic(t *testing.T) {
	t.Parallel()
	ex := synthetic(200, 3)
	a, err := Train(ex, smallOptions())
	if err != nil {
		t.Fatal(err)
	}
	o := smallOptions()
	o.Workers = 1
	b, err := Train(ex, o)
	if err != nil {
		t.Fatal(err)
	}
	ba, _ := a.MarshalBinary()
	bb, _ := b.MarshalBinary()
	if !slices.Equal(ba, bb) {
		t.Fatal("training is not deterministic across worker counts")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	t.Parallel()
	for _, chars := range []float64{0, -1} {
		o := smallOptions()
		o.CharWeight = chars
		m, err := Train(synthetic(200, 4), o)
		if err != nil {
			t.Fatal(err)
		}
		data, err := m.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var back Model
		if err := back.UnmarshalBinary(data); err != nil {
			t.Fatal(err)
		}
		for _, e := range synthetic(100, 5) {
			if got, want := back.Predict(e.Text), m.Predict(e.Text); !reflect.DeepEqual(got, want) {
				t.Fatalf("chars=%v: Predict(%q) = %v after round trip, want %v", chars, e.Text, got, want)
			}
			if got, want := back.Scores(e.Text), m.Scores(e.Text); !reflect.DeepEqual(got, want) {
				t.Fatalf("chars=%v: Scores differ after round trip", chars)
			}
		}
		again, _ := back.MarshalBinary()
		if !slices.Equal(again, data) {
			t.Fatalf("chars=%v: re-marshalled model differs", chars)
		}
	}
	var m Model
	if err := m.UnmarshalBinary([]byte("not a model")); err == nil {
		t.Fatal("UnmarshalBinary accepted garbage")
	}
}

func TestTrainErrors(t *testing.T) {
	t.Parallel()
	if _, err := Train(nil, Options{}); err == nil {
		t.Error("no examples: want error")
	}
	if _, err := Train([]Example{{Text: "a"}}, Options{}); err == nil {
		t.Error("no labels: want error")
	}
	if _, err := Train([]Example{{Text: "a", Labels: []string{"x"}}}, Options{HashBits: 40}); err == nil {
		t.Error("bad HashBits: want error")
	}
}

func TestHangulTokens(t *testing.T) {
	t.Parallel()
	got := wordTokens(splitRuns("회사는 계약을 해지할 수 있다. Terms-of-Service 2024약관"))
	want := []string{"회사", "사는", "계약", "약을", "해지", "지할", "수", "있다", "terms", "of", "service", "2024", "약관"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("tokens = %q\nwant %q", got, want)
	}
}

func TestScoreHandComputed(t *testing.T) {
	t.Parallel()
	labels := []string{"a", "b"}
	truth := [][]string{{"a"}, {}, {"a", "b"}, nil, {"b"}}
	pred := [][]string{{"a"}, {"a"}, {"b", "b"}, {"zzz"}, {}}
	r := Score(truth, pred, labels)
	// a: tp1 fp1 fn1; b: tp1 fn1; none: rows 1,3 true, rows 3,4 predicted.
	want := []LabelScore{
		{Label: "a", Support: 2, TP: 1, FP: 1, FN: 1, Precision: 0.5, Recall: 0.5, F1: 0.5},
		{Label: "b", Support: 2, TP: 1, FP: 0, FN: 1, Precision: 1, Recall: 0.5, F1: 2.0 / 3},
		{Label: NoLabel, Support: 2, TP: 1, FP: 1, FN: 1, Precision: 0.5, Recall: 0.5, F1: 0.5},
	}
	for i, w := range want {
		g := r.PerLabel[i]
		if g.Label != w.Label || g.TP != w.TP || g.FP != w.FP || g.FN != w.FN || g.Support != w.Support ||
			!near(g.Precision, w.Precision) || !near(g.Recall, w.Recall) || !near(g.F1, w.F1) {
			t.Errorf("PerLabel[%d] = %+v, want %+v", i, g, w)
		}
	}
	if !near(r.MicroF1, 6.0/11) { // 2·3 / (2·3 + 2 + 3)
		t.Errorf("MicroF1 = %v, want %v", r.MicroF1, 6.0/11)
	}
	if !near(r.MacroF1, 5.0/9) { // (1/2 + 2/3 + 1/2) / 3
		t.Errorf("MacroF1 = %v, want %v", r.MacroF1, 5.0/9)
	}
	// A label never true nor predicted scores F1 0 (zero_division=0).
	r = Score([][]string{{}}, [][]string{{}}, []string{"a"})
	if r.PerLabel[0].F1 != 0 || r.PerLabel[1].F1 != 1 || r.MacroF1 != 0.5 || r.MicroF1 != 1 {
		t.Errorf("zero-division case: %+v", r)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

// synonymExtractor maps every word of a class to one feature.
type synonymExtractor struct{ class map[string]string }

func (x synonymExtractor) Name() string { return "synonyms-v1" }

func (x synonymExtractor) Features(text string) []string {
	var out []string
	for _, w := range strings.Fields(text) {
		if c, ok := x.class[w]; ok {
			out = append(out, c)
		}
	}
	return out
}

func TestExtractorGeneralisesAndTravelsWithTheModel(t *testing.T) {
	t.Parallel()
	x := synonymExtractor{class: map[string]string{"lorem": "cue", "ipsum": "cue", "vexillum": "cue"}}
	rng := rand.New(rand.NewPCG(3, 3))
	filler := strings.Fields("the service user account content may will any time our your terms policy")
	var train []Example
	for i := range 200 {
		words := []string{filler[rng.IntN(len(filler))], filler[rng.IntN(len(filler))], filler[rng.IntN(len(filler))]}
		var labels []string
		if i%2 == 0 {
			words = append(words, []string{"lorem", "ipsum"}[i%4/2])
			labels = []string{"cue"}
		}
		train = append(train, Example{Text: strings.Join(words, " "), Labels: labels})
	}
	unseen := "our account vexillum terms" // the cue word never seen in training
	plain, err := Train(train, smallOptions())
	if err != nil {
		t.Fatal(err)
	}
	if got := plain.PredictLabels(unseen); len(got) != 0 {
		t.Fatalf("without the extractor an unseen synonym is predicted %v", got)
	}
	o := smallOptions()
	o.Extractor = x
	m, held, err := TrainHeldOut(train, o)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.PredictLabels(unseen); !slices.Equal(got, []string{"cue"}) {
		t.Fatalf("with the extractor: %v, want [cue]", got)
	}
	if len(held) != len(train) || held[0][0] < 0.5 || held[1][0] > 0.5 {
		t.Fatalf("held-out scores: %v %v", held[0], held[1])
	}
	blob, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var bare Model
	if err := bare.UnmarshalBinary(blob); err == nil || !strings.Contains(err.Error(), "synonyms-v1") {
		t.Fatalf("decoding without the extractor: %v", err)
	}
	back, err := Decode(blob, x)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := m.Scores(unseen), back.Scores(unseen); math.Abs(a["cue"]-b["cue"]) > 1e-6 {
		t.Fatalf("decoded model scores %v, trained %v", b, a)
	}
}

// TestScoresWithTakesTheExtractorsFeatures scores texts with the
// extractor's features handed in: the same scores as Scores when they are
// the extractor's, different ones when they are not (so they are used,
// not recomputed), and ignored by a model without an extractor.
func TestScoresWithTakesTheExtractorsFeatures(t *testing.T) {
	t.Parallel()
	x := synonymExtractor{class: map[string]string{"lorem": "cue", "ipsum": "cue", "vexillum": "cue"}}
	var train []Example
	for i := range 60 {
		text, labels := fmt.Sprintf("our terms %d account", i), []string(nil)
		if i%2 == 0 {
			text, labels = text+" "+[]string{"lorem", "ipsum"}[i%4/2], []string{"cue"}
		}
		train = append(train, Example{Text: text, Labels: labels})
	}
	o := smallOptions()
	o.Extractor = x
	m, err := Train(train, o)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"our account vexillum terms", "our terms lorem", "terms account"} {
		if a, b := m.Scores(text), m.ScoresWith(text, x.Features(text)); math.Abs(a["cue"]-b["cue"]) > 1e-12 {
			t.Errorf("%q: ScoresWith %v, Scores %v", text, b, a)
		}
	}
	unseen := "our account vexillum terms"
	if with, without := m.ScoresWith(unseen, x.Features(unseen))["cue"], m.ScoresWith(unseen, nil)["cue"]; with <= without {
		t.Errorf("the extractor's cue did not raise the score: %v with, %v without", with, without)
	}
	plain, err := Train(train, smallOptions())
	if err != nil {
		t.Fatal(err)
	}
	if a, b := plain.Scores(unseen), plain.ScoresWith(unseen, []string{"cue"}); a["cue"] != b["cue"] {
		t.Errorf("a model without an extractor used the features: %v, %v", b, a)
	}
}

// TestSkipLeavesExamplesOut: examples that skip a label train that label
// as if they were absent, and the other labels as before.
func TestSkipLeavesExamplesOut(t *testing.T) {
	ex := synthetic(300, 3)
	// extra lines that would teach "term" that "terminate" means nothing
	var noise []Example
	for i := 0; i < 60; i++ {
		noise = append(noise, Example{Text: fmt.Sprintf("terminate arbitration filler %d .", i), Labels: []string{"arb"}, Group: "noise"})
	}
	opt := Options{Folds: 3, Repeats: 1, Workers: 1}
	skipped := slices.Clone(noise)
	for i := range skipped {
		skipped[i].Skip = []string{"term"}
	}
	withNoise, err := Train(append(slices.Clone(ex), noise...), opt)
	if err != nil {
		t.Fatal(err)
	}
	withSkip, err := Train(append(slices.Clone(ex), skipped...), opt)
	if err != nil {
		t.Fatal(err)
	}
	text := "please terminate your account ."
	if a, b := withNoise.Scores(text)["term"], withSkip.Scores(text)["term"]; b <= a || b < 0.5 {
		t.Errorf("term score %.3f with the noise lines, %.3f with them skipped: want the skipped higher and above 0.5", a, b)
	}
	if a, b := withNoise.Scores("arbitration ."), withSkip.Scores("arbitration ."); math.Abs(a["arb"]-b["arb"]) > 1e-9 {
		t.Errorf("arb scores differ: %.4f, %.4f", a["arb"], b["arb"])
	}
}
