-- The reaper's dead-worker rule looks for PROCESSING tasks claimed by a
-- worker with no recent heartbeat. Through tasks_open it read the heap row
-- of every open task to learn its worker: with 1,000,000 tasks of which
-- 20,000 open, 10,000 random page reads and 0.9 s per statement, twice a
-- sweep. This index holds the claimed tasks only, by worker, so the rule
-- walks the distinct workers (a skip scan: one probe per worker) and reads
-- the rows of dead workers only. A row enters it at a claim alone (a
-- handoff clears worker_id, a finish leaves PROCESSING), and no task write
-- was a HOT update anyway (tasks_open's stale_at changes with status).
CREATE INDEX tasks_claimed ON tasks (worker_id) WHERE status = 'PROCESSING' AND worker_id IS NOT NULL;
