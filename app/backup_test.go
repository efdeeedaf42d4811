package app

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/app/localpg"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

func TestBackupRestore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	source := storetest.NewDatabase(t)
	src := storetest.NewPoolAt(t, source, 4) // vectors cross the wire through pgvector-go
	st := store.New(src)

	// A token, a task with its created event, and a corpus with vectors.
	token, hash := web.NewToken()
	tok, err := st.TokenCreate(ctx, "ops", true, hash)
	if err != nil {
		t.Fatal(err)
	}
	taskID := uuid.NewString()
	input := json.RawMessage(`{"clause":"임차인은 계약을 해지할 수 있다"}`)
	if err := st.TaskInsertMany(ctx, []store.TaskNew{{
		ID: taskID, Pipeline: "clause", Owner: tok.ID, Stage: "search", MaxAttempts: 3, Input: input, JobID: 1,
		Created: store.EventTemplate{Kind: "task.created", Data: json.RawMessage(`{}`)}, PendingFor: 5 * time.Minute,
	}}); err != nil {
		t.Fatal(err)
	}
	chunks := []store.Chunk{
		{Position: 0, Text: "The tenant may terminate.", Labels: []string{"termination"}, Embedding: []float32{1, 0, 0.5}},
		{Position: 1, Text: "The landlord keeps the deposit.", Labels: []string{"deposit"}, Embedding: []float32{0, 1, -0.25}},
	}
	if _, err := st.ChunkReplaceDocument(ctx, "backup-corpus", "lease.md", "h1", chunks); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	file := filepath.Join(dir, "baton.dump")
	_, errOut, err := runBaton(t, "backup", file, "--database-url", source, "--log-level", "warn")
	if err != nil {
		t.Fatalf("backup: %v\n%s", err, errOut)
	}
	if !strings.Contains(errOut, "backed up") || strings.Contains(errOut, "password") {
		t.Errorf("backup said %q", errOut)
	}
	fi, err := os.Stat(file)
	if err != nil || fi.Size() == 0 || fi.Mode().Perm() != 0o600 {
		t.Fatalf("backup file: %v %v", fi, err)
	}
	if b, _ := os.ReadFile(file); !strings.HasPrefix(string(b), "PGDMP") {
		t.Fatalf("backup is not a pg_dump custom archive: %q", b[:min(16, len(b))])
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*partial")); len(left) > 0 {
		t.Errorf("partial files left behind: %v", left)
	}

	target := storetest.NewEmptyDatabase(t)
	_, errOut, err = runBaton(t, "restore", file, "--database-url", target, "--log-level", "warn")
	if err != nil {
		t.Fatalf("restore: %v\n%s", err, errOut)
	}
	if !strings.Contains(errOut, "restored") || strings.Contains(errOut, "migrate up") {
		t.Errorf("restore said %q, want it restored at the current schema", errOut)
	}

	check := func(t *testing.T) {
		t.Helper()
		dst := storetest.NewPoolAt(t, target, 4)
		defer dst.Close()
		rs := store.New(dst)
		if got, err := rs.TokenGetActive(ctx, web.HashToken(token)); err != nil || got.ID != tok.ID || !got.Admin {
			t.Errorf("restored token: %+v %v", got, err)
		}
		var n int
		if err := dst.QueryRow(ctx, `SELECT count(*) FROM api_tokens`).Scan(&n); err != nil || n != 1 {
			t.Errorf("restored tokens: %d %v, want 1", n, err)
		}
		task, err := rs.TaskGet(ctx, taskID, "")
		if err != nil || task.Status != store.StatusPending || task.Owner != tok.ID || string(task.Input) != `{"clause": "임차인은 계약을 해지할 수 있다"}` {
			t.Errorf("restored task: %+v %v (input %s)", task, err, task.Input)
		}
		// The vectors and their HNSW index came back: the nearest chunk to
		// the first one's vector is that chunk, found through the index.
		var text, emb string
		if err := dst.QueryRow(ctx, `SELECT text, embedding::text FROM chunks WHERE corpus = 'backup-corpus' ORDER BY embedding::vector(3) <=> '[1,0,0.5]' LIMIT 1`).Scan(&text, &emb); err != nil ||
			text != chunks[0].Text || emb != "[1,0,0.5]" {
			t.Errorf("nearest restored chunk: %q %q %v", text, emb, err)
		}
		var index bool
		if err := dst.QueryRow(ctx, `SELECT to_regclass('chunks_embedding_hnsw_3') IS NOT NULL`).Scan(&index); err != nil || !index {
			t.Errorf("HNSW index of dimension 3 restored: %v %v", index, err)
		}
		ms, err := store.MigrateStatus(ctx, dst)
		if err != nil || !ms.Current() {
			t.Errorf("restored schema: %+v %v, want current (River's and Baton's)", ms, err)
		}
	}
	check(t)

	// A database with tables is refused unless --clean, which replaces it.
	_, _, err = runBaton(t, "restore", file, "--database-url", target, "--log-level", "warn")
	if err == nil || !strings.Contains(err.Error(), "--clean") {
		t.Fatalf("restore over tables: %v, want a refusal naming --clean", err)
	}
	dst, err := pgx.Connect(ctx, target)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Exec(ctx, `DELETE FROM api_tokens`); err != nil {
		t.Fatal(err)
	}
	dst.Close(ctx)
	if _, errOut, err := runBaton(t, "restore", file, "--clean", "--database-url", target, "--log-level", "warn"); err != nil {
		t.Fatalf("restore --clean: %v\n%s", err, errOut)
	}
	check(t)

	// A file that is no backup restores nothing and says why.
	bogus := filepath.Join(dir, "bogus.dump")
	if err := os.WriteFile(bogus, []byte("not an archive"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runBaton(t, "restore", bogus, "--clean", "--database-url", target, "--log-level", "warn"); err == nil || !strings.Contains(err.Error(), "pg_restore") {
		t.Fatalf("restore of a bogus file: %v", err)
	}
	check(t)

	// Nor does an archive cut short: the --clean drops never commit.
	whole, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.dump")
	if err := os.WriteFile(cut, whole[:len(whole)*3/4], 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runBaton(t, "restore", cut, "--clean", "--database-url", target, "--log-level", "warn"); err == nil || !strings.Contains(err.Error(), "nothing was restored") {
		t.Fatalf("restore of a truncated archive: %v", err)
	}
	check(t)
}

func TestBackupLibpqConn(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, conn, password string }{
		{"postgres://baton:s3cret@db:5432/baton?sslmode=disable&pool_max_conns=40", "postgres://baton@db:5432/baton?sslmode=disable", "s3cret"},
		{"postgresql://u@h/d?password=pw&default_query_exec_mode=exec", "postgresql://u@h/d", "pw"},
		{"postgres:///baton?host=%2Fdata%2Frun&port=5432&user=baton", "postgres:///baton?host=%2Fdata%2Frun&port=5432&user=baton", ""},
		{"host=db user=baton dbname=baton", "host=db user=baton dbname=baton", ""},
	}
	for _, tt := range tests {
		conn, password := libpqConn(tt.in)
		if conn != tt.conn || password != tt.password {
			t.Errorf("libpqConn(%q) = %q, %q; want %q, %q", tt.in, conn, password, tt.conn, tt.password)
		}
	}
}

func TestBackupToolFindRefusesOlderClient(t *testing.T) {
	t.Parallel()
	// No client is of PostgreSQL 99: the error says what was found and what to install.
	_, err := pgToolFind(context.Background(), "pg_dump", 99)
	if err == nil || !strings.Contains(err.Error(), "postgresql-client-99") || !strings.Contains(err.Error(), localpg.BinDirEnv) {
		t.Fatalf("pgToolFind for PostgreSQL 99: %v", err)
	}
}

// privateDataDir is a data dir for a private PostgreSQL that does not exist
// yet, in a folder the server user can reach (under root it runs as
// postgres); the test is skipped where no PostgreSQL server is installed.
func privateDataDir(t *testing.T) string {
	t.Helper()
	installed := false
	for _, d := range localpg.BinDirs(t.Context(), "", "initdb") {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			installed = true
		}
	}
	if !installed {
		t.Skip("no PostgreSQL server binaries (initdb) installed")
	}
	dir := t.TempDir()
	for _, d := range []string{filepath.Dir(dir), dir} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "data")
}

// Moving the private cluster to a new machine: `baton restore FILE
// --data-dir NEW` creates the private PostgreSQL in NEW and loads the
// backup into it (it used to refuse the folder, and `migrate up` there
// left tables that made restore refuse too). A file it can't read creates
// nothing.
func TestRestoreIntoNewDataDir(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	source := storetest.NewDatabase(t)
	token, hash := web.NewToken()
	src := storetest.NewPoolAt(t, source, 2)
	if _, err := store.New(src).TokenCreate(ctx, "moved", true, hash); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "baton.dump")
	if _, errOut, err := runBaton(t, "backup", file, "--database-url", source, "--log-level", "warn"); err != nil {
		t.Fatalf("backup: %v\n%s", err, errOut)
	}

	dataDir := privateDataDir(t)
	missing := filepath.Join(filepath.Dir(file), "missing.dump")
	if _, _, err := runBaton(t, "restore", missing, "--data-dir", dataDir, "--database-url=", "--log-level", "warn"); err == nil ||
		!strings.Contains(err.Error(), missing) {
		t.Fatalf("restore of a missing file: %v, want an error naming it", err)
	}
	if _, err := os.Stat(dataDir); !os.IsNotExist(err) {
		t.Fatalf("restore of a missing file created %s (%v)", dataDir, err)
	}

	_, errOut, err := runBaton(t, "restore", file, "--data-dir", dataDir, "--database-url=", "--log-level", "warn")
	if err != nil {
		t.Fatalf("restore into a new data dir: %v\n%s", err, errOut)
	}
	if !strings.Contains(errOut, "restored") || strings.Contains(errOut, "migrate up") {
		t.Errorf("restore said %q, want it restored at the current schema", errOut)
	}
	// restore stopped the cluster it started; start it again to look.
	cluster, err := localpg.Start(ctx, localpg.Options{DataDir: dataDir})
	if err != nil {
		t.Fatalf("the private PostgreSQL restore made: %v", err)
	}
	defer func() {
		if err := cluster.Stop(context.WithoutCancel(ctx)); err != nil {
			t.Error(err)
		}
	}()
	conn, err := pgx.Connect(ctx, cluster.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var name string
	if err := conn.QueryRow(ctx, `SELECT name FROM api_tokens WHERE hash = $1`, web.HashToken(token)).Scan(&name); err != nil || name != "moved" {
		t.Errorf("the token in the restored cluster: %q %v", name, err)
	}
}
