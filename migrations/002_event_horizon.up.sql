-- Gap-free event streams (see web/horizon.go for the whole argument).
--
-- A bigserial id is handed out at INSERT time, but transactions commit in
-- another order, so a reader that has seen id 105 may later see 103 commit.
-- Streams therefore deliver only ids at or below a "settled" horizon, proved
-- from samples of baton_event_horizon().

-- The sequence's last value must be every id handed out so far: no
-- per-session cache that would hand out lower ids later.
ALTER SEQUENCE task_events_id_seq CACHE 1;

-- One sample, in this order: the last id handed out, then the virtual
-- transaction ids of the transactions that hold a lock on task_events in
-- this database. A transaction that took an id took its lock on the table
-- first and keeps it until it ends, and PostgreSQL makes a commit visible
-- before it releases the locks; so once none of these holders is left,
-- every id <= last_id is committed or will never exist. Only transactions
-- that insert events count: an unrelated long transaction (a big ingest,
-- another database) delays nothing.
CREATE FUNCTION baton_event_horizon(OUT last_id bigint, OUT holders text[])
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
