#!/usr/bin/env bash
# The server suite and the end-to-end journeys on Node 24 (the production runtime; README), using
# the Node 24 binary that the registry's `node` package brings (no other download). Run after
# `npm test` (it reuses that build), before resolving work that touches the server. CI runs only
# the journeys on Node 24 (`.ci/run`), to keep the whole run under 20 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
node24_bin=$(npx -y node@24 -p 'require("path").dirname(process.execPath)')
echo "node24: $(PATH="$node24_bin:$PATH" node --version)"
[ -f dist/server/main.js ] || npm run build
# The server suite once, on the embedded database: the PostgreSQL variant is the same code.
PATH="$node24_bin:$PATH" env -u TEST_DATABASE_URL npx vitest run tests/server
PATH="$node24_bin:$PATH" npx playwright test e2e/journeys.spec.ts
echo "node24: took $(( $(date +%s) - start )) s"
