package scan

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/netguard"
	"github.com/baton-dev/baton/store"
)

// Webhook headers.
const (
	// HeaderSignature is "t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>".
	HeaderSignature = "X-Baton-Signature"
	// HeaderEvent is the event: task.succeeded or task.failed.
	HeaderEvent = "X-Baton-Event"
	// HeaderDelivery identifies the delivery (the same on every redelivery).
	HeaderDelivery = "X-Baton-Delivery"
)

// Sign returns the X-Baton-Signature value of body sent at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + signature(secret, ts, body)
}

func signature(secret, ts string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts))
	mac.Write([]byte("."))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// VerifySignature checks an X-Baton-Signature header against body, for
// receivers: the HMAC must match (compared in constant time) and the
// timestamp be within tolerance of now (replay protection; 0 skips it).
func VerifySignature(secret, header string, body []byte, tolerance time.Duration, now time.Time) error {
	var ts string
	var sigs []string
	for part := range strings.SplitSeq(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return errors.New("scan: malformed signature header")
	}
	if tolerance > 0 {
		if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
			return errors.New("scan: signature timestamp outside the tolerance")
		}
	}
	want := signature(secret, ts, body)
	for _, s := range sigs {
		if hmac.Equal([]byte(s), []byte(want)) {
			return nil
		}
	}
	return errors.New("scan: signature mismatch")
}

// WebhookArgs is one webhook delivery job: POST Body to URL. The body is
// fixed when the task finishes, so every redelivery sends the same bytes.
type WebhookArgs struct {
	TaskID string          `json:"task_id"`
	URL    string          `json:"url"`
	Event  string          `json:"event"`
	Body   json.RawMessage `json:"body"`
}

// WebhookJobKind is the River kind of WebhookArgs.
const WebhookJobKind = "scan.webhook"

// Kind implements river.JobArgs.
func (WebhookArgs) Kind() string { return WebhookJobKind }

// terminal is Pipeline.Terminal: when a scan with a callback URL turns
// SUCCESS or FAILED (by a worker or the reaper) or CANCELLED, it inserts
// the delivery job in the same transaction, with the final result as its
// body.
func (s *Service) terminal(ctx context.Context, tx *pipeline.Tx, t *store.Task) error {
	var inp Input
	if err := json.Unmarshal(t.Input, &inp); err != nil || inp.CallbackURL == "" {
		return nil
	}
	outs, err := tx.Store.StageOutputList(ctx, t.ID)
	if err != nil {
		return err
	}
	r, err := BuildResult(t, OutputMap(outs))
	if err != nil {
		return err
	}
	body, err := json.Marshal(r)
	if err != nil {
		return err
	}
	event := pipeline.EventTaskFailed
	switch t.Status {
	case store.StatusSuccess:
		event = pipeline.EventTaskSucceeded
	case store.StatusCancelled:
		event = pipeline.EventTaskCancelled
	}
	_, err = tx.InsertJob(ctx, WebhookArgs{TaskID: t.ID, URL: inp.CallbackURL, Event: event, Body: body},
		&river.InsertOpts{Queue: QueueWebhook, MaxAttempts: s.cfg.WebhookMaxAttempts})
	return err
}

type webhookWorker struct {
	river.WorkerDefaults[WebhookArgs]
	s *Service
}

// Timeout bounds one attempt: the request plus recording it.
func (w *webhookWorker) Timeout(*river.Job[WebhookArgs]) time.Duration {
	return w.s.cfg.WebhookTimeout + 10*time.Second
}

// NextRetry doubles WebhookBackoff per attempt up to WebhookBackoffMax,
// with ±20% jitter.
func (w *webhookWorker) NextRetry(job *river.Job[WebhookArgs]) time.Time {
	d := w.s.cfg.WebhookBackoff << min(job.Attempt-1, 20)
	if d > w.s.cfg.WebhookBackoffMax || d <= 0 {
		d = w.s.cfg.WebhookBackoffMax
	}
	return time.Now().Add(time.Duration(float64(d) * (0.8 + 0.4*rand.Float64())))
}

// Work POSTs the result once and records the attempt. Network errors,
// timeouts, 408, 429 and 5xx are retried with backoff; any other answer
// (3xx included: redirects are not followed) or a refused address ends the
// delivery.
func (w *webhookWorker) Work(ctx context.Context, job *river.Job[WebhookArgs]) error {
	a := job.Args
	started := time.Now()
	code, sendErr := w.s.deliver(ctx, a, strconv.FormatInt(job.ID, 10))
	d := store.WebhookDelivery{TaskID: a.TaskID, URL: a.URL, Event: a.Event, Attempt: job.Attempt,
		DurationMS: float64(time.Since(started).Microseconds()) / 1000}
	if code != 0 {
		d.StatusCode = &code
	}
	if sendErr != nil {
		msg := sendErr.Error()
		d.Error = &msg
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := w.s.st.WebhookDeliveryInsert(rctx, d); err != nil {
		return errors.Join(sendErr, err)
	}
	switch {
	case sendErr == nil && code >= 200 && code < 300:
		return nil
	case sendErr != nil && !isBlocked(sendErr):
		return sendErr
	case code >= 500 || code == http.StatusRequestTimeout || code == http.StatusTooManyRequests:
		return fmt.Errorf("scan: webhook answered %d", code)
	case sendErr != nil:
		return river.JobCancel(sendErr)
	default:
		return river.JobCancel(fmt.Errorf("scan: webhook answered %d; not retried", code))
	}
}

func isBlocked(err error) bool {
	_, ok := errors.AsType[*netguard.BlockedError](err)
	return ok
}

// deliver sends one signed POST through the SSRF guard and returns the
// status code (0 when no response came).
func (s *Service) deliver(ctx context.Context, a WebhookArgs, deliveryID string) (int, error) {
	if err := s.cfg.Guard.CheckURL(a.URL); err != nil {
		return 0, err
	}
	if s.cfg.WebhookSecret == "" {
		return 0, &netguard.BlockedError{Reason: "no webhook secret is configured"}
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.WebhookTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.URL, bytes.NewReader(a.Body))
	if err != nil {
		return 0, fmt.Errorf("scan: webhook request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "baton-webhook/1")
	req.Header.Set(HeaderEvent, a.Event)
	req.Header.Set(HeaderDelivery, deliveryID)
	req.Header.Set(HeaderSignature, Sign(s.cfg.WebhookSecret, time.Now(), a.Body))
	client := s.cfg.Guard.Client(s.cfg.WebhookTimeout)
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Do(req)
	if err != nil {
		if be, ok := errors.AsType[*netguard.BlockedError](err); ok {
			return 0, be
		}
		return 0, fmt.Errorf("scan: webhook POST to %q failed: %w", req.URL.Hostname(), err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return resp.StatusCode, nil
}
