package web

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"riverqueue.com/riverui"
)

// RiverUIPrefix is where River's web UI is mounted (admin-only).
const RiverUIPrefix = "/riverui"

// NewRiverUI returns River's web UI and API for client, to mount at
// RiverUIPrefix (Server.RiverUI). Its background services run until ctx
// ends. The UI can cancel, retry and delete jobs and pause queues, which is
// why only admins reach it.
func NewRiverUI(ctx context.Context, client *river.Client[pgx.Tx], log *slog.Logger) (http.Handler, error) {
	h, err := riverui.NewHandler(&riverui.HandlerOpts{
		Endpoints: riverui.NewEndpoints(client, nil),
		Logger:    log.With(slog.String("component", "riverui")),
		Prefix:    RiverUIPrefix,
	})
	if err != nil {
		return nil, fmt.Errorf("web: unable to create River UI: %w", err)
	}
	if err := h.Start(ctx); err != nil {
		return nil, fmt.Errorf("web: unable to start River UI: %w", err)
	}
	return h, nil
}
