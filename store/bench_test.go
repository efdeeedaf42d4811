package store_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestTaskTimingsAndOpenCount(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))

	bench := insertTasks(t, st, "bench", "", nil, 3)
	insertTasks(t, st, "other", "", nil, 2)
	if n, err := st.TaskCountOpenOf(ctx, "bench"); err != nil || n != 3 {
		t.Fatalf("open bench tasks = %d, %v; want 3", n, err)
	}
	// One task finishes with an output of stage s1.
	if _, err := st.Pool().Exec(ctx, `UPDATE tasks SET status = 'SUCCESS', finished_at = created_at + interval '2 seconds' WHERE id = $1`, bench[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Pool().Exec(ctx, `INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output) VALUES ($1, 's1', 0, 'w', '{"start": 1, "end": 2}')`, bench[0]); err != nil {
		t.Fatal(err)
	}
	if n, err := st.TaskCountOpenOf(ctx, "bench"); err != nil || n != 2 {
		t.Fatalf("open bench tasks = %d, %v; want 2", n, err)
	}

	got, err := st.TaskTimings(ctx, append([]string{uuid.NewString()}, bench...))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d timings, want 3 (an unknown id is left out)", len(got))
	}
	i := slices.IndexFunc(got, func(tt store.TaskTiming) bool { return tt.ID == bench[0] })
	if i < 0 {
		t.Fatalf("no timing for %s", bench[0])
	}
	done := got[i]
	if done.Status != store.StatusSuccess || done.Finished.Sub(done.Created).Seconds() != 2 {
		t.Errorf("finished task: %+v", done)
	}
	var out struct{ Start, End int }
	if err := json.Unmarshal(done.Outputs["s1"], &out); err != nil || out.End != 2 {
		t.Errorf("output s1 = %s, %v", done.Outputs["s1"], err)
	}
	for _, tt := range got {
		if tt.ID != bench[0] && (!tt.Finished.Equal(tt.Created) || len(tt.Outputs) != 0) {
			t.Errorf("open task %s: finished %v created %v outputs %v", tt.ID, tt.Finished, tt.Created, tt.Outputs)
		}
	}
}
