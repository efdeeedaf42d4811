DROP TABLE IF EXISTS clause_batch_results;
DROP TABLE IF EXISTS clause_batch_judge;
