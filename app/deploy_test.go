package app

import (
	"encoding/json"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
)

// The deployment files at the top of the repository are checked here
// against the commands they run: Docker itself is not needed (nor run).

// composeFile is the part of docker-compose.yml Baton uses; decoding
// rejects any other key, so a misspelt one fails the test instead of being
// ignored by it.
type composeFile struct {
	Services map[string]composeService `yaml:"services"`
	Volumes  map[string]any            `yaml:"volumes"`
}

type composeService struct {
	Image       string                      `yaml:"image"`
	Build       string                      `yaml:"build"`
	Command     []string                    `yaml:"command"`
	Environment map[string]string           `yaml:"environment"`
	Ports       []string                    `yaml:"ports"`
	Volumes     []string                    `yaml:"volumes"`
	Restart     string                      `yaml:"restart"`
	Healthcheck *composeHealthcheck         `yaml:"healthcheck"`
	DependsOn   map[string]composeDependsOn `yaml:"depends_on"`
}

type composeHealthcheck struct {
	Test        []string `yaml:"test"`
	Interval    string   `yaml:"interval"`
	Timeout     string   `yaml:"timeout"`
	StartPeriod string   `yaml:"start_period"`
	Retries     int      `yaml:"retries"`
	Disable     bool     `yaml:"disable"`
}

type composeDependsOn struct {
	Condition string `yaml:"condition"`
}

// composeVar is compose's ${NAME:-default} interpolation.
var composeVar = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*):-([^}]*)\}`)

// interpolate resolves ${NAME:-default} to its default, as compose does
// with NAME unset.
func interpolate(s string) string { return composeVar.ReplaceAllString(s, "$2") }

func readCompose(t *testing.T) composeFile {
	t.Helper()
	b, err := os.ReadFile("../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var f composeFile
	if err := yaml.UnmarshalWithOptions(b, &f, yaml.DisallowUnknownField(), yaml.AllowFieldPrefixes("x-")); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	return f
}

// dockerInstr is one Dockerfile instruction, continuation lines joined.
type dockerInstr struct {
	Cmd  string // upper case: FROM, RUN, ...
	Args string
}

// dockerStage is one FROM and what follows it.
type dockerStage struct {
	From, Name string
	Instrs     []dockerInstr
}

// dockerfile is the parsed Dockerfile: ARGs before the first FROM and the stages.
type dockerfile struct {
	GlobalArgs map[string]string
	Stages     []dockerStage
}

func readDockerfile(t *testing.T) dockerfile {
	t.Helper()
	b, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	var instrs []dockerInstr
	var cur strings.Builder
	for _, line := range strings.Split(string(b), "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "#") || (trimmed == "" && cur.Len() == 0) {
			continue // comments, also between continuation lines
		}
		if cont, ok := strings.CutSuffix(trimmed, `\`); ok {
			cur.WriteString(cont + " ")
			continue
		}
		cur.WriteString(trimmed)
		full := strings.TrimSpace(cur.String())
		cur.Reset()
		if full == "" {
			continue
		}
		cmd, args, _ := strings.Cut(full, " ")
		instrs = append(instrs, dockerInstr{Cmd: strings.ToUpper(cmd), Args: strings.Join(strings.Fields(args), " ")})
	}
	d := dockerfile{GlobalArgs: map[string]string{}}
	for _, in := range instrs {
		switch {
		case in.Cmd == "FROM":
			f := strings.Fields(in.Args)
			s := dockerStage{From: f[0]}
			if len(f) == 3 && strings.EqualFold(f[1], "AS") {
				s.Name = f[2]
			}
			d.Stages = append(d.Stages, s)
		case len(d.Stages) == 0 && in.Cmd == "ARG":
			k, v, _ := strings.Cut(in.Args, "=")
			d.GlobalArgs[k] = strings.Trim(v, `"`)
		case len(d.Stages) > 0:
			s := &d.Stages[len(d.Stages)-1]
			s.Instrs = append(s.Instrs, in)
		}
	}
	return d
}

// all returns the arguments of every cmd instruction of the stage.
func (s dockerStage) all(cmd string) []string {
	var out []string
	for _, in := range s.Instrs {
		if in.Cmd == cmd {
			out = append(out, in.Args)
		}
	}
	return out
}

// env is the stage's ENV settings (KEY=value forms).
func (s dockerStage) env() map[string]string {
	env := map[string]string{}
	for _, a := range s.all("ENV") {
		for _, kv := range strings.Fields(a) {
			if k, v, ok := strings.Cut(kv, "="); ok {
				env[k] = v
			}
		}
	}
	return env
}

// execForm parses a JSON exec-form instruction (ENTRYPOINT ["baton"]).
func execForm(t *testing.T, what, args string) []string {
	t.Helper()
	var v []string
	if err := json.Unmarshal([]byte(args), &v); err != nil {
		t.Fatalf("Dockerfile %s %s is not the exec (JSON) form: %v", what, args, err)
	}
	return v
}

// debianPostgres is the PostgreSQL major version of Debian's
// postgresql-client in each release the runtime image may be based on.
var debianPostgres = map[string]int{"bookworm": 15, "trixie": 17}

func TestDeployDockerfile(t *testing.T) {
	t.Parallel()
	d := readDockerfile(t)
	if len(d.Stages) != 2 {
		t.Fatalf("Dockerfile has %d stages, want a build stage and a runtime stage", len(d.Stages))
	}
	build, runtime := d.Stages[0], d.Stages[1]

	// The build stage: the Go of go.mod, CGO off, every package copied in.
	from := build.From
	for k, v := range d.GlobalArgs {
		from = strings.ReplaceAll(from, "${"+k+"}", v)
	}
	goMod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goLine := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(goMod)
	if !strings.HasPrefix(from, "golang:"+string(goLine[1])+"-") || build.Name != "build" {
		t.Errorf("build stage FROM %s AS %s, want golang:%s-... AS build (go.mod's Go)", from, build.Name, goLine[1])
	}
	if build.env()["CGO_ENABLED"] != "0" {
		t.Errorf("build stage ENV CGO_ENABLED = %q, want 0 (a static binary for the slim runtime)", build.env()["CGO_ENABLED"])
	}
	copied := map[string]bool{}
	for _, a := range build.all("COPY") {
		f := strings.Fields(a)
		for _, src := range f[:len(f)-1] {
			copied[strings.TrimSuffix(src, "/")] = true
		}
	}
	for _, need := range []string{"go.mod", "go.sum", "main.go"} {
		if !copied[need] {
			t.Errorf("build stage does not COPY %s", need)
		}
	}
	// Only the Go sources are copied (no ./baton-data in the context): any
	// top-level directory holding a package must be among them.
	entries, err := os.ReadDir("..")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		hasGo := false
		_ = filepath.WalkDir(filepath.Join("..", e.Name()), func(p string, de os.DirEntry, err error) error {
			if err == nil && !de.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
				hasGo = true
				return filepath.SkipAll
			}
			return nil
		})
		if hasGo && !copied[e.Name()] {
			t.Errorf("build stage does not COPY %s/, which holds Go packages", e.Name())
		}
	}
	var goBuild string
	for _, r := range build.all("RUN") {
		if strings.Contains(r, "go build") {
			goBuild = r
		}
	}
	out := regexp.MustCompile(`-o (\S+)`).FindStringSubmatch(goBuild)
	if out == nil {
		t.Fatalf("build stage has no `go build -o ...`: %q", goBuild)
	}

	// The runtime stage: small, the binary from the build stage, non-root,
	// baton serve by default, a health check on serve's port.
	if strings.HasPrefix(runtime.From, "golang") {
		t.Errorf("runtime stage FROM %s: the Go toolchain is not needed at run time", runtime.From)
	}
	if !slices.Contains(runtime.all("COPY"), "--from=build "+out[1]+" /usr/local/bin/baton") {
		t.Errorf("runtime stage does not COPY --from=build %s /usr/local/bin/baton: %q", out[1], runtime.all("COPY"))
	}
	users := runtime.all("USER")
	if len(users) == 0 {
		t.Fatal("runtime stage sets no USER: baton would run as root")
	}
	if u, _, _ := strings.Cut(users[len(users)-1], ":"); u == "root" || u == "0" {
		t.Errorf("runtime stage USER %s is root", users[len(users)-1])
	}
	if ep := runtime.all("ENTRYPOINT"); len(ep) != 1 || !slices.Equal(execForm(t, "ENTRYPOINT", ep[0]), []string{"baton"}) {
		t.Errorf("ENTRYPOINT %q, want [\"baton\"]", ep)
	}
	if cmd := runtime.all("CMD"); len(cmd) != 1 || !slices.Equal(execForm(t, "CMD", cmd[0]), []string{"serve"}) {
		t.Errorf("CMD %q, want [\"serve\"]", cmd)
	}
	env := runtime.env()
	listenHost, listenPort, err := net.SplitHostPort(env["BATON_LISTEN"])
	if err != nil || isLoopbackHost(listenHost) {
		t.Errorf("runtime ENV BATON_LISTEN=%q: serve must listen beyond the container's loopback (%v)", env["BATON_LISTEN"], err)
	}
	_, healthPort, err := net.SplitHostPort(env["BATON_HEALTH_LISTEN"])
	if err != nil {
		t.Errorf("runtime ENV BATON_HEALTH_LISTEN=%q: %v", env["BATON_HEALTH_LISTEN"], err)
	}
	if exp := strings.Fields(strings.Join(runtime.all("EXPOSE"), " ")); !slices.Contains(exp, listenPort) || !slices.Contains(exp, healthPort) {
		t.Errorf("EXPOSE %v, want %s and %s", exp, listenPort, healthPort)
	}
	hc := runtime.all("HEALTHCHECK")
	if len(hc) != 1 || !strings.Contains(hc[0], "http://127.0.0.1:"+listenPort+"/healthz") {
		t.Errorf("HEALTHCHECK %q, want one hitting /healthz on serve's port %s", hc, listenPort)
	}
	installs := strings.Join(runtime.all("RUN"), " ")
	for _, pkg := range []string{"postgresql-client", "ca-certificates", "curl"} {
		if !strings.Contains(installs, pkg) {
			t.Errorf("runtime stage does not install %s", pkg)
		}
	}
}

func TestDeployCompose(t *testing.T) {
	t.Parallel()
	f := readCompose(t)
	var names []string
	for n := range f.Services {
		names = append(names, n)
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"db", "migrate", "serve", "work"}) {
		t.Fatalf("services %v, want db, migrate, serve, work", names)
	}

	// PostgreSQL with pgvector, its data on a named volume, a health check.
	db := f.Services["db"]
	pgMajor, err := strconv.Atoi(strings.TrimPrefix(db.Image, "pgvector/pgvector:pg"))
	if err != nil {
		t.Errorf("db image %q, want pgvector/pgvector:pg<major>", db.Image)
	}
	if !slices.Contains(db.Volumes, "pgdata:/var/lib/postgresql/data") {
		t.Errorf("db volumes %v, want pgdata:/var/lib/postgresql/data", db.Volumes)
	}
	if _, ok := f.Volumes["pgdata"]; !ok {
		t.Error("volume pgdata is not declared")
	}
	if db.Healthcheck == nil || !strings.Contains(strings.Join(db.Healthcheck.Test, " "), "pg_isready") {
		t.Errorf("db healthcheck %+v, want pg_isready", db.Healthcheck)
	}
	// The image's pg_dump must dump this server (baton backup).
	d := readDockerfile(t)
	runtimeFrom := d.Stages[len(d.Stages)-1].From
	release := runtimeFrom[strings.LastIndex(runtimeFrom, ":")+1:]
	release, _, _ = strings.Cut(release, "-")
	if client, ok := debianPostgres[release]; !ok || client < pgMajor {
		t.Errorf("runtime %s ships postgresql-client %d, older than the db's PostgreSQL %d: pg_dump would refuse it", runtimeFrom, client, pgMajor)
	}

	runtimeEnv := d.Stages[len(d.Stages)-1].env()
	root := NewRootCommand(nil, nil)
	wantCmd := map[string][]string{"migrate": {"migrate", "up"}, "serve": {"serve", "--no-workers"}, "work": {"work"}}
	for _, name := range []string{"migrate", "serve", "work"} {
		s := f.Services[name]
		if s.Image != "baton:local" || s.Build != "." {
			t.Errorf("%s: image %q build %q, want baton:local built from .", name, s.Image, s.Build)
		}
		if !slices.Equal(s.Command, wantCmd[name]) {
			t.Errorf("%s: command %q, want %q", name, s.Command, wantCmd[name])
		}
		// The command exists and takes these flags.
		c, rest, err := root.Find(s.Command)
		if err != nil || c == root {
			t.Errorf("%s: command %q is not a baton command: %v", name, s.Command, err)
		} else if err := c.ParseFlags(rest); err != nil {
			t.Errorf("%s: command %q: %v", name, s.Command, err)
		}

		// DATABASE_URL reaches the db service as the user it creates.
		u, err := url.Parse(interpolate(s.Environment["DATABASE_URL"]))
		if err != nil {
			t.Fatalf("%s: DATABASE_URL: %v", name, err)
		}
		pw, _ := u.User.Password()
		if u.Hostname() != "db" || u.Port() != "5432" || u.User.Username() != db.Environment["POSTGRES_USER"] ||
			pw != interpolate(db.Environment["POSTGRES_PASSWORD"]) || u.Path != "/"+db.Environment["POSTGRES_DB"] {
			t.Errorf("%s: DATABASE_URL %s does not match the db service (%v)", name, redactURL(u.String()), db.Environment)
		}
		if s.Environment["BATON_INSECURE_NO_AUTH"] != "" {
			t.Errorf("%s: BATON_INSECURE_NO_AUTH is set: the API must require tokens", name)
		}
		if dep := s.DependsOn["db"]; dep.Condition != "service_healthy" {
			t.Errorf("%s: depends_on db %q, want service_healthy", name, dep.Condition)
		}
		if name != "migrate" {
			if dep := s.DependsOn["migrate"]; dep.Condition != "service_completed_successfully" {
				t.Errorf("%s: depends_on migrate %q, want service_completed_successfully", name, dep.Condition)
			}
		}
	}

	migrate := f.Services["migrate"]
	if migrate.Restart != "no" || migrate.Healthcheck == nil || !migrate.Healthcheck.Disable {
		t.Errorf("migrate: restart %q healthcheck %+v, want a one-shot (restart \"no\", no health check)", migrate.Restart, migrate.Healthcheck)
	}

	// serve publishes the port it listens on (the image's BATON_LISTEN).
	serve := f.Services["serve"]
	_, listenPort, _ := net.SplitHostPort(runtimeEnv["BATON_LISTEN"])
	if len(serve.Ports) != 1 || !strings.HasSuffix(serve.Ports[0], ":"+listenPort) {
		t.Errorf("serve ports %v, want one publishing container port %s", serve.Ports, listenPort)
	}
	if serve.Restart == "" || serve.Restart == "no" {
		t.Errorf("serve restart %q: it must come back once the first token exists", serve.Restart)
	}

	// work scales: no published port; its health check is on its own port.
	work := f.Services["work"]
	if len(work.Ports) != 0 {
		t.Errorf("work publishes %v: `--scale work=3` would collide", work.Ports)
	}
	_, healthPort, _ := net.SplitHostPort(runtimeEnv["BATON_HEALTH_LISTEN"])
	if work.Healthcheck == nil || !slices.Contains(work.Healthcheck.Test, "http://127.0.0.1:"+healthPort+"/healthz") {
		t.Errorf("work healthcheck %+v, want /healthz on port %s", work.Healthcheck, healthPort)
	}
}

// TestDeployDockerfileBuildStamps builds baton with the Dockerfile's
// -ldflags (the build arguments filled in) and checks `baton version`
// reports the stamps and River's version from go.mod. It builds with this
// machine's settings otherwise (not -trimpath, not CGO_ENABLED=0, which
// would recompile every dependency): the link is what is under test.
func TestDeployDockerfileBuildStamps(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	t.Parallel()
	var goBuild string
	for _, r := range readDockerfile(t).Stages[0].all("RUN") {
		if i := strings.Index(r, "go build"); i >= 0 {
			goBuild = r[i:]
		}
	}
	ldflags := regexp.MustCompile(`-ldflags "([^"]*)"`).FindStringSubmatch(goBuild)
	if ldflags == nil {
		t.Fatalf("no -ldflags in %q", goBuild)
	}
	args := map[string]string{"VERSION": "v9.8.7", "REVISION": "0123456789abcdef0123456789abcdef01234567", "REVISION_TIME": "2025-06-07T08:09:10Z"}
	flags := regexp.MustCompile(`\$\{(\w+)\}`).ReplaceAllStringFunc(ldflags[1], func(m string) string { return args[m[2:len(m)-1]] })
	bin := filepath.Join(t.TempDir(), "baton")
	build := exec.Command("go", "build", "-buildvcs=false", "-ldflags", flags, "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version", "--output", "json").Output()
	if err != nil {
		t.Fatal(err)
	}
	var v VersionInfo
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatal(err)
	}
	want := VersionInfo{Version: args["VERSION"], Revision: args["REVISION"], Time: args["REVISION_TIME"], GoVersion: v.GoVersion, River: goModRequire(t, riverModule)}
	if v != want || !strings.HasPrefix(v.GoVersion, "go") {
		t.Errorf("built baton version = %+v, want %+v", v, want)
	}
}
