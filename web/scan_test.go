package web

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// scanAPI is the HTTP API on a running scan pipeline.
type scanAPI struct {
	*scantest.Bundle
	url string
}

func setupScanAPI(t *testing.T, o scantest.Options) *scanAPI {
	t.Helper()
	b := scantest.Setup(t, o)
	srv := &Server{Engine: b.Engine, Store: b.Store, Log: slog.New(slog.DiscardHandler), Scan: b.Intake}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return &scanAPI{Bundle: b, url: ts.URL}
}

// send sends a request and decodes a JSON answer into out (when not nil).
func (a *scanAPI) send(t *testing.T, method, path, ctype string, body []byte, out any) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, a.url+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, raw, err)
		}
	}
	return resp
}

func (a *scanAPI) classify(t *testing.T, body map[string]any) (int, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(body)
	var out map[string]any
	resp := a.send(t, "POST", "/v1/scan/classify", "application/json", b, &out)
	return resp.StatusCode, out
}

// waitScan polls GET /v1/scan/{id} until done says so.
func (a *scanAPI) waitScan(t *testing.T, id string, done func(v *ScanView) bool) *ScanView {
	t.Helper()
	var v *ScanView
	storetest.WaitFor(t, 30*time.Second, "scan "+id, func() bool {
		v = &ScanView{}
		a.send(t, "GET", "/v1/scan/"+id, "", nil, v)
		return done(v)
	})
	return v
}

func dataURL(img []byte) string {
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(img)
}

// hook is a webhook receiver that checks every signature and answers
// 500 to the first delivery, 200 afterwards.
type hook struct {
	*httptest.Server
	mu     sync.Mutex
	bodies [][]byte
	events []string
	ids    []string
}

func newHook(t *testing.T) *hook {
	h := &hook{}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := scan.VerifySignature(scantest.WebhookSecret, r.Header.Get(scan.HeaderSignature), body, time.Minute, time.Now()); err != nil {
			t.Errorf("webhook signature refused: %v", err)
		}
		h.mu.Lock()
		defer h.mu.Unlock()
		h.bodies = append(h.bodies, body)
		h.events = append(h.events, r.Header.Get(scan.HeaderEvent))
		h.ids = append(h.ids, r.Header.Get(scan.HeaderDelivery))
		if len(h.bodies) == 1 {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(h.Close)
	return h
}

func decodeInto[T any](t *testing.T, raw json.RawMessage) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return v
}

func TestScanHTTPEmbeddedWithWebhook(t *testing.T) {
	t.Parallel()
	a := setupScanAPI(t, scantest.Options{AllowLoopback: true})
	h := newHook(t)
	status, out := a.classify(t, map[string]any{"user_id": "u1", "user_input": "다 마신 생수병이에요",
		"image": dataURL(scantest.PNG(t)), "callback_url": h.URL + "/hooks/scan"})
	if status != http.StatusAccepted || out["status"] != "PENDING" || out["task_id"] == "" {
		t.Fatalf("classify = %d %v", status, out)
	}
	id := out["task_id"].(string)
	v := a.waitScan(t, id, func(v *ScanView) bool { return v.Status == store.StatusSuccess && len(v.Deliveries) >= 2 })

	if v.TaskID != id || v.Error != nil || v.Stage != scan.StageReward || v.FinishedAt == nil {
		t.Errorf("view = %+v", v)
	}
	cls := decodeInto[scan.Classification](t, v.PipelineResult.ClassificationResult)
	rules := decodeInto[scan.Rules](t, v.PipelineResult.DisposalRules)
	ans := decodeInto[scan.Answer](t, v.PipelineResult.FinalAnswer)
	if c := cls.Classification; c.MajorCategory != "재활용폐기물" || c.MiddleCategory != "무색페트병" || c.MinorCategory != "생수병" || cls.Method != scan.MethodKeyword {
		t.Errorf("classification = %+v", cls)
	}
	if rules.Category != "clear_pet" || rules.Found == 0 || len(rules.Common) == 0 || len(rules.ItemSpecific) != 1 || len(rules.NotAllowed) == 0 {
		t.Errorf("rules = %+v", rules)
	}
	if len(ans.DisposalSteps) != len(rules.Common)+1 || len(ans.Insufficiencies) != 0 || !strings.HasPrefix(ans.UserAnswer, "생수병은 무색페트병으로") {
		t.Errorf("answer = %+v", ans)
	}
	if v.Reward == nil || !v.Reward.Received || v.Reward.AlreadyOwned || v.Reward.Name != "투투" {
		t.Errorf("reward = %+v", v.Reward)
	}

	// The webhook: refused once with a 500, delivered again with the same
	// signed body; both attempts recorded on the task.
	d := v.Deliveries
	if d[0].Attempt != 1 || d[0].StatusCode == nil || *d[0].StatusCode != 500 || d[1].Attempt != 2 || *d[1].StatusCode != 204 || d[1].Event != pipeline.EventTaskSucceeded {
		t.Errorf("deliveries = %+v %+v", d[0], d[1])
	}
	h.mu.Lock()
	if len(h.bodies) != 2 || !bytes.Equal(h.bodies[0], h.bodies[1]) || h.events[1] != pipeline.EventTaskSucceeded || h.ids[0] != h.ids[1] {
		t.Errorf("hook got %d bodies, events %v, ids %v", len(h.bodies), h.events, h.ids)
	}
	delivered := decodeInto[scan.Result](t, h.bodies[1])
	h.mu.Unlock()
	if delivered.TaskID != id || delivered.Status != store.StatusSuccess || delivered.Reward == nil || !delivered.Reward.Received {
		t.Errorf("delivered = %+v", delivered)
	}

	// The same item again, as a multipart upload: already owned.
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	_ = mw.WriteField("user_id", "u1")
	_ = mw.WriteField("user_input", "생수병")
	fw, _ := mw.CreateFormFile("file", "bottle.png")
	_, _ = fw.Write(scantest.PNG(t))
	_ = mw.Close()
	var out2 map[string]any
	if resp := a.send(t, "POST", "/v1/scan/classify", mw.FormDataContentType(), buf.Bytes(), &out2); resp.StatusCode != http.StatusAccepted {
		t.Fatalf("multipart classify = %d %v", resp.StatusCode, out2)
	}
	v2 := a.waitScan(t, out2["task_id"].(string), func(v *ScanView) bool { return !(v.Status == "PENDING" || v.Status == "PROCESSING") })
	if v2.Status != store.StatusSuccess || v2.Reward == nil || v2.Reward.Received || !v2.Reward.AlreadyOwned || len(v2.Deliveries) != 0 {
		t.Errorf("second scan = %s reward %+v deliveries %d", v2.Status, v2.Reward, len(v2.Deliveries))
	}

	// Words only and no user: answered, but nobody to reward.
	status, out = a.classify(t, map[string]any{"user_input": "캔 음료수 다 마셨어요"})
	if status != http.StatusAccepted {
		t.Fatalf("words-only classify = %d %v", status, out)
	}
	v3 := a.waitScan(t, out["task_id"].(string), func(v *ScanView) bool { return v.Status == store.StatusSuccess })
	if c := decodeInto[scan.Classification](t, v3.PipelineResult.ClassificationResult); c.Classification.MiddleKey != "metal_can" || v3.Reward != nil || v3.RewardReason != scan.ReasonNoUser {
		t.Errorf("words-only scan = %+v, reward %+v (%s)", c, v3.Reward, v3.RewardReason)
	}

	// The collection.
	var cv CharactersView
	storetest.WaitFor(t, 20*time.Second, "the collection summary", func() bool {
		cv = CharactersView{}
		a.send(t, "GET", "/v1/users/u1/characters", "", nil, &cv)
		return cv.Summary != nil && cv.Summary.Total == 1
	})
	if len(cv.Characters) != 1 || cv.Characters[0].CharacterKey != "tootoo" || cv.Characters[0].Dialog == "" || cv.Characters[0].MiddleName != "무색페트병" {
		t.Errorf("characters = %+v", cv.Characters)
	}
	var empty CharactersView
	a.send(t, "GET", "/v1/users/nobody/characters", "", nil, &empty)
	if len(empty.Characters) != 0 || empty.Summary != nil {
		t.Errorf("unknown user = %+v", empty)
	}
}

func TestScanHTTPOpenAIProviders(t *testing.T) {
	t.Parallel()
	img := scantest.PNG(t)
	fake := scantest.NewFake(t, func(req scantest.ChatRequest) (int, string) {
		switch req.ResponseFormat.JSONSchema.Name {
		case "waste_classification":
			return 200, `{"middle_category":"glass","minor_category":"소주병","situation_tags":[],"confidence":0.93,"description":"초록색 소주병"}`
		case "disposal_answer":
			return 200, `{"disposal_steps":["뚜껑을 떼요.","헹궈서 유리병 수거함에 넣어요."],"insufficiencies":[],"user_answer":"소주병은 유리병으로 버려요."}`
		}
		return 400, ""
	}, 0)
	images := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write(img)
	}))
	t.Cleanup(images.Close)
	a := setupScanAPI(t, scantest.Options{AllowLoopback: true, Scan: func(c *scan.Config) {
		c.Vision, c.Chat = fake.Chat(t), fake.Chat(t)
	}})
	status, out := a.classify(t, map[string]any{"user_id": "u2", "image_url": images.URL + "/soju.png"})
	if status != http.StatusAccepted {
		t.Fatalf("classify = %d %v", status, out)
	}
	v := a.waitScan(t, out["task_id"].(string), func(v *ScanView) bool { return v.Status == store.StatusSuccess })
	cls := decodeInto[scan.Classification](t, v.PipelineResult.ClassificationResult)
	ans := decodeInto[scan.Answer](t, v.PipelineResult.FinalAnswer)
	if cls.Classification.MiddleKey != "glass" || cls.Classification.MinorCategory != "소주병" || cls.Method != scan.MethodVision ||
		cls.Provider != "openai" || cls.Confidence != 0.93 || cls.Description != "초록색 소주병" {
		t.Errorf("classification = %+v", cls)
	}
	if ans.Writer != "openai" || len(ans.DisposalSteps) != 2 || ans.UserAnswer != "소주병은 유리병으로 버려요." {
		t.Errorf("answer = %+v", ans)
	}
	if v.Reward == nil || !v.Reward.Received || v.Reward.CharacterKey != "banjjak" {
		t.Errorf("reward = %+v", v.Reward)
	}

	// The vision request carried the fetched picture inline, with the
	// taxonomy as a strict schema.
	reqs := fake.Requests()
	if len(reqs) != 2 || !reqs[0].ResponseFormat.JSONSchema.Strict || !strings.Contains(string(reqs[0].ResponseFormat.JSONSchema.Schema), `"clear_pet"`) {
		t.Fatalf("requests = %+v", reqs)
	}
	var parts []struct {
		Type     string `json:"type"`
		ImageURL struct {
			URL string `json:"url"`
		} `json:"image_url"`
	}
	if err := json.Unmarshal(reqs[0].Messages[1].Content, &parts); err != nil || len(parts) != 2 || parts[1].ImageURL.URL != dataURL(img) {
		t.Fatalf("vision user message = %s (%v)", reqs[0].Messages[1].Content, err)
	}
}

func TestScanHTTPRefusesBadInput(t *testing.T) {
	t.Parallel()
	strict := setupScanAPI(t, scantest.Options{}) // nothing allow-listed
	open := setupScanAPI(t, scantest.Options{AllowLoopback: true})
	img := scantest.PNG(t)
	live := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/img.png":
			_, _ = w.Write(img)
		case "/to-private":
			http.Redirect(w, r, "http://10.0.0.7/img.png", http.StatusFound)
		case "/to-metadata":
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		case "/to-localhost":
			http.Redirect(w, r, "http://localhost:"+portOf(r.Host)+"/img.png", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(live.Close)
	port := portOf(live.Listener.Addr().String())
	base := func() map[string]any {
		return map[string]any{"user_id": "u1", "user_input": "생수병", "image": dataURL(img)}
	}
	with := func(kv ...any) map[string]any {
		m := base()
		for i := 0; i < len(kv); i += 2 {
			if kv[i+1] == nil {
				delete(m, kv[i].(string))
			} else {
				m[kv[i].(string)] = kv[i+1]
			}
		}
		return m
	}
	cases := []struct {
		name   string
		api    *scanAPI
		body   map[string]any
		status int
		code   string
		field  string
	}{
		{"long user", strict, with("user_id", strings.Repeat("u", 129)), 400, CodeBadRequest, "user_id"},
		{"nothing to go on", strict, with("image", nil, "user_input", nil), 400, CodeBadRequest, "image"},
		{"two images", strict, with("image_url", live.URL+"/img.png"), 400, CodeBadRequest, "image_url"},
		{"not a data URL", strict, with("image", "aGVsbG8="), 400, CodeBadRequest, "image"},
		{"not an image", strict, with("image", "data:image/png;base64,"+base64.StdEncoding.EncodeToString([]byte("plain text"))), 415, CodeUnsupportedMed, "image"},
		{"scheme", strict, with("image", nil, "image_url", "file:///etc/passwd"), 400, CodeBadRequest, "image_url"},
		{"loopback", strict, with("image", nil, "image_url", "http://127.0.0.1:"+port+"/img.png"), 400, CodeURLBlocked, "image_url"},
		{"private", strict, with("image", nil, "image_url", "http://10.1.2.3/img.png"), 400, CodeURLBlocked, "image_url"},
		{"metadata", strict, with("image", nil, "image_url", "http://169.254.169.254/latest/meta-data/"), 400, CodeURLBlocked, "image_url"},
		{"localhost", strict, with("image", nil, "image_url", "http://localhost/img.png"), 400, CodeURLBlocked, "image_url"},
		{"name resolving to loopback", strict, with("image", nil, "image_url", "http://localhost:"+port+"/img.png"), 400, CodeURLBlocked, "image_url"},
		{"redirect to private", open, with("image", nil, "image_url", live.URL+"/to-private"), 400, CodeURLBlocked, "image_url"},
		{"redirect to metadata", open, with("image", nil, "image_url", live.URL+"/to-metadata"), 400, CodeURLBlocked, "image_url"},
		{"redirect to a loopback name", open, with("image", nil, "image_url", live.URL+"/to-localhost"), 400, CodeURLBlocked, "image_url"},
		{"image gone", open, with("image", nil, "image_url", live.URL+"/missing.png"), 422, CodeImageFetchFailed, "image_url"},
		{"callback loopback", strict, with("callback_url", "http://127.0.0.1:"+port+"/hook"), 400, CodeURLBlocked, "callback_url"},
		{"callback private", strict, with("callback_url", "https://10.0.0.1/hook"), 400, CodeURLBlocked, "callback_url"},
		{"callback metadata", strict, with("callback_url", "http://169.254.169.254/"), 400, CodeURLBlocked, "callback_url"},
		{"callback localhost", strict, with("callback_url", "http://localhost:"+port+"/hook"), 400, CodeURLBlocked, "callback_url"},
		{"callback scheme", strict, with("callback_url", "gopher://example.com/"), 400, CodeBadRequest, "callback_url"},
		{"unknown field", strict, with("lang", "ko"), 400, CodeUnknownField, "lang"},
	}
	for _, tc := range cases {
		status, out := tc.api.classify(t, tc.body)
		if status != tc.status || out["code"] != tc.code || out["field"] != tc.field {
			t.Errorf("%s: %d %v, want %d %s on %s", tc.name, status, out, tc.status, tc.code, tc.field)
		}
	}

	// Other bodies.
	var p Problem
	if resp := strict.send(t, "POST", "/v1/scan/classify", "text/plain", []byte("hi"), &p); resp.StatusCode != 415 {
		t.Errorf("text/plain = %d %+v", resp.StatusCode, p)
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	_ = mw.WriteField("user_id", "u1")
	_ = mw.Close()
	if resp := strict.send(t, "POST", "/v1/scan/classify", mw.FormDataContentType(), buf.Bytes(), &p); resp.StatusCode != 400 || p.Field != "image" {
		t.Errorf("multipart without a file = %d %+v", resp.StatusCode, p)
	}
	small := *strict.Intake
	small.MaxImageBytes = 64
	small.WebhooksEnabled = false
	api := &Server{Engine: strict.Engine, Store: strict.Store, Log: slog.New(slog.DiscardHandler), Scan: &small}
	ts := httptest.NewServer(api.Handler())
	t.Cleanup(ts.Close)
	tight := &scanAPI{Bundle: strict.Bundle, url: ts.URL}
	if status, out := tight.classify(t, base()); status != 413 || out["code"] != CodeTooLarge || out["field"] != "image" {
		t.Errorf("oversized image = %d %v", status, out)
	}
	if status, out := tight.classify(t, with("image", dataURL(img[:60]), "callback_url", "https://example.com/hook")); status != 400 || out["code"] != CodeWebhooksDisabled {
		t.Errorf("callback without a secret = %d %v", status, out)
	}

	// Reads.
	if resp := strict.send(t, "GET", "/v1/scan/not-a-uuid", "", nil, &p); resp.StatusCode != 400 || p.Code != CodeInvalidID {
		t.Errorf("bad id = %d %+v", resp.StatusCode, p)
	}
	if resp := strict.send(t, "GET", "/v1/scan/6f1c1c1e-7a59-4a43-9d1e-3c1b8c0f9a11", "", nil, &p); resp.StatusCode != 404 {
		t.Errorf("unknown scan = %d %+v", resp.StatusCode, p)
	}
	if resp := strict.send(t, "GET", "/v1/users/"+strings.Repeat("x", 129)+"/characters", "", nil, &p); resp.StatusCode != 400 || p.Field != "id" {
		t.Errorf("long user id = %d %+v", resp.StatusCode, p)
	}
	// Nothing refused above was stored or queued.
	var n int
	if err := strict.Store.Pool().QueryRow(t.Context(), `SELECT (SELECT count(*) FROM tasks) + (SELECT count(*) FROM scan_images)`).Scan(&n); err != nil || n != 0 {
		t.Errorf("refused requests left %d rows (%v)", n, err)
	}
}

func portOf(hostport string) string { return hostport[strings.LastIndexByte(hostport, ':')+1:] }
