package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

func TestIsUnavailable(t *testing.T) {
	t.Parallel()
	op := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}
	for _, tt := range []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"no rows", pgx.ErrNoRows, false},
		{"not found", ErrNotFound, false},
		{"unique violation", &pgconn.PgError{Code: "23505"}, false},
		{"nul in text", &pgconn.PgError{Code: "22P05"}, false},
		{"deadline", context.DeadlineExceeded, false},
		{"connection failure", &pgconn.PgError{Code: "08006"}, true},
		{"admin shutdown", fmt.Errorf("store: x: %w", &pgconn.PgError{Code: "57P01"}), true},
		{"crash shutdown", &pgconn.PgError{Code: "57P02"}, true},
		{"cannot connect now", &pgconn.PgError{Code: "57P03"}, true},
		{"query canceled", &pgconn.PgError{Code: "57014"}, false},
		{"dial", fmt.Errorf("store: x: %w", op), true},
		{"unexpected eof", fmt.Errorf("read: %w", io.ErrUnexpectedEOF), true},
	} {
		if got := IsUnavailable(tt.err); got != tt.want {
			t.Errorf("%s: IsUnavailable = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestIsUnavailableConnect dials a closed loopback port through pgx.
func TestIsUnavailableConnect(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	_, err = pgx.Connect(t.Context(), "postgres://baton@"+addr+"/x?sslmode=disable&connect_timeout=5")
	if !IsUnavailable(err) {
		t.Fatalf("%v: not classified as unavailable", err)
	}
	var e *pgconn.ConnectError
	if !errors.As(err, &e) || !unavailableText(err.Error()) {
		t.Fatalf("%T %v", err, err)
	}
}

func TestOutageLogHandler(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	h := OutageLogHandler(slog.NewTextHandler(&buf, nil), 10*time.Second)
	log := slog.New(h).With("queue", "q")
	at := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	emit := func(d time.Duration, level slog.Level, msg string, attrs ...slog.Attr) {
		r := slog.NewRecord(at.Add(d), level, msg, 0)
		r.AddAttrs(attrs...)
		if err := log.Handler().Handle(context.Background(), r); err != nil {
			t.Fatal(err)
		}
	}
	river := slog.String("err", "FATAL: terminating connection due to administrator command (SQLSTATE 57P01)")
	ours := slog.Any("error", fmt.Errorf("store: x: %w", &pgconn.PgError{Code: "08006"}))
	for i := range 100 {
		emit(time.Duration(i)*50*time.Millisecond, slog.LevelError, "producer: Error fetching jobs", river) // 0 .. 4.95 s
	}
	emit(6*time.Second, slog.LevelWarn, "heartbeat failed", ours)
	emit(7*time.Second, slog.LevelError, "something else", slog.String("err", "syntax error (SQLSTATE 42601)"))
	emit(8*time.Second, slog.LevelInfo, "info passes", ours)
	emit(11*time.Second, slog.LevelError, "producer: Error fetching jobs", river)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4:\n%s", len(lines), buf.String())
	}
	for i, want := range []string{
		`msg="database unavailable" queue=q during="producer: Error fetching jobs" suppressed=0`,
		`msg="something else"`,
		`msg="info passes"`,
		`msg="database unavailable" queue=q during="producer: Error fetching jobs" suppressed=100`,
	} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d = %s, want %s", i, lines[i], want)
		}
	}
}
