package web

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store/storetest"
)

func TestUploadSlots(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{NoIngest: true})
	srv := &Server{Engine: b.Engine, Store: b.Store, Log: slog.New(slog.DiscardHandler), Scan: b.Intake,
		UploadsMax: 1, UploadWait: 50 * time.Millisecond}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	post := func(body io.Reader, length int64) *http.Response {
		req, err := http.NewRequest(http.MethodPost, ts.URL+"/v1/scan/classify", body)
		if err != nil {
			t.Error(err)
			return nil
		}
		req.Header.Set("Content-Type", "application/json")
		req.ContentLength = length
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			return nil
		}
		io.Copy(io.Discard, resp.Body) //nolint:errcheck // the status is what matters
		resp.Body.Close()
		return resp
	}
	// A chunked upload that has not finished holds the only slot.
	pr, pw := io.Pipe()
	t.Cleanup(func() { pw.CloseWithError(io.ErrUnexpectedEOF) }) // before ts.Close, which waits for it
	first := make(chan *http.Response, 1)
	go func() { first <- post(pr, -1) }()
	pw.Write([]byte(`{"user_input":`)) //nolint:errcheck // read by the server
	storetest.WaitFor(t, 10*time.Second, "the first upload to hold a slot", func() bool { return len(srv.uploads) == 1 })

	big := `{"user_input":"` + strings.Repeat("a", 2<<20) + `"}`
	resp := post(strings.NewReader(big), int64(len(big)))
	if resp == nil || resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a second upload: %v, want 503 with Retry-After", resp)
	}
	// Small bodies don't queue behind uploads.
	if resp := post(strings.NewReader(`{"user_input":"plastic bottle"}`), 31); resp == nil || resp.StatusCode != http.StatusAccepted {
		t.Fatalf("a small request: %v, want 202", resp)
	}
	pw.Write([]byte(`"bottle"}`)) //nolint:errcheck // read by the server
	pw.Close()
	if resp := <-first; resp == nil || resp.StatusCode != http.StatusAccepted {
		t.Fatalf("the first upload: %v, want 202", resp)
	}
	// The slot is free again: a large body is read (and refused on its own merits).
	resp = post(bytes.NewReader([]byte(big)), int64(len(big)))
	if resp == nil || resp.StatusCode == http.StatusServiceUnavailable {
		t.Fatalf("after the first upload: %v", resp)
	}
}
