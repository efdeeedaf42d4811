package app

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Every flag of every command is documented in the README's settings table,
// so the front door stays true when a flag is added.
func TestReadmeDocumentsEveryFlag(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	root := NewRootCommand(io.Discard, io.Discard)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Name == "help" {
				return
			}
			if !strings.Contains(string(readme), "`--"+f.Name+"`") {
				t.Errorf("README.md does not document --%s (%s, used by %q)", f.Name, envName(f.Name), c.CommandPath())
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

func TestApplyEnvFillsUnsetFlags(t *testing.T) {
	t.Setenv("BATON_WORKERS_PER_QUEUE", "3")
	t.Setenv("BATON_LISTEN", "127.0.0.1:9")
	c := &Config{}
	cmd := &cobra.Command{Use: "x"}
	addEngineFlags(cmd.Flags(), c)
	cmd.Flags().StringVar(&c.Listen, "listen", ListenDefault, "")
	if err := cmd.Flags().Parse([]string{"--listen", "127.0.0.1:10"}); err != nil {
		t.Fatal(err)
	}
	if err := applyEnv(cmd.Flags()); err != nil {
		t.Fatal(err)
	}
	if c.Engine.WorkersPerQueue != 3 {
		t.Errorf("workers per queue = %d, want 3 from the environment", c.Engine.WorkersPerQueue)
	}
	if c.Listen != "127.0.0.1:10" {
		t.Errorf("listen = %s, want the flag to win over the environment", c.Listen)
	}
	t.Setenv("BATON_SWEEP_INTERVAL", "soon")
	if err := applyEnv(cmd.Flags()); err == nil || !strings.Contains(err.Error(), "BATON_SWEEP_INTERVAL") {
		t.Errorf("bad env value error = %v, want it to name the variable", err)
	}
}
