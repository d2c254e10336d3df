#!/usr/bin/env sh
# Applies the staff platform move (decision 035) to a tree that still imports the old paths:
# the global mapping everywhere, then the directory-local ones. Idempotent.
set -eu
here=$(dirname "$0")
find src tests docs scripts -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.mjs' -o -name '*.md' \) \
  ! -path 'scripts/codemods/*' -exec sed -E -i -f "$here/staff-platform.sed" {} +
find src/server/admin -type f -name '*.ts' -exec sed -E -i -f "$here/staff-platform-console.sed" {} +
find src/server/staff -type f -name '*.ts' -exec sed -E -i -f "$here/staff-platform-moved.sed" {} +
# The new paths sort differently: run `npx biome check --write .` afterwards to put the imports in order.
