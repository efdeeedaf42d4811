-- Autovacuum for hot tables whose live rows are few (docs/operations.md,
-- "Autovacuum"; docs/benchmarks.md, "Dead tuples under 20 % (session 12)").
--
-- batches: migration 008's floor of 1,000 dead rows is the problem. With
-- minutes of retention batches holds ~1,500 live rows, so a vacuum was not
-- due before dead rows reached 60-90 % of them. A floor of 100 makes it
-- due on the next autovacuum visit (every second on the private cluster
-- since session 12), for a pass over a few hundred pages, and no cost
-- delay, like the other hot tables, lets it finish before the next visit.
--
-- river_job goes the other way, from 1,000 to 5,000: at 250 tasks/s it
-- makes ~1,600 dead versions a second, so it was due at every visit, and
-- what a vacuum of it costs is reading its indexes whole, River's GIN
-- index over args above all, which grows until River rebuilds it (see
-- pipeline's riverReindexEvery). 5,000 is ~3 s of its writes at that
-- rate: a third of the visits, a few seconds of dead versions in its
-- fetch index. Its live rows are the work in flight and the finalised
-- jobs River keeps, too few for dead ÷ live to measure vacuum (bench soak
-- reports dead_lag_s for it).
--
-- Analyze: with a visit every second, 1,000 changes + 2 % re-analyzed
-- tasks (a 30,000-row sample, ~0.2 s of CPU) every second at 250 tasks/s,
-- and task_stage_outputs and river_job nearly as often, though a hot
-- table's distributions hardly move in seconds. 10,000 + 10 %
-- (PostgreSQL's own scale factor) keeps them within a tenth of the table.
-- Vacuum keeps reltuples current in between.
--
-- river_job is River's table: River's migrations leave its storage
-- parameters alone (see 008), so these are ours to set and survive River
-- upgrades unless one recreates the table.
ALTER TABLE batches SET (autovacuum_vacuum_threshold = 100, autovacuum_vacuum_cost_delay = 0);
ALTER TABLE river_job SET (autovacuum_vacuum_threshold = 5000,
    autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
ALTER TABLE tasks SET (autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
ALTER TABLE task_stage_outputs SET (autovacuum_analyze_scale_factor = 0.1, autovacuum_analyze_threshold = 10000);
