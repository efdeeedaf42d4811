package classify

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// unfairDir is the LexGLUE UNFAIR-ToS copy shared with tests.
const unfairDir = "../../../../../shared/data/clause/unfair_tos/"

// loadJSONL reads {"text","labels","company"} lines; it skips the test when
// the shared data is absent.
func loadJSONL(t testing.TB, path string) []Example {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		if os.IsNotExist(err) {
			t.Skipf("shared data absent: %v", err)
		}
		t.Fatal(err)
	}
	defer f.Close()
	var out []Example
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r struct {
			Text    string   `json:"text"`
			Labels  []string `json:"labels"`
			Company string   `json:"company"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, Example{Text: r.Text, Labels: r.Labels, Group: r.Company})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// evaluate predicts every example and scores it LexGLUE-style.
func evaluate(m *Model, ex []Example) Report {
	truth := make([][]string, len(ex))
	pred := make([][]string, len(ex))
	for i, e := range ex {
		truth[i] = e.Labels
		pred[i] = m.PredictLabels(e.Text)
	}
	return Score(truth, pred, m.Labels())
}
