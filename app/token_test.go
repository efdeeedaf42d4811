package app

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

// runBaton runs the command line in-process and returns stdout and stderr.
func runBaton(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs(args)
	err := root.ExecuteContext(context.Background())
	return out.String(), errOut.String(), err
}

func TestTokenCommands(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	db := []string{"--database-url", url, "--log-level", "warn"}

	if _, _, err := runBaton(t, append([]string{"token", "create"}, db...)...); err == nil || !strings.Contains(err.Error(), "--name") {
		t.Fatalf("create without --name: %v", err)
	}
	out, errOut, err := runBaton(t, append([]string{"token", "create", "--name", "ci"}, db...)...)
	if err != nil {
		t.Fatal(err)
	}
	token := strings.TrimSpace(out)
	if !strings.HasPrefix(token, web.TokenPrefix) || strings.Contains(token, "\n") {
		t.Fatalf("create printed %q", out)
	}
	if !strings.Contains(errOut, "only this once") {
		t.Errorf("create doesn't warn the token is shown once: %q", errOut)
	}
	out, _, err = runBaton(t, append([]string{"token", "create", "--name", "ops", "--admin", "--output", "json"}, db...)...)
	if err != nil {
		t.Fatal(err)
	}
	var created struct {
		ID    string `json:"id"`
		Admin bool   `json:"admin"`
		Token string `json:"token"`
	}
	if err := json.Unmarshal([]byte(out), &created); err != nil || !created.Admin || !strings.HasPrefix(created.Token, web.TokenPrefix) {
		t.Fatalf("create --output json: %v %s", err, out)
	}

	// Only the hash is stored.
	pool, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	st := store.New(pool)
	got, err := st.TokenGetActive(context.Background(), web.HashToken(token))
	if err != nil || got.Name != "ci" || got.Admin {
		t.Fatalf("stored token: %+v %v", got, err)
	}

	out, _, err = runBaton(t, append([]string{"token", "list"}, db...)...)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "LAST USED") || !strings.Contains(out, got.ID) || strings.Contains(out, token) {
		t.Fatalf("list:\n%s", out)
	}
	out, _, err = runBaton(t, append([]string{"token", "revoke", got.ID}, db...)...)
	if err != nil || !strings.Contains(out, "revoked "+got.ID) {
		t.Fatalf("revoke: %v %s", err, out)
	}
	if _, _, err := runBaton(t, append([]string{"token", "revoke", "nope"}, db...)...); err == nil {
		t.Fatal("revoke of a non-UUID worked")
	}
	if _, _, err := runBaton(t, append([]string{"token", "revoke", "3f1b0e36-0000-4000-8000-000000000000"}, db...)...); err == nil || !strings.Contains(err.Error(), "no token") {
		t.Fatalf("revoke unknown: %v", err)
	}
	out, _, err = runBaton(t, append([]string{"token", "list", "--output", "json"}, db...)...)
	if err != nil {
		t.Fatal(err)
	}
	var list []store.Token
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 2 || list[0].RevokedAt == nil || list[1].RevokedAt != nil {
		t.Fatalf("list json: %v %s", err, out)
	}
}

func TestListenRefusedWithoutTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	for _, tt := range []struct {
		listen   string
		insecure bool
		refused  bool
	}{
		{"127.0.0.1:8080", false, false},
		{"127.1.2.3:8080", false, false},
		{"[::1]:8080", false, false},
		{"localhost:8080", false, false},
		{"0.0.0.0:8080", false, true},
		{":8080", false, true},
		{"[::]:8080", false, true},
		{"192.0.2.10:8080", false, true},
		{"example.com:8080", false, true},
		{"0.0.0.0:8080", true, false},
	} {
		err := checkListenAuth(ctx, tt.listen, tt.insecure, st)
		if (err != nil) != tt.refused {
			t.Errorf("%s insecure=%t: %v", tt.listen, tt.insecure, err)
		}
		if err != nil && (!strings.Contains(err.Error(), "--insecure-no-auth") || strings.Contains(err.Error(), "\n")) {
			t.Errorf("the refusal is not one line naming --insecure-no-auth: %q", err)
		}
	}
	_, hash := web.NewToken()
	if _, err := st.TokenCreate(ctx, "x", false, hash); err != nil {
		t.Fatal(err)
	}
	if err := checkListenAuth(ctx, "0.0.0.0:8080", false, st); err != nil {
		t.Errorf("refused with a token: %v", err)
	}
	if err := checkListenAuth(ctx, "no-port", false, st); err == nil {
		t.Error("a listen address without a port passed")
	}
}

func TestServeRefusesPublicListenWithoutTokens(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	_, _, err := runBaton(t, "serve", "--database-url", url, "--listen", "0.0.0.0:0", "--no-workers", "--log-level", "error")
	if err == nil || !strings.Contains(err.Error(), "refusing to listen on 0.0.0.0:0 without API tokens") {
		t.Fatalf("serve: %v", err)
	}
}

func TestTaskCommands(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	url := storetest.NewDatabase(t)
	db := []string{"--database-url", url, "--log-level", "warn"}
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	// A shipped pipeline's tasks: `baton task retry` builds the engine the
	// commands build, which has no noop pipeline.
	c := newConfig()
	c.Engine.Logger = slog.New(slog.DiscardHandler)
	eng, _, err := newEngine(&database{Pool: pool}, c)
	if err != nil {
		t.Fatal(err)
	}
	in := []byte(`{"clause": "임차인은 월세를 낸다."}`)
	sub, err := eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: clause.PipelineName, Owner: "someone", Inputs: []json.RawMessage{in, in}})
	if err != nil {
		t.Fatal(err)
	}
	a, b := sub.Tasks[0].ID, sub.Tasks[1].ID

	out, _, err := runBaton(t, append([]string{"task", "get", a}, db...)...)
	if err != nil || !strings.Contains(out, "PENDING") || !strings.Contains(out, a) {
		t.Fatalf("get: %v\n%s", err, out)
	}
	out, _, err = runBaton(t, append([]string{"task", "get", a, "--output", "json"}, db...)...)
	var v struct {
		ID      string            `json:"id"`
		Status  string            `json:"status"`
		Outputs []json.RawMessage `json:"outputs"`
	}
	if err != nil || json.Unmarshal([]byte(out), &v) != nil || v.ID != a || v.Status != "PENDING" || v.Outputs == nil {
		t.Fatalf("get json: %v\n%s", err, out)
	}
	out, _, err = runBaton(t, append([]string{"task", "cancel", a, "--output", "json"}, db...)...)
	if err != nil || json.Unmarshal([]byte(out), &v) != nil || v.Status != "CANCELLED" {
		t.Fatalf("cancel: %v\n%s", err, out)
	}
	if _, _, err := runBaton(t, append([]string{"task", "retry", b}, db...)...); err == nil || !strings.Contains(err.Error(), "not FAILED") {
		t.Fatalf("retry of a PENDING task: %v", err)
	}
	if err := store.New(pool).TaskFail(ctx, b, clause.CodeAnalysisFailed, "boom"); err != nil {
		t.Fatal(err)
	}
	out, _, err = runBaton(t, append([]string{"task", "retry", b}, db...)...)
	if err != nil || !strings.Contains(out, "PENDING") {
		t.Fatalf("retry: %v\n%s", err, out)
	}
	if _, _, err := runBaton(t, append([]string{"task", "get", "3f1b0e36-0000-4000-8000-000000000000"}, db...)...); err == nil || !strings.Contains(err.Error(), "no task") {
		t.Fatalf("get unknown: %v", err)
	}
	if _, _, err := runBaton(t, append([]string{"task", "get", a, "--output", "yaml"}, db...)...); err == nil {
		t.Fatal("--output yaml accepted")
	}
}
