#!/usr/bin/env bash
# betzac match against Fairy-Stockfish compiled to WebAssembly (npm package
# fairy-stockfish-nnue.wasm, run as a UCI engine by driver.js): short
# matches of FSF against "betzac uci" at fixed depth, in chess, in
# variants FSF knows by name and in a variant file FSF gets through
# VariantPath (betzac export fsf), xiangqi through XBoard, and shogi
# through USI (FSF's USI mode against "betzac usi": SFEN positions, USI
# moves and drops). Each must end with no illegal move, no
# crash and no time loss (exit status 0), and its PGN must replay with
# "betzac pgn". Then the planted engine of enginetest/testdata (it plays
# e2e5 in Capablanca chess) must be caught: exit status 1, the move and
# the position named. Needs node and npm; npm ci failing fails this.
set -euo pipefail
cd "$(dirname "$0")/../.."

. CI/fsf-wasm/lib.sh
fsf_wasm_setup "the match check" fakeengine
betzac="$tmp/betzac uci"

# variant, depth, games: FSF's network makes it the stronger at equal depth
# (xiangqi a second time with FSF in its xboard mode: CECP, ranks from 0;
# shogi with both in USI mode)
for row in "chess 3 2 uci" "xiangqi 2 2 uci" "crazyhouse 2 2 uci" "variants/testdata/ok.yaml 2 2 uci" "xiangqi 2 2 xboard" "shogi 2 2 usi"; do
	read -r variant depth games proto <<<"$row"
	me="$betzac"
	if [ "$proto" = usi ]; then
		me="usi:$tmp/betzac usi"
	fi
	t0=$SECONDS
	status=0
	# the WebAssembly engine may take seconds to load on a busy machine
	"$tmp/betzac" match "$variant" --engine "$proto:$fsf" --engine "$me" --depth "$depth" --games "$games" \
		--random-plies 4 --seed 1 --max-plies 300 --command-timeout 60s --banner-grace 60s \
		--pgn "$tmp/games.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
	if [ "$status" -eq 0 ] && "$tmp/betzac" pgn "$tmp/games.pgn" --variant "$variant" >"$tmp/replay" 2>&1 &&
		[ "$(grep -c '^game ' "$tmp/replay")" -eq "$games" ]; then
		pass
		echo "ok   $variant ($proto) depth $depth, $games games: $(tail -n 1 "$tmp/out") ($((SECONDS - t0))s)"
	else
		fail
		echo "FAIL $variant ($proto) depth $depth (exit status $status):"
		cat "$tmp/out" "$tmp/err" "$tmp/replay" 2>/dev/null | sed 's/^/     /'
	fi
done

# The planted engine plays e2e5 (a pawn three squares on) at Capablanca
# chess's start: the game must stop there, lost by it, exit status 1.
status=0
"$tmp/betzac" match capablanca --engine "$tmp/fakeengine -illegalvariant capablanca -illegalmove e2e5" \
	--engine "$betzac" --depth 1 --games 1 >"$tmp/out" 2>&1 || status=$?
capa="rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
if [ "$status" -eq 1 ] && grep -qF "game 1: fakeengine played the illegal move \"e2e5\"" "$tmp/out" &&
	grep -qF "in $capa; legal moves: " "$tmp/out"; then
	pass
	echo "ok   planted engine: its illegal move e2e5 caught at $capa"
else
	fail
	echo "FAIL planted engine: exit status $status, want 1 with the move and the position:"
	sed 's/^/     /' "$tmp/out"
fi

fsf_wasm_summary "fsf-wasm match check"
