-- Back to one task_events table, every event kept (copied out of the
-- partitions), with migration 001's and 008's indexes and settings.
CREATE TABLE task_events_plain (LIKE task_events INCLUDING DEFAULTS);
INSERT INTO task_events_plain SELECT * FROM task_events;
ALTER SEQUENCE task_events_id_seq OWNED BY task_events_plain.id;
DROP TABLE task_events;
ALTER TABLE task_events_plain RENAME TO task_events;
ALTER TABLE task_events ADD CONSTRAINT task_events_pkey PRIMARY KEY (id);
CREATE INDEX task_events_task ON task_events (task_id, id) WHERE task_id IS NOT NULL;
CREATE INDEX task_events_batch ON task_events (batch_id, id) WHERE batch_id IS NOT NULL;
CREATE INDEX task_events_created ON task_events (created_at);
ALTER TABLE task_events SET (
    autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 10000,
    autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_insert_threshold = 10000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 10000,
    autovacuum_vacuum_cost_delay = 0);
