#!/usr/bin/env bash
# Quick start, command 1: install, build and serve the whole product on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh serve
[ -d node_modules ] || npm ci --no-audit --no-fund
npm run build
exec npm start
