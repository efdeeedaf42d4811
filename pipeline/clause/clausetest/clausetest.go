// Package clausetest serves an OpenAI-compatible API on httptest for the
// clause pipeline's tests (aitest's server): /embeddings answers with
// deterministic hashed vectors in the real wire format, /chat/completions
// with a judge answer built from the prompt (or a chosen failure).
package clausetest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/ai/aitest"
)

// Options chooses how the fake server behaves.
type Options struct {
	// Dim is the embedding dimension (default 64).
	Dim int
	// EmbedStatus and ChatStatus, when not 0, make every call of that
	// route fail with this HTTP status.
	EmbedStatus, ChatStatus int
	// MalformedChat makes the chat answer text that is not JSON.
	MalformedChat bool
}

// OpenAI is a running fake server (URL, EmbedCalls, ChatCalls come from
// aitest.Server).
type OpenAI struct {
	*aitest.Server
	// LastPrompt is the last chat user message.
	LastPrompt atomic.Value
}

var (
	refLine = regexp.MustCompile(`(?m)^\[id (\d+)\] \(labels: ([^)]*)\)`)
)

// New starts a fake server, closed when the test ends.
func New(t testing.TB, o Options) *OpenAI {
	t.Helper()
	f := &OpenAI{}
	f.Server = aitest.New(t, aitest.Options{Dim: o.Dim, EmbedStatus: o.EmbedStatus,
		Chat: func(req aitest.ChatRequest) (int, string) {
			user := req.UserText()
			f.LastPrompt.Store(user)
			switch {
			case o.ChatStatus != 0:
				return o.ChatStatus, ""
			case o.MalformedChat:
				return http.StatusOK, "I think this clause is probably fine."
			}
			return http.StatusOK, answer(user)
		}})
	return f
}

// answer cites the first reference of the prompt and takes its labels as
// the categories.
func answer(user string) string {
	a := map[string]any{"risk": "none", "categories": []string{}, "explanation": "No reference suggests a problem.",
		"suggestion": "", "reference_ids": []int64{}}
	if m := refLine.FindStringSubmatch(user); m != nil {
		id, _ := strconv.ParseInt(m[1], 10, 64)
		a["reference_ids"] = []int64{id}
		if m[2] != "-" {
			a["categories"] = strings.Split(m[2], ", ")
			a["risk"] = "high"
			a["explanation"] = fmt.Sprintf("It resembles reference %d.", id)
			a["suggestion"] = "Make it fair to both parties."
		}
	}
	b, _ := json.Marshal(a)
	return string(b)
}
