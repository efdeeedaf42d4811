-- task_events in time partitions (docs/design.md, "History and retention").
--
-- The table is partitioned by created_at; the reaper's sweep creates the
-- partitions ahead (store/partitions.go) and retention drops a whole
-- partition once it is past retention and holds no event of an open task
-- or batch, instead of deleting events row by row (a WAL record per row,
-- then a vacuum of each). The events written before this migration stay
-- where they are: the old table becomes the partition of everything before
-- the migration's minute (legacy), dropped like any other once it is past
-- retention. Their ids keep coming from the same sequence, so a client's
-- Last-Event-ID and the event horizon (migration 011, which samples
-- task_events_id_seq by name) carry on across the migration.
--
-- PostgreSQL requires the partition key in a primary key, hence
-- (id, created_at): ids stay unique by construction (one sequence), and the
-- index serves the hub's reads by id as task_events_pkey did. The old
-- created_at index served the row-by-row expiry only; no partition has one.
-- A default partition takes any row no range covers (a sweep that has not
-- yet created the partition of the present, a write dated before a dropped
-- partition); the sweep moves its rows into each range it creates.
ALTER TABLE task_events RENAME TO task_events_legacy;
ALTER TABLE task_events_legacy DROP CONSTRAINT task_events_pkey;
DROP INDEX task_events_created;
ALTER INDEX task_events_task RENAME TO task_events_legacy_task;
ALTER INDEX task_events_batch RENAME TO task_events_legacy_batch;

CREATE TABLE task_events (
    id         bigint NOT NULL DEFAULT nextval('task_events_id_seq'),
    task_id    uuid,
    batch_id   uuid,
    owner      text NOT NULL DEFAULT '',
    kind       text NOT NULL,
    data       jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);

CREATE INDEX task_events_task ON task_events (task_id, id) WHERE task_id IS NOT NULL;
CREATE INDEX task_events_batch ON task_events (batch_id, id) WHERE batch_id IS NOT NULL;

ALTER SEQUENCE task_events_id_seq OWNED BY task_events.id;
ALTER TABLE task_events_legacy ALTER COLUMN id DROP DEFAULT;

-- The legacy partition ends at the next minute after both now and its
-- newest row, so every row it holds is inside its range.
DO $$
DECLARE
    b timestamptz := date_trunc('minute', greatest(now(),
        coalesce((SELECT max(created_at) FROM task_events_legacy), now()))) + interval '1 minute';
BEGIN
    EXECUTE format('ALTER TABLE task_events ATTACH PARTITION task_events_legacy FOR VALUES FROM (MINVALUE) TO (%L)', b);
END
$$;

CREATE TABLE task_events_default PARTITION OF task_events DEFAULT;
