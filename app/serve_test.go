package app

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

// syncBuffer is a log sink that serve writes and the test reads at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

var readyLine = regexp.MustCompile(`Baton is ready: open (http://127\.0\.0\.1:\d+)`)

// A newcomer's first `baton serve`: one line says which address to open,
// the operator is told photos are not looked at, no noop queue is worked,
// and the page can learn the same from GET /v1/scan/config.
func TestServeFirstStart(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out syncBuffer
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() {
		root := NewRootCommand(&out, &out)
		root.SetArgs(strings.Fields("serve --listen 127.0.0.1:0 --log-format text --database-url " + url))
		done <- root.ExecuteContext(ctx)
	}()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	}()
	var page string
	storetest.WaitFor(t, 30*time.Second, "the ready line", func() bool {
		m := readyLine.FindStringSubmatch(out.String())
		if m != nil {
			page = m[1]
		}
		return m != nil
	})
	if n := strings.Count(out.String(), "Baton is ready"); n != 1 {
		t.Errorf("the ready line appears %d times", n)
	}
	log := out.String()
	if !strings.HasPrefix(log, "time=") {
		t.Errorf("--log-format text wrote %q", log[:min(len(log), 80)])
	}
	if !strings.Contains(log, "scan photos are not looked at") {
		t.Errorf("no note that the embedded vision ignores photos:\n%s", log)
	}
	if strings.Contains(log, "noop_s1") {
		t.Errorf("serve works the noop queues:\n%s", log)
	}

	res, err := http.Get(page + "/v1/scan/config")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var cfg web.ScanConfig
	if err := json.NewDecoder(res.Body).Decode(&cfg); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET /v1/scan/config: %d %v", res.StatusCode, err)
	}
	if cfg.Vision != "embedded" || cfg.ReadsPhotos {
		t.Errorf("scan config %+v, want the embedded vision that reads no photos", cfg)
	}
}
