package web

import (
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// closedPort returns a loopback address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// TestDatabaseUnavailable serves the real router on a pool whose server
// can't be reached: every /v1 route that needs the database answers 503
// DATABASE_UNAVAILABLE with Retry-After, and the log says so once per
// interval, not once per request.
func TestDatabaseUnavailable(t *testing.T) {
	t.Parallel()
	pool, err := pgxpool.New(t.Context(), "postgres://baton@"+closedPort(t)+"/baton?sslmode=disable&connect_timeout=5")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	eng, err := pipeline.New(pool, pipeline.Config{}, pipeline.NoopPipeline("noop", "noop", 1))
	if err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	log := slog.New(store.OutageLogHandler(slog.NewJSONHandler(logs, nil), time.Hour))
	srv := httptest.NewServer((&Server{Engine: eng, Store: store.New(pool), Log: log}).Handler())
	t.Cleanup(srv.Close)

	const id = "abcdef00-0000-4000-8000-000000000001"
	routes := []struct{ method, path, body string }{
		{"GET", "/v1/tasks", ""},
		{"GET", "/v1/tasks/" + id, ""},
		{"GET", "/v1/batches/" + id, ""},
		{"POST", "/v1/tasks/" + id + "/cancel", ""},
		{"POST", "/v1/clause/analyze", `{"clauses":["Rent is due monthly."]}`},
		{"GET", "/v1/knowledge/corpora", ""},
	}
	for range 5 {
		for _, r := range routes {
			req, _ := http.NewRequest(r.method, srv.URL+r.path, strings.NewReader(r.body))
			if r.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var p Problem
			err = json.NewDecoder(resp.Body).Decode(&p)
			resp.Body.Close()
			if resp.StatusCode != http.StatusServiceUnavailable || err != nil || p.Code != CodeDatabaseUnavailable {
				t.Fatalf("%s %s: status %d code %q, want 503 %s", r.method, r.path, resp.StatusCode, p.Code, CodeDatabaseUnavailable)
			}
			if ra := resp.Header.Get("Retry-After"); ra != "5" {
				t.Fatalf("%s %s: Retry-After %q", r.method, r.path, ra)
			}
		}
	}
	out := logs.String()
	if n := strings.Count(out, `"msg":"database unavailable"`); n != 1 {
		t.Errorf("%d database-unavailable lines for %d failed requests, want 1:\n%s", n, 5*len(routes), out)
	}
	if strings.Contains(out, `"level":"ERROR"`) {
		t.Errorf("an outage logged at ERROR:\n%s", out)
	}
}
