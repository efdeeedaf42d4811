package web

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

func servePage(t *testing.T, method, path string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	h := (&Server{}).Handler()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestPageServedWithTypesAndCSP(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		path, ctype, contains string
	}{
		{"/", "text/html; charset=utf-8", `<script type="module" src="/static/app.js"></script>`},
		{"/static/index.html", "text/html; charset=utf-8", `<html lang="en">`},
		{"/static/app.js", "text/javascript; charset=utf-8", "import { initContract } from './contract.js';"},
		{"/static/common.js", "text/javascript; charset=utf-8", "export async function api("},
		{"/static/contract.js", "text/javascript; charset=utf-8", "export function initContract("},
		{"/static/scan.js", "text/javascript; charset=utf-8", "export function initScan("},
		{"/static/app.css", "text/css; charset=utf-8", "prefers-color-scheme"},
		{"/static/favicon.svg", "image/svg+xml", "<svg"},
	} {
		rec := servePage(t, http.MethodGet, tc.path, nil)
		if rec.Code != http.StatusOK {
			t.Fatalf("GET %s: %d %s", tc.path, rec.Code, rec.Body)
		}
		h := rec.Header()
		if got := h.Get("Content-Type"); got != tc.ctype {
			t.Errorf("GET %s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
		if got := h.Get("Content-Security-Policy"); got != PageCSP || !strings.HasPrefix(got, "default-src 'self';") {
			t.Errorf("GET %s: CSP %q", tc.path, got)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("ETag") == "" || h.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: headers %v", tc.path, h)
		}
		if !strings.Contains(rec.Body.String(), tc.contains) {
			t.Errorf("GET %s: body lacks %q", tc.path, tc.contains)
		}

		again := servePage(t, http.MethodGet, tc.path, map[string]string{"If-None-Match": h.Get("ETag")})
		if again.Code != http.StatusNotModified {
			t.Errorf("GET %s with its ETag: %d, want 304", tc.path, again.Code)
		}
		head := servePage(t, http.MethodHead, tc.path, nil)
		if head.Code != http.StatusOK || head.Body.Len() != 0 || head.Header().Get("Content-Type") != tc.ctype {
			t.Errorf("HEAD %s: %d, %d bytes, %q", tc.path, head.Code, head.Body.Len(), head.Header().Get("Content-Type"))
		}
	}
}

func TestPageMissingFileIsProblem(t *testing.T) {
	t.Parallel()
	for _, p := range []string{"/static/nope.js", "/static/", "/static/../go.mod", "/index.html"} {
		rec := servePage(t, http.MethodGet, p, nil)
		if rec.Code != http.StatusNotFound && rec.Code != http.StatusMovedPermanently {
			t.Errorf("GET %s: %d, want 404", p, rec.Code)
			continue
		}
		if rec.Code == http.StatusNotFound {
			var pb struct{ Code string }
			if err := json.Unmarshal(rec.Body.Bytes(), &pb); err != nil || pb.Code != CodeNotFound {
				t.Errorf("GET %s: body %s, want a %s problem", p, rec.Body, CodeNotFound)
			}
		}
	}
}

// TestPageFitsItsCSP checks the page needs nothing the policy forbids: no
// inline script, style or event handler, nothing from another origin.
func TestPageFitsItsCSP(t *testing.T) {
	t.Parallel()
	html, err := staticFiles.ReadFile("static/index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []*regexp.Regexp{
		regexp.MustCompile(`<script(?:\s[^>]*)?>\s*[^<\s]`),              // an inline script
		regexp.MustCompile(`(?i)<style|\sstyle=`),                        // inline style
		regexp.MustCompile(`(?i)\son[a-z]+=`),                            // inline handlers
		regexp.MustCompile(`(?i)(src|href)="(https?:)?//`),               // another origin
		regexp.MustCompile(`(?i)javascript:`),                            // script URLs
		regexp.MustCompile(`(?i)fonts\.googleapis|cdn\.|unpkg|jsdelivr`), // CDNs
	} {
		if m := bad.Find(html); m != nil {
			t.Errorf("index.html has %q (matched %s), which the CSP forbids", m, bad)
		}
	}
	for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAll(html, -1) {
		if !strings.Contains(string(tag), ` src="/static/`) {
			t.Errorf("index.html has %s, a script that is not one of ours", tag)
		}
	}
	css, _ := staticFiles.ReadFile("static/app.css")
	if regexp.MustCompile(`(?i)@import|url\(\s*['"]?(https?:)?//`).Match(css) {
		t.Error("app.css loads something from another origin")
	}
	for name, js := range pageScripts(t) {
		if m := regexp.MustCompile(`\beval\(|new Function\(|innerHTML\s*=|document\.write|https?://`).Find(js); m != nil {
			t.Errorf("%s has %q: no eval, innerHTML, document.write or other origins", name, m)
		}
	}
}

// pageScripts are the page's JavaScript files by name.
func pageScripts(t *testing.T) map[string][]byte {
	t.Helper()
	names, err := fs.Glob(staticFiles, "static/*.js")
	if err != nil || len(names) < 4 {
		t.Fatalf("page scripts: %v %v", names, err)
	}
	out := map[string][]byte{}
	for _, n := range names {
		b, err := staticFiles.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[n] = b
	}
	return out
}

// TestPageScriptFindsItsElements checks that every id the scripts look up with
// $('…') exists in index.html, so a renamed element fails here, not in a
// user's browser.
func TestPageScriptFindsItsElements(t *testing.T) {
	t.Parallel()
	html, _ := staticFiles.ReadFile("static/index.html")
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`\sid="([^"]+)"`).FindAllSubmatch(html, -1) {
		if ids[string(m[1])] {
			t.Errorf("index.html has id %q twice", m[1])
		}
		ids[string(m[1])] = true
	}
	n := 0
	for name, js := range pageScripts(t) {
		for _, m := range regexp.MustCompile(`\$\('([a-z-]+)'\)`).FindAllSubmatch(js, -1) {
			n++
			if !ids[string(m[1])] {
				t.Errorf("%s looks up #%s, which index.html lacks", name, m[1])
			}
		}
		// Every module a script imports is one of ours.
		for _, m := range regexp.MustCompile(`from '([^']+)'`).FindAllSubmatch(js, -1) {
			if _, err := staticFiles.ReadFile("static/" + strings.TrimPrefix(string(m[1]), "./")); err != nil {
				t.Errorf("%s imports %s, which is not in web/static", name, m[1])
			}
		}
	}
	// Ids built from the tab names.
	for _, tab := range []string{"contract", "scan"} {
		for _, prefix := range []string{"tab-", "panel-"} {
			if !ids[prefix+tab] {
				t.Errorf("index.html lacks #%s%s", prefix, tab)
			}
		}
	}
	if n < 20 {
		t.Errorf("found only %d element lookups in the scripts; has the $('id') helper changed?", n)
	}
	// Every label points at a control that exists.
	for _, m := range regexp.MustCompile(`<label for="([^"]+)"`).FindAllSubmatch(html, -1) {
		if !ids[string(m[1])] {
			t.Errorf("a label is for #%s, which does not exist", m[1])
		}
	}
}
