#!/usr/bin/env bash
# Schemathesis over every operation of the API's OpenAPI document, in three passes: no token,
# the demo member's bearer token and the demo owner's staff token (issue 55, "Done means").
#
# Version: Schemathesis 4.9.5 (the version of the outside run in issue 55), run from its source
# tree, not installed: PyPI is not reachable on the build machine and Debian 12 has no package.
#
# How it was installed (once, outside the repository; ST_VENDOR, /tmp/st/vendor by default):
#   1. Python 3.11 with hypothesis >= 6.108, jsonschema >= 4.18, pytest >= 8, requests, click,
#      PyYAML, werkzeug, colorama and typing-extensions already installed (the machine's pyenv
#      Python 3.11.7 has hypothesis 6.155.2 and jsonschema 4.26.0; Debian's python3-hypothesis
#      6.67 is too old for 4.x, whose floor is 6.108).
#   2. apt-get install python3-rich python3-httpx python3-httpcore python3-h11 python3-anyio \
#        python3-tenacity python3-markdown-it python3-mdurl python3-pytest-subtests python3-rfc3986
#      and symlink just those modules (rich httpx httpcore h11 anyio sniffio tenacity markdown_it
#      mdurl rfc3986 pytest_subtests.py) from /usr/lib/python3/dist-packages into $ST_VENDOR/deb, so the
#      pyenv Python sees them without the rest of Debian's dist-packages.
#   3. Source snapshots from GitHub (git archive of a tag) under $ST_VENDOR/src:
#        schemathesis/schemathesis v4.9.5 (src/)      -> src/schemathesis/src
#        python-jsonschema/hypothesis-jsonschema HEAD (0.23.1, src/) -> src/hypothesis-jsonschema/src
#        Stranger6667/hypothesis-graphql v0.13.1 (src/) -> src/hypothesis-graphql/src
#        vutran1710/PyrateLimiter v3.9.0 (pyrate_limiter/) -> src/pyrate-limiter
#        schemathesis/harfile v0.5.0 (src/)           -> src/harfile/src
#        Kludex/starlette-testclient HEAD (starlette_testclient/) -> src/starlette-testclient
#        kyrus/python-junit-xml HEAD (junit_xml/)      -> src/junit-xml
#   4. $ST_VENDOR/meta/schemathesis-4.9.5.dist-info/METADATA (Name: schemathesis, Version: 4.9.5)
#      so that `--version` and the User-Agent find the package's metadata.
#
# Usage: scripts/schemathesis.sh [max-examples]   (default 10; from the repository root)
#   ST_PHASES (default examples,coverage,fuzzing), ST_PASSES (default "anonymous member owner"),
#   ST_OUT (reports), ST_VENDOR (the fetched sources), PYTHON (default python3).
# Each pass's access token lives 15 minutes: with the coverage phase, run one pass at a time.
# Starts one API instance on embedded PGlite in a fresh temporary PGLITE_DIR with the demo seed
# (DATABASE_URL unset), signs in as the demo member and the demo owner (README.md), runs the three
# passes with the checks not_a_server_error, status_code_conformance and
# response_schema_conformance, writes each pass's output and JUnit report under $ST_OUT
# (/tmp/st/out by default) and stops the instance. Accepted findings: docs/SECURITY.md.
set -euo pipefail

ST_VENDOR=${ST_VENDOR:-/tmp/st/vendor}
ST_OUT=${ST_OUT:-/tmp/st/out}
MAX_EXAMPLES=${1:-10}
PYTHON=${PYTHON:-python3}
PHASES=${ST_PHASES:-examples,coverage,fuzzing}
CHECKS=not_a_server_error,status_code_conformance,response_schema_conformance

export PYTHONPATH="$ST_VENDOR/src/schemathesis/src:$ST_VENDOR/src/hypothesis-jsonschema/src:$ST_VENDOR/src/hypothesis-graphql/src:$ST_VENDOR/src/pyrate-limiter:$ST_VENDOR/src/harfile/src:$ST_VENDOR/src/starlette-testclient:$ST_VENDOR/src/junit-xml:$ST_VENDOR/deb:$ST_VENDOR/meta"
"$PYTHON" -m schemathesis.cli --version

mkdir -p "$ST_OUT"
PGLITE_DIR=$(mktemp -d)
export PGLITE_DIR
unset DATABASE_URL
node --conditions=react-server --import tsx tests/support/api-instance.ts >"$ST_OUT/api.log" 2>&1 &
API_PID=$!
cleanup() {
  kill "$API_PID" 2>/dev/null || true
  wait "$API_PID" 2>/dev/null || true
  rm -rf "$PGLITE_DIR"
}
trap cleanup EXIT

PORT=
for _ in $(seq 1 120); do
  PORT=$(sed -n 's/^listening \([0-9]*\)$/\1/p' "$ST_OUT/api.log")
  [ -n "$PORT" ] && break
  sleep 1
done
[ -n "$PORT" ] || { echo "the API instance did not start:" >&2; cat "$ST_OUT/api.log" >&2; exit 1; }
BASE="http://127.0.0.1:$PORT"
echo "API on $BASE"

token() { # path email -> access token
  curl -sf -X POST "$BASE$1" -H 'content-type: application/json' \
    -d "{\"email\":\"$2\",\"password\":\"moru2025demo\"}" |
    "$PYTHON" -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])'
}

run_pass() { # name [header]
  local name=$1
  shift
  local args=("$BASE/api/openapi.json" --url "$BASE" --checks "$CHECKS" --phases "$PHASES"
    --max-examples "$MAX_EXAMPLES" --workers 2 --seed 55 --generation-database none --no-color
    --report junit --report-junit-path "$ST_OUT/$name.junit.xml")
  if [ $# -gt 0 ]; then args+=(-H "$1"); fi
  echo "== pass: $name"
  "$PYTHON" -m schemathesis.cli run "${args[@]}" >"$ST_OUT/$name.txt" 2>&1 || true
  tail -n 25 "$ST_OUT/$name.txt"
}

PASSES=${ST_PASSES:-anonymous member owner}
for pass in $PASSES; do
  case $pass in
  anonymous) run_pass anonymous ;;
  member) run_pass member "Authorization: Bearer $(token /api/auth/login demo@moru-surfaces.example)" ;;
  owner) run_pass owner "Authorization: Bearer $(token /api/admin/auth/login owner@moru-surfaces.example)" ;;
  *) echo "unknown pass $pass (anonymous, member, owner)" >&2 && exit 2 ;;
  esac
done
