package app

import (
	"encoding/json"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionFromBuild(t *testing.T) {
	t.Parallel()
	stamped := &debug.BuildInfo{
		GoVersion: "go1.26.0",
		Main:      debug.Module{Path: "github.com/baton-dev/baton", Version: "v1.2.0"},
		Deps: []*debug.Module{
			{Path: "github.com/jackc/pgx/v5", Version: "v5.13.0"},
			{Path: "github.com/riverqueue/river/riverdriver", Version: "v0.51.2"},
			{Path: riverModule, Version: "v0.51.2"},
		},
		Settings: []debug.BuildSetting{
			{Key: "-buildmode", Value: "exe"},
			{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
			{Key: "vcs.time", Value: "2025-01-02T03:04:05Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	replaced := &debug.BuildInfo{
		GoVersion: "go1.26.0",
		Main:      debug.Module{Path: "github.com/baton-dev/baton", Version: "(devel)"},
		Deps:      []*debug.Module{{Path: riverModule, Version: "v0.51.2", Replace: &debug.Module{Path: "../river", Version: "v0.52.0-rc1"}}},
	}
	tests := []struct {
		name                string
		bi                  *debug.BuildInfo
		stampV, stampR, stT string
		want                VersionInfo
		line                string
	}{
		{
			name: "vcs stamped by go build",
			bi:   stamped,
			want: VersionInfo{Version: "v1.2.0", Revision: "0123456789abcdef0123456789abcdef01234567", Time: "2025-01-02T03:04:05Z", Modified: true, GoVersion: "go1.26.0", River: "v0.51.2"},
			line: "v1.2.0 (commit 0123456789ab, 2025-01-02T03:04:05Z, modified; go1.26.0; river v0.51.2)",
		},
		{
			name:   "linker stamps win (the Docker image)",
			bi:     stamped,
			stampV: "v1.3.0", stampR: "fedcba9876543210", stT: "2025-02-03T04:05:06Z",
			want: VersionInfo{Version: "v1.3.0", Revision: "fedcba9876543210", Time: "2025-02-03T04:05:06Z", Modified: true, GoVersion: "go1.26.0", River: "v0.51.2"},
			line: "v1.3.0 (commit fedcba987654, 2025-02-03T04:05:06Z, modified; go1.26.0; river v0.51.2)",
		},
		{
			name: "replaced River reports the replacement",
			bi:   replaced,
			want: VersionInfo{Version: "(devel)", GoVersion: "go1.26.0", River: "v0.52.0-rc1"},
			line: "(devel) (go1.26.0; river v0.52.0-rc1)",
		},
		{
			name: "no build information",
			want: VersionInfo{Version: "(devel)"},
			line: "(devel)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := versionFromBuild(tt.bi, tt.stampV, tt.stampR, tt.stT)
			if got != tt.want {
				t.Errorf("versionFromBuild:\n got %+v\nwant %+v", got, tt.want)
			}
			if s := got.String(); s != tt.line {
				t.Errorf("String() = %q, want %q", s, tt.line)
			}
		})
	}
}

// goModRequire returns the version go.mod requires of module path.
func goModRequire(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) >= 2 && f[0] == path {
			return f[1]
		}
	}
	t.Fatalf("go.mod requires no %s", path)
	return ""
}

// TestVersionCommand runs `baton version` in-process. A test binary's build
// information lists no dependencies, so River's version is checked on a real
// build by TestDeployDockerfileBuildStamps.
func TestVersionCommand(t *testing.T) {
	t.Parallel()
	out, _, err := runBaton(t, "version")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"version:  ", "\nrevision: ", "\ntime:     ", "\nmodified: false\n", "\ngo:       " + runtime.Version() + "\n", "\nriver:    "} {
		if !strings.Contains(out, want) {
			t.Errorf("baton version lacks %q:\n%s", want, out)
		}
	}

	out, _, err = runBaton(t, "version", "--output", "json")
	if err != nil {
		t.Fatal(err)
	}
	var v VersionInfo
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("version --output json: %v\n%s", err, out)
	}
	if v.GoVersion != runtime.Version() || v.Version == "" {
		t.Errorf("version --output json = %+v, want go %s", v, runtime.Version())
	}
	if _, _, err := runBaton(t, "version", "--output", "yaml"); err == nil || !strings.Contains(err.Error(), "--output") {
		t.Errorf("version --output yaml: %v, want an error naming --output", err)
	}

	out, _, err = runBaton(t, "--version")
	if err != nil {
		t.Fatal(err)
	}
	if want := "baton version " + v.String() + "\n"; out != want {
		t.Errorf("baton --version = %q, want %q", out, want)
	}
}
