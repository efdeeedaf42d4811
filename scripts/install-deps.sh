#!/usr/bin/env bash
# install-deps.sh makes sure PostgreSQL (15 or newer) and pgvector are installed.
# It never starts a server: baton (and the test harness) run their own clusters.
#
# Order of preference for pgvector:
#   1. already installed (vector.control in the server's extension folder);
#   2. the distribution's package postgresql-NN-pgvector (Debian trixie, Ubuntu);
#   3. built from Debian trixie's source package (Debian bookworm has no package).
# Extra: WITH_CHROMIUM=1 also installs Debian's chromium for the browser tests.
set -euo pipefail

log() { printf 'install-deps: %s\n' "$*" >&2; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; fi
fi

apt_updated=0
apt_update() {
  if [ "$apt_updated" -eq 0 ]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
}

pg_bindir() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  done
  return 1
}

if ! bindir=$(pg_bindir); then
  log "no PostgreSQL server found; installing the distribution's postgresql"
  apt_update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bindir=$(pg_bindir)
fi
ver=$(basename "$(dirname "$bindir")")
sharedir=$("$bindir/pg_config" --sharedir 2>/dev/null || echo "/usr/share/postgresql/$ver")
log "PostgreSQL $ver at $bindir"

if [ -f "$sharedir/extension/vector.control" ]; then
  log "pgvector already installed"
else
  apt_update
  if apt-cache show "postgresql-$ver-pgvector" >/dev/null 2>&1; then
    log "installing postgresql-$ver-pgvector"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$ver-pgvector" >/dev/null
  else
    log "no pgvector package for PostgreSQL $ver; building it from Debian trixie's source"
    src=/etc/apt/sources.list.d/baton-trixie-src.list
    if [ ! -f "$src" ]; then
      echo "deb-src http://deb.debian.org/debian trixie main" | $SUDO tee "$src" >/dev/null
      apt_updated=0
      apt_update
    fi
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$ver" build-essential dpkg-dev >/dev/null
    work=$(mktemp -d)
    ( cd "$work" && apt-get source -qq pgvector >/dev/null 2>&1 )
    dir=$(ls -d "$work"/pgvector-*/ | head -1)
    make -s -C "$dir" PG_CONFIG="$bindir/pg_config" >/dev/null
    $SUDO make -s -C "$dir" PG_CONFIG="$bindir/pg_config" install >/dev/null
    rm -rf "$work"
  fi
  [ -f "$sharedir/extension/vector.control" ] || { log "pgvector install failed"; exit 1; }
  log "pgvector installed"
fi

if [ "${WITH_CHROMIUM:-0}" = "1" ] && ! command -v chromium >/dev/null; then
  log "installing chromium for the browser tests"
  apt_update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
