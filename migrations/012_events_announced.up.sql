-- No trigger notifies per event. A NOTIFY in a transaction holds
-- PostgreSQL's database-wide notify lock from the transaction's pre-commit
-- until its commit record is flushed, so every claim, handoff and
-- submission that appended an event (all of them) flushed its WAL alone,
-- one after the other, instead of sharing flushes with the commits beside
-- it (docs/benchmarks.md, "NOTIFY off the hot path"). The engine now wakes
-- its own process's hub directly after such a commit and announces it to
-- other processes with one empty notification on baton_events at most
-- every few milliseconds, outside the transaction and without waiting for
-- a flush; hubs read the new events from the table by id, behind the
-- settled horizon of migrations 002 and 011 (web/hub.go).
DROP TRIGGER task_events_notify ON task_events;
DROP FUNCTION baton_task_events_notify();
