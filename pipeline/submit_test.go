package pipeline

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"
)

// checkV7 parses id as a UUIDv7 created within [from, to] (milliseconds;
// to plus one, since ids taken faster than the 12-bit counter ticks run
// slightly ahead of the clock).
func checkV7(t *testing.T, id string, from, to time.Time) {
	t.Helper()
	u, err := uuid.Parse(id)
	if err != nil {
		t.Fatalf("id %q: %v", id, err)
	}
	if u.Version() != 7 || u.Variant() != uuid.RFC4122 {
		t.Fatalf("id %s: version %d variant %s, want a UUIDv7", id, u.Version(), u.Variant())
	}
	sec, nsec := u.Time().UnixTime()
	at := time.Unix(sec, nsec)
	if at.Before(from.Truncate(time.Millisecond)) || at.After(to.Add(time.Millisecond)) {
		t.Fatalf("id %s carries %s, want within [%s, %s]", id, at, from, to)
	}
}

func TestNewID_TimeOrderedV7(t *testing.T) {
	t.Parallel()
	from := time.Now()
	ids := make([]string, 2000)
	for i := range ids {
		ids[i] = NewID()
	}
	to := time.Now()
	for i, id := range ids {
		checkV7(t, id, from, to)
		// Within one millisecond the counter bits keep them increasing.
		if i > 0 && id <= ids[i-1] {
			t.Fatalf("id %d %s not above the previous %s", i, id, ids[i-1])
		}
	}
}

func TestEngine_SubmitIDsAreTimeOrderedV7(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	from := time.Now()
	var ids []string
	for _, n := range []int{1, 3, 1, 2} {
		inputs := make([]json.RawMessage, n)
		for i := range inputs {
			inputs[i] = json.RawMessage(`{}`)
		}
		sub, err := e.Submit(ctx, SubmitRequest{Pipeline: "test", Owner: "o1", Inputs: inputs})
		if err != nil {
			t.Fatal(err)
		}
		if sub.BatchID != nil {
			ids = append(ids, *sub.BatchID)
		}
		for _, task := range sub.Tasks {
			ids = append(ids, task.ID)
		}
	}
	to := time.Now()
	for i, id := range ids {
		checkV7(t, id, from, to)
		if i > 0 && id <= ids[i-1] {
			t.Errorf("id %d %s not above the previous %s", i, id, ids[i-1])
		}
	}
	// What was stored is what Submit returned: ordered by id is submission order.
	var stored []string
	rows, err := b.pool.Query(ctx, `SELECT id::text FROM tasks ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		stored = append(stored, id)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(stored) != 7 {
		t.Fatalf("%d tasks stored, want 7", len(stored))
	}
	var tasks []string
	for _, id := range ids {
		for _, s := range stored {
			if s == id {
				tasks = append(tasks, id)
			}
		}
	}
	if !equal(tasks, stored) {
		t.Errorf("stored by id %v, submitted %v", stored, tasks)
	}
}
