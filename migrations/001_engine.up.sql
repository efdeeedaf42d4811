-- The pipeline engine: batches, tasks, per-stage outputs, events, workers.

CREATE TABLE batches (
    id          uuid PRIMARY KEY,
    pipeline    text NOT NULL,
    owner       text NOT NULL DEFAULT '',
    total       integer NOT NULL CHECK (total >= 0),
    succeeded   integer NOT NULL DEFAULT 0,
    failed      integer NOT NULL DEFAULT 0,
    cancelled   integer NOT NULL DEFAULT 0,
    status      text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'DONE')),
    input       jsonb,
    created_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
);

CREATE INDEX batches_owner_created ON batches (owner, created_at DESC);

CREATE TABLE tasks (
    id            uuid PRIMARY KEY,
    pipeline      text NOT NULL,
    batch_id      uuid REFERENCES batches (id) ON DELETE CASCADE,
    owner         text NOT NULL DEFAULT '',
    status        text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'CANCELLED')),
    stage         text NOT NULL,
    stage_index   integer NOT NULL DEFAULT 0,
    -- generation fences stage jobs: every (re)enqueue bumps it, and a job
    -- carrying another generation does nothing.
    generation    integer NOT NULL DEFAULT 1,
    attempt       integer NOT NULL DEFAULT 0,
    max_attempts  integer NOT NULL,
    worker_id     text,
    job_id        bigint,
    error_code    text,
    error_message text,
    input         jsonb NOT NULL,
    result        jsonb,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    -- stage_queued_at is when the current stage's job was enqueued;
    -- stage_started_at when a worker claimed it.
    stage_queued_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    stage_started_at timestamptz,
    stale_at      timestamptz,
    finished_at   timestamptz
);

CREATE INDEX tasks_batch ON tasks (batch_id, created_at) WHERE batch_id IS NOT NULL;
CREATE INDEX tasks_owner_created ON tasks (owner, created_at DESC, id DESC);
CREATE INDEX tasks_created ON tasks (created_at DESC, id DESC);
-- The reaper's three rules all read this one partial index of open tasks, so
-- a sweep stays cheap however many finished tasks the table holds. It is one
-- index, not one per rule, because every claim and handoff rewrites the row
-- (no HOT update is possible: status and stale_at change), and each index
-- of the table costs an insert on every such write.
-- stale_at is the deadline of the task's current state: PENDING for
-- --pending-limit, a stage queued or running for that stage's limit.
CREATE INDEX tasks_open ON tasks (stale_at) WHERE status IN ('PENDING', 'PROCESSING');

CREATE TABLE task_stage_outputs (
    task_id    uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    stage      text NOT NULL,
    generation integer NOT NULL,
    worker_id  text NOT NULL,
    output     jsonb NOT NULL,
    duration_ms double precision NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (task_id, stage)
);

CREATE TABLE task_events (
    id         bigserial PRIMARY KEY,
    task_id    uuid,
    batch_id   uuid,
    owner      text NOT NULL DEFAULT '',
    kind       text NOT NULL,
    data       jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX task_events_task ON task_events (task_id, id) WHERE task_id IS NOT NULL;
CREATE INDEX task_events_batch ON task_events (batch_id, id) WHERE batch_id IS NOT NULL;
CREATE INDEX task_events_created ON task_events (created_at);

-- Every appended event is announced on commit. The payload stays small (ids
-- only) so it never reaches NOTIFY's 8000-byte limit; listeners read the
-- event itself from the table.
CREATE FUNCTION baton_task_events_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('baton_events', json_build_object(
        'id', NEW.id, 'task_id', NEW.task_id, 'batch_id', NEW.batch_id)::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER task_events_notify AFTER INSERT ON task_events
    FOR EACH ROW EXECUTE FUNCTION baton_task_events_notify();

-- Batch accounting follows every task status change, whoever writes it
-- (worker, reaper, API), so a batch's counters can never drift from its tasks.
-- It is deferred to commit so batch.completed comes after the events of the
-- transaction that finished the batch's last task.
CREATE FUNCTION baton_batch_account() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    b batches%ROWTYPE;
BEGIN
    -- Only a move into or out of a finished status changes the counters;
    -- skipping the others keeps claims off the batch row, which every task
    -- of the batch would otherwise queue on.
    IF NEW.batch_id IS NULL OR NEW.status = OLD.status
       OR (NEW.status IN ('PENDING', 'PROCESSING') AND OLD.status IN ('PENDING', 'PROCESSING')) THEN
        RETURN NULL;
    END IF;
    UPDATE batches SET
        succeeded = succeeded + (NEW.status = 'SUCCESS')::int - (OLD.status = 'SUCCESS')::int,
        failed    = failed    + (NEW.status = 'FAILED')::int  - (OLD.status = 'FAILED')::int,
        cancelled = cancelled + (NEW.status = 'CANCELLED')::int - (OLD.status = 'CANCELLED')::int
    WHERE id = NEW.batch_id
    RETURNING * INTO b;
    IF b.succeeded + b.failed + b.cancelled >= b.total THEN
        IF b.status <> 'DONE' THEN
            UPDATE batches SET status = 'DONE', finished_at = now() WHERE id = b.id;
            INSERT INTO task_events (batch_id, owner, kind, data)
            VALUES (b.id, b.owner, 'batch.completed', json_build_object(
                'batch_id', b.id, 'step', 'done', 'status', 'completed', 'progress', 100,
                'total', b.total, 'succeeded', b.succeeded, 'failed', b.failed, 'cancelled', b.cancelled));
        END IF;
    ELSIF b.status = 'DONE' THEN
        UPDATE batches SET status = 'PROCESSING', finished_at = NULL WHERE id = b.id;
    END IF;
    RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER tasks_batch_account AFTER UPDATE OF status ON tasks
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION baton_batch_account();

CREATE TABLE workers (
    id           text PRIMARY KEY,
    host         text NOT NULL,
    pid          integer NOT NULL,
    queues       text[] NOT NULL DEFAULT '{}',
    started_at   timestamptz NOT NULL DEFAULT now(),
    heartbeat_at timestamptz NOT NULL DEFAULT now()
);
