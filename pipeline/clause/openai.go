package clause

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/ai"
)

// OpenAIJudge asks a chat model (any OpenAI-compatible server) for the
// analysis, as a JSON object matching a schema, with a Korean or English
// prompt by the clause's language. The retrieved references are given with
// numeric ids and the model cites the ones it relied on; only those are
// kept. An answer that breaks the schema is an *ai.ReplyError (retryable).
type OpenAIJudge struct {
	chat ai.Chat
}

// NewOpenAIJudge returns a judge over chat.
func NewOpenAIJudge(chat ai.Chat) *OpenAIJudge { return &OpenAIJudge{chat: chat} }

// Name returns "openai".
func (j *OpenAIJudge) Name() string { return ai.KindOpenAI }

// judgeAnswer is what the model must return.
type judgeAnswer struct {
	Risk         string   `json:"risk"`
	Categories   []string `json:"categories"`
	Explanation  string   `json:"explanation"`
	Suggestion   string   `json:"suggestion"`
	ReferenceIDs []int64  `json:"reference_ids"`
}

// allowedCategories is every known category plus the references' labels,
// sorted.
func allowedCategories(refs []Reference) []string {
	set := map[string]bool{}
	for c := range Categories() {
		set[c] = true
	}
	for _, r := range refs {
		for _, l := range r.Labels {
			set[l] = true
		}
	}
	out := make([]string, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// judgeSchema is the answer's JSON schema (strict: every property required,
// no others).
func judgeSchema(categories []string) json.RawMessage {
	schema := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"risk":          map[string]any{"type": "string", "enum": []string{RiskNone, RiskLow, RiskMedium, RiskHigh}},
			"categories":    map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": categories}},
			"explanation":   map[string]any{"type": "string"},
			"suggestion":    map[string]any{"type": "string"},
			"reference_ids": map[string]any{"type": "array", "items": map[string]any{"type": "integer"}},
		},
		"required":             []string{"risk", "categories", "explanation", "suggestion", "reference_ids"},
		"additionalProperties": false,
	}
	b, _ := json.Marshal(schema)
	return b
}

const systemPromptEN = `You review contract clauses for a tenant or consumer and decide whether a clause is unfair to them.
Answer with a JSON object only:
- "risk": "none", "low", "medium" or "high";
- "categories": the unfair-term categories the clause falls under (empty when it is fair);
- "explanation": two or three plain sentences in English saying why, for a reader without legal training;
- "suggestion": a fairer wording of the clause in English, or "" when it is fair;
- "reference_ids": the ids of the reference clauses you relied on.
Reference clauses come with their labels; a reference without labels was judged fair. Do not invent laws or facts.`

const systemPromptKO = `당신은 임차인이나 소비자의 입장에서 계약 조항을 검토하고, 조항이 그들에게 불공정한지 판단합니다.
JSON 객체로만 답하세요:
- "risk": "none", "low", "medium", "high" 중 하나;
- "categories": 조항이 해당하는 불공정 유형 (공정하면 빈 배열);
- "explanation": 법률 지식이 없는 사람도 이해할 수 있는 한국어 두세 문장으로 된 이유;
- "suggestion": 더 공정한 한국어 조항 문구, 공정하면 "";
- "reference_ids": 판단에 근거로 삼은 참고 조항의 id.
참고 조항에는 분류 라벨이 붙어 있으며, 라벨이 없는 참고 조항은 공정한 조항입니다. 법이나 사실을 지어내지 마세요.`

// prompt returns the system and user messages for req.
func prompt(req JudgeRequest, categories []string) (system, user string) {
	var b strings.Builder
	ko := req.Lang == LangKorean
	if ko {
		system = systemPromptKO
		fmt.Fprintf(&b, "검토할 조항:\n%s\n\n참고 조항:\n", req.Clause)
	} else {
		system = systemPromptEN
		fmt.Fprintf(&b, "Clause to review:\n%s\n\nReference clauses:\n", req.Clause)
	}
	writeReferences(&b, req.References)
	if ko {
		fmt.Fprintf(&b, "\n가능한 유형: %s\n", strings.Join(categories, ", "))
	} else {
		fmt.Fprintf(&b, "\nPossible categories: %s\n", strings.Join(categories, ", "))
	}
	return system, b.String()
}

// writeReferences lists refs, one "[id N] (labels: …) text" line each.
func writeReferences(b *strings.Builder, refs []Reference) {
	if len(refs) == 0 {
		b.WriteString("-\n")
	}
	for _, r := range refs {
		labels := "-"
		if len(r.Labels) > 0 {
			labels = strings.Join(r.Labels, ", ")
		}
		fmt.Fprintf(b, "[id %d] (labels: %s) %s", r.ID, labels, r.Text)
		if why := r.Meta["rationale"]; why != "" {
			fmt.Fprintf(b, " | %s", why)
		}
		if law := r.Meta["statute"]; law != "" {
			fmt.Fprintf(b, " | %s", law)
		}
		b.WriteString("\n")
	}
}

// Judge asks the model about req.
func (j *OpenAIJudge) Judge(ctx context.Context, req JudgeRequest) (*ClauseAnalysis, error) {
	cats := allowedCategories(req.References)
	system, user := prompt(req, cats)
	raw, err := j.chat.CompleteJSON(ctx, ai.ChatRequest{
		System: system, User: user, SchemaName: "clause_analysis", Schema: judgeSchema(cats),
	})
	if err != nil {
		return nil, err
	}
	var ans judgeAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return nil, &ai.ReplyError{Provider: ai.KindOpenAI, Msg: "the answer does not match the schema: " + err.Error()}
	}
	return ans.analysis(req, cats)
}

// analysis checks the model's answer about req and keeps only the allowed
// categories and the cited references of req.
func (ans judgeAnswer) analysis(req JudgeRequest, cats []string) (*ClauseAnalysis, error) {
	switch ans.Risk {
	case RiskNone, RiskLow, RiskMedium, RiskHigh:
	default:
		return nil, &ai.ReplyError{Provider: ai.KindOpenAI, Msg: fmt.Sprintf("risk must be none, low, medium or high, got %q", ans.Risk)}
	}
	if strings.TrimSpace(ans.Explanation) == "" {
		return nil, &ai.ReplyError{Provider: ai.KindOpenAI, Msg: "the answer has no explanation"}
	}
	a := &ClauseAnalysis{Risk: ans.Risk, Categories: []string{}, Explanation: strings.TrimSpace(ans.Explanation),
		Suggestion: strings.TrimSpace(ans.Suggestion), References: []Reference{}}
	for _, c := range ans.Categories {
		if slices.Contains(cats, c) && !slices.Contains(a.Categories, c) {
			a.Categories = append(a.Categories, c)
		}
	}
	for _, id := range ans.ReferenceIDs {
		for _, r := range req.References {
			if r.ID == id && !slices.ContainsFunc(a.References, func(x Reference) bool { return x.ID == id }) {
				a.References = append(a.References, r)
			}
		}
	}
	return a, nil
}
