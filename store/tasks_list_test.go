package store_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// insertTasks inserts n PENDING tasks and returns their ids.
func insertTasks(t *testing.T, st *store.Store, pipeline, owner string, batchID *string, n int) []string {
	t.Helper()
	news := make([]store.TaskNew, n)
	ids := make([]string, n)
	for i := range news {
		ids[i] = uuid.NewString()
		news[i] = store.TaskNew{ID: ids[i], Pipeline: pipeline, BatchID: batchID, Owner: owner, Stage: "s1",
			MaxAttempts: 1, Input: json.RawMessage(`{}`), JobID: int64(i + 1),
			Created: store.EventTemplate{Kind: "task.created", Data: json.RawMessage(`{}`)}}
	}
	if err := st.TaskInsertMany(context.Background(), news); err != nil {
		t.Fatal(err)
	}
	return ids
}

func ids(ts []*store.Task) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.ID
	}
	return out
}

func TestTaskList(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	st := store.New(pool)

	batch := uuid.NewString()
	if err := st.BatchInsert(ctx, batch, "clause", "alice", 3, nil); err != nil {
		t.Fatal(err)
	}
	aliceClause := insertTasks(t, st, "clause", "alice", &batch, 3)
	aliceScan := insertTasks(t, st, "scan", "alice", nil, 2)
	bobScan := insertTasks(t, st, "scan", "bob", nil, 2)
	// Spread created_at one minute apart in insertion order, except two
	// tasks that share a timestamp so the id breaks the tie.
	all := slices.Concat(aliceClause, aliceScan, bobScan)
	base := time.Date(2030, 1, 2, 3, 4, 5, 123456000, time.UTC)
	for i, id := range all {
		at := base.Add(time.Duration(i) * time.Minute)
		if i == 4 {
			at = base.Add(3 * time.Minute)
		}
		if _, err := pool.Exec(ctx, `UPDATE tasks SET created_at = $2 WHERE id = $1`, id, at); err != nil {
			t.Fatal(err)
		}
	}
	// aliceScan[0] and [1] share created_at: newest first means the larger id first.
	aliceScanNewest := []string{aliceScan[1], aliceScan[0]}
	if aliceScan[0] > aliceScan[1] {
		aliceScanNewest = []string{aliceScan[0], aliceScan[1]}
	}
	if _, err := pool.Exec(ctx, `UPDATE tasks SET status = 'FAILED' WHERE id = $1`, aliceScan[0]); err != nil {
		t.Fatal(err)
	}

	t.Run("owner sees only theirs, newest first", func(t *testing.T) {
		t.Parallel()
		p, err := st.TaskList(ctx, store.TaskFilter{Owner: "bob"})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := ids(p.Tasks), []string{bobScan[1], bobScan[0]}; !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
		if p.NextCursor != "" {
			t.Fatalf("cursor on the last page: %q", p.NextCursor)
		}
	})
	t.Run("filters", func(t *testing.T) {
		t.Parallel()
		tests := []struct {
			name string
			f    store.TaskFilter
			want []string
		}{
			{"pipeline", store.TaskFilter{Owner: "alice", Pipeline: "scan"}, aliceScanNewest},
			{"status", store.TaskFilter{Statuses: []string{"FAILED"}}, []string{aliceScan[0]}},
			{"statuses", store.TaskFilter{Owner: "alice", Statuses: []string{"FAILED", "PENDING"}, Pipeline: "scan"}, aliceScanNewest},
			{"open statuses", store.TaskFilter{Owner: "alice", Statuses: []string{"PENDING", "PROCESSING"}, Pipeline: "scan"}, []string{aliceScan[1]}},
			{"open status", store.TaskFilter{Statuses: []string{"PENDING"}, Limit: 2}, []string{bobScan[1], bobScan[0]}},
			{"batch", store.TaskFilter{BatchID: batch}, []string{aliceClause[2], aliceClause[1], aliceClause[0]}},
			{"created range", store.TaskFilter{CreatedAfter: base.Add(time.Minute), CreatedBefore: base.Add(3 * time.Minute)}, []string{aliceClause[2], aliceClause[1]}},
			{"nothing", store.TaskFilter{Pipeline: "nope"}, []string{}},
		}
		for _, tt := range tests {
			p, err := st.TaskList(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			if got := ids(p.Tasks); !slices.Equal(got, tt.want) {
				t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
			}
		}
	})
	t.Run("cursor walks every task once", func(t *testing.T) {
		t.Parallel()
		for _, limit := range []int{1, 2, 3, 7, 8} {
			var got []string
			f := store.TaskFilter{Limit: limit}
			for pages := 0; ; pages++ {
				if pages > 10 {
					t.Fatal("too many pages")
				}
				p, err := st.TaskList(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				if len(p.Tasks) > limit {
					t.Fatalf("page of %d over limit %d", len(p.Tasks), limit)
				}
				got = append(got, ids(p.Tasks)...)
				if p.NextCursor == "" {
					break
				}
				f.Cursor = p.NextCursor
			}
			// Newest first; the two tasks sharing a timestamp by id descending.
			want := slices.Clone(all)
			slices.Reverse(want)
			tie := []string{all[3], all[4]}
			slices.Sort(tie)
			i3, i4 := slices.Index(want, all[3]), slices.Index(want, all[4])
			lo := min(i3, i4)
			want[lo], want[lo+1] = tie[1], tie[0]
			if !slices.Equal(got, want) {
				t.Fatalf("limit %d: got %v, want %v", limit, got, want)
			}
		}
	})
	t.Run("bad cursor", func(t *testing.T) {
		t.Parallel()
		b64 := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
		const id = "abcdef00-0000-4000-8000-000000000001"
		for _, c := range []string{"!!", "bm9wZQ", "MTIz", "MTIzLG5vdC1hLXV1aWQ",
			// Out of PostgreSQL's timestamp range (SQLSTATE 22008 once).
			b64("9223372036854775807," + id), b64("-9223372036854775808," + id), b64("-62135596800000001," + id),
			// Not as encode writes it.
			b64("+1," + id), b64("01," + id), b64("1,{" + id + "}"), b64("1," + strings.ToUpper(id)),
		} {
			_, err := st.TaskList(ctx, store.TaskFilter{Cursor: c})
			if !errors.Is(err, store.ErrInvalidCursor) {
				t.Errorf("cursor %q: %v", c, err)
			}
		}
	})
	t.Run("limit capped", func(t *testing.T) {
		t.Parallel()
		p, err := st.TaskList(ctx, store.TaskFilter{Limit: 10_000})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Tasks) != len(all) {
			t.Fatal(fmt.Sprint(len(p.Tasks)))
		}
	})
}

func TestCounts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	insertTasks(t, st, "scan", "", nil, 3)
	done := insertTasks(t, st, "scan", "", nil, 1)
	if _, err := pool.Exec(ctx, `UPDATE tasks SET status = 'SUCCESS' WHERE id = $1`, done[0]); err != nil {
		t.Fatal(err)
	}
	cs, err := st.TaskCountOpen(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 1 || !slices.Equal(cs[0].Labels, []string{"scan", "PENDING"}) || cs[0].N != 3 {
		t.Fatalf("open counts %+v", cs)
	}
	if _, err := st.JobCountByQueue(ctx); err != nil {
		t.Fatal(err)
	}
}
