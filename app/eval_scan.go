package app

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
)

// EvalPipelineDefault is eval's --pipeline.
const EvalPipelineDefault = "clause"

// runScanEval is `baton eval --pipeline scan FILE.jsonl`: every line
// ({id,text,lang,middle,tags,reward}) goes through the real scan pipeline
// as a words-only scan with its own user id, run by an engine working the
// scan queues in this process with the command's scan settings (--vision,
// --answer, … and their variables; embedded by default), and the category,
// tag and reward accuracy is printed.
func runScanEval(cmd *cobra.Command, c *Config, file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	cases, err := scan.ReadEvalCases(f)
	f.Close()
	if err != nil {
		return err
	}
	return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
		intake, stop, err := startScanEngine(ctx, cmd, c, db, st)
		if err != nil {
			return err
		}
		defer stop()
		rep, err := scan.Evaluate(ctx, intake, st, cases, scan.EvalOptions{Progress: evalProgress(cmd.ErrOrStderr())})
		if err != nil {
			return fmt.Errorf("scan eval: %w", err)
		}
		if c.Output == "json" {
			return json.NewEncoder(cmd.OutOrStdout()).Encode(rep)
		}
		return rep.Write(cmd.OutOrStdout())
	})
}
