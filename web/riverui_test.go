package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestRiverUIAdminOnly(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ui, err := NewRiverUI(ctx, b.eng.River(), b.srv.Log)
	if err != nil {
		t.Fatal(err)
	}
	b.srv.RiverUI = ui
	b.h = b.srv.Handler().(*gin.Engine)

	// No tokens: loopback is admin.
	w := b.do(t, req{method: "GET", path: "/riverui/"})
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "<html") {
		t.Fatalf("UI on loopback without tokens: %d %.200s", w.Code, w.Body)
	}
	w = b.do(t, req{method: "GET", path: "/riverui/api/queues"})
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "data") {
		t.Fatalf("UI API: %d %.300s", w.Code, w.Body)
	}

	user, _ := b.token(t, "user", false)
	admin, _ := b.token(t, "ops", true)
	wantStatus(t, b.do(t, req{method: "GET", path: "/riverui/"}), 401, CodeUnauthorized)
	wantStatus(t, b.do(t, req{method: "GET", path: "/riverui/api/queues", token: user}), 403, CodeForbidden)
	hr := httptest.NewRequest("GET", "/riverui/api/queues", nil)
	hr.SetBasicAuth("", admin)
	rec := httptest.NewRecorder()
	b.h.ServeHTTP(rec, hr)
	if rec.Code != http.StatusOK {
		t.Fatalf("admin via Basic: %d %.300s", rec.Code, rec.Body)
	}
}
