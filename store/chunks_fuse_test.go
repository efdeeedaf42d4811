package store_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
)

// oldFusionSQL is the fusion ChunkSearchHybrid ran in SQL before it fused
// in Go (a FULL OUTER JOIN of the legs' ranks, numeric scores, ties by
// id), over legs given as arrays of ids, best first: the reference
// TestFuseRRFMatchesSQL holds store.FuseRRF to.
var oldFusionSQL = fmt.Sprintf(`
WITH lex AS (
    SELECT t.id, t.r FROM unnest($1::bigint[]) WITH ORDINALITY t(id, r)
), vec AS (
    SELECT t.id, t.r FROM unnest($2::bigint[]) WITH ORDINALITY t(id, r)
), fused AS (
    SELECT coalesce(lex.id, vec.id) AS id, coalesce(lex.r, 0)::int AS lr, coalesce(vec.r, 0)::int AS vr,
        coalesce(1.0 / (%[1]d + lex.r), 0) + coalesce(1.0 / (%[1]d + vec.r), 0) AS score
    FROM lex FULL OUTER JOIN vec ON lex.id = vec.id
    ORDER BY score DESC, id
    LIMIT $3
)
SELECT f.id, f.lr, f.vr, f.score::float8 FROM fused f ORDER BY f.score DESC, f.id`, store.RRFK)

type fusedRow struct {
	ID     int64
	LR, VR int32
	Score  float64
}

// TestFuseRRFMatchesSQL: fusing in Go gives the order, ranks and scores
// the SQL fusion gave, on random legs that overlap, on one-sided ones, and
// on two chunks whose sums are equal (1/70 + 1/105 = 2/84), which both
// order by id (Go compares the sums exactly, SQL's numeric happened to
// round both to the same 20 digits).
func TestFuseRRFMatchesSQL(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	type tc struct {
		name     string
		lex, vec []int64
		limit    int
	}
	cases := []tc{
		{"empty", nil, nil, 10},
		{"lexical only", []int64{5, 3, 9}, nil, 10},
		{"vector only", nil, []int64{7, 1}, 1},
	}
	// Id 1000 is 10th lexically and 45th by vector, id 999 24th in both.
	tie := tc{name: "equal sums", limit: 50}
	for i := range 50 {
		tie.lex = append(tie.lex, int64(2000+i))
		tie.vec = append(tie.vec, int64(3000+i))
	}
	tie.lex[9], tie.vec[44] = 1000, 1000
	tie.lex[23], tie.vec[23] = 999, 999
	cases = append(cases, tie)
	rng := rand.New(rand.NewPCG(13, 3))
	for i := range 40 {
		pool := rng.Perm(40 + rng.IntN(80))
		ids := func() []int64 {
			rng.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
			out := make([]int64, 0, 50)
			for _, p := range pool[:min(50, len(pool))] {
				out = append(out, int64(p+1))
			}
			return out
		}
		cases = append(cases, tc{fmt.Sprintf("random %d", i), ids(), ids(), []int{10, 50, 100}[i%3]})
	}
	for _, c := range cases {
		rows, err := s.Pool().Query(ctx, oldFusionSQL, c.lex, c.vec, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		want, err := pgx.CollectRows(rows, pgx.RowToStructByPos[fusedRow])
		if err != nil {
			t.Fatal(err)
		}
		var got []fusedRow
		for _, h := range store.FuseRRF(c.lex, c.vec, c.limit) {
			got = append(got, fusedRow{h.ID, int32(h.LexicalRank), int32(h.VectorRank), h.Score})
		}
		if !slices.EqualFunc(got, want, func(a, b fusedRow) bool {
			return a.ID == b.ID && a.LR == b.LR && a.VR == b.VR && math.Abs(a.Score-b.Score) < 1e-12
		}) {
			t.Fatalf("%s: Go fusion\n%v\nSQL fusion\n%v", c.name, got, want)
		}
	}
	hits := store.FuseRRF(tie.lex, tie.vec, tie.limit)
	if i := slices.IndexFunc(hits, func(h store.SearchHit) bool { return h.ID == 999 }); i < 0 || hits[i+1].ID != 1000 || hits[i].Score != hits[i+1].Score {
		t.Fatalf("equal sums should tie and order by id: %+v", hits)
	}
}
