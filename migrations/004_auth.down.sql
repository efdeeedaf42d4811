DROP TABLE IF EXISTS idempotency_keys;
DROP TABLE IF EXISTS api_tokens;
