-- Gap-free event streams (see web/horizon.go for the whole argument).
--
-- A bigserial id is handed out at INSERT time, but transactions commit in
-- another order, so a reader that has seen id 105 may later see 103 commit.
-- Streams therefore deliver only ids at or below a "settled" horizon,
-- proved from samples of baton_event_horizon() below.

-- 1. A transaction takes its xid before it takes an id (a plain nextval()
-- default takes the id first and the xid only when the row is written).
-- CASE evaluates its condition before its result, and both calls are
-- volatile, so neither is folded or reordered.
ALTER TABLE task_events ALTER COLUMN id SET DEFAULT
    CASE WHEN pg_current_xact_id() IS NOT NULL THEN nextval('task_events_id_seq'::regclass) END;

-- 2. The sequence's last value is every id handed out so far: no
-- per-session cache that would hand out lower ids later.
ALTER SEQUENCE task_events_id_seq CACHE 1;

-- 3. One sample, its steps in this order: the oldest running xid, then the
-- last id handed out, then the next xid to be assigned. Every id <= last_id
-- belongs to a transaction whose xid is below that next xid (by 1), so once
-- some sample's snapshot_xmin reaches it, all of them have ended.
-- A snapshot's xmax is NOT that bound (it is one past the latest *completed*
-- xid; running xids above it are not listed), hence age(): in a transaction
-- without an xid it measures from the next xid, read when first called.
-- Call it outside any transaction.
CREATE FUNCTION baton_event_horizon(OUT snapshot_xmin xid8, OUT last_id bigint, OUT next_xid xid8)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    lag integer;
BEGIN
    snapshot_xmin := pg_snapshot_xmin(pg_current_snapshot());
    last_id := coalesce(pg_sequence_last_value('task_events_id_seq'::regclass), 0);
    lag := age(xid(snapshot_xmin));
    IF lag < 0 OR pg_current_xact_id_if_assigned() IS NOT NULL THEN
        RAISE EXCEPTION 'baton_event_horizon must run outside a transaction that has an xid';
    END IF;
    next_xid := (snapshot_xmin::text::numeric + lag)::text::xid8;
END
$$;
