package localpg

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// setup returns a fresh data dir the server user can reach, skipping
// the test when no PostgreSQL server binaries are installed.
func setup(t *testing.T) string {
	t.Helper()
	if _, err := findBinaries(t.Context(), os.Getenv(BinDirEnv), ""); err != nil {
		if nf := (*notFoundError)(nil); errors.As(err, &nf) {
			t.Skip(err)
		}
		t.Fatal(err)
	}
	dir := t.TempDir()
	// t.TempDir makes two 0700 levels; under root the server runs as postgres
	// and must traverse them.
	for _, d := range []string{filepath.Dir(dir), dir} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "data")
}

func canConnect(ctx context.Context, url string) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	return conn.Close(ctx)
}

func TestStart(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	opt := Options{DataDir: setup(t), Create: true}

	first, err := Start(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = first.Stop(context.Background()) })

	conn, err := pgx.Connect(ctx, first.URL())
	if err != nil {
		t.Fatal(err)
	}
	var version string
	var buffers int64
	err = conn.QueryRow(ctx, `SELECT extversion, pg_size_bytes(current_setting('shared_buffers')) FROM pg_extension WHERE extname = 'vector'`).Scan(&version, &buffers)
	conn.Close(ctx)
	if err != nil {
		t.Fatalf("vector extension: %v", err)
	}
	if want := SharedBuffers(memoryTotal()); buffers != want {
		t.Fatalf("shared_buffers is %d bytes, want %d (an eighth of %d bytes of memory, within bounds)", buffers, want, memoryTotal())
	}
	t.Logf("pgvector %s at %s", version, first.URL())

	// Attaching and restarting need no Create: the cluster exists.
	opt.Create = false
	second, err := Start(ctx, opt)
	if err != nil {
		t.Fatalf("attach: %v", err)
	}
	if second.URL() != first.URL() {
		t.Fatalf("attached URL %q, want %q", second.URL(), first.URL())
	}
	if err := second.Stop(ctx); err != nil {
		t.Fatalf("attached Stop: %v", err)
	}
	if err := canConnect(ctx, first.URL()); err != nil {
		t.Fatalf("attached Stop stopped the server: %v", err)
	}

	for range 2 {
		if err := first.Stop(ctx); err != nil {
			t.Fatalf("Stop: %v", err)
		}
	}
	if err := canConnect(ctx, first.URL()); err == nil {
		t.Fatal("server still accepts connections after Stop")
	}

	// The existing cluster starts again without initdb.
	third, err := Start(ctx, opt)
	if err != nil {
		t.Fatalf("restart: %v", err)
	}
	if err := canConnect(ctx, third.URL()); err != nil {
		t.Fatal(err)
	}
	if err := third.Stop(ctx); err != nil {
		t.Fatal(err)
	}
}

// Without Create, Start refuses a data dir holding no cluster, says where
// it looked, and leaves the folder as it found it (not even created).
func TestStartWithoutCreate(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "elsewhere")
	_, err := Start(t.Context(), Options{DataDir: dir})
	nc, ok := errors.AsType[*NoClusterError](err)
	if !ok || nc.DataDir != dir || !strings.Contains(err.Error(), filepath.Join(dir, "pg", "PG_VERSION")) {
		t.Fatalf("err = %v, want a NoClusterError naming %s", err, dir)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("Start without Create touched %s: %v", dir, err)
	}
}

func TestStartOptions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		opt  Options
		want string
	}{
		{"NoDataDir", Options{}, "DataDir must be set"},
		{"NoPort", Options{DataDir: "x", ListenTCP: "127.0.0.1"}, "must be host:port"},
		{"NoHost", Options{DataDir: "x", ListenTCP: ":5433"}, "must be host:port"},
		{"BadPort", Options{DataDir: "x", ListenTCP: "127.0.0.1:99999"}, "must be host:port"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := Start(t.Context(), tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestFindBinariesMissing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, err := findBinaries(t.Context(), dir, "")
	want := "localpg: PostgreSQL server binaries not found (looked in " + dir + "); install postgresql (apt-get install postgresql) or set --database-url"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v\nwant %s", err, want)
	}
}

func TestSocketDir(t *testing.T) {
	t.Parallel()
	short := "/var/lib/baton"
	if got := socketDir(short, 5432); got != "/var/lib/baton/run" {
		t.Fatalf("short: %s", got)
	}
	long := "/" + strings.Repeat("d", 100)
	got := socketDir(long, 5432)
	if !strings.HasPrefix(got, "/tmp/baton-pg-") || len(got+"/.s.PGSQL.65535") > socketPathMax {
		t.Fatalf("long: %s", got)
	}
	if again := socketDir(long, 5432); again != got {
		t.Fatalf("not stable: %s != %s", again, got)
	}
}

func TestSharedBuffers(t *testing.T) {
	t.Parallel()
	const mb, gb = 1 << 20, 1 << 30
	for _, tc := range []struct {
		memory, want int64
	}{
		{0, 128 * mb},        // unknown
		{512 * mb, 128 * mb}, // small: PostgreSQL's default
		{2 * gb, 256 * mb},   // an eighth
		{3*gb + 7, 384 * mb}, // whole megabytes
		{24 * gb, 1 * gb},    // capped
		{256 * gb, 1 * gb},
	} {
		if got := SharedBuffers(tc.memory); got != tc.want {
			t.Errorf("SharedBuffers(%d) = %d, want %d", tc.memory, got, tc.want)
		}
	}
}
