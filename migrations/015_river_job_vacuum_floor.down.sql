-- Back to migration 014's floor.
ALTER TABLE river_job SET (autovacuum_vacuum_threshold = 5000);
