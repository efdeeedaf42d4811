package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
)

// riverAdapter is every use the engine makes of River beyond what River's
// public API promises. Everything else (InsertTx, JobCancelTx, JobDeleteTx,
// JobRetryTx, workers, periodic jobs) goes through river.Client as
// documented. What this file relies on is pinned by riveradapter_test.go,
// which fails on a River upgrade that changes it.
type riverAdapter struct {
	client *river.Client[pgx.Tx]
	// schema is River's Config.Schema ("" is the connection's search_path).
	// River's Client passes it to every driver call it makes; a driver call
	// made here must pass it too, or it writes the tables of another schema.
	schema string
}

// insertMany inserts stage jobs (params' Args are StageArgs) in one River
// insert and returns their ids, parallel to params.
//
// InsertManyTx is public, but what we read from its results is not
// promised: River documents no order for them (its INSERT … SELECT …
// RETURNING yields input order today, which SQL doesn't guarantee), so each
// result is matched to its params by its EncodedArgs, decoded as StageArgs.
// Stage jobs carry no UniqueOpts, so River returns one new job per params;
// a different count, or a job skipped as a duplicate, is an error rather
// than a task pointing at another task's job.
func (r riverAdapter) insertMany(ctx context.Context, tx pgx.Tx, params []river.InsertManyParams) ([]int64, error) {
	res, err := r.client.InsertManyTx(ctx, tx, params)
	if err != nil {
		return nil, fmt.Errorf("pipeline: unable to enqueue jobs: %w", err)
	}
	if len(res) != len(params) {
		return nil, fmt.Errorf("pipeline: River inserted %d jobs for %d", len(res), len(params))
	}
	// Equal args (never within one insert of ours today) each take one of
	// their jobs.
	byArgs := make(map[StageArgs][]int64, len(res))
	for _, r := range res {
		if r.UniqueSkippedAsDuplicate {
			return nil, fmt.Errorf("pipeline: River skipped stage job %d as a duplicate", r.Job.ID)
		}
		var a StageArgs
		if err := json.Unmarshal(r.Job.EncodedArgs, &a); err != nil {
			return nil, fmt.Errorf("pipeline: unable to read inserted job: %w", err)
		}
		byArgs[a] = append(byArgs[a], r.Job.ID)
	}
	ids := make([]int64, len(params))
	for i, p := range params {
		a := p.Args.(StageArgs)
		got := byArgs[a]
		if len(got) == 0 {
			return nil, fmt.Errorf("pipeline: River returned no job for %+v", a)
		}
		ids[i], byArgs[a] = got[0], got[1:]
	}
	return ids, nil
}

// completeMany marks running jobs completed in tx, in one statement: what
// river.JobCompleteTx does for one job, for a whole handoff batch.
//
// Not the public API, because JobCompleteTx costs one statement per job
// inside the handoff transaction, which every handoff of the process waits
// on (see docs/engine.md for the measurement), and it merges the metadata
// of the context's job, which in a batch is only one of them. So this
// calls the driver operation JobCompleteTx calls, riverdriver's
// JobSetStateIfRunningMany, with the parameters riverdriver's
// JobSetStateCompleted builds for it and the client's schema. riverdriver
// says its interface may change without notice: the test pins what we rely
// on. A job that is not running (cancelled meanwhile) is left as it is, as
// JobCompleteTx leaves it; a job row that no longer exists fails tx.
func (r riverAdapter) completeMany(ctx context.Context, tx pgx.Tx, ids []int64) error {
	now := time.Now()
	sets := make([]*riverdriver.JobSetStateIfRunningParams, len(ids))
	for i, id := range ids {
		sets[i] = riverdriver.JobSetStateCompleted(id, now, nil)
	}
	rows, err := r.setStateIfRunning(ctx, tx, sets)
	if err != nil {
		return fmt.Errorf("pipeline: unable to complete jobs: %w", err)
	}
	if len(rows) != len(ids) {
		return fmt.Errorf("pipeline: unable to complete jobs: %d of %d no longer exist", len(ids)-len(rows), len(ids))
	}
	return nil
}

// setStateIfRunning runs riverdriver's JobSetStateIfRunningMany, in tx and
// River's schema, for the per-job parameters riverdriver's JobSetStateXxx
// constructors built (the shape River's completer gives it), and returns
// the rows it found.
func (r riverAdapter) setStateIfRunning(ctx context.Context, tx pgx.Tx, sets []*riverdriver.JobSetStateIfRunningParams) ([]*rivertype.JobRow, error) {
	n := len(sets)
	p := &riverdriver.JobSetStateIfRunningManyParams{
		ID: make([]int64, n), Attempt: make([]*int, n), ErrData: make([][]byte, n), FinalizedAt: make([]*time.Time, n),
		MetadataDoMerge: make([]bool, n), MetadataUpdates: make([][]byte, n), ScheduledAt: make([]*time.Time, n),
		Schema: r.schema, State: make([]rivertype.JobState, n),
	}
	for i, c := range sets {
		p.ID[i], p.Attempt[i], p.ErrData[i], p.FinalizedAt[i] = c.ID, c.Attempt, c.ErrData, c.FinalizedAt
		p.ScheduledAt[i], p.State[i] = c.ScheduledAt, c.State
	}
	return r.client.Driver().UnwrapExecutor(tx).JobSetStateIfRunningMany(ctx, p)
}

// finishDead finalises River jobs left `running` by dead workers (found by
// store.DeadJobs), in tx, as River's rescuer would an hour later: a stage
// job is cancelled (the reaper has already re-enqueued its task with a new
// job, or the task moved on or finished, so running it again could only
// find a stale generation), any other job (a pipeline's follow-up, a
// periodic job) is made available again while it has attempts left, else
// discarded. Each gets an error in River's format naming the dead worker.
//
// Not the public API, because River offers none for this: JobCancelTx only
// asks a running job's own client to stop it (its row stays `running` when
// that client is dead), and JobRetryTx leaves running jobs alone. So this
// calls the driver operation completeMany uses, JobSetStateIfRunningMany,
// with the parameters riverdriver's JobSetStateCancelled,
// JobSetStateErrorAvailable and JobSetStateDiscarded build (the ones River's
// executor uses for a cancel, a retry now and a final failure). A job that
// is no longer running is left as it is.
func (r riverAdapter) finishDead(ctx context.Context, tx pgx.Tx, jobs []store.DeadJob) error {
	if len(jobs) == 0 {
		return nil
	}
	now := time.Now()
	sets := make([]*riverdriver.JobSetStateIfRunningParams, len(jobs))
	for i, j := range jobs {
		errData, err := json.Marshal(rivertype.AttemptError{At: now, Attempt: j.Attempt,
			Error: fmt.Sprintf("worker %s stopped heartbeating while running the job", j.Worker)})
		if err != nil {
			return fmt.Errorf("pipeline: unable to encode job error: %w", err)
		}
		switch {
		case j.Kind == StageJobKind:
			sets[i] = riverdriver.JobSetStateCancelled(j.ID, now, errData, nil)
		case j.Attempt < j.MaxAttempts:
			sets[i] = riverdriver.JobSetStateErrorAvailable(j.ID, now, errData, nil)
		default:
			sets[i] = riverdriver.JobSetStateDiscarded(j.ID, now, errData, nil)
		}
	}
	if _, err := r.setStateIfRunning(ctx, tx, sets); err != nil {
		return fmt.Errorf("pipeline: unable to finalise jobs of dead workers: %w", err)
	}
	return nil
}

// riverControlTopic is the channel suffix River's clients listen on for
// job control (River's notifier.NotificationTopicControl): a cancel goes
// out on "<schema>.river_control".
const riverControlTopic = "river_control"

// cancelManySQL is River's JobCancel statement (riverpgxv5's river_job.sql)
// for many jobs: it locks the jobs not yet finalised, cancels at once those
// not running, and for a running one leaves the state to its client,
// records cancel_attempted_at in its metadata (the mark River's clients
// poll for, and River's rescuer honours) and notifies the client on the
// control topic with River's payload. %s is River's job table.
// $1 ids, $2 River's schema (NULL: the connection's current_schema()),
// $3 the time of the attempt (JSON), $4 the control topic.
const cancelManySQL = `
WITH locked AS (
    SELECT id, queue, state FROM %[1]s
    WHERE id = ANY($1::bigint[]) AND state NOT IN ('cancelled', 'completed', 'discarded') AND finalized_at IS NULL
    ORDER BY id
    FOR UPDATE
), notification AS (
    SELECT id, CASE WHEN state = 'running' THEN pg_notify(
        concat(coalesce($2::text, current_schema()), '.', $4::text),
        json_build_object('action', 'cancel', 'job_id', id, 'queue', queue)::text) END
    FROM locked
)
UPDATE %[1]s j SET
    state = CASE WHEN j.state = 'running' THEN j.state ELSE 'cancelled' END,
    finalized_at = CASE WHEN j.state = 'running' THEN j.finalized_at ELSE now() END,
    metadata = jsonb_set(j.metadata, '{cancel_attempted_at}'::text[], $3::jsonb, true)
FROM notification n
WHERE j.id = n.id`

// cancelMany cancels jobs in tx, in one statement: what river.JobCancelTx
// does for one job, for all of them. A job still queued is cancelled; a
// running one is marked and its client told to cancel its context (the
// client finalises it when the work returns); a finalised or missing one
// is left alone.
//
// Not the public API, because JobCancelTx is one statement (and one
// round trip) per job inside the reaper's transaction, which holds the
// rows of every task it fails until it commits: 1,000 stale tasks meant
// 1,000 round trips. No riverdriver operation cancels many jobs, so this
// runs JobCancel's own SQL over an array, in River's schema; it relies on
// River's job columns, the metadata key cancel_attempted_at, the control
// topic and the payload {"action": "cancel", "job_id", "queue"}, all
// pinned by riveradapter_test.go (and TestReaper_StaleProcessing, which
// sees a running stage's context cancelled). River's notification is
// sent for running jobs only: a queued job is cancelled in its row, and
// River's fetch skips rows this statement holds locked.
func (r riverAdapter) cancelMany(ctx context.Context, tx pgx.Tx, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	table := pgx.Identifier{"river_job"}
	var schema *string
	if r.schema != "" {
		table, schema = pgx.Identifier{r.schema, "river_job"}, &r.schema
	}
	at, err := time.Now().MarshalJSON()
	if err != nil {
		return fmt.Errorf("pipeline: unable to cancel jobs: %w", err)
	}
	if _, err := tx.Exec(ctx, fmt.Sprintf(cancelManySQL, table.Sanitize()), ids, schema, string(at), riverControlTopic); err != nil {
		return fmt.Errorf("pipeline: unable to cancel jobs: %w", err)
	}
	return nil
}

// fetchTracer is the pgx tracer of River's pool when Config.Trace is set:
// it reports each of River's fetches of a queue's jobs (TraceFetchStart,
// TraceFetchEnd) and ignores every other statement.
//
// Not the public API, because River reports no fetch: this recognises
// River's fetch by the name its driver's generated SQL carries
// (riverpgxv5's JobGetAvailable statement starts with
// "-- name: JobGetAvailable") and reads the queue from its fourth
// argument. riveradapter_test.go pins both.
type fetchTracer struct {
	trace func(TracePoint)
}

// riverFetchSQLPrefix begins River's fetch statement.
const riverFetchSQLPrefix = "-- name: JobGetAvailable "

type fetchTracerKey struct{}

func (f fetchTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	if !strings.HasPrefix(d.SQL, riverFetchSQLPrefix) {
		return ctx
	}
	var queue string
	if len(d.Args) > 3 {
		queue, _ = d.Args[3].(string)
	}
	f.trace(TracePoint{At: time.Now(), What: TraceFetchStart, Queue: queue})
	return context.WithValue(ctx, fetchTracerKey{}, queue)
}

func (f fetchTracer) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryEndData) {
	if queue, ok := ctx.Value(fetchTracerKey{}).(string); ok {
		f.trace(TracePoint{At: time.Now(), What: TraceFetchEnd, Queue: queue})
	}
}

// RiverInsertChannel is the PostgreSQL channel River's insert
// notifications go out on when its tables are in schema public (River
// names the channel "<schema>.river_insert", the schema being the
// connection's current_schema() when Config.Schema is "", as the engine
// leaves it): `bench pipeline --trace` listens on it to time their
// delivery. Not the public API; riveradapter_test.go pins it.
const RiverInsertChannel = "public.river_insert"
