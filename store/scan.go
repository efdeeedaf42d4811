package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The scan pipeline's tables: scan_images, user_characters,
// user_collections and webhook_deliveries (migrations/005_scan).

// ScanImage is the picture of one scan.
type ScanImage struct {
	ID     string
	Owner  string
	MIME   string
	Data   []byte
	Source string
}

// ScanImageInsert stores a scan's picture under a new id chosen by the caller.
func (s *Store) ScanImageInsert(ctx context.Context, img ScanImage) error {
	_, err := s.db.Exec(ctx, `INSERT INTO scan_images (id, owner, mime, data, source) VALUES ($1, $2, $3, $4, $5)`,
		img.ID, img.Owner, img.MIME, img.Data, img.Source)
	if err != nil {
		return fmt.Errorf("store: unable to insert scan image: %w", err)
	}
	return nil
}

// ScanImageGet returns a scan's picture, or ErrNotFound.
func (s *Store) ScanImageGet(ctx context.Context, id string) (*ScanImage, error) {
	var img ScanImage
	err := s.db.QueryRow(ctx, `SELECT id::text, owner, mime, data, source FROM scan_images WHERE id = $1`, id).
		Scan(&img.ID, &img.Owner, &img.MIME, &img.Data, &img.Source)
	if err != nil {
		if errors.Is(notFound(err), ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("store: unable to get scan image: %w", err)
	}
	return &img, nil
}

// ScanImageDeleteExpired deletes up to limit pictures stored before
// `before` that no open scan task still needs (a finished task's picture is
// only read again by a retry) and returns how many it deleted.
func (s *Store) ScanImageDeleteExpired(ctx context.Context, before time.Time, limit int) (int64, error) {
	tag, err := s.db.Exec(ctx, `
DELETE FROM scan_images WHERE id IN (
    SELECT i.id FROM scan_images i
    WHERE i.created_at < $1
      AND i.id::text NOT IN (
        SELECT t.input->>'image_id' FROM tasks t
        WHERE t.status IN ('PENDING', 'PROCESSING') AND t.input->>'image_id' IS NOT NULL)
    ORDER BY i.created_at LIMIT $2)`, before, limit)
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete expired scan images: %w", err)
	}
	return tag.RowsAffected(), nil
}

// CharacterGrant asks to give one character to one user.
type CharacterGrant struct {
	Owner         string
	UserID        string
	CharacterKey  string
	Name          string
	Middle        string
	CharacterType string
	TaskID        string
}

// CharacterGrantResult says what CharacterGrantInsert did.
type CharacterGrantResult struct {
	// Received: this task holds the grant (it inserted the row now, or did
	// on an earlier attempt).
	Received bool
	// AlreadyOwned: the user held the character from another scan.
	AlreadyOwned bool
	AcquiredAt   time.Time
}

const characterGrantSQL = `
WITH ins AS (
    INSERT INTO user_characters (owner, user_id, character_key, name, middle, character_type, task_id)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (owner, user_id, character_key) DO NOTHING
    RETURNING task_id, acquired_at
)
SELECT task_id::text, acquired_at FROM ins
UNION ALL
SELECT task_id::text, acquired_at FROM user_characters
WHERE owner = $1 AND user_id = $2 AND character_key = $3 AND NOT EXISTS (SELECT 1 FROM ins)`

// CharacterGrantInsert grants a character with INSERT ... ON CONFLICT DO
// NOTHING: of two concurrent grants of the same character to the same user
// exactly one inserts; the other waits for it and sees the row as already
// owned. A grant repeated by the task that made it (a re-run stage) reports
// Received again, so a retried reward stage doesn't turn a grant into
// "already owned".
func (s *Store) CharacterGrantInsert(ctx context.Context, g CharacterGrant) (CharacterGrantResult, error) {
	var holder *string
	var res CharacterGrantResult
	var task *string
	if g.TaskID != "" {
		task = &g.TaskID
	}
	err := s.db.QueryRow(ctx, characterGrantSQL, g.Owner, g.UserID, g.CharacterKey, g.Name, g.Middle, g.CharacterType, task).
		Scan(&holder, &res.AcquiredAt)
	if err != nil {
		// The conflicting row was committed after our snapshot began and
		// is not visible to the second SELECT: read it again.
		if !errors.Is(err, pgx.ErrNoRows) {
			return res, fmt.Errorf("store: unable to grant character: %w", err)
		}
		err = s.db.QueryRow(ctx, `SELECT task_id::text, acquired_at FROM user_characters
WHERE owner = $1 AND user_id = $2 AND character_key = $3`, g.Owner, g.UserID, g.CharacterKey).Scan(&holder, &res.AcquiredAt)
		if err != nil {
			return res, fmt.Errorf("store: unable to read granted character: %w", err)
		}
	}
	if holder != nil && task != nil && *holder == *task {
		res.Received = true
	} else {
		res.AlreadyOwned = true
	}
	return res, nil
}

// UserCharacter is a character a user holds.
type UserCharacter struct {
	CharacterKey  string    `json:"key"`
	Name          string    `json:"name"`
	Middle        string    `json:"middle"`
	CharacterType string    `json:"character_type"`
	TaskID        *string   `json:"task_id"`
	AcquiredAt    time.Time `json:"acquired_at"`
}

// UserCharacterList returns the characters of (owner, userID), newest first.
func (s *Store) UserCharacterList(ctx context.Context, owner, userID string) ([]UserCharacter, error) {
	rows, err := s.db.Query(ctx, `
SELECT character_key, name, middle, character_type, task_id::text, acquired_at
FROM user_characters WHERE owner = $1 AND user_id = $2
ORDER BY acquired_at DESC, character_key`, owner, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list characters: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[UserCharacter])
	if err != nil {
		return nil, fmt.Errorf("store: unable to list characters: %w", err)
	}
	return out, nil
}

// UserCollection is a user's collection summary, as the my_sync job last
// computed it.
type UserCollection struct {
	Total      int             `json:"total"`
	ByCategory map[string]int  `json:"by_category"`
	Latest     json.RawMessage `json:"latest"`
	UpdatedAt  time.Time       `json:"updated_at"`
}

// userCollectionLatest is how many characters the summary lists as latest.
const userCollectionLatest = 5

const userCollectionSyncSQL = `
WITH c AS (
    SELECT * FROM user_characters WHERE owner = $1 AND user_id = $2
)
INSERT INTO user_collections (owner, user_id, total, by_category, latest, updated_at)
VALUES ($1, $2,
    (SELECT count(*) FROM c),
    (SELECT coalesce(jsonb_object_agg(middle, n), '{}'::jsonb)
       FROM (SELECT middle, count(*) AS n FROM c GROUP BY middle) m),
    (SELECT coalesce(jsonb_agg(jsonb_build_object('key', character_key, 'name', name, 'middle', middle,
            'character_type', character_type, 'acquired_at', acquired_at) ORDER BY acquired_at DESC, character_key), '[]'::jsonb)
       FROM (SELECT * FROM c ORDER BY acquired_at DESC, character_key LIMIT $3) l),
    now())
ON CONFLICT (owner, user_id) DO UPDATE SET total = EXCLUDED.total, by_category = EXCLUDED.by_category,
    latest = EXCLUDED.latest, updated_at = EXCLUDED.updated_at`

// UserCollectionSync recomputes the collection summary of (owner, userID)
// from the characters held. Syncs of one user are serialised by an advisory
// lock, and each reads after taking it, so the last one to commit has seen
// every grant committed before it started.
func (s *Store) UserCollectionSync(ctx context.Context, owner, userID string) error {
	return s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('baton.collection:' || $1 || ':' || $2, 0))`, owner, userID); err != nil {
			return fmt.Errorf("store: unable to lock collection: %w", err)
		}
		if _, err := tx.Exec(ctx, userCollectionSyncSQL, owner, userID, userCollectionLatest); err != nil {
			return fmt.Errorf("store: unable to sync collection: %w", err)
		}
		return nil
	})
}

// UserCollectionGet returns the summary of (owner, userID), or ErrNotFound
// when none was computed yet.
func (s *Store) UserCollectionGet(ctx context.Context, owner, userID string) (*UserCollection, error) {
	var uc UserCollection
	err := s.db.QueryRow(ctx, `SELECT total, by_category, latest, updated_at FROM user_collections WHERE owner = $1 AND user_id = $2`,
		owner, userID).Scan(&uc.Total, &uc.ByCategory, &uc.Latest, &uc.UpdatedAt)
	if err != nil {
		if errors.Is(notFound(err), ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("store: unable to get collection: %w", err)
	}
	return &uc, nil
}

// WebhookDelivery is one attempt to deliver a task's webhook.
type WebhookDelivery struct {
	ID         int64     `json:"id"`
	TaskID     string    `json:"task_id"`
	URL        string    `json:"url"`
	Event      string    `json:"event"`
	Attempt    int       `json:"attempt"`
	StatusCode *int      `json:"status_code"`
	Error      *string   `json:"error"`
	DurationMS float64   `json:"duration_ms"`
	CreatedAt  time.Time `json:"created_at"`
}

// WebhookDeliveryInsert records one delivery attempt.
func (s *Store) WebhookDeliveryInsert(ctx context.Context, d WebhookDelivery) error {
	_, err := s.db.Exec(ctx, `
INSERT INTO webhook_deliveries (task_id, url, event, attempt, status_code, error, duration_ms)
VALUES ($1, $2, $3, $4, $5, $6, $7)`, d.TaskID, d.URL, d.Event, d.Attempt, d.StatusCode, d.Error, d.DurationMS)
	if err != nil {
		return fmt.Errorf("store: unable to record webhook delivery: %w", err)
	}
	return nil
}

// WebhookDeliveryList returns a task's delivery attempts, oldest first.
func (s *Store) WebhookDeliveryList(ctx context.Context, taskID string) ([]WebhookDelivery, error) {
	rows, err := s.db.Query(ctx, `
SELECT id, task_id::text, url, event, attempt, status_code, error, duration_ms, created_at
FROM webhook_deliveries WHERE task_id = $1 ORDER BY id`, taskID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list webhook deliveries: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[WebhookDelivery])
	if err != nil {
		return nil, fmt.Errorf("store: unable to list webhook deliveries: %w", err)
	}
	return out, nil
}
