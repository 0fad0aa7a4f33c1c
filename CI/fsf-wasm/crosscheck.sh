#!/usr/bin/env bash
# Cross-checks betzac's move generation against Fairy-Stockfish compiled to
# WebAssembly (npm package fairy-stockfish-nnue.wasm, driven by driver.js),
# with "betzac enginetest" for every line of checks.tsv (UCI, and XBoard and USI
# through the lines with --protocol xboard or usi); then shows that
# enginetest finds the bug of the deliberately broken engine in
# enginetest/testdata/fakeengine. Needs node and npm; the npm install is
# never skipped: if it fails, this fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

. CI/fsf-wasm/lib.sh
fsf_wasm_setup "the Fairy-Stockfish cross-check"
go build -o "$tmp/fakeengine" ./enginetest/testdata/fakeengine
engine="node CI/fsf-wasm/driver.js"

passed=0
failed=0
start=$SECONDS
while IFS=$'\t' read -r variant depth flags fen; do
	case "$variant" in '' | '#'*) continue ;; esac
	# The WebAssembly engine prints its banner at once but may take seconds
	# to load on a busy machine: --banner-grace keeps it from reading as garbage.
	args=("$variant" -d "$depth" --command-timeout 60s --banner-grace 60s --timeout 5m)
	[ "$flags" != "-" ] && args+=($flags)
	[ "$fen" != "-" ] && args+=(--fen "$fen")
	t0=$SECONDS
	status=0
	"$tmp/betzac" enginetest --engine "$engine" "${args[@]}" >"$tmp/out" 2>&1 || status=$?
	if [ "$status" -eq 0 ]; then
		passed=$((passed + 1))
		echo "ok   $variant d$depth $flags $(grep '^agree' "$tmp/out") ($((SECONDS - t0))s)"
	else
		failed=$((failed + 1))
		echo "FAIL $variant d$depth $flags (exit status $status):"
		sed 's/^/     /' "$tmp/out"
	fi
done <CI/fsf-wasm/checks.tsv

# The broken engine drops b8c6 after 1. e4 e5 2. Ke2: enginetest must
# exit 1 and name that position, that move and that line.
bug="rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
status=0
"$tmp/betzac" enginetest --engine "$tmp/fakeengine -bugfen '$bug' -bugmove b8c6" chess -d 5 >"$tmp/out" 2>&1 || status=$?
sed 's/^/     /' "$tmp/out"
if [ "$status" -eq 1 ] && grep -qxF "position     $bug" "$tmp/out" &&
	grep -qx "only betzac  b8c6" "$tmp/out" && grep -qx "line         e2e4 e7e5 e1e2" "$tmp/out"; then
	passed=$((passed + 1))
	echo "ok   fake engine: its dropped move b8c6 found at $bug"
else
	failed=$((failed + 1))
	echo "FAIL fake engine: exit status $status, want 1 with the position, move and line above"
fi

echo "fsf-wasm cross-check: $((SECONDS - start))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
