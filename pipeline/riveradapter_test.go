package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// These tests pin what riveradapter.go relies on in River beyond its public
// API. A River upgrade that breaks one of them needs riveradapter.go (and
// only it) changed.

// adapterBundle is the adapter under test with its collaborators.
type adapterBundle struct {
	pool   *pgxpool.Pool
	client *river.Client[pgx.Tx]
	jobs   riverAdapter
	schema string // where River's tables are; "" is the search_path
}

// setupAdapter builds an insert-only River client on a fresh database and
// the adapter as New builds it. With schema set, River's tables are
// migrated into that schema too, and the client and adapter use them.
func setupAdapter(t *testing.T, schema string) *adapterBundle {
	t.Helper()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	if schema != "" {
		if _, err := pool.Exec(ctx, "CREATE SCHEMA "+pgx.Identifier{schema}.Sanitize()); err != nil {
			t.Fatal(err)
		}
		m, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Schema: schema, Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
			t.Fatal(err)
		}
	}
	rc := &river.Config{Schema: schema, Logger: slog.New(slog.DiscardHandler)}
	client, err := river.NewClient(riverpgxv5.New(pool), rc)
	if err != nil {
		t.Fatal(err)
	}
	return &adapterBundle{pool: pool, client: client, jobs: riverAdapter{client: client, schema: rc.Schema}, schema: schema}
}

// inTx runs fn in a transaction that is rolled back.
func (b *adapterBundle) inTx(t *testing.T, fn func(ctx context.Context, tx pgx.Tx)) {
	t.Helper()
	ctx := context.Background()
	tx, err := b.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	fn(ctx, tx)
}

// setRunning makes a job running as River's fetch does: the state the
// adapter's completion acts on is named 'running' in River's table.
func (b *adapterBundle) setRunning(t *testing.T, ctx context.Context, tx pgx.Tx, id int64) {
	t.Helper()
	table := pgx.Identifier{"river_job"}
	if b.schema != "" {
		table = pgx.Identifier{b.schema, "river_job"}
	}
	tag, err := tx.Exec(ctx, "UPDATE "+table.Sanitize()+" SET state = 'running', attempt = attempt + 1, attempted_at = now() WHERE id = $1", id)
	if err != nil || tag.RowsAffected() != 1 {
		t.Fatalf("unable to make job %d running: %v (%d rows)", id, err, tag.RowsAffected())
	}
}

func (b *adapterBundle) job(t *testing.T, ctx context.Context, tx pgx.Tx, id int64) *rivertype.JobRow {
	t.Helper()
	j, err := b.client.JobGetTx(ctx, tx, id)
	if err != nil {
		t.Fatalf("job %d: %v", id, err)
	}
	return j
}

func stageParams(task string, gen int, queue string) river.InsertManyParams {
	return river.InsertManyParams{
		Args:       StageArgs{TaskID: task, Pipeline: "test", Stage: queue, Generation: gen},
		InsertOpts: &river.InsertOpts{Queue: queue, MaxAttempts: 3},
	}
}

// insertMany returns one new job per params, in params' order, each holding
// the args, queue and schedule it was given (River documents no order for
// InsertManyTx's results; the adapter matches them by args).
func TestRiverAdapter_InsertManyIDsFollowParams(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		var params []river.InsertManyParams
		for i := range 60 {
			params = append(params, stageParams(fmt.Sprintf("task-%02d", i), 1+i%3, []string{"q_a", "q_b", "q_c"}[i%3]))
		}
		held := time.Now().Add(time.Hour)
		params[7].InsertOpts.ScheduledAt = held
		// The same args twice (a task's stage enqueued again): two jobs.
		params = append(params, params[0])

		ids, err := b.jobs.insertMany(ctx, tx, params)
		if err != nil {
			t.Fatal(err)
		}
		if len(ids) != len(params) {
			t.Fatalf("%d ids for %d params", len(ids), len(params))
		}
		seen := map[int64]bool{}
		for i, id := range ids {
			if seen[id] {
				t.Fatalf("job %d returned twice", id)
			}
			seen[id] = true
			j := b.job(t, ctx, tx, id)
			var a StageArgs
			if err := json.Unmarshal(j.EncodedArgs, &a); err != nil {
				t.Fatal(err)
			}
			want := params[i].Args.(StageArgs)
			if a != want || j.Kind != StageJobKind || j.Queue != params[i].InsertOpts.Queue || j.MaxAttempts != 3 {
				t.Fatalf("params[%d] = %+v on %s, but its id %d is job %+v on %s (kind %s, max %d)",
					i, want, params[i].InsertOpts.Queue, id, a, j.Queue, j.Kind, j.MaxAttempts)
			}
			wantState := rivertype.JobStateAvailable
			if i == 7 {
				wantState = rivertype.JobStateScheduled
			}
			if j.State != wantState {
				t.Fatalf("params[%d]: state %s, want %s", i, j.State, wantState)
			}
		}
		if j := b.job(t, ctx, tx, ids[7]); !j.ScheduledAt.Equal(held.Truncate(time.Microsecond)) {
			t.Fatalf("held job scheduled at %s, want %s", j.ScheduledAt, held)
		}
	})
}

// completeMany completes running jobs, leaves jobs that aren't running
// (available, cancelled) as they are, and fails when a job row is gone.
func TestRiverAdapter_CompleteMany(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{
			stageParams("running-1", 1, "q"), stageParams("available", 1, "q"),
			stageParams("running-2", 1, "q"), stageParams("cancelled", 1, "q"),
		})
		if err != nil {
			t.Fatal(err)
		}
		b.setRunning(t, ctx, tx, ids[0])
		b.setRunning(t, ctx, tx, ids[2])
		if _, err := b.client.JobCancelTx(ctx, tx, ids[3]); err != nil {
			t.Fatal(err)
		}
		before := make([]*rivertype.JobRow, len(ids))
		for i, id := range ids {
			before[i] = b.job(t, ctx, tx, id)
		}

		if err := b.jobs.completeMany(ctx, tx, ids); err != nil {
			t.Fatal(err)
		}
		for _, i := range []int{0, 2} {
			j := b.job(t, ctx, tx, ids[i])
			if j.State != rivertype.JobStateCompleted || j.FinalizedAt == nil || j.Attempt != before[i].Attempt {
				t.Fatalf("running job %d after completion: state %s, finalized_at %v, attempt %d (was %d)",
					i, j.State, j.FinalizedAt, j.Attempt, before[i].Attempt)
			}
		}
		for _, i := range []int{1, 3} {
			j := b.job(t, ctx, tx, ids[i])
			if j.State != before[i].State || !equalTimes(j.FinalizedAt, before[i].FinalizedAt) {
				t.Fatalf("job %d not running was changed: %s → %s, finalized_at %v → %v",
					i, before[i].State, j.State, before[i].FinalizedAt, j.FinalizedAt)
			}
		}
		if err := b.jobs.completeMany(ctx, tx, []int64{ids[0], 1 << 60}); err == nil {
			t.Fatal("completing a job that doesn't exist succeeded")
		}
	})
}

// completeMany writes to the schema River's client uses, not the
// search_path's: here the search_path's river_job is empty, so a call that
// ignored the schema would find no job.
func TestRiverAdapter_CompleteManyUsesRiversSchema(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "baton_river")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{stageParams("t", 1, "q")})
		if err != nil {
			t.Fatal(err)
		}
		var inDefault int
		if err := tx.QueryRow(ctx, "SELECT count(*) FROM river_job").Scan(&inDefault); err != nil {
			t.Fatal(err)
		}
		if inDefault != 0 {
			t.Fatalf("the insert wrote %d jobs to the search_path's river_job", inDefault)
		}
		b.setRunning(t, ctx, tx, ids[0])
		if err := b.jobs.completeMany(ctx, tx, ids); err != nil {
			t.Fatal(err)
		}
		if j := b.job(t, ctx, tx, ids[0]); j.State != rivertype.JobStateCompleted {
			t.Fatalf("job in schema %s: state %s, want completed", b.schema, j.State)
		}
	})
}

func equalTimes(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

type followUpArgs struct{ N int }

func (followUpArgs) Kind() string { return "test.followup" }

// finishDead finalises the running jobs of dead workers as River's rescuer
// would: a stage job is cancelled, another job is made available again
// while attempts remain, else discarded; each gets an error naming the dead
// worker, and a job that isn't running is left alone.
func TestRiverAdapter_FinishDead(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{stageParams("running", 1, "q"), stageParams("available", 1, "q")})
		if err != nil {
			t.Fatal(err)
		}
		retry, err := b.client.InsertTx(ctx, tx, followUpArgs{N: 1}, &river.InsertOpts{Queue: "f", MaxAttempts: 3})
		if err != nil {
			t.Fatal(err)
		}
		last, err := b.client.InsertTx(ctx, tx, followUpArgs{N: 2}, &river.InsertOpts{Queue: "f", MaxAttempts: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range []int64{ids[0], retry.Job.ID, last.Job.ID} {
			b.setRunning(t, ctx, tx, id)
		}
		dead := []store.DeadJob{
			{ID: ids[0], Kind: StageJobKind, Attempt: 1, MaxAttempts: 3, Worker: "ghost"},
			{ID: ids[1], Kind: StageJobKind, Attempt: 0, MaxAttempts: 3, Worker: "ghost"},
			{ID: retry.Job.ID, Kind: "test.followup", Attempt: 1, MaxAttempts: 3, Worker: "ghost"},
			{ID: last.Job.ID, Kind: "test.followup", Attempt: 1, MaxAttempts: 1, Worker: "ghost"},
		}
		before := time.Now()
		if err := b.jobs.finishDead(ctx, tx, dead); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			id        int64
			state     rivertype.JobState
			finalized bool
		}{
			{ids[0], rivertype.JobStateCancelled, true},
			{retry.Job.ID, rivertype.JobStateAvailable, false},
			{last.Job.ID, rivertype.JobStateDiscarded, true},
		} {
			j := b.job(t, ctx, tx, c.id)
			if j.State != c.state || (j.FinalizedAt != nil) != c.finalized {
				t.Fatalf("job %d (%s): state %s, finalized_at %v; want %s, finalized %v", c.id, j.Kind, j.State, j.FinalizedAt, c.state, c.finalized)
			}
			if len(j.Errors) != 1 || j.Errors[0].Attempt != 1 || j.Errors[0].Error != "worker ghost stopped heartbeating while running the job" {
				t.Fatalf("job %d errors = %+v, want one naming the dead worker", c.id, j.Errors)
			}
			if c.state == rivertype.JobStateAvailable && (j.ScheduledAt.Before(before.Add(-time.Second)) || j.ScheduledAt.After(time.Now())) {
				t.Fatalf("job %d scheduled at %s, want now (%s)", c.id, j.ScheduledAt, before)
			}
		}
		if j := b.job(t, ctx, tx, ids[1]); j.State != rivertype.JobStateAvailable || len(j.Errors) != 0 {
			t.Fatalf("a job that wasn't running was changed: %s, errors %v", j.State, j.Errors)
		}
	})
}

// finishDead writes to the schema River's client uses.
func TestRiverAdapter_FinishDeadUsesRiversSchema(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "baton_river")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{stageParams("t", 1, "q")})
		if err != nil {
			t.Fatal(err)
		}
		b.setRunning(t, ctx, tx, ids[0])
		if err := b.jobs.finishDead(ctx, tx, []store.DeadJob{{ID: ids[0], Kind: StageJobKind, Attempt: 1, MaxAttempts: 3, Worker: "ghost"}}); err != nil {
			t.Fatal(err)
		}
		if j := b.job(t, ctx, tx, ids[0]); j.State != rivertype.JobStateCancelled {
			t.Fatalf("job in schema %s: state %s, want cancelled", b.schema, j.State)
		}
	})
}

// cancelMany does what JobCancelTx does, for many jobs in one statement: a
// queued job is cancelled and finalised; a running one stays running,
// marked so that River's clients find it when they poll for cancellations
// (riverdriver's JobGetCancelRequested); a finalised job and an id with no
// job are left alone.
func TestRiverAdapter_CancelMany(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{
			stageParams("queued", 1, "q"), stageParams("running", 1, "q"), stageParams("completed", 1, "q"),
		})
		if err != nil {
			t.Fatal(err)
		}
		b.setRunning(t, ctx, tx, ids[1])
		b.setRunning(t, ctx, tx, ids[2])
		if err := b.jobs.completeMany(ctx, tx, ids[2:]); err != nil {
			t.Fatal(err)
		}
		completed := b.job(t, ctx, tx, ids[2])

		if err := b.jobs.cancelMany(ctx, tx, append(ids, 1<<60)); err != nil {
			t.Fatal(err)
		}
		if j := b.job(t, ctx, tx, ids[0]); j.State != rivertype.JobStateCancelled || j.FinalizedAt == nil {
			t.Fatalf("queued job after cancel: state %s, finalized_at %v; want cancelled, finalised", j.State, j.FinalizedAt)
		}
		if j := b.job(t, ctx, tx, ids[1]); j.State != rivertype.JobStateRunning || j.FinalizedAt != nil {
			t.Fatalf("running job after cancel: state %s, finalized_at %v; want still running for its client to stop", j.State, j.FinalizedAt)
		}
		requested, err := b.client.Driver().UnwrapExecutor(tx).JobGetCancelRequested(ctx,
			&riverdriver.JobGetCancelRequestedParams{ID: ids, Schema: b.schema})
		if err != nil {
			t.Fatal(err)
		}
		if len(requested) != 1 || requested[0] != ids[1] {
			t.Fatalf("River's poll for cancellations finds %v, want the running job %d", requested, ids[1])
		}
		if j := b.job(t, ctx, tx, ids[2]); j.State != rivertype.JobStateCompleted || !equalTimes(j.FinalizedAt, completed.FinalizedAt) ||
			string(j.Metadata) != string(completed.Metadata) {
			t.Fatalf("completed job was changed: %s, finalized_at %v, metadata %s", j.State, j.FinalizedAt, j.Metadata)
		}
	})
}

// cancelMany writes to the schema River's client uses.
func TestRiverAdapter_CancelManyUsesRiversSchema(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "baton_river")
	b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
		ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{stageParams("t", 1, "q")})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.jobs.cancelMany(ctx, tx, ids); err != nil {
			t.Fatal(err)
		}
		if j := b.job(t, ctx, tx, ids[0]); j.State != rivertype.JobStateCancelled {
			t.Fatalf("job in schema %s: state %s, want cancelled", b.schema, j.State)
		}
	})
}
