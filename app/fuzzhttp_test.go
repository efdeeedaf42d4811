//go:build chaos

package app

// The HTTP fuzz run (`make fuzz-http`; build tag chaos, not part of `go test
// ./...`). It starts a throwaway PostgreSQL of its own (chaosPG, never the
// shared test cluster), `baton serve --no-workers --ingest-starter` on
// loopback and an admin token, reads /openapi.json and sends FUZZ_REQUESTS
// (10,000) seeded random requests over every path × method it lists: mutated
// JSON and multipart bodies, malformed path ids, hostile query strings, bad
// auth, wrong methods and Idempotency-Key variants. Any 5xx but 503 fails the
// run, printed with its request minimised. Then PostgreSQL is stopped: every
// /v1 route must answer 503 DATABASE_UNAVAILABLE, and after a start the
// server must serve again. One FUZZ_SUMMARY {...} line is printed.
//
// Knobs (environment): FUZZ_SEED (1), FUZZ_REQUESTS (10000), FUZZ_CLIENTS
// (8), FUZZ_DEADLINE (5m).

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fuzzReq is one request, kept whole so a 500 can be replayed and minimised.
type fuzzReq struct {
	Method, Path, Query string
	Header              map[string]string
	Body                []byte
}

func (q fuzzReq) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", q.Method, q.Path)
	if q.Query != "" {
		b.WriteString("?" + q.Query)
	}
	keys := make([]string, 0, len(q.Header))
	for k := range q.Header {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "\n%s: %q", k, q.Header[k])
	}
	body := q.Body
	if len(body) > 512 {
		body = append(body[:512:512], fmt.Sprintf("…(%d bytes)", len(q.Body))...)
	}
	fmt.Fprintf(&b, "\n\n%q", body)
	return b.String()
}

// fuzzRoute is one path × method of /openapi.json.
type fuzzRoute struct {
	Method, Path string
	Multipart    bool
	JSON         bool
}

func (r fuzzRoute) key() string { return r.Method + " " + r.Path }

// fuzzGen makes requests from a seeded RNG and the ids the server gave.
type fuzzGen struct {
	rng                                *rand.Rand
	token                              string
	taskIDs, batchIDs, userIDs, corpus []string
}

func (g *fuzzGen) pick(xs []string) string { return xs[g.rng.IntN(len(xs))] }

// junkString is a hostile string: empty, NUL, invalid UTF-8, huge, control
// characters, SQL and path punctuation, or a plausible value.
func (g *fuzzGen) junkString() string {
	switch g.rng.IntN(16) {
	case 0:
		return ""
	case 1:
		return "a\x00b"
	case 2:
		return "\xff\xfe" + "abc"
	case 3:
		return strings.Repeat("가", 1+g.rng.IntN(200_000))
	case 4:
		return "\xc3\x28"
	case 5:
		return "'; DROP TABLE tasks; --"
	case 6:
		return "../../etc/passwd"
	case 7:
		return "\u2028\u0001\u001f\ufffd\U0010ffff"
	case 8:
		return "http://127.0.0.1:1/x"
	case 9:
		return "data:image/png;base64,!!!!"
	case 10:
		return "data:image/png;base64,iVBORw0KGgo="
	case 11:
		return strings.Repeat(" ", g.rng.IntN(50))
	case 12:
		return "\xed\xa0\x80" // a UTF-16 surrogate written as UTF-8: invalid
	default:
		return g.pick([]string{"계약 해지 시 보증금은 30일 이내에 반환한다.", "깨진 유리컵", "ko", "en", "clause-starter", "u1", "an empty can"})
	}
}

// junkValue is a JSON value of any type, sometimes deeply nested.
func (g *fuzzGen) junkValue(depth int) any {
	switch g.rng.IntN(10) {
	case 0:
		return nil
	case 1:
		return g.rng.IntN(2) == 0
	case 2:
		return []float64{-1, 0, 1e308, -1e308, 9007199254740993, 0.5}[g.rng.IntN(6)]
	case 3:
		if depth < 3 {
			return []any{g.junkValue(depth + 1), g.junkString()}
		}
		return []any{}
	case 4:
		if depth < 3 {
			return map[string]any{g.junkString(): g.junkValue(depth + 1)}
		}
		return map[string]any{}
	default:
		return g.junkString()
	}
}

// validBody is a plausible JSON body for the route.
func (g *fuzzGen) validBody(path string) map[string]any {
	switch path {
	case "/v1/clause/analyze":
		if g.rng.IntN(2) == 0 {
			return map[string]any{"text": "제1조 임차인은 임대인의 동의 없이 전대할 수 없다.\n제2조 보증금은 30일 이내에 반환한다."}
		}
		return map[string]any{"clauses": []string{"The supplier shall indemnify the buyer.", "계약 해지 시 보증금은 반환한다."}, "lang": "ko"}
	case "/v1/knowledge/documents":
		return map[string]any{"corpus": "fuzz-" + strconv.Itoa(g.rng.IntN(3)), "name": "doc.txt", "content": "제1조 목적. 이 약관은 임대차에 관한 사항을 정한다."}
	case "/v1/scan/classify":
		return map[string]any{"user_id": g.pick(g.userIDs), "user_input": "플라스틱 페트병"}
	}
	return map[string]any{"x": 1}
}

// jsonBody mutates a valid body: wrong types, hostile strings, unknown
// fields, deep nesting, truncation, not JSON at all.
func (g *fuzzGen) jsonBody(path string) []byte {
	m := g.validBody(path)
	for n := g.rng.IntN(3); n > 0; n-- {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if len(keys) == 0 {
			keys = append(keys, "text")
		}
		switch g.rng.IntN(4) {
		case 0:
			m[g.pick(keys)] = g.junkValue(0)
		case 1:
			m[g.pick(keys)] = g.junkString()
		case 2:
			m[g.junkString()] = g.junkValue(0)
		case 3:
			delete(m, g.pick(keys))
		}
	}
	b, _ := json.Marshal(m)
	switch g.rng.IntN(12) {
	case 0:
		return b[:g.rng.IntN(len(b)+1)] // truncated
	case 1:
		d := 1 + g.rng.IntN(100_000)
		return []byte(strings.Repeat("[", d) + strings.Repeat("]", d))
	case 2:
		return bytes.Replace(b, []byte(`"`), []byte(`"\u0000`), 1)
	case 3:
		return bytes.Replace(b, []byte(`":"`), []byte(`":"\ud800\udfff\ud800`), 1)
	case 4:
		return []byte(g.pick([]string{"", "null", "[]", "0", `"x"`, "{}{}", "{\"text\":\"a\"} junk", "\xff"}))
	case 5:
		return append(b, b...)
	}
	return b
}

// junkImage is the bytes of an "image": empty, random, a PNG header only,
// or a tiny real-looking GIF.
func (g *fuzzGen) junkImage() []byte {
	switch g.rng.IntN(5) {
	case 0:
		return nil
	case 1:
		b := make([]byte, g.rng.IntN(4096))
		for i := range b {
			b[i] = byte(g.rng.IntN(256))
		}
		return b
	case 2:
		return []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR")
	case 3:
		return []byte("GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
	}
	return []byte("제1조 목적. 임차인은 전대할 수 없다.\n")
}

// multipartBody is a form for an upload route with hostile parts; it
// returns the body and its Content-Type.
func (g *fuzzGen) multipartBody(path string) ([]byte, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	fields := map[string][]string{
		"/v1/clause/analyze":      {"lang", "corpus"},
		"/v1/knowledge/documents": {"corpus", "name"},
		"/v1/scan/classify":       {"user_id", "user_input", "image_url", "callback_url"},
	}[path]
	for _, f := range fields {
		if g.rng.IntN(4) > 0 {
			v := g.junkString()
			if g.rng.IntN(2) == 0 {
				v = fmt.Sprint(g.validBody(path)[f])
			}
			_ = w.WriteField(f, v)
		}
	}
	if g.rng.IntN(5) == 0 {
		_ = w.WriteField(g.junkString(), g.junkString())
	}
	for n := g.rng.IntN(3); n > 0; n-- {
		name := g.pick([]string{"file", "image", "file", g.junkString()})
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, name, g.pick([]string{"a.txt", "a.png", "", "\x00.txt", "\xff.jpg", strings.Repeat("n", 5000)})))
		h.Set("Content-Type", g.pick([]string{"text/plain", "image/png", "image/jpeg", "application/octet-stream", "", "text/plain; charset=euc-kr", "x/\x01"}))
		p, err := w.CreatePart(h)
		if err == nil {
			_, _ = p.Write(g.junkImage())
		}
	}
	_ = w.Close()
	b, ct := buf.Bytes(), w.FormDataContentType()
	switch g.rng.IntN(10) {
	case 0:
		b = b[:g.rng.IntN(len(b)+1)] // cut mid-part
	case 1:
		ct = "multipart/form-data" // no boundary
	case 2:
		ct = "multipart/form-data; boundary=wrong"
	}
	return b, ct
}

// pathParam is an {id}: a real one, a random UUID, or a malformed one.
func (g *fuzzGen) pathParam(path string) string {
	real := g.taskIDs
	switch {
	case strings.HasPrefix(path, "/v1/batches/"):
		real = g.batchIDs
	case strings.HasPrefix(path, "/v1/users/"):
		real = g.userIDs
	}
	switch g.rng.IntN(14) {
	case 0, 1, 2, 3:
		return g.pick(real)
	case 4:
		return fmt.Sprintf("%08x-%04x-4%03x-8%03x-%012x", g.rng.Uint32(), g.rng.IntN(1<<16), g.rng.IntN(1<<12), g.rng.IntN(1<<12), g.rng.Uint64()&(1<<48-1))
	case 5:
		return "00000000-0000-0000-0000-000000000000"
	case 6:
		return strings.ToUpper(g.pick(real))
	case 7:
		return "{" + g.pick(real) + "}"
	case 8:
		return "-1"
	case 9:
		return "%00"
	case 10:
		return "%FF%FE"
	case 11:
		return strings.Repeat("9", 1+g.rng.IntN(5000))
	case 12:
		return "not-a-uuid"
	}
	return "%2e%2e%2f" + g.pick(real)
}

// query is a query string for the route: the list's parameters with good
// and bad values, or hostile keys.
func (g *fuzzGen) query(params []string) string {
	if g.rng.IntN(3) == 0 {
		return ""
	}
	var parts []string
	for n := 1 + g.rng.IntN(4); n > 0; n-- {
		k := "x"
		if len(params) > 0 && g.rng.IntN(4) > 0 {
			k = g.pick(params)
		}
		v := g.pick([]string{
			"%00", "%FF", "%C3%28", "-1", "0", "1", "100", "1000000", "99999999999999999999", "abc",
			"SUCCESS", "PENDING", "nope", "clause", "scan", "2024-01-01T00:00:00Z", "0001-01-01T00:00:00Z",
			"9999-12-31T23:59:59Z", "10000-01-01T00:00:00Z", "-292277022657-01-27T08:29:52Z", "1e9",
			"MjAyNC0wMS0wMVQwMDowMDowMFp8MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAw",
			"eyJ0IjoxfQ", "%%", "a%2", strings.Repeat("z", 1+g.rng.IntN(20000)), "%E0%80%80",
		})
		if g.rng.IntN(8) == 0 && len(g.taskIDs) > 0 {
			v = g.pick(g.batchIDs)
		}
		parts = append(parts, k+"="+v)
	}
	if g.rng.IntN(10) == 0 {
		parts = append(parts, "&&=&", "%00=1", ";;")
	}
	return strings.Join(parts, "&")
}

// next is one request for a route.
func (g *fuzzGen) next(r fuzzRoute, params []string) fuzzReq {
	q := fuzzReq{Method: r.Method, Path: r.Path, Header: map[string]string{}}
	if strings.Contains(q.Path, "{id}") {
		q.Path = strings.ReplaceAll(q.Path, "{id}", g.pathParam(r.Path))
	}
	q.Query = g.query(params)
	switch g.rng.IntN(12) {
	case 0: // no auth
	case 1:
		q.Header["Authorization"] = g.pick([]string{"Bearer", "Bearer ", "Bearer wrong", "Basic dXNlcjpwYXNz", "bearer " + g.token, "Bearer " + g.token + "\t", "Bearer " + strings.Repeat("t", 8000), "Bearer \xff"})
	default:
		q.Header["Authorization"] = "Bearer " + g.token
	}
	if g.rng.IntN(12) == 0 { // a method the route doesn't take
		q.Method = g.pick([]string{"PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", map[string]string{"GET": "POST", "POST": "GET"}[r.Method]})
	}
	if r.Method == "POST" {
		if g.rng.IntN(3) == 0 {
			q.Header["Idempotency-Key"] = g.pick([]string{"k-" + strconv.Itoa(g.rng.IntN(20)), "", " ", "\t", "\xff", strings.Repeat("k", 256), strings.Repeat("k", 255), "same", "é"})
		}
		switch {
		case r.Multipart && g.rng.IntN(2) == 0:
			q.Body, q.Header["Content-Type"] = g.multipartBody(r.Path)
		case r.JSON:
			q.Body = g.jsonBody(r.Path)
			q.Header["Content-Type"] = g.pick([]string{"application/json", "application/json", "application/json; charset=utf-8", "text/plain", "", "application/x-www-form-urlencoded", "multipart/form-data"})
		default:
			if g.rng.IntN(3) == 0 {
				q.Body = g.jsonBody("")
				q.Header["Content-Type"] = "application/json"
			}
		}
	}
	if g.rng.IntN(25) == 0 {
		q.Header[g.pick([]string{"Accept", "Last-Event-ID", "X-Request-ID", "Content-Encoding"})] = g.pick([]string{"\xff", "-1", "text/event-stream", "gzip", strings.Repeat("h", 4000)})
	}
	return q
}

// send sends one request; an SSE stream that opened is closed at once.
func fuzzSend(ctx context.Context, client *http.Client, base string, q fuzzReq) (int, string, error) {
	var body io.Reader
	if q.Body != nil {
		body = bytes.NewReader(q.Body)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, q.Method, base, body)
	if err != nil {
		return 0, "", err
	}
	// The path and query go as written (malformed escapes included).
	req.URL.Opaque, req.URL.RawQuery = q.Path, q.Query
	for k, v := range q.Header {
		req.Header[k] = []string{v}
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	var code string
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/problem+json") || resp.StatusCode >= 400 {
		var p struct {
			Code string `json:"code"`
		}
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
		_ = json.Unmarshal(b, &p)
		code = p.Code
	}
	return resp.StatusCode, code, nil
}

// minimise drops parts of a request that gave a 5xx while it still does.
func fuzzMinimise(ctx context.Context, client *http.Client, base string, q fuzzReq, bad func(int) bool) fuzzReq {
	still := func(c fuzzReq) bool {
		st, _, err := fuzzSend(ctx, client, base, c)
		return err == nil && bad(st)
	}
	for changed := true; changed; {
		changed = false
		var tries []fuzzReq
		if q.Query != "" {
			c := q
			c.Query = ""
			tries = append(tries, c)
		}
		for k := range q.Header {
			c := q
			c.Header = map[string]string{}
			for k2, v := range q.Header {
				if k2 != k {
					c.Header[k2] = v
				}
			}
			tries = append(tries, c)
		}
		if len(q.Body) > 1 {
			c := q
			c.Body = q.Body[:len(q.Body)/2]
			tries = append(tries, c)
		}
		for _, c := range tries {
			if still(c) {
				q, changed = c, true
				break
			}
		}
	}
	return q
}

func TestFuzzHTTP(t *testing.T) {
	seed := uint64(envInt("FUZZ_SEED", 1))
	total := envInt("FUZZ_REQUESTS", 10000)
	clients := envInt("FUZZ_CLIENTS", 8)
	deadline := envDuration("FUZZ_DEADLINE", 5*time.Minute)
	began := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), deadline+2*time.Minute)
	defer cancel()

	r := newChaosRun(ctx, t, "fuzz")
	pg := r.cluster
	api := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	r.start("serve", fmt.Sprintf("serve --database-url %s --no-workers --auto-migrate --ingest-starter --listen %s --log-level error", r.url, api))
	base := "http://" + api
	client := &http.Client{Timeout: 40 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	waitStatus(ctx, t, client, base+"/readyz", http.StatusOK, "the API never became ready")

	// An admin token, made by `baton token create` as an operator would.
	cmd := exec.CommandContext(ctx, os.Args[0])
	cmd.Env = append(os.Environ(), childEnv+"=token create --name fuzz --admin --output json --database-url "+r.url)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("token create: %v: %s", err, out)
	}
	var tok createdToken
	if err := json.Unmarshal(out, &tok); err != nil {
		t.Fatalf("token create: %v: %s", err, out)
	}
	g := &fuzzGen{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), token: tok.Secret}
	// Wait out the token cache: an unauthenticated request is refused.
	waitStatus(ctx, t, client, base+"/v1/tasks", http.StatusUnauthorized, "the token never took effect")

	// Real ids to aim at: tasks, batches and users made by valid requests.
	g.userIDs = []string{"u1", "u2", "fuzz-user"}
	auth := map[string]string{"Authorization": "Bearer " + tok.Secret, "Content-Type": "application/json"}
	for i, p := range []string{"/v1/clause/analyze", "/v1/scan/classify", "/v1/clause/analyze", "/v1/scan/classify"} {
		b, _ := json.Marshal(g.validBody(p))
		req, _ := http.NewRequestWithContext(ctx, "POST", base+p, bytes.NewReader(b))
		for k, v := range auth {
			req.Header.Set(k, v)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			TaskID  string `json:"task_id"`
			BatchID string `json:"batch_id"`
			Tasks   []struct {
				ID string `json:"id"`
			} `json:"tasks"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&v)
		resp.Body.Close()
		if resp.StatusCode != http.StatusAccepted {
			t.Fatalf("seed request %d %s: %d", i, p, resp.StatusCode)
		}
		if v.TaskID != "" {
			g.taskIDs = append(g.taskIDs, v.TaskID)
		}
		if v.BatchID != "" {
			g.batchIDs = append(g.batchIDs, v.BatchID)
		}
		for _, x := range v.Tasks {
			g.taskIDs = append(g.taskIDs, x.ID)
		}
	}
	if len(g.taskIDs) == 0 || len(g.batchIDs) == 0 {
		t.Fatalf("no ids from the seed requests: %v %v", g.taskIDs, g.batchIDs)
	}

	// The routes, from the server's own /openapi.json.
	resp, err := client.Get(base + "/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	var spec struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				Name string `json:"name"`
				In   string `json:"in"`
			} `json:"parameters"`
			RequestBody struct {
				Content map[string]any `json:"content"`
			} `json:"requestBody"`
		} `json:"paths"`
	}
	err = json.NewDecoder(resp.Body).Decode(&spec)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	var routes []fuzzRoute
	params := map[string][]string{}
	for path, ops := range spec.Paths {
		for m, op := range ops {
			m = strings.ToUpper(m)
			if m != "GET" && m != "POST" && m != "PUT" && m != "PATCH" && m != "DELETE" {
				continue
			}
			_, mp := op.RequestBody.Content["multipart/form-data"]
			_, js := op.RequestBody.Content["application/json"]
			rt := fuzzRoute{Method: m, Path: path, Multipart: mp, JSON: js}
			routes = append(routes, rt)
			for _, p := range op.Parameters {
				if p.In == "query" {
					params[rt.key()] = append(params[rt.key()], p.Name)
				}
			}
		}
	}
	sort.Slice(routes, func(i, j int) bool { return routes[i].key() < routes[j].key() })
	if len(routes) < 10 {
		t.Fatalf("only %d routes in /openapi.json", len(routes))
	}

	// The requests, made up front from the seed so a run is reproducible
	// whatever order the clients send them in.
	reqs := make([]fuzzReq, total)
	for i := range reqs {
		rt := routes[i%len(routes)]
		reqs[i] = g.next(rt, params[rt.key()])
	}
	type result struct {
		i      int
		status int
		err    error
	}
	results := make([]result, total)
	fuzzCtx, fuzzCancel := context.WithTimeout(ctx, deadline)
	defer fuzzCancel()
	var wg sync.WaitGroup
	work := make(chan int)
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				st, _, err := fuzzSend(fuzzCtx, client, base, reqs[i])
				results[i] = result{i: i, status: st, err: err}
			}
		}()
	}
	sent := 0
feed:
	for i := range reqs {
		select {
		case work <- i:
			sent++
		case <-fuzzCtx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()

	byStatus := map[string]int{}
	covered := map[string]bool{}
	var bad []int
	transport := 0
	for _, res := range results[:sent] {
		if res.err != nil {
			transport++
			byStatus["error"]++
			if transport <= 5 {
				t.Logf("fuzz: transport error on #%d: %v\n%s", res.i, res.err, reqs[res.i])
			}
			continue
		}
		byStatus[strconv.Itoa(res.status)]++
		covered[routes[res.i%len(routes)].key()] = true
		if res.status >= 500 && res.status != http.StatusServiceUnavailable {
			bad = append(bad, res.i)
		}
	}
	is5xx := func(st int) bool { return st >= 500 && st != http.StatusServiceUnavailable }
	for n, i := range bad {
		if n >= 10 {
			break
		}
		m := fuzzMinimise(ctx, client, base, reqs[i], is5xx)
		t.Errorf("fuzz: request #%d answered %d; minimised:\n%s", i, results[i].status, m)
	}

	// The outage: PostgreSQL stopped, every /v1 route that needs the
	// database must answer 503
	// DATABASE_UNAVAILABLE (a valid request, a random id, a fresh
	// Idempotency-Key so nothing is answered from memory).
	if err := pg.run(ctx, "pg_ctl", "stop", "-D", pg.data, "-m", "fast", "-w", "-s"); err != nil {
		t.Fatal(err)
	}
	outage := map[string]int{}
	outageBad := 0
	for round := range 3 {
		for _, rt := range routes {
			// GET /v1/scan/config reads the process's settings, not the
			// database: it rightly answers 200 during an outage.
			if !strings.HasPrefix(rt.Path, "/v1/") || rt.Path == "/v1/scan/config" {
				continue
			}
			q := fuzzReq{Method: rt.Method, Path: strings.ReplaceAll(rt.Path, "{id}", g.pathParam("/v1/tasks/")), Header: map[string]string{"Authorization": "Bearer " + tok.Secret}}
			if strings.HasPrefix(rt.Path, "/v1/users/") {
				q.Path = strings.ReplaceAll(rt.Path, "{id}", "u1")
			} else {
				q.Path = strings.ReplaceAll(rt.Path, "{id}", g.taskIDs[round%len(g.taskIDs)])
				if strings.HasPrefix(rt.Path, "/v1/batches/") {
					q.Path = strings.ReplaceAll(rt.Path, "{id}", g.batchIDs[0])
				}
			}
			if rt.Method == "POST" {
				q.Header["Idempotency-Key"] = fmt.Sprintf("outage-%d-%s", round, rt.Path)
				if rt.JSON {
					q.Body, _ = json.Marshal(g.validBody(rt.Path))
					q.Header["Content-Type"] = "application/json"
				}
			}
			st, code, err := fuzzSend(ctx, client, base, q)
			k := strconv.Itoa(st) + " " + code
			if err != nil {
				k = "error"
			}
			outage[k]++
			if err != nil || st != http.StatusServiceUnavailable || code != "DATABASE_UNAVAILABLE" {
				outageBad++
				t.Errorf("fuzz: with PostgreSQL stopped, %s %s answered %d %q (%v)", q.Method, q.Path, st, code, err)
			}
		}
	}
	if err := pg.serverStart(ctx); err != nil {
		t.Fatal(err)
	}
	recovered := time.Now()
	waitStatus(ctx, t, client, base+"/readyz", http.StatusOK, "the API never recovered after PostgreSQL started")
	st, _, err := fuzzSend(ctx, client, base, fuzzReq{Method: "GET", Path: "/v1/tasks/" + g.taskIDs[0], Header: map[string]string{"Authorization": "Bearer " + tok.Secret}})
	if err != nil || st != http.StatusOK {
		t.Errorf("fuzz: after PostgreSQL started, GET a task answered %d (%v)", st, err)
	}

	missing := []string{}
	for _, rt := range routes {
		if !covered[rt.key()] {
			missing = append(missing, rt.key())
		}
	}
	summary := map[string]any{
		"seed": seed, "requests": sent, "planned": total, "by_status": byStatus, "http_500s": len(bad),
		"transport_errors": transport, "routes": len(routes), "routes_covered": len(routes) - len(missing),
		"outage_requests": func() int {
			n := 0
			for _, v := range outage {
				n += v
			}
			return n
		}(),
		"outage_by_answer": outage, "outage_not_503": outageBad,
		"recovered_s": time.Since(recovered).Seconds(), "seconds": time.Since(began).Seconds(),
	}
	js, _ := json.Marshal(summary)
	fmt.Printf("FUZZ_SUMMARY %s\n", js)
	switch {
	case sent < total:
		t.Errorf("fuzz: only %d of %d requests sent within %s", sent, total, deadline)
	case len(missing) > 0:
		t.Errorf("fuzz: routes never answered: %v", missing)
	}
}
