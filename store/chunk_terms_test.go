package store_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
)

// termCounts reads chunk_terms, and the same counts computed from chunks
// from scratch, as "corpus/term=df" lines in order.
func termCounts(t *testing.T, ctx context.Context, s *store.Store) (kept, truth []string) {
	t.Helper()
	read := func(sql string) []string {
		rows, err := s.Pool().Query(ctx, sql)
		if err != nil {
			t.Fatal(err)
		}
		out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (string, error) {
			var corpus, term string
			var df int
			err := r.Scan(&corpus, &term, &df)
			return fmt.Sprintf("%s/%s=%d", corpus, term, df), err
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	kept = read(`SELECT corpus, term, df FROM chunk_terms ORDER BY corpus, term`)
	truth = read(`SELECT c.corpus, t.lexeme, count(*)::int FROM chunks c, unnest(c.lexical) t GROUP BY 1, 2 ORDER BY 1, 2`)
	return kept, truth
}

// TestChunkTermsFollowChunks checks the document frequencies the lexical
// leg reads stay exact through ingest, replacement, update and deletion.
func TestChunkTermsFollowChunks(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	check := func(step string, want []string) {
		t.Helper()
		kept, truth := termCounts(t, ctx, s)
		if !slices.Equal(kept, truth) {
			t.Fatalf("%s: chunk_terms %q, chunks say %q", step, kept, truth)
		}
		if want != nil && !slices.Equal(kept, want) {
			t.Fatalf("%s: chunk_terms %q, want %q", step, kept, want)
		}
	}
	chunk := func(terms ...string) store.Chunk { return store.Chunk{Text: "x", Terms: terms} }

	if _, err := s.ChunkReplaceDocument(ctx, "a", "d1", "h1", []store.Chunk{chunk("rent", "rent", "보증금"), chunk("rent", "fee")}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChunkReplaceDocument(ctx, "a", "d2", "h1", []store.Chunk{chunk("fee", "late")}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChunkReplaceDocument(ctx, "b", "d1", "h1", []store.Chunk{chunk("rent")}); err != nil {
		t.Fatal(err)
	}
	check("ingest", []string{"a/fee=2", "a/late=1", "a/rent=2", "a/보증금=1", "b/rent=1"})

	if _, err := s.ChunkReplaceDocument(ctx, "a", "d1", "h2", []store.Chunk{chunk("deposit")}); err != nil {
		t.Fatal(err)
	}
	check("replace", []string{"a/deposit=1", "a/fee=1", "a/late=1", "b/rent=1"})

	if _, err := s.Pool().Exec(ctx, `UPDATE chunks SET lexical = to_tsvector('simple', 'late notice') WHERE corpus = 'a' AND document = 'd2'`); err != nil {
		t.Fatal(err)
	}
	check("update", []string{"a/deposit=1", "a/late=1", "a/notice=1", "b/rent=1"})

	if err := s.BenchCorpusDelete(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	check("delete by cascade", []string{"b/rent=1"})
}

// TestChunkSearchLexicalBounded checks the lexical leg searches a query's
// rarest terms first and ranks at most LexicalCandidates chunks.
func TestChunkSearchLexicalBounded(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	// 200 chunks say "rent"; chunks 0-2 also say "arrears", chunk 0 twice
	// over with "rent" too.
	var cs []store.Chunk
	for i := range 200 {
		terms := []string{"rent", fmt.Sprintf("w%d", i)}
		switch i {
		case 0:
			terms = append(terms, "arrears", "rent")
		case 1, 2:
			terms = append(terms, "arrears")
		}
		cs = append(cs, store.Chunk{Position: i, Text: "x", Terms: terms})
	}
	if _, err := s.ChunkReplaceDocument(ctx, "kb", "d", "h", cs); err != nil {
		t.Fatal(err)
	}
	search := func(budget int, terms ...string) []store.SearchHit {
		t.Helper()
		hits, err := s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: terms, K: 50, Limit: 50, LexicalCandidates: budget})
		if err != nil {
			t.Fatal(err)
		}
		return hits
	}
	positions := func(hits []store.SearchHit) []int {
		var out []int
		for _, h := range hits {
			out = append(out, h.Position)
		}
		return out
	}

	// A budget of 10 takes "arrears" (3 chunks) but not "rent" (200): only
	// the three are ranked, by ts_rank against both terms.
	if got := positions(search(10, "rent", "arrears", "unknown")); !slices.Equal(got, []int{0, 1, 2}) {
		t.Fatalf("bounded search found %v, want [0 1 2]", got)
	}
	// A budget of 500 takes both: every "rent" chunk is a candidate.
	if got := search(500, "rent", "arrears"); len(got) != 50 || !slices.Equal(positions(got[:3]), []int{0, 1, 2}) {
		t.Fatalf("unbounded search found %v, want 50 hits led by 0 1 2", positions(got))
	}
	// A query of common terms only still searches its rarest one, and ranks
	// at most the budget of chunks.
	if got := search(20, "rent"); len(got) != 20 {
		t.Fatalf("common-term search ranked %d chunks, want the budget of 20", len(got))
	}
	// Terms the corpus lacks, or that are unusable, skip the lexical leg.
	if got := search(10, "unknown", "it's", "a|b"); len(got) != 0 {
		t.Fatalf("unknown terms found %v", positions(got))
	}
	plan, err := s.ChunkSearchExplain(ctx, store.SearchParams{Corpus: "kb", Terms: []string{"rent", "arrears"}, LexicalCandidates: 10}, true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(plan, "actual time") || !strings.Contains(plan, "chunk_terms") {
		t.Fatalf("analysed plan without actual times or the term lookup:\n%s", plan)
	}
}
