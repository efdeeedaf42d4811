package pipeline

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

func TestRiverLoggerLowersInfoToDebug(t *testing.T) {
	var buf bytes.Buffer
	log := riverLogger(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo})))
	log.Info("producer: Producer job counts")
	log.With("queue", "scan_vision").Warn("producer: slow fetch")
	log.Error("client: failed")
	out := buf.String()
	if strings.Contains(out, "Producer job counts") {
		t.Errorf("River's INFO shown at level info:\n%s", out)
	}
	if !strings.Contains(out, "level=WARN") || !strings.Contains(out, "queue=scan_vision") || !strings.Contains(out, "level=ERROR") {
		t.Errorf("River's warnings and errors lost:\n%s", out)
	}

	buf.Reset()
	log = riverLogger(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	log.Info("producer: Producer job counts")
	if !strings.Contains(buf.String(), "level=DEBUG") || !strings.Contains(buf.String(), "Producer job counts") {
		t.Errorf("River's INFO at level debug: %q, want it as DEBUG", buf.String())
	}
}
