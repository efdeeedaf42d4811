package app

import (
	"bytes"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/baton-dev/baton/store/storetest"
)

// --log-format auto writes JSON where no person reads (a pipe, a file) and
// explicit formats are kept.
func TestNewLoggerFormats(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	log, err := newLogger(f, "info", LogFormatDefault)
	if err != nil {
		t.Fatal(err)
	}
	log.Info("hello")
	data, _ := os.ReadFile(f.Name())
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil || rec["msg"] != "hello" {
		t.Errorf("auto into a file wrote %q, want a JSON record", data)
	}

	var buf bytes.Buffer
	log, _ = newLogger(&buf, "info", "text")
	log.Info("hello")
	if !strings.HasPrefix(buf.String(), "time=") || !strings.Contains(buf.String(), "msg=hello") {
		t.Errorf("text wrote %q", buf.String())
	}
	buf.Reset()
	log, _ = newLogger(&buf, "info", "json")
	log.Info("hello")
	if !strings.HasPrefix(buf.String(), "{") {
		t.Errorf("json wrote %q", buf.String())
	}
	if _, err := newLogger(&buf, "info", "yaml"); err == nil || !strings.Contains(err.Error(), "auto, json or text") {
		t.Errorf("--log-format yaml: %v", err)
	}
}

func TestPageURL(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:8080": "http://127.0.0.1:8080",
		"0.0.0.0:80":     "http://127.0.0.1:80",
		"[::]:8080":      "http://127.0.0.1:8080",
		"[::1]:8080":     "http://[::1]:8080",
		"10.0.0.5:9000":  "http://10.0.0.5:9000",
	} {
		tcp, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := pageURL(tcp); got != want {
			t.Errorf("pageURL(%s) = %s, want %s", addr, got, want)
		}
	}
}

// A one-shot command at the default level prints what it was asked for
// and no log lines: River's migrator, run on the way to every command's
// database, used to say "No migrations to apply" at INFO each time.
func TestOneShotCommandLogsNothingAtInfo(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	out, errOut, err := runBaton(t, "token", "list", "--database-url", url, "--log-format", "text")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "ID") || errOut != "" {
		t.Errorf("token list wrote %q to stdout and %q to stderr, want the table and no log lines", out, errOut)
	}
	_, errOut, err = runBaton(t, "token", "list", "--database-url", url, "--log-format", "text", "--log-level", "debug")
	if err != nil || !strings.Contains(errOut, "level=DEBUG") || !strings.Contains(errOut, "rivermigrate") {
		t.Errorf("token list at debug: %v, stderr %q, want River's migrator note at DEBUG", err, errOut)
	}
}
