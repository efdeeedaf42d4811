package store

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/pgvector/pgvector-go"
)

// Knowledge chunks: reference corpora searched by the pipelines. A corpus is
// a set of documents; a document is replaced whole (its chunks in one
// transaction) and skipped when its content hash is unchanged. Each chunk is
// indexed twice: lexically (a tsvector of its Terms, GIN, with per-corpus
// document frequencies in chunk_terms) and by embedding (pgvector, HNSW with
// cosine distance).

// Search defaults, applied by ChunkSearchHybrid where a field is zero.
const (
	// SearchKDefault is how many candidates each leg of the hybrid search
	// keeps before fusion.
	SearchKDefault = 50
	// SearchLimitDefault is how many fused hits are returned.
	SearchLimitDefault = 10
	// SearchEFSearchDefault is the vector leg's hnsw.ef_search when
	// SearchParams.EFSearch is zero (raised to K when K is larger).
	SearchEFSearchDefault = 200
	// RRFK is the reciprocal-rank-fusion constant: a hit scores
	// 1/(RRFK+rank) in each leg it appears in.
	RRFK = 60
	// HNSWMaxDimension is the largest dimension pgvector can index with
	// HNSW; larger vectors are stored and searched exactly, without an index.
	HNSWMaxDimension = 2000
	// VectorMaxDimension is the largest dimension pgvector stores.
	VectorMaxDimension = 16000
)

// Chunk is one searchable piece of a reference document.
type Chunk struct {
	ID       int64             `json:"id"`
	Corpus   string            `json:"corpus"`
	Document string            `json:"document"`
	Position int               `json:"position"`
	Text     string            `json:"text"`
	Labels   []string          `json:"labels"`
	Meta     map[string]string `json:"meta,omitempty"`
	// Terms are the chunk's lexical search terms, in order with repeats
	// (the pipelines use knowledge.LexicalTerms of Text); the lexical leg
	// finds a chunk only by them. Terms that are not made of letters,
	// digits and combining marks only are dropped. Not read back.
	Terms []string `json:"-"`
	// Embedding is the chunk's vector; every chunk of a corpus has the same
	// length (or none at all).
	Embedding []float32 `json:"-"`
}

// DimensionMismatchError says a corpus holds embeddings of one dimension
// and was given (or queried with) another.
type DimensionMismatchError struct {
	Corpus string
	// Have is the dimension the corpus holds; Got the one offered.
	Have, Got int
}

func (e *DimensionMismatchError) Error() string {
	return fmt.Sprintf("store: corpus %q holds %d-dimensional embeddings, got %d: use the embedder the corpus was ingested with, or ingest it again under a new corpus name",
		e.Corpus, e.Have, e.Got)
}

// chunkDim returns the common embedding length of chunks.
func chunkDim(chunks []Chunk) (int, error) {
	dim := 0
	for i, c := range chunks {
		if i == 0 {
			dim = len(c.Embedding)
		} else if len(c.Embedding) != dim {
			return 0, fmt.Errorf("store: chunk %d has a %d-dimensional embedding, chunk 0 has %d", i, len(c.Embedding), dim)
		}
	}
	if dim > VectorMaxDimension {
		return 0, fmt.Errorf("store: embeddings of %d dimensions exceed pgvector's limit of %d", dim, VectorMaxDimension)
	}
	return dim, nil
}

// hnswIndexName is the per-dimension partial HNSW index's name.
func hnswIndexName(dim int) string { return "chunks_embedding_hnsw_" + strconv.Itoa(dim) }

// vectorExpr is the indexed expression of the dim-dimensional HNSW index;
// the vector leg must order by exactly this for the index to be used.
func vectorExpr(dim int) string { return "c.embedding::vector(" + strconv.Itoa(dim) + ")" }

// ChunkReplaceDocument replaces all chunks of (corpus, document) in one
// transaction, unless the stored content hash is the same and the chunks'
// embedding dimension unchanged: then it writes nothing and returns
// changed=false. Chunks are bulk-loaded with COPY. Every document of a
// corpus must have the same embedding dimension (a *DimensionMismatchError
// otherwise); the first document of a new dimension creates that
// dimension's HNSW index after loading its chunks (an in-memory build;
// later documents link each vector into the graph as it is inserted, which
// costs most of an ingest). Ingests into one corpus are serialised.
func (s *Store) ChunkReplaceDocument(ctx context.Context, corpus, document, contentHash string, chunks []Chunk) (bool, error) {
	if corpus == "" || document == "" {
		return false, errors.New("store: corpus and document names are required")
	}
	dim, err := chunkDim(chunks)
	if err != nil {
		return false, err
	}
	changed := false
	err = s.InTx(ctx, func(tx pgx.Tx, q *Store) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('baton.corpus:' || $1, 0))`, corpus); err != nil {
			return fmt.Errorf("store: unable to lock corpus: %w", err)
		}
		var oldHash string
		var oldDim int
		err := tx.QueryRow(ctx, `SELECT content_hash, dim FROM documents WHERE corpus = $1 AND document = $2`, corpus, document).Scan(&oldHash, &oldDim)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("store: unable to read document: %w", err)
		}
		if err == nil && oldHash == contentHash && oldDim == dim {
			return nil
		}
		var other int
		err = tx.QueryRow(ctx, `SELECT dim FROM documents WHERE corpus = $1 AND document <> $2 AND dim <> $3 LIMIT 1`, corpus, document, dim).Scan(&other)
		if err == nil {
			return &DimensionMismatchError{Corpus: corpus, Have: other, Got: dim}
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("store: unable to check corpus dimension: %w", err)
		}
		build, err := hnswIndexMissing(ctx, tx, dim)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM chunks WHERE corpus = $1 AND document = $2`, corpus, document); err != nil {
			return fmt.Errorf("store: unable to delete old chunks: %w", err)
		}
		if _, err := tx.Exec(ctx, documentUpsertSQL, corpus, document, contentHash, dim, len(chunks)); err != nil {
			return fmt.Errorf("store: unable to record document: %w", err)
		}
		if err := copyChunks(ctx, tx, corpus, document, dim, chunks); err != nil {
			return err
		}
		if build {
			if err := createHNSWIndex(ctx, tx, dim, len(chunks)); err != nil {
				return err
			}
		}
		changed = true
		return nil
	})
	return changed, err
}

const documentUpsertSQL = `
INSERT INTO documents (corpus, document, content_hash, dim, chunk_count, updated_at)
VALUES ($1, $2, $3, $4, $5, now())
ON CONFLICT (corpus, document) DO UPDATE SET content_hash = EXCLUDED.content_hash,
    dim = EXCLUDED.dim, chunk_count = EXCLUDED.chunk_count, updated_at = now()`

// hnswIndexMissing reports whether the dim-dimensional HNSW index is
// missing, so the caller loads its chunks first and then creates it with
// createHNSWIndex: pgvector builds an index over loaded rows in memory,
// many times faster than it links the same rows into the graph one insert
// at a time (docs/benchmarks.md, "Search and ingest"). When missing, it
// takes a transaction-scoped advisory lock that serialises creators, so two
// first ingests of one dimension don't race on the catalog (the second
// finds the index when the first commits). Dimensions without an index
// (0, or above HNSWMaxDimension) are never missing.
func hnswIndexMissing(ctx context.Context, tx pgx.Tx, dim int) (bool, error) {
	if dim == 0 || dim > HNSWMaxDimension {
		return false, nil
	}
	name := hnswIndexName(dim)
	exists := func() (bool, error) {
		var ok bool
		if err := tx.QueryRow(ctx, `SELECT to_regclass($1) IS NOT NULL`, name).Scan(&ok); err != nil {
			return false, fmt.Errorf("store: unable to look up index %s: %w", name, err)
		}
		return ok, nil
	}
	if ok, err := exists(); err != nil || ok {
		return false, err
	}
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('baton.chunks.hnsw', 0))`); err != nil {
		return false, fmt.Errorf("store: unable to lock index creation: %w", err)
	}
	ok, err := exists()
	return !ok, err
}

// hnswBuildBytesPerDim and hnswBuildBytesPerRow estimate the memory
// pgvector's in-memory HNSW build needs per row: the vector (4 bytes a
// dimension) and the element with its neighbour lists (m 16: up to 32
// neighbours on layer 0).
const (
	hnswBuildBytesPerDim = 4
	hnswBuildBytesPerRow = 1024
	// hnswBuildMemoryMax caps the maintenance_work_mem a build asks for;
	// beyond it pgvector finishes the build on disk, slower but whole.
	hnswBuildMemoryMax = 1 << 30
)

// createHNSWIndex creates the dim-dimensional HNSW index over the rows
// already loaded (rows of them), after hnswIndexMissing said it was
// missing. It raises maintenance_work_mem for the transaction to what an
// in-memory build of rows vectors needs (never lowers it), capped at
// hnswBuildMemoryMax.
func createHNSWIndex(ctx context.Context, tx pgx.Tx, dim, rows int) error {
	name := hnswIndexName(dim)
	need := min(max(rows, 1)*(dim*hnswBuildBytesPerDim+hnswBuildBytesPerRow), hnswBuildMemoryMax)
	if _, err := tx.Exec(ctx, `
SELECT set_config('maintenance_work_mem', $1::text, true)
WHERE pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes($1::text)`, strconv.Itoa(need/1024+1)+"kB"); err != nil {
		return fmt.Errorf("store: unable to size the build of index %s: %w", name, err)
	}
	ddl := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON chunks USING hnsw ((embedding::vector(%d)) vector_cosine_ops) WHERE dim = %d`, name, dim, dim)
	if _, err := tx.Exec(ctx, ddl); err != nil {
		return fmt.Errorf("store: unable to create index %s: %w", name, err)
	}
	return nil
}

// copyChunks COPYs chunks into a staging table (COPY can't call
// to_tsvector), embeddings as pgvector's binary vectors, then moves them
// into chunks in one INSERT.
func copyChunks(ctx context.Context, tx pgx.Tx, corpus, document string, dim int, chunks []Chunk) error {
	if len(chunks) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `
CREATE TEMP TABLE chunks_load (position integer, text text, labels text[], meta jsonb, lexical text, embedding vector)
ON COMMIT DROP`); err != nil {
		return fmt.Errorf("store: unable to create staging table: %w", err)
	}
	rows := make([][]any, len(chunks))
	for i, c := range chunks {
		labels := c.Labels
		if labels == nil {
			labels = []string{}
		}
		meta, err := json.Marshal(c.Meta)
		if err != nil {
			return fmt.Errorf("store: unable to encode chunk meta: %w", err)
		}
		if c.Meta == nil {
			meta = []byte("{}")
		}
		var emb *pgvector.Vector
		if dim > 0 {
			v := pgvector.NewVector(c.Embedding)
			emb = &v
		}
		rows[i] = []any{int32(c.Position), c.Text, labels, string(meta), lexicalDocument(c.Terms), emb}
	}
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"chunks_load"},
		[]string{"position", "text", "labels", "meta", "lexical", "embedding"}, pgx.CopyFromRows(rows))
	if err != nil {
		return fmt.Errorf("store: unable to copy chunks: %w", err)
	}
	_, err = tx.Exec(ctx, `
INSERT INTO chunks (corpus, document, position, text, labels, meta, lexical, embedding, dim)
SELECT $1, $2, position, text, labels, meta, to_tsvector('simple', lexical), embedding, $3
FROM chunks_load ORDER BY position`, corpus, document, dim)
	if err != nil {
		return fmt.Errorf("store: unable to insert chunks: %w", err)
	}
	return nil
}

// DocumentInfo is the stored state of one ingested document.
type DocumentInfo struct {
	Corpus      string    `json:"corpus"`
	Document    string    `json:"document"`
	ContentHash string    `json:"content_hash"`
	Dim         int       `json:"dim"`
	ChunkCount  int       `json:"chunk_count"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// DocumentGet returns one document's state, or ErrNotFound.
func (s *Store) DocumentGet(ctx context.Context, corpus, document string) (*DocumentInfo, error) {
	var d DocumentInfo
	err := s.db.QueryRow(ctx, `
SELECT corpus, document, content_hash, dim, chunk_count, updated_at FROM documents WHERE corpus = $1 AND document = $2`,
		corpus, document).Scan(&d.Corpus, &d.Document, &d.ContentHash, &d.Dim, &d.ChunkCount, &d.UpdatedAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get document: %w", notFound(err))
	}
	return &d, nil
}

// ChunkAnalyze refreshes the planner's statistics of chunks and
// chunk_terms. Call it after a bulk load: until autovacuum gets to it, a
// fresh table looks empty and the planner scans every vector instead of
// using the HNSW index, and every term instead of looking the query's up.
func (s *Store) ChunkAnalyze(ctx context.Context) error {
	if _, err := s.db.Exec(ctx, `ANALYZE chunks, chunk_terms`); err != nil {
		return fmt.Errorf("store: unable to analyze chunks: %w", err)
	}
	return nil
}

// ChunkList returns every chunk of a corpus (without embeddings), by
// document and position.
func (s *Store) ChunkList(ctx context.Context, corpus string) ([]Chunk, error) {
	rows, err := s.db.Query(ctx, `
SELECT id, corpus, document, position, text, labels, meta
FROM chunks WHERE corpus = $1 ORDER BY document, position, id`, corpus)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list chunks: %w", err)
	}
	defer rows.Close()
	var out []Chunk
	for rows.Next() {
		var c Chunk
		if err := rows.Scan(&c.ID, &c.Corpus, &c.Document, &c.Position, &c.Text, &c.Labels, &c.Meta); err != nil {
			return nil, fmt.Errorf("store: unable to read chunk: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list chunks: %w", err)
	}
	return out, nil
}

// CorpusInfo summarises one corpus.
type CorpusInfo struct {
	Name      string `json:"name"`
	Documents int    `json:"documents"`
	Chunks    int    `json:"chunks"`
	// Dim is the corpus's embedding dimension (0: no embeddings).
	Dim int `json:"dim"`
	// Hash is a digest of every document's content hash: it changes when
	// any document of the corpus does.
	Hash      string    `json:"hash"`
	UpdatedAt time.Time `json:"updated_at"`
}

// CorpusList returns every corpus, by name.
func (s *Store) CorpusList(ctx context.Context) ([]CorpusInfo, error) {
	return s.corpora(ctx, "")
}

// CorpusGet returns one corpus, or ErrNotFound when it has no documents.
func (s *Store) CorpusGet(ctx context.Context, corpus string) (*CorpusInfo, error) {
	cs, err := s.corpora(ctx, corpus)
	if err != nil {
		return nil, err
	}
	if len(cs) == 0 {
		return nil, fmt.Errorf("store: corpus %q: %w", corpus, ErrNotFound)
	}
	return &cs[0], nil
}

func (s *Store) corpora(ctx context.Context, only string) ([]CorpusInfo, error) {
	rows, err := s.db.Query(ctx, `
SELECT corpus, count(*)::int, coalesce(sum(chunk_count), 0)::int, max(dim),
    md5(string_agg(document || ':' || content_hash, ',' ORDER BY document)), max(updated_at)
FROM documents WHERE $1 = '' OR corpus = $1
GROUP BY corpus ORDER BY corpus`, only)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list corpora: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[CorpusInfo])
	if err != nil {
		return nil, fmt.Errorf("store: unable to list corpora: %w", err)
	}
	return out, nil
}

// searchFilter is the WHERE clause both legs share ($1 corpus, $2 any
// labels, $3 meta containment).
const searchFilter = `c.corpus = $1 AND ($2::text[] IS NULL OR c.labels && $2::text[]) AND ($3::jsonb IS NULL OR c.meta @> $3::jsonb)`

// vectorLegSQL is the vector leg of the search for a query vector of dim
// dimensions: the chunks passing searchFilter ($1–$3) nearest the vector
// parameter vecParam by cosine distance, ordered by exactly the indexed
// expression of the partial HNSW index so the index serves it, limited to
// the limitParam nearest and numbered by rank (id, r, and d the distance).
// The operator types
// the parameter as vector; callers send a pgvector.Vector, binary.
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

// hnswSettingsSQL, run in the statement's transaction with the per-leg K as
// $1, sets what the vector leg's HNSW scan needs: iterative scans (HNSW
// stops after hnsw.ef_search candidates, before the corpus and label
// filters apply) and an ef_search of at least K.
const hnswSettingsSQL = `SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', $1, true)`

// hnswEfSearch is the hnsw.ef_search the search sets for a per-leg K and
// a requested ef (0: SearchEFSearchDefault): at least K, at most 1000
// (pgvector's limit).
func hnswEfSearch(k, ef int) string {
	return strconv.Itoa(min(max(cmp.Or(max(ef, 0), SearchEFSearchDefault), k), 1000))
}

// chunkSearchSQL builds the hybrid statement for a query vector of dim
// dimensions (0: no vector leg). The dimension is part of the SQL text so
// the vector leg orders by the exact expression of the partial HNSW index.
// $4 is the query's distinct terms (text[]; none found in the corpus's
// chunk_terms skips the lexical leg), $5 the vector, $6 the per-leg K, $7
// the limit and $8 the lexical candidate budget.
//
// The lexical leg: lt is the query's terms the corpus has, rarest first,
// with the running sum of their document frequencies; lq.pick ORs the
// rarest of them whose frequencies sum to at most $8 (at least one), lq.q
// ORs all of them. The GIN index finds at most $8 chunks matching pick, and
// only those are ranked by ts_rank against q. The terms are letters, digits
// and marks only (lexicalClean), so quote_literal gives plain quoted
// lexemes.
func chunkSearchSQL(dim int) string {
	vec := `SELECT NULL::bigint AS id, NULL::bigint AS r WHERE $5::text IS NOT NULL AND false`
	if dim > 0 {
		vec = vectorLegSQL(dim, "$5", "$6")
	}
	return `
WITH cd AS (
    SELECT max(dim) AS dim FROM documents WHERE corpus = $1
), lt AS (
    SELECT t.term, sum(t.df) OVER w AS cum, row_number() OVER w AS n
    FROM chunk_terms t
    WHERE t.corpus = $1 AND t.term = ANY($4::text[])
    WINDOW w AS (ORDER BY t.df, t.term)
), lq AS (
    SELECT to_tsquery('simple', string_agg(quote_literal(lt.term), ' | ') FILTER (WHERE lt.n = 1 OR lt.cum <= $8)) AS pick,
        to_tsquery('simple', string_agg(quote_literal(lt.term), ' | ')) AS q
    FROM lt HAVING count(*) > 0
), lex AS (
    SELECT l.id, row_number() OVER (ORDER BY l.rank DESC, l.id) AS r FROM (
        SELECT m.id, ts_rank(m.lexical, (SELECT lq.q FROM lq)) AS rank FROM (
            SELECT c.id, c.lexical FROM chunks c
            WHERE c.lexical @@ (SELECT lq.pick FROM lq) AND ` + searchFilter + `
            LIMIT $8
        ) m
        ORDER BY rank DESC, m.id
        LIMIT $6
    ) l
), vec AS (
    ` + vec + `
), fused AS (
    SELECT coalesce(lex.id, vec.id) AS id, coalesce(lex.r, 0)::int AS lr, coalesce(vec.r, 0)::int AS vr,
        coalesce(1.0 / (` + strconv.Itoa(RRFK) + ` + lex.r), 0) + coalesce(1.0 / (` + strconv.Itoa(RRFK) + ` + vec.r), 0) AS score
    FROM lex FULL OUTER JOIN vec ON lex.id = vec.id
    ORDER BY score DESC, id
    LIMIT $7
)
SELECT cd.dim, c.id, c.corpus, c.document, c.position, c.text, c.labels, c.meta, c.embedding,
    f.score::float8, f.lr, f.vr
FROM cd LEFT JOIN (fused f JOIN chunks c ON c.id = f.id) ON true
ORDER BY f.score DESC, c.id`
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
	// EFSearch is the HNSW scan's candidate list, hnsw.ef_search (default
	// SearchEFSearchDefault; never below K, at most 1000): higher finds
	// more of the exact nearest neighbours and reads more of the index.
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

// ChunkSearchHybrid runs the lexical leg (the query's rarest terms through
// the GIN index, a bounded candidate set ranked by ts_rank; see
// SearchParams.LexicalCandidates) and the vector leg (cosine distance,
// HNSW) in one statement and fuses them by reciprocal rank (k = RRFK). Hits
// come best first, with their embeddings. A corpus with no documents gives
// no hits; a query embedding of another dimension than the corpus's is a
// *DimensionMismatchError.
//
// HNSW scans stop after hnsw.ef_search candidates, before the corpus and
// label filters apply, so the same round trip first enables pgvector's
// iterative index scans (a pgx batch is one implicit transaction, in which
// set_config(..., true) holds).
func (s *Store) ChunkSearchHybrid(ctx context.Context, p SearchParams) ([]SearchHit, error) {
	dim, ef, args, err := searchArgs(p)
	if err != nil {
		return nil, err
	}
	b := &pgx.Batch{}
	b.Queue(hnswSettingsSQL, ef)
	b.Queue(chunkSearchSQL(dim), args...)
	br := s.db.SendBatch(ctx, b)
	defer br.Close()
	if _, err := br.Exec(); err != nil {
		return nil, fmt.Errorf("store: unable to prepare search: %w", err)
	}
	rows, err := br.Query()
	if err != nil {
		return nil, fmt.Errorf("store: unable to search chunks: %w", err)
	}
	defer rows.Close()
	var hits []SearchHit
	corpusDim := -1
	for rows.Next() {
		var cdim *int32
		var id *int64
		var h SearchHit
		var corpus, document, text *string
		var position, lr, vr *int32
		var score *float64
		var emb *pgvector.Vector
		if err := rows.Scan(&cdim, &id, &corpus, &document, &position, &text, &h.Labels, &h.Meta, &emb, &score, &lr, &vr); err != nil {
			return nil, fmt.Errorf("store: unable to read search hit: %w", err)
		}
		if cdim != nil {
			corpusDim = int(*cdim)
		}
		if id == nil {
			continue // the corpus row of an empty result
		}
		h.ID, h.Corpus, h.Document, h.Position, h.Text = *id, *corpus, *document, int(*position), *text
		h.Score, h.LexicalRank, h.VectorRank = *score, int(*lr), int(*vr)
		if emb != nil {
			h.Embedding = emb.Slice()
		}
		hits = append(hits, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to search chunks: %w", err)
	}
	if dim > 0 && corpusDim > 0 && corpusDim != dim {
		return nil, &DimensionMismatchError{Corpus: p.Corpus, Have: corpusDim, Got: dim}
	}
	return hits, nil
}

// searchArgs applies SearchParams' defaults and checks, and returns the
// query dimension, the hnsw.ef_search to set and chunkSearchSQL's
// arguments.
func searchArgs(p SearchParams) (dim int, ef string, args []any, err error) {
	if p.Corpus == "" {
		return 0, "", nil, errors.New("store: search needs a corpus")
	}
	k := cmp.Or(max(p.K, 0), SearchKDefault)
	limit := cmp.Or(max(p.Limit, 0), SearchLimitDefault)
	budget := cmp.Or(max(p.LexicalCandidates, 0), LexicalCandidatesDefault)
	dim = len(p.Embedding)
	if dim > VectorMaxDimension {
		return 0, "", nil, fmt.Errorf("store: query embedding of %d dimensions exceeds pgvector's limit of %d", dim, VectorMaxDimension)
	}
	var labels []string
	if len(p.AnyLabels) > 0 {
		labels = p.AnyLabels
	}
	var meta *string
	if len(p.Meta) > 0 {
		b, err := json.Marshal(p.Meta)
		if err != nil {
			return 0, "", nil, fmt.Errorf("store: unable to encode meta filter: %w", err)
		}
		m := string(b)
		meta = &m
	}
	var vec *pgvector.Vector
	if dim > 0 {
		v := pgvector.NewVector(p.Embedding)
		vec = &v
	}
	terms := lexicalQueryTerms(p.Terms)
	if terms == nil {
		terms = []string{}
	}
	return dim, hnswEfSearch(k, p.EFSearch), []any{p.Corpus, labels, meta, terms, vec, k, limit, budget}, nil
}

// ChunkSearchExplain returns PostgreSQL's plan of ChunkSearchHybrid's
// statement for p, with the same HNSW settings; with analyze it runs the
// statement (EXPLAIN (ANALYZE, BUFFERS)) and the plan carries the actual
// row counts, times and buffers. Tests check the indexes serve the legs;
// docs/benchmarks.md quotes the analysed plans.
func (s *Store) ChunkSearchExplain(ctx context.Context, p SearchParams, analyze bool) (string, error) {
	dim, ef, args, err := searchArgs(p)
	if err != nil {
		return "", err
	}
	explain := "EXPLAIN "
	if analyze {
		explain = "EXPLAIN (ANALYZE, BUFFERS) "
	}
	var lines []string
	err = s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		if _, err := tx.Exec(ctx, hnswSettingsSQL, ef); err != nil {
			return fmt.Errorf("store: unable to set the HNSW scan: %w", err)
		}
		rows, err := tx.Query(ctx, explain+chunkSearchSQL(dim), args...)
		if err != nil {
			return fmt.Errorf("store: unable to explain search: %w", err)
		}
		lines, err = pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return fmt.Errorf("store: unable to explain search: %w", err)
		}
		return nil
	})
	return strings.Join(lines, "\n"), err
}
