package web

import (
	"cmp"
	"context"
	"net"
	"net/http"
	"time"
)

// Connection limits of the HTTP server (NewHTTPServer). SSE streams clear
// the read deadline and push their write deadline forward at every write
// (sse.go), so no limit here cuts a long stream.
const (
	// ReadHeaderTimeoutDefault bounds reading a request's headers.
	ReadHeaderTimeoutDefault = 10 * time.Second
	// ReadTimeoutDefault bounds reading a whole request, body included: a
	// client trickling an upload is cut after it (32 MiB at 1 MiB/s fits).
	ReadTimeoutDefault = 60 * time.Second
	// WriteTimeoutDefault bounds a request from the end of its headers to
	// the end of its response (a knowledge ingest included).
	WriteTimeoutDefault = 5 * time.Minute
	// IdleTimeoutDefault closes a keep-alive connection idle this long.
	IdleTimeoutDefault = 60 * time.Second
)

// HTTPTimeouts are the server's connection limits; a zero field takes its
// default (ReadHeaderTimeoutDefault and the others).
type HTTPTimeouts struct {
	ReadHeader time.Duration
	Read       time.Duration
	Write      time.Duration
	Idle       time.Duration
}

// NewHTTPServer returns the http.Server of h with t's limits; base, when
// not nil, is every request context's parent.
func NewHTTPServer(h http.Handler, t HTTPTimeouts, base context.Context) *http.Server {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: cmp.Or(t.ReadHeader, ReadHeaderTimeoutDefault),
		ReadTimeout:       cmp.Or(t.Read, ReadTimeoutDefault),
		WriteTimeout:      cmp.Or(t.Write, WriteTimeoutDefault),
		IdleTimeout:       cmp.Or(t.Idle, IdleTimeoutDefault),
	}
	if base != nil {
		srv.BaseContext = func(net.Listener) context.Context { return base }
	}
	return srv
}
