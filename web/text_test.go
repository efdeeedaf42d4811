package web

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
)

// badTextAPI serves the whole API (scan intake and knowledge ingest on) on
// a real HTTP server over its own database.
func badTextAPI(t *testing.T) string {
	t.Helper()
	b := scantest.Setup(t, scantest.Options{NoIngest: true})
	srv := &Server{Engine: b.Engine, Store: b.Store, Log: slog.New(slog.DiscardHandler), Scan: b.Intake,
		Knowledge: &clause.Ingester{Store: b.Store, Embedder: ai.NewHashEmbedder(0)}}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return ts.URL
}

// multipartBody builds a form of fields and, when file is not nil, a
// "file" part named fileName.
func multipartBody(t *testing.T, fields map[string]string, fileName string, file []byte) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		if err := mw.WriteField(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if file != nil {
		fw, err := mw.CreateFormFile("file", fileName)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(file) //nolint:errcheck // a bytes.Buffer
	}
	mw.Close() //nolint:errcheck // a bytes.Buffer
	return mw.FormDataContentType(), buf.Bytes()
}

// TestBadTextIsBadRequest sends every class of text PostgreSQL can't store
// (NUL: 22P05; invalid UTF-8: 22021; an out-of-range cursor time: 22008)
// through the real router to every route that takes text, and wants a 400
// naming the field, never a 500.
func TestBadTextIsBadRequest(t *testing.T) {
	t.Parallel()
	base := badTextAPI(t)
	png := []byte("\x89PNG\r\n\x1a\n")
	type tc struct {
		name, method, path, ctype string
		body                      []byte
		code, field               string
	}
	js := func(v string) []byte { return []byte(v) }
	mp := func(fields map[string]string, fileName string, file []byte) (string, []byte) {
		return multipartBody(t, fields, fileName, file)
	}
	cases := []tc{
		{name: "analyze clauses NUL", method: "POST", path: "/v1/clause/analyze", ctype: "application/json", body: js(`{"clauses":["a\u0000b"]}`), code: CodeInvalidField, field: "clauses[0]"},
		{name: "analyze text NUL", method: "POST", path: "/v1/clause/analyze", ctype: "application/json", body: js(`{"text":"a\u0000b"}`), code: CodeInvalidField, field: "text"},
		{name: "analyze corpus NUL", method: "POST", path: "/v1/clause/analyze", ctype: "application/json", body: js(`{"clauses":["a"],"corpus":"\u0000"}`), code: CodeInvalidField, field: "corpus"},
		{name: "scan user_input NUL", method: "POST", path: "/v1/scan/classify", ctype: "application/json", body: js(`{"user_input":"a\u0000b"}`), code: CodeInvalidField, field: "user_input"},
		{name: "scan user_id NUL", method: "POST", path: "/v1/scan/classify", ctype: "application/json", body: js(`{"user_id":"u\u0000","user_input":"plastic bottle"}`), code: CodeInvalidField, field: "user_id"},
		{name: "knowledge content NUL", method: "POST", path: "/v1/knowledge/documents", ctype: "application/json", body: js(`{"corpus":"c","name":"a.txt","content":"a\u0000b"}`), code: CodeInvalidField, field: "content"},
		{name: "knowledge name NUL", method: "POST", path: "/v1/knowledge/documents", ctype: "application/json", body: js(`{"corpus":"c","name":"a\u0000.txt","content":"ab"}`), code: CodeInvalidField, field: "name"},
	}
	for _, v := range []struct{ name, value string }{{"NUL", "a\x00b"}, {"invalid UTF-8", "a\xffb"}, {"truncated UTF-8", "a\xc3(b"}} {
		ct, body := mp(map[string]string{"user_input": v.value}, "", nil)
		cases = append(cases, tc{name: "scan multipart user_input " + v.name, method: "POST", path: "/v1/scan/classify", ctype: ct, body: body, code: CodeInvalidField, field: "user_input"})
		ct, body = mp(map[string]string{"user_input": "bottle"}, v.value+".png", png)
		fn := tc{name: "scan multipart file name " + v.name, method: "POST", path: "/v1/scan/classify", ctype: ct, body: body, code: CodeInvalidField, field: "file"}
		if v.name == "NUL" {
			fn.code, fn.field = CodeBadRequest, "" // the multipart reader refuses the header itself
		}
		cases = append(cases, fn)
		ct, body = mp(nil, "contract.txt", []byte(v.value))
		cases = append(cases, tc{name: "analyze multipart file " + v.name, method: "POST", path: "/v1/clause/analyze", ctype: ct, body: body, code: CodeInvalidField, field: "file"})
		ct, body = mp(map[string]string{"lang": v.value}, "contract.txt", []byte("Rent is due monthly."))
		cases = append(cases, tc{name: "analyze multipart lang " + v.name, method: "POST", path: "/v1/clause/analyze", ctype: ct, body: body, code: CodeInvalidField, field: "lang"})
		ct, body = mp(map[string]string{"corpus": "c"}, "a.txt", []byte(v.value))
		cases = append(cases, tc{name: "knowledge multipart file " + v.name, method: "POST", path: "/v1/knowledge/documents", ctype: ct, body: body, code: CodeInvalidField, field: "content"})
		ct, body = mp(map[string]string{"corpus": "c", "name": v.value}, "a.txt", []byte("text"))
		cases = append(cases, tc{name: "knowledge multipart name " + v.name, method: "POST", path: "/v1/knowledge/documents", ctype: ct, body: body, code: CodeInvalidField, field: "name"})
	}
	for _, q := range []string{"%00", "a%00b", "%FF", "%C3%28", "%ED%A0%80"} {
		cases = append(cases, tc{name: "tasks pipeline " + q, method: "GET", path: "/v1/tasks?pipeline=" + q, code: CodeInvalidQuery, field: "pipeline"})
	}
	const id = "abcdef00-0000-4000-8000-000000000001"
	for _, micro := range []string{"9223372036854775807", "-9223372036854775808", "-210866803200000001"} {
		cur := base64.RawURLEncoding.EncodeToString([]byte(micro + "," + id))
		cases = append(cases, tc{name: "cursor " + micro, method: "GET", path: "/v1/tasks?cursor=" + cur, code: CodeInvalidCursor, field: "cursor"})
	}
	// Every documented route refuses a query value that is not text,
	// before its handler runs.
	var doc openAPIDocument
	if err := json.Unmarshal(openAPIDoc, &doc); err != nil {
		t.Fatal(err)
	}
	param := regexp.MustCompile(`\{[^}]+\}`)
	for p, ops := range doc.Paths {
		for m := range ops {
			path := param.ReplaceAllString(p, id) + "?x=%00&y=%FF"
			cases = append(cases, tc{name: "route " + m + " " + p, method: strings.ToUpper(m), path: path, code: CodeInvalidQuery})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			req, err := http.NewRequest(c.method, base+c.path, bytes.NewReader(c.body))
			if err != nil {
				t.Fatal(err)
			}
			if c.ctype != "" {
				req.Header.Set("Content-Type", c.ctype)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			raw, _ := io.ReadAll(resp.Body)
			var p Problem
			if resp.StatusCode != http.StatusBadRequest || json.Unmarshal(raw, &p) != nil {
				t.Fatalf("status %d, want 400: %s", resp.StatusCode, raw)
			}
			if p.Code != c.code || (c.field != "" && p.Field != c.field) {
				t.Fatalf("code %q field %q, want %q %q (%s)", p.Code, p.Field, c.code, c.field, p.Detail)
			}
		})
	}
}

// fuzzRouter serves bindJSON into each request type the API decodes.
func fuzzRouter() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(checkQuery(), maxBody(1<<20))
	bind := func(newDst func() any) gin.HandlerFunc {
		return func(c *gin.Context) {
			dst := newDst()
			if !bindJSON(c, dst, 0) {
				return
			}
			c.JSON(http.StatusOK, dst)
		}
	}
	r.POST("/analyze", bind(func() any { return &analyzeRequest{} }))
	r.POST("/scan", bind(func() any { return &scanRequestBody{} }))
	r.POST("/document", bind(func() any { return &documentRequest{} }))
	r.GET("/query", func(c *gin.Context) { c.JSON(http.StatusOK, c.Request.URL.Query()) })
	return r
}

// FuzzBindJSON checks that the request decoders answer any body with a 200
// whose every string PostgreSQL can store, or a 4xx problem; never a 5xx.
// `go test` runs the seeds; `go test -fuzz FuzzBindJSON ./web` explores.
func FuzzBindJSON(f *testing.F) {
	for _, s := range []string{
		`{"clauses":["a\u0000b"]}`, `{"text":"a\u0000b"}`, `{"text":"ok","lang":"ko"}`, `{"user_input":"a\u0000b"}`,
		`{"user_input":"\udc00"}`, "{\"user_input\":\"\xff\"}", `{"corpus":"c","name":"n","content":"\u0000"}`,
		`{"clauses":[1]}`, `{"x":1}`, `[]`, ``, `{"text":"a"} x`,
	} {
		f.Add(s)
	}
	r := fuzzRouter()
	f.Fuzz(func(t *testing.T, body string) {
		for _, path := range []string{"/analyze", "/scan", "/document"} {
			w := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			r.ServeHTTP(w, req)
			switch {
			case w.Code == http.StatusOK:
				var v any
				if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
					t.Fatalf("%s %q: 200 with %s", path, body, w.Body)
				}
				if field, bad := badText(v); bad {
					t.Fatalf("%s %q: accepted %s with bad text in %s", path, body, w.Body, field)
				}
			case w.Code >= 500 || w.Code < 400:
				t.Fatalf("%s %q: status %d", path, body, w.Code)
			}
		}
	})
}

// FuzzCheckQuery checks that any query string is refused with 400 or
// reaches the handler holding only storable text.
func FuzzCheckQuery(f *testing.F) {
	for _, s := range []string{"pipeline=%00", "pipeline=%FF", "pipeline=%C3%28", "a=b&c=d", "%00=x", "a=%zz", "status=SUCCESS,FAILED", ""} {
		f.Add(s)
	}
	r := fuzzRouter()
	f.Fuzz(func(t *testing.T, rawQuery string) {
		req := httptest.NewRequest(http.MethodGet, "/query", nil)
		req.URL.RawQuery = rawQuery
		w := httptest.NewRecorder()
		r.ServeHTTP(w, req)
		switch w.Code {
		case http.StatusOK:
			for k, vs := range req.URL.Query() {
				if !textOK(k) {
					t.Fatalf("%q: key %q passed", rawQuery, k)
				}
				for _, v := range vs {
					if !textOK(v) {
						t.Fatalf("%q: %s=%q passed", rawQuery, k, v)
					}
				}
			}
		case http.StatusBadRequest:
			if p := decodeProblem(t, w); p.Code != CodeInvalidQuery {
				t.Fatalf("%q: code %q", rawQuery, p.Code)
			}
		default:
			t.Fatalf("%q: status %d", rawQuery, w.Code)
		}
	})
}

// FuzzCheckForm checks multipart text fields and file names the same way.
func FuzzCheckForm(f *testing.F) {
	for _, s := range []string{"plastic bottle", "a\x00b", "a\xffb", "\xc3(", "병"} {
		f.Add(s, "photo.png")
		f.Add("ok", s)
	}
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.POST("/form", func(c *gin.Context) {
		if err := c.Request.ParseMultipartForm(1 << 20); err != nil {
			problem(c, http.StatusBadRequest, CodeBadRequest, "unreadable", "")
			return
		}
		if checkForm(c) {
			c.Status(http.StatusOK)
		}
	})
	f.Fuzz(func(t *testing.T, value, fileName string) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		mw.WriteField("user_input", value) //nolint:errcheck // a bytes.Buffer
		fw, _ := mw.CreateFormFile("file", fileName)
		fw.Write([]byte("x")) //nolint:errcheck // a bytes.Buffer
		mw.Close()            //nolint:errcheck // a bytes.Buffer
		req := httptest.NewRequest(http.MethodPost, "/form", &buf)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		w := httptest.NewRecorder()
		r.ServeHTTP(w, req)
		if w.Code >= 500 {
			t.Fatalf("%q %q: status %d", value, fileName, w.Code)
		}
		if w.Code == http.StatusOK && (!textOK(req.MultipartForm.Value["user_input"][0]) || !textOK(req.MultipartForm.File["file"][0].Filename)) {
			t.Fatalf("%q %q: accepted", value, fileName)
		}
	})
}

func decodeProblem(t *testing.T, w *httptest.ResponseRecorder) Problem {
	t.Helper()
	var p Problem
	if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil {
		t.Fatalf("%d %s: %v", w.Code, w.Body, err)
	}
	return p
}
