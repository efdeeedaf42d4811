-- chunk_terms holds, per corpus, how many chunks contain each lexical term
-- (its document frequency). The lexical leg of the hybrid search reads it
-- to search only a query's rarest terms, so it ranks a bounded candidate
-- set instead of every chunk sharing a common word with the query.
--
-- Statement-level triggers on chunks keep it exact: every insert, delete
-- (including the cascade from documents) and update of chunks adds or
-- subtracts the distinct lexemes of the rows it touched, in the same
-- transaction. TRUNCATE of chunks is not covered and must not be used.
CREATE TABLE chunk_terms (
    corpus text NOT NULL,
    term   text NOT NULL,
    df     integer NOT NULL CHECK (df > 0),
    PRIMARY KEY (corpus, term)
);

CREATE FUNCTION baton_chunk_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- Sorted so two writers lock the rows of one corpus in the same order.
    INSERT INTO chunk_terms (corpus, term, df)
    SELECT n.corpus, t.lexeme, count(*)
    FROM new_chunks n, unnest(n.lexical) t
    GROUP BY n.corpus, t.lexeme
    ORDER BY n.corpus, t.lexeme
    ON CONFLICT (corpus, term) DO UPDATE SET df = chunk_terms.df + EXCLUDED.df;
    RETURN NULL;
END
$$;

CREATE FUNCTION baton_chunk_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH gone AS (
        SELECT o.corpus, t.lexeme AS term, count(*) AS n
        FROM old_chunks o, unnest(o.lexical) t
        GROUP BY o.corpus, t.lexeme
    ), dec AS (
        UPDATE chunk_terms c SET df = c.df - g.n
        FROM gone g
        WHERE c.corpus = g.corpus AND c.term = g.term AND c.df > g.n
        RETURNING c.corpus, c.term
    )
    DELETE FROM chunk_terms c
    USING gone g
    WHERE c.corpus = g.corpus AND c.term = g.term AND c.df <= g.n;
    RETURN NULL;
END
$$;

CREATE TRIGGER chunks_terms_insert AFTER INSERT ON chunks
    REFERENCING NEW TABLE AS new_chunks
    FOR EACH STATEMENT EXECUTE FUNCTION baton_chunk_terms_add();

CREATE TRIGGER chunks_terms_delete AFTER DELETE ON chunks
    REFERENCING OLD TABLE AS old_chunks
    FOR EACH STATEMENT EXECUTE FUNCTION baton_chunk_terms_remove();

-- An update subtracts the old rows' lexemes, then adds the new rows'.
CREATE TRIGGER chunks_terms_update_old AFTER UPDATE ON chunks
    REFERENCING OLD TABLE AS old_chunks
    FOR EACH STATEMENT EXECUTE FUNCTION baton_chunk_terms_remove();

CREATE TRIGGER chunks_terms_update_new AFTER UPDATE ON chunks
    REFERENCING NEW TABLE AS new_chunks
    FOR EACH STATEMENT EXECUTE FUNCTION baton_chunk_terms_add();

INSERT INTO chunk_terms (corpus, term, df)
SELECT c.corpus, t.lexeme, count(*)
FROM chunks c, unnest(c.lexical) t
GROUP BY c.corpus, t.lexeme;
