package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestBindJSON(t *testing.T) {
	t.Parallel()
	type inner struct {
		N int `json:"n"`
	}
	type req struct {
		Name  string   `json:"name"`
		Tags  []string `json:"tags"`
		Inner inner    `json:"inner"`
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(maxBody(64))
	r.POST("/small", func(c *gin.Context) {
		var v req
		if !bindJSON(c, &v, 32) {
			return
		}
		c.JSON(http.StatusOK, v)
	})
	r.POST("/big", func(c *gin.Context) {
		var v req
		if !bindJSON(c, &v, 0) {
			return
		}
		c.JSON(http.StatusOK, v)
	})

	tests := []struct {
		name, path, ctype, body string
		status                  int
		code, field             string
	}{
		{"ok", "/small", "application/json", `{"name":"a"}`, 200, "", ""},
		{"ok charset", "/small", "application/json; charset=utf-8", `{"name":"a"}`, 200, "", ""},
		{"no content type", "/small", "", `{"name":"a"}`, 200, "", ""},
		{"wrong content type", "/small", "text/plain", `{"name":"a"}`, 415, CodeUnsupportedMed, ""},
		{"empty", "/small", "application/json", ``, 400, CodeInvalidJSON, ""},
		{"malformed", "/small", "application/json", `{"name":`, 400, CodeInvalidJSON, ""},
		{"syntax", "/small", "application/json", `{name}`, 400, CodeInvalidJSON, ""},
		{"trailing", "/small", "application/json", `{"name":"a"} {}`, 400, CodeInvalidJSON, ""},
		{"unknown field", "/small", "application/json", `{"nme":"a"}`, 400, CodeUnknownField, "nme"},
		{"wrong type", "/small", "application/json", `{"name":1}`, 400, CodeInvalidType, "name"},
		{"nested wrong type", "/big", "application/json", `{"inner":{"n":"x"}}`, 400, CodeInvalidType, "inner.n"},
		{"array wrong type", "/big", "application/json", `{"tags":"x"}`, 400, CodeInvalidType, "tags"},
		{"top-level array", "/big", "application/json", `[1]`, 400, CodeInvalidType, ""},
		{"over handler limit", "/small", "application/json", `{"name":"` + strings.Repeat("a", 40) + `"}`, 413, CodeTooLarge, ""},
		{"over server limit", "/big", "application/json", `{"name":"` + strings.Repeat("a", 80) + `"}`, 413, CodeTooLarge, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			req := httptest.NewRequest(http.MethodPost, tt.path, strings.NewReader(tt.body))
			if tt.ctype != "" {
				req.Header.Set("Content-Type", tt.ctype)
			}
			w := httptest.NewRecorder()
			r.ServeHTTP(w, req)
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tt.status, w.Body)
			}
			if tt.status < 400 {
				return
			}
			if ct := w.Header().Get("Content-Type"); ct != "application/problem+json" {
				t.Errorf("content type %q", ct)
			}
			var p Problem
			if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			if p.Code != tt.code || p.Field != tt.field {
				t.Errorf("code %q field %q, want %q %q (%s)", p.Code, p.Field, tt.code, tt.field, p.Detail)
			}
		})
	}
}

func TestMaxBodyChunked(t *testing.T) {
	t.Parallel()
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(maxBody(16))
	r.POST("/", func(c *gin.Context) {
		var v map[string]any
		if !bindJSON(c, &v, 1024) {
			return
		}
		c.Status(http.StatusOK)
	})
	req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"a":"`+strings.Repeat("x", 100)+`"}`))
	req.ContentLength = -1 // as with chunked encoding: only the reader's cap applies
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)
	if w.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
}
