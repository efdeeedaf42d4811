-- Retention of finished tasks (--task-retention) and autovacuum for the hot
-- tables. History is pruned by batched deletes in the reaper's sweep (see
-- store/retention.go and docs/design.md for why not partitions).

-- The sweep finds expired tasks through these two partial indexes, so
-- finding a thousand of them costs the same however much history there is,
-- and neither is written by a claim or a non-final handoff (the row they
-- write is open): a task enters tasks_finished once, when it finishes.
-- Tasks of a batch are pruned with their batch, found through batches_done
-- and then tasks_batch, so tasks_finished leaves them out.
CREATE INDEX tasks_finished ON tasks (finished_at)
    WHERE batch_id IS NULL AND status IN ('SUCCESS', 'FAILED', 'CANCELLED');
CREATE INDEX batches_done ON batches (finished_at) WHERE status = 'DONE';

-- Autovacuum per hot table (docs/operations.md justifies the numbers).
-- PostgreSQL's defaults vacuum a table once 20 % of its rows are dead
-- (50 + 0.2 * reltuples): with a million finished tasks that is 200,000
-- dead row versions, all of them from open tasks, sitting in tasks_open and
-- the primary key the claim and the reaper read. A fixed 2 % (plus a floor)
-- keeps dead tuples a small fraction of live ones whatever the history, and
-- no cost delay lets a vacuum finish before the next one is due.
ALTER TABLE tasks SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000,
    autovacuum_vacuum_cost_delay = 0);
ALTER TABLE task_events SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 10000,
    autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 10000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 10000,
    autovacuum_vacuum_cost_delay = 0);
ALTER TABLE task_stage_outputs SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 1000,
    autovacuum_vacuum_cost_delay = 0);
ALTER TABLE batches SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 1000);
-- river_job is River's table (its migrations ran before ours): River
-- rewrites a job row at least three times (available, running, completed)
-- and deletes it after its retention, so it churns more than tasks. River
-- leaves its storage parameters alone, so these survive its upgrades
-- unless a River migration recreates the table.
ALTER TABLE river_job SET (
    autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000,
    autovacuum_vacuum_cost_delay = 0);
