-- Access control: API tokens and idempotency keys.

-- api_tokens holds the sha256 of each token, never the token itself: the
-- token is printed once by `baton token create`. A task's owner is the id of
-- the token that created it (an admin token creates with owner '').
CREATE TABLE api_tokens (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name         text NOT NULL CHECK (name <> ''),
    hash         bytea NOT NULL UNIQUE CHECK (length(hash) = 32),
    admin        boolean NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);

-- "Does any active token exist?" is asked on every unauthenticated request
-- (cached briefly); this keeps it an index probe.
CREATE INDEX api_tokens_active ON api_tokens (created_at) WHERE revoked_at IS NULL;

-- idempotency_keys remembers the response to a POST sent with an
-- Idempotency-Key, per owner. status is NULL while the first request runs
-- (the row is inserted before the work, so a concurrent duplicate finds it
-- and never creates work twice); then it holds the stored response.
CREATE TABLE idempotency_keys (
    owner        text NOT NULL,
    key          text NOT NULL,
    method       text NOT NULL,
    path         text NOT NULL,
    request_hash bytea NOT NULL,
    status       integer,
    response     jsonb,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (owner, key)
);

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
