package web

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The page's own files, the scan config it reads on opening and probes log
// at debug, so an info log shows the API's requests and the failures only.
func TestRequestLogQuietForPageFiles(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	h := (&Server{Log: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo}))}).Handler()
	for _, p := range []string{"/", "/static/app.js", "/static/app.css", "/healthz", "/v1/scan/config", "/static/missing.js", "/v1/nothing"} {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, p, nil))
	}
	out := buf.String()
	for _, quiet := range []string{"path=/ ", "path=/static/app.js", "path=/static/app.css", "path=/healthz", "path=/v1/scan/config"} {
		if strings.Contains(out, quiet) {
			t.Errorf("%s logged at info:\n%s", quiet, out)
		}
	}
	for _, loud := range []string{"path=/static/missing.js", "path=/v1/nothing"} {
		if !strings.Contains(out, loud) {
			t.Errorf("%s (not found) not logged:\n%s", loud, out)
		}
	}
}
