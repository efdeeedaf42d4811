package scan

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/store"
)

// visionUnknown is the middle category a vision model answers when the
// picture shows nothing it can classify.
const visionUnknown = "unknown"

// visionReply is what the vision model must answer (visionSchema).
type visionReply struct {
	MiddleCategory string   `json:"middle_category"`
	MinorCategory  string   `json:"minor_category"`
	SituationTags  []string `json:"situation_tags"`
	Confidence     float64  `json:"confidence"`
	Description    string   `json:"description"`
}

// visionSchema is the strict JSON schema of visionReply, with the taxonomy's
// keys as enums so the model can only pick real categories and tags.
func (s *Service) visionSchema() json.RawMessage {
	middles := []string{}
	for _, m := range s.cat.Middles() {
		middles = append(middles, m.Key)
	}
	middles = append(middles, visionUnknown)
	tags := s.cat.TagKeys()
	schema := map[string]any{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"middle_category", "minor_category", "situation_tags", "confidence", "description"},
		"properties": map[string]any{
			"middle_category": map[string]any{"type": "string", "enum": middles},
			"minor_category":  map[string]any{"type": "string"},
			"situation_tags":  map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": tags}},
			"confidence":      map[string]any{"type": "number"},
			"description":     map[string]any{"type": "string"},
		},
	}
	b, _ := json.Marshal(schema)
	return b
}

// visionPrompt lists the taxonomy for the model.
func (s *Service) visionPrompt() string {
	var b strings.Builder
	b.WriteString("You classify a photographed household waste item for Korean recycling rules.\n")
	b.WriteString("Pick middle_category from these keys (name: example items), or \"unknown\" when the picture does not show a waste item clearly:\n")
	for _, m := range s.cat.Middles() {
		items := make([]string, 0, len(m.Items))
		for _, it := range m.Items {
			items = append(items, it.Name)
		}
		fmt.Fprintf(&b, "- %s (%s): %s\n", m.Key, m.Name, strings.Join(items, ", "))
	}
	b.WriteString("minor_category is the item's name, preferably one of the examples of the chosen category.\n")
	b.WriteString("situation_tags are the conditions you can see:\n")
	for _, t := range s.cat.Tags() {
		fmt.Fprintf(&b, "- %s: %s\n", t.Key, t.Label)
	}
	b.WriteString("confidence is between 0 and 1. description says in one sentence what you see, in the user's language.\n")
	b.WriteString("Never guess a category the picture does not support: answer \"unknown\" instead.")
	return b.String()
}

// visionModel classifies the task's picture with the configured vision
// model; the user's words go along, and tags found in them are kept.
func (s *Service) visionModel(ctx context.Context, inp Input) (*Classification, error) {
	lang := language(inp.UserInput)
	img, err := s.st.ScanImageGet(ctx, inp.ImageID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, pipeline.Permanent(fmt.Errorf("scan: the picture of this scan (%s) is gone", inp.ImageID))
	}
	if err != nil {
		return nil, err
	}
	user := "User's words: " + inp.UserInput
	if strings.TrimSpace(inp.UserInput) == "" {
		user = "The user gave no description."
	}
	raw, err := s.cfg.Vision.CompleteJSON(ctx, ai.ChatRequest{
		System: s.visionPrompt(), User: user,
		Images:     []ai.Image{{MIME: img.MIME, Data: img.Data}},
		SchemaName: "waste_classification", Schema: s.visionSchema(),
	})
	if err != nil {
		return nil, stageError("vision model", err)
	}
	var r visionReply
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, stageError("vision model", &ai.ReplyError{Provider: s.cfg.Vision.Name(), Msg: "answer does not match the schema: " + err.Error()})
	}
	_, _, _, wordTags := s.cat.MatchText(inp.UserInput)
	var modelTags []string
	for _, t := range r.SituationTags {
		if !slices.Contains(modelTags, t) {
			modelTags = append(modelTags, t)
		}
	}
	tags := mergeTags(s.cat, modelTags, wordTags)
	desc := strings.TrimSpace(r.Description)
	if r.MiddleCategory == visionUnknown {
		return s.unclassified(lang, tags, s.cfg.Vision.Name(), desc), nil
	}
	m, ok := s.cat.Middle(r.MiddleCategory)
	if !ok {
		return nil, stageError("vision model", &ai.ReplyError{Provider: s.cfg.Vision.Name(),
			Msg: fmt.Sprintf("unknown middle_category %q", r.MiddleCategory)})
	}
	c := s.classified(m.Key, s.canonicalItem(m.Key, r.MinorCategory), r.Confidence, tags, MethodVision, s.cfg.Vision.Name(), lang)
	c.Confidence = roundScore(r.Confidence)
	c.Description = desc
	return c, nil
}

// canonicalItem maps a model's item name to the catalog's item of middle
// when it names one, else keeps the model's words (trimmed, at most 100
// characters).
func (s *Service) canonicalItem(middle, minor string) string {
	minor = strings.TrimSpace(minor)
	if minor == "" {
		return ""
	}
	if m, item, _, _ := s.cat.MatchText(minor); m == middle && item != "" {
		return item
	}
	if r := []rune(minor); len(r) > 100 {
		minor = string(r[:100])
	}
	return minor
}
