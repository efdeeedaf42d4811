package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	pgxvec "github.com/pgvector/pgvector-go/pgx"
)

// Embeddings cross the wire as pgvector.Vector in pgvector's binary format,
// which a connection only speaks once the extension's types are registered
// in its type map (their OIDs differ per database). Every pool that runs
// chunk SQL must be configured with ConfigureVectorTypes.

// ConfigureVectorTypes makes every connection of a pool built from cfg
// register pgvector's types: when it connects (AfterConnect), or, when the
// database had no vector extension yet at that time (before `migrate up`
// created it), lazily when the connection is next acquired (PrepareConn).
// A database without the extension never fails a connection; only a
// statement that uses a vector does. Hooks already in cfg still run first.
func ConfigureVectorTypes(cfg *pgxpool.Config) {
	after := cfg.AfterConnect
	cfg.AfterConnect = func(ctx context.Context, conn *pgx.Conn) error {
		if after != nil {
			if err := after(ctx, conn); err != nil {
				return err
			}
		}
		_, err := registerVectorTypes(ctx, conn)
		return err
	}
	prepare := cfg.PrepareConn
	cfg.PrepareConn = func(ctx context.Context, conn *pgx.Conn) (bool, error) {
		if prepare != nil {
			if ok, err := prepare(ctx, conn); !ok || err != nil {
				return ok, err
			}
		}
		if VectorTypesRegistered(conn) {
			return true, nil
		}
		if _, err := registerVectorTypes(ctx, conn); err != nil {
			return false, err
		}
		return true, nil
	}
}

// VectorTypesRegistered reports whether conn's type map knows pgvector's
// vector type.
func VectorTypesRegistered(conn *pgx.Conn) bool {
	_, ok := conn.TypeMap().TypeForName("vector")
	return ok
}

// registerVectorTypes registers pgvector's types in conn's type map with
// pgvector-go's codecs, and reports whether it did: false, without an
// error, when the database has no vector extension (yet). pgvector-go looks
// the types up itself, in one round trip; only when it fails is the
// database asked whether the extension is missing (its "not found" is a
// plain error, not one to match by text).
func registerVectorTypes(ctx context.Context, conn *pgx.Conn) (bool, error) {
	err := pgxvec.RegisterTypes(ctx, conn)
	if err == nil {
		return true, nil
	}
	var oid *uint32
	if qerr := conn.QueryRow(ctx, `SELECT to_regtype('vector')::oid`).Scan(&oid); qerr != nil {
		return false, fmt.Errorf("store: unable to look up the vector type: %w", qerr)
	}
	if oid == nil {
		return false, nil
	}
	return false, fmt.Errorf("store: unable to register the vector types: %w", err)
}
