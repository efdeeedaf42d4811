package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"reflect"
	"strings"
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
	return &adapterBundle{pool: pool, client: client, jobs: newRiverAdapter(client, rc.Schema), schema: schema}
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

// table is River's table name in the bundle's schema, for raw SQL.
func (b *adapterBundle) table(name string) string {
	if b.schema != "" {
		return pgx.Identifier{b.schema, name}.Sanitize()
	}
	return pgx.Identifier{name}.Sanitize()
}

// row is a job's row as JSON without the columns listed, to compare two
// jobs column by column (every column River's table has, today's and a
// future version's, takes part unless left out).
func (b *adapterBundle) row(t *testing.T, ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, id int64, without ...string) map[string]any {
	t.Helper()
	var row map[string]any
	err := q.QueryRow(ctx, `SELECT to_jsonb(j) - $2::text[] FROM `+b.table("river_job")+` j WHERE id = $1`, id, append([]string{}, without...)).Scan(&row)
	if err != nil {
		t.Fatalf("job %d: %v", id, err)
	}
	return row
}

// taskSQL inserts a task row whose job is $2: the guard of
// insertStageJobsSQL.
const taskSQL = `INSERT INTO tasks (id, pipeline, status, stage, max_attempts, input, job_id)
VALUES ($1, 'test', 'PROCESSING', 'b', 3, '{}', $2)`

// queueInsertStageJobs writes the row InsertManyTx writes for the same
// args and options (every column but the id and the insert's instants),
// scheduled when ScheduledAt is set, in River's schema, and only for a
// task whose job_id is the job.
func TestRiverAdapter_InsertStageJobsAsRiverDoes(t *testing.T) {
	t.Parallel()
	for _, schema := range []string{"", "baton_river"} {
		t.Run("schema="+schema, func(t *testing.T) {
			t.Parallel()
			b := setupAdapter(t, schema)
			ctx := context.Background()
			ids, err := b.jobs.takeJobIDs(ctx, b.pool, 3)
			if err != nil {
				t.Fatal(err)
			}
			b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
				held := time.Now().Add(time.Hour)
				args := func(task string) StageArgs {
					return StageArgs{TaskID: task, Pipeline: "test", Stage: "b", Generation: 2}
				}
				now, later, orphan := NewID(), NewID(), NewID()
				for task, job := range map[string]*int64{now: &ids[0], later: &ids[1], orphan: nil} {
					if _, err := tx.Exec(ctx, taskSQL, task, job); err != nil {
						t.Fatal(err)
					}
				}
				theirs, err := b.client.InsertManyTx(ctx, tx, []river.InsertManyParams{
					{Args: args(now), InsertOpts: &river.InsertOpts{Queue: "test_b", MaxAttempts: 3}},
					{Args: args(later), InsertOpts: &river.InsertOpts{Queue: "test_b", MaxAttempts: 3, ScheduledAt: held}},
				})
				if err != nil {
					t.Fatal(err)
				}
				batch := &pgx.Batch{}
				if err := b.jobs.queueInsertStageJobs(batch, []stageJob{
					{ID: ids[0], Args: args(now), Queue: "test_b", MaxAttempts: 3},
					{ID: ids[1], Args: args(later), Queue: "test_b", MaxAttempts: 3, ScheduledAt: held},
					{ID: ids[2], Args: args(orphan), Queue: "test_b", MaxAttempts: 3},
				}); err != nil {
					t.Fatal(err)
				}
				if err := tx.SendBatch(ctx, batch).Close(); err != nil {
					t.Fatal(err)
				}
				for i, name := range []string{"available", "scheduled"} {
					river, ours := theirs[i].Job.ID, ids[i]
					want, got := b.row(t, ctx, tx, river, "id", "created_at", "scheduled_at"), b.row(t, ctx, tx, ours, "id", "created_at", "scheduled_at")
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("%s job: ours\n%v\nRiver's\n%v", name, got, want)
					}
					// The instants: River takes the client's clock at the
					// insert, ours the transaction's; both are "now".
					rj, oj := b.job(t, ctx, tx, river), b.job(t, ctx, tx, ours)
					near := func(a, b time.Time) bool { return a.Sub(b).Abs() < 10*time.Second }
					if name == "available" && (!rj.ScheduledAt.Equal(rj.CreatedAt) || !oj.ScheduledAt.Equal(oj.CreatedAt) || !near(oj.CreatedAt, rj.CreatedAt)) {
						t.Fatalf("available job: ours created %s scheduled %s, River's created %s scheduled %s",
							oj.CreatedAt, oj.ScheduledAt, rj.CreatedAt, rj.ScheduledAt)
					}
					if name == "scheduled" && (!oj.ScheduledAt.Equal(rj.ScheduledAt) || !near(oj.CreatedAt, rj.CreatedAt)) {
						t.Fatalf("scheduled job: ours created %s scheduled %s, River's created %s scheduled %s",
							oj.CreatedAt, oj.ScheduledAt, rj.CreatedAt, rj.ScheduledAt)
					}
				}
				if _, err := b.client.JobGetTx(ctx, tx, ids[2]); !errors.Is(err, rivertype.ErrNotFound) {
					t.Fatalf("the job of a task not pointing at it: %v, want not inserted", err)
				}
			})
		})
	}
}

// A running stageJob (a direct run) is the row River's fetch
// (JobGetAvailable) makes of the job InsertManyTx inserts, for this client:
// running, attempt 1, attempted by the client's id.
func TestRiverAdapter_InsertRunningAsRiverFetches(t *testing.T) {
	t.Parallel()
	for _, schema := range []string{"", "baton_river"} {
		t.Run("schema="+schema, func(t *testing.T) {
			t.Parallel()
			b := setupAdapter(t, schema)
			ctx := context.Background()
			ids, err := b.jobs.takeJobIDs(ctx, b.pool, 1)
			if err != nil {
				t.Fatal(err)
			}
			b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
				task := NewID()
				args := StageArgs{TaskID: task, Pipeline: "test", Stage: "b", Generation: 2}
				if _, err := tx.Exec(ctx, taskSQL, task, ids[0]); err != nil {
					t.Fatal(err)
				}
				if _, err := b.client.InsertTx(ctx, tx, args, &river.InsertOpts{Queue: "fetch_q", MaxAttempts: 3}); err != nil {
					t.Fatal(err)
				}
				// River's insert stamps the job with the client's clock,
				// after this transaction's now(): fetch as of a moment later.
				later := time.Now().Add(time.Second)
				fetched, err := b.client.Driver().UnwrapExecutor(tx).JobGetAvailable(ctx, &riverdriver.JobGetAvailableParams{
					ClientID: b.client.ID(), MaxAttemptedBy: 100, MaxToLock: 1, Now: &later, Queue: "fetch_q", Schema: b.schema,
				})
				if err != nil || len(fetched.Jobs) != 1 {
					t.Fatalf("River's fetch: %+v, %v", fetched, err)
				}
				batch := &pgx.Batch{}
				if err := b.jobs.queueInsertStageJobs(batch, []stageJob{{ID: ids[0], Args: args, Queue: "fetch_q", MaxAttempts: 3, Running: true}}); err != nil {
					t.Fatal(err)
				}
				if err := tx.SendBatch(ctx, batch).Close(); err != nil {
					t.Fatal(err)
				}
				skip := []string{"id", "created_at", "scheduled_at", "attempted_at"}
				want, got := b.row(t, ctx, tx, fetched.Jobs[0].ID, skip...), b.row(t, ctx, tx, ids[0], skip...)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("running job: ours\n%v\nRiver's, fetched\n%v", got, want)
				}
				if j := b.job(t, ctx, tx, ids[0]); j.AttemptedAt == nil || j.State != rivertype.JobStateRunning {
					t.Fatalf("running job: state %s, attempted_at %v", j.State, j.AttemptedAt)
				}
			})
		})
	}
}

// queueInsertStageJobs sends the notification InsertManyTx sends: on the
// same channel, with River's payload naming the queue, once per queue
// that got an available job (a scheduled job's queue gets none).
func TestRiverAdapter_InsertNotifiesAsRiverDoes(t *testing.T) {
	t.Parallel()
	b := setupAdapter(t, "")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	listener, err := b.pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Release()
	if _, err := listener.Exec(ctx, "LISTEN "+pgx.Identifier{RiverInsertChannel}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	next := func() (string, string) {
		t.Helper()
		n, err := listener.Conn().WaitForNotification(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n.Channel, n.Payload
	}

	tx, err := b.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.client.InsertTx(ctx, tx, StageArgs{TaskID: NewID(), Stage: "b"}, &river.InsertOpts{Queue: "notify_river"}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	riverChannel, riverPayload := next()

	ids, err := b.jobs.takeJobIDs(ctx, b.pool, 3)
	if err != nil {
		t.Fatal(err)
	}
	batch := &pgx.Batch{}
	var jobs []stageJob
	for i, q := range []string{"notify_ours", "notify_ours", "notify_held"} {
		task := NewID()
		batch.Queue(taskSQL, task, ids[i])
		j := stageJob{ID: ids[i], Args: StageArgs{TaskID: task, Stage: "b"}, Queue: q, MaxAttempts: 3}
		if q == "notify_held" {
			j.ScheduledAt = time.Now().Add(time.Hour)
		}
		jobs = append(jobs, j)
	}
	if err := b.jobs.queueInsertStageJobs(batch, jobs); err != nil {
		t.Fatal(err)
	}
	if err := store.New(b.pool).SendBatch(ctx, batch); err != nil {
		t.Fatal(err)
	}
	channel, payload := next()
	if channel != riverChannel || payload != strings.ReplaceAll(riverPayload, "notify_river", "notify_ours") {
		t.Fatalf("notification %q on %q, River's %q on %q", payload, channel, riverPayload, riverChannel)
	}
	// Nothing more: one notification for the two jobs of notify_ours, none
	// for the held one. A probe sent after them arrives next.
	if _, err := b.pool.Exec(ctx, `SELECT pg_notify($1, 'probe')`, RiverInsertChannel); err != nil {
		t.Fatal(err)
	}
	if _, payload := next(); payload != "probe" {
		t.Fatalf("a second notification %q, want none", payload)
	}
}

// queueCompleteMany deletes a running job that never failed, and leaves
// a running job that failed before as River's own completion
// (JobSetStateIfRunningMany with JobSetStateCompleted's parameters) does,
// column for column, in River's schema; a job that isn't running
// (available, cancelled) is left as it is, and one that doesn't exist is
// no error.
func TestRiverAdapter_CompleteAsRiverDoes(t *testing.T) {
	t.Parallel()
	for _, schema := range []string{"", "baton_river"} {
		t.Run("schema="+schema, func(t *testing.T) {
			t.Parallel()
			b := setupAdapter(t, schema)
			b.inTx(t, func(ctx context.Context, tx pgx.Tx) {
				ids, err := b.jobs.insertMany(ctx, tx, []river.InsertManyParams{
					stageParams("theirs", 1, "q"), stageParams("ours", 1, "q"), stageParams("clean", 1, "q"),
					stageParams("available", 1, "q"), stageParams("cancelled", 1, "q"),
				})
				if err != nil {
					t.Fatal(err)
				}
				// theirs and ours failed once (River's retryable error)
				// and run again; clean runs for the first time.
				for _, id := range ids[:2] {
					b.setRunning(t, ctx, tx, id)
					if _, err := b.jobs.setStateIfRunning(ctx, tx, []*riverdriver.JobSetStateIfRunningParams{
						riverdriver.JobSetStateErrorRetryable(id, time.Now(), []byte(`{"attempt":1,"error":"boom"}`), nil),
					}); err != nil {
						t.Fatal(err)
					}
					b.setRunning(t, ctx, tx, id)
				}
				b.setRunning(t, ctx, tx, ids[2])
				if _, err := b.client.JobCancelTx(ctx, tx, ids[4]); err != nil {
					t.Fatal(err)
				}
				before := []map[string]any{3: b.row(t, ctx, tx, ids[3]), 4: b.row(t, ctx, tx, ids[4])}

				if _, err := b.jobs.setStateIfRunning(ctx, tx, []*riverdriver.JobSetStateIfRunningParams{
					riverdriver.JobSetStateCompleted(ids[0], time.Now(), nil),
				}); err != nil {
					t.Fatal(err)
				}
				batch := &pgx.Batch{}
				b.jobs.queueCompleteMany(batch, []int64{ids[1], ids[2], ids[3], ids[4], 1 << 60})
				if err := tx.SendBatch(ctx, batch).Close(); err != nil {
					t.Fatal(err)
				}
				skip := []string{"id", "args", "created_at", "scheduled_at", "attempted_at", "finalized_at", "errors"}
				if want, got := b.row(t, ctx, tx, ids[0], skip...), b.row(t, ctx, tx, ids[1], skip...); !reflect.DeepEqual(got, want) {
					t.Fatalf("completed job: ours\n%v\nRiver's\n%v", got, want)
				}
				if j := b.job(t, ctx, tx, ids[1]); j.State != rivertype.JobStateCompleted || j.FinalizedAt == nil || len(j.Errors) != 1 {
					t.Fatalf("our completed job: state %s, finalized_at %v, errors %v", j.State, j.FinalizedAt, j.Errors)
				}
				if _, err := b.client.JobGetTx(ctx, tx, ids[2]); !errors.Is(err, river.ErrNotFound) {
					t.Fatalf("job that never failed: %v, want it deleted", err)
				}
				for _, i := range []int{3, 4} {
					if got := b.row(t, ctx, tx, ids[i]); !reflect.DeepEqual(got, before[i]) {
						t.Fatalf("job %d not running was changed:\n%v\nwas\n%v", i, got, before[i])
					}
				}
			})
		})
	}
}

// takeJobIDs hands out ids of River's sequence, never twice and never one
// River's own inserts take, and a batch refills the reserve.
func TestRiverAdapter_JobIDs(t *testing.T) {
	t.Parallel()
	for _, schema := range []string{"", "baton_river"} {
		t.Run("schema="+schema, func(t *testing.T) {
			t.Parallel()
			b := setupAdapter(t, schema)
			ctx := context.Background()
			seen := map[int64]bool{}
			take := func(n int) {
				t.Helper()
				ids, err := b.jobs.takeJobIDs(ctx, b.pool, n)
				if err != nil {
					t.Fatal(err)
				}
				if len(ids) != n {
					t.Fatalf("%d ids for %d", len(ids), n)
				}
				for _, id := range ids {
					if seen[id] {
						t.Fatalf("id %d handed out twice", id)
					}
					seen[id] = true
				}
			}
			take(1)
			take(jobIDChunk + 10) // more than the reserve holds
			batch := &pgx.Batch{}
			b.jobs.queueRefillJobIDs(batch, 100)
			if err := store.New(b.pool).SendBatch(ctx, batch); err != nil {
				t.Fatal(err)
			}
			if n := len(b.jobs.ids.ids); n < 100 {
				t.Fatalf("reserve after a refill for 100: %d ids", n)
			}
			take(150)
			res, err := b.client.Insert(ctx, StageArgs{TaskID: NewID()}, &river.InsertOpts{Queue: "q"})
			if err != nil {
				t.Fatal(err)
			}
			if seen[res.Job.ID] {
				t.Fatalf("River's insert took id %d, which we had handed out", res.Job.ID)
			}
		})
	}
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
		if _, err := b.jobs.setStateIfRunning(ctx, tx, []*riverdriver.JobSetStateIfRunningParams{
			riverdriver.JobSetStateCompleted(ids[2], time.Now(), nil),
		}); err != nil {
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
