package app

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/baton-dev/baton/store/storetest"
)

// With batch judging on, `work --queues` that has clause_judge but not
// clause_judge_batch stops at start with one line naming the missing queue.
func TestWorkRefusesJudgeWithoutBatchQueue(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out bytes.Buffer
	root := NewRootCommand(&out, &out)
	root.SetArgs(strings.Fields("work --health-listen= --log-level error --queues clause_search,clause_judge" +
		" --clause-judge openai --clause-chat-url http://127.0.0.1:1/v1 --clause-chat-model m --clause-judge-batch 8" +
		" --database-url " + url))
	err := root.ExecuteContext(t.Context())
	if err == nil || !strings.Contains(err.Error(), "add clause_judge_batch") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("err = %v, want one line naming clause_judge_batch", err)
	}
}

func TestCheckJudgeBatchQueue(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		queues         []string
		batching       bool
		refuse, warned bool
	}{
		{nil, true, false, false}, // every queue
		{[]string{"clause_search", "clause_judge", "clause_judge_batch"}, true, false, false},
		{[]string{"clause_judge"}, true, true, false},
		{[]string{"clause_judge"}, false, false, false},
		{[]string{"clause_search"}, true, false, true}, // judging elsewhere: a warning
		{[]string{"scan_vision"}, true, false, false},
	} {
		var buf bytes.Buffer
		err := checkJudgeBatchQueue(tc.queues, tc.batching, slog.New(slog.NewTextHandler(&buf, nil)))
		if (err != nil) != tc.refuse {
			t.Errorf("%v batching=%v: err = %v, want refused %v", tc.queues, tc.batching, err, tc.refuse)
		}
		if warned := strings.Contains(buf.String(), "clause_judge_batch"); warned != tc.warned {
			t.Errorf("%v batching=%v: log %q, want a warning %v", tc.queues, tc.batching, buf.String(), tc.warned)
		}
	}
}
