#!/bin/bash
# Rise trace: the 32 requests (configs-rise/requests.json) at every engine-touching commit of main's
# first-parent line from FROM (default 218: 244a9825, the first with summaryOf) to 0 (main), in a
# scratch worktree; one summary file a commit in OUT. Skips a commit whose diff from the last run one
# touches only README, frontend, infra, e2e/bench/audit files or tests.
# usage: bash test/audits/scripts-rise/scan.sh [FROM] ; env SCRATCH (default /work/scratch-rise), OUT
set -u
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../.." && pwd)
SCRATCH=${SCRATCH:-/work/scratch-rise}; OUT=${OUT:-/tmp/rise/cache}; FROM=${1:-218}
mkdir -p "$OUT"; git -C "$repo" rev-list --first-parent HEAD > "$OUT/fp.txt"
[ -d "$SCRATCH" ] || { git -C "$repo" worktree add --detach "$SCRATCH" HEAD && cp -al "$repo/node_modules" "$SCRATCH/node_modules"; }
cp "$repo/test/audits/configs-rise/requests.json" "$OUT/requests.json"
prev=""
for i in $(seq "$FROM" -1 0); do
  c=$(sed -n "$((i+1))p" "$OUT/fp.txt")
  if [ -n "$prev" ] && [ "$(git -C "$repo" diff --name-only "$prev" "$c" | grep -v -E '^(README.md|frontend/|infra/|test/(audits|e2e|bench)/|\.ci/)' | grep -vc '\.test\.ts$')" = 0 ]; then continue; fi
  out="$OUT/$i-${c:0:8}.txt"
  if [ ! -s "$out" ]; then
    git -C "$SCRATCH" checkout -q --detach "$c" || continue
    mkdir -p "$SCRATCH/test/audits/scripts-rise" && cp "$here/summaries.ts" "$SCRATCH/test/audits/scripts-rise/"
    (cd "$SCRATCH" && timeout 300 npx tsx test/audits/scripts-rise/summaries.ts "$OUT/requests.json" > "$out.tmp" 2> "$out.err") && mv "$out.tmp" "$out"
    rm -f "$SCRATCH/test/audits/scripts-rise/summaries.ts"
  fi
  prev=$c
done
