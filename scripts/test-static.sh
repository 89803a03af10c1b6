#!/usr/bin/env bash
# The checks that need no build: types, lint, unused code, diagrams. tsc and knip each use one
# core, so two run at a time (CI has two cores). Each check's output is printed whole when it
# ends; the script fails if any check failed, and names it.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

run() {
  local name=$1
  shift
  local start
  start=$(date +%s)
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "ok" >"$logs/$name.status"
  else
    echo "FAILED" >"$logs/$name.status"
  fi
  echo "== $name: $(cat "$logs/$name.status") in $(($(date +%s) - start)) s"
  cat "$logs/$name.log"
}

# Panda's generated styled-system is read by tsc and knip: write it once, before both start.
npx panda codegen --silent

# Lane one: the type check (the longest). Lane two: everything else, one after another.
run typecheck npx tsc --noEmit &
typecheck=$!
{
  run lint npx biome check .
  run knip npx knip
  run diagrams npx tsx scripts/check-diagrams.ts
} &
others=$!
wait "$typecheck" "$others"

failed=()
for status in "$logs"/*.status; do
  [ "$(cat "$status")" = ok ] || failed+=("$(basename "$status" .status)")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "test:static: failed: ${failed[*]}"
  exit 1
fi
echo "test:static: typecheck, lint, knip and diagrams passed"
