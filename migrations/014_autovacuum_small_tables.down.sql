-- Back to migration 008's settings.
ALTER TABLE task_stage_outputs SET (autovacuum_analyze_scale_factor = 0.05, autovacuum_analyze_threshold = 1000);
ALTER TABLE tasks SET (autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000);
ALTER TABLE river_job SET (autovacuum_vacuum_threshold = 1000,
    autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000);
ALTER TABLE batches SET (autovacuum_vacuum_threshold = 1000);
ALTER TABLE batches RESET (autovacuum_vacuum_cost_delay);
