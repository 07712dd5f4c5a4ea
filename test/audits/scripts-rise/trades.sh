#!/bin/bash
# Rise trace: trades.ts for one label at one commit, in the scratch worktree; prints the file written.
# usage: bash test/audits/scripts-rise/trades.sh <commit> '<label>'
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../.." && pwd)
SCRATCH=${SCRATCH:-/work/scratch-rise}; OUT=${OUT:-/tmp/rise/tr}; mkdir -p "$OUT"
f="$OUT/${1:0:8}-$(echo "$2" | tr ' /' '__').json"
git -C "$SCRATCH" checkout -q --detach "$1"
mkdir -p "$SCRATCH/test/audits/scripts-rise" && cp "$here/trades.ts" "$SCRATCH/test/audits/scripts-rise/"
(cd "$SCRATCH" && npx tsx test/audits/scripts-rise/trades.ts "$repo/test/audits/configs-rise/requests.json" "$2" > "$f")
rm -f "$SCRATCH/test/audits/scripts-rise/trades.ts"; echo "$f"
