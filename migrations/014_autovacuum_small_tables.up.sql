-- Autovacuum for hot tables whose live rows are few (docs/operations.md,
-- "Autovacuum"; docs/benchmarks.md, "Dead tuples under 20 % (session 12)").
--
-- Migration 008's floor of 1,000 dead rows is the problem here: batches
-- holds a few thousand live rows with minutes of retention, so a vacuum
-- was not due before dead rows reached a third to two thirds of them, and
-- river_job's live rows are the work in flight plus the finalised jobs
-- River keeps (a few thousand), against ~1,600 dead versions a second at
-- 250 tasks/s. A floor of 100 makes both due on the next autovacuum visit
-- (every second on the private cluster since session 12), for a cost of a
-- pass over a few hundred pages. batches gets no cost delay like the
-- others, so a vacuum never sleeps between two visits.
--
-- Analyze is the other way round: with a visit every second, 1,000
-- changes + 2 % re-analyzed tasks (a 30,000-row sample, ~0.2 s of CPU)
-- every second at 250 tasks/s, and task_stage_outputs and river_job nearly
-- as often, though a hot table's distributions hardly move in seconds.
-- 10,000 + 10 % (PostgreSQL's own scale factor) keeps them within a tenth
-- of the table. Vacuum keeps reltuples current in between.
--
-- river_job is River's table: River's migrations leave its storage
-- parameters alone (see 008), so these are ours to set and survive River
-- upgrades unless one recreates the table.
ALTER TABLE batches SET (autovacuum_vacuum_threshold = 100, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE river_job SET (autovacuum_vacuum_threshold = 100,
    autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
ALTER TABLE tasks SET (autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
ALTER TABLE task_stage_outputs SET (autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
