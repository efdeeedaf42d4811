package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
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
	// made here must pass it too, or it writes the tables of another schema,
	// and so must every statement of ours on River's tables (see sql).
	schema string
	// ids are job ids taken from River's sequence ahead of need, for the
	// stage jobs queueInsertStageJobs inserts (see takeJobIDs).
	ids *jobIDReserve
}

func newRiverAdapter(client *river.Client[pgx.Tx], schema string) riverAdapter {
	return riverAdapter{client: client, schema: schema, ids: &jobIDReserve{}}
}

// sql returns stmt with each "/* schema */" replaced by River's schema
// and a dot ("" leaves River's tables to the search_path, as River's own
// statements do: its driver templates its SQL the same way).
func (r riverAdapter) sql(stmt string) string {
	prefix := ""
	if r.schema != "" {
		prefix = pgx.Identifier{r.schema}.Sanitize() + "."
	}
	return strings.ReplaceAll(stmt, "/* schema */", prefix)
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

// stageJob is a stage job for queueInsertStageJobs: its id (taken with
// takeJobIDs), its args, and River's insert options for it.
type stageJob struct {
	ID          int64
	Args        StageArgs
	Queue       string
	MaxAttempts int
	// ScheduledAt, when set, makes the job `scheduled` until then (a Held
	// stage); otherwise it is `available` at once.
	ScheduledAt time.Time
	// Running inserts the job as River's fetch leaves a job it hands this
	// process's client: `running`, attempt 1, attempted now by the client
	// (a direct run; see Engine.runDirect). ScheduledAt must be zero.
	Running bool
}

// insertStageJobsSQL inserts stage jobs the way River's InsertManyTx does
// for StageArgs with InsertOpts{Queue, MaxAttempts[, ScheduledAt]}
// (riverdriver's JobInsertFastMany with the values River's client fills in:
// kind, created_at now(), metadata '{}', priority 1, no tags, no unique key,
// state available, or scheduled when ScheduledAt is set), with the id given
// (JobInsertFastMany takes one too: nextval of River's sequence otherwise),
// and sends River's insert notification for each queue that got an
// available job, as InsertManyTx's second statement does
// (riverdriver's PGNotifyMany: channel "<schema>.river_insert", payload
// {"queue": "<name>"}; River's producers listen on it and fetch).
//
// A running job (stageJob.Running) is inserted as River's fetch
// (JobGetAvailable) would leave it for this client, attempted_by holding
// the client's id (River's Config.ID, the engine's WorkerID), and gets no
// notification: nobody is to fetch it.
//
// A job is inserted only while its task's job_id is it: the handoff
// statement sent before it in the same batch sets job_id for the tasks it
// moves on, so the stage of a task that was no longer its worker's
// (cancelled, reaped, re-enqueued) gets no next job; a submission's task
// insert, sent before it too, sets the first job's. That is why this
// statement reads our tasks table.
const insertStageJobsSQL = `
WITH j AS (
    SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::jsonb[], $4::text[], $5::smallint[], $6::timestamptz[], $7::bool[])
        AS j(id, task_id, args, queue, max_attempts, scheduled_at, running)
), ins AS (
    INSERT INTO /* schema */river_job (id, args, attempt, attempted_at, attempted_by, created_at, kind, max_attempts,
        metadata, priority, queue, scheduled_at, state, tags)
    SELECT j.id, j.args, CASE WHEN j.running THEN 1 ELSE 0 END,
        CASE WHEN j.running THEN now() END, CASE WHEN j.running THEN ARRAY[$9::text] END,
        now(), '` + StageJobKind + `', j.max_attempts, '{}', 1, j.queue, coalesce(j.scheduled_at, now()),
        (CASE WHEN j.running THEN 'running' WHEN j.scheduled_at IS NULL THEN 'available' ELSE 'scheduled' END)::/* schema */river_job_state,
        '{}'
    FROM j
    -- id = ANY: primary-key lookups, as in the handoff statement, not a
    -- hash of the whole tasks table, which the generic plan chose.
    WHERE EXISTS (SELECT 1 FROM tasks t WHERE t.id = ANY($2::uuid[]) AND t.id = j.task_id AND t.job_id = j.id)
    RETURNING queue, state
)
SELECT pg_notify(coalesce($8::text, current_schema()) || '.river_insert', '{"queue": "' || q.queue || '"}')
FROM (SELECT DISTINCT queue FROM ins WHERE state = 'available') q`

// queueInsertStageJobs queues, on b, the insert of jobs and River's insert
// notification for their queues, in one statement (insertStageJobsSQL).
// It must follow the statement that sets the tasks' job_id.
//
// Not the public API, because InsertManyTx costs two round trips of its own
// (the insert, then the notification) inside the handoff or the
// submission, can't be queued on a batch, and inserts no running job: the
// handoff's statements, and a submission's, go out as one batch, in one
// round trip (see Engine.handOffTx, Engine.submitTx). riveradapter_test.go pins that a row
// inserted here equals one InsertManyTx inserts for the same args, and that
// the notification is River's.
func (r riverAdapter) queueInsertStageJobs(b *pgx.Batch, jobs []stageJob) error {
	n := len(jobs)
	if n == 0 {
		return nil
	}
	ids, tasks, args, queues, maxes, at := make([]int64, n), make([]string, n), make([]string, n), make([]string, n), make([]int16, n), make([]*time.Time, n)
	running := make([]bool, n)
	for i, j := range jobs {
		running[i] = j.Running
		a, err := json.Marshal(j.Args)
		if err != nil {
			return fmt.Errorf("pipeline: unable to encode job args: %w", err)
		}
		ids[i], tasks[i], args[i], queues[i], maxes[i] = j.ID, j.Args.TaskID, string(a), j.Queue, int16(j.MaxAttempts)
		if !j.ScheduledAt.IsZero() {
			at[i] = &j.ScheduledAt
		}
	}
	var schema *string
	if r.schema != "" {
		schema = &r.schema
	}
	b.Queue(r.sql(insertStageJobsSQL), ids, tasks, args, queues, maxes, at, running, schema, r.client.ID())
	return nil
}

// completeJobsSQL finishes the running jobs $1 whose stage just committed
// its result. A job that ran once without an error is deleted: the task's
// outputs and events are the record of what it did, and a completed row
// would only cost River's table a second version of the job (a completion
// is not a HOT update: every one of river_job's seven indexes, two of them
// GIN, gets a new entry), River's cleaner a delete and autovacuum both
// dead versions (docs/engine.md, "Finished stage jobs"). A job that has
// failed before is completed as riverdriver's JobSetStateIfRunningMany
// does with JobSetStateCompleted's parameters (River's completer, and
// JobCompleteTx): state completed, finalized_at set, nothing else changed,
// so River UI keeps showing its earlier errors until River's retention
// removes it. A job that is not running is left as it is.
const completeJobsSQL = `
WITH gone AS (
    DELETE FROM /* schema */river_job
    WHERE id = ANY($1::bigint[]) AND state = 'running' AND coalesce(cardinality(errors), 0) = 0
)
UPDATE /* schema */river_job SET state = 'completed', finalized_at = $2
WHERE id = ANY($1::bigint[]) AND state = 'running' AND coalesce(cardinality(errors), 0) > 0`

// queueCompleteMany queues, on b, the completion of the running jobs ids
// (completeJobsSQL): what river.JobCompleteTx does for one job, for a
// whole handoff batch, except that a job that never failed is deleted. A
// job that is not running (cancelled meanwhile) or no longer exists is
// left alone; River's completer, which still runs after the worker
// returns, then finds nothing to do either (it only acts on running jobs,
// and a job it doesn't find is no error to it).
//
// Not the public API, because JobCompleteTx costs a round trip per job,
// merges the metadata of the context's job, which in a batch is only one of
// them, can't be queued on a batch, and keeps every job. riveradapter_test.go
// pins that a retried job completed here equals one completed by River's
// own operation, and that a clean one is gone.
func (r riverAdapter) queueCompleteMany(b *pgx.Batch, ids []int64) {
	b.Queue(r.sql(completeJobsSQL), ids, time.Now())
}

// jobIDReserve holds job ids taken from River's sequence (river_job_id_seq,
// which river_job.id defaults to) and not yet used. An id taken and never
// used is a gap in river_job's ids, which nothing minds: River's own
// inserts take ids from the same sequence, which never hands one out twice.
type jobIDReserve struct {
	mu  sync.Mutex
	ids []int64
}

// jobIDChunk is how many ids a refill takes at least.
const jobIDChunk = 64

// nextIDsSQL takes $2 ids from River's job id sequence ($1).
const nextIDsSQL = `SELECT nextval($1::text::regclass) FROM generate_series(1, $2::int)`

func (r riverAdapter) sequence() string {
	return r.sql("/* schema */river_job_id_seq")
}

// takeJobIDs returns n unused job ids. The reserve is topped up by the
// batches that use its ids (queueRefillJobIDs), so this costs a round trip
// only when it runs short: the first handoff of a process, or a batch
// larger than the last ones.
func (r riverAdapter) takeJobIDs(ctx context.Context, pool *pgxpool.Pool, n int) ([]int64, error) {
	for {
		r.ids.mu.Lock()
		if have := len(r.ids.ids); have >= n {
			ids := slices.Clone(r.ids.ids[:n])
			r.ids.ids = r.ids.ids[n:]
			r.ids.mu.Unlock()
			return ids, nil
		}
		short := n - len(r.ids.ids)
		r.ids.mu.Unlock()
		rows, err := pool.Query(ctx, nextIDsSQL, r.sequence(), short+jobIDChunk)
		if err != nil {
			return nil, fmt.Errorf("pipeline: unable to reserve job ids: %w", err)
		}
		got, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return nil, fmt.Errorf("pipeline: unable to reserve job ids: %w", err)
		}
		r.ids.put(got)
	}
}

func (q *jobIDReserve) put(ids []int64) {
	q.mu.Lock()
	q.ids = append(q.ids, ids...)
	q.mu.Unlock()
}

// queueRefillJobIDs queues, on b, the taking of new ids when the reserve
// holds fewer than used (the ids the batch uses) or jobIDChunk: they join
// the reserve once b's results are read, at no round trip of its own.
func (r riverAdapter) queueRefillJobIDs(b *pgx.Batch, used int) {
	r.ids.mu.Lock()
	have := len(r.ids.ids)
	r.ids.mu.Unlock()
	want := max(jobIDChunk, 2*used)
	if have >= max(jobIDChunk, used) {
		return
	}
	b.Queue(nextIDsSQL, r.sequence(), want-have).Query(func(rows pgx.Rows) error {
		got, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		r.ids.put(got)
		return nil
	})
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
// calls the driver operation River's completer uses, JobSetStateIfRunningMany,
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

// directOutcome is how a direct run ended without a handoff: when it started,
// its error (and a panic's stack), whether the engine's hard stop
// interrupted it, and when its stage's retry policy would retry it.
type directOutcome struct {
	started    time.Time
	err        error
	panicTrace string
	stopped    bool
	nextRetry  time.Time
}

// handBack sets a direct run's job (see direct.go) as River's executor
// sets a job whose worker returned an error (its reportError), in tx: a
// job the engine's stop interrupted is made available again with its
// attempt given back; otherwise the error is appended to the job's errors
// and the job is cancelled (river.JobCancel), discarded (no attempts
// left), or due again at nextRetry (available at once when that is within
// River's scheduler interval, else retryable). A job cancelled meanwhile
// (JobCancelTx) ends cancelled, by River's own rule in the statement.
// From there River owns the job: its fetch, its retries, its rescuer.
//
// Not the public API, because River offers none for setting a running
// job's outcome from outside its executor. So this calls the driver
// operation its executor's completer calls, JobSetStateIfRunningMany, with
// the parameters riverdriver's JobSetStateInterrupted, JobSetStateCancelled,
// JobSetStateDiscarded, JobSetStateErrorAvailable and
// JobSetStateErrorRetryable build, as River's executor chooses them. A job
// that is no longer running is left as it is.
func (r riverAdapter) handBack(ctx context.Context, tx pgx.Tx, job *rivertype.JobRow, h directOutcome) error {
	now := time.Now()
	var set *riverdriver.JobSetStateIfRunningParams
	if h.stopped {
		set = riverdriver.JobSetStateInterrupted(job.ID, now, max(job.Attempt-1, 0), nil)
	} else {
		errData, err := json.Marshal(rivertype.AttemptError{At: h.started, Attempt: job.Attempt, Error: h.err.Error(), Trace: h.panicTrace})
		if err != nil {
			return fmt.Errorf("pipeline: unable to encode job error: %w", err)
		}
		var cancel *rivertype.JobCancelError
		switch {
		case errors.As(h.err, &cancel):
			set = riverdriver.JobSetStateCancelled(job.ID, now, errData, nil)
		case job.Attempt >= job.MaxAttempts:
			set = riverdriver.JobSetStateDiscarded(job.ID, now, errData, nil)
		case h.nextRetry.Sub(now) <= riverSchedulerInterval:
			set = riverdriver.JobSetStateErrorAvailable(job.ID, h.nextRetry, errData, nil)
		default:
			set = riverdriver.JobSetStateErrorRetryable(job.ID, h.nextRetry, errData, nil)
		}
	}
	if _, err := r.setStateIfRunning(ctx, tx, []*riverdriver.JobSetStateIfRunningParams{set}); err != nil {
		return fmt.Errorf("pipeline: unable to hand job %d back to River: %w", job.ID, err)
	}
	return nil
}

// cancelRequested returns which of the running jobs ids were asked to be
// cancelled (JobCancelTx marks a running job so), with riverdriver's
// JobGetCancelRequested in River's schema.
//
// Not the public API, because River tells only the producer running a job
// that it was cancelled, and a direct run has none.
func (r riverAdapter) cancelRequested(ctx context.Context, ids []int64) ([]int64, error) {
	got, err := r.client.Driver().GetExecutor().JobGetCancelRequested(ctx, &riverdriver.JobGetCancelRequestedParams{ID: ids, Schema: r.schema})
	if err != nil {
		return nil, fmt.Errorf("pipeline: unable to read cancelled jobs: %w", err)
	}
	return got, nil
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
