#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL on loopback: TEST_PG_URL points at it, and it is
# stopped and deleted when the command ends. initdb refuses root, so it runs as `postgres`.
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL is not installed (scripts/system-deps.sh installs it)" >&2; exit 3; }
dir=$(mktemp -d /tmp/asinasin-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { run_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
run_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
export TEST_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
