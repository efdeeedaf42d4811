// Package web is Baton's HTTP face: the gin router, thin handlers, the one
// place that maps errors to statuses, and (elsewhere in this package) SSE,
// auth and the embedded page. It never runs a stage.
package web

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
)

// Server holds what the handlers need.
type Server struct {
	Engine *pipeline.Engine
	Store  *store.Store
	Log    *slog.Logger
	// Ready reports whether the service can take work (database reachable,
	// schema current); /readyz answers 503 with its error otherwise.
	Ready func(ctx context.Context) error
	// Scan takes scan submissions (POST /v1/scan/classify); nil answers 503.
	Scan *scan.Intake
	// ScanVision is the kind of scan vision model (ai.KindEmbedded or ai.KindOpenAI),
	// told by GET /v1/scan/config so the page can say whether the photo
	// is looked at; "" is embedded.
	ScanVision string
	// Knowledge ingests reference documents (POST /v1/knowledge/documents);
	// nil answers 503. It must use the embedder the clause pipeline searches with.
	Knowledge *clause.Ingester
	// InsecureNoAuth lets every client in as admin while no API token
	// exists, not only loopback ones (--insecure-no-auth).
	InsecureNoAuth bool
	// Metrics is what /metrics exposes (Handler makes one when nil).
	// SSE: s.Metrics.SSESubscribers.Inc()/Dec().
	Metrics *Metrics
	// RiverUI, when set (NewRiverUI), is served at /riverui/ to admins.
	RiverUI http.Handler
	// Hub fans event notifications out to SSE streams (NewHub, started by
	// the caller); without one the event streams answer 503.
	Hub *Hub
	// UploadsMax is how many large bodies (over 1 MiB, or chunked) are read
	// at once (default UploadsMaxDefault); UploadWait is how long another
	// waits for a slot before 503 SERVER_BUSY (default UploadWaitDefault).
	UploadsMax int
	UploadWait time.Duration

	authCache authCache
	uploads   chan struct{} // upload slots in use (uploadSlots)
	idem      idemState
}

// Handler returns the HTTP handler of every route.
func (s *Server) Handler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	if s.Log == nil {
		s.Log = slog.New(slog.DiscardHandler)
	}
	if s.Metrics == nil {
		s.Metrics = NewMetrics()
	}
	r := gin.New()
	r.Use(s.requestLog(), s.recoverProblem(), checkQuery(), maxBody(BodyMaxDefault))
	r.HandleMethodNotAllowed = true
	r.NoRoute(func(c *gin.Context) { problem(c, http.StatusNotFound, CodeNotFound, "no such route", "") })
	r.NoMethod(func(c *gin.Context) {
		problem(c, http.StatusMethodNotAllowed, CodeBadRequest, "method not allowed on this route", "")
	})

	r.GET("/healthz", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) })
	r.GET("/readyz", s.readyz)
	s.routePage(r) // web/static.go: the page at / and /static/*
	r.GET("/openapi.json", s.openAPI)
	r.GET("/metrics", s.requireToken(true), s.metricsHandler())
	if s.RiverUI != nil {
		r.Any(RiverUIPrefix+"/*path", s.requireToken(true), gin.WrapH(s.RiverUI))
	}

	// The page reads the scan settings before any token is given: they say
	// only whether a vision model looks at photos.
	r.GET("/v1/scan/config", s.scanConfig)

	// Every /v1 route needs a token (web/auth.go) and every POST honours
	// Idempotency-Key (web/idempotency.go).
	v1 := r.Group("/v1", s.requireToken(false), s.uploadSlots(), s.idempotency())
	v1.GET("/tasks", s.listTasks)
	v1.GET("/tasks/:id", s.getTask)
	v1.POST("/tasks/:id/cancel", s.cancelTask)
	v1.POST("/tasks/:id/retry", s.retryTask)
	v1.GET("/batches/:id", s.getBatch)
	v1.GET("/tasks/:id/events", s.taskEvents)
	v1.GET("/batches/:id/events", s.batchEvents)
	v1.POST("/scan/classify", s.scanClassify)
	v1.GET("/scan/:id", s.getScan)
	v1.GET("/users/:id/characters", s.userCharacters)
	v1.POST("/clause/analyze", s.analyzeClauses)
	v1.GET("/clause/:id", s.getClause)
	v1.POST("/knowledge/documents", s.addDocument)
	v1.GET("/knowledge/corpora", s.listCorpora)
	return r
}

func (s *Server) readyz(c *gin.Context) {
	if s.Ready != nil {
		if err := s.Ready(c.Request.Context()); err != nil {
			problem(c, http.StatusServiceUnavailable, CodeNotReady, err.Error(), "")
			return
		}
	}
	c.JSON(http.StatusOK, gin.H{"status": "ready"})
}

// owner is the requester's identity; empty means it sees everything (no
// auth configured, or an admin token).
func owner(c *gin.Context) string { return c.GetString("owner") }

func pathID(c *gin.Context) (string, bool) {
	id := c.Param("id")
	u, err := uuid.Parse(id)
	if err != nil {
		problem(c, http.StatusBadRequest, CodeInvalidID, "id must be a UUID", "id")
		return "", false
	}
	return u.String(), true
}

// ownedTask reads the task named by the :id path parameter as the requester
// may see it; pipeline, when not empty, also hides other pipelines' tasks.
// When it can't, it has answered the request (400, 404 or 500).
func (s *Server) ownedTask(c *gin.Context, pipeline string) (*store.Task, bool) {
	id, ok := pathID(c)
	if !ok {
		return nil, false
	}
	t, err := s.Store.TaskGet(c.Request.Context(), id, owner(c))
	if err == nil && pipeline != "" && t.Pipeline != pipeline {
		err = store.ErrNotFound
	}
	if err != nil {
		s.fail(c, err)
		return nil, false
	}
	return t, true
}

// ownedBatch is ownedTask for a batch.
func (s *Server) ownedBatch(c *gin.Context) (*store.Batch, bool) {
	id, ok := pathID(c)
	if !ok {
		return nil, false
	}
	b, err := s.Store.BatchGet(c.Request.Context(), id, owner(c))
	if err != nil {
		s.fail(c, err)
		return nil, false
	}
	return b, true
}

// TaskView is a task as the API shows it: the row plus its stage outputs.
type TaskView struct {
	*store.Task
	Outputs []store.StageOutput `json:"outputs"`
}

func (s *Server) taskView(ctx context.Context, t *store.Task) (*TaskView, error) {
	outs, err := s.Store.StageOutputList(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	if outs == nil {
		outs = []store.StageOutput{}
	}
	return &TaskView{Task: t, Outputs: outs}, nil
}

func (s *Server) getTask(c *gin.Context) {
	t, ok := s.ownedTask(c, "")
	if !ok {
		return
	}
	v, err := s.taskView(c.Request.Context(), t)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, v)
}

func (s *Server) cancelTask(c *gin.Context) {
	id, ok := pathID(c)
	if !ok {
		return
	}
	t, err := s.Engine.Cancel(c.Request.Context(), id, owner(c))
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, t)
}

func (s *Server) retryTask(c *gin.Context) {
	id, ok := pathID(c)
	if !ok {
		return
	}
	t, err := s.Engine.Retry(c.Request.Context(), id, owner(c))
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusAccepted, t)
}

// BatchView is a batch with the status of each of its tasks.
type BatchView struct {
	*store.Batch
	Tasks []*store.Task `json:"tasks"`
}

func (s *Server) getBatch(c *gin.Context) {
	b, ok := s.ownedBatch(c)
	if !ok {
		return
	}
	ts, err := s.Store.BatchTasks(c.Request.Context(), b.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, BatchView{Batch: b, Tasks: ts})
}

// HealthHandler serves only /healthz and /readyz (for `baton work`).
func (s *Server) HealthHandler() http.Handler {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Recovery())
	r.GET("/healthz", func(c *gin.Context) { c.JSON(http.StatusOK, gin.H{"status": "ok"}) })
	r.GET("/readyz", s.readyz)
	if s.Metrics != nil {
		r.GET("/metrics", s.requireToken(true), s.metricsHandler())
	}
	return r
}
