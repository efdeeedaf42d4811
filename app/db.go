package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/app/localpg"
	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// database is an open pool and, when no URL was configured, the private
// PostgreSQL behind it.
type database struct {
	Pool  *pgxpool.Pool
	local *localpg.Cluster
	log   *slog.Logger
}

// openDatabase connects to --database-url, or starts (or attaches to) the
// private PostgreSQL under --data-dir. migrate says what to do about
// pending migrations: apply them, or refuse to run on an old schema.
func openDatabase(ctx context.Context, c *Config, log *slog.Logger, migrate migratePolicy) (*database, error) {
	db := &database{log: log}
	url := c.DatabaseURL
	if url == "" {
		local, err := localpg.Start(ctx, localpg.Options{DataDir: c.DataDir, ListenTCP: c.PGListen, Logger: log, Create: c.createCluster})
		if nc, ok := errors.AsType[*localpg.NoClusterError](err); ok {
			return nil, fmt.Errorf("no private PostgreSQL in %s (looked for %s): point --data-dir (%s) at the folder `baton serve` uses, "+
				"or give --database-url; `baton migrate up` creates one there", nc.DataDir, filepath.Join(nc.DataDir, "pg"), envName("data-dir"))
		}
		if err != nil {
			return nil, err
		}
		db.local = local
		url = local.URL()
		if migrate == migrateRequireCurrent {
			migrate = migrateApply // the private database is ours to migrate
		}
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		db.Close(ctx)
		// pgx's parse error repeats the URL, which may hold a password.
		return nil, fmt.Errorf("invalid database URL %s: it must look like postgres://user:password@host:5432/dbname", redactURL(url))
	}
	cfg.MaxConns = max(cfg.MaxConns, 20)
	// Embeddings cross the wire as pgvector's binary vectors; a database
	// migrated below (CREATE EXTENSION vector) gets its types registered
	// on each connection's next use.
	store.ConfigureVectorTypes(cfg)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		db.Close(ctx)
		return nil, fmt.Errorf("unable to connect to PostgreSQL: %w", err)
	}
	db.Pool = pool
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pctx); err != nil {
		db.Close(ctx)
		return nil, fmt.Errorf("unable to connect to PostgreSQL at %s: %w", redactURL(url), err)
	}
	switch migrate {
	case migrateApply:
		if err := ensureVector(ctx, db); err != nil {
			db.Close(ctx)
			return nil, err
		}
		// River's notes on the way ("No migrations to apply") at debug:
		// every command on the private database comes through here.
		applied, err := store.MigrateUp(ctx, pool, pipeline.RiverLogger(log))
		if err != nil {
			db.Close(ctx)
			return nil, err
		}
		if len(applied) > 0 {
			log.Info("migrations applied", slog.Any("versions", applied))
		}
	case migrateRequireCurrent:
		st, err := store.MigrateStatus(ctx, pool)
		if err != nil {
			db.Close(ctx)
			return nil, err
		}
		if !st.Current() {
			db.Close(ctx)
			return nil, &SchemaOutdatedError{Have: st.CurrentSchema, Want: st.Latest}
		}
	}
	return db, nil
}

// SchemaOutdatedError says the database schema is older than this binary.
type SchemaOutdatedError struct{ Have, Want int }

func (e *SchemaOutdatedError) Error() string {
	return fmt.Sprintf("database schema is at version %d, this baton needs %d: run `baton migrate up` (or start with --auto-migrate)", e.Have, e.Want)
}

type migratePolicy int

const (
	migrateRequireCurrent migratePolicy = iota
	migrateApply
	migrateNone
)

// migratePolicy is what a long-running command does with an older schema:
// apply the pending migrations with --auto-migrate, otherwise refuse to
// start.
func (c *Config) migratePolicy() migratePolicy {
	if c.AutoMigrate {
		return migrateApply
	}
	return migrateRequireCurrent
}

// Close closes the pool and stops the private PostgreSQL if this process started it.
func (db *database) Close(ctx context.Context) {
	if db.Pool != nil {
		db.Pool.Close()
	}
	if db.local != nil {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 60*time.Second)
		defer cancel()
		if err := db.local.Stop(sctx); err != nil {
			db.log.Error("stopping the private PostgreSQL", slog.Any("error", err))
		}
	}
}

// ensureVector enables pgvector in the database, or says what to install.
func ensureVector(ctx context.Context, db *database) error {
	if _, err := db.Pool.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS vector`); err != nil {
		return fmt.Errorf("pgvector is not available in this database (%v); install it (scripts/install-deps.sh) and run CREATE EXTENSION vector as a superuser", err)
	}
	return nil
}

// openForCommand applies the environment to cmd's flags and opens the
// database for a one-shot command, with its logger.
func openForCommand(cmd *cobra.Command, c *Config, policy migratePolicy) (*database, *slog.Logger, error) {
	if err := applyEnv(cmd.Flags()); err != nil {
		return nil, nil, err
	}
	log, err := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
	if err != nil {
		return nil, nil, err
	}
	db, err := openDatabase(cmd.Context(), c, log, policy)
	if err != nil {
		return nil, nil, err
	}
	return db, log, nil
}
