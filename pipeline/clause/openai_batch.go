package clause

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/ai"
)

// BatchJudge is a Judge that can decide several clauses in one model call
// (batch judging, Config.JudgeBatch). The OpenAI judge is one; the embedded
// judge is not: it calls no model, so batching would gain it nothing.
type BatchJudge interface {
	Judge
	// JudgeBatch decides every request in one call. On success it returns
	// one verdict per request, in order: a clause whose part of the answer
	// is missing or invalid gets an Err, the others their Analysis. An
	// error means the whole call failed.
	JudgeBatch(ctx context.Context, reqs []JudgeRequest) ([]BatchVerdict, error)
}

// BatchVerdict is one clause's share of a batch answer.
type BatchVerdict struct {
	Analysis *ClauseAnalysis
	Err      error
}

// batchAnswer is what the model must return for a batch: one analysis per
// clause, keyed by the clause id of the prompt ("c1", "c2", …).
type batchAnswer struct {
	Analyses []struct {
		ClauseID string `json:"clause_id"`
		judgeAnswer
	} `json:"analyses"`
}

func batchClauseID(i int) string { return "c" + strconv.Itoa(i+1) }

// batchSchema is the batch answer's JSON schema (strict).
func batchSchema(ids, categories []string) json.RawMessage {
	var one map[string]any
	_ = json.Unmarshal(judgeSchema(categories), &one)
	props := one["properties"].(map[string]any)
	props["clause_id"] = map[string]any{"type": "string", "enum": ids}
	one["required"] = append([]any{"clause_id"}, one["required"].([]any)...)
	schema := map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"analyses": map[string]any{"type": "array", "items": one}},
		"required":             []string{"analyses"},
		"additionalProperties": false,
	}
	b, _ := json.Marshal(schema)
	return b
}

const systemPromptBatch = `You review contract clauses for a tenant or consumer and decide, for each clause, whether it is unfair to them.
Answer with a JSON object only: {"analyses": [...]}, one object per clause, each with
- "clause_id": the clause's id as given ("c1", "c2", ...);
- "risk": "none", "low", "medium" or "high";
- "categories": the unfair-term categories the clause falls under (empty when it is fair);
- "explanation": two or three plain sentences, in the clause's language (ko: Korean, en: English), saying why, for a reader without legal training;
- "suggestion": a fairer wording of the clause in its language, or "" when it is fair;
- "reference_ids": the ids of that clause's reference clauses you relied on.
Each clause comes with its own reference clauses and their labels; a reference without labels was judged fair. Do not invent laws or facts.`

// batchPrompt returns the user message for reqs.
func batchPrompt(reqs []JudgeRequest, categories []string) string {
	var b strings.Builder
	for i, req := range reqs {
		fmt.Fprintf(&b, "[clause %s] (lang: %s)\n%s\nReference clauses of %s:\n", batchClauseID(i), req.Lang, req.Clause, batchClauseID(i))
		writeReferences(&b, req.References)
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Possible categories: %s\n", strings.Join(categories, ", "))
	return b.String()
}

// JudgeBatch asks the model about every request in one call.
func (j *OpenAIJudge) JudgeBatch(ctx context.Context, reqs []JudgeRequest) ([]BatchVerdict, error) {
	ids := make([]string, len(reqs))
	set := map[string]bool{}
	for i, req := range reqs {
		ids[i] = batchClauseID(i)
		for _, c := range allowedCategories(req.References) {
			set[c] = true
		}
	}
	cats := make([]string, 0, len(set))
	for c := range set {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	raw, err := j.chat.CompleteJSON(ctx, ai.ChatRequest{
		System: systemPromptBatch, User: batchPrompt(reqs, cats), SchemaName: "clause_analyses", Schema: batchSchema(ids, cats),
	})
	if err != nil {
		return nil, err
	}
	var ans batchAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return nil, &ai.ReplyError{Provider: ai.KindOpenAI, Msg: "the answer does not match the schema: " + err.Error()}
	}
	out := make([]BatchVerdict, len(reqs))
	seen := make([]bool, len(reqs))
	for _, a := range ans.Analyses {
		i := slices.Index(ids, a.ClauseID)
		if i < 0 || seen[i] {
			continue // unknown or repeated: the first analysis of a clause counts
		}
		seen[i] = true
		out[i].Analysis, out[i].Err = a.analysis(reqs[i], allowedCategories(reqs[i].References))
	}
	for i := range out {
		if !seen[i] {
			out[i].Err = &ai.ReplyError{Provider: ai.KindOpenAI, Msg: "the answer has no analysis of clause " + ids[i]}
		}
	}
	return out, nil
}
