// Package store holds every SQL statement Baton runs, on pgx. It imports
// nothing of ours but plain types: callers get our own structs back, never
// driver rows, and driver errors are translated at this boundary.
package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ErrNotFound is returned when a row asked for by id does not exist (or is
// not visible to the caller).
var ErrNotFound = errors.New("store: not found")

// DBTX is what a Store runs its statements on: a pool or a transaction.
type DBTX interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
	CopyFrom(ctx context.Context, table pgx.Identifier, columns []string, src pgx.CopyFromSource) (int64, error)
}

// Store runs Baton's SQL on a pool, or on one transaction when made by InTx.
type Store struct {
	pool *pgxpool.Pool
	db   DBTX
}

// New returns a Store on pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, db: pool} }

// Pool returns the pool the Store was made on.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// WithTx returns a Store whose statements run on tx.
func (s *Store) WithTx(tx pgx.Tx) *Store { return &Store{pool: s.pool, db: tx} }

// InTx runs fn in one transaction and commits when fn returns nil. The
// transaction is always rolled back otherwise (pgxpool only returns the
// connection on Rollback or Commit, even after ctx is cancelled).
func (s *Store) InTx(ctx context.Context, fn func(tx pgx.Tx, q *Store) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("store: unable to begin transaction: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // no-op after Commit
	if err := fn(tx, s.WithTx(tx)); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("store: unable to commit: %w", err)
	}
	return nil
}

// Ping checks the database answers.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	if err := s.db.QueryRow(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("store: database unreachable: %w", err)
	}
	return nil
}

func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// Queued is the result of a statement queued on a pgx.Batch by one of the
// XxxQueue functions, available once the batch's results are closed.
type Queued[T any] struct {
	v    T
	err  error
	done bool
}

// Result is the statement's result. A statement whose batch failed before
// its rows were read reports errNotRun.
func (q *Queued[T]) Result() (T, error) {
	if !q.done && q.err == nil {
		return q.v, errNotRun
	}
	return q.v, q.err
}

var errNotRun = errors.New("store: the statement's batch did not run")

// queueRows queues sql on b and collects its rows into the returned
// Queued when the batch's results are read.
func queueRows[T any](b *pgx.Batch, sql string, args []any, collect func(pgx.Rows) (T, error)) *Queued[T] {
	out := &Queued[T]{}
	b.Queue(sql, args...).Query(func(rows pgx.Rows) error {
		out.v, out.err = collect(rows)
		out.done = true
		return out.err
	})
	return out
}

// SendBatch sends b's statements in one round trip and reads every result.
// On a pool (or a Store made on one), outside an explicit transaction,
// PostgreSQL runs them as one implicit transaction: pgx sends the whole
// batch with a single Sync (its pipeline mode; a statement not yet prepared
// on the connection costs one more round trip first, for its Parse, which
// runs nothing), and the extended protocol commits at the Sync or, after
// an error in any statement, rolls every one of them back. So a batch is
// all or nothing, like a transaction, for one round trip instead of
// BEGIN, the statements and COMMIT (see TestSendBatchIsAtomic).
func (s *Store) SendBatch(ctx context.Context, b *pgx.Batch) error {
	if err := s.db.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("store: unable to run batch: %w", err)
	}
	return nil
}
