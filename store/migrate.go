package store

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"regexp"
	"sort"
	"strconv"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/baton-dev/baton/migrations"
)

// migrateLockKey is the advisory lock that serialises migrations, so two
// processes starting at once don't both apply a version.
const migrateLockKey = 0x62617430 // "bat0"

// Migration is one of our numbered schema versions.
type Migration struct {
	Version int
	Name    string
	Up      string
	Down    string
}

// MigrationStatus says which versions of each line are applied.
type MigrationStatus struct {
	RiverApplied  []int
	RiverLatest   int
	Applied       []int
	Pending       []Migration
	Latest        int
	CurrentSchema int // highest applied version of ours
}

// Current reports whether both River's and our migrations are all applied.
func (m MigrationStatus) Current() bool {
	riverTop := 0
	if n := len(m.RiverApplied); n > 0 {
		riverTop = m.RiverApplied[n-1]
	}
	return len(m.Pending) == 0 && riverTop >= m.RiverLatest
}

var migrationName = regexp.MustCompile(`^(\d+)_([a-z0-9_]+)\.(up|down)\.sql$`)

// Migrations returns our embedded migrations in version order.
func Migrations() ([]Migration, error) {
	entries, err := fs.ReadDir(migrations.FS, ".")
	if err != nil {
		return nil, fmt.Errorf("store: unable to read migrations: %w", err)
	}
	byVersion := map[int]*Migration{}
	for _, e := range entries {
		m := migrationName.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		v, _ := strconv.Atoi(m[1])
		body, err := fs.ReadFile(migrations.FS, e.Name())
		if err != nil {
			return nil, err
		}
		mig := byVersion[v]
		if mig == nil {
			mig = &Migration{Version: v, Name: m[2]}
			byVersion[v] = mig
		}
		if m[3] == "up" {
			mig.Up = string(body)
		} else {
			mig.Down = string(body)
		}
	}
	out := make([]Migration, 0, len(byVersion))
	for _, m := range byVersion {
		out = append(out, *m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

const createVersionsTable = `
CREATE TABLE IF NOT EXISTS baton_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
)`

// MigrateUp applies River's migrations and then ours, under an advisory lock,
// each version in its own transaction. It returns the versions of ours it applied.
func MigrateUp(ctx context.Context, pool *pgxpool.Pool, logger *slog.Logger) ([]int, error) {
	var applied []int
	err := withMigrateLock(ctx, pool, func(conn *pgxpool.Conn) error {
		rm, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Logger: logger})
		if err != nil {
			return fmt.Errorf("store: unable to create river migrator: %w", err)
		}
		if _, err := rm.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
			return fmt.Errorf("store: river migrations failed: %w", err)
		}
		if _, err := conn.Exec(ctx, createVersionsTable); err != nil {
			return fmt.Errorf("store: unable to create baton_migrations: %w", err)
		}
		have, err := appliedVersions(ctx, conn)
		if err != nil {
			return err
		}
		all, err := Migrations()
		if err != nil {
			return err
		}
		for _, m := range all {
			if have[m.Version] {
				continue
			}
			if err := runMigration(ctx, conn, m.Up, `INSERT INTO baton_migrations (version, name) VALUES ($1, $2)`, m.Version, m.Name); err != nil {
				return fmt.Errorf("store: migration %d_%s failed: %w", m.Version, m.Name, err)
			}
			applied = append(applied, m.Version)
		}
		return nil
	})
	return applied, err
}

// MigrateDown reverts our newest `steps` versions (all of ours, then River's,
// when steps is 0 or less and all is true).
func MigrateDown(ctx context.Context, pool *pgxpool.Pool, steps int, all bool, logger *slog.Logger) ([]int, error) {
	var reverted []int
	err := withMigrateLock(ctx, pool, func(conn *pgxpool.Conn) error {
		if _, err := conn.Exec(ctx, createVersionsTable); err != nil {
			return err
		}
		have, err := appliedVersions(ctx, conn)
		if err != nil {
			return err
		}
		ms, err := Migrations()
		if err != nil {
			return err
		}
		for i := len(ms) - 1; i >= 0; i-- {
			m := ms[i]
			if !have[m.Version] {
				continue
			}
			if !all && len(reverted) >= steps {
				break
			}
			if err := runMigration(ctx, conn, m.Down, `DELETE FROM baton_migrations WHERE version = $1 AND name = $2`, m.Version, m.Name); err != nil {
				return fmt.Errorf("store: reverting %d_%s failed: %w", m.Version, m.Name, err)
			}
			reverted = append(reverted, m.Version)
		}
		if all {
			rm, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Logger: logger})
			if err != nil {
				return err
			}
			if _, err := rm.Migrate(ctx, rivermigrate.DirectionDown, &rivermigrate.MigrateOpts{TargetVersion: -1}); err != nil {
				return fmt.Errorf("store: reverting river migrations failed: %w", err)
			}
			if _, err := conn.Exec(ctx, `DROP TABLE IF EXISTS baton_migrations`); err != nil {
				return err
			}
		}
		return nil
	})
	return reverted, err
}

// MigrateStatus reports applied and pending versions without changing anything.
func MigrateStatus(ctx context.Context, pool *pgxpool.Pool) (MigrationStatus, error) {
	var st MigrationStatus
	rm, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return st, err
	}
	all := rm.AllVersions()
	if n := len(all); n > 0 {
		st.RiverLatest = all[n-1].Version
	}
	existing, err := rm.ExistingVersions(ctx)
	if err != nil {
		return st, fmt.Errorf("store: unable to read river migrations: %w", err)
	}
	for _, m := range existing {
		st.RiverApplied = append(st.RiverApplied, m.Version)
	}
	var exists bool
	if err := pool.QueryRow(ctx, `SELECT to_regclass('baton_migrations') IS NOT NULL`).Scan(&exists); err != nil {
		return st, fmt.Errorf("store: unable to read migrations: %w", err)
	}
	have := map[int]bool{}
	if exists {
		conn, err := pool.Acquire(ctx)
		if err != nil {
			return st, err
		}
		have, err = appliedVersions(ctx, conn)
		conn.Release()
		if err != nil {
			return st, err
		}
	}
	ms, err := Migrations()
	if err != nil {
		return st, err
	}
	for _, m := range ms {
		st.Latest = m.Version
		if have[m.Version] {
			st.Applied = append(st.Applied, m.Version)
			st.CurrentSchema = m.Version
		} else {
			st.Pending = append(st.Pending, m)
		}
	}
	return st, nil
}

func withMigrateLock(ctx context.Context, pool *pgxpool.Pool, fn func(conn *pgxpool.Conn) error) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("store: unable to connect: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, migrateLockKey); err != nil {
		return fmt.Errorf("store: unable to take migration lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, migrateLockKey) //nolint:errcheck
	return fn(conn)
}

func appliedVersions(ctx context.Context, conn *pgxpool.Conn) (map[int]bool, error) {
	rows, err := conn.Query(ctx, `SELECT version FROM baton_migrations`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read baton_migrations: %w", err)
	}
	vs, err := pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil {
		return nil, err
	}
	have := make(map[int]bool, len(vs))
	for _, v := range vs {
		have[v] = true
	}
	return have, nil
}

func runMigration(ctx context.Context, conn *pgxpool.Conn, body, record string, version int, name string) error {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck
	if _, err := tx.Exec(ctx, body); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, record, version, name); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
