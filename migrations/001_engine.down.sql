DROP TABLE IF EXISTS workers;
DROP TRIGGER IF EXISTS tasks_batch_account ON tasks;
DROP FUNCTION IF EXISTS baton_batch_account();
DROP TABLE IF EXISTS task_events;
DROP FUNCTION IF EXISTS baton_task_events_notify();
DROP TABLE IF EXISTS task_stage_outputs;
DROP TABLE IF EXISTS tasks;
DROP TABLE IF EXISTS batches;
