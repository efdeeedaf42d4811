package app

import (
	"bytes"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// commandFlags maps every flag of every command (help aside) to the
// commands that have it.
func commandFlags() map[string][]string {
	flags := map[string][]string{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		seen := map[string]bool{}
		visit := func(f *pflag.Flag) {
			if f.Name != "help" && !seen[f.Name] {
				seen[f.Name] = true
				flags[f.Name] = append(flags[f.Name], c.CommandPath())
			}
		}
		c.Flags().VisitAll(visit)
		c.PersistentFlags().VisitAll(visit)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(NewRootCommand(io.Discard, io.Discard))
	return flags
}

// The README's settings table documents every flag of every command, and
// the README names no flag that no command has, so the front door stays
// true when a flag is added or removed.
func TestReadmeMatchesFlags(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	flags := commandFlags()
	for name, cmds := range flags {
		if !strings.Contains(readme, "| `--"+name+"` | `"+envName(name)+"` |") {
			t.Errorf("README.md's settings table has no row for --%s (%s, used by %v)", name, envName(name), cmds)
		}
	}
	var ours []string // the README's lines about baton (docker compose's own flags are not ours)
	for _, line := range strings.Split(readme, "\n") {
		if !strings.Contains(line, "docker compose") {
			ours = append(ours, line)
		}
	}
	for _, m := range regexp.MustCompile(`--[a-z][a-z0-9-]*\*?`).FindAllString(strings.Join(ours, "\n"), -1) {
		name := m[2:]
		if prefix, ok := strings.CutSuffix(name, "*"); ok { // a family: --clause-*
			if !slices.ContainsFunc(slices.Collect(maps.Keys(flags)), func(f string) bool { return strings.HasPrefix(f, prefix) }) {
				t.Errorf("README.md names %s, but no flag starts with --%s", m, prefix)
			}
		} else if flags[name] == nil && name != "help" && name != "version" { // cobra's own
			t.Errorf("README.md names %s, which no command has", m)
		}
	}
}

// Each command shows its flags by group: its own first, then each
// pipeline's, the engine's and the database's, so analyze's five own flags
// are not lost among forty.
func TestHelpGroupsFlags(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	root := NewRootCommand(&out, &out)
	root.SetArgs([]string{"analyze", "--help"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	help := out.String()
	sections := []string{"\nFlags:\n", "\n" + groupClause + ":\n", "\n" + groupEngine + ":\n", "\n" + groupDatabase + ":\n"}
	at := 0
	for _, s := range sections {
		i := strings.Index(help, s)
		if i < at {
			t.Fatalf("analyze --help: section %q missing or out of order:\n%s", s, help)
		}
		at = i
	}
	own := help[strings.Index(help, sections[0]):strings.Index(help, sections[1])]
	for _, f := range []string{"--lang", "--timeout", "--corpus", "--output"} {
		if !strings.Contains(own, f) {
			t.Errorf("analyze --help: %s is not among the command's own flags:\n%s", f, own)
		}
	}
	if regexp.MustCompile(`(?m)^\s+--clause-`).MatchString(own) || strings.Contains(help, "--vision") {
		t.Errorf("analyze --help mixes in other groups' flags, or the scan pipeline's:\n%s", help)
	}
	for _, cmd := range []string{"serve", "work"} {
		out.Reset()
		root := NewRootCommand(&out, &out)
		root.SetArgs([]string{cmd, "--help"})
		if err := root.Execute(); err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{groupClause + ":", "--clause-judge ", groupScan + ":", "--vision ", "--webhook-secret "} {
			if !strings.Contains(out.String(), s) {
				t.Errorf("%s --help lacks %q", cmd, s)
			}
		}
	}
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
