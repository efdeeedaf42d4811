package web

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
)

// TaskList is the answer of GET /v1/tasks: a page of tasks, newest first,
// and the cursor of the next page (null on the last one).
type TaskList struct {
	Tasks      []*store.Task `json:"tasks"`
	NextCursor *string       `json:"next_cursor"`
}

// taskListParams are the query parameters GET /v1/tasks accepts; any other
// is a 400, so a typo never silently lists everything.
func taskListParams() []string {
	return []string{"pipeline", "status", "batch_id", "created_after", "created_before", "limit", "cursor"}
}

func taskStatuses() []string {
	return []string{store.StatusPending, store.StatusProcessing, store.StatusSuccess, store.StatusFailed, store.StatusCancelled}
}

// listTasks serves GET /v1/tasks?pipeline=&status=&batch_id=&created_after=
// &created_before=&limit=&cursor=. status takes several values (repeated or
// comma-separated); created_after is inclusive and created_before exclusive
// (RFC 3339); limit is 1..200 (default 50).
func (s *Server) listTasks(c *gin.Context) {
	q := c.Request.URL.Query()
	params, statuses := taskListParams(), taskStatuses()
	for k := range q {
		if !slices.Contains(params, k) {
			problem(c, http.StatusBadRequest, CodeInvalidQuery,
				fmt.Sprintf("unknown query parameter %q (known: %s)", k, strings.Join(params, ", ")), k)
			return
		}
	}
	f := store.TaskFilter{Owner: owner(c), Pipeline: q.Get("pipeline"), Cursor: q.Get("cursor")}
	for _, v := range q["status"] {
		for st := range strings.SplitSeq(v, ",") {
			st = strings.ToUpper(strings.TrimSpace(st))
			if !slices.Contains(statuses, st) {
				problem(c, http.StatusBadRequest, CodeInvalidQuery,
					fmt.Sprintf("status must be one of %s", strings.Join(statuses, ", ")), "status")
				return
			}
			f.Statuses = append(f.Statuses, st)
		}
	}
	if v := q.Get("batch_id"); v != "" {
		u, err := uuid.Parse(v)
		if err != nil {
			problem(c, http.StatusBadRequest, CodeInvalidID, "batch_id must be a UUID", "batch_id")
			return
		}
		f.BatchID = u.String()
	}
	for _, p := range []struct {
		name string
		dst  *time.Time
	}{{"created_after", &f.CreatedAfter}, {"created_before", &f.CreatedBefore}} {
		if v := q.Get(p.name); v != "" {
			t, err := time.Parse(time.RFC3339Nano, v)
			if err != nil {
				problem(c, http.StatusBadRequest, CodeInvalidQuery, p.name+" must be an RFC 3339 time, like 2025-01-02T15:04:05Z", p.name)
				return
			}
			*p.dst = t
		}
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > store.TaskListLimitMax {
			problem(c, http.StatusBadRequest, CodeInvalidQuery, fmt.Sprintf("limit must be an integer from 1 to %d", store.TaskListLimitMax), "limit")
			return
		}
		f.Limit = n
	}
	page, err := s.Store.TaskList(c.Request.Context(), f)
	if errors.Is(err, store.ErrInvalidCursor) {
		problem(c, http.StatusBadRequest, CodeInvalidCursor, "cursor must be a next_cursor this API returned", "cursor")
		return
	}
	if err != nil {
		s.fail(c, err)
		return
	}
	out := TaskList{Tasks: page.Tasks}
	if page.NextCursor != "" {
		out.NextCursor = &page.NextCursor
	}
	c.JSON(http.StatusOK, out)
}
