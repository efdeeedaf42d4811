package app

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

// serve builds each pipeline's service once: the engine runs the very
// pipelines the services hold, and the HTTP server's ingester and scan
// intake come from the same services (a second scan.Service would bring
// its own netguard.Guard, so the intakes' guards would differ).
func TestServeBuildsEachServiceOnce(t *testing.T) {
	t.Parallel()
	pool, err := pgxpool.New(context.Background(), storetest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	db, st := &database{Pool: pool}, store.New(pool)
	c := newConfig()
	c.Engine.Logger = slog.New(slog.DiscardHandler)
	c.Scan.WebhookSecret = "s3cret"
	eng, svcs, err := newEngine(db, c)
	if err != nil {
		t.Fatal(err)
	}
	ws := newWebServer(eng, svcs, st, db, c, c.Engine.Logger, web.NewMetrics())
	if p, _ := eng.Pipeline(clause.PipelineName); p == nil || p != svcs.clause {
		t.Error("the engine's clause pipeline is not the services' one")
	}
	if p, _ := eng.Pipeline(scan.PipelineName); p == nil || p != svcs.scanPipe {
		t.Error("the engine's scan pipeline is not the services' one")
	}
	if p, _ := eng.Pipeline(pipeline.NoopPipelineName); p != nil || slices.ContainsFunc(eng.Queues(), func(q string) bool { return strings.HasPrefix(q, "noop") }) {
		t.Errorf("a production engine registers the noop pipeline (queues %v)", eng.Queues())
	}
	if ws.Knowledge == nil || ws.Knowledge != svcs.knowledge {
		t.Error("the web server's knowledge ingester is not the services' one")
	}
	if ws.Scan == nil || ws.Scan.Guard != svcs.scanIntake(eng).Guard {
		t.Error("the web server's scan intake comes from another scan.Service than the engine's")
	}
	if !ws.Scan.WebhooksEnabled {
		t.Error("the scan intake did not get the configured webhook secret")
	}
	if ws.Knowledge.Embedder == nil {
		t.Error("the ingester has no embedder")
	}
}

// serve and work take the pipelines' settings as flags (not only from the
// environment): a bad one stops the command before it listens, naming the
// flag.
func TestServeReadsPipelineFlags(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	for _, tc := range []struct{ args, want string }{
		{"serve --listen 127.0.0.1:0 --vision openai", "--vision"},
		{"work --health-listen= --clause-judge-batch -1", "--clause-judge-batch"},
		{"serve --listen 127.0.0.1:0 --clause-embedder nope", "--clause-embedder"},
	} {
		var out bytes.Buffer
		root := NewRootCommand(&out, &out)
		root.SetArgs(append(strings.Fields(tc.args), "--database-url", url, "--log-level", "error"))
		err := root.ExecuteContext(t.Context())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want one naming %s", tc.args, err, tc.want)
		}
	}
}

// analyze checks its contract with clause.Intake: a mistake is one line
// naming the file or the flag, and the command fails.
func TestAnalyzeRejectsBadRequests(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	many := write("many.txt", strings.Repeat("임차인은 월세를 낸다.\n\n", clause.MaxClauses+1))
	one := write("one.txt", "임차인은 월세를 낸다.")
	long := write("long.txt", strings.Repeat("가", clause.ClauseMaxRunes+1))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{many}, many + ": 201 clauses; at most 200"},
		{[]string{long}, long + ": clause 0 has 2001 characters"},
		{[]string{one, "--lang", "fr"}, "--lang: "},
		{[]string{one, "--corpus", "nope"}, `--corpus: no corpus is named "nope"`},
	} {
		var out bytes.Buffer
		root := NewRootCommand(&out, &out)
		root.SetArgs(append(append([]string{"analyze"}, tc.args...), "--database-url", url, "--log-level", "error"))
		err := root.ExecuteContext(t.Context())
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("analyze %v: err = %v, want one line starting %q", tc.args, err, tc.want)
		}
	}
}
