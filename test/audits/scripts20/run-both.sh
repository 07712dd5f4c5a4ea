#!/bin/sh
# Audit 20: each request run by the engine before h-words21 (OLD root, e21503e0) and on this branch
# (NEW root), results in OUT/<name>.old.json and OUT/<name>.new.json, one run at a time (2 shared cores).
# usage: sh test/audits/scripts20/run-both.sh OLD_ROOT NEW_ROOT OUT CONFIG...
old=$1; new=$2; out=$3; shift 3
mkdir -p "$out"
for f in "$@"; do
  b=$(basename "$f" .json); abs=$(readlink -f "$f")
  (cd "$old" && npm run -s backtest -- "$abs" > "$out/$b.old.json" 2> "$out/$b.old.err"); o=$?
  (cd "$new" && npm run -s backtest -- "$abs" > "$out/$b.new.json" 2> "$out/$b.new.err"); n=$?
  echo "$b old rc=$o new rc=$n"
done
