//go:build linux

package app

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// sseEpollReaders is how many goroutines read the streams of
// `bench sse-clients --epoll`, each through an epoll set of its own.
const sseEpollReaders = 2

// epollStream is one stream of the epoll client: its own descriptor (a
// duplicate of the dialled socket's, out of Go's poller), the partial line
// of its last read and what it received.
type epollStream struct {
	i         int
	fd        int
	carry     []byte
	id        int64
	rs        []sseReceipt
	signalled bool
}

// feed parses b, read at at (unix ns), as the goroutine client does: an
// event is received at its blank line; it signals ready at the replay-th.
func (s *epollStream) feed(b []byte, at int64, replay int, ready chan<- struct{}) error {
	for len(b) > 0 {
		j := bytes.IndexByte(b, '\n')
		if j < 0 {
			s.carry = append(s.carry, b...)
			return nil
		}
		line := b[:j+1]
		if len(s.carry) > 0 {
			s.carry = append(s.carry, line...)
			line = s.carry
		}
		switch {
		case len(line) > 4 && string(line[:4]) == "id: ":
			s.id, _ = strconv.ParseInt(strings.TrimSpace(string(line[4:])), 10, 64)
		case len(line) == 1 && s.id != 0:
			if n := len(s.rs); n > 0 && s.id <= s.rs[n-1].id {
				return fmt.Errorf("bench: event %d after %d", s.id, s.rs[n-1].id)
			}
			s.rs = append(s.rs, sseReceipt{id: s.id, at: at})
			s.id = 0
			if len(s.rs) == replay {
				s.signal(ready)
			}
		}
		s.carry = s.carry[:0]
		b = b[j+1:]
	}
	return nil
}

func (s *epollStream) signal(ready chan<- struct{}) {
	if !s.signalled {
		s.signalled = true
		ready <- struct{}{}
	}
}

// epollReader is one reading goroutine's epoll set and its streams.
type epollReader struct {
	ep      int
	mu      sync.Mutex
	streams map[int32]*epollStream
	left    atomic.Int64 // streams not finished yet
}

// sseStreamsEpoll is the client without a goroutine per stream: dialling
// goroutines (at most cap(dial) at once) open each stream with net/http's
// reader, then hand its socket to one of sseEpollReaders goroutines, which
// wait in epoll_wait and read each ready socket once (16 KB) with read(2).
// Per event that is one read and no goroutine wake-up, so the clients take
// less of the CPU the server shares with them. finish is called once per
// stream.
func sseStreamsEpoll(ctx context.Context, url string, streams, replay, events int, dial chan struct{}, ready chan<- struct{}, finish func(int, []sseReceipt, error)) error {
	readers := make([]*epollReader, sseEpollReaders)
	for r := range readers {
		ep, err := syscall.EpollCreate1(syscall.EPOLL_CLOEXEC)
		if err != nil {
			return fmt.Errorf("bench: epoll: %w", err)
		}
		defer syscall.Close(ep)
		readers[r] = &epollReader{ep: ep, streams: map[int32]*epollStream{}}
	}
	for i := range streams {
		readers[i%sseEpollReaders].left.Add(1)
	}
	var wg sync.WaitGroup
	for i := range streams {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rd := readers[i%sseEpollReaders]
			s := &epollStream{i: i, fd: -1, rs: make([]sseReceipt, 0, events)}
			if err := s.open(ctx, url, replay, dial, ready, rd); err != nil {
				s.signal(ready)
				finish(i, s.rs, err)
				rd.left.Add(-1)
			}
		}()
	}
	for _, rd := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rd.run(ctx, replay, events, ready, finish)
		}()
	}
	wg.Wait()
	return nil
}

// open dials, sends the request, reads the response head, feeds what was
// read past it, and hands the socket to rd.
func (s *epollStream) open(ctx context.Context, url string, replay int, dial chan struct{}, ready chan<- struct{}, rd *epollReader) error {
	dial <- struct{}{}
	defer func() { <-dial }()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", req.URL.Host)
	if err != nil {
		return err
	}
	defer conn.Close() // our duplicate lives on
	if err := req.Write(conn); err != nil {
		return err
	}
	br := bufio.NewReaderSize(conn, 1024)
	resp, err := http.ReadResponse(br, req)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("bench: stream answered %s", resp.Status)
	}
	if replay == 0 {
		s.signal(ready)
	}
	head, _ := br.Peek(br.Buffered())
	if err := s.feed(head, time.Now().UnixNano(), replay, ready); err != nil {
		return err
	}
	// A duplicate of the socket, out of Go's poller (closing conn takes
	// the original out); it keeps O_NONBLOCK.
	raw, err := conn.(*net.TCPConn).SyscallConn()
	if err != nil {
		return err
	}
	var derr error
	if err := raw.Control(func(fd uintptr) { s.fd, derr = syscall.Dup(int(fd)) }); err != nil {
		return err
	}
	if derr != nil {
		return derr
	}
	syscall.CloseOnExec(s.fd)
	rd.mu.Lock()
	rd.streams[int32(s.fd)] = s
	rd.mu.Unlock()
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | syscall.EPOLLRDHUP, Fd: int32(s.fd)}
	if err := syscall.EpollCtl(rd.ep, syscall.EPOLL_CTL_ADD, s.fd, &ev); err != nil {
		rd.mu.Lock()
		delete(rd.streams, int32(s.fd))
		rd.mu.Unlock()
		syscall.Close(s.fd)
		return fmt.Errorf("bench: epoll: %w", err)
	}
	return nil
}

// run reads rd's ready sockets until all its streams have ended (or ctx
// ends).
func (rd *epollReader) run(ctx context.Context, replay, events int, ready chan<- struct{}, finish func(int, []sseReceipt, error)) {
	evs := make([]syscall.EpollEvent, 256)
	buf := make([]byte, 16<<10)
	end := func(s *epollStream, err error) {
		_ = syscall.EpollCtl(rd.ep, syscall.EPOLL_CTL_DEL, s.fd, nil)
		rd.mu.Lock()
		delete(rd.streams, int32(s.fd))
		rd.mu.Unlock()
		syscall.Close(s.fd)
		s.signal(ready)
		if err == nil && len(s.rs) != events {
			err = fmt.Errorf("bench: stream ended after %d events, want %d", len(s.rs), events)
		}
		finish(s.i, s.rs, err)
		rd.left.Add(-1)
	}
	for rd.left.Load() > 0 {
		n, err := syscall.EpollWait(rd.ep, evs, 100)
		if err != nil && err != syscall.EINTR {
			return
		}
		if n <= 0 {
			if ctx.Err() != nil {
				return
			}
			continue
		}
		for _, ev := range evs[:n] {
			rd.mu.Lock()
			s := rd.streams[ev.Fd]
			rd.mu.Unlock()
			if s == nil {
				continue
			}
			m, err := syscall.Read(s.fd, buf)
			switch {
			case err == syscall.EAGAIN || err == syscall.EINTR:
			case err != nil:
				end(s, err)
			case m == 0:
				end(s, nil)
			default:
				if ferr := s.feed(buf[:m], time.Now().UnixNano(), replay, ready); ferr != nil {
					end(s, ferr)
				}
			}
		}
	}
}
