-- Knowledge: reference documents and their chunks (full-text + pgvector),
-- trained judge models, and the clause pipeline's analyses.

-- documents is one row per ingested (corpus, document): the content hash
-- makes re-ingesting the same content a no-op, and dim is the embedding
-- length every chunk of the document has (one per corpus; 0 = no vectors).
CREATE TABLE documents (
    corpus       text NOT NULL,
    document     text NOT NULL,
    content_hash text NOT NULL,
    dim          integer NOT NULL CHECK (dim >= 0),
    chunk_count  integer NOT NULL CHECK (chunk_count >= 0),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (corpus, document)
);

-- chunks hold the searchable pieces. embedding has no fixed dimension (a
-- corpus picks its embedder); HNSW needs one, so per-dimension partial
-- expression indexes are created on demand by ChunkReplaceDocument:
--   CREATE INDEX chunks_embedding_hnsw_<dim> ON chunks
--       USING hnsw ((embedding::vector(<dim>)) vector_cosine_ops) WHERE dim = <dim>
-- and the vector leg of the search orders by exactly that expression.
CREATE TABLE chunks (
    id        bigserial PRIMARY KEY,
    corpus    text NOT NULL,
    document  text NOT NULL,
    position  integer NOT NULL,
    text      text NOT NULL,
    labels    text[] NOT NULL DEFAULT '{}',
    meta      jsonb NOT NULL DEFAULT '{}',
    -- lexical is to_tsvector('simple', store.LexicalDocument(text)): words
    -- normalised in Go plus Hangul syllable bigrams, since PostgreSQL has no
    -- Korean stemmer.
    lexical   tsvector NOT NULL,
    embedding vector,
    dim       integer NOT NULL DEFAULT 0,
    FOREIGN KEY (corpus, document) REFERENCES documents (corpus, document) ON DELETE CASCADE
);

CREATE INDEX chunks_document ON chunks (corpus, document, position);
CREATE INDEX chunks_lexical ON chunks USING gin (lexical);
CREATE INDEX chunks_labels ON chunks USING gin (labels);

-- judge_models holds classifiers trained at ingest time over a corpus's
-- labeled chunks; source_hash says which corpus content a model learned from.
CREATE TABLE judge_models (
    id          bigserial PRIMARY KEY,
    corpus      text NOT NULL,
    kind        text NOT NULL,
    source_hash text NOT NULL,
    blob        bytea NOT NULL,
    meta        jsonb NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX judge_models_latest ON judge_models (corpus, kind, id DESC);

-- clause_analyses is the judge stage's verdict, written in its handoff
-- transaction: a clause task is SUCCESS only with its row here.
CREATE TABLE clause_analyses (
    task_id    uuid PRIMARY KEY REFERENCES tasks (id) ON DELETE CASCADE,
    batch_id   uuid,
    risk       text NOT NULL CHECK (risk IN ('none', 'low', 'medium', 'high')),
    categories text[] NOT NULL DEFAULT '{}',
    analysis   jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX clause_analyses_batch ON clause_analyses (batch_id) WHERE batch_id IS NOT NULL;
