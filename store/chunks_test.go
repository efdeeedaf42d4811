package store_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func chunkSetup(t *testing.T) (context.Context, *store.Store) {
	t.Helper()
	return context.Background(), store.New(storetest.NewPool(t))
}

// words splits text into lowercase words of letters and digits: the
// store's tests need terms, not the pipelines' stemmer.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// vec returns a unit-ish vector of dim 4 pointing mostly along axis i.
func vec(i int) []float32 {
	v := []float32{0.1, 0.1, 0.1, 0.1}
	v[i] = 1
	return v
}

func TestChunkReplaceDocumentIdempotent(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	chunks := []store.Chunk{
		{Position: 0, Text: "보증금은 퇴거 후 3개월 뒤에 반환한다.", Labels: []string{"deposit_return"}, Meta: map[string]string{"id": "a"}, Embedding: vec(0)},
		{Position: 1, Text: "The landlord may end the lease at any time.", Labels: []string{"unilateral_termination"}, Embedding: vec(1)},
		{Position: 2, Text: "Rent is paid monthly.", Embedding: vec(2)},
	}
	changed, err := s.ChunkReplaceDocument(ctx, "c1", "doc", "h1", chunks)
	if err != nil || !changed {
		t.Fatalf("first ingest: changed=%v err=%v", changed, err)
	}
	first, err := s.ChunkList(ctx, "c1")
	if err != nil || len(first) != 3 {
		t.Fatalf("list: %d chunks, err %v", len(first), err)
	}
	if first[0].Meta["id"] != "a" || first[0].Labels[0] != "deposit_return" || len(first[2].Labels) != 0 {
		t.Fatalf("chunk fields not kept: %+v", first)
	}

	changed, err = s.ChunkReplaceDocument(ctx, "c1", "doc", "h1", chunks)
	if err != nil || changed {
		t.Fatalf("same content: changed=%v err=%v, want a no-op", changed, err)
	}
	again, _ := s.ChunkList(ctx, "c1")
	if again[0].ID != first[0].ID {
		t.Fatalf("a no-op ingest rewrote chunks: id %d -> %d", first[0].ID, again[0].ID)
	}

	changed, err = s.ChunkReplaceDocument(ctx, "c1", "doc", "h2", chunks[:1])
	if err != nil || !changed {
		t.Fatalf("changed content: changed=%v err=%v", changed, err)
	}
	after, _ := s.ChunkList(ctx, "c1")
	if len(after) != 1 || after[0].ID == first[0].ID {
		t.Fatalf("changed document should replace its chunks, got %+v", after)
	}
	cs, err := s.CorpusList(ctx)
	if err != nil || len(cs) != 1 || cs[0].Name != "c1" || cs[0].Documents != 1 || cs[0].Chunks != 1 || cs[0].Dim != 4 {
		t.Fatalf("corpus list: %+v err %v", cs, err)
	}
}

func TestChunkDimensionMismatch(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	if _, err := s.ChunkReplaceDocument(ctx, "c", "a", "h", []store.Chunk{{Text: "one", Embedding: vec(0)}}); err != nil {
		t.Fatal(err)
	}
	_, err := s.ChunkReplaceDocument(ctx, "c", "b", "h", []store.Chunk{{Text: "two", Embedding: []float32{1, 0, 0}}})
	var dm *store.DimensionMismatchError
	if !errors.As(err, &dm) || dm.Have != 4 || dm.Got != 3 || !strings.Contains(err.Error(), "4") || !strings.Contains(err.Error(), "3") {
		t.Fatalf("mixing dimensions: got %v, want a DimensionMismatchError naming 4 and 3", err)
	}
	_, err = s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "c", Terms: []string{"one"}, Embedding: []float32{1, 0, 0}})
	if !errors.As(err, &dm) || dm.Have != 4 || dm.Got != 3 {
		t.Fatalf("querying with another dimension: got %v", err)
	}
	// Within one document, chunks must agree too.
	_, err = s.ChunkReplaceDocument(ctx, "c", "a", "h2", []store.Chunk{{Text: "x", Embedding: vec(0)}, {Text: "y", Embedding: []float32{1}}})
	if err == nil {
		t.Fatal("a document with mixed dimensions was accepted")
	}
}

func TestChunkSearchHybrid(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	docs := []store.Chunk{
		{Position: 0, Text: "임대인은 보증금을 계약 종료 후 즉시 반환한다.", Labels: []string{"deposit_return"}, Meta: map[string]string{"lang": "ko"}, Embedding: vec(0),
			Terms: []string{"임대인", "보증금", "계약", "종료", "즉시", "반환"}},
		{Position: 1, Text: "임차인은 모든 수선 비용을 부담한다.", Labels: []string{"repair_burden"}, Meta: map[string]string{"lang": "ko"}, Embedding: vec(1),
			Terms: []string{"임차인", "모든", "수선", "비용", "부담"}},
		{Position: 2, Text: "The deposit is returned when the lease ends.", Labels: []string{"deposit_return"}, Meta: map[string]string{"lang": "en"}, Embedding: vec(0),
			Terms: words("The deposit is returned when the lease ends.")},
		{Position: 3, Text: "We may change these terms at any time.", Labels: []string{"unilateral_change"}, Meta: map[string]string{"lang": "en"}, Embedding: vec(3),
			Terms: words("We may change these terms at any time.")},
	}
	if _, err := s.ChunkReplaceDocument(ctx, "kb", "d", "h", docs); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChunkReplaceDocument(ctx, "other", "d", "h", []store.Chunk{{Text: "보증금을 반환한다", Terms: []string{"보증금", "반환"}, Embedding: vec(0)}}); err != nil {
		t.Fatal(err)
	}

	hits, err := s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: []string{"보증금", "반환"}, Embedding: vec(0)})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) == 0 || hits[0].Position != 0 || hits[0].LexicalRank != 1 || hits[0].VectorRank == 0 {
		t.Fatalf("the chunk first in both legs should come first: %+v", hits)
	}
	for i, h := range hits {
		if h.Corpus != "kb" {
			t.Fatalf("hit from another corpus: %+v", h)
		}
		if i > 0 && h.Score > hits[i-1].Score {
			t.Fatalf("hits not ordered by fused score: %+v", hits)
		}
		if len(h.Embedding) != 4 {
			t.Fatalf("hit without its embedding: %+v", h)
		}
	}
	want := 1.0/(store.RRFK+1) + 1.0/float64(store.RRFK+hits[0].VectorRank)
	if d := hits[0].Score - want; d > 1e-9 || d < -1e-9 {
		t.Fatalf("fused score %v, want %v", hits[0].Score, want)
	}
	// On a transaction the legs run one after the other in one batch; on
	// the pool at once, on two connections: the same hits.
	err = s.InTx(ctx, func(_ pgx.Tx, q *store.Store) error {
		inTx, err := q.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: []string{"보증금", "반환"}, Embedding: vec(0)})
		if err == nil && !reflect.DeepEqual(inTx, hits) {
			t.Errorf("search in a transaction\n%+v\non the pool\n%+v", inTx, hits)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	// Vector leg only: the query has no search terms.
	hits, err = s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: words("?!"), Embedding: vec(3), Limit: 2})
	if err != nil || len(hits) != 2 || hits[0].Position != 3 || hits[0].LexicalRank != 0 {
		t.Fatalf("vector-only search: %+v err %v", hits, err)
	}
	// Lexical leg only: no embedding.
	hits, err = s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: words("change terms")})
	if err != nil || len(hits) != 1 || hits[0].Position != 3 || hits[0].VectorRank != 0 {
		t.Fatalf("lexical-only search: %+v err %v", hits, err)
	}
	// Filters apply to both legs.
	hits, err = s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: []string{"deposit", "보증금"}, Embedding: vec(0),
		AnyLabels: []string{"deposit_return", "penalty"}, Meta: map[string]string{"lang": "en"}})
	if err != nil || len(hits) != 1 || hits[0].Position != 2 {
		t.Fatalf("filtered search: %+v err %v", hits, err)
	}
	// An unknown corpus has no hits.
	hits, err = s.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "nope", Terms: []string{"보증금"}, Embedding: vec(0)})
	if err != nil || len(hits) != 0 {
		t.Fatalf("unknown corpus: %+v err %v", hits, err)
	}
}

// TestChunkSearchEFSearch: the vector leg's hnsw.ef_search is one per
// store.SearchEFSearchVectorsPer vectors in the dimension's index (every
// corpus of the dimension), at least K, at most store.SearchEFSearchMax,
// unless the search asks for one.
func TestChunkSearchEFSearch(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	doc := func(n int) []store.Chunk {
		cs := make([]store.Chunk, n)
		for i := range cs {
			cs[i] = store.Chunk{Position: i, Text: "c", Embedding: []float32{float32(i%7) + 1, float32(i%5) - 2}}
		}
		return cs
	}
	if _, err := s.ChunkReplaceDocument(ctx, "kb", "d", "h", doc(1001)); err != nil {
		t.Fatal(err)
	}
	check := func(corpus string, k, ef0, want int) {
		t.Helper()
		got, err := s.ChunkSearchEFSearch(ctx, store.SearchParams{Corpus: corpus, Embedding: []float32{1, 0}, K: k, EFSearch: ef0})
		if err != nil || got != want {
			t.Fatalf("corpus %s, K %d, EFSearch %d: ef_search %d (err %v), want %d", corpus, k, ef0, got, err, want)
		}
	}
	check("kb", 1, 0, 3)       // 1001 vectors: ceil(1001/500)
	check("kb", 50, 0, 50)     // never below K
	check("kb", 1, 300, 300)   // asked for
	check("kb", 80, 60, 80)    // asked for, below K
	check("kb", 1, 5000, 1000) // pgvector's limit
	// Another corpus of the same dimension shares the index: both count.
	if _, err := s.ChunkReplaceDocument(ctx, "other", "d", "h", doc(500)); err != nil {
		t.Fatal(err)
	}
	check("kb", 1, 0, 4)
	check("nope", 1, 0, 4)
	if got, err := s.ChunkSearchEFSearch(ctx, store.SearchParams{Corpus: "kb", Terms: []string{"c"}}); err != nil || got != 0 {
		t.Fatalf("a search without an embedding has no vector leg: %d, %v", got, err)
	}
}

func TestChunkSearchUsesIndexes(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	// Enough rows, in two corpora, that an index beats a scan.
	var big []store.Chunk
	for i := range 3000 {
		v := make([]float32, 8)
		for j := range v {
			v[j] = float32((i*7+j*13)%17) - 8
		}
		big = append(big, store.Chunk{Position: i, Text: "clause " + letters(i), Terms: words("clause " + letters(i)), Embedding: v})
	}
	for _, c := range []string{"kb", "other"} {
		if _, err := s.ChunkReplaceDocument(ctx, c, "d", "h", big); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Pool().Exec(ctx, `ANALYZE chunks`); err != nil {
		t.Fatal(err)
	}
	plan, err := s.ChunkSearchExplain(ctx, store.SearchParams{Corpus: "kb", Terms: []string{letters(5)}, Embedding: big[5].Embedding, K: 10, Limit: 5}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, idx := range []string{"chunks_embedding_hnsw_8", "chunks_lexical"} {
		if !strings.Contains(plan, idx) {
			t.Fatalf("plan does not use %s:\n%s", idx, plan)
		}
	}
}

func TestJudgeModelSave(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	if _, _, err := s.JudgeModelLatestID(ctx, "c", "k"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no model yet: %v", err)
	}
	var ids []int64
	for i := range 3 {
		id, err := s.JudgeModelSave(ctx, store.JudgeModel{Corpus: "c", Kind: "k", SourceHash: string(rune('a' + i)), Blob: []byte{byte(i)}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	id, hash, err := s.JudgeModelLatestID(ctx, "c", "k")
	if err != nil || id != ids[2] || hash != "c" {
		t.Fatalf("latest: %d %q %v", id, hash, err)
	}
	m, err := s.JudgeModelGet(ctx, id)
	if err != nil || m.Blob[0] != 2 {
		t.Fatalf("get: %+v %v", m, err)
	}
	if _, err := s.JudgeModelGet(ctx, ids[0]); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the oldest model should be pruned: %v", err)
	}
}

// letters spells i in base 26 with the letters a..z, behind a "q".
func letters(i int) string {
	b := []byte{'q'}
	for {
		b = append(b, byte('a'+i%26))
		if i /= 26; i == 0 {
			return string(b)
		}
	}
}

// TestChunkHNSWIndexBuiltAfterFirstLoad checks the first document of a
// dimension creates its HNSW index over the chunks it loaded, the next ones
// are linked into it as they are inserted, and BenchCorpusDelete drops the
// index of a dimension it empties, not of one still in use.
func TestChunkHNSWIndexBuiltAfterFirstLoad(t *testing.T) {
	t.Parallel()
	ctx, s := chunkSetup(t)
	doc := func(n, seed int) []store.Chunk {
		var cs []store.Chunk
		for i := range n {
			v := make([]float32, 5)
			for j := range v {
				v[j] = float32((i*7+j*13+seed)%19) - 9
			}
			cs = append(cs, store.Chunk{Position: i, Text: "c", Embedding: v})
		}
		return cs
	}
	indexed := func() (exists bool, n int) {
		t.Helper()
		err := s.InTx(ctx, func(tx pgx.Tx, _ *store.Store) error {
			if err := tx.QueryRow(ctx, `SELECT to_regclass('chunks_embedding_hnsw_5') IS NOT NULL`).Scan(&exists); err != nil || !exists {
				return err
			}
			// Only the index can serve this scan; it returns at most
			// ef_search rows, so it counts the rows the graph reaches.
			if _, err := tx.Exec(ctx, `SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; SET LOCAL hnsw.ef_search = 1000`); err != nil {
				return err
			}
			return tx.QueryRow(ctx, `SELECT count(*) FROM (SELECT id FROM chunks c WHERE dim = 5 ORDER BY c.embedding::vector(5) <=> '[1,2,3,4,5]' LIMIT 1000) x`).Scan(&n)
		})
		if err != nil {
			t.Fatal(err)
		}
		return exists, n
	}
	if _, err := s.ChunkReplaceDocument(ctx, "kb", "d1", "h", doc(300, 0)); err != nil {
		t.Fatal(err)
	}
	if exists, n := indexed(); !exists || n != 300 {
		t.Fatalf("after the first load: index exists %v, reaches %d rows, want 300", exists, n)
	}
	if _, err := s.ChunkReplaceDocument(ctx, "other", "d1", "h", doc(200, 5)); err != nil {
		t.Fatal(err)
	}
	if exists, n := indexed(); !exists || n != 500 {
		t.Fatalf("after a second document: index exists %v, reaches %d rows, want 500", exists, n)
	}
	if err := s.BenchCorpusDelete(ctx, "kb"); err != nil {
		t.Fatal(err)
	}
	if exists, n := indexed(); !exists || n != 200 {
		t.Fatalf("after deleting one of two corpora: index exists %v, reaches %d rows, want 200", exists, n)
	}
	if err := s.BenchCorpusDelete(ctx, "other"); err != nil {
		t.Fatal(err)
	}
	if exists, _ := indexed(); exists {
		t.Fatal("the index of an emptied dimension is still there")
	}
}
