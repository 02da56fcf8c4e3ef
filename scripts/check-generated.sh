#!/usr/bin/env bash
# Fails when generated files are stale: Payload's import map, its types, the API's route index, or a
# collection change that has no migration (for SQLite, and for Postgres when one answers). Runs Payload's own generators, so it
# also proves they still work with this workspace layout.
set -euo pipefail
cd "$(dirname "$0")/../apps/web"
# Preloading lexical dodges a Node 20 top-level-await race that can end Payload's CLI silently
# (apps/web/src/payload/load-config.ts). The react-server condition resolves `server-only` as Next's server
# bundles do: hooks in the config reach server-only service modules, and the plain package throws in a
# CLI process (payloadcms/payload#7851). Each step must also print its own marker, or it did not run.
export NODE_OPTIONS="--import=@payloadcms/richtext-lexical/lexical --conditions=react-server"

# run MARKER COMMAND...: runs COMMAND until its output holds MARKER (three tries).
run() {
  local marker=$1 output
  shift
  for _ in 1 2 3; do
    output=$("$@" 2>&1) || true
    if grep -q "$marker" <<<"$output"; then
      grep "$marker" <<<"$output"
      return 0
    fi
  done
  echo "check-generated: '$*' did not finish:"
  echo "$output"
  return 1
}

snapshot() { find src/payload-types.ts 'src/app/(payload)/admin/importMap.js' -type f -print0 | xargs -0 sha1sum; }
before=$(snapshot)
run 'Writing import map\|No new imports found' npx payload generate:importmap
# Types go to a fresh file (Payload skips writing an unchanged one), then are compared.
types=$(mktemp -d)/payload-types.ts
for _ in 1 2 3; do
  PAYLOAD_TS_OUTPUT_PATH=$types npx payload generate:types >/dev/null 2>&1 || true
  [ -s "$types" ] && break
done
[ -s "$types" ] || { echo "check-generated: payload generate:types did not write its file"; exit 1; }
cmp -s "$types" src/payload-types.ts || { cp "$types" src/payload-types.ts; echo "Regenerated src/payload-types.ts."; }
after=$(snapshot)
if [ "$before" != "$after" ]; then
  echo "Payload's import map or types were out of date and have been regenerated; review and commit them."
  exit 1
fi

# The API document's index of route files (src/api/route-index.ts).
npx tsx scripts/generate-route-index.ts --check

migrations() {
  local result
  result=$(run 'migrations-' env DATABASE_URL="$1" npx tsx scripts/check-migrations.ts)
  echo "$result"
  grep -q 'migrations-current' <<<"$result"
}
migrations "file:$(mktemp -d)/drift.db"
if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  migrations postgres://postgres@127.0.0.1:5432/test
else
  echo "check-generated: Postgres does not answer on 127.0.0.1:5432; its migrations were not checked."
fi
