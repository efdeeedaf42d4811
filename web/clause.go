package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// The clause and knowledge API:
//
//	POST /v1/clause/analyze       JSON {"text"} (split into clauses) or {"clauses":[...]},
//	                              optional "lang" and "corpus" → 202 {"batch_id","tasks":[{"id","index","clause"}]}
//	GET  /v1/clause/{id}          the clause task: status, stage, error_code and its analysis
//	POST /v1/knowledge/documents  (admin) JSON {"corpus","name","content"} or multipart (corpus, file[, name])
//	                              → 201 (stored) or 200 (unchanged) with what was ingested and trained
//	GET  /v1/knowledge/corpora    every corpus with its document and chunk counts

// Limits of the clause and knowledge API.
const (
	// ClauseBodyMax bounds a POST /v1/clause/analyze body.
	ClauseBodyMax = 256 << 10
	// KnowledgeBodyMax bounds a POST /v1/knowledge/documents body.
	KnowledgeBodyMax = 16 << 20
	// DocumentNameMax is the longest document name, in characters.
	DocumentNameMax = 200
)

// analyzeRequest is the body of POST /v1/clause/analyze.
type analyzeRequest struct {
	Text    *string  `json:"text"`
	Clauses []string `json:"clauses"`
	Lang    string   `json:"lang"`
	Corpus  string   `json:"corpus"`
}

// AnalyzeResponse is the 202 answer of POST /v1/clause/analyze.
type AnalyzeResponse struct {
	BatchID string        `json:"batch_id"`
	Tasks   []AnalyzeTask `json:"tasks"`
}

// AnalyzeTask is one submitted clause.
type AnalyzeTask struct {
	ID     string `json:"id"`
	Index  int    `json:"index"`
	Clause string `json:"clause"`
}

func (s *Server) analyzeClauses(c *gin.Context) {
	var req analyzeRequest
	if mt, _, _ := mime.ParseMediaType(c.GetHeader("Content-Type")); mt == "multipart/form-data" {
		if !analyzeMultipart(c, &req) {
			return
		}
	} else if !bindJSON(c, &req, ClauseBodyMax) {
		return
	}
	in := &clause.Intake{Engine: s.Engine, Store: s.Store}
	sub, clauses, err := in.Submit(c.Request.Context(), owner(c),
		clause.Request{Text: req.Text, Clauses: req.Clauses, Lang: req.Lang, Corpus: req.Corpus})
	if err != nil {
		s.fail(c, err)
		return
	}
	resp := AnalyzeResponse{BatchID: *sub.BatchID, Tasks: make([]AnalyzeTask, len(sub.Tasks))}
	for i, t := range sub.Tasks {
		resp.Tasks[i] = AnalyzeTask{ID: t.ID, Index: i, Clause: clauses[i]}
	}
	c.Header("Location", "/v1/batches/"+resp.BatchID)
	c.JSON(http.StatusAccepted, resp)
}

// analyzeMultipart reads a contract uploaded as the "file" part (UTF-8
// text), with optional "lang" and "corpus" fields.
func analyzeMultipart(c *gin.Context, req *analyzeRequest) bool {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, ClauseBodyMax)
	fh, err := c.FormFile("file")
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			bodyProblem(c, err, ClauseBodyMax)
			return false
		}
		problem(c, http.StatusBadRequest, CodeInvalidField, "a multipart upload needs a \"file\" part holding the contract", "file")
		return false
	}
	if !checkForm(c) {
		return false
	}
	f, err := fh.Open()
	if err != nil {
		problem(c, http.StatusBadRequest, CodeBadRequest, "the file could not be read", "file")
		return false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, ClauseBodyMax+1))
	switch {
	case err != nil:
		problem(c, http.StatusBadRequest, CodeBadRequest, "the file could not be read", "file")
		return false
	case len(b) > ClauseBodyMax:
		problem(c, http.StatusRequestEntityTooLarge, CodeTooLarge, fmt.Sprintf("the file must be at most %d bytes", ClauseBodyMax), "file")
		return false
	case !textOK(string(b)):
		textProblem(c, CodeInvalidField, "file")
		return false
	}
	text := string(b)
	req.Text, req.Lang, req.Corpus = &text, c.PostForm("lang"), c.PostForm("corpus")
	return true
}

// clauseInputProblem answers a client mistake in an analysis request.
func clauseInputProblem(c *gin.Context, e *clause.InputError) {
	code := CodeInvalidField
	switch e.Kind {
	case clause.InputNoClauses:
		code = CodeNoClauses
	case clause.InputTooMany:
		code = CodeTooManyClauses
	case clause.InputTooLong:
		code = CodeClauseTooLong
	}
	problem(c, http.StatusBadRequest, code, e.Msg, e.Field)
}

// ClauseView is GET /v1/clause/{id}: the clause task and its analysis.
type ClauseView struct {
	ID           string          `json:"id"`
	BatchID      *string         `json:"batch_id"`
	Status       string          `json:"status"`
	Stage        string          `json:"stage"`
	Attempt      int             `json:"attempt"`
	ErrorCode    *string         `json:"error_code"`
	ErrorMessage *string         `json:"error_message"`
	Index        int             `json:"index"`
	Clause       string          `json:"clause"`
	Lang         string          `json:"lang,omitempty"`
	Corpus       string          `json:"corpus,omitempty"`
	Analysis     json.RawMessage `json:"analysis"`
	CreatedAt    time.Time       `json:"created_at"`
	FinishedAt   *time.Time      `json:"finished_at"`
}

func (s *Server) getClause(c *gin.Context) {
	t, ok := s.ownedTask(c, clause.PipelineName)
	if !ok {
		return
	}
	ctx, id := c.Request.Context(), t.ID
	var in clause.Input
	_ = json.Unmarshal(t.Input, &in)
	v := ClauseView{ID: t.ID, BatchID: t.BatchID, Status: t.Status, Stage: t.Stage, Attempt: t.Attempt,
		ErrorCode: t.ErrorCode, ErrorMessage: t.ErrorMessage, Index: in.Index, Clause: in.Clause, Lang: in.Lang,
		Corpus: in.Corpus, Analysis: json.RawMessage("null"), CreatedAt: t.CreatedAt, FinishedAt: t.FinishedAt}
	a, err := s.Store.ClauseAnalysisGet(ctx, id)
	switch {
	case err == nil:
		v.Analysis = a.Analysis
	case !errors.Is(err, store.ErrNotFound):
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, v)
}

// documentRequest is the JSON body of POST /v1/knowledge/documents.
type documentRequest struct {
	Corpus  string `json:"corpus"`
	Name    string `json:"name"`
	Content string `json:"content"`
}

// DocumentResponse is the answer of POST /v1/knowledge/documents.
type DocumentResponse struct {
	clause.IngestResult
	Model clause.TrainResult `json:"model"`
}

func (s *Server) addDocument(c *gin.Context) {
	if s.Knowledge == nil {
		problem(c, http.StatusServiceUnavailable, CodeNotReady, "knowledge ingest is not enabled on this server", "")
		return
	}
	// Corpora are shared by every owner: writing one is an admin's job.
	if !c.GetBool("admin") {
		problem(c, http.StatusForbidden, CodeForbidden, "adding reference documents needs an admin token", "")
		return
	}
	var req documentRequest
	var content io.Reader
	mt, _, _ := mime.ParseMediaType(c.GetHeader("Content-Type"))
	if mt == "multipart/form-data" {
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, KnowledgeBodyMax)
		fh, err := c.FormFile("file")
		if err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				bodyProblem(c, err, KnowledgeBodyMax)
				return
			}
			problem(c, http.StatusBadRequest, CodeInvalidField, "a multipart upload needs a \"file\" part", "file")
			return
		}
		if !checkForm(c) {
			return
		}
		f, err := fh.Open()
		if err != nil {
			s.fail(c, err)
			return
		}
		defer f.Close()
		req.Corpus, req.Name, content = c.PostForm("corpus"), c.PostForm("name"), f
		if req.Name == "" {
			req.Name = fh.Filename
		}
	} else {
		if !bindJSON(c, &req, KnowledgeBodyMax) {
			return
		}
		content = strings.NewReader(req.Content)
	}
	req.Name = path.Base(strings.ReplaceAll(strings.TrimSpace(req.Name), `\`, "/"))
	switch {
	case !clause.ValidCorpusName(req.Corpus):
		problem(c, http.StatusBadRequest, CodeInvalidField, "corpus is required: 1 to 64 letters, digits, '_', '-' or '.'", "corpus")
		return
	case req.Name == "" || req.Name == "." || req.Name == "/" || utf8.RuneCountInString(req.Name) > DocumentNameMax:
		problem(c, http.StatusBadRequest, CodeInvalidField,
			fmt.Sprintf("name is required (at most %d characters); its extension picks the parser: .jsonl, .md or plain text", DocumentNameMax), "name")
		return
	}
	docs, err := knowledge.Parse(req.Name, content)
	if err != nil {
		problem(c, http.StatusBadRequest, CodeInvalidField, err.Error(), "content")
		return
	}
	if _, bad := badText(docs); bad {
		textProblem(c, CodeInvalidField, "content")
		return
	}
	if len(docs) == 0 {
		problem(c, http.StatusBadRequest, CodeInvalidField, "the document holds no text", "content")
		return
	}
	ctx := c.Request.Context()
	res, err := s.Knowledge.IngestDocs(ctx, req.Corpus, docs[0].Document, docs)
	if err == nil {
		var tr clause.TrainResult
		tr, err = s.Knowledge.TrainJudge(ctx, req.Corpus)
		if err == nil {
			status := http.StatusOK
			if res.Changed {
				status = http.StatusCreated
			}
			c.JSON(status, DocumentResponse{IngestResult: res, Model: tr})
			return
		}
	}
	var dm *store.DimensionMismatchError
	switch {
	case errors.As(err, &dm):
		problem(c, http.StatusConflict, CodeConflict, dm.Error(), "corpus")
	case isProviderError(err):
		s.Log.Warn("embedding provider failed", slog.Any("error", err))
		problem(c, http.StatusBadGateway, CodeProviderFailed, "the embedding provider failed; try again later", "")
	default:
		s.fail(c, err)
	}
}

func isProviderError(err error) bool {
	_, p := errors.AsType[*ai.ProviderError](err)
	_, r := errors.AsType[*ai.ReplyError](err)
	return p || r
}

func (s *Server) listCorpora(c *gin.Context) {
	cs, err := s.Store.CorpusList(c.Request.Context())
	if err != nil {
		s.fail(c, err)
		return
	}
	if cs == nil {
		cs = []store.CorpusInfo{}
	}
	c.JSON(http.StatusOK, gin.H{"corpora": cs})
}
