package store

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"
)

// TaskCountOpenOf counts the PENDING and PROCESSING tasks of one pipeline,
// through the partial indexes of open tasks (the bench waits on it).
func (s *Store) TaskCountOpenOf(ctx context.Context, pipeline string) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, `SELECT count(*) FROM tasks WHERE pipeline = $1 AND status IN ('PENDING','PROCESSING')`, pipeline).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count the open tasks of %s: %w", pipeline, err)
	}
	return n, nil
}

// TaskTiming is a task's status, its submission and finish times (both the
// database's clock; Finished is Created while the task is open) and every
// stage's output, for the bench's latency and handoff figures.
type TaskTiming struct {
	ID       string
	Status   string
	Created  time.Time
	Finished time.Time
	Outputs  map[string]json.RawMessage
}

// TaskTimings returns the timing of each task of ids that exists, in no
// particular order.
func (s *Store) TaskTimings(ctx context.Context, ids []string) ([]TaskTiming, error) {
	rows, err := s.db.Query(ctx, `
SELECT t.id::text, t.status, t.created_at, coalesce(t.finished_at, t.created_at),
       coalesce(jsonb_object_agg(o.stage, o.output) FILTER (WHERE o.stage IS NOT NULL), '{}')
FROM tasks t LEFT JOIN task_stage_outputs o ON o.task_id = t.id
WHERE t.id = ANY($1::uuid[]) GROUP BY t.id`, ids)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read task timings: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (TaskTiming, error) {
		var t TaskTiming
		err := r.Scan(&t.ID, &t.Status, &t.Created, &t.Finished, &t.Outputs)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read task timings: %w", err)
	}
	return out, nil
}

// BenchCorpusDelete removes every document of corpus and, by cascade, its
// chunks: the search bench clears its own corpus before it ingests, so a
// second run measures real inserts rather than unchanged-document no-ops.
// A dimension left with no chunks loses its HNSW index too, so the next
// first document of it builds the index after its load, as in a fresh
// database (ChunkReplaceDocument).
func (s *Store) BenchCorpusDelete(ctx context.Context, corpus string) error {
	return s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		rows, err := tx.Query(ctx, `DELETE FROM documents WHERE corpus = $1 RETURNING dim`, corpus)
		if err != nil {
			return fmt.Errorf("store: unable to delete corpus %s: %w", corpus, err)
		}
		dims, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			return fmt.Errorf("store: unable to delete corpus %s: %w", corpus, err)
		}
		slices.Sort(dims)
		for _, dim := range slices.Compact(dims) {
			var used bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM documents WHERE dim = $1)`, dim).Scan(&used); err != nil {
				return fmt.Errorf("store: unable to delete corpus %s: %w", corpus, err)
			}
			if !used && dim > 0 {
				if _, err := tx.Exec(ctx, `DROP INDEX IF EXISTS `+hnswIndexName(int(dim))); err != nil {
					return fmt.Errorf("store: unable to drop index %s: %w", hnswIndexName(int(dim)), err)
				}
			}
		}
		return nil
	})
}

// BenchNeighbor is one result of BenchVectorTopK: a chunk and its cosine
// distance to the query.
type BenchNeighbor struct {
	ID       int64
	Distance float64
}

// BenchVectorTopK returns the k chunks of corpus nearest emb by cosine
// distance, nearest first, for the search bench's recall figure.
//
// Not exact, it is the hybrid search's vector leg as ChunkSearchHybrid runs
// it with SearchKDefault candidates (the same statement text, the same
// hnsw.iterative_scan and hnsw.ef_search for efSearch, 0 being the
// search's default), cut to k: what the HNSW index
// gives the fusion. Exact, it is the same statement in a transaction with
// index scans disabled, so PostgreSQL compares every vector of the corpus
// and sorts: the ground truth. Both compute the distance with the same
// operator, so chunks with equal vectors have bit-equal distances. k must
// be at most SearchKDefault.
func (s *Store) BenchVectorTopK(ctx context.Context, corpus string, emb []float32, k, efSearch int, exact bool) ([]BenchNeighbor, error) {
	if k < 1 || k > SearchKDefault {
		return nil, fmt.Errorf("store: bench vector search: k must be 1 to %d, got %d", SearchKDefault, k)
	}
	return benchVector(ctx, s, "", corpus, emb, k, efSearch, exact, pgx.RowToStructByPos[BenchNeighbor])
}

// BenchVectorExplain returns PostgreSQL's plan of BenchVectorTopK's
// statement (tests check the exact one reads no HNSW index).
func (s *Store) BenchVectorExplain(ctx context.Context, corpus string, emb []float32, exact bool) (string, error) {
	plan, err := benchVector(ctx, s, "EXPLAIN ", corpus, emb, SearchLimitDefault, 0, exact, pgx.RowTo[string])
	return strings.Join(plan, "\n"), err
}

// benchVector runs BenchVectorTopK's statement, after prefix, in its own
// transaction, and collects its rows.
func benchVector[T any](ctx context.Context, s *Store, prefix, corpus string, emb []float32, k, efSearch int, exact bool, row pgx.RowToFunc[T]) ([]T, error) {
	dim := len(emb)
	if dim == 0 || dim > HNSWMaxDimension {
		return nil, fmt.Errorf("store: bench vector search needs 1 to %d dimensions, got %d", HNSWMaxDimension, dim)
	}
	var out []T
	err := s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		if exact {
			if _, err := tx.Exec(ctx, `SET LOCAL enable_indexscan = off`); err != nil {
				return fmt.Errorf("store: unable to disable index scans: %w", err)
			}
		} else if _, err := tx.Exec(ctx, hnswSettingsSQL, corpus, SearchKDefault, max(efSearch, 0), dim); err != nil {
			return fmt.Errorf("store: unable to set the HNSW scan: %w", err)
		}
		rows, err := tx.Query(ctx, prefix+`SELECT v.id, v.d::float8 FROM (`+vectorLegSQL(dim, "$4", "$5")+`) v WHERE v.r <= $6 ORDER BY v.r`,
			corpus, nil, nil, pgvector.NewVector(emb), SearchKDefault, k)
		if err != nil {
			return fmt.Errorf("store: unable to run the bench vector search: %w", err)
		}
		out, err = pgx.CollectRows(rows, row)
		if err != nil {
			return fmt.Errorf("store: unable to run the bench vector search: %w", err)
		}
		return nil
	})
	return out, err
}

// BenchListen makes conn listen on channel too (the pipeline bench's trace
// listens on River's insert notifications beside the events).
func BenchListen(ctx context.Context, conn *pgx.Conn, channel string) error {
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("store: unable to listen on %s: %w", channel, err)
	}
	return nil
}

// BenchCommit is the smallest durable commit: one statement that writes a
// WAL record (a transactional logical message, which touches no table), so
// that its commit, with synchronous_commit on, waits for the WAL flush (a
// transaction that only takes an id commits without one). The HTTP bench
// times a loop of them as the machine's floor for one durable submission.
func (s *Store) BenchCommit(ctx context.Context) error {
	if _, err := s.db.Exec(ctx, `SELECT pg_logical_emit_message(true, 'baton-bench', '')`); err != nil {
		return fmt.Errorf("store: unable to commit: %w", err)
	}
	return nil
}
