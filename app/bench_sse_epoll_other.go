//go:build !linux

package app

import (
	"context"
	"errors"
)

// sseStreamsEpoll is Linux-only.
func sseStreamsEpoll(context.Context, string, int, int, int, chan struct{}, chan<- struct{}, func(int, []sseReceipt, error)) error {
	return errors.New("bench: --epoll-clients needs Linux")
}
