package clause

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// unfairDir is the LexGLUE UNFAIR-ToS copy shared with the project
// (CLAUSE_TUNE_DATA overrides it).
var unfairDir = cmp.Or(os.Getenv("CLAUSE_TUNE_DATA"), "../../../shared/data/clause/unfair_tos/")

// TestTuneDump is a manual harness for choosing the Blend: with
// CLAUSE_TUNE_OUT=file it ingests UNFAIR-ToS train (training the judge),
// runs the search for every validation sentence and writes one JSON line of
// signals per sentence for offline analysis.
func TestTuneDump(t *testing.T) {
	out := os.Getenv("CLAUSE_TUNE_OUT")
	if out == "" {
		t.Skip("set CLAUSE_TUNE_OUT to write the tuning signals")
	}
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	ing := &Ingester{Store: st, Embedder: ai.NewHashEmbedder(0)}
	f, err := os.Open(unfairDir + "train.jsonl")
	if err != nil {
		t.Skip(err)
	}
	if _, err := ing.IngestFile(ctx, "tos", "train.jsonl", f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := ing.TrainJudge(ctx, "tos"); err != nil {
		t.Fatal(err)
	}
	cfg, _ := Config{Store: st, Corpus: "tos", Candidates: 30, TopK: 30}.withDefaults()
	s := &searcher{cfg: cfg}
	j := NewEmbeddedJudge(st)
	m, _, err := j.model(ctx, "tos")
	if err != nil || m == nil {
		t.Fatalf("model: %v", err)
	}
	vf, _ := os.Open(unfairDir + "validation.jsonl")
	docs, err := knowledge.ParseJSONL(vf, "validation")
	if err != nil {
		t.Fatal(err)
	}
	w, _ := os.Create(out)
	defer w.Close()
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	for _, d := range docs {
		so, err := s.search(ctx, Input{Clause: d.Text, Lang: "en"})
		if err != nil {
			t.Fatal(err)
		}
		sig := j.signals(m, d.Text, so.References)
		type ref struct {
			Labels                   []string
			Score, Similarity, Fused float64
		}
		refs := make([]ref, len(so.References))
		for i, r := range so.References {
			refs[i] = ref{r.Labels, r.Score, r.Similarity, r.Fused}
		}
		b, _ := json.Marshal(map[string]any{"company": d.Meta["company"], "truth": d.Labels, "model": sig.model, "predicted": m.PredictLabels(d.Text), "refs": refs})
		bw.Write(append(b, '\n'))
	}
}

// TestTuneDumpCV is TestTuneDump over UNFAIR-ToS train alone: 5 folds
// grouped by company, each fold's signals computed against a corpus and a
// classifier made of the other four (CLAUSE_TUNE_CV_OUT=file).
func TestTuneDumpCV(t *testing.T) {
	out := os.Getenv("CLAUSE_TUNE_CV_OUT")
	if out == "" {
		t.Skip("set CLAUSE_TUNE_CV_OUT to write the cross-validated tuning signals")
	}
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	ing := &Ingester{Store: st, Embedder: ai.NewHashEmbedder(0)}
	f, err := os.Open(unfairDir + "train.jsonl")
	if err != nil {
		t.Skip(err)
	}
	docs, err := knowledge.ParseJSONL(f, "train")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	const k = 5
	companies := map[string]int{}
	for _, d := range docs {
		if _, ok := companies[d.Meta["company"]]; !ok {
			companies[d.Meta["company"]] = len(companies) % k
		}
	}
	w, _ := os.Create(out)
	defer w.Close()
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	for fold := range k {
		corpus := "tos-" + string(rune('a'+fold))
		var in, held []knowledge.Doc
		for _, d := range docs {
			if companies[d.Meta["company"]] == fold {
				held = append(held, d)
			} else {
				in = append(in, d)
			}
		}
		if _, err := ing.IngestDocs(ctx, corpus, "train", in); err != nil {
			t.Fatal(err)
		}
		if _, err := ing.TrainJudge(ctx, corpus); err != nil {
			t.Fatal(err)
		}
		cfg, _ := Config{Store: st, Corpus: corpus, Candidates: 30, TopK: 30}.withDefaults()
		s := &searcher{cfg: cfg}
		j := NewEmbeddedJudge(st)
		m, _, err := j.model(ctx, corpus)
		if err != nil || m == nil {
			t.Fatalf("model: %v", err)
		}
		for _, d := range held {
			so, err := s.search(ctx, Input{Clause: d.Text, Lang: "en"})
			if err != nil {
				t.Fatal(err)
			}
			sig := j.signals(m, d.Text, so.References)
			type ref struct {
				Labels                   []string
				Score, Similarity, Fused float64
			}
			refs := make([]ref, len(so.References))
			for i, r := range so.References {
				refs[i] = ref{r.Labels, r.Score, r.Similarity, r.Fused}
			}
			b, _ := json.Marshal(map[string]any{"company": d.Meta["company"], "truth": d.Labels, "model": sig.model, "predicted": m.PredictLabels(d.Text), "refs": refs})
			bw.Write(append(b, '\n'))
		}
	}
}
