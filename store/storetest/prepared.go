package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
)

// preparedPrefix names the databases of Prepared fixtures:
// baton_p_<pid>_<random>, so a later run can tell which belong to a test
// binary that is gone.
const preparedPrefix = "baton_p_"

// Prepared is a costly fixture built once per test binary — a migrated
// database on which prepare ran (a corpus ingested and its judge trained,
// say) — that each test then clones, so a package whose tests all need it
// pays for it once instead of once per test. Safe for concurrent use.
type Prepared struct {
	prepare func(ctx context.Context, pool *pgxpool.Pool) error

	once sync.Once
	name string
	err  error
}

// NewPrepared returns a fixture built by prepare on first use.
func NewPrepared(prepare func(ctx context.Context, pool *pgxpool.Pool) error) *Prepared {
	return &Prepared{prepare: prepare}
}

// Pool returns a pool on this test's own clone of the prepared database,
// dropped and closed when the test ends.
func (p *Prepared) Pool(t testing.TB) *pgxpool.Pool {
	t.Helper()
	p.once.Do(func() { p.name, p.err = p.build(t) })
	if p.err != nil {
		t.Fatalf("storetest: unable to prepare the fixture: %v", p.err)
	}
	return NewPoolAt(t, newDatabase(t, p.name), 10)
}

// build makes the fixture's database from the migrated template, runs
// prepare on it and closes every connection to it, so it can be cloned. It
// first drops the fixtures of test binaries that are no longer running.
func (p *Prepared) build(t testing.TB) (string, error) {
	server := ServerURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	tmpl, err := template(ctx, server)
	if err != nil {
		return "", err
	}
	admin, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", err
	}
	defer admin.Close(context.Background())
	dropStalePrepared(ctx, admin)
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	name := fmt.Sprintf("%s%d_%s", preparedPrefix, os.Getpid(), hex.EncodeToString(b))
	if err := createDatabase(ctx, admin, name, tmpl); err != nil {
		return "", err
	}
	url, err := withDatabase(server, name)
	if err != nil {
		return "", err
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return "", err
	}
	store.ConfigureVectorTypes(cfg)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return "", err
	}
	err = p.prepare(ctx, pool)
	pool.Close()
	if err != nil {
		return "", err
	}
	return name, nil
}

// dropStalePrepared drops the fixtures whose test binary (the pid in the
// name) no longer runs: the server outlives test runs.
func dropStalePrepared(ctx context.Context, admin *pgx.Conn) {
	rows, err := admin.Query(ctx, `SELECT datname FROM pg_database WHERE datname LIKE 'baton\_p\_%'`)
	if err != nil {
		return
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return
	}
	for _, n := range names {
		pid, err := strconv.Atoi(strings.SplitN(strings.TrimPrefix(n, preparedPrefix), "_", 2)[0])
		if err != nil || pid == os.Getpid() || processAlive(pid) {
			continue
		}
		_, _ = admin.Exec(ctx, `DROP DATABASE IF EXISTS `+pgx.Identifier{n}.Sanitize()+` WITH (FORCE)`)
	}
}

func processAlive(pid int) bool {
	return syscall.Kill(pid, 0) == nil
}
