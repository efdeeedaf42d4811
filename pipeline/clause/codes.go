package clause

// Error codes of the clause pipeline: a task's error_code when a stage's
// attempts run out. A code is API: never rename one. The engine's own codes
// (DISPATCH_FAILED, STALE_*, WORKER_DEAD, CANCELLED) are in package pipeline.
const (
	// CodeAnalysisFailed: the search stage failed (embedding or search).
	CodeAnalysisFailed = "ANALYSIS_FAILED"
	// CodeLLMFailed: the judge failed (a model call, or a verdict missing
	// from a batch answer).
	CodeLLMFailed = "LLM_FAILED"
)
