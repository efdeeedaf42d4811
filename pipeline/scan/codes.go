package scan

// Error codes of the scan pipeline: a task's error_code when a stage's
// attempts run out. A code is API: never rename one. The engine's own codes
// (DISPATCH_FAILED, STALE_*, WORKER_DEAD, CANCELLED) are in package pipeline.
const (
	// CodeVisionFailed: the vision stage failed (a model call, or the
	// picture is gone).
	CodeVisionFailed = "VISION_FAILED"
	// CodeRuleFailed: the rule search failed.
	CodeRuleFailed = "RULE_FAILED"
	// CodeLLMFailed: the answer or reward stage failed (a model call).
	CodeLLMFailed = "LLM_FAILED"
)
