package store

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"
	"golang.org/x/sync/errgroup"
)

// The hybrid search over knowledge chunks: a lexical leg and a vector leg,
// each a statement of its own, fused by reciprocal rank in Go.

// Search defaults, applied by ChunkSearchHybrid where a field is zero.
const (
	// SearchKDefault is how many candidates each leg of the hybrid search
	// keeps before fusion.
	SearchKDefault = 50
	// SearchLimitDefault is how many fused hits are returned.
	SearchLimitDefault = 10
	// RRFK is the reciprocal-rank-fusion constant: a hit scores
	// 1/(RRFK+rank) in each leg it appears in.
	RRFK = 60
)

// searchFilter is the WHERE clause both legs share ($1 corpus, $2 any
// labels, $3 meta containment).
const searchFilter = `c.corpus = $1 AND ($2::text[] IS NULL OR c.labels && $2::text[]) AND ($3::jsonb IS NULL OR c.meta @> $3::jsonb)`

// vectorLegSQL is the vector leg of the search for a query vector of dim
// dimensions: the chunks passing searchFilter ($1–$3) nearest the vector
// parameter vecParam by cosine distance, ordered by exactly the indexed
// expression of the partial HNSW index so the index serves it, limited to
// the limitParam nearest and numbered by rank (id, r, and d the distance).
// The operator types the parameter as vector; callers send a
// pgvector.Vector, binary.
func vectorLegSQL(dim int, vecParam, limitParam string) string {
	e, q := vectorExpr(dim), vecParam
	return `SELECT v.id, row_number() OVER (ORDER BY v.d, v.id) AS r, v.d FROM (
        SELECT c.id, ` + e + ` <=> ` + q + ` AS d
        FROM chunks c
        WHERE c.dim = ` + strconv.Itoa(dim) + ` AND ` + searchFilter + `
        ORDER BY ` + e + ` <=> ` + q + `
        LIMIT ` + limitParam + `
    ) v`
}

// Defaults and bounds of the vector leg's hnsw.ef_search (SearchParams.EFSearch).
const (
	// SearchEFSearchVectorsPer scales the default hnsw.ef_search with the
	// graph it searches: one per this many vectors in the dimension's HNSW
	// index (every corpus of the dimension shares it), never below K. At
	// 100,000 vectors that is 200, which finds 0.97 of the exact top 10 on
	// the bench's corpus (50 found 0.89); up to 25,000 vectors it is K
	// (50), which finds 0.96–0.98 there (docs/benchmarks.md).
	SearchEFSearchVectorsPer = 500
	// SearchEFSearchMax is pgvector's largest hnsw.ef_search.
	SearchEFSearchMax = 1000
)

// hnswSettingsSQL, run in the vector leg's transaction before it, returns
// the corpus's embedding dimension (NULL when it has no documents) and sets
// what the vector leg's HNSW scan needs: iterative scans (HNSW stops after
// hnsw.ef_search candidates, before the corpus and label filters apply)
// and hnsw.ef_search, which it also returns. $1 is the corpus, $2 the
// per-leg K, $3 the requested ef_search (0: one per
// SearchEFSearchVectorsPer vectors of the dimension, counted from
// documents) and $4 the dimension; the result is at least K, at most
// SearchEFSearchMax.
var hnswSettingsSQL = `
SELECT (SELECT max(d.dim) FROM documents d WHERE d.corpus = $1),
    set_config('hnsw.iterative_scan', 'relaxed_order', true),
    set_config('hnsw.ef_search', least(greatest($2::int, CASE WHEN $3::int > 0 THEN $3::int ELSE
        (SELECT ceil(coalesce(sum(d.chunk_count), 0) / ` + strconv.Itoa(SearchEFSearchVectorsPer) + `.0)::int FROM documents d WHERE d.dim = $4::int) END),
        ` + strconv.Itoa(SearchEFSearchMax) + `)::text, true)::int`

// searchHitColumns are the columns of chunks c each leg returns after a
// candidate's rank.
const searchHitColumns = `c.id, c.corpus, c.document, c.position, c.text, c.labels, c.meta, c.embedding`

// lexicalLegSQL is the lexical leg: the K chunks of corpus $1 passing
// searchFilter ($1–$3) best ranked for the query's distinct terms $4
// (text[]; none found in the corpus's chunk_terms gives no rows), with $5
// the per-leg K and $6 the candidate budget; each row is the rank, then
// searchHitColumns.
//
// lt is the query's terms the corpus has, rarest first, with the running
// sum of their document frequencies; lq.pick ORs the rarest of them whose
// frequencies sum to at most $6 (at least one), lq.q ORs all of them. The
// GIN index finds at most $6 chunks matching pick, and only those are
// ranked by ts_rank against q. The terms are letters, digits and marks only
// (lexicalClean), so quote_literal gives plain quoted lexemes.
const lexicalLegSQL = `
WITH lt AS (
    SELECT t.term, sum(t.df) OVER w AS cum, row_number() OVER w AS n
    FROM chunk_terms t
    WHERE t.corpus = $1 AND t.term = ANY($4::text[])
    WINDOW w AS (ORDER BY t.df, t.term)
), lq AS (
    SELECT to_tsquery('simple', string_agg(quote_literal(lt.term), ' | ') FILTER (WHERE lt.n = 1 OR lt.cum <= $6)) AS pick,
        to_tsquery('simple', string_agg(quote_literal(lt.term), ' | ')) AS q
    FROM lt HAVING count(*) > 0
)
SELECT ranked.r, ` + searchHitColumns + ` FROM (
    SELECT l.id, row_number() OVER (ORDER BY l.rank DESC, l.id) AS r FROM (
        SELECT m.id, ts_rank(m.lexical, (SELECT lq.q FROM lq)) AS rank FROM (
            SELECT c.id, c.lexical FROM chunks c
            WHERE c.lexical @@ (SELECT lq.pick FROM lq) AND ` + searchFilter + `
            LIMIT $6
        ) m
        ORDER BY rank DESC, m.id
        LIMIT $5
    ) l
) ranked JOIN chunks c ON c.id = ranked.id
ORDER BY ranked.r`

// vectorSearchSQL is the vector leg as the search runs it (vectorLegSQL
// with the vector $4 and K $5), each row the rank, then searchHitColumns.
// The dimension is part of the SQL text so the leg orders by the exact
// expression of the partial HNSW index.
func vectorSearchSQL(dim int) string {
	return `SELECT v.r, ` + searchHitColumns + ` FROM (` + vectorLegSQL(dim, "$4", "$5") + `) v JOIN chunks c ON c.id = v.id ORDER BY v.r`
}

// SearchParams asks ChunkSearchHybrid for the chunks of one corpus nearest
// a query, lexically and by embedding.
type SearchParams struct {
	Corpus string
	// Terms are the query's lexical terms, built as the chunks' were (the
	// pipelines use knowledge.LexicalTerms); none usable skips the lexical
	// leg. Repeats and order do not matter.
	Terms []string
	// Embedding is the query vector for the vector leg; nil skips it. Its
	// length must be the corpus's dimension.
	Embedding []float32
	// AnyLabels keeps only chunks having at least one of these labels.
	AnyLabels []string
	// Meta keeps only chunks whose metadata has each of these key/values.
	Meta map[string]string
	// K is how many candidates each leg keeps (default SearchKDefault).
	K int
	// Limit is how many fused hits are returned (default SearchLimitDefault).
	Limit int
	// EFSearch is the HNSW scan's candidate list, hnsw.ef_search (default:
	// one per SearchEFSearchVectorsPer vectors in the dimension's index;
	// never below K, at most SearchEFSearchMax): higher finds more of the
	// exact nearest neighbours and reads more of the index.
	EFSearch int
	// LexicalCandidates bounds the lexical leg (default
	// LexicalCandidatesDefault): it searches the query's rarest terms whose
	// document frequencies in the corpus sum to at most this (always at
	// least the rarest), and ranks at most this many chunks holding any of
	// them by ts_rank against all of the query's terms.
	LexicalCandidates int
}

// SearchHit is one fused result.
type SearchHit struct {
	Chunk
	// Score is the reciprocal-rank-fusion score: the sum over the legs the
	// chunk appears in of 1/(RRFK+rank).
	Score float64 `json:"score"`
	// LexicalRank and VectorRank are the chunk's 1-based rank in each leg;
	// 0 means it was not among that leg's K candidates.
	LexicalRank int `json:"lexical_rank"`
	VectorRank  int `json:"vector_rank"`
}

// rankedChunk is one candidate of a leg: its chunk and its 1-based rank.
type rankedChunk struct {
	Chunk
	rank int
}

// search is one ChunkSearchHybrid call with its defaults applied.
type search struct {
	corpus     string
	dim        int // of the query vector; 0 skips the vector leg
	terms      []string
	labels     []string
	meta       *string
	vec        *pgvector.Vector
	k, limit   int
	ef, budget int
}

// newSearch applies SearchParams' defaults and checks.
func newSearch(p SearchParams) (*search, error) {
	if p.Corpus == "" {
		return nil, errors.New("store: search needs a corpus")
	}
	q := &search{corpus: p.Corpus, dim: len(p.Embedding), terms: lexicalQueryTerms(p.Terms),
		k:      cmp.Or(max(p.K, 0), SearchKDefault),
		limit:  cmp.Or(max(p.Limit, 0), SearchLimitDefault),
		ef:     max(p.EFSearch, 0),
		budget: cmp.Or(max(p.LexicalCandidates, 0), LexicalCandidatesDefault)}
	if q.dim > VectorMaxDimension {
		return nil, fmt.Errorf("store: query embedding of %d dimensions exceeds pgvector's limit of %d", q.dim, VectorMaxDimension)
	}
	if len(p.AnyLabels) > 0 {
		q.labels = p.AnyLabels
	}
	if len(p.Meta) > 0 {
		b, err := json.Marshal(p.Meta)
		if err != nil {
			return nil, fmt.Errorf("store: unable to encode meta filter: %w", err)
		}
		m := string(b)
		q.meta = &m
	}
	if q.dim > 0 {
		v := pgvector.NewVector(p.Embedding)
		q.vec = &v
	}
	return q, nil
}

// searchSettings is what hnswSettingsSQL returns.
type searchSettings struct {
	corpusDim *int32
	ef        int
}

// queueSettings queues hnswSettingsSQL on b.
func (q *search) queueSettings(b *pgx.Batch) *Queued[searchSettings] {
	return queueRows(b, hnswSettingsSQL, []any{q.corpus, q.k, q.ef, q.dim}, func(rows pgx.Rows) (searchSettings, error) {
		return pgx.CollectExactlyOneRow(rows, func(r pgx.CollectableRow) (searchSettings, error) {
			var st searchSettings
			var iterative string
			return st, r.Scan(&st.corpusDim, &iterative, &st.ef)
		})
	})
}

// queueLexical queues the lexical leg on b.
func (q *search) queueLexical(b *pgx.Batch) *Queued[[]rankedChunk] {
	return queueRows(b, lexicalLegSQL, []any{q.corpus, q.labels, q.meta, q.terms, q.k, q.budget}, collectRanked)
}

// queueVector queues the HNSW settings and the vector leg on b: they must
// share one transaction (a batch's implicit one, or the Store's).
func (q *search) queueVector(b *pgx.Batch) (*Queued[searchSettings], *Queued[[]rankedChunk]) {
	return q.queueSettings(b), queueRows(b, vectorSearchSQL(q.dim), []any{q.corpus, q.labels, q.meta, q.vec, q.k}, collectRanked)
}

// collectRanked reads a leg's rows: the rank, then searchHitColumns.
func collectRanked(rows pgx.Rows) ([]rankedChunk, error) {
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (rankedChunk, error) {
		var c rankedChunk
		var rank int64
		var emb *pgvector.Vector
		if err := r.Scan(&rank, &c.ID, &c.Corpus, &c.Document, &c.Position, &c.Text, &c.Labels, &c.Meta, &emb); err != nil {
			return c, err
		}
		c.rank = int(rank)
		if emb != nil {
			c.Embedding = emb.Slice()
		}
		return c, nil
	})
}

// ChunkSearchHybrid runs the lexical leg (the query's rarest terms through
// the GIN index, a bounded candidate set ranked by ts_rank; see
// SearchParams.LexicalCandidates) and the vector leg (cosine distance,
// HNSW) and fuses them by reciprocal rank (k = RRFK; fuseRRF). Hits come
// best first, with their embeddings. A corpus with no documents gives no
// hits; a query embedding of another dimension than the corpus's is a
// *DimensionMismatchError.
//
// Each leg is a statement of its own, so it gets the plan it gets alone,
// and returns its K candidates with their rows; fusing them is a sort of at
// most 2K in Go. On a pool the two legs run at once, each in one round trip
// on a connection of its own: a search takes about its slower leg, not the
// sum of both. On a transaction (a Store made by InTx) they run one after
// the other in one batch, one round trip. HNSW scans stop after
// hnsw.ef_search candidates, before the corpus and label filters apply, so
// the vector leg's batch first enables pgvector's iterative index scans
// and sets ef_search (a pgx batch is one implicit transaction, in which
// set_config(..., true) holds).
func (s *Store) ChunkSearchHybrid(ctx context.Context, p SearchParams) ([]SearchHit, error) {
	q, err := newSearch(p)
	if err != nil {
		return nil, err
	}
	lexical, vector := len(q.terms) > 0, q.dim > 0
	var lex, vec *Queued[[]rankedChunk]
	var settings *Queued[searchSettings]
	if _, pooled := s.db.(*pgxpool.Pool); pooled && lexical && vector {
		lb, vb := &pgx.Batch{}, &pgx.Batch{}
		lex = q.queueLexical(lb)
		settings, vec = q.queueVector(vb)
		g, gctx := errgroup.WithContext(ctx)
		g.Go(func() error { return s.db.SendBatch(gctx, lb).Close() })
		g.Go(func() error { return s.db.SendBatch(gctx, vb).Close() })
		err = g.Wait()
	} else {
		b := &pgx.Batch{}
		if lexical {
			lex = q.queueLexical(b)
		}
		if vector {
			settings, vec = q.queueVector(b)
		}
		if b.Len() == 0 {
			return nil, nil
		}
		err = s.db.SendBatch(ctx, b).Close()
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to search chunks: %w", err)
	}
	var lexHits, vecHits []rankedChunk
	if lexical {
		if lexHits, err = lex.Result(); err != nil {
			return nil, err
		}
	}
	if vector {
		st, err := settings.Result()
		if err != nil {
			return nil, err
		}
		if st.corpusDim != nil && *st.corpusDim > 0 && int(*st.corpusDim) != q.dim {
			return nil, &DimensionMismatchError{Corpus: q.corpus, Have: int(*st.corpusDim), Got: q.dim}
		}
		if vecHits, err = vec.Result(); err != nil {
			return nil, err
		}
	}
	return fuseRRF(lexHits, vecHits, q.limit), nil
}

// fuseRRF fuses the legs' candidates by reciprocal rank: a chunk scores
// the sum over the legs it appears in of 1/(RRFK+rank), and the limit best
// come first, equal scores by id. Scores are compared exactly (as
// rationals), so chunks whose sums are equal tie however floating point
// would round them.
func fuseRRF(lex, vec []rankedChunk, limit int) []SearchHit {
	type fused struct {
		hit   SearchHit
		score *big.Rat
	}
	byID := make(map[int64]*fused, len(lex)+len(vec))
	all := make([]*fused, 0, len(lex)+len(vec))
	add := func(cs []rankedChunk, rank func(*SearchHit) *int) {
		for _, c := range cs {
			f := byID[c.ID]
			if f == nil {
				f = &fused{hit: SearchHit{Chunk: c.Chunk}, score: new(big.Rat)}
				byID[c.ID] = f
				all = append(all, f)
			}
			*rank(&f.hit) = c.rank
			f.score.Add(f.score, big.NewRat(1, int64(RRFK+c.rank)))
		}
	}
	add(lex, func(h *SearchHit) *int { return &h.LexicalRank })
	add(vec, func(h *SearchHit) *int { return &h.VectorRank })
	slices.SortFunc(all, func(a, b *fused) int {
		return cmp.Or(b.score.Cmp(a.score), cmp.Compare(a.hit.ID, b.hit.ID))
	})
	hits := make([]SearchHit, 0, min(limit, len(all)))
	for _, f := range all[:min(limit, len(all))] {
		f.hit.Score, _ = f.score.Float64()
		hits = append(hits, f.hit)
	}
	return hits
}

// ChunkSearchEFSearch returns the hnsw.ef_search a search for p runs its
// vector leg with (0 when p has no embedding).
func (s *Store) ChunkSearchEFSearch(ctx context.Context, p SearchParams) (int, error) {
	q, err := newSearch(p)
	if err != nil || q.dim == 0 {
		return 0, err
	}
	b := &pgx.Batch{}
	st := q.queueSettings(b)
	if err := s.db.SendBatch(ctx, b).Close(); err != nil {
		return 0, fmt.Errorf("store: unable to read the HNSW settings: %w", err)
	}
	v, err := st.Result()
	return v.ef, err
}

// ChunkSearchExplain returns PostgreSQL's plans of ChunkSearchHybrid's
// statements for p (the lexical leg's, then the vector leg's, each after a
// "-- " line naming it), with the same HNSW settings; with analyze it runs
// them (EXPLAIN (ANALYZE, BUFFERS)) and the plans carry the actual row
// counts, times and buffers. Tests check the indexes serve the legs;
// docs/benchmarks.md quotes the analysed plans.
func (s *Store) ChunkSearchExplain(ctx context.Context, p SearchParams, analyze bool) (string, error) {
	q, err := newSearch(p)
	if err != nil {
		return "", err
	}
	explain := "EXPLAIN "
	if analyze {
		explain = "EXPLAIN (ANALYZE, BUFFERS) "
	}
	var out []string
	err = s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		run := func(name, sql string, args ...any) error {
			rows, err := tx.Query(ctx, explain+sql, args...)
			if err != nil {
				return fmt.Errorf("store: unable to explain the %s: %w", name, err)
			}
			lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
			if err != nil {
				return fmt.Errorf("store: unable to explain the %s: %w", name, err)
			}
			out = append(out, "-- "+name, strings.Join(lines, "\n"))
			return nil
		}
		if len(q.terms) > 0 {
			if err := run("lexical leg", lexicalLegSQL, q.corpus, q.labels, q.meta, q.terms, q.k, q.budget); err != nil {
				return err
			}
		}
		if q.dim > 0 {
			if _, err := tx.Exec(ctx, hnswSettingsSQL, q.corpus, q.k, q.ef, q.dim); err != nil {
				return fmt.Errorf("store: unable to set the HNSW scan: %w", err)
			}
			return run("vector leg", vectorSearchSQL(q.dim), q.corpus, q.labels, q.meta, q.vec, q.k)
		}
		return nil
	})
	return strings.Join(out, "\n"), err
}
