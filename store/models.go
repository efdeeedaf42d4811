package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// JudgeModel is a classifier trained at ingest time over a corpus's labeled
// chunks. Blob is the model's own encoding; SourceHash identifies the corpus
// content it learned from (CorpusInfo.Hash), so an unchanged corpus is not
// trained again.
type JudgeModel struct {
	ID         int64
	Corpus     string
	Kind       string
	SourceHash string
	Blob       []byte
	Meta       json.RawMessage
	CreatedAt  time.Time
}

// JudgeModelKeep is how many models of one corpus and kind are kept; older
// ones are deleted when a new one is saved.
const JudgeModelKeep = 2

// JudgeModelSave stores a new model and deletes all but the JudgeModelKeep
// newest of its corpus and kind. It returns the new model's id.
func (s *Store) JudgeModelSave(ctx context.Context, m JudgeModel) (int64, error) {
	meta := m.Meta
	if len(meta) == 0 {
		meta = json.RawMessage("{}")
	}
	var id int64
	err := s.db.QueryRow(ctx, `
WITH ins AS (
    INSERT INTO judge_models (corpus, kind, source_hash, blob, meta) VALUES ($1, $2, $3, $4, $5)
    RETURNING id
), old AS (
    DELETE FROM judge_models WHERE corpus = $1 AND kind = $2 AND id IN (
        SELECT id FROM judge_models WHERE corpus = $1 AND kind = $2 ORDER BY id DESC OFFSET $6)
)
SELECT id FROM ins`, m.Corpus, m.Kind, m.SourceHash, m.Blob, meta, JudgeModelKeep-1).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("store: unable to save judge model: %w", err)
	}
	return id, nil
}

// JudgeModelLatestID returns the id and source hash of the newest model of
// a corpus and kind (cheap: no blob), or ErrNotFound.
func (s *Store) JudgeModelLatestID(ctx context.Context, corpus, kind string) (int64, string, error) {
	var id int64
	var hash string
	err := s.db.QueryRow(ctx, `
SELECT id, source_hash FROM judge_models WHERE corpus = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`, corpus, kind).Scan(&id, &hash)
	if err != nil {
		return 0, "", fmt.Errorf("store: unable to find judge model: %w", notFound(err))
	}
	return id, hash, nil
}

// JudgeModelGet returns one model with its blob, or ErrNotFound.
func (s *Store) JudgeModelGet(ctx context.Context, id int64) (*JudgeModel, error) {
	var m JudgeModel
	err := s.db.QueryRow(ctx, `
SELECT id, corpus, kind, source_hash, blob, meta, created_at FROM judge_models WHERE id = $1`, id).Scan(
		&m.ID, &m.Corpus, &m.Kind, &m.SourceHash, &m.Blob, &m.Meta, &m.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get judge model: %w", notFound(err))
	}
	return &m, nil
}
