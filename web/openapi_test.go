package web

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// pendingRoutes are described in openapi.json but not built yet. Whoever
// adds one of these routes removes it from here (the test says so).
var pendingRoutes = []string{}

// documentedOutsideV1 are the routes outside /v1 that are API too; other
// routes outside /v1 (the web page, /riverui/) are not described.
var documentedOutsideV1 = []string{"/healthz", "/readyz", "/metrics", "/openapi.json"}

var ginParam = regexp.MustCompile(`[:*]([A-Za-z_][A-Za-z0-9_]*)`)

// openAPIPath turns gin's /v1/tasks/:id into OpenAPI's /v1/tasks/{id}.
func openAPIPath(p string) string { return ginParam.ReplaceAllString(p, "{$1}") }

type openAPIOp struct {
	OperationID string            `json:"operationId"`
	Parameters  []json.RawMessage `json:"parameters"`
	Responses   map[string]any    `json:"responses"`
}

type openAPIParam struct {
	Ref  string `json:"$ref"`
	Name string `json:"name"`
	In   string `json:"in"`
}

type openAPIDocument struct {
	OpenAPI    string                          `json:"openapi"`
	Paths      map[string]map[string]openAPIOp `json:"paths"`
	Components struct {
		Parameters map[string]openAPIParam `json:"parameters"`
	} `json:"components"`
}

func TestOpenAPICoversRoutes(t *testing.T) {
	t.Parallel()
	var doc openAPIDocument
	if err := json.Unmarshal(openAPIDoc, &doc); err != nil {
		t.Fatalf("web/openapi.json is not valid JSON: %v", err)
	}
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi = %q, want 3.1.0", doc.OpenAPI)
	}
	s := &Server{}
	routes := map[string]bool{}
	for _, r := range s.Handler().(*gin.Engine).Routes() {
		if !strings.HasPrefix(r.Path, "/v1/") && !slices.Contains(documentedOutsideV1, r.Path) {
			continue
		}
		routes[r.Method+" "+openAPIPath(r.Path)] = true
	}

	for r := range routes {
		method, path, _ := strings.Cut(r, " ")
		if _, ok := doc.Paths[path][strings.ToLower(method)]; !ok {
			t.Errorf("route %s is not described in web/openapi.json: add under \"paths\":\n"+
				"  %q: {%q: {\"operationId\": \"...\", \"tags\": [...], \"summary\": \"...\", \"parameters\": [...], \"responses\": {\"200\": {...}}}}\n"+
				"(see \"/v1/tasks/{id}\" for the shape; reuse #/components/parameters/id and #/components/responses/*)", r, path, strings.ToLower(method))
		}
		if slices.Contains(pendingRoutes, r) {
			t.Errorf("route %s exists now: remove it from pendingRoutes in web/openapi_test.go (and check its description in web/openapi.json matches what you built)", r)
		}
	}

	opIDs := map[string]string{}
	for path, ops := range doc.Paths {
		for method, op := range ops {
			r := strings.ToUpper(method) + " " + path
			if !routes[r] && !slices.Contains(pendingRoutes, r) {
				t.Errorf("web/openapi.json describes %s, which is no route: remove it, or add %q to pendingRoutes in web/openapi_test.go if it is coming", r, r)
			}
			if op.OperationID == "" {
				t.Errorf("%s has no operationId", r)
			} else if prev, dup := opIDs[op.OperationID]; dup {
				t.Errorf("operationId %q used by %s and %s", op.OperationID, prev, r)
			}
			opIDs[op.OperationID] = r
			if len(op.Responses) == 0 {
				t.Errorf("%s has no responses", r)
			}
			// Every {param} of the path is declared as a path parameter.
			declared := map[string]bool{}
			for _, raw := range op.Parameters {
				var p openAPIParam
				if err := json.Unmarshal(raw, &p); err != nil {
					t.Fatal(err)
				}
				if name, ok := strings.CutPrefix(p.Ref, "#/components/parameters/"); ok {
					var found bool
					if p, found = doc.Components.Parameters[name]; !found {
						t.Errorf("%s refers to missing parameter %s", r, p.Ref)
					}
				}
				if p.In == "path" {
					declared[p.Name] = true
				}
			}
			for _, m := range regexp.MustCompile(`\{([^}]+)\}`).FindAllStringSubmatch(path, -1) {
				if !declared[m[1]] {
					t.Errorf("%s does not declare its path parameter %q", r, m[1])
				}
			}
		}
	}
	if t.Failed() {
		t.Log(fmt.Sprintf("routes: %d, described paths: %d", len(routes), len(doc.Paths)))
	}
}

func TestOpenAPIServed(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	w := b.do(t, req{method: "GET", path: "/openapi.json", remote: "192.0.2.1:1"})
	wantStatus(t, w, 200, "")
	if !json.Valid(w.Body.Bytes()) || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		t.Fatalf("not JSON: %s", w.Header().Get("Content-Type"))
	}
}
