package store

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// IsUnavailable reports whether err means the database can't be reached
// (not that a statement was wrong): a failed connect, a network error, a
// connection that died mid-statement, SQLSTATE class 08 (connection
// exception), or 57P01/57P02/57P03 (admin or crash shutdown, cannot
// connect now). It is the one place that classifies an outage; the API
// answers it 503 DATABASE_UNAVAILABLE and the logs collapse it
// (OutageLogHandler).
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	if _, ok := errors.AsType[*pgconn.ConnectError](err); ok {
		return true
	}
	if pe, ok := errors.AsType[*pgconn.PgError](err); ok {
		return unavailableCode(pe.Code)
	}
	// Socket errors only: net.Error would also take context deadlines.
	if _, ok := errors.AsType[*net.OpError](err); ok {
		return true
	}
	if _, ok := errors.AsType[*net.DNSError](err); ok {
		return true
	}
	return errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "conn closed")
}

func unavailableCode(code string) bool {
	return strings.HasPrefix(code, "08") || code == "57P01" || code == "57P02" || code == "57P03"
}

// unavailableText is IsUnavailable for an error already turned into text,
// as River logs its own ("err": "...").
func unavailableText(s string) bool {
	if i := strings.Index(s, "(SQLSTATE "); i >= 0 && len(s) >= i+15 {
		return unavailableCode(s[i+10 : i+15])
	}
	for _, m := range []string{"failed to connect to", "connection refused", "conn closed", "connection reset",
		"broken pipe", "unexpected EOF", "no such host", "i/o timeout"} {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

// OutageLogEveryDefault is how often OutageLogHandler lets a record about
// an unreachable database through.
const OutageLogEveryDefault = 10 * time.Second

// OutageLogHandler wraps a slog.Handler so records at warn level and above
// whose "error" or "err" attribute is an outage (IsUnavailable, or River's
// text of one) pass at most once per interval, as "database unavailable"
// with the original message in "during" and how many were dropped since the
// last one in "suppressed". With the database away, River's fetch loops
// alone would otherwise log one ERROR per queue per fetch (about 2,100 lines
// in 34 s per process). Every other record passes unchanged.
func OutageLogHandler(h slog.Handler, every time.Duration) slog.Handler {
	if every <= 0 {
		every = OutageLogEveryDefault
	}
	return &outageHandler{inner: h, state: &outageState{every: every}}
}

type outageState struct {
	every      time.Duration
	mu         sync.Mutex
	last       time.Time
	suppressed int
}

// admit reports whether an outage record may pass now, and how many were
// dropped before it.
func (s *outageState) admit(now time.Time) (bool, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.last.IsZero() && now.Sub(s.last) < s.every {
		s.suppressed++
		return false, 0
	}
	n := s.suppressed
	s.last, s.suppressed = now, 0
	return true, n
}

type outageHandler struct {
	inner slog.Handler
	state *outageState
}

func (h *outageHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, l)
}

func (h *outageHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn || !outageRecord(r) {
		return h.inner.Handle(ctx, r)
	}
	ok, suppressed := h.state.admit(r.Time)
	if !ok {
		return nil
	}
	out := slog.NewRecord(r.Time, r.Level, "database unavailable", r.PC)
	out.AddAttrs(slog.String("during", r.Message), slog.Int("suppressed", suppressed),
		slog.Duration("log_every", h.state.every))
	r.Attrs(func(a slog.Attr) bool { out.AddAttrs(a); return true })
	return h.inner.Handle(ctx, out)
}

func outageRecord(r slog.Record) bool {
	found := false
	r.Attrs(func(a slog.Attr) bool {
		if a.Key != "error" && a.Key != "err" {
			return true
		}
		v := a.Value.Resolve()
		if err, ok := v.Any().(error); ok && v.Kind() == slog.KindAny {
			found = IsUnavailable(err)
		} else if v.Kind() == slog.KindString {
			found = unavailableText(v.String())
		}
		return !found
	})
	return found
}

func (h *outageHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return &outageHandler{inner: h.inner.WithAttrs(as), state: h.state}
}

func (h *outageHandler) WithGroup(name string) slog.Handler {
	return &outageHandler{inner: h.inner.WithGroup(name), state: h.state}
}
