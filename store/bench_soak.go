package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// BenchHotTables are the tables every task writes to, in the order the soak
// bench reports them.
var BenchHotTables = []string{"tasks", "task_stage_outputs", "task_events", "batches", "river_job"}

// TableStats is one table's size and its vacuum state, as PostgreSQL's
// statistics see them (n_live_tup and n_dead_tup are estimates kept by
// every write and refreshed by VACUUM and ANALYZE).
type TableStats struct {
	// TableBytes is the heap with its TOAST, free space and visibility maps;
	// IndexBytes all its indexes.
	TableBytes int64 `json:"table_bytes"`
	IndexBytes int64 `json:"index_bytes"`
	LiveRows   int64 `json:"live_rows"`
	DeadRows   int64 `json:"dead_rows"`
	// Autovacuums and Autoanalyzes count the runs since the statistics
	// were last reset (callers subtract a starting sample).
	Autovacuums  int64 `json:"autovacuums"`
	Autoanalyzes int64 `json:"autoanalyzes"`
	// Updates and Deletes count the rows updated (HOT or not) and deleted
	// since the statistics were last reset: each left a dead row version.
	Updates int64 `json:"updates"`
	Deletes int64 `json:"deletes"`
}

// DatabaseStats is a sample of the hot tables and of the whole database.
type DatabaseStats struct {
	At            time.Time
	DatabaseBytes int64
	Tables        map[string]TableStats
}

// BenchDatabaseStats samples the size and vacuum state of the hot tables
// and the size of the current database. A partitioned table's figures are
// the sums over its partitions (a dropped partition's vacuum counts leave
// with it, so a count can go down between two samples).
func (s *Store) BenchDatabaseStats(ctx context.Context) (*DatabaseStats, error) {
	rows, err := s.db.Query(ctx, `
SELECT c.relname, sum(pg_table_size(p.relid))::bigint, sum(pg_indexes_size(p.relid))::bigint,
    coalesce(sum(st.n_live_tup), 0)::bigint, coalesce(sum(st.n_dead_tup), 0)::bigint,
    coalesce(sum(st.autovacuum_count), 0)::bigint, coalesce(sum(st.autoanalyze_count), 0)::bigint,
    coalesce(sum(st.n_tup_upd), 0)::bigint, coalesce(sum(st.n_tup_del), 0)::bigint,
    pg_database_size(current_database()), clock_timestamp()
FROM pg_class c
CROSS JOIN LATERAL (SELECT c.oid AS relid WHERE c.relkind <> 'p'
    UNION ALL SELECT relid FROM pg_partition_tree(c.oid) WHERE isleaf) p
LEFT JOIN pg_stat_user_tables st ON st.relid = p.relid
WHERE c.oid = ANY (SELECT to_regclass(t) FROM unnest($1::text[]) t)
GROUP BY c.relname`, BenchHotTables)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read table statistics: %w", err)
	}
	out := &DatabaseStats{Tables: map[string]TableStats{}}
	var name string
	var ts TableStats
	_, err = pgx.ForEachRow(rows, []any{&name, &ts.TableBytes, &ts.IndexBytes, &ts.LiveRows, &ts.DeadRows,
		&ts.Autovacuums, &ts.Autoanalyzes, &ts.Updates, &ts.Deletes, &out.DatabaseBytes, &out.At}, func() error {
		out.Tables[name] = ts
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read table statistics: %w", err)
	}
	return out, nil
}

// FinishedTask is one task of TasksFinished.
type FinishedTask struct {
	ID       string
	Status   string
	Finished time.Time
}

// TasksFinished is the tasks of one pipeline that finished in a window.
type TasksFinished struct {
	// From and To bound the window (the database's clock): finished_at in
	// [From, To).
	From, To time.Time
	Tasks    []FinishedTask
	// Open counts the pipeline's tasks still PENDING or PROCESSING.
	Open int
}

// BenchTasksFinished returns pipeline's tasks created at or after
// createdSince that finished from `from` until a second before now, or
// until now when settled (nothing of the pipeline is running). A task's
// finished_at is stamped before its transaction commits, so a loaded
// database may commit it later than that second: callers read windows
// that overlap and count each id once.
func (s *Store) BenchTasksFinished(ctx context.Context, pipeline string, createdSince, from time.Time, settled bool) (*TasksFinished, error) {
	out := &TasksFinished{From: from}
	lag := time.Second
	if settled {
		lag = 0
	}
	err := s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		if err := tx.QueryRow(ctx, `SELECT clock_timestamp() - $1::interval`, lag).Scan(&out.To); err != nil {
			return err
		}
		if !out.To.After(from) {
			out.To = from
		}
		// Through tasks_created: the range scan reads only the tasks the
		// soak submitted, however much history precedes them.
		rows, err := tx.Query(ctx, `
SELECT id::text, status, finished_at FROM tasks
WHERE created_at >= $2 AND pipeline = $1 AND finished_at >= $3 AND finished_at < $4`, pipeline, createdSince, from, out.To)
		if err != nil {
			return err
		}
		var t FinishedTask
		if _, err := pgx.ForEachRow(rows, []any{&t.ID, &t.Status, &t.Finished}, func() error {
			out.Tasks = append(out.Tasks, t)
			return nil
		}); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `SELECT count(*) FROM tasks WHERE pipeline = $1 AND status IN ('PENDING', 'PROCESSING')`, pipeline).Scan(&out.Open)
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the finished tasks of %s: %w", pipeline, err)
	}
	return out, nil
}
