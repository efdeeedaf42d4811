//go:build chaos

package app

// Helpers of the chaos-tagged runs (chaos_test.go, fuzzhttp_test.go): a
// throwaway PostgreSQL cluster of the run's own, baton child processes
// logging into the run's folder, and the knobs read from the environment.

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/app/localpg"
)

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// chaosProc is one baton child process.
type chaosProc struct {
	name string
	cmd  *exec.Cmd
	done chan struct{}
}

type chaosRun struct {
	t       *testing.T
	dir     string
	url     string
	pool    *pgxpool.Pool
	cluster *chaosPG
	mu      sync.Mutex
	procs   []*chaosProc
	n       int
}

func (r *chaosRun) start(name, args string) *chaosProc {
	r.t.Helper()
	logf, err := os.Create(filepath.Join(r.dir, name+".log"))
	if err != nil {
		r.t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childEnv+"="+args)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	p := &chaosProc{name: name, cmd: cmd, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); logf.Close(); close(p.done) }()
	r.mu.Lock()
	r.procs = append(r.procs, p)
	r.mu.Unlock()
	return p
}

func (r *chaosRun) stopAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.procs {
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
	}
	for _, p := range r.procs {
		select {
		case <-p.done:
		case <-time.After(40 * time.Second):
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	}
}

// chaosPG is the run's own throwaway cluster, made the way
// scripts/testdb.sh makes the test cluster (initdb, trust, pg_ctl; as root
// the server runs as the OS user postgres) but in the run's folder, on a
// port of its own, with room for every process's pools (baton's private
// cluster caps max_connections at 100, less than three workers and the API
// may open).
type chaosPG struct {
	bin, data, sock, log string
	port                 int
}

func (pg *chaosPG) run(ctx context.Context, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, filepath.Join(pg.bin, name), args...)
	if os.Geteuid() == 0 {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", "postgres", "--", filepath.Join(pg.bin, name)}, args...)...)
		cmd.Dir = "/"
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %v: %w: %s", name, args, err, out)
	}
	return nil
}

func (pg *chaosPG) opts() string {
	return fmt.Sprintf("-c listen_addresses=127.0.0.1 -c port=%d -c unix_socket_directories=%s -c max_connections=400 -c shared_buffers=128MB", pg.port, pg.sock)
}

func (pg *chaosPG) start(ctx context.Context, dir string) error {
	for _, d := range localpg.BinDirs(ctx, "") {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			pg.bin = d
			break
		}
	}
	if pg.bin == "" {
		return fmt.Errorf("no PostgreSQL server binaries (scripts/install-deps.sh)")
	}
	pg.data, pg.sock = filepath.Join(dir, "pg"), filepath.Join(dir, "run")
	if err := os.MkdirAll(pg.sock, 0o777); err != nil {
		return err
	}
	if os.Geteuid() == 0 {
		if err := exec.Command("chown", "-R", "postgres:postgres", dir).Run(); err != nil {
			return err
		}
	}
	if err := pg.run(ctx, "initdb", "-D", pg.data, "-U", "baton", "--auth=trust", "-E", "UTF8", "--locale=C", "-N"); err != nil {
		return err
	}
	pg.log = filepath.Join(dir, "pg.log")
	return pg.serverStart(ctx)
}

// serverStart starts the initialised cluster's server (pg_ctl start).
func (pg *chaosPG) serverStart(ctx context.Context) error {
	return pg.run(ctx, "pg_ctl", "start", "-D", pg.data, "-l", pg.log, "-w", "-t", "60", "-s", "-o", pg.opts())
}

func (pg *chaosPG) url(db string) string {
	return fmt.Sprintf("postgres://baton@127.0.0.1:%d/%s?sslmode=disable", pg.port, db)
}

// restart is a fast shutdown (sessions disconnected, transactions rolled
// back) and a start, as an operator's restart or a failover would be.
func (pg *chaosPG) restart(ctx context.Context) error {
	// -l: without it the server inherits pg_ctl's output, which run waits on.
	return pg.run(ctx, "pg_ctl", "restart", "-D", pg.data, "-l", pg.log, "-m", "fast", "-w", "-t", "60", "-s", "-o", pg.opts())
}

func (pg *chaosPG) stop() {
	_ = pg.run(context.Background(), "pg_ctl", "stop", "-D", pg.data, "-m", "immediate", "-w", "-s")
}

// newChaosRun makes a folder /tmp/baton-<prefix>-*, starts a chaosPG in it
// on a free port with the vector extension in database postgres, and stops
// the run's processes and the cluster when the test ends (the folder is
// removed unless the test failed).
func newChaosRun(ctx context.Context, t *testing.T, prefix string) *chaosRun {
	t.Helper()
	dir, err := os.MkdirTemp("/tmp", "baton-"+prefix+"-")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil { // the server may run as postgres
		t.Fatal(err)
	}
	t.Logf("%s: cluster and logs in %s", prefix, dir)
	pg := &chaosPG{port: freePort(t)}
	if err := pg.start(ctx, dir); err != nil {
		t.Fatal(err)
	}
	r := &chaosRun{t: t, dir: dir, url: pg.url("postgres"), cluster: pg}
	t.Cleanup(func() {
		r.stopAll()
		r.cluster.stop()
		if !t.Failed() {
			_ = os.RemoveAll(dir)
		}
	})
	conn, err := pgx.Connect(ctx, r.url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS vector`); err != nil {
		t.Fatal(err)
	}
	return r
}

// waitStatus polls GET url every 200 ms until it answers want, failing the
// test with msg when ctx ends first. The server is a child process (or its
// caches): there is nothing to wait on but its answers.
func waitStatus(ctx context.Context, t *testing.T, client *http.Client, url string, want int, msg string) {
	t.Helper()
	for {
		resp, err := client.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == want {
				return
			}
		}
		if ctx.Err() != nil {
			t.Fatal(msg)
		}
		time.Sleep(200 * time.Millisecond) // polling a child process
	}
}
