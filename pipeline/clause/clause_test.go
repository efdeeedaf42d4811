package clause_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/clause/clausetest"
	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/pipeline/pipelinetest"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

type testBundle struct {
	pool  *pgxpool.Pool
	store *store.Store
	ing   *clause.Ingester
}

// trainedStarter holds the starter corpus's trained judge models, trained
// by the first setup and copied into every later test's database: training
// them (two classifiers cross-validated over the whole corpus) takes tens of
// seconds, once per package is enough, and the models depend only on the
// corpus's content.
var trainedStarter struct {
	once sync.Once
	rows []store.JudgeModel // oldest first, as TrainJudge saved them
	err  error
}

// setup returns a database with the starter corpus ingested (hash embedder)
// and its judge trained.
func setup(t *testing.T) (context.Context, testBundle) {
	t.Helper()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	ing := &clause.Ingester{Store: st, Embedder: ai.NewHashEmbedder(0)}
	docs, err := knowledge.ParseJSONL(bytes.NewReader(starter.JSONL), "starter")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ing.IngestDocs(ctx, starter.Corpus, "starter", docs); err != nil {
		t.Fatal(err)
	}
	first := false
	trainedStarter.once.Do(func() {
		first = true
		if _, err := ing.TrainJudge(ctx, starter.Corpus); err != nil {
			trainedStarter.err = err
			return
		}
		for _, kind := range []string{clause.ModelKindVerdict, clause.ModelKind} {
			id, _, err := st.JudgeModelLatestID(ctx, starter.Corpus, kind)
			if err != nil {
				trainedStarter.err = err
				return
			}
			m, err := st.JudgeModelGet(ctx, id)
			if err != nil {
				trainedStarter.err = err
				return
			}
			trainedStarter.rows = append(trainedStarter.rows, *m)
		}
	})
	if trainedStarter.err != nil {
		t.Fatal(trainedStarter.err)
	}
	if !first {
		for _, m := range trainedStarter.rows {
			m.ID = 0
			if _, err := st.JudgeModelSave(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return ctx, testBundle{pool: pool, store: st, ing: ing}
}

// startEngine runs an engine with the clause pipeline built from cfg.
func startEngine(t *testing.T, b testBundle, cfg clause.Config) *pipeline.Engine {
	t.Helper()
	cfg.Store = b.store
	p, err := clause.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	e := pipelinetest.Start(t, b.pool, pipelinetest.Config(), p)
	return e
}

func runBatch(t *testing.T, ctx context.Context, e *pipeline.Engine, st *store.Store, clauses ...string) []clause.Result {
	t.Helper()
	sub, err := clause.Submit(ctx, e, "", clauses, "", "")
	if err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := clause.WaitBatch(wctx, st, *sub.BatchID, 20*time.Millisecond, nil); err != nil {
		t.Fatal(err)
	}
	res, err := clause.BatchResults(ctx, st, *sub.BatchID)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestSearchRanksExactKoreanAndEnglishParaphraseFirst(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	e := startEngine(t, b, clause.Config{})
	res := runBatch(t, ctx, e, b.store,
		"임차보증금은 후속 임차인과의 임대차계약이 체결되고 그 보증금이 입금된 이후에 반환한다.",
		"The landlord can end the lease at any moment and for whatever reason, with a month's notice.")
	want := []string{"ko-lease-deposit_return-002", "starter-en-lease-10"}
	for i, r := range res {
		if r.Status != store.StatusSuccess || r.Analysis == nil {
			t.Fatalf("clause %d: %s %s %s", i, r.Status, r.ErrorCode, r.Error)
		}
		var out clause.SearchOutput
		raw := searchOutput(t, ctx, b.store, r.TaskID)
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatal(err)
		}
		if len(out.References) == 0 || out.References[0].Meta["id"] != want[i] {
			t.Fatalf("clause %d: first reference %+v, want %s", i, out.References, want[i])
		}
	}
	if a := res[0].Analysis; a.Risk != clause.RiskHigh || !contains(a.Categories, "deposit_return") || a.Lang != "ko" ||
		a.Judge != "embedded" || a.Suggestion == "" || !strings.Contains(a.Explanation, "보증금") {
		t.Fatalf("Korean analysis: %+v", a)
	}
	if a := res[1].Analysis; !contains(a.Categories, "unilateral_termination") || a.Lang != "en" {
		t.Fatalf("English analysis: %+v", a)
	}
}

func searchOutput(t *testing.T, ctx context.Context, st *store.Store, taskID string) json.RawMessage {
	t.Helper()
	outs, err := st.StageOutputList(ctx, taskID)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Stage == clause.StageSearch {
			return o.Output
		}
	}
	t.Fatalf("task %s has no search output", taskID)
	return nil
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func TestFairClauseIsNone(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	e := startEngine(t, b, clause.Config{})
	res := runBatch(t, ctx, e, b.store, "월세는 매월 5일에 임대인 명의의 계좌로 이체한다.")
	if a := res[0].Analysis; a == nil || a.Risk != clause.RiskNone || len(a.Categories) != 0 || a.Suggestion != "" {
		t.Fatalf("a fair clause: %+v", res[0])
	}
	got, err := b.store.ClauseAnalysisGet(ctx, res[0].TaskID)
	if err != nil || got.Risk != clause.RiskNone {
		t.Fatalf("analysis row: %+v %v", got, err)
	}
}

func TestIngestIdempotentAndRetrains(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	docs := func(texts ...string) []knowledge.Doc {
		var out []knowledge.Doc
		for i, s := range texts {
			out = append(out, knowledge.Doc{Document: "d", Position: i, Text: s, Labels: []string{"penalty"}[:i%2]})
		}
		return out
	}
	r, err := b.ing.IngestDocs(ctx, "kb", "d", docs("a fair clause", "a penalty of ten times the rent"))
	if err != nil || !r.Changed {
		t.Fatalf("first: %+v %v", r, err)
	}
	tr, err := b.ing.TrainJudge(ctx, "kb")
	if err != nil || !tr.Trained {
		t.Fatalf("train: %+v %v", tr, err)
	}
	r, err = b.ing.IngestDocs(ctx, "kb", "d", docs("a fair clause", "a penalty of ten times the rent"))
	if err != nil || r.Changed {
		t.Fatalf("same content: %+v %v", r, err)
	}
	if tr, err := b.ing.TrainJudge(ctx, "kb"); err != nil || tr.Trained {
		t.Fatalf("an unchanged corpus was trained again: %+v %v", tr, err)
	}
	r, err = b.ing.IngestDocs(ctx, "kb", "d", docs("a fair clause", "a penalty of twenty times the rent", "another"))
	if err != nil || !r.Changed {
		t.Fatalf("changed content: %+v %v", r, err)
	}
	if chunks, _ := b.store.ChunkList(ctx, "kb"); len(chunks) != 3 {
		t.Fatalf("chunks after the change: %d", len(chunks))
	}
	if tr, err := b.ing.TrainJudge(ctx, "kb"); err != nil || !tr.Trained {
		t.Fatalf("a changed corpus was not trained again: %+v %v", tr, err)
	}
	// The starter corpus is ingested once.
	res, _, err := b.ing.IngestStarter(ctx)
	if err != nil || res.Changed || res.Corpus != starter.Corpus {
		t.Fatalf("starter again: %+v %v", res, err)
	}
}

func TestFailureCodes(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	t.Run("embedder rejects: ANALYSIS_FAILED", func(t *testing.T) {
		srv := clausetest.New(t, clausetest.Options{EmbedStatus: 401})
		emb, err := ai.NewEmbedder(ai.KindOpenAI, ai.HTTPConfig{BaseURL: srv.URL, Model: "m"}, 0)
		if err != nil {
			t.Fatal(err)
		}
		e := startEngine(t, b, clause.Config{Embedder: emb})
		r := runBatch(t, ctx, e, b.store, "The landlord keeps the deposit.")[0]
		if r.Status != store.StatusFailed || r.ErrorCode != clause.CodeAnalysisFailed || !strings.Contains(r.Error, "401") {
			t.Fatalf("got %+v", r)
		}
		if n := srv.EmbedCalls.Load(); n != 1 {
			t.Fatalf("a 401 is permanent: %d calls, want 1", n)
		}
	})
	t.Run("chat fails: LLM_FAILED", func(t *testing.T) {
		srv := clausetest.New(t, clausetest.Options{ChatStatus: 503})
		chat, err := ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: srv.URL, Model: "m", MaxRetries: -1})
		if err != nil {
			t.Fatal(err)
		}
		e := startEngine(t, b, clause.Config{Judge: clause.NewOpenAIJudge(chat)})
		r := runBatch(t, ctx, e, b.store, "The landlord keeps the deposit.")[0]
		if r.Status != store.StatusFailed || r.ErrorCode != clause.CodeLLMFailed || r.Stage != clause.StageJudge {
			t.Fatalf("got %+v", r)
		}
		if n := srv.ChatCalls.Load(); n != pipeline.StageMaxAttemptsDefault {
			t.Fatalf("a 503 is retried by the stage: %d calls, want %d", n, pipeline.StageMaxAttemptsDefault)
		}
	})
}

func TestOpenAIJudge(t *testing.T) {
	t.Parallel()
	refs := []clause.Reference{
		{ID: 7, Text: "The landlord may end this lease at any time.", Labels: []string{"unilateral_termination"}, Meta: map[string]string{"rationale": "why"}},
		{ID: 9, Text: "Rent is paid monthly.", Labels: []string{}},
	}
	req := clause.JudgeRequest{Clause: "임대인은 언제든지 계약을 해지할 수 있다.", Lang: "ko", References: refs}
	srv := clausetest.New(t, clausetest.Options{})
	chat, _ := ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: srv.URL, Model: "m"})
	a, err := clause.NewOpenAIJudge(chat).Judge(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if a.Risk != clause.RiskHigh || len(a.Categories) != 1 || a.Categories[0] != "unilateral_termination" ||
		len(a.References) != 1 || a.References[0].ID != 7 {
		t.Fatalf("analysis: %+v", a)
	}
	prompt, _ := srv.LastPrompt.Load().(string)
	if !strings.Contains(prompt, "검토할 조항") || !strings.Contains(prompt, "[id 7] (labels: unilateral_termination)") {
		t.Fatalf("the prompt should be Korean and cite references by id:\n%s", prompt)
	}

	bad := clausetest.New(t, clausetest.Options{MalformedChat: true})
	chat, _ = ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: bad.URL, Model: "m", MaxRetries: -1})
	_, err = clause.NewOpenAIJudge(chat).Judge(context.Background(), req)
	var re *ai.ReplyError
	if !errors.As(err, &re) || !ai.IsRetryable(err) {
		t.Fatalf("a malformed answer: %v, want a retryable ReplyError", err)
	}
}

func TestEvaluate(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	e := startEngine(t, b, clause.Config{})
	docs := []knowledge.Doc{
		{Text: "임차인은 계약갱신요구권을 행사하지 않을 것을 확약하며 계약기간 만료일에 주택을 명도한다.", Labels: []string{"renewal_waiver"}},
		{Text: "월세는 매월 5일에 임대인 명의의 계좌로 이체한다."},
		{Text: "We may suspend or close your account at any time, for any reason.", Labels: []string{"unilateral_termination"}},
	}
	rep, err := clause.Evaluate(ctx, e, b.store, starter.Corpus, docs, clause.EvalOptions{BatchSize: 2, Poll: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Sentences != 3 || rep.Failed != 0 || len(rep.PerLabel) != 3 || rep.MicroF1 < 0.99 {
		t.Fatalf("report: %+v", rep)
	}
	var sb strings.Builder
	if err := rep.Write(&sb); err != nil || !strings.Contains(sb.String(), "micro-F1 100.0") {
		t.Fatalf("printed report:\n%s", sb.String())
	}
}
