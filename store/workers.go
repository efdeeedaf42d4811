package store

import (
	"context"
	"fmt"
	"time"
)

// Worker is one running baton process, alive while its heartbeat is fresh.
type Worker struct {
	ID          string    `json:"id"`
	Host        string    `json:"host"`
	PID         int       `json:"pid"`
	Queues      []string  `json:"queues"`
	StartedAt   time.Time `json:"started_at"`
	HeartbeatAt time.Time `json:"heartbeat_at"`
}

// WorkerUpsert registers a process or refreshes its heartbeat.
func (s *Store) WorkerUpsert(ctx context.Context, w Worker) error {
	_, err := s.db.Exec(ctx, `
INSERT INTO workers (id, host, pid, queues) VALUES ($1, $2, $3, $4)
ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`, w.ID, w.Host, w.PID, w.Queues)
	if err != nil {
		return fmt.Errorf("store: unable to register worker: %w", err)
	}
	return nil
}

// WorkerDelete deregisters a process on clean shutdown.
func (s *Store) WorkerDelete(ctx context.Context, id string) error {
	if _, err := s.db.Exec(ctx, `DELETE FROM workers WHERE id = $1`, id); err != nil {
		return fmt.Errorf("store: unable to deregister worker: %w", err)
	}
	return nil
}
