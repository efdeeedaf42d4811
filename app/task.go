package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// newTaskCommand is `baton task`: get, cancel and retry run on the database
// directly (like migrate), as an admin (any owner's task). Other task
// subcommands are added to the returned command.
func newTaskCommand() *cobra.Command {
	c := newConfig()
	cmd := &cobra.Command{
		Use:   "task",
		Short: "Inspect, cancel or retry a task",
		Long: `task works on one task by id, directly on the database (--database-url, or the
private PostgreSQL under --data-dir, started if needed), as an admin: it sees
every owner's tasks. --output json prints what GET /v1/tasks/{id} returns.`,
	}
	addDatabaseFlags(cmd.PersistentFlags(), c)
	cmd.PersistentFlags().StringVar(&c.Output, "output", OutputDefault, "output format: text or json")
	// cancel and retry run the pipelines' hooks (a scan's webhook, a clause
	// batch's judge): they take the settings serve has, from the
	// environment in practice, so the flags stay out of --help.
	addClauseFlags(cmd.PersistentFlags(), &c.Clause)
	addScanFlags(cmd.PersistentFlags(), &c.Scan)
	hideGroups(cmd.PersistentFlags(), groupClause, groupScan)

	get := &cobra.Command{
		Use: "get ID", Short: "Show a task: status, stage, attempt, error, result and stage outputs", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := taskID(args[0])
			if err != nil {
				return err
			}
			return withStore(cmd, c, func(ctx context.Context, _ *database, st *store.Store) error {
				t, err := st.TaskGet(ctx, id, "")
				if err != nil {
					return taskErr(id, err)
				}
				return printTask(ctx, cmd.OutOrStdout(), st, t, c.Output)
			})
		},
	}
	cancel := &cobra.Command{
		Use: "cancel ID", Short: "Cancel an open task (a finished one is left as it is)", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return taskAction(cmd, c, args[0], (*pipeline.Engine).Cancel)
		},
	}
	retry := &cobra.Command{
		Use: "retry ID", Short: "Run a FAILED task again from the stage that failed", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return taskAction(cmd, c, args[0], (*pipeline.Engine).Retry)
		},
	}
	cmd.AddCommand(get, cancel, retry, newTaskEventsCommand(c))
	return cmd
}

func taskID(arg string) (string, error) {
	u, err := uuid.Parse(arg)
	if err != nil {
		return "", fmt.Errorf("task id must be a UUID, got %q", arg)
	}
	return u.String(), nil
}

func taskErr(id string, err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return fmt.Errorf("no task has id %s", id)
	case errors.Is(err, pipeline.ErrNotRetryable):
		return fmt.Errorf("task %s is not FAILED: only a FAILED task can be retried", id)
	}
	return err
}

// taskAction runs Cancel or Retry through an engine that only submits (it
// runs no workers), then prints the task.
func taskAction(cmd *cobra.Command, c *Config, arg string,
	act func(e *pipeline.Engine, ctx context.Context, id, owner string) (*store.Task, error)) error {
	id, err := taskID(arg)
	if err != nil {
		return err
	}
	return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
		c.Engine.Work = false
		eng, _, err := newEngine(db, c)
		if err != nil {
			return err
		}
		t, err := act(eng, ctx, id, "")
		if err != nil {
			return taskErr(id, err)
		}
		return printTask(ctx, cmd.OutOrStdout(), st, t, c.Output)
	})
}

func printTask(ctx context.Context, w io.Writer, st *store.Store, t *store.Task, output string) error {
	outs, err := st.StageOutputList(ctx, t.ID)
	if err != nil {
		return err
	}
	if outs == nil {
		outs = []store.StageOutput{}
	}
	if output == "json" {
		return printJSON(w, web.TaskView{Task: t, Outputs: outs})
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	row := func(k, v string) { fmt.Fprintf(tw, "%s:\t%s\n", k, v) }
	row("id", t.ID)
	row("pipeline", t.Pipeline)
	if t.BatchID != nil {
		row("batch", *t.BatchID)
	}
	row("status", t.Status)
	row("stage", fmt.Sprintf("%s (#%d, attempt %d of %d, generation %d)", t.Stage, t.StageIndex+1, t.Attempt, t.MaxAttempts, t.Generation))
	if t.WorkerID != nil {
		row("worker", *t.WorkerID)
	}
	if t.ErrorCode != nil || t.ErrorMessage != nil {
		row("error", strings.TrimPrefix(deref(t.ErrorCode)+": "+deref(t.ErrorMessage), ": "))
	}
	row("created", fmtTime(&t.CreatedAt))
	row("updated", fmtTime(&t.UpdatedAt))
	if t.FinishedAt != nil {
		row("finished", fmtTime(t.FinishedAt))
	}
	for _, o := range outs {
		row("output "+o.Stage, fmt.Sprintf("%.0f ms on %s: %s", o.DurationMS, o.WorkerID, clip(string(o.Output), 200)))
	}
	if len(t.Result) > 0 {
		row("result", clip(string(t.Result), 2000))
	}
	return tw.Flush()
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// clip shortens s to n bytes on a rune boundary, saying it did.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "… (--output json shows all)"
}
