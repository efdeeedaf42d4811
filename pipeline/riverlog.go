package pipeline

import (
	"context"
	"log/slog"
)

// quietHandler passes River's records to the engine's logger with INFO
// lowered to DEBUG: River's routine notes (producer job counts every few
// seconds, leadership, queue start and stop) are chatter to an operator,
// while its warnings and errors keep their level.
type quietHandler struct{ inner slog.Handler }

// riverLogger is log as River should use it (see quietHandler).
func riverLogger(log *slog.Logger) *slog.Logger {
	return slog.New(quietHandler{inner: log.Handler()})
}

// RiverLogger is log as River's parts outside the engine should use it,
// such as the migrator every command runs before it starts ("No migrations
// to apply"): their INFO records at DEBUG, as the engine's River client's.
func RiverLogger(log *slog.Logger) *slog.Logger { return riverLogger(log) }

func quiet(l slog.Level) slog.Level {
	if l == slog.LevelInfo {
		return slog.LevelDebug
	}
	return l
}

func (h quietHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, quiet(l))
}

func (h quietHandler) Handle(ctx context.Context, r slog.Record) error {
	r.Level = quiet(r.Level)
	return h.inner.Handle(ctx, r)
}

func (h quietHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return quietHandler{inner: h.inner.WithAttrs(as)}
}

func (h quietHandler) WithGroup(name string) slog.Handler {
	return quietHandler{inner: h.inner.WithGroup(name)}
}
