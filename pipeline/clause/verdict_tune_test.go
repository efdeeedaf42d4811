package clause

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// TestTuneVerdict is a manual harness (CLAUSE_TUNE_VERDICT=1): it trains
// the fairness model on the starter corpus, prints the cross-validated
// thresholds and figures, then the fairness model alone on the dev set
// (testdata/eval/clause_ko_dev.jsonl) at those thresholds.
func TestTuneVerdict(t *testing.T) {
	if os.Getenv("CLAUSE_TUNE_VERDICT") == "" {
		t.Skip("set CLAUSE_TUNE_VERDICT=1")
	}
	docs, err := knowledge.ParseJSONL(bytes.NewReader(starter.JSONL), "starter")
	if err != nil {
		t.Fatal(err)
	}
	chunks := make([]store.Chunk, len(docs))
	for i, d := range docs {
		chunks[i] = store.Chunk{Text: d.Text, Labels: d.Labels, Meta: d.Meta, Document: "starter"}
	}
	opts := []classify.Options{{}}
	if s := os.Getenv("CLAUSE_TUNE_OPTIONS"); s != "" {
		if err := json.Unmarshal([]byte(s), &opts); err != nil {
			t.Fatal(err)
		}
	}
	for _, opt := range opts {
		if opt.ExtractorWeight >= 0 {
			x := os.Getenv("CLAUSE_TUNE_X")
			opt.Extractor = leaseFeatures{noFrames: strings.Contains(x, "noframes"), noNumbers: strings.Contains(x, "nonumbers")}
		}
		tuneVerdictOnce(t, chunks, opt)
	}
}

func auc(p []float64, pos []bool) float64 {
	var pairs, good float64
	for i := range p {
		for j := range p {
			if pos[i] && !pos[j] {
				pairs++
				if p[i] > p[j] {
					good++
				} else if p[i] == p[j] {
					good += 0.5
				}
			}
		}
	}
	return good / pairs
}

func tuneVerdictOnce(t *testing.T, chunks []store.Chunk, opt classify.Options) {
	vm, th, held, err := trainVerdictHeldOut(chunks, opt)
	if err != nil {
		t.Fatal(err)
	}
	hp, hu := held.p, held.unfair
	fmt.Printf("  without the floor: %s\n", cvLine(held.raw, hu, th))
	fmt.Printf("  with the floor:    %s\n", cvLine(hp, hu, th))
	// Per topic: held-out recall of its unfair lines and false alarms on
	// its fair ones at Flag.
	type tally struct{ u, tp, f, fp int }
	topics := map[string]*tally{}
	for i, c := range chunks {
		k := cmp.Or(c.Meta["topic"], "-")
		if topics[k] == nil {
			topics[k] = &tally{}
		}
		tt := topics[k]
		if hu[i] {
			tt.u++
			if hp[i] >= th.Flag {
				tt.tp++
			}
		} else {
			tt.f++
			if hp[i] >= th.Flag {
				tt.fp++
			}
		}
	}
	// The false-alarm target: recall against false alarms on all fair
	// lines, on the ordinary ("general") ones and on the same-topic twins.
	for _, target := range []float64{0.04, 0.06, 0.08, 0.10, 0.12, 0.15} {
		tt := chooseThresholdsAt(hp, hu, target)
		var gen, genFA, twin, twinFA int
		for i, c := range chunks {
			if hu[i] || c.Meta["topic"] == "" {
				continue
			}
			if c.Meta["topic"] == "general" {
				gen++
				if hp[i] >= tt.Flag {
					genFA++
				}
			} else {
				twin++
				if hp[i] >= tt.Flag {
					twinFA++
				}
			}
		}
		fmt.Printf("  target %.2f: flag %.3f P %.3f R %.3f F1 %.3f FA %.3f (general %d/%d, twins %d/%d)\n", target, tt.Flag, tt.CV.Precision, tt.CV.Recall, tt.CV.F1, tt.CV.FalseAlarmRate, genFA, gen, twinFA, twin)
	}
	// Doubt about High (doubtHigh) on the held-out scores: the lines
	// above High it keeps at medium, by reason.
	doubts := map[string][2]int{}
	for i, c := range chunks {
		v := 0
		if !hu[i] {
			v = 1
		}
		if hp[i] >= th.High {
			d := doubtHigh(c.Text)
			n := doubts[d]
			n[v]++
			doubts[d] = n
			if (d != "" || !hu[i]) && os.Getenv("CLAUSE_TUNE_DOUBT") != "" {
				fmt.Printf("  doubt %s unfair=%v %.3f %s\n", d, hu[i], hp[i], c.Text)
			}
		}
	}
	for _, d := range slices.Sorted(maps.Keys(doubts)) {
		fmt.Printf("  above high, doubt %-18q unfair %4d fair %3d\n", d, doubts[d][0], doubts[d][1])
	}
	if tp := os.Getenv("CLAUSE_TUNE_MISSES"); tp != "" {
		for i, c := range chunks {
			if (tp == "all" || c.Meta["topic"] == tp) && (hu[i] != (hp[i] >= th.Flag)) {
				fmt.Printf("  miss %s %.3f unfair=%v %s\n", c.Meta["topic"], hp[i], hu[i], c.Text)
			}
		}
	}
	names := slices.Sorted(maps.Keys(topics))
	for _, k := range names {
		tt := topics[k]
		fmt.Printf("  topic %-24s recall %3d/%3d  false alarms %3d/%3d\n", k, tt.tp, tt.u, tt.fp, tt.f)
	}
	// Nearest twins over the legal frames: a leave-group-out kNN vote
	// (Jaccard on leaseFrames) blended with the model's score.
	if os.Getenv("CLAUSE_TUNE_KNN") != "" {
		ex := verdictExamples(chunks)
		frames := make([]map[string]bool, len(ex))
		for i := range ex {
			frames[i] = map[string]bool{}
			for _, f := range leaseFrames(ex[i].Text) {
				if strings.HasPrefix(f, "f:") || strings.HasPrefix(f, "if:") {
					frames[i][f] = true
				}
			}
			for _, f := range numericFeatures(ex[i].Text) {
				frames[i][f] = true
			}
		}
		votes := make([]float64, len(ex))
		for i := range ex {
			type nb struct {
				s float64
				u bool
			}
			var nbs []nb
			for j := range ex {
				if ex[j].Group != ex[i].Group {
					nbs = append(nbs, nb{jaccard(frames[i], frames[j]), hu[j]})
				}
			}
			sort.Slice(nbs, func(a, b int) bool { return nbs[a].s > nbs[b].s })
			var tot, un float64
			for _, n := range nbs[:10] {
				w := n.s + 1e-3
				tot += w
				if n.u {
					un += w
				}
			}
			votes[i] = un / tot
		}
		for _, beta := range []float64{0, 0.1, 0.2, 0.35, 0.5, 1} {
			bp := make([]float64, len(hp))
			for i := range hp {
				bp[i] = (1-beta)*hp[i] + beta*votes[i]
			}
			bt := chooseThresholds(bp, hu)
			fmt.Printf("  knn beta %.2f: AUC %.3f flag %.3f P %.3f R %.3f F1 %.3f FA %.3f\n", beta, auc(bp, hu), bt.Flag, bt.CV.Precision, bt.CV.Recall, bt.CV.F1, bt.CV.FalseAlarmRate)
		}
	}
	// Per-topic fairness labels ("unfair@topic", learned against every
	// other line) beside the pooled one: p' = max or mean with the pooled.
	if os.Getenv("CLAUSE_TUNE_PERTOPIC") != "" {
		ex := verdictExamples(chunks)
		for i, c := range chunks {
			if hu[i] && c.Meta["topic"] != "" {
				ex[i].Labels = append(ex[i].Labels, "unfair@"+c.Meta["topic"])
			}
		}
		o := opt
		o.GroupFolds, o.C, o.ExtractorWeight = true, cmp.Or(o.C, VerdictCDefault), cmp.Or(o.ExtractorWeight, VerdictExtractorWeightDefault)
		m2, held2, err := classify.TrainHeldOut(ex, o)
		if err != nil {
			t.Fatal(err)
		}
		labels := m2.Labels()
		pooled := make([]float64, len(ex))
		best := make([]float64, len(ex))
		mix := make([]float64, len(ex))
		for i := range ex {
			var num, den float64
			for l, name := range labels {
				switch {
				case name == labelUnfair:
					pooled[i] = held2[i][l]
				case strings.HasPrefix(name, "unfair@"):
					best[i] = max(best[i], held2[i][l])
					tp := held2[i][slices.Index(labels, topicPrefix+strings.TrimPrefix(name, "unfair@"))]
					num += tp * held2[i][l]
					den += tp
				}
			}
			if den > 0 {
				mix[i] = num / den
			}
		}
		for _, v := range []struct {
			name string
			f    func(i int) float64
		}{
			{"pooled", func(i int) float64 { return pooled[i] }},
			{"max topic", func(i int) float64 { return best[i] }},
			{"topic-weighted", func(i int) float64 { return mix[i] }},
			{"mean(pooled, max topic)", func(i int) float64 { return (pooled[i] + best[i]) / 2 }},
			{"max(pooled, max topic)", func(i int) float64 { return max(pooled[i], best[i]) }},
			{"mean(pooled, weighted)", func(i int) float64 { return (pooled[i] + mix[i]) / 2 }},
		} {
			bp := make([]float64, len(ex))
			for i := range bp {
				bp[i] = v.f(i)
			}
			bt := chooseThresholds(bp, hu)
			fmt.Printf("  %-24s AUC %.3f flag %.3f P %.3f R %.3f F1 %.3f FA %.3f\n", v.name, auc(bp, hu), bt.Flag, bt.CV.Precision, bt.CV.Recall, bt.CV.F1, bt.CV.FalseAlarmRate)
		}
	}
	fmt.Printf("opt C %.2f CW %.2f XW %.2f: CV AUC %.3f thresholds low %.3f flag %.3f doubt flag %.3f high %.3f; CV P %.3f R %.3f F1 %.3f FA %.3f high fair %d unfair %d\n",
		opt.C, opt.CharWeight, opt.ExtractorWeight, auc(hp, hu), th.Low, th.Flag, th.DoubtFlag, th.High, th.CV.Precision, th.CV.Recall, th.CV.F1, th.CV.FalseAlarmRate, th.CV.FairAboveHigh, th.CV.UnfairAboveHigh)
	f, err := os.Open("../../testdata/eval/clause_ko_dev.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	dev, err := knowledge.ParseJSONL(f, "dev")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		p      float64
		unfair bool
		text   string
	}
	var rows []row
	var tp, fp, fn, nf int
	for _, d := range dev {
		p := floorUnlawful(d.Text, vm.Scores(d.Text)[labelUnfair], th)
		u := d.Meta["verdict"] == VerdictUnfair
		rows = append(rows, row{p, u, d.Text})
		switch {
		case u && p >= th.Flag:
			tp++
		case u:
			fn++
		case p >= th.Flag:
			fp++
		}
		if !u {
			nf++
		}
	}
	fmt.Printf("dev: P %.3f R %.3f F1 %.3f FA %d/%d\n", ratio(tp, tp+fp), ratio(tp, tp+fn), ratio(2*tp, 2*tp+fp+fn), fp, nf)
	sort.Slice(rows, func(i, j int) bool { return rows[i].p > rows[j].p })
	dp := make([]float64, len(rows))
	du := make([]bool, len(rows))
	for i, r := range rows {
		dp[i], du[i] = r.p, r.unfair
	}
	fmt.Printf("dev AUC %.3f\n", auc(dp, du))
	for _, q := range []string{"임대인은 임대차가 끝나고 임차인이 집을 비우는 날 보증금 전액을 돌려준다.", "집주인은 세입자와 미리 약속한 시간에만 집에 들어갈 수 있다.", "세입자는 계약 갱신을 요구할 권리를 미리 포기한다.", "집주인은 언제든지 세입자에게 알리지 않고 집에 들어갈 수 있다.", "전세금은 다음 세입자가 들어온 뒤에 돌려준다.", "월세를 하루라도 늦게 내면 월세의 30%를 연체료로 낸다.", "임대인은 계약 기간 중 언제든지 통보만으로 계약을 해지할 수 있다.", "월세가 늦어지면 법정 이율에 따른 지연이자를 낸다.", "임차인은 임대인의 동의 없이 전입신고를 할 수 없다.", "임대인은 임차인이 요청하면 전입신고와 확정일자 취득에 협조한다", "건물의 모든 수리비용은 그 원인과 관계없이 임차인이 부담한다", "실내에서는 흡연하지 않는다", "통상적인 사용에 따른 마모와 노후는 원상복구 대상에서 제외한다"} {
		fmt.Printf("probe %.3f %s\n", floorUnlawful(q, vm.Scores(q)[labelUnfair], th), q)
	}
	if os.Getenv("CLAUSE_TUNE_VERBOSE") != "" {
		for _, r := range rows {
			fmt.Printf("%.3f %v %s\n", r.p, r.unfair, r.text)
		}
	}
}

func jaccard(a, b map[string]bool) float64 {
	var inter int
	for k := range a {
		if b[k] {
			inter++
		}
	}
	if u := len(a) + len(b) - inter; u > 0 {
		return float64(inter) / float64(u)
	}
	return 0
}

// cvLine reports detection at th.Flag on held-out scores p.
func cvLine(p []float64, unfair []bool, th VerdictThresholds) string {
	var tp, fp, nu, nf, fh int
	for i := range p {
		if unfair[i] {
			nu++
		} else {
			nf++
		}
		switch {
		case p[i] >= th.Flag && unfair[i]:
			tp++
		case p[i] >= th.Flag:
			fp++
		}
		if !unfair[i] && p[i] >= th.High {
			fh++
		}
	}
	return fmt.Sprintf("AUC %.3f P %.3f R %.3f F1 %.3f FA %.3f fair>=high %d", auc(p, unfair), ratio(tp, tp+fp), ratio(tp, nu), ratio(2*tp, 2*tp+fp+nu-tp), ratio(fp, nf), fh)
}
