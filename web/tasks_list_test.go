package web

import (
	"context"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
)

func TestListTasks(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	ctx := context.Background()
	before := time.Now().Add(-time.Second)
	sub, err := b.eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: "noop", Inputs: []json.RawMessage{[]byte(`{}`), []byte(`{}`), []byte(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	single := b.submit(t, "")
	if _, err := b.eng.Cancel(ctx, single, ""); err != nil {
		t.Fatal(err)
	}

	list := func(q url.Values) TaskList {
		t.Helper()
		w := b.do(t, req{method: "GET", path: "/v1/tasks?" + q.Encode()})
		wantStatus(t, w, 200, "")
		var l TaskList
		if err := json.Unmarshal(w.Body.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		return l
	}
	if l := list(url.Values{}); len(l.Tasks) != 4 || l.NextCursor != nil {
		t.Fatalf("all: %d tasks, cursor %v", len(l.Tasks), l.NextCursor)
	}
	if l := list(url.Values{"batch_id": {*sub.BatchID}}); len(l.Tasks) != 3 {
		t.Fatalf("batch: %d tasks", len(l.Tasks))
	}
	if l := list(url.Values{"status": {"cancelled"}}); len(l.Tasks) != 1 || l.Tasks[0].ID != single {
		t.Fatalf("status: %+v", l.Tasks)
	}
	if l := list(url.Values{"status": {"CANCELLED,PENDING"}, "pipeline": {"noop"}}); len(l.Tasks) != 4 {
		t.Fatalf("statuses: %d", len(l.Tasks))
	}
	if l := list(url.Values{"pipeline": {"clause"}}); len(l.Tasks) != 0 || l.Tasks == nil {
		t.Fatalf("other pipeline: %+v", l.Tasks)
	}
	if l := list(url.Values{"created_after": {before.Format(time.RFC3339Nano)}, "created_before": {time.Now().Add(time.Minute).Format(time.RFC3339)}}); len(l.Tasks) != 4 {
		t.Fatalf("created range: %d", len(l.Tasks))
	}
	if l := list(url.Values{"created_before": {before.Format(time.RFC3339Nano)}}); len(l.Tasks) != 0 {
		t.Fatalf("created before: %d", len(l.Tasks))
	}

	// Pages of 3 then 1, nothing repeated.
	p1 := list(url.Values{"limit": {"3"}})
	if len(p1.Tasks) != 3 || p1.NextCursor == nil {
		t.Fatalf("page 1: %d tasks, cursor %v", len(p1.Tasks), p1.NextCursor)
	}
	p2 := list(url.Values{"limit": {"3"}, "cursor": {*p1.NextCursor}})
	if len(p2.Tasks) != 1 || p2.NextCursor != nil {
		t.Fatalf("page 2: %d tasks, cursor %v", len(p2.Tasks), p2.NextCursor)
	}
	seen := map[string]bool{}
	for _, x := range append(p1.Tasks, p2.Tasks...) {
		if seen[x.ID] {
			t.Fatalf("task %s on two pages", x.ID)
		}
		seen[x.ID] = true
	}

	for _, tt := range []struct {
		query, code, field string
	}{
		{"limit=0", CodeInvalidQuery, "limit"},
		{"limit=201", CodeInvalidQuery, "limit"},
		{"limit=ten", CodeInvalidQuery, "limit"},
		{"status=DONE", CodeInvalidQuery, "status"},
		{"batch_id=42", CodeInvalidID, "batch_id"},
		{"created_after=yesterday", CodeInvalidQuery, "created_after"},
		{"cursor=garbage", CodeInvalidCursor, "cursor"},
		{"statuss=FAILED", CodeInvalidQuery, "statuss"},
	} {
		w := b.do(t, req{method: "GET", path: "/v1/tasks?" + tt.query})
		wantStatus(t, w, 400, tt.code)
		if p := problemOf(t, w); p.Field != tt.field {
			t.Errorf("%s: field %q, want %q", tt.query, p.Field, tt.field)
		}
	}
}
