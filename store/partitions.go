package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// task_events is partitioned by created_at (migration 013): ranges the
// sweep creates ahead of time, the legacy partition (every event written
// before the migration), and a default partition for any row no range
// covers. Retention drops a whole partition once it is past retention and
// holds no event of an open task or batch: no WAL record per event and no
// dead rows to vacuum, where deleting the events row by row cost about
// two-thirds of a pruned task's WAL (docs/benchmarks.md, "What pruning
// costs the hot path").

// eventPartitionLockKey is the advisory lock (transaction-level) under
// which partitions of task_events are created and dropped, so processes
// sweeping at once never create the same range twice or drop one another's
// choice. It is taken after the reaper's own lock, never the other way.
const eventPartitionLockKey = 0x62617470 // "batp"

// eventPartitionWidths are the widths a partition may have, narrowest
// first: each divides a day, so partitions start on round UTC times.
var eventPartitionWidths = []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour, 6 * time.Hour, 24 * time.Hour}

// EventPartitionWidth is the width of the task_events partitions for an
// event retention r: the widest of a minute, 5 and 15 minutes, an hour, six
// hours and a day that is at most a quarter of r (a minute at the least).
// A quarter keeps what the partitions hold beyond retention to at most a
// quarter more than r itself, with a handful of partitions: seven days of
// retention gives daily partitions (about ten of them: seven, the one being
// written, those made ahead), two minutes gives partitions of a minute.
func EventPartitionWidth(r time.Duration) time.Duration {
	w := eventPartitionWidths[0]
	for _, c := range eventPartitionWidths {
		if c <= r/4 {
			w = c
		}
	}
	return w
}

// EventPartition is one partition of task_events, [From, To). The legacy
// partition has no From (it starts at MINVALUE); the default partition has
// neither.
type EventPartition struct {
	Name     string
	From, To *time.Time
	Default  bool
}

// eventPartitionsSQL lists task_events' partitions with their bounds, read
// back from the catalogue's text of each bound (a timestamptz literal with
// its offset, so the cast back does not depend on the session's time zone).
// The bound's text is read once per partition: pg_get_expr gives NULL for
// a partition another session dropped after this query's snapshot (a
// concurrent sweep's), and such a partition is left out rather than read
// with a NULL "default" flag.
const eventPartitionsSQL = `
SELECT c.relname::text, e.bound = 'DEFAULT',
    CASE WHEN m.r[1] IS NULL OR m.r[1] = 'MINVALUE' THEN NULL ELSE btrim(m.r[1], '''')::timestamptz END,
    CASE WHEN m.r[2] IS NULL OR m.r[2] = 'MAXVALUE' THEN NULL ELSE btrim(m.r[2], '''')::timestamptz END AS upper
FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
CROSS JOIN LATERAL (SELECT pg_get_expr(c.relpartbound, c.oid) AS bound) e
LEFT JOIN LATERAL regexp_match(e.bound, 'FROM \((.*)\) TO \((.*)\)') AS m(r) ON true
WHERE i.inhparent = 'task_events'::regclass AND e.bound IS NOT NULL
ORDER BY upper NULLS LAST`

// EventPartitions lists the partitions of task_events, oldest first, the
// default partition last.
func (s *Store) EventPartitions(ctx context.Context) ([]EventPartition, error) {
	rows, err := s.db.Query(ctx, eventPartitionsSQL)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list event partitions: %w", err)
	}
	var out []EventPartition
	var p EventPartition
	_, err = pgx.ForEachRow(rows, []any{&p.Name, &p.Default, &p.From, &p.To}, func() error {
		out = append(out, p)
		p = EventPartition{}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list event partitions: %w", err)
	}
	return out, nil
}

// eventPartitionStorage is each new partition's autovacuum settings. A
// partition is only inserted into, then dropped whole: the insert-triggered
// vacuum keeps its visibility map current (so later vacuums skip it), and
// no cost delay lets a vacuum finish before the next is due.
const eventPartitionStorage = `autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 10000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 10000, autovacuum_vacuum_cost_delay = 0`

// partitionLockTimeout bounds how long creating or dropping a partition
// waits for a lock. Attaching a range locks the default partition, and
// dropping one locks task_events itself (ACCESS EXCLUSIVE), which every
// claim, handoff and event read takes a weaker lock on: a DROP waiting in
// the lock queue holds those up behind it. Their transactions last
// milliseconds, so the lock comes in well under this; should it not (a
// long reader), the sweep gives up and tries again next time rather than
// stall the hot path longer.
const partitionLockTimeout = "500ms"

// EventPartitionsEnsure creates the partitions of task_events, each width
// wide and starting on a multiple of width (UTC), from the end of the
// newest one (or from the start of the present partition, when that end is
// in the past or there is none) until they cover ahead partitions beyond
// the one holding now, and returns how many it created. It is idempotent
// and safe to run from several processes at once (an advisory lock
// serialises them). Rows of the default partition that fall in a new range
// move into it. now is the database's clock or close to it: events are
// dated by the database (created_at DEFAULT now()).
func (s *Store) EventPartitionsEnsure(ctx context.Context, now time.Time, width time.Duration, ahead int) (int, error) {
	if width < time.Minute {
		return 0, fmt.Errorf("store: event partition width %s is under a minute", width)
	}
	created := 0
	err := s.partitionTx(ctx, func(tx DBTX, q *Store) error {
		parts, err := q.EventPartitions(ctx)
		if err != nil {
			return err
		}
		start := now.UTC().Truncate(width)
		from := start
		for _, p := range parts {
			if p.To != nil && p.To.After(from) {
				from = p.To.UTC()
			}
		}
		until := start.Add(time.Duration(ahead+1) * width)
		if from.Before(until) && from.Before(now.Add(width)) {
			// The range of the present (or the next one): events are being
			// routed to the default partition for it right now, and an
			// insert routed there before the attach and run after it fails
			// the default's narrowed constraint. Hold inserts off meanwhile
			// (reads go on); they route anew once this commits. Ranges made
			// ahead, the usual case, need no such lock.
			if _, err := tx.Exec(ctx, `LOCK TABLE task_events IN SHARE ROW EXCLUSIVE MODE`); err != nil {
				return err
			}
		}
		for from.Before(until) {
			to := from.Truncate(width).Add(width)
			if err := createEventPartition(ctx, tx, from, to); err != nil {
				return err
			}
			created++
			from = to
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("store: unable to create event partitions: %w", err)
	}
	return created, nil
}

// createEventPartition creates task_events' partition [from, to) as a table
// of its own, moves into it the default partition's rows of that range,
// then attaches it. Attaching (unlike CREATE TABLE … PARTITION OF) takes
// only a SHARE UPDATE EXCLUSIVE lock on task_events, so writes and reads
// carry on; it scans the new table and the default partition, both small.
func createEventPartition(ctx context.Context, tx DBTX, from, to time.Time) error {
	name := pgx.Identifier{"task_events_" + from.UTC().Format("20060102_1504")}.Sanitize()
	lo, hi := from.UTC().Format(time.RFC3339Nano), to.UTC().Format(time.RFC3339Nano)
	stmts := []struct {
		sql  string
		args []any
	}{
		{`CREATE TABLE ` + name + ` (LIKE task_events INCLUDING DEFAULTS) WITH (` + eventPartitionStorage + `)`, nil},
		{`WITH moved AS (DELETE FROM task_events_default WHERE created_at >= $1 AND created_at < $2 RETURNING *)
INSERT INTO ` + name + ` SELECT * FROM moved`, []any{from, to}},
		{`ALTER TABLE task_events ATTACH PARTITION ` + name + ` FOR VALUES FROM ('` + lo + `') TO ('` + hi + `')`, nil},
	}
	for _, st := range stmts {
		if _, err := tx.Exec(ctx, st.sql, st.args...); err != nil {
			return fmt.Errorf("partition %s: %w", name, err)
		}
	}
	return nil
}

// eventPartitionPinnedSQL reports whether partition %s holds an event of a
// task or a batch that is open now: open tasks are few and found through
// tasks_open, and each is looked up in the partition's own indexes.
const eventPartitionPinnedSQL = `
SELECT EXISTS (
    SELECT 1 FROM tasks o WHERE o.status IN ('PENDING', 'PROCESSING')
      AND (EXISTS (SELECT 1 FROM %[1]s e WHERE e.task_id = o.id)
        OR (o.batch_id IS NOT NULL AND EXISTS (SELECT 1 FROM %[1]s e WHERE e.batch_id = o.batch_id))))`

// EventPartitionDropExpired drops the partitions of task_events that end
// at or before `before` and hold no event of an open task or batch (one
// retried, say, keeps its partition), oldest first, each in a transaction
// of its own, and returns how many it dropped. The default partition is
// never dropped (EventDeleteExpired prunes its rows). A partition whose
// lock does not come within partitionLockTimeout is left for a later call.
//
// Its events are those of tasks finished (or pruned) at the moment of the
// drop: a task retried afterwards starts a new timeline in the present
// partition, as it did when events were deleted row by row.
func (s *Store) EventPartitionDropExpired(ctx context.Context, before time.Time) (int, error) {
	parts, err := s.EventPartitions(ctx)
	if err != nil {
		return 0, err
	}
	dropped := 0
	for _, p := range parts {
		if p.Default || p.To == nil || p.To.After(before) {
			continue
		}
		err := s.partitionTx(ctx, func(tx DBTX, q *Store) error {
			name := pgx.Identifier{p.Name}.Sanitize()
			var exists, pinned bool
			if err := tx.QueryRow(ctx, `SELECT to_regclass($1) IS NOT NULL`, name).Scan(&exists); err != nil || !exists {
				return err
			}
			if err := tx.QueryRow(ctx, fmt.Sprintf(eventPartitionPinnedSQL, name)).Scan(&pinned); err != nil || pinned {
				return err
			}
			if _, err := tx.Exec(ctx, `DROP TABLE `+name); err != nil {
				return err
			}
			dropped++
			return nil
		})
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "55P03" { // lock_not_available
			break
		}
		if err != nil {
			return dropped, fmt.Errorf("store: unable to drop event partition %s: %w", p.Name, err)
		}
	}
	return dropped, nil
}

// partitionTx runs fn in a transaction holding eventPartitionLockKey, with
// lock_timeout set to partitionLockTimeout. On a Store made by InTx, fn
// runs in that transaction.
func (s *Store) partitionTx(ctx context.Context, fn func(tx DBTX, q *Store) error) error {
	run := func(tx DBTX, q *Store) error {
		// The advisory lock first, so one process waits its turn whatever
		// the timeout; the timeout then bounds the table locks only.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1), set_config('lock_timeout', $2, true)`,
			int64(eventPartitionLockKey), partitionLockTimeout); err != nil {
			return err
		}
		return fn(tx, q)
	}
	if s.db != DBTX(s.pool) {
		return run(s.db, s)
	}
	return s.InTx(ctx, func(tx pgx.Tx, q *Store) error { return run(tx, q) })
}
