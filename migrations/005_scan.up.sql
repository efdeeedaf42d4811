-- The scan pipeline: uploaded images, granted characters, each user's
-- collection summary and the webhook deliveries of every task.

-- scan_images holds the picture of a scan, written before the task is
-- submitted (its id goes into the task input) so the vision stage reads
-- the same bytes on every attempt and retry.
CREATE TABLE scan_images (
    id         uuid PRIMARY KEY,
    owner      text NOT NULL DEFAULT '',
    mime       text NOT NULL,
    data       bytea NOT NULL,
    source     text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scan_images_created ON scan_images (created_at);

-- user_characters is one row per character a user holds. user_id is the
-- API client's own user id, namespaced by the API owner (the token's
-- subject). The unique key makes the grant an INSERT ... ON CONFLICT, so two
-- concurrent scans never both receive the same character; task_id is the
-- scan that granted it (a re-run of that scan reports the same grant).
CREATE TABLE user_characters (
    owner          text NOT NULL DEFAULT '',
    user_id        text NOT NULL,
    character_key  text NOT NULL,
    name           text NOT NULL,
    middle         text NOT NULL,
    character_type text NOT NULL,
    task_id        uuid,
    acquired_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (owner, user_id, character_key)
);

CREATE INDEX user_characters_recent ON user_characters (owner, user_id, acquired_at DESC);

-- user_collections is the summary the my_sync job recomputes after a scan:
-- characters held, count per middle category, the latest few.
CREATE TABLE user_collections (
    owner       text NOT NULL DEFAULT '',
    user_id     text NOT NULL,
    total       integer NOT NULL DEFAULT 0,
    by_category jsonb NOT NULL DEFAULT '{}',
    latest      jsonb NOT NULL DEFAULT '[]',
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (owner, user_id)
);

-- webhook_deliveries records every attempt to POST a task's final result to
-- its callback URL: status_code is NULL when no response came (error says why).
CREATE TABLE webhook_deliveries (
    id          bigserial PRIMARY KEY,
    task_id     uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    url         text NOT NULL,
    event       text NOT NULL,
    attempt     integer NOT NULL,
    status_code integer,
    error       text,
    duration_ms double precision NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_deliveries_task ON webhook_deliveries (task_id, id);
