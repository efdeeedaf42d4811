package app

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
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
	sc := c.Scan
	sc.Observe = c.ProviderObserver
	return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
		log, err := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
		if err != nil {
			return err
		}
		svc, err := sc.service(st, log)
		if err != nil {
			return err
		}
		if err := ingestScanRules(ctx, st, log); err != nil {
			return err
		}
		ecfg := c.Engine
		ecfg.Work, ecfg.Logger, ecfg.Queues = true, log, scanQueues()
		ecfg.Jobs = append(slices.Clone(ecfg.Jobs), svc.Jobs()...)
		eng, err := pipeline.New(db.Pool, ecfg, svc.Pipeline())
		if err != nil {
			return err
		}
		if err := eng.Start(ctx); err != nil {
			return err
		}
		if c.ShutdownTimeout == 0 {
			c.ShutdownTimeout = ShutdownTimeoutDefault
		}
		defer stopEngine(ctx, eng, c, log)
		intake := svc.NewIntake(eng, sc.ImageMaxBytes, sc.ImageFetchTimeout)
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
