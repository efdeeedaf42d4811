// Package app wires Baton together: cobra commands, configuration, the
// database (a configured URL or the private PostgreSQL), the engine, the
// HTTP server, and their start/stop order.
package app

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Execute runs the baton command line and exits non-zero with a one-line
// message on error.
func Execute() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := NewRootCommand(os.Stdout, os.Stderr).ExecuteContext(ctx)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "baton: "+oneLine(err))
		os.Exit(1)
	}
}

// NewRootCommand builds the command tree writing to out and errOut.
func NewRootCommand(out, errOut io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "baton",
		Short:         "Durable multi-stage AI analysis pipelines on PostgreSQL",
		Long:          "Baton runs durable, multi-stage analysis pipelines on PostgreSQL: the REST + SSE API,\nthe River job workers and a periodic stale-task reaper in one binary.",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       currentVersion().String(),
	}
	root.SetUsageTemplate(usageTemplate)
	root.SetOut(out)
	root.SetErr(errOut)
	root.AddCommand(newServeCommand(), newWorkCommand(), newMigrateCommand(), newBenchCommand())
	root.AddCommand(newTokenCommand(), newTaskCommand())
	root.AddCommand(newIngestCommand(), newAnalyzeCommand(), newEvalCommand())
	root.AddCommand(newScanCommand())
	root.AddCommand(newVersionCommand(), newBackupCommand(), newRestoreCommand())
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		annotateEnv(c.Flags())
		annotateEnv(c.PersistentFlags())
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return root
}

func init() { cobra.AddTemplateFunc("flagSections", flagSections) }

// usageTemplate is cobra's default with the flags printed in sections by
// group (a command's own, then each pipeline's, the engine's, the
// database's), so that a command's own flags are not lost among forty.
const usageTemplate = `Usage:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if .HasExample}}

Examples:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Available Commands:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{flagSections .}}{{if .HasAvailableSubCommands}}

Use "{{.CommandPath}} [command] --help" for more information about a command.{{end}}
`

// flagSections renders c's visible flags (its own and inherited), one
// section per group.
func flagSections(c *cobra.Command) string {
	order := []string{"", groupClause, groupScan, groupEngine, groupDatabase}
	sets := map[string]*pflag.FlagSet{}
	add := func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		g := ""
		if a := f.Annotations[groupAnnotation]; len(a) == 1 {
			g = a[0]
		}
		if sets[g] == nil {
			sets[g] = pflag.NewFlagSet(g, pflag.ContinueOnError)
		}
		if sets[g].Lookup(f.Name) == nil {
			sets[g].AddFlag(f)
		}
	}
	c.LocalFlags().VisitAll(add)
	c.InheritedFlags().VisitAll(add)
	var b strings.Builder
	for _, g := range order {
		if sets[g] == nil {
			continue
		}
		fmt.Fprintf(&b, "\n\n%s:\n%s", cmp.Or(g, "Flags"), strings.TrimRight(sets[g].FlagUsages(), " \n"))
	}
	return b.String()
}

func oneLine(err error) string {
	msg := err.Error()
	for i, r := range msg {
		if r == '\n' {
			return msg[:i]
		}
	}
	return msg
}

// newLogger is the process's logger at level, in format: json, text, or
// auto (text when w is a terminal, JSON otherwise, so a person reads lines
// and a log collector gets records).
func newLogger(w io.Writer, level, format string) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level must be debug, info, warn or error, got %q", level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	if format == "auto" {
		format = "json"
		if f, ok := w.(*os.File); ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())) {
			format = "text"
		}
	}
	switch format {
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	default:
		return nil, fmt.Errorf("--log-format must be auto, json or text, got %q", format)
	}
}
