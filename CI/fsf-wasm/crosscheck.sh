#!/usr/bin/env bash
# Cross-checks betzac's move generation against Fairy-Stockfish compiled to
# WebAssembly (npm package fairy-stockfish-nnue.wasm, driven by driver.js),
# with "betzac enginetest" for every line of checks.tsv (UCI, and XBoard
# and USI through the lines with --protocol xboard or usi); then shows
# that enginetest finds the bug of the deliberately broken engine in
# enginetest/testdata/fakeengine, and that betzac usi and betzac xboard
# print the divides Fairy-Stockfish's USI and xboard modes print. Needs
# node and npm; the npm install is never skipped: if it fails, this fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

. CI/fsf-wasm/lib.sh
fsf_wasm_setup "the Fairy-Stockfish cross-check" fakeengine

while IFS=$'\t' read -r variant depth flags fen; do
	case "$variant" in '' | '#'*) continue ;; esac
	# The WebAssembly engine prints its banner at once but may take seconds
	# to load on a busy machine: --banner-grace keeps it from reading as garbage.
	args=("$variant" -d "$depth" --command-timeout 60s --banner-grace 60s --timeout 5m)
	[ "$flags" != "-" ] && args+=($flags)
	[ "$fen" != "-" ] && args+=(--fen "$fen")
	t0=$SECONDS
	status=0
	"$tmp/betzac" enginetest --engine "$fsf" "${args[@]}" >"$tmp/out" 2>&1 || status=$?
	if [ "$status" -eq 0 ]; then
		pass
		echo "ok   $variant d$depth $flags $(grep '^agree' "$tmp/out") ($((SECONDS - t0))s)"
	else
		fail
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
	pass
	echo "ok   fake engine: its dropped move b8c6 found at $bug"
else
	fail
	echo "FAIL fake engine: exit status $status, want 1 with the position, move and line above"
fi

# betzac's own engine modes print the divide as Fairy-Stockfish's USI and
# xboard modes do, move text and counts, line for line (USI squares; ranks
# from 0 on 10-rank boards; drops): each list of commands (';' between
# them) goes to both.
divide() { # divide PROGRAM ARGS... < commands: the sorted "move: count" lines
	{ "$@" 2>/dev/null | grep -E '^[^ ]+: [0-9]+$' || true; } | sort # none: a FAIL below, not an exit
}
while IFS='|' read -r mode cmds; do
	IFS=';' read -ra lines <<<"$cmds"
	printf '%s\n' "$mode" "${lines[@]}" | divide $fsf >"$tmp/fsf"
	printf '%s\n' "$mode" "${lines[@]}" | divide "$tmp/betzac" "$mode" >"$tmp/ours"
	if [ -s "$tmp/fsf" ] && cmp -s "$tmp/fsf" "$tmp/ours"; then
		pass
		echo "ok   betzac $mode prints Fairy-Stockfish's divide ($(wc -l <"$tmp/ours") moves): ${lines[-2]}"
	else
		fail
		echo "FAIL betzac $mode: its divide differs from Fairy-Stockfish's (< FSF, > betzac) after: ${lines[*]}"
		diff "$tmp/fsf" "$tmp/ours" | sed 's/^/     /' | head -20
	fi
done <<'EOF'
usi|position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d 8h2b+ 3a2b;go perft 2
usi|setoption name USI_Variant value chess;position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1;go perft 2
usi|setoption name USI_Variant value crazyhouse;position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNPqbp] w KQkq - 0 1;go perft 1
xboard|protover 2;variant xiangqi;setboard rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;perft 2
xboard|protover 2;variant grand;setboard r8r/1nbqkacbn1/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/1NBQKACBN1/R8R b - e3 0 1;perft 2
xboard|protover 2;variant crazyhouse;setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNPqbp] w KQkq - 0 1;perft 1
EOF

fsf_wasm_summary "fsf-wasm cross-check"
