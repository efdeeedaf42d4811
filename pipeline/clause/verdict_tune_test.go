package clause

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai"
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
			opt.Extractor = leaseFeatures{}
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
	ex := verdictExamples(chunks)
	o := opt
	o.GroupFolds = true
	ex0, held, err := classify.TrainHeldOut(ex, o)
	if err != nil {
		t.Fatal(err)
	}
	hp := make([]float64, len(ex))
	hu := make([]bool, len(ex))
	for i := range ex {
		hp[i], hu[i] = held[i][slices.Index(ex0.Labels(), labelUnfair)], slices.Contains(ex[i].Labels, labelUnfair)
	}
	for _, c := range []float64{0.3, 0.4, 0.5, 0.6, 0.7, 0.8} {
		var tp, fp, nu, nf int
		for i := range hp {
			if hu[i] {
				nu++
			} else {
				nf++
			}
			if hp[i] >= c && hu[i] {
				tp++
			} else if hp[i] >= c {
				fp++
			}
		}
		fmt.Printf("  CV at %.1f: R %.3f FA %.3f F1 %.3f\n", c, ratio(tp, nu), ratio(fp, nf), ratio(2*tp, tp+fp+nu))
	}
	// Leave-group-out reference vote over the hash embeddings.
	emb := ai.NewHashEmbedder(0)
	texts := make([]string, len(ex))
	for i := range ex {
		texts[i] = ex[i].Text
	}
	vecs, _ := emb.Embed(context.Background(), texts)
	votes := make([]float64, len(ex))
	for i := range ex {
		type nb struct {
			s float64
			u bool
		}
		var nbs []nb
		for j := range ex {
			if ex[j].Group != ex[i].Group {
				nbs = append(nbs, nb{ai.Cosine(vecs[i], vecs[j]), hu[j]})
			}
		}
		sort.Slice(nbs, func(a, b int) bool { return nbs[a].s > nbs[b].s })
		var tot, un float64
		for _, n := range nbs[:20] {
			w := math.Pow(max(n.s, 0), 4)
			tot += w
			if n.u {
				un += w
			}
		}
		votes[i] = un / tot
	}
	for _, beta := range []float64{0, 0.2, 0.35, 0.5, 1} {
		bp := make([]float64, len(hp))
		for i := range hp {
			bp[i] = (1-beta)*hp[i] + beta*votes[i]
		}
		bt := chooseThresholds(bp, hu)
		fmt.Printf("  beta %.2f: CV AUC %.3f flag %.3f R %.3f FA %.3f\n", beta, auc(bp, hu), bt.Flag, bt.CV.Recall, bt.CV.FalseAlarmRate)
	}
	vm, th, err := trainVerdict(chunks, opt)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("opt C %.2f CW %.2f XW %.2f: CV AUC %.3f thresholds low %.3f flag %.3f high %.3f; CV P %.3f R %.3f F1 %.3f FA %.3f high fair %d unfair %d\n",
		opt.C, opt.CharWeight, opt.ExtractorWeight, auc(hp, hu), th.Low, th.Flag, th.High, th.CV.Precision, th.CV.Recall, th.CV.F1, th.CV.FalseAlarmRate, th.CV.FairAboveHigh, th.CV.UnfairAboveHigh)
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
		p := vm.Scores(d.Text)[labelUnfair]
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
		fmt.Printf("probe %.3f %s\n", vm.Scores(q)[labelUnfair], q)
	}
	if os.Getenv("CLAUSE_TUNE_VERBOSE") != "" {
		for _, r := range rows {
			fmt.Printf("%.3f %v %s\n", r.p, r.unfair, r.text)
		}
	}
}
