DROP TRIGGER IF EXISTS chunks_terms_update_new ON chunks;
DROP TRIGGER IF EXISTS chunks_terms_update_old ON chunks;
DROP TRIGGER IF EXISTS chunks_terms_delete ON chunks;
DROP TRIGGER IF EXISTS chunks_terms_insert ON chunks;
DROP FUNCTION IF EXISTS baton_chunk_terms_remove();
DROP FUNCTION IF EXISTS baton_chunk_terms_add();
DROP TABLE IF EXISTS chunk_terms;
