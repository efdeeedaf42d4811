package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// Live progress of `baton analyze` and `baton scan`: the durable task events
// (the rows the SSE streams serve) drawn as a bar redrawn in place on a
// terminal, or as one plain line per stage change otherwise. It is a view
// only: the commands learn that work finished from the task and batch rows.

const (
	// progressBarWidth is the bar's width in cells.
	progressBarWidth = 24
	// progressDetailMax bounds the text after the bar, in characters.
	progressDetailMax = 40
)

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressView draws the progress of a task or a batch of tasks.
type progressView struct {
	w        io.Writer
	tty      bool
	names    map[string]string // task id → "clause 2"; "" for a single task
	total    int
	progress map[string]int
	finished map[string]bool
	detail   string
	drawn    bool
}

// newProgressView draws on w for tasks (names by id; one task may be
// unnamed); tty redraws one line in place.
func newProgressView(w io.Writer, tty bool, names map[string]string) *progressView {
	return &progressView{w: w, tty: tty, names: names, total: max(len(names), 1),
		progress: map[string]int{}, finished: map[string]bool{}}
}

// percent is the mean progress of the tasks (a finished one counts 100).
func (v *progressView) percent() int {
	sum := 0
	for id := range v.names {
		if v.finished[id] {
			sum += 100
		} else {
			sum += v.progress[id]
		}
	}
	if len(v.names) == 0 {
		for id, p := range v.progress {
			if v.finished[id] {
				p = 100
			}
			sum += p
		}
	}
	return min(100, sum/v.total)
}

// show takes one event into account and draws it.
func (v *progressView) show(e store.Event) {
	var d pipeline.EventData
	if e.TaskID == nil || json.Unmarshal(e.Data, &d) != nil {
		return
	}
	id := *e.TaskID
	var what string
	switch e.Kind {
	case pipeline.EventStageStarted:
		what = d.Step + " started"
	case pipeline.EventStageCompleted:
		if d.Step == "done" {
			return
		}
		what = d.Step + " completed"
	case pipeline.EventStageRetrying:
		what = fmt.Sprintf("%s retrying (attempt %d)", d.Step, d.Attempt+1)
	case pipeline.EventTaskSucceeded:
		what, v.finished[id] = "done", true
	case pipeline.EventTaskFailed:
		what, v.finished[id] = "failed", true
		if d.Error != nil {
			what += ": " + d.Error.Code
		}
	case pipeline.EventTaskCancelled:
		what, v.finished[id] = "cancelled", true
	case pipeline.EventTaskRetried:
		what, v.finished[id] = "retried from "+d.Step, false
	default:
		return
	}
	v.progress[id] = d.Progress
	if name := v.names[id]; name != "" {
		what = name + ": " + what
	}
	v.detail = what
	v.draw()
}

func (v *progressView) draw() {
	pct := v.percent()
	if !v.tty {
		fmt.Fprintf(v.w, "%3d%% %s\n", pct, v.detail)
		return
	}
	fill := pct * progressBarWidth / 100
	bar := strings.Repeat("#", fill) + strings.Repeat(".", progressBarWidth-fill)
	done := 0
	for _, f := range v.finished {
		if f {
			done++
		}
	}
	detail := v.detail
	if utf8.RuneCountInString(detail) > progressDetailMax {
		detail = string([]rune(detail)[:progressDetailMax-1]) + "…"
	}
	count := ""
	if len(v.names) > 1 {
		count = fmt.Sprintf(" %d/%d", done, len(v.names))
	}
	fmt.Fprintf(v.w, "\r\x1b[K[%s] %3d%%%s %s", bar, pct, count, detail)
	v.drawn = true
}

// end finishes the bar's line.
func (v *progressView) end() {
	if v.tty && v.drawn {
		fmt.Fprintln(v.w)
	}
}

// startProgress follows the events of f on w until the returned stop is
// called, through its own event hub (the SSE streams' gap-free order); stop
// (idempotent) reads what is left, ends the line and returns. With quiet
// (machine output on a non-terminal) it shows nothing.
func startProgress(ctx context.Context, st *store.Store, f store.EventFilter, w io.Writer, quiet bool, names map[string]string) (stop func()) {
	tty := isTerminal(w)
	if quiet && !tty {
		return func() {}
	}
	v := newProgressView(w, tty, names)
	fctx, cancel := context.WithCancel(ctx)
	hub := web.NewHub(st.Pool(), slog.New(slog.DiscardHandler))
	hub.Start(fctx)
	done := make(chan struct{})
	var after int64
	go func() {
		defer close(done)
		after, _ = followEvents(fctx, hub, st, f, 0, func(e store.Event) bool { v.show(e); return false })
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			cancel()
			<-done
			hub.Stop()
			// The command saw the work finish, so every event of it has
			// committed: the rest is read without waiting for the horizon.
			for {
				q := f
				q.AfterID, q.Limit = after, 500
				evs, err := st.EventList(ctx, q)
				if err != nil || len(evs) == 0 {
					break
				}
				for _, e := range evs {
					v.show(e)
					after = e.ID
				}
			}
			v.end()
		})
	}
}

// clauseNames names a batch's tasks "clause N" in contract order.
func clauseNames(tasks []*store.Task) map[string]string {
	m := make(map[string]string, len(tasks))
	for i, t := range tasks {
		m[t.ID] = fmt.Sprintf("clause %d", i+1)
	}
	return m
}
