package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Token is an API token as stored: its sha256, never the token itself.
type Token struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Admin      bool       `json:"admin"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

const tokenColumns = `id::text, name, admin, created_at, last_used_at, revoked_at`

func scanToken(row pgx.Row) (*Token, error) {
	var t Token
	if err := row.Scan(&t.ID, &t.Name, &t.Admin, &t.CreatedAt, &t.LastUsedAt, &t.RevokedAt); err != nil {
		return nil, notFound(err)
	}
	return &t, nil
}

// TokenCreate stores a new token by its sha256 hash and returns it.
func (s *Store) TokenCreate(ctx context.Context, name string, admin bool, hash []byte) (*Token, error) {
	t, err := scanToken(s.db.QueryRow(ctx,
		`INSERT INTO api_tokens (name, admin, hash) VALUES ($1, $2, $3) RETURNING `+tokenColumns, name, admin, hash))
	if err != nil {
		return nil, fmt.Errorf("store: unable to create token: %w", err)
	}
	return t, nil
}

// TokenList returns every token, revoked ones included, oldest first.
func (s *Store) TokenList(ctx context.Context) ([]*Token, error) {
	rows, err := s.db.Query(ctx, `SELECT `+tokenColumns+` FROM api_tokens ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list tokens: %w", err)
	}
	defer rows.Close()
	var out []*Token
	for rows.Next() {
		t, err := scanToken(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to list tokens: %w", err)
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list tokens: %w", err)
	}
	return out, nil
}

// TokenRevoke revokes a token by id and returns it. Revoking a revoked token
// keeps its first revoked_at; an unknown id is ErrNotFound.
func (s *Store) TokenRevoke(ctx context.Context, id string) (*Token, error) {
	t, err := scanToken(s.db.QueryRow(ctx, `
UPDATE api_tokens SET revoked_at = coalesce(revoked_at, now())
WHERE id = $1 RETURNING `+tokenColumns, id))
	if err != nil {
		return nil, fmt.Errorf("store: unable to revoke token: %w", err)
	}
	return t, nil
}

// TokenGetActive returns the unrevoked token with this sha256 hash, or
// ErrNotFound.
func (s *Store) TokenGetActive(ctx context.Context, hash []byte) (*Token, error) {
	t, err := scanToken(s.db.QueryRow(ctx,
		`SELECT `+tokenColumns+` FROM api_tokens WHERE hash = $1 AND revoked_at IS NULL`, hash))
	if err != nil {
		return nil, fmt.Errorf("store: unable to look up token: %w", err)
	}
	return t, nil
}

// TokenTouch records that a token was used now, writing at most once per
// `every` per token so busy clients don't turn every request into a write.
func (s *Store) TokenTouch(ctx context.Context, id string, every time.Duration) error {
	_, err := s.db.Exec(ctx, `
UPDATE api_tokens SET last_used_at = now()
WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`, id, every.Seconds())
	if err != nil {
		return fmt.Errorf("store: unable to record token use: %w", err)
	}
	return nil
}

// TokenActiveExists reports whether any unrevoked token exists (which makes
// every API request need one).
func (s *Store) TokenActiveExists(ctx context.Context) (bool, error) {
	var ok bool
	if err := s.db.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM api_tokens WHERE revoked_at IS NULL)`).Scan(&ok); err != nil {
		return false, fmt.Errorf("store: unable to count tokens: %w", err)
	}
	return ok, nil
}
