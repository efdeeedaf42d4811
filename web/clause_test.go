package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/clause/clausetest"
	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/pipeline/pipelinetest"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

type clauseBundle struct {
	url   string
	store *store.Store
}

// clauseSetup serves the API over an engine running the clause pipeline
// with cfg's providers; ing embeds with the same embedder.
func clauseSetup(t *testing.T, cfg clause.Config, emb ai.Embedder) clauseBundle {
	t.Helper()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	cfg.Store = st
	p, err := clause.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	e := pipelinetest.Start(t, pool, pipelinetest.Config(), p)
	ing := &clause.Ingester{Store: st, Embedder: emb}
	srv := httptest.NewServer((&web.Server{Engine: e, Store: st, Knowledge: ing}).Handler())
	t.Cleanup(srv.Close)
	return clauseBundle{url: srv.URL, store: st}
}

func doJSON(t *testing.T, method, url, contentType string, body io.Reader, out any) int {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: %d %s: %v", method, url, resp.StatusCode, b, err)
		}
	}
	return resp.StatusCode
}

func postJSON(t *testing.T, url string, body any, out any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	return doJSON(t, http.MethodPost, url, "application/json", bytes.NewReader(b), out)
}

const contract = `특약사항
1. 보증금은 임차인이 집을 비운 날부터 3개월이 지난 후에 이자 없이 반환한다.
2. 월세는 매월 25일에 임대인이 지정한 계좌로 낸다.
3. 임차인은 임대인의 동의 없이 전입신고를 할 수 없다.`

// analyzeAndWait submits the contract and waits for every clause to finish.
func analyzeAndWait(t *testing.T, b clauseBundle, corpus string) []web.ClauseView {
	t.Helper()
	var sub web.AnalyzeResponse
	if code := postJSON(t, b.url+"/v1/clause/analyze", map[string]any{"text": contract, "corpus": corpus}, &sub); code != http.StatusAccepted {
		t.Fatalf("analyze: %d %+v", code, sub)
	}
	if len(sub.Tasks) != 3 || sub.BatchID == "" || sub.Tasks[2].Index != 2 || !strings.Contains(sub.Tasks[2].Clause, "전입신고") {
		t.Fatalf("analyze answer: %+v", sub)
	}
	storetest.WaitFor(t, 30*time.Second, "the batch to finish", func() bool {
		var bv struct{ Status string }
		doJSON(t, http.MethodGet, b.url+"/v1/batches/"+sub.BatchID, "", nil, &bv)
		return bv.Status == "DONE"
	})
	views := make([]web.ClauseView, len(sub.Tasks))
	for i, task := range sub.Tasks {
		if code := doJSON(t, http.MethodGet, b.url+"/v1/clause/"+task.ID, "", nil, &views[i]); code != http.StatusOK {
			t.Fatalf("get clause: %d", code)
		}
		if views[i].Status != store.StatusSuccess || string(views[i].Analysis) == "null" {
			t.Fatalf("clause %d did not succeed: %+v", i, views[i])
		}
	}
	return views
}

func analysisOf(t *testing.T, v web.ClauseView) clause.ClauseAnalysis {
	t.Helper()
	var a clause.ClauseAnalysis
	if err := json.Unmarshal(v.Analysis, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

func TestClauseEndToEndEmbedded(t *testing.T) {
	t.Parallel()
	emb := ai.NewHashEmbedder(0)
	b := clauseSetup(t, clause.Config{Embedder: emb}, emb)
	var res web.DocumentResponse
	code := postJSON(t, b.url+"/v1/knowledge/documents",
		map[string]any{"corpus": starter.Corpus, "name": "starter.jsonl", "content": string(starter.JSONL)}, &res)
	if code != http.StatusCreated || !res.Changed || res.Chunks < 50 || !res.Model.Trained {
		t.Fatalf("ingest: %d %+v", code, res)
	}
	views := analyzeAndWait(t, b, "")
	if a := analysisOf(t, views[0]); a.Judge != "embedded" || a.Risk == clause.RiskNone || a.Lang != "ko" {
		t.Fatalf("deposit clause: %+v", a)
	}
	if a := analysisOf(t, views[1]); a.Risk != clause.RiskNone {
		t.Fatalf("a fair clause: %+v", a)
	}
	if views[2].Index != 2 || views[2].Stage != clause.StageJudge || views[2].ErrorCode != nil {
		t.Fatalf("clause view: %+v", views[2])
	}
}

func TestClauseEndToEndOpenAI(t *testing.T) {
	t.Parallel()
	fake := clausetest.New(t, clausetest.Options{Dim: 48})
	emb, err := ai.NewEmbedder(ai.KindOpenAI, ai.HTTPConfig{BaseURL: fake.URL, Model: "e"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	chat, err := ai.NewChat(ai.KindOpenAI, ai.HTTPConfig{BaseURL: fake.URL, Model: "c"})
	if err != nil {
		t.Fatal(err)
	}
	b := clauseSetup(t, clause.Config{Embedder: emb, Judge: clause.NewOpenAIJudge(chat)}, emb)
	// A multipart upload into a corpus of our own.
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("corpus", "kb")
	fw, _ := mw.CreateFormFile("file", "refs.jsonl")
	_, _ = fw.Write(starter.JSONL)
	_ = mw.Close()
	var res web.DocumentResponse
	if code := doJSON(t, http.MethodPost, b.url+"/v1/knowledge/documents", mw.FormDataContentType(), &body, &res); code != http.StatusCreated || res.Document != "refs" {
		t.Fatalf("multipart ingest: %d %+v", code, res)
	}
	var corpora struct{ Corpora []store.CorpusInfo }
	if doJSON(t, http.MethodGet, b.url+"/v1/knowledge/corpora", "", nil, &corpora); len(corpora.Corpora) != 1 || corpora.Corpora[0].Dim != 48 {
		t.Fatalf("corpora: %+v", corpora)
	}
	views := analyzeAndWait(t, b, "kb")
	a := analysisOf(t, views[2])
	if a.Judge != "openai" || len(a.References) != 1 || a.Risk != clause.RiskHigh || len(a.Categories) == 0 {
		t.Fatalf("openai analysis: %+v", a)
	}
	if fake.ChatCalls.Load() != 3 || fake.EmbedCalls.Load() < 4 {
		t.Fatalf("calls: chat %d, embeddings %d", fake.ChatCalls.Load(), fake.EmbedCalls.Load())
	}
}

func TestClauseAnalyzeRejects(t *testing.T) {
	t.Parallel()
	emb := ai.NewHashEmbedder(0)
	b := clauseSetup(t, clause.Config{Embedder: emb}, emb)
	many := make([]string, clause.MaxClauses+1)
	for i := range many {
		many[i] = fmt.Sprintf("clause %d", i)
	}
	tests := []struct {
		name        string
		contentType string
		body        string
		status      int
		code, field string
	}{
		{"both", "application/json", `{"text":"a.","clauses":["b"]}`, 400, web.CodeInvalidField, "clauses"},
		{"neither", "application/json", `{"lang":"ko"}`, 400, web.CodeInvalidField, "text"},
		{"unknown field", "application/json", `{"text":"a.","contract":"b"}`, 400, web.CodeUnknownField, "contract"},
		{"wrong type", "application/json", `{"clauses":"a"}`, 400, web.CodeInvalidType, "clauses"},
		{"bad lang", "application/json", `{"text":"a.","lang":"fr"}`, 400, web.CodeInvalidField, "lang"},
		{"unknown corpus", "application/json", `{"text":"a.","corpus":"nope"}`, 400, web.CodeInvalidField, "corpus"},
		{"no clauses", "application/json", `{"text":" \n "}`, 400, web.CodeNoClauses, "text"},
		{"empty clause", "application/json", `{"clauses":["a"," "]}`, 400, web.CodeInvalidField, "clauses[1]"},
		{"too long", "application/json", `{"clauses":["` + strings.Repeat("가", clause.ClauseMaxRunes+1) + `"]}`, 400, web.CodeClauseTooLong, "clauses[0]"},
		{"too many", "application/json", mustJSON(map[string]any{"clauses": many}), 400, web.CodeTooManyClauses, "clauses"},
		{"too large", "application/json", `{"text":"` + strings.Repeat("a", web.ClauseBodyMax) + `"}`, 413, web.CodeTooLarge, ""},
		{"not json", "text/plain", `hello`, 415, web.CodeUnsupportedMed, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p web.Problem
			code := doJSON(t, http.MethodPost, b.url+"/v1/clause/analyze", tt.contentType, strings.NewReader(tt.body), &p)
			if code != tt.status || p.Code != tt.code || p.Field != tt.field {
				t.Fatalf("got %d %+v, want %d %s field %q", code, p, tt.status, tt.code, tt.field)
			}
		})
	}
	var p web.Problem
	if code := doJSON(t, http.MethodGet, b.url+"/v1/clause/not-a-uuid", "", nil, &p); code != 400 || p.Code != web.CodeInvalidID {
		t.Fatalf("bad id: %d %+v", code, p)
	}
	if code := doJSON(t, http.MethodGet, b.url+"/v1/clause/00000000-0000-0000-0000-000000000001", "", nil, &p); code != 404 {
		t.Fatalf("unknown id: %d %+v", code, p)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestKnowledgeDocuments(t *testing.T) {
	t.Parallel()
	emb := ai.NewHashEmbedder(32)
	b := clauseSetup(t, clause.Config{Embedder: emb}, emb)
	doc := map[string]any{"corpus": "laws", "name": "lease.txt", "content": "First paragraph.\n\nSecond paragraph."}
	var res web.DocumentResponse
	if code := postJSON(t, b.url+"/v1/knowledge/documents", doc, &res); code != http.StatusCreated || res.Chunks != 2 || res.Model.Trained {
		t.Fatalf("first: %d %+v", code, res)
	}
	if code := postJSON(t, b.url+"/v1/knowledge/documents", doc, &res); code != http.StatusOK || res.Changed {
		t.Fatalf("same again: %d %+v", code, res)
	}
	for _, tt := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"corpus": "bad name!", "name": "a.txt", "content": "x"}, "corpus"},
		{map[string]any{"corpus": "laws", "name": "", "content": "x"}, "name"},
		{map[string]any{"corpus": "laws", "name": "a.txt", "content": " \n"}, "content"},
		{map[string]any{"corpus": "laws", "name": "a.jsonl", "content": "{not json"}, "content"},
	} {
		var p web.Problem
		if code := postJSON(t, b.url+"/v1/knowledge/documents", tt.body, &p); code != 400 || p.Field != tt.field {
			t.Fatalf("%v: %d %+v", tt.body, code, p)
		}
	}
	// A normal token may read corpora but not write them.
	tok, hash := web.NewToken()
	if _, err := b.store.TokenCreate(context.Background(), "user", false, hash); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(doc)
	req, _ := http.NewRequest(http.MethodPost, b.url+"/v1/knowledge/documents", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tok)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a normal token wrote a corpus: %d", resp.StatusCode)
	}
	// Another dimension into the same corpus is a conflict naming both.
	other := &clause.Ingester{Store: b.store, Embedder: ai.NewHashEmbedder(16)}
	_, err = other.IngestDocs(context.Background(), "laws", "x", []knowledge.Doc{{Text: "another law"}})
	if err == nil || !strings.Contains(err.Error(), "32") || !strings.Contains(err.Error(), "16") {
		t.Fatalf("mixing dimensions: %v", err)
	}
}
