package web

import (
	"strings"
	"testing"
)

func TestMetricsExposition(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	b.srv.Metrics.SSESubscribers.Inc()
	b.srv.Metrics.ProviderCalls.WithLabelValues("openai", "chat", "error").Inc()
	b.srv.Metrics.ProviderDuration.WithLabelValues("openai", "chat").Observe(0.2)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks"}), 200, "")
	w := b.do(t, req{method: "GET", path: "/metrics"})
	wantStatus(t, w, 200, "")
	body := w.Body.String()
	for _, want := range []string{
		"baton_sse_subscribers 1",
		`baton_provider_calls_total{kind="chat",outcome="error",provider="openai"} 1`,
		"baton_provider_call_duration_seconds_bucket",
		`baton_http_requests_total{method="GET",route="/v1/tasks",status="200"} 1`,
		"baton_http_request_duration_seconds_bucket",
		"go_goroutines",
		"process_",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}
