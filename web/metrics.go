package web

import (
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is Baton's Prometheus registry (its own, never the global one)
// and the collectors that the web layer and the model providers set. The
// engine's collectors (stage durations, handoff latency, tasks, reaper,
// queue depth) are registered on the same Registry by app.
type Metrics struct {
	// Registry is what /metrics exposes: these collectors, Go runtime and
	// process metrics, and whatever else is registered on it.
	Registry *prometheus.Registry
	// SSESubscribers (baton_sse_subscribers) is the number of open SSE
	// streams: the hub calls Inc when a stream subscribes and Dec when it
	// leaves.
	SSESubscribers prometheus.Gauge
	// ProviderCalls (baton_provider_calls_total) counts model provider calls
	// by provider (e.g. "openai", "hash"), kind ("embed", "rerank", "chat",
	// "vision") and outcome ("ok", "error", "timeout", "rate_limited").
	ProviderCalls *prometheus.CounterVec
	// ProviderDuration (baton_provider_call_duration_seconds) observes one
	// provider call by provider and kind.
	ProviderDuration *prometheus.HistogramVec

	httpRequests *prometheus.CounterVec
	httpDuration *prometheus.HistogramVec
}

// NewMetrics returns a Metrics on a new registry.
func NewMetrics() *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		Registry: reg,
		SSESubscribers: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "baton_sse_subscribers", Help: "Open SSE event streams.",
		}),
		ProviderCalls: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "baton_provider_calls_total", Help: "Model provider calls by provider, kind and outcome (ok or an error class).",
		}, []string{"provider", "kind", "outcome"}),
		ProviderDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "baton_provider_call_duration_seconds", Help: "Duration of one model provider call.",
			Buckets: prometheus.ExponentialBuckets(0.005, 2.5, 10),
		}, []string{"provider", "kind"}),
		httpRequests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "baton_http_requests_total", Help: "HTTP requests by method, route and status.",
		}, []string{"method", "route", "status"}),
		httpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "baton_http_request_duration_seconds", Help: "Time to answer an HTTP request (event streams: their whole life).",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route"}),
	}
	reg.MustRegister(m.SSESubscribers, m.ProviderCalls, m.ProviderDuration, m.httpRequests, m.httpDuration,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// observeRequest counts one answered request. The route (not the path) is
// the label, so ids don't explode the series.
func (m *Metrics) observeRequest(c *gin.Context, status int, d time.Duration) {
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	m.httpRequests.WithLabelValues(c.Request.Method, route, strconv.Itoa(status)).Inc()
	m.httpDuration.WithLabelValues(c.Request.Method, route).Observe(d.Seconds())
}

// metricsHandler serves the registry in the Prometheus text format.
func (s *Server) metricsHandler() gin.HandlerFunc {
	h := promhttp.HandlerFor(s.Metrics.Registry, promhttp.HandlerOpts{Registry: s.Metrics.Registry})
	return gin.WrapH(h)
}
