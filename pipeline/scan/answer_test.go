package scan_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store"
)

// TestChatAnswerGetsBothLanguages runs an English scan through an
// OpenAI-compatible answer writer (a recorded reply from an httptest
// server) and checks the request: the user's language is named, and the
// retrieved rules come in Korean with their English wording.
func TestChatAnswerGetsBothLanguages(t *testing.T) {
	t.Parallel()
	const reply = `{"disposal_steps":["Empty the bottle and rinse it.","Peel off the label."],"insufficiencies":["The label is still on."],"user_answer":"Clear PET: empty, rinse, peel off the label and crush it."}`
	f := scantest.NewFake(t, func(scantest.ChatRequest) (int, string) { return http.StatusOK, reply }, 0)
	b := scantest.Setup(t, scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) { c.Chat = f.Chat(t) }})
	task, err := b.Intake.Submit(context.Background(), "", scan.Request{UserID: "u1", UserInput: "clear water bottle, label still on"})
	if err != nil {
		t.Fatal(err)
	}
	done := b.Wait(t, task.ID)
	if done.Status != store.StatusSuccess {
		t.Fatalf("status %s %v", done.Status, done.ErrorMessage)
	}
	reqs := f.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d chat requests, want 1", len(reqs))
	}
	var prompt struct {
		Language string `json:"language"`
		Rules    struct {
			Common []struct{ Ko, En string } `json:"common"`
		} `json:"rules"`
		SituationTags []string `json:"situation_tags"`
	}
	if err := json.Unmarshal([]byte(reqs[0].UserText()), &prompt); err != nil {
		t.Fatalf("prompt %q: %v", reqs[0].UserText(), err)
	}
	if prompt.Language != "English" || !slices.Contains(prompt.SituationTags, "label_attached") {
		t.Errorf("prompt language %q tags %v", prompt.Language, prompt.SituationTags)
	}
	if len(prompt.Rules.Common) == 0 {
		t.Fatal("no common rules sent")
	}
	for _, r := range prompt.Rules.Common {
		if r.Ko == "" || r.En == "" {
			t.Errorf("common rule sent without both languages: %+v", r)
		}
	}
	var system string
	_ = json.Unmarshal(reqs[0].Messages[0].Content, &system)
	if !strings.Contains(system, `the language named by "language"`) {
		t.Errorf("system prompt lacks the language instruction: %q", system)
	}
	r := b.Result(t, done)
	var ans scan.Answer
	if err := json.Unmarshal(r.PipelineResult.FinalAnswer, &ans); err != nil {
		t.Fatal(err)
	}
	if ans.Writer != "openai" || ans.Language != "en" || len(ans.DisposalSteps) != 2 || !strings.HasPrefix(ans.UserAnswer, "Clear PET") {
		t.Errorf("answer = %+v", ans)
	}
	if r.Reward != nil {
		t.Errorf("rewarded with the label on: %+v", r.Reward)
	}
}

// TestEnglishAnswerIsEnglish checks the embedded writer answers an English
// question with English steps, the situation step first.
func TestEnglishAnswerIsEnglish(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{})
	task, err := b.Intake.Submit(context.Background(), "", scan.Request{UserID: "u1", UserInput: "greasy pizza box"})
	if err != nil {
		t.Fatal(err)
	}
	done := b.Wait(t, task.ID)
	r := b.Result(t, done)
	var ans scan.Answer
	if err := json.Unmarshal(r.PipelineResult.FinalAnswer, &ans); err != nil {
		t.Fatal(err)
	}
	if len(ans.DisposalSteps) < 3 || !strings.HasPrefix(ans.DisposalSteps[0], "Tear or cut off the stained part") {
		t.Fatalf("steps = %q", ans.DisposalSteps)
	}
	for _, s := range ans.DisposalSteps {
		if strings.IndexFunc(s, func(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 }) >= 0 && !strings.Contains(s, "폐의약품") {
			t.Errorf("Korean step in an English answer: %q", s)
		}
		if strings.Contains(strings.ToLower(s), "rinse") {
			t.Errorf("paper step says to rinse: %q", s)
		}
	}
}
