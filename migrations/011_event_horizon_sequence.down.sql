CREATE OR REPLACE FUNCTION baton_event_horizon(OUT last_id bigint, OUT holders text[])
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    last_id := coalesce(pg_sequence_last_value('task_events_id_seq'::regclass), 0);
    holders := ARRAY(
        SELECT l.virtualtransaction FROM pg_locks l
        WHERE l.locktype = 'relation' AND l.relation = 'task_events'::regclass
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.mode = 'RowExclusiveLock' AND l.granted AND l.pid <> pg_backend_pid());
END
$$;
