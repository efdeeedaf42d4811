-- The event horizon's holders are the transactions that took an event id,
-- not every transaction that touched task_events (see web/horizon.go).
--
-- Migration 002 counted every RowExclusiveLock on task_events, which a
-- DELETE takes too: each retention statement (pruning finished tasks,
-- expiring old events) held back every live stream until it committed,
-- 0.3-2.9 s under load. nextval takes a RowExclusiveLock on the sequence
-- before it hands out an id and keeps it until its transaction ends, like
-- the table lock; only id takers take it. (pg_sequence_last_value takes it
-- too, so a concurrent sample of another process appears as a holder for
-- the instant of its statement; it delays nothing longer.)
CREATE OR REPLACE FUNCTION baton_event_horizon(OUT last_id bigint, OUT holders text[])
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    last_id := coalesce(pg_sequence_last_value('task_events_id_seq'::regclass), 0);
    holders := ARRAY(
        SELECT l.virtualtransaction FROM pg_locks l
        WHERE l.locktype = 'relation' AND l.relation = 'task_events_id_seq'::regclass
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.mode = 'RowExclusiveLock' AND l.granted AND l.pid <> pg_backend_pid());
END
$$;
