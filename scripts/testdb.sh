#!/usr/bin/env bash
# testdb.sh start|stop|url manages the throwaway PostgreSQL cluster the test
# suite runs against (each test creates its own database from a template).
#
#   start   init (first time) and start it; idempotent; prints the URL
#   stop    stop it (fast shutdown); the data stays for the next start
#   remove  stop it and delete it
#   url     print the URL: postgres://baton@127.0.0.1:55432/postgres?sslmode=disable
#
# The cluster lives outside the checkout, in /tmp/baton-testdb-<hash of the
# checkout path>: data/, log, and the unix socket in run/. It listens on
# 127.0.0.1:$TESTDB_PORT (default 55432), trusts every local connection as
# superuser "baton", and trades durability for speed (fsync,
# synchronous_commit and full_page_writes off).
#
# As root the server runs as the OS user postgres (PostgreSQL refuses root),
# which can always reach /tmp, wherever the checkout is.
# Binaries: $BATON_PG_BINDIR, else `pg_config --bindir`, else the newest
# /usr/lib/postgresql/*/bin. pgvector must be installed (scripts/install-deps.sh).
set -euo pipefail

log() { printf 'testdb: %s\n' "$*" >&2; }
die() { log "$*"; exit 1; }

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=${TESTDB_PORT:-55432}
hash=$(printf '%s' "$ROOT" | sha256sum | cut -c1-16)
# Our settings must win over the caller's libpq/server environment.
unset PGDATA PGPORT PGHOST PGHOSTADDR PGUSER PGDATABASE PGOPTIONS PGSERVICE

as_server() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || die "running as root needs the OS user postgres (install postgresql)"
  as_server() { (cd / && runuser -u postgres -- "$@"); }
fi

DIR=/tmp/baton-testdb-$hash
DATA=$DIR/data
SOCK=$DIR/run

bindir() {
  local d
  if [ -n "${BATON_PG_BINDIR:-}" ]; then echo "$BATON_PG_BINDIR"; return 0; fi
  if command -v pg_config >/dev/null && d=$(pg_config --bindir 2>/dev/null) && [ -x "$d/initdb" ]; then
    echo "$d"; return 0
  fi
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  done
  return 1
}

running() { [ -f "$DATA/postmaster.pid" ] && as_server "$BIN/pg_ctl" status -D "$DATA" >/dev/null 2>&1; }

url() {
  local port=$PORT
  if [ -f "$DATA/postmaster.pid" ]; then port=$(sed -n 4p "$DATA/postmaster.pid"); fi
  echo "postgres://baton@127.0.0.1:${port}/postgres?sslmode=disable"
}

start() {
  if running; then url; return 0; fi

  local sharedir ver
  ver=$("$BIN/postgres" --version | sed -E 's/.*\) ([0-9]+).*/\1/')
  sharedir=$("$BIN/pg_config" --sharedir 2>/dev/null || echo "/usr/share/postgresql/$ver")
  [ -f "$sharedir/extension/vector.control" ] ||
    die "pgvector is not installed for PostgreSQL $ver; run scripts/install-deps.sh or apt-get install postgresql-$ver-pgvector"

  mkdir -p "$DIR" "$SOCK"
  chmod 0700 "$SOCK"
  if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$DIR" "$SOCK"; fi

  if [ ! -f "$DATA/PG_VERSION" ]; then
    log "initialising $DATA"
    local out
    if ! out=$(as_server "$BIN/initdb" -D "$DATA" -U baton --auth=trust -E UTF8 --locale=C.UTF-8 -N 2>&1); then
      case $out in
        *"invalid locale"*)
          out=$(as_server "$BIN/initdb" -D "$DATA" -U baton --auth=trust -E UTF8 --locale=C -N 2>&1) || die "initdb failed: $out" ;;
        *) die "initdb failed: $out" ;;
      esac
    fi
  fi

  if ! as_server "$BIN/pg_ctl" start -D "$DATA" -l "$DIR/log" -w -t 60 -s -o "\
 -c listen_addresses=127.0.0.1 -c port=$PORT -c 'unix_socket_directories=$SOCK'\
 -c max_connections=300 -c shared_buffers=128MB\
 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >&2; then
    log "last lines of $DIR/log:"
    tail -n 15 "$DIR/log" >&2 || true
    exit 1
  fi

  # Prove CREATE EXTENSION vector works without leaving it behind.
  if [ -x "$BIN/psql" ]; then
    "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U baton -d postgres \
      -c 'BEGIN; CREATE EXTENSION vector; ROLLBACK;' >&2 || die "CREATE EXTENSION vector failed"
  fi
  url
}

stop() {
  if running; then
    as_server "$BIN/pg_ctl" stop -D "$DATA" -m fast -w -t 60 -s >&2
    log "stopped"
  else
    log "not running"
  fi
}

remove() {
  stop
  rm -rf "$DIR"
  log "removed $DIR"
}

case "${1:-}" in
  start|stop|remove)
    BIN=$(bindir) || die "PostgreSQL server binaries not found; run scripts/install-deps.sh"
    "$1" ;;
  url) url ;;
  *) echo "usage: $0 start|stop|remove|url" >&2; exit 2 ;;
esac
