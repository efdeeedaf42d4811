// Package storetest gives each test its own PostgreSQL database, cloned from
// a migrated template, so tests run in parallel and need no state from an
// earlier run. The server comes from TEST_DATABASE_URL (`make test` starts
// one with scripts/testdb.sh); the template is named after a hash of the
// migrations, so a schema change makes a new one.
package storetest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
)

// EnvURL names the variable holding the test server's URL (any database on
// it; the user must be allowed to CREATE DATABASE).
const EnvURL = "TEST_DATABASE_URL"

var (
	templateOnce sync.Once
	templateName string
	templateErr  error
)

// ServerURL returns TEST_DATABASE_URL, failing the test with a clear message
// when it is unset.
func ServerURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv(EnvURL)
	if u == "" {
		t.Fatalf("%s is not set: run the tests with `make test`, or start a server with scripts/testdb.sh start and export %s=$(scripts/testdb.sh url)", EnvURL, EnvURL)
	}
	return u
}

func withDatabase(raw, name string) (string, error) {
	cfg, err := pgx.ParseConfig(raw)
	if err != nil {
		return "", err
	}
	// Rebuild the URL: ConnString returns the original string.
	host := cfg.Host
	if strings.HasPrefix(host, "/") {
		return fmt.Sprintf("postgres://%s@/%s?host=%s&port=%d&sslmode=disable", cfg.User, name, host, cfg.Port), nil
	}
	return fmt.Sprintf("postgres://%s@%s:%d/%s?sslmode=disable", cfg.User, host, cfg.Port, name), nil
}

func migrationsHash() (string, error) {
	ms, err := store.Migrations()
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, m := range ms {
		fmt.Fprintf(h, "%d\n%s\n%s\n", m.Version, m.Up, m.Down)
	}
	return hex.EncodeToString(h.Sum(nil))[:12], nil
}

func ensureTemplate(ctx context.Context, server string) (string, error) {
	hash, err := migrationsHash()
	if err != nil {
		return "", err
	}
	name := "baton_tmpl_" + hash
	admin, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", fmt.Errorf("storetest: unable to connect to %s: %w", EnvURL, err)
	}
	defer admin.Close(context.Background())
	// Serialise template creation across test binaries running in parallel.
	if _, err := admin.Exec(ctx, `SELECT pg_advisory_lock(7262)`); err != nil {
		return "", err
	}
	defer admin.Exec(context.Background(), `SELECT pg_advisory_unlock(7262)`) //nolint:errcheck
	var exists bool
	if err := admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate)`, name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	// A half-made template from an interrupted run is dropped and rebuilt.
	if _, err := admin.Exec(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`); err != nil {
		return "", err
	}
	if _, err := admin.Exec(ctx, `CREATE DATABASE `+name); err != nil {
		return "", err
	}
	url, err := withDatabase(server, name)
	if err != nil {
		return "", err
	}
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return "", err
	}
	if _, err := pool.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS vector`); err != nil {
		pool.Close()
		return "", fmt.Errorf("storetest: pgvector missing on the test server (run scripts/install-deps.sh): %w", err)
	}
	if _, err := store.MigrateUp(ctx, pool, slog.New(slog.DiscardHandler)); err != nil {
		pool.Close()
		return "", err
	}
	pool.Close()
	if _, err := admin.Exec(ctx, `ALTER DATABASE `+name+` WITH IS_TEMPLATE true`); err != nil {
		return "", err
	}
	return name, nil
}

// NewEmptyDatabase creates a fresh database with nothing in it (no
// migrations, no extensions), dropped when the test ends, and returns its URL.
func NewEmptyDatabase(t testing.TB) string {
	t.Helper()
	return newDatabase(t, "template0")
}

// NewDatabase creates a fresh migrated database for this test, dropped when
// the test ends, and returns its URL.
func NewDatabase(t testing.TB) string {
	t.Helper()
	server := ServerURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	name, err := template(ctx, server)
	if err != nil {
		t.Fatalf("storetest: unable to prepare template: %v", err)
	}
	return newDatabase(t, name)
}

// template returns the migrated template's name, making it once per test
// binary.
func template(ctx context.Context, server string) (string, error) {
	templateOnce.Do(func() { templateName, templateErr = ensureTemplate(ctx, server) })
	return templateName, templateErr
}

// newDatabase creates a database from template, dropped when the test
// ends, and returns its URL.
func newDatabase(t testing.TB, template string) string {
	t.Helper()
	server := ServerURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "baton_t_" + hex.EncodeToString(b)
	admin, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	defer admin.Close(context.Background())
	if err := createDatabase(ctx, admin, name, template); err != nil {
		t.Fatalf("storetest: unable to create database: %v", err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), server)
		if err != nil {
			return
		}
		defer c.Close(context.Background())
		_, _ = c.Exec(context.Background(), `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
	})
	url, err := withDatabase(server, name)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	return url
}

// createDatabase creates database name as a copy of template. Clones of one
// template may collide ("source database is being accessed by other users")
// while another clone starts: it retries briefly.
func createDatabase(ctx context.Context, admin *pgx.Conn, name, template string) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		_, err := admin.Exec(ctx, `CREATE DATABASE `+name+` TEMPLATE `+template)
		if err == nil || time.Now().After(deadline) || !strings.Contains(err.Error(), "being accessed by other users") {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// NewPool returns a pool on a fresh migrated database, closed when the test
// ends. Its connections speak pgvector's binary format, as the app's pool.
func NewPool(t testing.TB) *pgxpool.Pool {
	t.Helper()
	return NewPoolAt(t, NewDatabase(t), 10)
}

// NewPoolAt returns a pool of at most maxConns connections on the database
// at url, configured as the app configures its own (store.ConfigureVectorTypes),
// closed when the test ends.
func NewPoolAt(t testing.TB, url string, maxConns int32) *pgxpool.Pool {
	t.Helper()
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	cfg.MaxConns = maxConns
	store.ConfigureVectorTypes(cfg)
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// WaitFor polls cond every few milliseconds until it returns true or the
// deadline passes, then fails the test with msg. It is how tests wait on a
// condition instead of sleeping.
func WaitFor(t testing.TB, timeout time.Duration, msg string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", timeout, msg)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
