#!/usr/bin/env bash
# Quick start, command 2: the whole suite. Type check, lint and format, unit and integration tests on
# SQLite and a throwaway PostgreSQL, then end-to-end in Chromium against the built product.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh test || exit $?
[ -d node_modules ] || npm ci --no-audit --no-fund || exit $?
results=$(mktemp -d /tmp/asinasin-results.XXXXXX)
started=$SECONDS

# Each step reports its wall time and the CPU time it used: where the two differ on two cores,
# the suite leaves a core idle.
# Its output goes to $results/<name>.log, or to the terminal for "-".
step() {
  local name=$1 log=$2
  shift 2
  local TIMEFORMAT="== $name: %0R s (CPU %0U s user, %0S s system)"
  if [ "$log" = - ]; then time "$@"; else time "$@" >"$results/$log" 2>&1; fi
}
step build build.log npm run build --silent || { cat "$results/build.log"; exit 1; }
# The first load of the build just made (entry + modulepreload, gzipped) against bench:web's budget:
# a screen or library that slips into every page's first load fails the suite (docs/speed.md).
step first-load first-load.log npm run bench:web --silent -- --dist apps/web/dist ||
  { cat "$results/first-load.log"; exit 1; }
tail -n 1 "$results/first-load.log"

# Once the product is built, every layer runs side by side. Run one after the other on two cores,
# the unit layer had a single vitest worker (vitest takes one per core but one) and e2e, one file
# at a time with its own server and Chromium, used a third of a core: a core sat idle for minutes.
# Now e2e runs beside the unit layer, which gets two workers on two cores (and vitest's default on
# more). Waits in tests end on events, not on a margin of wall-clock time, so the extra load makes
# them slower, not flaky.
cores=$(nproc 2>/dev/null || echo 2)
workers=$((cores > 2 ? cores - 1 : 2))
background() {
  local name=$1
  shift
  (
    step "$name" "$name.log" "$@"
    echo $? >"$results/$name.rc"
  ) 2>&1 &
}
background typecheck npm run typecheck --silent
background lint npm run lint --silent
background e2e npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
step unit - bash scripts/with-postgres.sh npx vitest run --project contract --project server --project web \
  --maxWorkers="$workers" --reporter=default --reporter=json --outputFile.json="$results/unit.json"
unit_rc=$?
wait

# The e2e report comes whole, after the unit one, rather than interleaved with it.
echo "== e2e output"
cat "$results/e2e.log"
for name in typecheck lint e2e; do
  rc=$(cat "$results/$name.rc" 2>/dev/null || echo 1)
  echo "== $name: $([ "$rc" = 0 ] && echo ok || echo FAILED)"
  [ "$rc" = 0 ] || [ "$name" = e2e ] || cat "$results/$name.log"
done

echo "== whole suite: $((SECONDS - started)) s"
node scripts/summarize-tests.mjs "$results/unit.json" "$results/e2e.json"
for rc in "$unit_rc" "$(cat "$results/e2e.rc")" "$(cat "$results/typecheck.rc")" "$(cat "$results/lint.rc")"; do
  [ "$rc" = 0 ] || exit 1
done
