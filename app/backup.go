package app

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/app/localpg"
	"github.com/baton-dev/baton/store"
)

// Backup and restore wrap PostgreSQL's own tools: `pg_dump -Fc` of the
// configured database (or the private cluster under --data-dir, started if
// needed) and `pg_restore` into one. A custom-format archive holds the schema
// (Baton's and River's tables, the vector extension, the HNSW indexes) and
// every row, compressed.
// pgxOnlyParams are URL parameters pgx understands and libpq rejects
// ("invalid URI query parameter"); they are dropped before the URL is handed
// to pg_dump or pg_restore.
var pgxOnlyParams = []string{
	"default_query_exec_mode", "statement_cache_capacity", "description_cache_capacity",
	"min_read_buffer_size", "servicefile",
}

func newBackupCommand() *cobra.Command {
	c := &Config{}
	cmd := &cobra.Command{
		Use:   "backup FILE",
		Short: "Write the database to FILE with pg_dump -Fc (FILE - is stdout)",
		Long: `backup dumps the configured database (--database-url, or the private PostgreSQL under
--data-dir, started if needed) with pg_dump in its custom format: schema, River's
queue and every row, compressed. It may run while serve and work run (pg_dump reads
one consistent snapshot). The file is written beside FILE and renamed into place
when complete, readable by its owner only: it holds every task and the tokens'
hashes. pg_dump must be at least the server's version; it is looked for in
$BATON_PG_BINDIR, /usr/lib/postgresql/<server major>/bin, PATH, pg_config --bindir,
then the newest /usr/lib/postgresql/*/bin. Restore with ` + "`baton restore FILE`.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			db, _, err := openForCommand(cmd, c, migrateNone)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			n, tool, err := backupDatabase(cmd.Context(), db, args[0], cmd.OutOrStdout())
			if err != nil {
				return err
			}
			if args[0] != "-" {
				fmt.Fprintf(cmd.ErrOrStderr(), "backed up %s to %s (%d bytes, %s)\n", redactURL(db.Pool.Config().ConnString()), args[0], n, tool)
			}
			return nil
		},
	}
	addDatabaseFlags(cmd.Flags(), c)
	return cmd
}

func newRestoreCommand() *cobra.Command {
	c := &Config{}
	var clean bool
	cmd := &cobra.Command{
		Use:   "restore FILE",
		Short: "Load a `baton backup` FILE into the database with pg_restore (FILE - is stdin)",
		Long: `restore loads a backup made by ` + "`baton backup`" + ` into the configured database (--database-url,
or the private PostgreSQL under --data-dir, started if needed) with pg_restore, in
one transaction: it loads all of it or nothing. The database must have no tables
(a new --data-dir, where restore creates the private PostgreSQL, or a freshly
created database) unless --clean, which first drops every object the backup
holds. Stop serve and work first. Ownership and grants are not restored: the
objects belong to the user restoring them. A backup
from an older Baton restores as it was; ` + "`baton migrate up`" + ` then brings it to this
binary's schema.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// Restoring into a new --data-dir is how a private cluster
			// moves to another machine: restore may create one, but not
			// for a file it can't read.
			if args[0] != "-" {
				if _, err := os.Stat(args[0]); err != nil {
					return fmt.Errorf("restore: %w", err)
				}
			}
			c.createCluster = true
			db, _, err := openForCommand(cmd, c, migrateNone)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			tool, err := restoreDatabase(cmd.Context(), db, args[0], clean, cmd.InOrStdin())
			if err != nil {
				return err
			}
			st, err := store.MigrateStatus(cmd.Context(), db.Pool)
			if err != nil {
				return err
			}
			msg := fmt.Sprintf("restored %s into %s (%s); schema version %d", args[0], redactURL(db.Pool.Config().ConnString()), tool, st.CurrentSchema)
			if !st.Current() {
				msg += fmt.Sprintf(", this baton needs %d: run `baton migrate up`", st.Latest)
			}
			fmt.Fprintln(cmd.ErrOrStderr(), msg)
			return nil
		},
	}
	addDatabaseFlags(cmd.Flags(), c)
	cmd.Flags().BoolVar(&clean, "clean", false, "drop the objects the backup holds before restoring them (the database may have tables)")
	return cmd
}

// backupDatabase runs pg_dump -Fc on db into file ("-" is out) and returns
// the archive's size and which pg_dump wrote it.
func backupDatabase(ctx context.Context, db *database, file string, out io.Writer) (int64, pgTool, error) {
	major, err := serverMajor(ctx, db)
	if err != nil {
		return 0, pgTool{}, err
	}
	tool, err := pgToolFind(ctx, "pg_dump", major)
	if err != nil {
		return 0, pgTool{}, err
	}
	conn, password := libpqConn(db.Pool.Config().ConnString())
	if file == "-" {
		cw := &countingWriter{w: out}
		err := tool.run(ctx, password, nil, cw, "--format=custom", "--dbname="+conn)
		return cw.n, tool, err
	}
	// Write beside the target, rename when complete: a failed backup never
	// leaves a truncated file under the name of a good one.
	f, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".*.partial")
	if err != nil {
		return 0, tool, fmt.Errorf("backup: unable to create %s: %w", file, err)
	}
	defer os.Remove(f.Name()) //nolint:errcheck // gone after the rename
	cw := &countingWriter{w: f}
	err = tool.run(ctx, password, nil, cw, "--format=custom", "--dbname="+conn)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), file)
	}
	if err != nil {
		return 0, tool, fmt.Errorf("backup: unable to write %s: %w", file, err)
	}
	return cw.n, tool, nil
}

// restoreDatabase runs pg_restore of file ("-" is in) into db, in one
// transaction, and returns which pg_restore did it.
func restoreDatabase(ctx context.Context, db *database, file string, clean bool, in io.Reader) (pgTool, error) {
	if !clean {
		var tables []string
		err := db.Pool.QueryRow(ctx, `
SELECT coalesce(array_agg(c.relname::text ORDER BY c.relname), '{}') FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`).Scan(&tables)
		if err != nil {
			return pgTool{}, fmt.Errorf("restore: unable to list tables: %w", err)
		}
		if len(tables) > 0 {
			return pgTool{}, fmt.Errorf("restore: the database already has %d tables (%s, ...): restore into an empty database (a new --data-dir or a new database), or pass --clean to drop what the backup holds first",
				len(tables), strings.Join(tables[:min(3, len(tables))], ", "))
		}
	}
	if file != "-" {
		if _, err := os.Stat(file); err != nil {
			return pgTool{}, fmt.Errorf("restore: %w", err)
		}
	}
	major, err := serverMajor(ctx, db)
	if err != nil {
		return pgTool{}, err
	}
	tool, err := pgToolFind(ctx, "pg_restore", major)
	if err != nil {
		return tool, err
	}
	conn, password := libpqConn(db.Pool.Config().ConnString())
	// Ownership, grants and comments are the source's: restoring them fails
	// under another user (a managed PostgreSQL's role can't comment on an
	// extension it doesn't own) and Baton needs none of them.
	args := []string{"--no-owner", "--no-privileges", "--no-comments"}
	if clean {
		args = append(args, "--clean", "--if-exists", "--file=-")
	} else {
		args = append(args, "--single-transaction", "--exit-on-error", "--dbname="+conn)
	}
	var stdin io.Reader
	if file == "-" {
		stdin = in
	} else {
		args = append(args, file)
	}
	if clean {
		var psql pgTool
		if psql, err = pgToolFind(ctx, "psql", major); err != nil {
			return tool, err
		}
		err = restoreScript(ctx, tool, psql, conn, password, stdin, args)
	} else {
		err = tool.run(ctx, password, stdin, io.Discard, args...)
	}
	if err != nil {
		return tool, fmt.Errorf("restore: nothing was restored: %w", err)
	}
	return tool, nil
}

// cleanPrelude opens a --clean restore's transaction. pg_restore --clean
// drops a partition's primary key on its own (ALTER TABLE ONLY
// task_events_... DROP CONSTRAINT), which PostgreSQL refuses while the key
// is attached to the partitioned table's ("cannot drop inherited
// constraint"). Dropping the partitioned table first takes its partitions
// and their keys with it, and the script's own drops of them find nothing
// (IF EXISTS). task_events is Baton's one partitioned table (migration 013).
const cleanPrelude = "BEGIN;\nDROP TABLE IF EXISTS public.task_events CASCADE;\n"

// restoreScript has pg_restore write the archive as an SQL script (args)
// and psql run it after cleanPrelude, stopping at the first error. The
// COMMIT is sent only once pg_restore has exited cleanly: a script cut
// short (a truncated archive) ends psql's input inside the transaction,
// and the server rolls it back, so the database is replaced or left as it
// was.
func restoreScript(ctx context.Context, restore, psql pgTool, conn, password string, in io.Reader, args []string) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	dump, dumpErr := restore.command(ctx, password, args...)
	dump.Stdin = in
	script, err := dump.StdoutPipe()
	if err != nil {
		return err
	}
	if err := dump.Start(); err != nil {
		return restore.failed(err, dumpErr)
	}
	tail := &commitAfter{wait: dump.Wait}
	run, runErr := psql.command(ctx, password, "--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--dbname="+conn)
	run.Stdin = io.MultiReader(strings.NewReader(cleanPrelude), script, tail)
	run.Stdout = io.Discard
	runErrWait := run.Run()
	if !tail.waited {
		cancel() // psql stopped early: pg_restore may be blocked writing to it
		tail.err = dump.Wait()
	}
	if tail.err != nil {
		return restore.failed(tail.err, dumpErr)
	}
	if runErrWait != nil {
		return psql.failed(runErrWait, runErr)
	}
	return nil
}

// commitAfter is the end of a --clean restore's script: at its first read
// it waits for pg_restore, and reads COMMIT only if pg_restore succeeded.
type commitAfter struct {
	wait   func() error
	waited bool
	err    error
	rest   io.Reader
}

func (c *commitAfter) Read(p []byte) (int, error) {
	if !c.waited {
		c.waited, c.err = true, c.wait()
		c.rest = strings.NewReader("")
		if c.err == nil {
			c.rest = strings.NewReader("COMMIT;\n")
		}
	}
	return c.rest.Read(p)
}

// serverMajor is the major version of the server db is connected to (15 for 15.4).
func serverMajor(ctx context.Context, db *database) (int, error) {
	var num int
	if err := db.Pool.QueryRow(ctx, `SELECT current_setting('server_version_num')::int`).Scan(&num); err != nil {
		return 0, fmt.Errorf("app: unable to read the server version: %w", err)
	}
	return num / 10000, nil
}

// libpqConn turns a pgx database URL into one libpq accepts: pgx's own
// parameters (pool_max_conns, ...) dropped, and the password moved out of
// the URL, to be passed as PGPASSWORD rather than on a command line anyone
// can read in ps. A key=value string is returned as it is.
func libpqConn(raw string) (conn, password string) {
	if !strings.HasPrefix(raw, "postgres://") && !strings.HasPrefix(raw, "postgresql://") {
		return raw, ""
	}
	u, err := url.Parse(raw)
	if err != nil { // e.g. several hosts; libpq parses those itself
		return raw, ""
	}
	if u.User != nil {
		if p, ok := u.User.Password(); ok {
			password = p
			u.User = url.User(u.User.Username())
		}
	}
	q := u.Query()
	if p := q.Get("password"); p != "" {
		password = p
	}
	q.Del("password")
	for k := range q {
		if strings.HasPrefix(k, "pool_") || slices.Contains(pgxOnlyParams, k) {
			q.Del(k)
		}
	}
	u.RawQuery = q.Encode()
	return u.String(), password
}

// pgTool is a PostgreSQL client program and its major version.
type pgTool struct {
	path  string
	major int
}

func (t pgTool) String() string { return fmt.Sprintf("%s %d", t.path, t.major) }

// run runs the tool with args, stdin from in (nil: none) and stdout to out;
// its stderr is quoted in the error.
func (t pgTool) run(ctx context.Context, password string, in io.Reader, out io.Writer, args ...string) error {
	cmd, stderr := t.command(ctx, password, args...)
	cmd.Stdin, cmd.Stdout = in, out
	if err := cmd.Run(); err != nil {
		return t.failed(err, stderr)
	}
	return nil
}

// command is the tool with args, the password in its environment
// (PGPASSWORD) and its stderr collected in the buffer returned.
func (t pgTool) command(ctx context.Context, password string, args ...string) (*exec.Cmd, *bytes.Buffer) {
	cmd := exec.CommandContext(ctx, t.path, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if password != "" {
		cmd.Env = append(os.Environ(), "PGPASSWORD="+password)
	}
	return cmd, &stderr
}

// failed is the tool's error err, quoting what it wrote to stderr.
func (t pgTool) failed(err error, stderr *bytes.Buffer) error {
	return fmt.Errorf("app: %s failed: %w: %s", filepath.Base(t.path), err, cmp.Or(strings.TrimSpace(stderr.String()), "(no message)"))
}

// pgToolFind finds the client program name (pg_dump, pg_restore) of at
// least serverMajor in the directories localpg.BinDirs lists: in
// $BATON_PG_BINDIR alone when set; otherwise in
// /usr/lib/postgresql/<serverMajor>/bin, on PATH, in pg_config's bindir, then
// the newest /usr/lib/postgresql/*/bin. pg_dump refuses a server newer than
// itself.
func pgToolFind(ctx context.Context, name string, serverMajor int) (pgTool, error) {
	dirs := localpg.BinDirs(ctx, strconv.Itoa(serverMajor), name)
	var found []string
	for _, dir := range dirs {
		path := filepath.Join(dir, name)
		if fi, err := os.Stat(path); err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
			continue
		}
		major, err := pgToolMajor(ctx, path)
		if err != nil {
			found = append(found, fmt.Sprintf("%s (%v)", path, err))
			continue
		}
		if major >= serverMajor {
			return pgTool{path: path, major: major}, nil
		}
		found = append(found, fmt.Sprintf("%s is PostgreSQL %d", path, major))
	}
	what := "none found in " + strings.Join(dirs, ", ")
	if len(found) > 0 {
		what = strings.Join(found, "; ")
	}
	return pgTool{}, fmt.Errorf("app: no %s of PostgreSQL %d or newer (%s): install postgresql-client-%d or set %s to its bin directory",
		name, serverMajor, what, serverMajor, localpg.BinDirEnv)
}

// pgToolMajor reads the major version from `path --version`,
// e.g. "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" is 15.
func pgToolMajor(ctx context.Context, path string) (int, error) {
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return 0, err
	}
	for _, f := range strings.Fields(string(out)) {
		n, _, _ := strings.Cut(f, ".")
		if v, err := strconv.Atoi(n); err == nil {
			return v, nil
		}
	}
	return 0, errors.New("no version in " + strconv.Quote(strings.TrimSpace(string(out))))
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
