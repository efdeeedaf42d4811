package clause_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/ai/aitest"
	"github.com/baton-dev/baton/pipeline/pipelinetest"
	"github.com/baton-dev/baton/store"
)

// batchChat is an OpenAI-compatible chat server answering batch prompts:
// one analysis per "[clause cN]" of the prompt, except clauses whose text
// holds "OMIT" (left out of the answer).
type batchChat struct {
	url     string
	calls   atomic.Int64
	maxSeen atomic.Int64
}

var batchClauseLine = regexp.MustCompile(`(?m)^\[clause (c\d+)\] \(lang: \w+\)\n(.*)$`)

func newBatchChat(t *testing.T) *batchChat {
	t.Helper()
	c := &batchChat{}
	srv := aitest.New(t, aitest.Options{Chat: func(req aitest.ChatRequest) (int, string) {
		c.calls.Add(1)
		clauses := batchClauseLine.FindAllStringSubmatch(req.UserText(), -1)
		if n := int64(len(clauses)); n > c.maxSeen.Load() {
			c.maxSeen.Store(n)
		}
		analyses := []map[string]any{}
		for _, m := range clauses {
			if strings.Contains(m[2], "OMIT") {
				continue
			}
			analyses = append(analyses, map[string]any{"clause_id": m[1], "risk": "medium", "categories": []string{},
				"explanation": "Batch verdict on " + m[2], "suggestion": "", "reference_ids": []int64{}})
		}
		content, _ := json.Marshal(map[string]any{"analyses": analyses})
		return http.StatusOK, string(content)
	}})
	c.url = srv.URL
	return c
}

// startBatchEngine runs an engine with the clause pipeline judging in
// batches of size through the chat server.
func startBatchEngine(t *testing.T, b testBundle, c *batchChat, size int) *pipeline.Engine {
	t.Helper()
	chat, err := ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: c.url, Model: "m", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	p, jobs, err := clause.NewWithJobs(clause.Config{Store: b.store, Judge: clause.NewOpenAIJudge(chat), JudgeBatch: size})
	if err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 1 {
		t.Fatalf("batch judging on: %d job kinds, want 1", len(jobs))
	}
	if _, err := clause.New(clause.Config{Store: b.store, Judge: clause.NewOpenAIJudge(chat), JudgeBatch: size}); err == nil {
		t.Fatal("New with batch judging on must refuse (its job kind would be lost)")
	}
	cfg := pipelinetest.Config()
	cfg.Jobs = jobs
	e := pipelinetest.Start(t, b.pool, cfg, p)
	return e
}

var fiveClauses = []string{
	"The landlord may end the lease at any time without notice.",
	"The tenant pays all repair costs, whatever their cause.",
	"The deposit is not returned if the tenant leaves early.",
	"Disputes go to a court chosen by the landlord.",
	"The provider may change these terms without telling the user.",
}

func TestBatchJudgingJudgesTwoClausesPerCall(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	c := newBatchChat(t)
	e := startBatchEngine(t, b, c, 2)
	res := runBatch(t, ctx, e, b.store, fiveClauses...)
	for i, r := range res {
		if r.Status != store.StatusSuccess || r.Analysis == nil {
			t.Fatalf("clause %d: %s %s %s", i, r.Status, r.ErrorCode, r.Error)
		}
		if a := r.Analysis; a.Risk != clause.RiskMedium || a.Judge != ai.KindOpenAI || a.Lang != clause.LangEnglish ||
			a.Explanation != "Batch verdict on "+fiveClauses[i] {
			t.Fatalf("clause %d: analysis %+v", i, a)
		}
	}
	if n := c.calls.Load(); n != 3 {
		t.Fatalf("%d chat calls, want 3 (5 clauses, 2 per call)", n)
	}
	if m := c.maxSeen.Load(); m != 2 {
		t.Fatalf("at most %d clauses in one call, want 2", m)
	}
}

func TestBatchJudgingMissingAnalysisFailsOnlyThatClause(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	c := newBatchChat(t)
	e := startBatchEngine(t, b, c, 2)
	clauses := append([]string(nil), fiveClauses...)
	clauses[2] = "OMIT: the tenant waives every right under the law."
	res := runBatch(t, ctx, e, b.store, clauses...)
	for i, r := range res {
		if i == 2 {
			if r.Status != store.StatusFailed || r.ErrorCode != clause.CodeLLMFailed || r.Analysis != nil ||
				!strings.Contains(r.Error, "no analysis of clause") {
				t.Fatalf("omitted clause: %+v", r)
			}
			continue
		}
		if r.Status != store.StatusSuccess || r.Analysis == nil || r.Analysis.Explanation != "Batch verdict on "+clauses[i] {
			t.Fatalf("clause %d: %+v", i, r)
		}
	}
	if n := c.calls.Load(); n != 3 {
		t.Fatalf("%d chat calls, want 3 (no retry of a clause's bad output)", n)
	}
}

func TestBatchJudgingIgnoredByTheEmbeddedJudge(t *testing.T) {
	t.Parallel()
	_, b := setup(t)
	p, jobs, err := clause.NewWithJobs(clause.Config{Store: b.store, JudgeBatch: 4})
	if err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 0 || p.Terminal != nil || p.Stages[1].Held {
		t.Fatalf("embedded judge with JudgeBatch: %d job kinds, held %v", len(jobs), p.Stages[1].Held)
	}
}

// A clause cancelled before its search counts towards the batch's fan-in:
// the others are judged together at once, not at their held deadline.
func TestBatchJudgingCountsACancelledClause(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	c := newBatchChat(t)
	chat, err := ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: c.url, Model: "m", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	p, jobs, err := clause.NewWithJobs(clause.Config{Store: b.store, Judge: clause.NewOpenAIJudge(chat), JudgeBatch: 5})
	if err != nil {
		t.Fatal(err)
	}
	cfg := pipelinetest.Config()
	cfg.Jobs = jobs
	e, err := pipeline.New(b.pool, cfg, p)
	if err != nil {
		t.Fatal(err)
	}
	// Submitted and one cancelled before any worker runs.
	sub, err := clause.Submit(ctx, e, "", fiveClauses, "", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Cancel(ctx, sub.Tasks[1].ID, ""); err != nil {
		t.Fatal(err)
	}
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = e.Stop(sctx)
	})
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := clause.WaitBatch(wctx, b.store, *sub.BatchID, 20*time.Millisecond, nil); err != nil {
		t.Fatal(err)
	}
	res, err := clause.BatchResults(ctx, b.store, *sub.BatchID)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		want := store.StatusSuccess
		if i == 1 {
			want = store.StatusCancelled
		}
		if r.Status != want {
			t.Fatalf("clause %d: %s %s, want %s", i, r.Status, r.Error, want)
		}
	}
	if n := c.calls.Load(); n != 1 {
		t.Fatalf("%d chat calls, want the 4 clauses in one", n)
	}
}
