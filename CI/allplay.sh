#!/usr/bin/env bash
# Every built-in played by "betzac uci" against itself in the arbiter
# (betzac match): a pair of games each (colours swapped) at depth 1, from
# the start and a few random plies, at most MAX_PLIES plies a game. Fails
# when any game ends by an illegal move, a crash or a time loss (match
# exits 1), or a match cannot be played (exit 2). Issue 30: "betzac uci
# plays full games of every built-in in the arbiter without an illegal move".
#
# Usage: bash CI/allplay.sh [VARIANT...]   (default: every built-in)
# Environment: MAX_PLIES (120), RANDOM_PLIES (2), SEED (1), DEPTH (1).
set -euo pipefail
cd "$(dirname "$0")/.."

max_plies=${MAX_PLIES:-120}
random_plies=${RANDOM_PLIES:-2}
seed=${SEED:-1}
depth=${DEPTH:-1}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/betzac" ./cmd/betzac
engine="uci:$tmp/betzac uci"

if [ $# -gt 0 ]; then
	names=("$@")
else
	mapfile -t names < <("$tmp/betzac" variants | awk '{print $1}')
fi

# play VARIANT: its match, output in $tmp/VARIANT.{json,err,rc}
play() {
	local rc=0
	"$tmp/betzac" match "$1" --engine "$engine" --engine "$engine" \
		--depth "$depth" --games 2 --max-plies "$max_plies" \
		--random-plies "$random_plies" --seed "$seed" --json \
		>"$tmp/$1.json" 2>"$tmp/$1.err" || rc=$?
	echo "$rc" >"$tmp/$1.rc"
}

# two matches at a time (each alternates its two engines: one core)
start=$SECONDS
for v in "${names[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge 2 ]; do
		wait -n || true
	done
	play "$v" &
done
wait

passed=0 failed=0 games=0 plies=0
failures=()
for v in "${names[@]}"; do
	rc=$(cat "$tmp/$v.rc")
	# plies played: the lines of each game's "moves" array (indented JSON)
	n=$(awk '/"moves": \[/ {in_m=1; next} in_m && /^ *\]/ {in_m=0} in_m {c++} END {print c+0}' "$tmp/$v.json")
	g=$(grep -c '"number":' "$tmp/$v.json" || true)
	games=$((games + g))
	plies=$((plies + n))
	if [ "$rc" -eq 0 ] && [ "$g" -eq 2 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		failures+=("$v")
		echo "FAIL: $v (exit $rc, $g games): $(grep -v '^game [0-9]*/[0-9]*: .*1/2-1/2\|^game [0-9]*/[0-9]*: .* 1-0 \|^game [0-9]*/[0-9]*: .* 0-1 ' "$tmp/$v.err" | head -c 2000)"
		grep -h '"reason"' "$tmp/$v.json" | sed 's/^ */  /' || true
	fi
done
echo "allplay: ${#names[@]} variants, $games games, $plies plies (depth $depth, --max-plies $max_plies, --random-plies $random_plies, --seed $seed) in $((SECONDS - start)) s wall"
if [ "$failed" -gt 0 ]; then
	echo "failed: ${failures[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
