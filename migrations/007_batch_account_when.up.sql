-- The batch accounting trigger fired (at commit, deferred) for every claim
-- and handoff of a batch task, only for baton_batch_account() to return at
-- once: only moves into or out of a finished status change the counters. A
-- WHEN clause, evaluated when the row changes, keeps those calls from being
-- queued at all. The function keeps its own early return for any caller.
DROP TRIGGER tasks_batch_account ON tasks;

CREATE CONSTRAINT TRIGGER tasks_batch_account AFTER UPDATE OF status ON tasks
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW
    WHEN (NEW.batch_id IS NOT NULL AND NEW.status IS DISTINCT FROM OLD.status
          AND NOT (NEW.status IN ('PENDING', 'PROCESSING') AND OLD.status IN ('PENDING', 'PROCESSING')))
    EXECUTE FUNCTION baton_batch_account();
