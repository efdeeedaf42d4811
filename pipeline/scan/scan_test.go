package scan_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func submit(t *testing.T, b *scantest.Bundle, user, words, callback string) *store.Task {
	t.Helper()
	task, err := b.Intake.Submit(context.Background(), "", scan.Request{UserID: user, UserInput: words,
		Image: scantest.PNG(t), ImageField: "file", CallbackURL: callback})
	if err != nil {
		t.Fatal(err)
	}
	return task
}

func rewardOutput(t *testing.T, b *scantest.Bundle, taskID string) scan.RewardOutput {
	t.Helper()
	outs, err := b.Store.StageOutputList(context.Background(), taskID)
	if err != nil {
		t.Fatal(err)
	}
	var ro scan.RewardOutput
	if err := json.Unmarshal(scan.OutputMap(outs)[scan.StageReward], &ro); err != nil {
		t.Fatal(err)
	}
	return ro
}

func TestScanRewardsOnceAndSyncs(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{})
	const n = 6
	tasks := make([]*store.Task, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { tasks[i] = submit(t, b, "u1", "생수병이에요", "") })
	}
	wg.Wait()
	received := 0
	for _, task := range tasks {
		done := b.Wait(t, task.ID)
		if done.Status != store.StatusSuccess {
			t.Fatalf("task %s: %s %v", done.ID, done.Status, done.ErrorMessage)
		}
		r := b.Result(t, done)
		if r.Reward == nil {
			t.Fatalf("task %s: no reward (%+v)", done.ID, rewardOutput(t, b, done.ID))
		}
		if r.Reward.Received {
			received++
		} else if !r.Reward.AlreadyOwned {
			t.Errorf("task %s: reward %+v is neither received nor already owned", done.ID, r.Reward)
		}
		if r.Reward.Name != "투투" || r.Reward.CharacterType != "recycle" || r.Reward.Dialog == "" || r.Reward.MatchReason == "" {
			t.Errorf("reward = %+v", r.Reward)
		}
	}
	if received != 1 {
		t.Fatalf("%d concurrent scans received the character, want exactly 1", received)
	}
	var uc *store.UserCollection
	storetest.WaitFor(t, 20*time.Second, "the my_sync job to write the summary", func() bool {
		var err error
		uc, err = b.Store.UserCollectionGet(context.Background(), "", "u1")
		return err == nil && uc.Total == 1
	})
	if uc.ByCategory["clear_pet"] != 1 {
		t.Errorf("summary = %+v", uc)
	}
}

func TestFailingRewardStillSucceeds(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{})
	// A real failure of the grant: its table is gone.
	if _, err := b.Store.Pool().Exec(context.Background(), `ALTER TABLE user_characters RENAME TO user_characters_gone`); err != nil {
		t.Fatal(err)
	}
	done := b.Wait(t, submit(t, b, "u1", "생수병이에요", "").ID)
	if done.Status != store.StatusSuccess {
		t.Fatalf("status %s (%v), want SUCCESS", done.Status, done.ErrorMessage)
	}
	r := b.Result(t, done)
	ro := rewardOutput(t, b, done.ID)
	if r.Reward != nil || ro.Reason != scan.ReasonGrantFailed || ro.Error == "" {
		t.Fatalf("reward = %+v, output %+v; want null with reason grant_failed", r.Reward, ro)
	}
	if r.PipelineResult == nil || r.PipelineResult.FinalAnswer == nil {
		t.Fatalf("result without the answer: %+v", r)
	}
}

func TestUnclassifiedIsHonest(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{})
	done := b.Wait(t, submit(t, b, "u1", "이거 어떻게 버려요?", "").ID)
	if done.Status != store.StatusSuccess {
		t.Fatalf("status %s", done.Status)
	}
	r := b.Result(t, done)
	var cls scan.Classification
	var rules scan.Rules
	var ans scan.Answer
	for raw, v := range map[*json.RawMessage]any{&r.PipelineResult.ClassificationResult: &cls, &r.PipelineResult.DisposalRules: &rules, &r.PipelineResult.FinalAnswer: &ans} {
		if err := json.Unmarshal(*raw, v); err != nil {
			t.Fatal(err)
		}
	}
	if cls.Classified || cls.Classification.MiddleCategory != "" || cls.Method != scan.MethodUnclassified {
		t.Errorf("classification = %+v, want unclassified", cls)
	}
	if rules.Found != 0 || len(ans.Insufficiencies) != 1 || len(ans.DisposalSteps) != 0 || r.Reward != nil {
		t.Errorf("rules %+v answer %+v reward %+v", rules, ans, r.Reward)
	}
	if ro := rewardOutput(t, b, done.ID); ro.Reason != scan.ReasonUnclassified {
		t.Errorf("reward reason = %q", ro.Reason)
	}
}

// receiver is a webhook endpoint that records what it was sent.
type receiver struct {
	*httptest.Server
	mu     sync.Mutex
	events []string
	bodies [][]byte
}

func newReceiver(t *testing.T, status func(n int) int) *receiver {
	rc := &receiver{}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := scan.VerifySignature(scantest.WebhookSecret, r.Header.Get(scan.HeaderSignature), body, time.Minute, time.Now()); err != nil {
			t.Errorf("webhook signature: %v", err)
		}
		rc.mu.Lock()
		rc.events, rc.bodies = append(rc.events, r.Header.Get(scan.HeaderEvent)), append(rc.bodies, body)
		n := len(rc.bodies)
		rc.mu.Unlock()
		w.WriteHeader(status(n))
	}))
	t.Cleanup(rc.Close)
	return rc
}

func (rc *receiver) count() int {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return len(rc.bodies)
}

func TestProviderFailures(t *testing.T) {
	t.Parallel()
	ok := func(int) int { return http.StatusOK }
	cases := []struct {
		name, code string
		opts       func(t *testing.T) scantest.Options
		attempts   int
	}{
		{name: "vision", code: scan.CodeVisionFailed, attempts: pipeline.StageMaxAttemptsDefault, opts: func(t *testing.T) scantest.Options {
			f := scantest.NewFake(t, func(scantest.ChatRequest) (int, string) { return http.StatusBadGateway, "" }, 0)
			return scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) { c.Vision = f.Chat(t) }}
		}},
		{name: "vision refused", code: scan.CodeVisionFailed, attempts: 1, opts: func(t *testing.T) scantest.Options {
			f := scantest.NewFake(t, func(scantest.ChatRequest) (int, string) { return http.StatusBadRequest, "" }, 0)
			return scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) { c.Vision = f.Chat(t) }}
		}},
		{name: "rule", code: scan.CodeRuleFailed, attempts: pipeline.StageMaxAttemptsDefault, opts: func(t *testing.T) scantest.Options {
			f := scantest.NewFake(t, nil, http.StatusServiceUnavailable)
			emb, err := ai.NewEmbedder(ai.KindOpenAI, f.Config(), 0)
			if err != nil {
				t.Fatal(err)
			}
			return scantest.Options{AllowLoopback: true, NoIngest: true, Scan: func(c *scan.Config) { c.Embedder = emb }}
		}},
		{name: "answer", code: scan.CodeLLMFailed, attempts: pipeline.StageMaxAttemptsDefault, opts: func(t *testing.T) scantest.Options {
			f := scantest.NewFake(t, func(scantest.ChatRequest) (int, string) { return http.StatusInternalServerError, "" }, 0)
			return scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) { c.Chat = f.Chat(t) }}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := scantest.Setup(t, tc.opts(t))
			rc := newReceiver(t, ok)
			done := b.Wait(t, submit(t, b, "u1", "생수병이에요", rc.URL+"/hook").ID)
			if done.Status != store.StatusFailed || done.ErrorCode == nil || *done.ErrorCode != tc.code {
				t.Fatalf("status %s code %v (%v), want FAILED %s", done.Status, done.ErrorCode, done.ErrorMessage, tc.code)
			}
			if done.Attempt != tc.attempts {
				t.Errorf("failed after %d attempts, want %d", done.Attempt, tc.attempts)
			}
			storetest.WaitFor(t, 20*time.Second, "the failure webhook", func() bool { return rc.count() == 1 })
			var r scan.Result
			rc.mu.Lock()
			err := json.Unmarshal(rc.bodies[0], &r)
			event := rc.events[0]
			rc.mu.Unlock()
			if err != nil || event != pipeline.EventTaskFailed || r.Status != store.StatusFailed || r.Error == nil || r.Error.Code != tc.code || r.TaskID != done.ID {
				t.Fatalf("webhook %s %+v (%v)", event, r, err)
			}
		})
	}
}

func TestWebhookEndsOnRedirectAndClientError(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{AllowLoopback: true})
	for _, tc := range []struct {
		name   string
		status int
	}{{"redirect", http.StatusFound}, {"not found", http.StatusNotFound}} {
		var mu sync.Mutex
		received := 0
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			received++
			mu.Unlock()
			if tc.status == http.StatusFound {
				// A redirect to an internal address is not followed.
				http.Redirect(w, r, "http://10.0.0.1/steal", http.StatusFound)
				return
			}
			w.WriteHeader(tc.status)
		}))
		t.Cleanup(srv.Close)
		task := submit(t, b, "u-"+tc.name, "생수병이에요", srv.URL+"/hook")
		var state string
		storetest.WaitFor(t, 20*time.Second, "the delivery job to end", func() bool {
			err := b.Store.Pool().QueryRow(context.Background(),
				`SELECT state FROM river_job WHERE kind = $1 AND args->>'task_id' = $2`, scan.WebhookJobKind, task.ID).Scan(&state)
			return err == nil && (state == "cancelled" || state == "completed" || state == "discarded")
		})
		ds, err := b.Store.WebhookDeliveryList(context.Background(), task.ID)
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		n := received
		mu.Unlock()
		if state != "cancelled" || len(ds) != 1 || n != 1 || ds[0].StatusCode == nil || *ds[0].StatusCode != tc.status {
			t.Errorf("%s: job %s, deliveries %+v, received %d; want one recorded attempt, not retried", tc.name, state, ds, n)
		}
	}
}

// The retention job is scheduled on start and deletes pictures past their
// retention that no open task needs.
func TestImageRetention(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{NoIngest: true})
	ctx := context.Background()
	storetest.WaitFor(t, 30*time.Second, "the retention job to be scheduled on start", func() bool {
		var n int
		err := b.Store.Pool().QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = $1 AND state = 'completed'`, scan.RetentionJobKind).Scan(&n)
		return err == nil && n >= 1
	})
	old, recent := uuid.NewString(), uuid.NewString()
	for _, id := range []string{old, recent} {
		if err := b.Store.ScanImageInsert(ctx, store.ScanImage{ID: id, MIME: "image/png", Data: []byte("png")}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.Store.Pool().Exec(ctx, `UPDATE scan_images SET created_at = now() - interval '8 days' WHERE id = $1`, old); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Engine.River().Insert(ctx, scan.RetentionArgs{}, nil); err != nil {
		t.Fatal(err)
	}
	storetest.WaitFor(t, 30*time.Second, "the expired picture to go", func() bool {
		_, err := b.Store.ScanImageGet(ctx, old)
		return errors.Is(err, store.ErrNotFound)
	})
	if _, err := b.Store.ScanImageGet(ctx, recent); err != nil {
		t.Fatalf("recent picture: %v", err)
	}
}

// A scan cancelled mid-analysis tells its callback URL, as task.cancelled.
func TestCancelledScanWebhook(t *testing.T) {
	t.Parallel()
	inVision, release := make(chan struct{}, 1), make(chan struct{})
	f := scantest.NewFake(t, func(scantest.ChatRequest) (int, string) {
		inVision <- struct{}{}
		<-release
		return http.StatusBadGateway, ""
	}, 0)
	defer close(release)
	b := scantest.Setup(t, scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) { c.Vision = f.Chat(t) }})
	rc := newReceiver(t, func(int) int { return http.StatusOK })
	task := submit(t, b, "u1", "생수병이에요", rc.URL+"/hook")
	select {
	case <-inVision:
	case <-time.After(20 * time.Second):
		t.Fatal("the vision model was never called")
	}
	if _, err := b.Engine.Cancel(context.Background(), task.ID, ""); err != nil {
		t.Fatal(err)
	}
	storetest.WaitFor(t, 20*time.Second, "the cancellation webhook", func() bool { return rc.count() == 1 })
	var r scan.Result
	rc.mu.Lock()
	err := json.Unmarshal(rc.bodies[0], &r)
	event := rc.events[0]
	rc.mu.Unlock()
	if err != nil || event != pipeline.EventTaskCancelled || r.Status != store.StatusCancelled || r.TaskID != task.ID ||
		r.Error == nil || r.Error.Code != pipeline.CodeCancelled {
		t.Fatalf("webhook %s %+v (%v)", event, r, err)
	}
}
