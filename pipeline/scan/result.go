package scan

import (
	"encoding/json"
	"fmt"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Category is a place in the taxonomy as the Eco² clients read it (Korean
// names), plus our stable keys. Empty strings mean unclassified.
type Category struct {
	MajorCategory  string `json:"major_category"`
	MiddleCategory string `json:"middle_category"`
	MinorCategory  string `json:"minor_category"`
	MajorKey       string `json:"major_key"`
	MiddleKey      string `json:"middle_key"`
}

// How the vision stage reached its classification.
const (
	MethodKeyword      = "keyword"      // a catalog term in the user's words
	MethodEmbedding    = "embedding"    // the user's words near a taxonomy entry
	MethodClassifier   = "classifier"   // the embedded text classifier read the user's words
	MethodVision       = "vision"       // a vision model looked at the picture
	MethodUnclassified = "unclassified" // nothing to go on: no category is made up
)

// Classification is the vision stage's output, shown as
// classification_result.
type Classification struct {
	Classification Category `json:"classification"`
	SituationTags  []string `json:"situation_tags"`
	// LearnedTags are the situation tags the embedded text classifier's
	// tag detectors set with no word the reader took for them (a guess
	// from how the corpus reads, not a word the user wrote); the rest of
	// SituationTags were read in the words.
	LearnedTags []string `json:"learned_tags,omitempty"`
	Classified  bool     `json:"classified"`
	Recyclable  bool     `json:"recyclable"`
	// Confidence is in [0, 1]; 0 when unclassified.
	Confidence float64 `json:"confidence"`
	Method     string  `json:"method"`
	// Provider is "embedded" or "openai".
	Provider string `json:"provider"`
	// Description is what a vision model saw, when one looked.
	Description string `json:"description,omitempty"`
	// Insufficiencies say what the picture or the words did not show.
	Insufficiencies []string `json:"insufficiencies"`
	Language        string   `json:"language"`
}

// RuleRef is one disposal rule retrieved for the category.
type RuleRef struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	// TextEn is the rule in English, when the corpus has it.
	TextEn string  `json:"text_en,omitempty"`
	Item   string  `json:"item,omitempty"`
	Score  float64 `json:"score"`

	position int
}

// Rules is the rule stage's output, shown as disposal_rules: the category's
// common steps, steps for the classified item and what must not go into the
// stream. Found 0 is a valid result (nothing retrieved), not an error.
type Rules struct {
	Category     string    `json:"category"`
	CategoryName string    `json:"category_name"`
	Item         string    `json:"item,omitempty"`
	Common       []RuleRef `json:"common"`
	ItemSpecific []RuleRef `json:"item_specific"`
	NotAllowed   []RuleRef `json:"not_allowed"`
	Found        int       `json:"found"`
	// Note says why nothing was searched or found.
	Note string `json:"note,omitempty"`
}

// Answer is the answer stage's output, shown as final_answer.
type Answer struct {
	// DisposalSteps are in the order the user should follow them.
	DisposalSteps []string `json:"disposal_steps"`
	// Insufficiencies are what keeps the item from being sorted right, or
	// what the picture and words did not show; empty when it is ready.
	Insufficiencies []string `json:"insufficiencies"`
	// UserAnswer is a short reply in the user's language.
	UserAnswer string `json:"user_answer"`
	Language   string `json:"language"`
	// Writer is "embedded" or "openai".
	Writer string `json:"writer"`
}

// Reward is a character granted (or found already owned) for a scan.
type Reward struct {
	Received      bool   `json:"received"`
	AlreadyOwned  bool   `json:"already_owned"`
	Name          string `json:"name"`
	Dialog        string `json:"dialog"`
	MatchReason   string `json:"match_reason"`
	CharacterType string `json:"character_type"`
	CharacterKey  string `json:"character_key"`
}

// Reasons a scan earns no reward (RewardOutput.Reason).
const (
	ReasonUnclassified    = "unclassified"
	ReasonNotRecyclable   = "not_recyclable"
	ReasonNoRules         = "no_rules"
	ReasonInsufficiencies = "insufficiencies"
	ReasonNoCharacter     = "no_character"
	ReasonNoUser          = "no_user"
	ReasonGrantFailed     = "grant_failed"
)

// RewardOutput is the reward stage's output. Reward is nil when none was
// granted; Reason then says why (and Error what failed, for grant_failed).
type RewardOutput struct {
	Reward *Reward `json:"reward"`
	Reason string  `json:"reason,omitempty"`
	Error  string  `json:"error,omitempty"`
}

// PipelineResult holds the stages' outputs; a stage that has not run is null.
type PipelineResult struct {
	ClassificationResult json.RawMessage `json:"classification_result"`
	DisposalRules        json.RawMessage `json:"disposal_rules"`
	FinalAnswer          json.RawMessage `json:"final_answer"`
}

// Result is a scan task's final result (and what a webhook delivers).
type Result struct {
	TaskID         string              `json:"task_id"`
	Status         string              `json:"status"`
	PipelineResult *PipelineResult     `json:"pipeline_result"`
	Reward         *Reward             `json:"reward"`
	Error          *pipeline.ErrorInfo `json:"error"`
}

// BuildResult assembles the result of task t from its stage outputs: for a
// SUCCESS task the stored final result, otherwise whatever the stages that
// ran produced, with the task's status and error.
func BuildResult(t *store.Task, outputs map[string]json.RawMessage) (Result, error) {
	if t.Status == store.StatusSuccess && len(t.Result) > 0 {
		var r Result
		if err := json.Unmarshal(t.Result, &r); err != nil {
			return r, fmt.Errorf("scan: stored result: %w", err)
		}
		return r, nil
	}
	r := Result{TaskID: t.ID, Status: t.Status}
	if len(outputs) > 0 {
		r.PipelineResult = &PipelineResult{
			ClassificationResult: outputs[StageVision],
			DisposalRules:        outputs[StageRule],
			FinalAnswer:          outputs[StageAnswer],
		}
	}
	if raw, ok := outputs[StageReward]; ok {
		var ro RewardOutput
		if err := json.Unmarshal(raw, &ro); err != nil {
			return r, fmt.Errorf("scan: reward output: %w", err)
		}
		r.Reward = ro.Reward
	}
	if t.ErrorCode != nil && (t.Status == store.StatusFailed || t.Status == store.StatusCancelled) {
		r.Error = &pipeline.ErrorInfo{Code: *t.ErrorCode}
		if t.ErrorMessage != nil {
			r.Error.Message = *t.ErrorMessage
		}
	}
	return r, nil
}

// OutputMap indexes stage outputs by stage name.
func OutputMap(outs []store.StageOutput) map[string]json.RawMessage {
	m := make(map[string]json.RawMessage, len(outs))
	for _, o := range outs {
		m[o.Stage] = o.Output
	}
	return m
}

// result is Pipeline.Result: it runs in the last handoff, before the task
// row says SUCCESS.
func (s *Service) result(t *store.Task, outputs map[string]json.RawMessage) (json.RawMessage, error) {
	done := *t
	done.Status, done.Result, done.ErrorCode, done.ErrorMessage = store.StatusSuccess, nil, nil, nil
	r, err := BuildResult(&done, outputs)
	if err != nil {
		return nil, err
	}
	r.Status = store.StatusSuccess
	return json.Marshal(r)
}
