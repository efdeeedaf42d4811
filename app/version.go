package app

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// Build stamps the linker may set (go build -ldflags "-X ..."), for builds
// where Go has no version control information to read, such as the Docker
// image, whose build context holds no .git. Each wins over what the build
// information says.
var (
	buildVersion  string // the release, e.g. v1.2.0
	buildRevision string // the commit hash
	buildTime     string // the commit time, RFC 3339
)

// riverModule is the module whose version `baton version` reports beside ours.
const riverModule = "github.com/riverqueue/river"

// VersionInfo is what `baton version` prints: this binary's module version,
// the commit it was built from, the Go release that built it and River's
// module version.
type VersionInfo struct {
	// Version is the main module's version: a tag, a pseudo-version, or
	// "(devel)" for a build outside version control.
	Version string `json:"version"`
	// Revision, Time and Modified are vcs.revision, vcs.time and
	// vcs.modified; empty (false) when the build was not stamped.
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	Modified bool   `json:"modified"`
	// GoVersion is the Go release that built the binary.
	GoVersion string `json:"go_version"`
	// River is the version of River's module linked in.
	River string `json:"river,omitempty"`
}

// versionFromBuild reads bi (nil when the binary has none) and applies the
// linker's stamps.
func versionFromBuild(bi *debug.BuildInfo, stampVersion, stampRevision, stampTime string) VersionInfo {
	v := VersionInfo{Version: "(devel)"}
	if bi != nil {
		if bi.Main.Version != "" {
			v.Version = bi.Main.Version
		}
		v.GoVersion = bi.GoVersion
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				v.Revision = s.Value
			case "vcs.time":
				v.Time = s.Value
			case "vcs.modified":
				v.Modified = s.Value == "true"
			}
		}
		for _, d := range bi.Deps {
			if d.Path == riverModule {
				v.River = d.Version
				if d.Replace != nil && d.Replace.Version != "" {
					v.River = d.Replace.Version
				}
			}
		}
	}
	if stampVersion != "" {
		v.Version = stampVersion
	}
	if stampRevision != "" {
		v.Revision = stampRevision
	}
	if stampTime != "" {
		v.Time = stampTime
	}
	return v
}

// currentVersion is this binary's VersionInfo.
func currentVersion() VersionInfo {
	bi, _ := debug.ReadBuildInfo()
	return versionFromBuild(bi, buildVersion, buildRevision, buildTime)
}

// String is the one line of `baton --version`, e.g.
// "v1.2.0 (commit 0123abcd4567, 2025-01-02T03:04:05Z, modified; go1.26.0; river v0.51.2)".
func (v VersionInfo) String() string {
	var parts []string
	if v.Revision != "" {
		c := "commit " + v.Revision[:min(12, len(v.Revision))]
		if v.Time != "" {
			c += ", " + v.Time
		}
		if v.Modified {
			c += ", modified"
		}
		parts = append(parts, c)
	}
	if v.GoVersion != "" {
		parts = append(parts, v.GoVersion)
	}
	if v.River != "" {
		parts = append(parts, "river "+v.River)
	}
	if len(parts) == 0 {
		return v.Version
	}
	return v.Version + " (" + strings.Join(parts, "; ") + ")"
}

// print writes one "key: value" line per field.
func (v VersionInfo) print(w io.Writer) {
	revision, at := cmpOrDash(v.Revision), cmpOrDash(v.Time)
	fmt.Fprintf(w, "version:  %s\nrevision: %s\ntime:     %s\nmodified: %t\ngo:       %s\nriver:    %s\n",
		v.Version, revision, at, v.Modified, cmpOrDash(v.GoVersion), cmpOrDash(v.River))
}

func cmpOrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newVersionCommand() *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version, commit, Go release and River version of this binary",
		Long: `version prints what the binary says about itself: the module version, the
commit it was built from (vcs.revision, vcs.time, vcs.modified, stamped by go build
in a git checkout or by the Docker image's build arguments), the Go release and the
River version linked in. --output json prints the same as one object.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			v := currentVersion()
			switch output {
			case "json":
				return printJSON(cmd.OutOrStdout(), v)
			case "text":
				v.print(cmd.OutOrStdout())
				return nil
			default:
				return fmt.Errorf("--output must be text or json, got %q", output)
			}
		},
	}
	cmd.Flags().StringVar(&output, "output", OutputDefault, "output format: text or json")
	return cmd
}
