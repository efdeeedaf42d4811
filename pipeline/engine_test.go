package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// testBundle holds the collaborators of an engine under test.
type testBundle struct {
	pool  *pgxpool.Pool
	store *store.Store
	calls sync.Map // stage name -> *atomic.Int32
}

func (b *testBundle) count(stage string) int32 {
	v, _ := b.calls.LoadOrStore(stage, new(atomic.Int32))
	return v.(*atomic.Int32).Load()
}

func (b *testBundle) inc(stage string) int32 {
	v, _ := b.calls.LoadOrStore(stage, new(atomic.Int32))
	return v.(*atomic.Int32).Add(1)
}

// codeFailed is the error code of test stage name: A_FAILED, B_FAILED, ….
func codeFailed(name string) string { return strings.ToUpper(name) + "_FAILED" }

// testPipeline has three stages a → b → c on their own queues. Each stage
// runs the matching function of fns when set, else returns {"stage": name}.
func testPipeline(b *testBundle, fns map[string]StageFunc) *Pipeline {
	p := &Pipeline{Name: "test"}
	for _, name := range []string{"a", "b", "c"} {
		p.Stages = append(p.Stages, Stage{
			Name: name, Queue: "test_" + name, MaxAttempts: 2, ErrorCode: codeFailed(name),
			Run: func(ctx context.Context, in *StageInput) (any, error) {
				b.inc(name)
				if f := fns[name]; f != nil {
					return f(ctx, in)
				}
				return map[string]any{"stage": name, "saw": len(in.Outputs)}, nil
			},
		})
	}
	return p
}

func setup(t *testing.T, work bool, fns map[string]StageFunc, mod func(*Config), hooks ...func(*Engine)) (*Engine, *testBundle) {
	t.Helper()
	pool := storetest.NewPool(t)
	b := &testBundle{pool: pool, store: store.New(pool)}
	cfg := Config{
		Work: work, HeartbeatInterval: 50 * time.Millisecond, HeartbeatTTL: 2 * time.Second,
		SweepInterval: time.Hour, RetryBackoff: 10 * time.Millisecond, RetryBackoffMax: 50 * time.Millisecond,
		FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond,
	}
	if os.Getenv("BATON_TEST_LOG") != "" {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if mod != nil {
		mod(&cfg)
	}
	e, err := New(pool, cfg, testPipeline(b, fns))
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hooks {
		h(e)
	}
	ctx := context.Background()
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = e.Stop(ctx)
	})
	return e, b
}

func submitOne(t *testing.T, e *Engine, input string) *store.Task {
	t.Helper()
	sub, err := e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Owner: "o1", Inputs: []json.RawMessage{json.RawMessage(input)}})
	if err != nil {
		t.Fatal(err)
	}
	return sub.Tasks[0]
}

// waitStatus waits until task id has status. The ceiling is generous:
// the condition is polled, so a passing run never waits for it, and under
// `go test -race` with every package in parallel on two cores a requeued
// stage has been seen to need more than 20 s to be fetched (session 35's
// CI run of TestDirect_DeadProcessIsReaped).
func waitStatus(t *testing.T, s *store.Store, id, status string) *store.Task {
	t.Helper()
	var task *store.Task
	storetest.WaitFor(t, 90*time.Second, "task "+id+" to be "+status, func() bool {
		var err error
		task, err = s.TaskGet(context.Background(), id, "")
		return err == nil && task.Status == status
	})
	return task
}

func eventKinds(t *testing.T, s *store.Store, taskID string) []string {
	t.Helper()
	evs, err := s.EventList(context.Background(), store.EventFilter{TaskID: taskID})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = ev.Kind
	}
	return out
}

func countRows(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestEngine_RunsAllStagesToSuccess(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, nil)
	task := submitOne(t, e, `{"x":1}`)
	done := waitStatus(t, b.store, task.ID, store.StatusSuccess)

	var res map[string]any
	if err := json.Unmarshal(done.Result, &res); err != nil || res["stage"] != "c" || res["saw"] != float64(2) {
		t.Fatalf("result = %s (%v), want the last stage's output having seen 2 outputs", done.Result, err)
	}
	outs, err := b.store.StageOutputList(context.Background(), task.ID)
	if err != nil || len(outs) != 3 {
		t.Fatalf("outputs = %d (%v), want 3", len(outs), err)
	}
	want := []string{"task.created", "stage.started", "stage.completed", "stage.started", "stage.completed", "stage.started", "stage.completed", "task.succeeded"}
	if got := eventKinds(t, b.store, task.ID); !equal(got, want) {
		t.Fatalf("events = %v, want %v", got, want)
	}
	if done.WorkerID != nil || done.FinishedAt == nil || done.Generation != 3 {
		t.Fatalf("finished task = worker %v finished %v generation %d", done.WorkerID, done.FinishedAt, done.Generation)
	}
}

func TestEngine_BatchSubmitIsOneTransactionAndCounts(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, nil)
	inputs := make([]json.RawMessage, 25)
	for i := range inputs {
		inputs[i] = json.RawMessage(`{}`)
	}
	sub, err := e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Owner: "o1", Inputs: inputs})
	if err != nil {
		t.Fatal(err)
	}
	if sub.BatchID == nil {
		t.Fatal("no batch id for a multi-task submission")
	}
	storetest.WaitFor(t, 30*time.Second, "batch DONE", func() bool {
		bt, err := b.store.BatchGet(context.Background(), *sub.BatchID, "o1")
		return err == nil && bt.Status == "DONE"
	})
	bt, _ := b.store.BatchGet(context.Background(), *sub.BatchID, "o1")
	if bt.Succeeded != 25 || bt.Failed != 0 {
		t.Fatalf("batch = %+v", bt)
	}
	evs, _ := b.store.EventList(context.Background(), store.EventFilter{BatchID: *sub.BatchID, Limit: 10000})
	if last := evs[len(evs)-1]; last.Kind != EventBatchCompleted {
		t.Fatalf("last batch event = %s, want batch.completed", last.Kind)
	}
}

func TestEngine_AtomicHandOff(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	secondRun := make(chan struct{}, 1)
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) {
			if in.Attempt == 2 {
				secondRun <- struct{}{}
				<-release
			}
			return map[string]int{"attempt": in.Attempt}, nil
		},
	}, nil, func(e *Engine) {
		var injected atomic.Bool
		e.testHookBeforeHandOffCommit = func(batch []*handOffCall) error {
			if batch[0].st.Name == "a" && injected.CompareAndSwap(false, true) {
				return errors.New("injected failure before commit")
			}
			return nil
		}
	})
	task := submitOne(t, e, `{}`)
	select {
	case <-secondRun:
	case <-time.After(20 * time.Second):
		t.Fatal("stage a never ran a second time")
	}
	// The failed handoff left nothing behind.
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 0 {
		t.Fatalf("outputs after failed handoff = %d, want 0", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1 AND args->>'stage' = 'b'`, task.ID); n != 0 {
		t.Fatalf("stage b jobs after failed handoff = %d, want 0", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.completed'`, task.ID); n != 0 {
		t.Fatalf("stage.completed events after failed handoff = %d, want 0", n)
	}
	close(release)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want 3", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.completed' AND data->>'step' = 'a'`, task.ID); n != 1 {
		t.Fatalf("stage a completed events = %d, want 1", n)
	}
	// The handoff that committed stage b deleted its job; a second stage b
	// job would still be there (River completes a stale one and keeps it).
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1 AND args->>'stage' = 'b'`, task.ID); n != 0 {
		t.Fatalf("stage b jobs left = %d, want none beside the one its handoff finished", n)
	}
}

func TestEngine_StaleGenerationJobDoesNothing(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, nil)
	task := submitOne(t, e, `{}`)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	before := eventKinds(t, b.store, task.ID)
	callsA := b.count("a")

	res, err := e.River().Insert(context.Background(), StageArgs{TaskID: task.ID, Pipeline: "test", Stage: "a", Generation: 1},
		&river.InsertOpts{Queue: "test_a"})
	if err != nil {
		t.Fatal(err)
	}
	storetest.WaitFor(t, 10*time.Second, "stale job to complete", func() bool {
		j, err := e.River().JobGet(context.Background(), res.Job.ID)
		return err == nil && j.State == "completed"
	})
	if got := eventKinds(t, b.store, task.ID); !equal(got, before) {
		t.Fatalf("events changed by a stale job: %v", got)
	}
	if b.count("a") != callsA {
		t.Fatal("stale job ran the stage")
	}
}

func TestEngine_StageRetriesThenFailsWithItsCode(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, map[string]StageFunc{
		"b": func(ctx context.Context, in *StageInput) (any, error) { return nil, errors.New("model unavailable") },
	}, nil)
	task := submitOne(t, e, `{}`)
	failed := waitStatus(t, b.store, task.ID, store.StatusFailed)
	if failed.ErrorCode == nil || *failed.ErrorCode != codeFailed("b") || failed.Stage != "b" {
		t.Fatalf("failed task = code %v stage %s", failed.ErrorCode, failed.Stage)
	}
	if b.count("b") != 2 {
		t.Fatalf("stage b ran %d times, want its 2 attempts", b.count("b"))
	}
	kinds := eventKinds(t, b.store, task.ID)
	if !contains(kinds, EventStageRetrying) || kinds[len(kinds)-1] != EventTaskFailed {
		t.Fatalf("events = %v", kinds)
	}
}

func TestEngine_PermanentErrorFailsAtOnce(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) { return nil, Permanent(errors.New("bad input")) },
	}, nil)
	task := submitOne(t, e, `{}`)
	failed := waitStatus(t, b.store, task.ID, store.StatusFailed)
	if *failed.ErrorCode != codeFailed("a") || b.count("a") != 1 {
		t.Fatalf("code %s after %d runs, want A_FAILED after 1", *failed.ErrorCode, b.count("a"))
	}
	if contains(eventKinds(t, b.store, task.ID), EventStageRetrying) {
		t.Fatal("a permanent error was retried")
	}
}

func TestEngine_DispatchFailureStoresNothing(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil, func(e *Engine) {
		e.testHookBeforeDispatch = func() error { return errors.New("queue unavailable") }
	})
	_, err := e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Inputs: []json.RawMessage{json.RawMessage(`{}`), json.RawMessage(`{}`)}})
	var de *DispatchError
	if !errors.As(err, &de) || de.Code() != CodeDispatchFailed {
		t.Fatalf("err = %v, want DispatchError", err)
	}
	for _, table := range []string{"tasks", "batches", "task_events", "river_job"} {
		if n := countRows(t, b.pool, `SELECT count(*) FROM `+table); n != 0 {
			t.Fatalf("%s has %d rows after a failed dispatch", table, n)
		}
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// Stages that finish together are handed off in one transaction; when that
// transaction fails because of one of them (an error, or a panic in a hook),
// the others still hand off once and only the culprit runs again.
func TestEngine_BatchedHandOffIsolatesAFailure(t *testing.T) {
	t.Parallel()
	failErr := func() error { return errors.New("injected failure of one stage") }
	failPanic := func() error { panic("injected panic in a commit hook") }
	for name, c := range map[string]struct {
		fail     func() error
		inCommit bool // in the stage's Commit hook, else before the commit
	}{
		"error before commit": {failErr, false},
		"panic before commit": {failPanic, false},
		"commit hook error":   {failErr, true},
		"commit hook panic":   {failPanic, true},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			testBatchedHandOffIsolates(t, c.fail, c.inCommit)
		})
	}
}

func testBatchedHandOffIsolates(t *testing.T, fail func() error, inCommit bool) {
	const n = 6
	arrived := make(chan struct{}, n)
	all := make(chan struct{})
	var maxBatch atomic.Int32
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) {
			// Everyone finishes stage a at the same moment.
			if in.Attempt == 1 {
				arrived <- struct{}{}
			}
			select {
			case <-all:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			return map[string]int{"attempt": in.Attempt}, nil
		},
	}, func(c *Config) { c.WorkersPerQueue = n }, func(e *Engine) {
		// The victim's first attempt can't be handed off.
		victim := func(in *StageInput) bool {
			return string(in.Input) == `{"n": 0}` && in.Attempt == 1
		}
		e.testHookBeforeHandOffCommit = func(batch []*handOffCall) error {
			for int32(len(batch)) > maxBatch.Load() {
				maxBatch.Store(int32(len(batch)))
			}
			for _, h := range batch {
				if !inCommit && h.st.Name == "a" && victim(h.in) {
					return fail()
				}
			}
			return nil
		}
		if inCommit {
			e.pipelines["test"].Stages[0].Commit = func(ctx context.Context, h *HandOff) error {
				if victim(h.Input) {
					return fail()
				}
				return nil
			}
		}
	})
	inputs := make([]json.RawMessage, n)
	for i := range inputs {
		inputs[i] = json.RawMessage(`{"n": ` + string(rune('0'+i)) + `}`)
	}
	sub, err := e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Owner: "o1", Inputs: inputs})
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		select {
		case <-arrived:
		case <-time.After(20 * time.Second):
			t.Fatal("not every task reached stage a")
		}
	}
	close(all)
	for _, task := range sub.Tasks {
		waitStatus(t, b.store, task.ID, store.StatusSuccess)
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.completed' AND data->>'step' = 'a'`, task.ID); n != 1 {
			t.Fatalf("task %s: stage a completed events = %d, want 1", task.Input, n)
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1 AND args->>'stage' = 'b'`, task.ID); n != 0 {
			t.Fatalf("task %s: stage b jobs left = %d, want none beside the one its handoff finished", task.Input, n)
		}
	}
	if got := b.count("a"); got != n+1 {
		t.Fatalf("stage a ran %d times, want %d (each once, the victim twice)", got, n+1)
	}
	if maxBatch.Load() < 2 {
		t.Fatalf("largest handoff batch = %d, want the stages that finished together in one", maxBatch.Load())
	}
}

// Submissions made at the same time share a transaction; one that fails
// fails alone, and the others commit exactly once.
func TestEngine_ConcurrentSubmitsIsolateAFailure(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	const n = 8
	var mu sync.Mutex
	txOf := map[int][]pgx.Tx{} // submission -> transactions its With ran in
	var first atomic.Bool
	errs := make([]error, n)
	var wg sync.WaitGroup
	submit := func(i int) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Owner: "o1",
				Inputs: []json.RawMessage{json.RawMessage(`{}`)},
				With: func(ctx context.Context, tx *Tx) error {
					mu.Lock()
					txOf[i] = append(txOf[i], tx.Tx)
					mu.Unlock()
					if first.CompareAndSwap(false, true) {
						// Hold the first transaction until every other
						// submission is in it or waits for the next one.
						for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
							e.submits.mu.Lock()
							all := e.submits.running+len(e.submits.pending) == n
							e.submits.mu.Unlock()
							if all {
								break
							}
							if time.Now().After(deadline) {
								return errors.New("the other submissions never queued")
							}
						}
					}
					if i == 0 {
						return errors.New("picture rejected")
					}
					return nil
				},
			})
		}()
	}
	// The failing submission comes last, so the batch it spoils has run
	// others' hooks before it.
	for i := 1; i < n; i++ {
		submit(i)
	}
	storetest.WaitFor(t, 10*time.Second, "the first submissions to queue", func() bool {
		e.submits.mu.Lock()
		defer e.submits.mu.Unlock()
		return e.submits.running+len(e.submits.pending) == n-1
	})
	submit(0)
	wg.Wait()
	for i, err := range errs {
		if (i == 0) != (err != nil) {
			t.Fatalf("submission %d: err = %v", i, err)
		}
	}
	if errs[0].Error() != "picture rejected" {
		t.Fatalf("failed submission's error = %v", errs[0])
	}
	shared := map[pgx.Tx]int{}
	for _, txs := range txOf {
		for _, tx := range txs {
			shared[tx]++
		}
	}
	most := 0
	for _, k := range shared {
		most = max(most, k)
	}
	if most < 2 {
		t.Fatal("no two submissions shared a transaction")
	}
	if got := countRows(t, b.pool, `SELECT count(*) FROM tasks`); got != n-1 {
		t.Fatalf("tasks = %d, want %d", got, n-1)
	}
	if got := countRows(t, b.pool, `SELECT count(*) FROM river_job`); got != n-1 {
		t.Fatalf("jobs = %d, want %d", got, n-1)
	}
	if got := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE kind = 'task.created'`); got != n-1 {
		t.Fatalf("task.created events = %d, want %d", got, n-1)
	}
	if got := countRows(t, b.pool, `SELECT count(*) FROM tasks t JOIN river_job j ON j.id = t.job_id AND j.args->>'task_id' = t.id::text`); got != n-1 {
		t.Fatalf("tasks carried by their own job = %d, want %d", got, n-1)
	}
}

// A pipeline whose Result builds nothing ends SUCCESS with a null result.
func TestEngine_NilResult(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, nil, func(e *Engine) {
		e.pipelines["test"].Result = func(*store.Task, map[string]json.RawMessage) (json.RawMessage, error) { return nil, nil }
	})
	task := submitOne(t, e, `{}`)
	done := waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if done.Result != nil {
		t.Fatalf("result = %s, want null", done.Result)
	}
}

// River's reindexer skips a name it does not find, so a renamed index would
// silently stop being rebuilt: every name the engine asks for must exist in
// the migrated schema, and be a GIN index (the only kind vacuum cannot
// shrink, which is why they are rebuilt so often).
func TestEngine_ReindexedIndexesExist(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	for _, name := range riverReindexIndexes {
		var method string
		err := pool.QueryRow(t.Context(), `
			SELECT am.amname FROM pg_class c
			JOIN pg_am am ON am.oid = c.relam
			WHERE c.relname = $1 AND c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace`, name).Scan(&method)
		if err != nil {
			t.Fatalf("index %s: %v", name, err)
		}
		if method != "gin" {
			t.Errorf("index %s is %s, want gin", name, method)
		}
	}
}
