package store_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// A pool on a database without the vector extension connects; once the
// extension exists, the same connection registers pgvector's types on its
// next acquire and vectors then travel in binary.
func TestConfigureVectorTypesLazily(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPoolAt(t, storetest.NewEmptyDatabase(t), 1)
	if err := pool.Ping(ctx); err != nil {
		t.Fatalf("a database without pgvector must still connect: %v", err)
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	pid := conn.Conn().PgConn().PID()
	if store.VectorTypesRegistered(conn.Conn()) {
		t.Fatal("vector types registered before the extension exists")
	}
	if _, err := conn.Exec(ctx, `CREATE EXTENSION vector`); err != nil {
		t.Fatal(err)
	}
	conn.Release()

	conn, err = pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if got := conn.Conn().PgConn().PID(); got != pid {
		t.Fatalf("the pool of one replaced its connection (%d -> %d); the test needs the same one", pid, got)
	}
	if !store.VectorTypesRegistered(conn.Conn()) {
		t.Fatal("vector types not registered on the next acquire after CREATE EXTENSION")
	}
	assertBinaryVectors(t, conn.Conn())
}

// A pool on a migrated database registers at connect, and an embedding comes
// back from ChunkReplaceDocument and ChunkSearchHybrid bit for bit.
func TestVectorRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	conn, err := pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !store.VectorTypesRegistered(conn.Conn()) {
		t.Fatal("vector types not registered at connect")
	}
	assertBinaryVectors(t, conn.Conn())
	conn.Release()

	emb := []float32{1.0 / 3, -2.5e-7, math.MaxFloat32, math.SmallestNonzeroFloat32}
	s := store.New(pool)
	if _, err := s.ChunkReplaceDocument(ctx, "c", "d", "h", []store.Chunk{{Text: "deposit", Terms: []string{"deposit"}, Embedding: emb}}); err != nil {
		t.Fatal(err)
	}
	hits, err := s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "c", Terms: []string{"deposit"}, Embedding: emb})
	if err != nil || len(hits) != 1 {
		t.Fatalf("search: %v, %v", hits, err)
	}
	if !slices.Equal(hits[0].Embedding, emb) || hits[0].VectorRank != 1 {
		t.Fatalf("embedding came back as %v (vector rank %d), want %v", hits[0].Embedding, hits[0].VectorRank, emb)
	}
}

// assertBinaryVectors checks conn sends and reads vectors in binary and
// that a vector survives the round trip.
func assertBinaryVectors(t *testing.T, conn *pgx.Conn) {
	t.Helper()
	typ, ok := conn.TypeMap().TypeForName("vector")
	if !ok {
		t.Fatal("no vector type")
	}
	if f := conn.TypeMap().FormatCodeForOID(typ.OID); f != pgx.BinaryFormatCode {
		t.Fatalf("vector format code %d, want binary", f)
	}
	in := pgvector.NewVector([]float32{0.1, -2, 3e-5})
	var out pgvector.Vector
	if err := conn.QueryRow(context.Background(), `SELECT $1::vector`, in).Scan(&out); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out.Slice(), in.Slice()) {
		t.Fatalf("vector round trip: %v, want %v", out.Slice(), in.Slice())
	}
}
