-- Batch judging of the clause pipeline (--clause-judge-batch): the fan-in
-- of a batch's searches and the analyses its batch judge job wrote.

-- clause_batch_judge counts a batch's clauses that left the search stage
-- (handed off, or failed there), incremented in that same transaction; the
-- increment that makes searched equal total inserts the batch judge job.
CREATE TABLE clause_batch_judge (
    batch_id   uuid PRIMARY KEY REFERENCES batches (id) ON DELETE CASCADE,
    total      integer NOT NULL CHECK (total >= 0),
    searched   integer NOT NULL CHECK (searched >= 0),
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- clause_batch_results is the batch judge's verdict per clause task at the
-- generation of its judge stage: an analysis, or the error that fails the
-- task LLM_FAILED. The task's judge stage reads it.
CREATE TABLE clause_batch_results (
    task_id    uuid PRIMARY KEY REFERENCES tasks (id) ON DELETE CASCADE,
    batch_id   uuid NOT NULL,
    generation integer NOT NULL,
    analysis   jsonb,
    error      text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((analysis IS NULL) <> (error IS NULL))
);
