package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
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

// Limits of pgvector.
const (
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
