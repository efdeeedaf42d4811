package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

// GET /v1/scan/config answers without a token (the page asks before any
// token is given) and says whether photos are looked at.
func TestScanConfig(t *testing.T) {
	t.Parallel()
	for vision, reads := range map[string]bool{"": false, "embedded": false, "openai": true} {
		rec := httptest.NewRecorder()
		(&Server{ScanVision: vision}).Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/scan/config", nil))
		var cfg ScanConfig
		if err := json.Unmarshal(rec.Body.Bytes(), &cfg); err != nil || rec.Code != http.StatusOK {
			t.Fatalf("%q: %d %s", vision, rec.Code, rec.Body)
		}
		if cfg.ReadsPhotos != reads || cfg.Vision == "" {
			t.Errorf("%q: %+v, want reads_photos %v", vision, cfg, reads)
		}
	}
}
