// Package localpg runs the private PostgreSQL cluster baton keeps under its
// data directory when no database URL is configured: initdb on first use,
// pg_ctl start (or attach to the server another baton process started),
// the baton database with pgvector, and stop.
package localpg

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Names, limits and defaults of the managed PostgreSQL.
const (
	// Database is the database created for baton in the managed cluster.
	Database = "baton"
	// User is the cluster's superuser (initdb -U), authenticated by trust:
	// only the socket directory's permissions and ListenTCP guard the server.
	User = "baton"
	// ServerOSUser is the OS user that runs initdb, pg_ctl and postgres
	// when baton runs as root (PostgreSQL refuses to run as root).
	ServerOSUser = "postgres"
	// PortDefault is the port (and socket file name .s.PGSQL.<port>) used
	// when ListenTCP is empty.
	PortDefault = 5432
	// StartTimeoutDefault bounds Start when ctx has no earlier deadline.
	StartTimeoutDefault = 60 * time.Second
	// StopTimeoutDefault bounds Stop when ctx has no earlier deadline.
	StopTimeoutDefault = 60 * time.Second
	// BinDirEnv overrides where PostgreSQL's programs are found: the
	// server's here, and pg_dump and pg_restore for backup and restore.
	BinDirEnv = "BATON_PG_BINDIR"

	// socketPathMax is the longest unix socket path the kernel accepts
	// (sun_path is 108 bytes including the terminating NUL).
	socketPathMax = 107
	// installRoot holds Debian's versioned PostgreSQL installations
	// (/usr/lib/postgresql/<major>/bin).
	installRoot = "/usr/lib/postgresql"
	// logTailLines is how many lines of pg.log a start failure quotes.
	logTailLines = 10
)

// Options configures Start.
//
// Layout under DataDir: the cluster in DataDir/pg, the server log in
// DataDir/pg.log, a start lock in DataDir/localpg.lock and the unix socket in
// DataDir/run. When DataDir is so long that DataDir/run/.s.PGSQL.<port> would
// pass the kernel's 107-byte limit for socket paths, the socket lives in
// /tmp/baton-pg-<first 16 hex digits of sha256(absolute DataDir)> instead, so
// every process sharing DataDir still finds the same socket.
type Options struct {
	// DataDir holds the cluster; required. Created when missing. When baton runs
	// as root the server runs as the OS user "postgres", which must be able to
	// traverse every directory from / down to DataDir.
	DataDir string
	// ListenTCP is "" to listen on the unix socket only (the default), or
	// "host:port" (e.g. "127.0.0.1:5433") to also listen on TCP. Authentication
	// is trust: listen only on loopback.
	ListenTCP string
	// Logger receives lifecycle messages; nil discards them.
	Logger *slog.Logger
	// Create lets Start initialise a cluster when DataDir holds none;
	// without it Start returns a *NoClusterError and creates nothing.
	Create bool
}

// NoClusterError says DataDir holds no cluster and Options.Create was not
// set.
type NoClusterError struct {
	// DataDir is the absolute data directory looked in.
	DataDir string
}

func (e *NoClusterError) Error() string {
	return fmt.Sprintf("localpg: no PostgreSQL cluster in %s (looked for %s)", e.DataDir, filepath.Join(e.DataDir, "pg", "PG_VERSION"))
}

// Cluster is a PostgreSQL cluster owned by baton under its data directory.
// A Cluster either started the server (Stop stops it) or attached to one that
// another process sharing the data directory started (Stop does nothing; the
// server stops when its starter stops it, and outlives a starter that crashed
// until the next baton attaches and the operator stops it with pg_ctl).
type Cluster struct {
	bin      binaries
	server   *serverUser // nil when not root: the server runs as us
	log      *slog.Logger
	dataDir  string // absolute
	pgDir    string // DataDir/pg
	logPath  string // DataDir/pg.log
	sockDir  string
	port     int
	listenIP string // listen_addresses; "" for the unix socket only

	mu      sync.Mutex
	started bool // this process started the server
	stopped bool
}

// Start initialises the cluster when DataDir has none and opt.Create is
// set (initdb), starts
// it with pg_ctl when it isn't running, or attaches to it when it is (a live
// postmaster.pid: a second baton process sharing DataDir attaches rather than
// fails). It then waits until the server accepts connections, creates database
// Database and the vector extension. It gives up at ctx's deadline or
// after StartTimeoutDefault, whichever is first.
func Start(ctx context.Context, opt Options) (*Cluster, error) {
	if opt.DataDir == "" {
		return nil, errors.New("localpg: Options.DataDir must be set")
	}
	ctx, cancel := context.WithTimeout(ctx, StartTimeoutDefault)
	defer cancel()

	dataDir, err := filepath.Abs(opt.DataDir)
	if err != nil {
		return nil, fmt.Errorf("localpg: unable to resolve data dir: %w", err)
	}
	l := &Cluster{
		log:     cmp.Or(opt.Logger, slog.New(slog.DiscardHandler)),
		dataDir: dataDir,
		pgDir:   filepath.Join(dataDir, "pg"),
		logPath: filepath.Join(dataDir, "pg.log"),
		port:    PortDefault,
	}
	if opt.ListenTCP != "" {
		host, port, err := net.SplitHostPort(opt.ListenTCP)
		p, perr := strconv.Atoi(port)
		if err != nil || host == "" || perr != nil || p < 1 || p > 65535 {
			return nil, fmt.Errorf("localpg: Options.ListenTCP %q must be host:port, e.g. 127.0.0.1:5433", opt.ListenTCP)
		}
		l.listenIP, l.port = host, p
	}

	clusterVersion := ""
	if b, err := os.ReadFile(filepath.Join(l.pgDir, "PG_VERSION")); err == nil {
		clusterVersion = strings.TrimSpace(string(b))
	} else if !opt.Create {
		return nil, &NoClusterError{DataDir: dataDir}
	}
	if l.bin, err = findBinaries(ctx, os.Getenv(BinDirEnv), clusterVersion); err != nil {
		return nil, err
	}
	if clusterVersion != "" && l.bin.major != "" && clusterVersion != l.bin.major {
		return nil, fmt.Errorf("localpg: the cluster in %s was created by PostgreSQL %s but the binaries in %s are PostgreSQL %s; install PostgreSQL %s or set %s",
			l.pgDir, clusterVersion, l.bin.dir, l.bin.major, clusterVersion, BinDirEnv)
	}
	if _, err := os.Stat(filepath.Join(l.bin.shareDir, "extension", "vector.control")); err != nil {
		return nil, fmt.Errorf("localpg: pgvector is not installed for PostgreSQL %s (no vector.control in %s); run scripts/install-deps.sh or apt-get install postgresql-%s-pgvector",
			l.bin.major, filepath.Join(l.bin.shareDir, "extension"), l.bin.major)
	}
	if os.Geteuid() == 0 {
		if l.server, err = lookupServerUser(); err != nil {
			return nil, err
		}
	}

	if err := l.prepareDirs(); err != nil {
		return nil, err
	}
	unlock, err := lockFile(ctx, filepath.Join(dataDir, "localpg.lock"))
	if err != nil {
		return nil, err
	}
	defer unlock()

	if err := l.startOrAttach(ctx); err != nil {
		return nil, err
	}
	if err := l.ensureDatabase(ctx); err != nil {
		if l.started {
			stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), StopTimeoutDefault)
			defer cancel()
			_ = l.Stop(stopCtx)
		}
		return nil, err
	}
	return l, nil
}

// URL returns a pgx connection URL for database Database over the unix
// socket, e.g. postgres:///baton?host=%2Fdata%2Frun&port=5432&user=baton.
func (l *Cluster) URL() string { return l.url(Database) }

// Stop stops the server with pg_ctl stop -m fast (sessions are disconnected,
// running transactions roll back) when this process started it; it does
// nothing for an attached server. Safe to call more than once.
func (l *Cluster) Stop(ctx context.Context) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.started || l.stopped {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, StopTimeoutDefault)
	defer cancel()
	out, err := l.command(ctx, "pg_ctl", "stop", "-D", l.pgDir, "-m", "fast", "-w", "-s",
		"-t", seconds(ctx, StopTimeoutDefault)).CombinedOutput()
	if err != nil {
		if _, alive := readPostmaster(l.pgDir); alive {
			return fmt.Errorf("localpg: unable to stop PostgreSQL in %s: %w: %s", l.pgDir, err, bytes.TrimSpace(out))
		}
	}
	l.stopped = true
	l.log.Info("local postgres stopped", slog.String("data_dir", l.pgDir))
	return nil
}

func (l *Cluster) url(db string) string {
	q := url.Values{}
	q.Set("host", l.sockDir)
	q.Set("port", strconv.Itoa(l.port))
	q.Set("user", User)
	return "postgres:///" + db + "?" + q.Encode()
}

// prepareDirs creates DataDir, the cluster dir, the log file and the socket
// dir, owned by the server user, and checks that user can reach them.
func (l *Cluster) prepareDirs() error {
	if err := os.MkdirAll(l.dataDir, 0o755); err != nil {
		return fmt.Errorf("localpg: unable to create data dir: %w", err)
	}
	if l.server != nil {
		if err := l.server.checkTraversable(l.dataDir); err != nil {
			return err
		}
	}
	if err := os.Mkdir(l.pgDir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("localpg: unable to create cluster dir: %w", err)
	}
	f, err := os.OpenFile(l.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("localpg: unable to create PostgreSQL log: %w", err)
	}
	f.Close()

	sock := socketDir(l.dataDir, l.port)
	l.sockDir = sock
	if err := os.Mkdir(sock, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("localpg: unable to create socket dir: %w", err)
	}
	fi, err := os.Lstat(sock)
	if err != nil {
		return fmt.Errorf("localpg: unable to stat socket dir: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("localpg: socket dir %s is not a directory", sock)
	}
	// The /tmp fallback is shared ground: refuse a directory someone else made.
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Geteuid() &&
		(l.server == nil || st.Uid != l.server.uid) {
		return fmt.Errorf("localpg: socket dir %s belongs to uid %d, not to us; remove it", sock, st.Uid)
	}

	if l.server == nil {
		return nil
	}
	for _, p := range []string{l.pgDir, l.logPath, sock} {
		if err := os.Chown(p, int(l.server.uid), int(l.server.gid)); err != nil {
			return fmt.Errorf("localpg: unable to hand %s to OS user %s: %w", p, l.server.name, err)
		}
	}
	return nil
}

func (l *Cluster) startOrAttach(ctx context.Context) error {
	if pf, alive := readPostmaster(l.pgDir); alive {
		// Connect where the running server actually listens.
		if pf.sockDir != "" {
			l.sockDir = pf.sockDir
		}
		if pf.port != 0 {
			l.port = pf.port
		}
		l.log.Info("attaching to running local postgres", slog.String("data_dir", l.pgDir), slog.Int("pid", pf.pid))
		return l.waitReady(ctx)
	}

	if _, err := os.Stat(filepath.Join(l.pgDir, "PG_VERSION")); errors.Is(err, os.ErrNotExist) {
		if err := l.initdb(ctx); err != nil {
			return err
		}
	}

	opts := []string{
		"listen_addresses=" + l.listenIP,
		"unix_socket_directories=" + l.sockDir,
		"port=" + strconv.Itoa(l.port),
		"fsync=on",
		"shared_buffers=" + strconv.FormatInt(SharedBuffers(memoryTotal())>>20, 10) + "MB",
		"max_connections=100",
		// A queue rewrites its hot rows many times a second: at 250
		// tasks/s tasks gains ~2,000 dead row versions a second against
		// ~30,000 live ones with minutes of retention, so dead rows stay
		// under a fifth of live ones only if autovacuum looks every
		// second or two (PostgreSQL's minimum, 1 s; the default is a
		// minute). Migration 014 keeps the analyzes from following it
		// (docs/operations.md, "Autovacuum").
		"autovacuum_naptime=1s",
		// PostgreSQL's default of 1 GB of WAL between checkpoints lasts
		// about a minute at a busy queue's write rate, and every
		// checkpoint restarts full-page images; 4 GB lets the
		// 5-minute checkpoint_timeout set the pace (docs/operations.md).
		"max_wal_size=4GB",
	}
	var o strings.Builder
	for _, s := range opts {
		// pg_ctl hands -o to /bin/sh: quote each setting.
		o.WriteString(" -c '" + strings.ReplaceAll(s, "'", `'\''`) + "'")
	}
	l.log.Info("starting local postgres", slog.String("data_dir", l.pgDir), slog.String("log", l.logPath))
	out, err := l.command(ctx, "pg_ctl", "start", "-D", l.pgDir, "-l", l.logPath, "-w", "-s",
		"-t", seconds(ctx, StartTimeoutDefault), "-o", o.String()).CombinedOutput()
	if err != nil {
		return fmt.Errorf("baton: PostgreSQL failed to start (%s: %w: %s); last lines of %s:\n%s",
			filepath.Join(l.bin.dir, "pg_ctl"), err, bytes.TrimSpace(out), l.logPath, l.logTail())
	}
	l.mu.Lock()
	l.started = true
	l.mu.Unlock()
	if err := l.waitReady(ctx); err != nil {
		stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), StopTimeoutDefault)
		defer cancel()
		_ = l.Stop(stopCtx)
		return err
	}
	l.log.Info("local postgres started", slog.String("data_dir", l.pgDir), slog.String("socket_dir", l.sockDir), slog.Int("port", l.port))
	return nil
}

func (l *Cluster) initdb(ctx context.Context) error {
	var out []byte
	var err error
	for _, locale := range []string{"C.UTF-8", "C"} {
		l.log.Info("initialising local postgres", slog.String("data_dir", l.pgDir), slog.String("locale", locale))
		out, err = l.command(ctx, "initdb", "-D", l.pgDir, "-U", User, "--auth=trust",
			"-E", "UTF8", "--locale="+locale).CombinedOutput()
		// Some minimal systems lack C.UTF-8; initdb refuses before writing anything.
		if err == nil || !strings.Contains(string(out), "invalid locale") {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("baton: initdb failed in %s: %w: %s", l.pgDir, err, bytes.TrimSpace(out))
	}
	return nil
}

// waitReady polls until a connection succeeds, backing off up to 500ms.
func (l *Cluster) waitReady(ctx context.Context) error {
	cfg, err := pgx.ParseConfig(l.url("postgres"))
	if err != nil {
		return fmt.Errorf("localpg: unable to parse local postgres URL: %w", err)
	}
	cfg.ConnectTimeout = 2 * time.Second
	delay := 20 * time.Millisecond
	for {
		conn, err := pgx.ConnectConfig(ctx, cfg)
		if err == nil {
			return conn.Close(ctx)
		}
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("baton: PostgreSQL in %s is not accepting connections on %s: %w; last lines of %s:\n%s",
				l.pgDir, l.sockDir, err, l.logPath, l.logTail())
		case <-t.C:
		}
		delay = min(2*delay, 500*time.Millisecond)
	}
}

func (l *Cluster) ensureDatabase(ctx context.Context) error {
	conn, err := pgx.Connect(ctx, l.url("postgres"))
	if err != nil {
		return fmt.Errorf("localpg: unable to connect to local postgres: %w", err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`,
		Database).Scan(&exists); err != nil {
		return fmt.Errorf("localpg: unable to look up database %s: %w", Database, err)
	}
	if !exists {
		_, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{Database}.Sanitize())
		if pgErr := (*pgconn.PgError)(nil); err != nil && !(errors.As(err, &pgErr) && pgErr.Code == "42P04") {
			return fmt.Errorf("localpg: unable to create database %s: %w", Database, err)
		}
		l.log.Info("created database", slog.String("database", Database))
	}

	db, err := pgx.Connect(ctx, l.URL())
	if err != nil {
		return fmt.Errorf("localpg: unable to connect to database %s: %w", Database, err)
	}
	defer db.Close(ctx)
	if _, err := db.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS vector`); err != nil {
		return fmt.Errorf("localpg: unable to create extension vector: %w", err)
	}
	return nil
}

// command runs a PostgreSQL binary as the server user, in DataDir, without
// the caller's PG* environment (PGDATA, PGPORT, ... would override our flags).
func (l *Cluster) command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, filepath.Join(l.bin.dir, name), args...)
	cmd.Dir = l.dataDir
	cmd.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "PG") })
	// pg_ctl's postmaster writes to pg.log, not our pipes; this only guards a hang.
	cmd.WaitDelay = 5 * time.Second
	if l.server != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{
			Uid: l.server.uid, Gid: l.server.gid, Groups: l.server.groups,
		}}
		cmd.Env = append(cmd.Env, "HOME="+l.server.home, "USER="+l.server.name, "LOGNAME="+l.server.name)
	}
	return cmd
}

func (l *Cluster) logTail() string {
	b, err := os.ReadFile(l.logPath)
	if err != nil {
		return "(" + err.Error() + ")"
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-logTailLines):], "\n")
}

// socketDir is dataDir/run, or /tmp/baton-pg-<hash of dataDir> when
// the socket path in dataDir/run would be too long for the kernel.
func socketDir(dataDir string, port int) string {
	sock := filepath.Join(dataDir, "run")
	if len(sock)+len("/.s.PGSQL.")+len(strconv.Itoa(port)) <= socketPathMax {
		return sock
	}
	sum := sha256.Sum256([]byte(dataDir))
	return "/tmp/baton-pg-" + hex.EncodeToString(sum[:8])
}

// binaries is a PostgreSQL installation with server binaries.
type binaries struct {
	dir      string // holds initdb, pg_ctl, postgres
	shareDir string // pg_config --sharedir
	major    string // "15"; "" when unknown
}

// notFoundError reports that no server binaries were found.
type notFoundError struct{ looked []string }

func (e *notFoundError) Error() string {
	return fmt.Sprintf("localpg: PostgreSQL server binaries not found (looked in %s); install postgresql (apt-get install postgresql) or set --database-url",
		strings.Join(e.looked, ", "))
}

// BinDirs lists, in the order to try them, the directories that may hold
// PostgreSQL's programs: $BATON_PG_BINDIR alone when set; otherwise
// /usr/lib/postgresql/<major>/bin (when major is not ""), the directories of
// the programs onPath found on PATH, the one `pg_config --bindir` on PATH
// names, then every /usr/lib/postgresql/*/bin, newest first (the pattern
// itself when none exists, so that a "looked in" message names it). Each
// directory appears once; whether it holds what the caller needs is the
// caller's check.
func BinDirs(ctx context.Context, major string, onPath ...string) []string {
	return binDirs(ctx, os.Getenv(BinDirEnv), major, onPath...)
}

// binDirs is BinDirs with override in place of $BATON_PG_BINDIR.
func binDirs(ctx context.Context, override, major string, onPath ...string) []string {
	if override != "" {
		return []string{override}
	}
	var dirs []string
	if major != "" {
		dirs = append(dirs, filepath.Join(installRoot, major, "bin"))
	}
	for _, name := range onPath {
		if p, err := exec.LookPath(name); err == nil {
			dirs = append(dirs, filepath.Dir(p))
		}
	}
	if pgConfig, err := exec.LookPath("pg_config"); err == nil {
		if out, err := exec.CommandContext(ctx, pgConfig, "--bindir").Output(); err == nil {
			dirs = append(dirs, strings.TrimSpace(string(out)))
		}
	}
	pattern := filepath.Join(installRoot, "*", "bin")
	installed, _ := filepath.Glob(pattern)
	slices.SortFunc(installed, func(a, b string) int { // newest first
		va, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(a)), 64)
		vb, _ := strconv.ParseFloat(filepath.Base(filepath.Dir(b)), 64)
		return cmp.Compare(vb, va)
	})
	if len(installed) == 0 {
		installed = []string{pattern}
	}
	var out []string
	for _, d := range append(dirs, installed...) {
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// findBinaries returns the first of binDirs(override, clusterVersion) that
// holds the server binaries.
func findBinaries(ctx context.Context, override, clusterVersion string) (binaries, error) {
	looked := binDirs(ctx, override, clusterVersion)
	for _, dir := range looked {
		if hasServer(dir) {
			return describe(ctx, dir), nil
		}
	}
	return binaries{}, &notFoundError{looked: looked}
}

func hasServer(dir string) bool {
	for _, name := range []string{"initdb", "pg_ctl", "postgres"} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
			return false
		}
	}
	return true
}

// describe finds the version and share dir of the binaries in dir.
func describe(ctx context.Context, dir string) binaries {
	b := binaries{dir: dir}
	if out, err := exec.CommandContext(ctx, filepath.Join(dir, "postgres"), "--version").Output(); err == nil {
		// "postgres (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
		notDigit := func(r rune) bool { return r < '0' || r > '9' }
		for _, f := range strings.Fields(string(out)) {
			if n := strings.IndexFunc(f, notDigit); n != 0 {
				if n < 0 {
					n = len(f)
				}
				b.major = f[:n]
				break
			}
		}
	}
	pgConfigs := []string{filepath.Join(dir, "pg_config")}
	if p, err := exec.LookPath("pg_config"); err == nil {
		if out, err := exec.CommandContext(ctx, p, "--bindir").Output(); err == nil && strings.TrimSpace(string(out)) == dir {
			pgConfigs = append(pgConfigs, p)
		}
	}
	for _, p := range pgConfigs {
		if out, err := exec.CommandContext(ctx, p, "--sharedir").Output(); err == nil {
			b.shareDir = strings.TrimSpace(string(out))
			return b
		}
	}
	b.shareDir = "/usr/share/postgresql/" + b.major
	return b
}

// serverUser is the unprivileged OS user the server runs as under root.
type serverUser struct {
	name     string
	home     string
	uid, gid uint32
	groups   []uint32
}

func lookupServerUser() (*serverUser, error) {
	u, err := user.Lookup(ServerOSUser)
	if err != nil {
		return nil, fmt.Errorf("baton: running as root, PostgreSQL must run as the OS user %q, which does not exist (%w); install postgresql, which creates it, or run baton as another user",
			ServerOSUser, err)
	}
	s := &serverUser{name: u.Username, home: u.HomeDir}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("localpg: unable to parse ids of OS user %s: %w", u.Username, err)
	}
	s.uid, s.gid = uint32(uid), uint32(gid)
	gids, _ := u.GroupIds()
	for _, g := range gids {
		if n, err := strconv.ParseUint(g, 10, 32); err == nil {
			s.groups = append(s.groups, uint32(n))
		}
	}
	return s, nil
}

// checkTraversable reports the first directory from / down to dir that the
// server user may not search (execute), judged by mode bits.
func (s *serverUser) checkTraversable(dir string) error {
	var dirs []string
	for d := dir; ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	slices.Reverse(dirs)
	for _, d := range dirs {
		fi, err := os.Stat(d)
		if err != nil {
			return fmt.Errorf("localpg: unable to stat %s: %w", d, err)
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok {
			continue
		}
		mode := fi.Mode().Perm()
		var can bool
		switch {
		case st.Uid == s.uid:
			can = mode&0o100 != 0
		case st.Gid == s.gid || slices.Contains(s.groups, st.Gid):
			can = mode&0o010 != 0
		default:
			can = mode&0o001 != 0
		}
		if !can {
			return fmt.Errorf("baton: running as root, PostgreSQL runs as the OS user %s, which cannot enter %s (mode %s) on the way to the data dir %s; chmod o+x %s or choose a data dir elsewhere (or set --database-url)",
				s.name, d, mode, dir, d)
		}
	}
	return nil
}

// postmasterFile is what postmaster.pid says about a running server.
type postmasterFile struct {
	pid     int
	port    int
	sockDir string
}

// readPostmaster reads pgDir/postmaster.pid and reports whether its
// postmaster is alive. A stale file (a crash, a container restart) names a
// dead pid or one reused by another program: both count as not running.
func readPostmaster(pgDir string) (postmasterFile, bool) {
	var pf postmasterFile
	b, err := os.ReadFile(filepath.Join(pgDir, "postmaster.pid"))
	if err != nil {
		return pf, false
	}
	// Lines: pid, data dir, start time, port, first socket dir, first listen address, ...
	lines := strings.Split(string(b), "\n")
	pf.pid, _ = strconv.Atoi(strings.TrimSpace(lines[0]))
	if len(lines) > 3 {
		pf.port, _ = strconv.Atoi(strings.TrimSpace(lines[3]))
	}
	if len(lines) > 4 {
		pf.sockDir = strings.TrimSpace(lines[4])
	}
	if pf.pid <= 0 || pf.pid == os.Getpid() {
		return pf, false
	}
	if err := syscall.Kill(pf.pid, 0); err != nil && !errors.Is(err, syscall.EPERM) {
		return pf, false
	}
	if comm, err := os.ReadFile("/proc/" + strconv.Itoa(pf.pid) + "/comm"); err == nil {
		name := strings.TrimSpace(string(comm))
		if name != "postgres" && name != "postmaster" {
			return pf, false
		}
	}
	return pf, true
}

// lockFile takes an exclusive flock on path so that processes sharing a
// data dir init and start the cluster one at a time; the loser then attaches.
func lockFile(ctx context.Context, path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("localpg: unable to open %s: %w", path, err)
	}
	delay := 10 * time.Millisecond
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { f.Close() }, nil // closing releases the lock
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("localpg: unable to lock %s: %w", path, err)
		}
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			f.Close()
			return nil, fmt.Errorf("localpg: another baton process holds %s: %w", path, ctx.Err())
		case <-t.C:
		}
		delay = min(2*delay, 250*time.Millisecond)
	}
}

// seconds is the time left before ctx's deadline in whole seconds
// (at least 1), for pg_ctl -t.
func seconds(ctx context.Context, def time.Duration) string {
	d := def
	if dl, ok := ctx.Deadline(); ok {
		d = time.Until(dl)
	}
	return strconv.Itoa(max(1, int(d.Round(time.Second)/time.Second)))
}
