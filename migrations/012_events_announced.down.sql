-- Every appended event is announced on commit (as migration 001 made it).
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
