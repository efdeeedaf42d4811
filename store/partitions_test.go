package store_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestEventPartitionWidth(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ r, want time.Duration }{
		{time.Minute, time.Minute},
		{2 * time.Minute, time.Minute},
		{20 * time.Minute, 5 * time.Minute},
		{time.Hour, 15 * time.Minute},
		{5 * time.Hour, time.Hour},
		{24 * time.Hour, 6 * time.Hour},
		{7 * 24 * time.Hour, 24 * time.Hour},
		{30 * 24 * time.Hour, 24 * time.Hour},
	} {
		if got := store.EventPartitionWidth(c.r); got != c.want {
			t.Errorf("EventPartitionWidth(%s) = %s, want %s", c.r, got, c.want)
		}
	}
}

// partitionOf names the partition of task_events that holds event id.
func (f *retentionFixture) partitionOf(id int64) string {
	f.t.Helper()
	var name string
	if err := f.pool.QueryRow(context.Background(), `SELECT tableoid::regclass::text FROM task_events WHERE id = $1`, id).Scan(&name); err != nil {
		f.t.Fatal(err)
	}
	return name
}

func (f *retentionFixture) event(taskID, batchID *string, at time.Time) int64 {
	f.t.Helper()
	var id int64
	err := f.pool.QueryRow(context.Background(), `INSERT INTO task_events (task_id, batch_id, kind, data, created_at)
VALUES ($1, $2, 'task.progress', '{}', $3) RETURNING id`, taskID, batchID, at).Scan(&id)
	if err != nil {
		f.t.Fatal(err)
	}
	return id
}

func (f *retentionFixture) dbNow() time.Time {
	f.t.Helper()
	var now time.Time
	if err := f.pool.QueryRow(context.Background(), `SELECT now()`).Scan(&now); err != nil {
		f.t.Fatal(err)
	}
	return now
}

// Partitions are made ahead, each starting on a multiple of its width,
// from several processes at once without a duplicate or an error; a second
// call makes none; an event written where no range was yet moves into the
// range when it is made.
func TestEventPartitionsEnsure(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	ctx := t.Context()
	now := f.dbNow().Add(time.Hour) // past the legacy partition's end
	stray := f.event(nil, nil, now.Add(90*time.Second))
	if got := f.partitionOf(stray); got != "task_events_default" {
		t.Fatalf("an event with no range is in %s, want the default partition", got)
	}

	var wg sync.WaitGroup
	created := make([]int, 4)
	errs := make([]error, 4)
	for i := range created {
		wg.Add(1)
		go func() {
			defer wg.Done()
			created[i], errs[i] = s.EventPartitionsEnsure(ctx, now, time.Minute, 2)
		}()
	}
	wg.Wait()
	total := 0
	for i, err := range errs {
		if err != nil {
			t.Fatalf("caller %d: %v", i, err)
		}
		total += created[i]
	}
	if total != 3 {
		t.Errorf("four concurrent callers created %d partitions, want 3 (the present one and 2 ahead)", total)
	}
	parts, err := s.EventPartitions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	start := now.Truncate(time.Minute)
	var ranges []store.EventPartition
	for _, p := range parts {
		if p.From != nil && !p.From.Before(start) {
			ranges = append(ranges, p)
		}
	}
	if len(ranges) != 3 {
		t.Fatalf("partitions from %s: %+v, want 3", start, ranges)
	}
	for i, p := range ranges {
		from, to := start.Add(time.Duration(i)*time.Minute), start.Add(time.Duration(i+1)*time.Minute)
		if !p.From.Equal(from) || !p.To.Equal(to) {
			t.Errorf("partition %d is [%s, %s), want [%s, %s)", i, p.From, p.To, from, to)
		}
	}
	if !parts[len(parts)-1].Default {
		t.Errorf("the last partition listed is %+v, want the default one", parts[len(parts)-1])
	}
	if got, want := f.partitionOf(stray), "task_events_"+now.Add(90*time.Second).UTC().Format("20060102_1504"); got != want {
		t.Errorf("the event written before its range existed is in %s, want %s", got, want)
	}
	if n, err := s.EventPartitionsEnsure(ctx, now, time.Minute, 2); err != nil || n != 0 {
		t.Errorf("a second call created %d (%v), want 0", n, err)
	}
	// An hour on, nothing in between is made: only the present and ahead.
	if n, err := s.EventPartitionsEnsure(ctx, now.Add(time.Hour), time.Minute, 2); err != nil || n != 3 {
		t.Errorf("an hour later, created %d (%v), want 3", n, err)
	}
	// Events of the present go to the present's partition, not the default.
	if id := f.event(nil, nil, now.Add(time.Hour)); f.partitionOf(id) == "task_events_default" {
		t.Error("an event of a covered minute went to the default partition")
	}
}

// A partition goes only when it ends before the cutoff and none of its
// events belongs to an open task or to a batch with an open task; an open
// task keeps its partition however old, and the partition goes once the
// task has finished.
func TestEventPartitionDropExpired(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	ctx := t.Context()
	f.exec(`DROP TABLE task_events_legacy`) // ranges of the past can be made only where no partition is
	t0 := f.dbNow().Add(-time.Hour).Truncate(time.Minute)
	if n, err := s.EventPartitionsEnsure(ctx, t0, time.Minute, 3); err != nil || n != 4 {
		t.Fatalf("created %d partitions (%v), want 4", n, err)
	}
	minute := func(i int) time.Time { return t0.Add(time.Duration(i)*time.Minute + 30*time.Second) }

	done := f.task(store.StatusSuccess, 2*time.Hour, nil)
	open := f.task(store.StatusPending, 2*time.Hour, nil)
	batch, batchTasks := f.batch(2*time.Hour, store.StatusSuccess, store.StatusProcessing)
	lastTask := f.task(store.StatusFailed, 2*time.Hour, nil)
	e0 := f.event(&done, nil, minute(0))
	e1 := f.event(&open, nil, minute(1))
	e2 := f.event(nil, &batch, minute(2)) // the batch's own event; its open task has none here
	e3 := f.event(&lastTask, nil, minute(3))
	for _, e := range []int64{e0, e1, e2, e3} {
		if f.partitionOf(e) == "task_events_default" {
			t.Fatalf("event %d is in the default partition", e)
		}
	}
	gone := func(id int64) bool {
		return f.count(`SELECT count(*) FROM task_events WHERE id = $1`, id) == 0
	}

	// The cutoff falls inside minute 3: its partition is not past it.
	n, err := s.EventPartitionDropExpired(ctx, t0.Add(3*time.Minute+time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || !gone(e0) || gone(e1) || gone(e2) || gone(e3) {
		t.Errorf("dropped %d partitions; gone: finished %v, open task %v, open batch %v, after the cutoff %v; want 1: only the finished task's",
			n, gone(e0), gone(e1), gone(e2), gone(e3))
	}

	// The tasks finish: their partitions go.
	f.exec(`UPDATE tasks SET status = 'SUCCESS', finished_at = now() WHERE id = ANY($1::uuid[])`, append(batchTasks, open))
	f.exec(`UPDATE batches SET status = 'DONE', finished_at = now() WHERE id = $1`, batch)
	n, err = s.EventPartitionDropExpired(ctx, t0.Add(4*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if n != 3 || !gone(e1) || !gone(e2) || !gone(e3) {
		t.Errorf("dropped %d partitions after the tasks finished, want 3", n)
	}
	// The default partition stays, and a second call finds nothing.
	if n, err := s.EventPartitionDropExpired(ctx, t0.Add(4*time.Minute)); err != nil || n != 0 {
		t.Errorf("second call dropped %d (%v)", n, err)
	}
	parts, err := s.EventPartitions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(parts) != 1 || !parts[0].Default {
		t.Errorf("left %+v, want the default partition only", parts)
	}
}

// stepsDownTo is how many migrations `migrate down` reverts to leave
// version v the last one applied.
func stepsDownTo(t *testing.T, v int) int {
	t.Helper()
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range ms {
		if m.Version > v {
			n++
		}
	}
	return n
}

// Migration 013 on a database with events of v4 and v7 task ids (and
// batch-only ones): up keeps every event, in the legacy partition, with
// its id, and new ids follow on; down keeps every event again, old and
// new, in one table; up again works.
func TestEventPartitionsMigration(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	pool := storetest.NewPoolAt(t, url, 4)
	ctx := t.Context()
	log := slog.New(slog.DiscardHandler)
	down := stepsDownTo(t, 12)
	if _, err := store.MigrateDown(ctx, pool, down, false, log); err != nil {
		t.Fatal(err)
	}
	f, s := &retentionFixture{t: t, pool: pool, now: time.Now()}, store.New(pool)
	v4, v7 := uuid.NewString(), uuid.Must(uuid.NewV7()).String()
	f.exec(`INSERT INTO task_events (task_id, kind, data, created_at) VALUES
        ($1, 'task.created', '{}', now() - interval '40 days'), ($1, 'task.succeeded', '{}', now()),
        ($2, 'task.created', '{}', now() - interval '1 day'), ($2, 'task.succeeded', '{}', now())`, v4, v7)
	f.exec(`INSERT INTO task_events (batch_id, kind, data) VALUES ($1, 'batch.completed', '{}')`, v7)
	const rows = `SELECT count(*) FROM task_events`
	if _, err := store.MigrateUp(ctx, pool, log); err != nil {
		t.Fatal(err)
	}
	if got := f.count(rows); got != 5 {
		t.Fatalf("after up, %d events, want 5", got)
	}
	if got := f.count(`SELECT count(*) FROM task_events_legacy`); got != 5 {
		t.Errorf("after up, %d events in the legacy partition, want 5", got)
	}
	for _, id := range []string{v4, v7} {
		evs, err := s.EventList(ctx, store.EventFilter{TaskID: id})
		if err != nil || len(evs) != 2 || evs[0].ID >= evs[1].ID {
			t.Errorf("task %s's events after up: %+v, %v", id, evs, err)
		}
	}
	if _, err := s.EventPartitionsEnsure(ctx, f.dbNow(), time.Minute, 1); err != nil {
		t.Fatal(err)
	}
	var next int64
	if err := pool.QueryRow(ctx, `INSERT INTO task_events (task_id, kind, data) VALUES ($1, 'task.retried', '{}') RETURNING id`, v4).Scan(&next); err != nil {
		t.Fatal(err)
	}
	if next != 6 {
		t.Errorf("the first event after up has id %d, want 6", next)
	}
	if _, err := store.MigrateDown(ctx, pool, down, false, log); err != nil {
		t.Fatal(err)
	}
	if got := f.count(rows); got != 6 {
		t.Errorf("after down, %d events, want 6", got)
	}
	if got := f.count(`SELECT count(*) FROM pg_partitioned_table WHERE partrelid = 'task_events'::regclass`); got != 0 {
		t.Error("after down, task_events is still partitioned")
	}
	if got := f.count(`SELECT count(*) FROM pg_indexes WHERE tablename = 'task_events'`); got != 4 {
		t.Errorf("after down, task_events has %d indexes, want 4 (primary key, task, batch, created_at)", got)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO task_events (task_id, kind, data) VALUES ($1, 'x', '{}') RETURNING id`, v7).Scan(&next); err != nil || next != 7 {
		t.Errorf("after down, the next event id is %d (%v), want 7", next, err)
	}
	if _, err := store.MigrateUp(ctx, pool, log); err != nil {
		t.Fatal(err)
	}
	if got := f.count(rows); got != 7 {
		t.Errorf("after up again, %d events, want 7", got)
	}
}
