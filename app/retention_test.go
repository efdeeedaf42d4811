package app

import (
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
)

// --task-retention takes Go durations and whole days, defaults to 30 days,
// and refuses nonsense with one line that says what it wants.
func TestTaskRetentionFlag(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		arg  string
		want time.Duration
		err  string
	}{
		{"30d", 30 * 24 * time.Hour, ""},
		{"720h", 30 * 24 * time.Hour, ""},
		{"1m", time.Minute, ""},
		{"36500d", TaskRetentionMax, ""},
		{"90m", 90 * time.Minute, ""},
		{"0", 0, "must be from 1m to 36500d"},
		{"59s", 0, "must be from 1m to 36500d"},
		{"-5h", 0, "must be from 1m to 36500d"},
		{"-3d", 0, "must be from 1m to 36500d"},
		{"36501d", 0, "must be from 1m to 36500d"},
		{"999999999999d", 0, "must be from 1m to 36500d"},
		{"soon", 0, "want a duration such as 720h or 30d"},
		{"1.5d", 0, "want a duration such as 720h or 30d"},
		{"", 0, "want a duration such as 720h or 30d"},
	} {
		c := &Config{}
		cmd := &cobra.Command{Use: "x"}
		addEngineFlags(cmd.Flags(), c)
		if c.Engine.TaskRetention != pipeline.TaskRetentionDefault {
			t.Fatalf("default = %s, want %s", c.Engine.TaskRetention, pipeline.TaskRetentionDefault)
		}
		err := cmd.Flags().Parse([]string{"--task-retention=" + tt.arg})
		if tt.err == "" {
			if err != nil || c.Engine.TaskRetention != tt.want {
				t.Errorf("%q: got %s, %v; want %s", tt.arg, c.Engine.TaskRetention, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.err) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %v, want one line with %q", tt.arg, err, tt.err)
		}
		if c.Engine.TaskRetention != pipeline.TaskRetentionDefault {
			t.Errorf("%q: a refused value changed the setting to %s", tt.arg, c.Engine.TaskRetention)
		}
	}
}

func TestTaskRetentionFromEnv(t *testing.T) {
	t.Setenv("BATON_TASK_RETENTION", "7d")
	c := &Config{}
	cmd := &cobra.Command{Use: "x"}
	addEngineFlags(cmd.Flags(), c)
	if err := applyEnv(cmd.Flags()); err != nil || c.Engine.TaskRetention != 7*24*time.Hour {
		t.Fatalf("got %s, %v; want 7 days from the environment", c.Engine.TaskRetention, err)
	}
	if got := cmd.Flags().Lookup("task-retention").DefValue; got != "30d" {
		t.Errorf("--help shows the default as %q, want 30d", got)
	}
	t.Setenv("BATON_TASK_RETENTION", "0")
	if err := applyEnv(cmd.Flags()); err == nil || !strings.Contains(err.Error(), "BATON_TASK_RETENTION") {
		t.Errorf("bad env value error = %v, want it to name the variable", err)
	}
}
