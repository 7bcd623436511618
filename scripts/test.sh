#!/usr/bin/env bash
# Quick start, command 2: the whole suite. Type check, lint and format, unit and integration tests on
# SQLite and a throwaway PostgreSQL, then end-to-end in Chromium against the built product.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh test || exit $?
[ -d node_modules ] || npm ci --no-audit --no-fund || exit $?
results=$(mktemp -d /tmp/asinasin-results.XXXXXX)
npm run build --silent >"$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }

# Static checks and the fast layers run side by side; e2e starts its own servers afterwards.
( npm run typecheck --silent >"$results/typecheck.log" 2>&1; echo $? >"$results/typecheck.rc" ) &
( npm run lint --silent >"$results/lint.log" 2>&1; echo $? >"$results/lint.rc" ) &
bash scripts/with-postgres.sh npx vitest run --project contract --project server --project web \
  --reporter=default --reporter=json --outputFile.json="$results/unit.json"
unit_rc=$?
wait
for step in typecheck lint; do
  rc=$(cat "$results/$step.rc")
  echo "== $step: $([ "$rc" = 0 ] && echo ok || echo FAILED)"
  [ "$rc" = 0 ] || cat "$results/$step.log"
done

npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$results/e2e.json"
e2e_rc=$?

node scripts/summarize-tests.mjs "$results/unit.json" "$results/e2e.json"
for rc in "$unit_rc" "$e2e_rc" "$(cat "$results/typecheck.rc")" "$(cat "$results/lint.rc")"; do
  [ "$rc" = 0 ] || exit 1
done
