package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// newTaskEventsCommand is `baton task events ID`: the task's event log, and
// with --follow the live events until the task finishes, in the same order
// and with the same no-gap rule as the SSE stream (web.Hub's settled horizon).
func newTaskEventsCommand(c *Config) *cobra.Command {
	var follow bool
	cmd := &cobra.Command{
		Use:   "events ID",
		Short: "Print a task's events; --follow waits for new ones until it finishes",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := taskID(args[0])
			if err != nil {
				return err
			}
			return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
				t, err := st.TaskGet(ctx, id, "")
				if err != nil {
					return taskErr(id, err)
				}
				out := cmd.OutOrStdout()
				if !follow || !t.Open() {
					evs, err := st.EventList(ctx, store.EventFilter{TaskID: id, Limit: 100000})
					if err != nil {
						return err
					}
					for _, e := range evs {
						printEvent(out, e, c.Output)
					}
					return nil
				}
				hub := web.NewHub(db.Pool, slog.New(slog.DiscardHandler))
				hctx, cancel := context.WithCancel(ctx)
				defer cancel()
				hub.Start(hctx)
				defer hub.Stop()
				return followTask(hctx, hub, st, id, out, c.Output)
			})
		},
	}
	cmd.Flags().BoolVar(&follow, "follow", false, "keep printing new events until the task succeeds, fails or is cancelled")
	return cmd
}

// followTask prints every event of the task in id order, each once, up to
// and including its terminal event.
func followTask(ctx context.Context, hub *web.Hub, st *store.Store, id string, w io.Writer, output string) error {
	_, err := followEvents(ctx, hub, st, store.EventFilter{TaskID: id}, 0, func(e store.Event) bool {
		printEvent(w, e, output)
		return e.Kind == pipeline.EventTaskSucceeded || e.Kind == pipeline.EventTaskFailed || e.Kind == pipeline.EventTaskCancelled
	})
	return err
}

// followEvents hands each event of f after id `after` to each, in id order
// and once, as the SSE streams deliver them: only events at or below the
// hub's settled horizon, so one that commits late is never skipped. It
// returns the last id handed over when each says stop (true), or with the
// context's error.
func followEvents(ctx context.Context, hub *web.Hub, st *store.Store, f store.EventFilter, after int64, each func(store.Event) bool) (int64, error) {
	subscribe := func() *web.Subscription {
		if f.BatchID != "" {
			return hub.SubscribeBatch(f.BatchID)
		}
		return hub.SubscribeTask(f.TaskID)
	}
	sub := subscribe()
	defer func() { sub.Close() }()
	for {
		settledCh := hub.SettledChanged()
		settled := hub.Settled()
		q := f
		q.AfterID, q.Limit = after, 1000
		evs, err := st.EventList(ctx, q)
		if err != nil {
			return after, err
		}
		for _, e := range evs {
			if e.ID > settled {
				hub.Need(e.ID) // wait until nothing older can still commit
				break
			}
			after = e.ID
			if each(e) {
				return after, nil
			}
		}
		select {
		case <-ctx.Done():
			return after, ctx.Err()
		case <-settledCh:
		case _, ok := <-sub.C:
			if !ok { // dropped or stopped: subscribe again, the table has the rest
				sub.Close()
				sub = subscribe()
			}
		}
	}
}

func printEvent(w io.Writer, e store.Event, output string) {
	if output == "json" {
		b, _ := json.Marshal(e)
		fmt.Fprintln(w, string(b))
		return
	}
	var d pipeline.EventData
	_ = json.Unmarshal(e.Data, &d)
	line := fmt.Sprintf("%d\t%s\t%s\t%s\t%d%%", e.ID, e.CreatedAt.Format("15:04:05.000"), e.Kind, d.Step, d.Progress)
	if d.Error != nil {
		line += "\t" + d.Error.Code + ": " + d.Error.Message
	}
	fmt.Fprintln(w, line)
}
