package store

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// Task listing limits.
const (
	TaskListLimitDefault = 50
	TaskListLimitMax     = 200
)

// ErrInvalidCursor is returned by TaskList for a cursor it did not make.
var ErrInvalidCursor = errors.New("store: invalid cursor")

// TaskFilter selects tasks for TaskList. Zero fields don't filter.
type TaskFilter struct {
	// Owner limits the list to one owner's tasks; empty lists every owner's.
	Owner    string
	Pipeline string
	// Statuses keeps tasks in any of these statuses.
	Statuses []string
	BatchID  string
	// CreatedAfter is inclusive, CreatedBefore exclusive.
	CreatedAfter  time.Time
	CreatedBefore time.Time
	// Limit is the page size (default TaskListLimitDefault, at most
	// TaskListLimitMax).
	Limit int
	// Cursor is the NextCursor of the previous page.
	Cursor string
}

// TaskPage is one page of tasks, newest first. NextCursor is empty on the
// last page.
type TaskPage struct {
	Tasks      []*Task
	NextCursor string
}

// taskCursor is a position in the (created_at DESC, id DESC) order, made
// opaque as base64url("<unix microseconds>,<uuid>").
type taskCursor struct {
	CreatedAt time.Time
	ID        string
}

func (c taskCursor) encode() string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(c.CreatedAt.UnixMicro(), 10) + "," + c.ID))
}

func decodeTaskCursor(s string) (taskCursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return taskCursor{}, ErrInvalidCursor
	}
	micro, id, ok := strings.Cut(string(b), ",")
	if !ok {
		return taskCursor{}, ErrInvalidCursor
	}
	us, err := strconv.ParseInt(micro, 10, 64)
	if err != nil {
		return taskCursor{}, ErrInvalidCursor
	}
	u, err := uuid.Parse(id)
	if err != nil {
		return taskCursor{}, ErrInvalidCursor
	}
	c := taskCursor{CreatedAt: time.UnixMicro(us).UTC(), ID: u.String()}
	// Only a cursor encode made is accepted: its time is a created_at, in
	// PostgreSQL's range (an int64 of microseconds reaches far outside it,
	// SQLSTATE 22008), and it re-encodes to the same text.
	if c.CreatedAt.Before(cursorTimeMin) || !c.CreatedAt.Before(cursorTimeMax) || c.encode() != s {
		return taskCursor{}, ErrInvalidCursor
	}
	return c, nil
}

// The range of a cursor's time: years 1 to 9999, inside both Go's RFC 3339
// and PostgreSQL's timestamptz range.
var (
	cursorTimeMin = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)
	cursorTimeMax = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
)

// TaskList returns a page of tasks matching f, newest first, paginated by
// keyset on (created_at, id) so a page costs the same however deep it is,
// and tasks created while paging never shift or repeat a page. The query is
// built from the filters actually set, so each shape plans on the
// (owner, created_at, id) or (created_at, id) index.
func (s *Store) TaskList(ctx context.Context, f TaskFilter) (*TaskPage, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = TaskListLimitDefault
	}
	limit = min(limit, TaskListLimitMax)
	var where []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	if f.Owner != "" {
		where = append(where, "owner = "+arg(f.Owner))
	}
	if f.Pipeline != "" {
		where = append(where, "pipeline = "+arg(f.Pipeline))
	}
	if len(f.Statuses) > 0 {
		where = append(where, "status = ANY("+arg(f.Statuses)+"::text[])")
		// A list of open tasks only: spelt so the plan may read the partial
		// index of open tasks (and sort what it holds) whatever the
		// statuses bound later. Without it, a cached generic plan walks
		// (owner,) created_at past every finished task to fill its page:
		// 3 s for a page of 24 open tasks among 400,000 finished ones,
		// 10 ms with it (docs/operations.md).
		if !slices.ContainsFunc(f.Statuses, func(s string) bool { return s != StatusPending && s != StatusProcessing }) {
			where = append(where, "status IN ('PENDING', 'PROCESSING')")
		}
	}
	if f.BatchID != "" {
		where = append(where, "batch_id = "+arg(f.BatchID)+"::uuid")
	}
	if !f.CreatedAfter.IsZero() {
		where = append(where, "created_at >= "+arg(f.CreatedAfter))
	}
	if !f.CreatedBefore.IsZero() {
		where = append(where, "created_at < "+arg(f.CreatedBefore))
	}
	if f.Cursor != "" {
		c, err := decodeTaskCursor(f.Cursor)
		if err != nil {
			return nil, err
		}
		where = append(where, "(created_at, id) < ("+arg(c.CreatedAt)+", "+arg(c.ID)+"::uuid)")
	}
	q := `SELECT ` + taskColumns + ` FROM tasks`
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, " AND ")
	}
	q += ` ORDER BY created_at DESC, id DESC LIMIT ` + arg(limit+1)
	rows, err := s.db.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list tasks: %w", err)
	}
	defer rows.Close()
	page := &TaskPage{Tasks: make([]*Task, 0, limit)}
	for rows.Next() {
		t, err := scanTask(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to list tasks: %w", err)
		}
		page.Tasks = append(page.Tasks, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list tasks: %w", err)
	}
	if len(page.Tasks) > limit {
		page.Tasks = page.Tasks[:limit]
		last := page.Tasks[limit-1]
		page.NextCursor = taskCursor{CreatedAt: last.CreatedAt, ID: last.ID}.encode()
	}
	return page, nil
}
