DROP TRIGGER tasks_batch_account ON tasks;

CREATE CONSTRAINT TRIGGER tasks_batch_account AFTER UPDATE OF status ON tasks
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION baton_batch_account();
