package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// IdempotencyKey is a client's Idempotency-Key and, once its first request
// finished, the response to replay. Status is nil while that request runs.
type IdempotencyKey struct {
	Owner       string
	Key         string
	Method      string
	Path        string
	RequestHash []byte
	Status      *int
	Response    json.RawMessage
	CreatedAt   time.Time
}

// IdempotencyKeyNew is a key a request wants to claim.
type IdempotencyKeyNew struct {
	Owner       string
	Key         string
	Method      string
	Path        string
	RequestHash []byte
}

const idempotencyKeyBeginSQL = `
INSERT INTO idempotency_keys (owner, key, method, path, request_hash)
VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (owner, key) DO UPDATE
SET method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash,
    status = NULL, response = NULL, created_at = now()
WHERE idempotency_keys.created_at < now() - make_interval(secs => $6)
   OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - make_interval(secs => $7))
RETURNING true`

// IdempotencyKeyBegin claims a key for a request about to do its work and
// reports whether it did. It claims a key nobody holds, a key older than ttl
// (forgotten), or a key whose first request has been running longer than
// stuckAfter (its process died). Otherwise the key belongs to an earlier
// request: read it with IdempotencyKeyGet. The claim is one statement, so
// of two concurrent requests with one key exactly one claims it.
func (s *Store) IdempotencyKeyBegin(ctx context.Context, k IdempotencyKeyNew, ttl, stuckAfter time.Duration) (bool, error) {
	var claimed bool
	err := s.db.QueryRow(ctx, idempotencyKeyBeginSQL, k.Owner, k.Key, k.Method, k.Path, k.RequestHash,
		ttl.Seconds(), stuckAfter.Seconds()).Scan(&claimed)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: unable to claim idempotency key: %w", err)
	}
	return claimed, nil
}

// IdempotencyKeyGet returns a key of an owner, or ErrNotFound.
func (s *Store) IdempotencyKeyGet(ctx context.Context, owner, key string) (*IdempotencyKey, error) {
	var k IdempotencyKey
	err := s.db.QueryRow(ctx, `
SELECT owner, key, method, path, request_hash, status, response, created_at
FROM idempotency_keys WHERE owner = $1 AND key = $2`, owner, key).Scan(
		&k.Owner, &k.Key, &k.Method, &k.Path, &k.RequestHash, &k.Status, &k.Response, &k.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get idempotency key: %w", notFound(err))
	}
	return &k, nil
}

// IdempotencyKeyComplete stores the response of the request that claimed
// the key; later requests with the key replay it. An empty response is
// stored as NULL.
func (s *Store) IdempotencyKeyComplete(ctx context.Context, owner, key string, status int, response json.RawMessage) error {
	var body any
	if len(response) > 0 {
		body = string(response)
	}
	_, err := s.db.Exec(ctx, `
UPDATE idempotency_keys SET status = $3, response = $4
WHERE owner = $1 AND key = $2 AND status IS NULL`, owner, key, status, body)
	if err != nil {
		return fmt.Errorf("store: unable to store idempotent response: %w", err)
	}
	return nil
}

// IdempotencyKeyRelease forgets a key whose request stored nothing worth
// replaying (it failed), so the client can retry with the same key.
func (s *Store) IdempotencyKeyRelease(ctx context.Context, owner, key string) error {
	_, err := s.db.Exec(ctx, `DELETE FROM idempotency_keys WHERE owner = $1 AND key = $2 AND status IS NULL`, owner, key)
	if err != nil {
		return fmt.Errorf("store: unable to release idempotency key: %w", err)
	}
	return nil
}

// IdempotencyKeyDeleteExpired deletes keys older than ttl and returns how
// many it deleted.
func (s *Store) IdempotencyKeyDeleteExpired(ctx context.Context, ttl time.Duration) (int64, error) {
	tag, err := s.db.Exec(ctx, `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)`, ttl.Seconds())
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete expired idempotency keys: %w", err)
	}
	return tag.RowsAffected(), nil
}
