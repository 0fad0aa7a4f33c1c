#!/usr/bin/env bash
# RCX back end check: for each variant below, emit the C program
# (betzac rcx), build the brickOS .lx (with its size and runtime-helper
# checks), build the bare H8/300 image, run it in the GNU simulator and
# compare its perft(1..3) with betzac's VM (both computed here; chess also
# against the published 20, 400, 8902). An entry "variant;FEN" starts
# from FEN instead (chigorin's: both sides promote, each to its own
# pieces, Promotion.ToBlack; shatranj's and shatar's: a side is bared,
# Program.BareKing; extinction's: a capture leaves White no knight,
# Program.Extinction; losers' and giveaway's: captures are forced,
# Program.MustCapture; wolf's: a sergeant steps onto its initial region
# and may double-step again, PieceType.InitialRegion; maharajah's: a
# pawn may not enter a zone with nothing to promote to; 3check's: one
# check more wins, Program.ChecksToWin; chess960's, fischerandom's and
# caparandom's: Chess960 castling, king and rooks off their usual files;
# active's: a rook off the edge castles, Program.CastlingPartners;
# makpong's: a king in check moves only by capturing its one checker,
# Program.Makpong; andersgiveaway's: White is stalemated and passes,
# Program.PassOnStalemate).
# Then the search:
# a mate in one,
# found in the simulator, checked with the VM. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

variants=(chess capablanca xiangqi hookchess swapper sortofalmost
	"chigorin;r3k3/1P6/8/8/8/8/6p1/4K2R b - - 0 1"
	"shatranj;4k3/8/2r5/3n4/8/8/3R4/4K2N w - - 0 1"
	"shatar;4k3/8/2r5/3n4/8/8/3R4/4K2N w - - 0 1"
	"extinction;rnbqkbnr/pppp1ppp/4p3/3N4/8/8/PPPPPPPP/R1BQKB1R b KQkq - 0 1"
	"kinglet;4k3/p7/8/8/8/8/1P6/4K3 w - - 0 1"
	"threekings;k3k2k/8/8/8/8/6n1/8/K3K2K b - - 0 1"
	"losers;4k3/8/2n5/8/1b6/8/8/R3K2R w KQ - 0 1"
	"giveaway;4k3/8/2n5/8/1b6/8/8/R3K2R w KQ - 0 1"
	"wolf;4k3/8/8/8/8/8/8/8/P1S5/4K3 w - - 0 1"
	"pawnsideways;4k3/p7/8/8/8/2P5/P1P5/4K3 w - - 0 1"
	berolina
	"maharajah;4k3/8/8/8/8/8/1p6/2N3M1 b - - 0 1"
	"3check;r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 1+1 0 1"
	"chess960;bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
	"fischerandom;1r1k2r1/p6p/8/8/8/8/P6P/1R1K2R1 w KQkq - 0 1"
	"caparandom;1r2k3r1/p8p/10/10/10/10/P8P/1R2K3R1 w KQkq - 0 1"
	"active;r2k1b1rq/ppp1pppp1/9/9/9/9/PPP1PPPPP/R2K2RQ1 w KQkq - 0 1"
	"makpong;r3k3/8/8/8/8/8/8/R3K2R w - - 0 1"
	"andersgiveaway;8/8/8/8/p7/P7/8/7K b - - 0 1")
depth=3

# BETZAC_H8300_RUN overrides the simulator (as in the rcx Go tests).
sim=${BETZAC_H8300_RUN:-$(bash CI/rcx-toolchain.sh | tail -n 1)}
[ -x "$sim" ] || { echo "FAIL: no simulator" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/betzac" ./cmd/betzac
betzac() { "$tmp/betzac" "$@"; }

pass=0
fail=0
ok() { echo "ok   $*"; pass=$((pass + 1)); }
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# sim_run DIR NAME: run the bare image into DIR/sim.out, print the time
# taken and the simulated cycles (the brick's time estimated from the
# cycles counted with external RAM's timing), and return the simulator's
# status (called in an if, so errexit would not stop on it).
sim_run() {
	local start end status=0 cycles ext
	start=$(date +%s%N)
	"$sim" -v "$1/$2.srec" >"$1/sim.out" || status=$?
	end=$(date +%s%N)
	cycles=$(sed -n 's/^#cycles (v approximate) *//p' "$1/sim.out")
	ext=$(sed -n 's/^#cycles external RAM *//p' "$1/sim.out")
	echo "sim $2: $(((end - start) / 1000000)) ms, ${cycles:-?} cycles on-chip," \
		"${ext:-?} with external RAM: $(brick_time "$ext") on a 16 MHz brick"
	return "$status"
}

# brick_time CYCLES: the time CYCLES take at 16 MHz, in seconds.
brick_time() {
	[ -n "$1" ] || { echo "?"; return; }
	echo "$(($1 / 16000000)).$(printf '%02d' $(($1 % 16000000 / 160000))) s"
}

for entry in "${variants[@]}"; do
	v=${entry%%;*}
	fen=()
	[ "$entry" = "$v" ] || fen=(--fen "${entry#*;}")
	dir="$tmp/$v"
	if ! betzac rcx "$v" "${fen[@]}" -o "$dir" --depth "$depth" >"$tmp/emit.out" 2>&1; then
		cat "$tmp/emit.out"
		bad "$v: betzac rcx failed"
		continue
	fi
	name=$(sed -n 's/^PROGRAMS = \(.*\)\.lx$/\1/p' "$dir/Makefile")
	if ! make -s -C "$dir" >"$tmp/make.out" 2>&1; then
		cat "$tmp/make.out"
		bad "$v: brickOS build"
		continue
	fi
	grep '^size' "$tmp/make.out" || true
	[ -f "$dir/$name.lx" ] || { bad "$v: no $name.lx"; continue; }
	if ! make -s -C "$dir" bare >"$tmp/make.out" 2>&1; then
		cat "$tmp/make.out"
		bad "$v: bare H8/300 build"
		continue
	fi
	if ! sim_run "$dir" "$name"; then
		cat "$dir/sim.out"
		bad "$v: simulator run"
		continue
	fi
	grep -v -e '^$' -e '^#' "$dir/sim.out" | sed 's/^/  sim: /' || true
	want=""
	got=""
	for d in $(seq 1 "$depth"); do
		want="$want $(betzac perft "$v" "${fen[@]}" -d "$d" --threads 1 | sed -n 's/^nodes //p')"
		got="$got $(sed -n "s/^perft $d //p" "$dir/sim.out")"
	done
	if [ "$got" != "$want" ]; then
		bad "$v: simulated perft(1..$depth) =$got, VM =$want"
		continue
	fi
	if [ "$entry" = chess ] && [ "$got" != " 20 400 8902" ]; then
		bad "$v: perft(1..3) =$got, published 20 400 8902"
		continue
	fi
	ok "$v: perft(1..$depth) =$got (VM agrees)"
done

# Mate in one, in the simulator: the move must leave the opponent no legal
# move while in check (the VM decides), and score as a mate.
fen="6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1"
dir="$tmp/mate"
if betzac rcx chess --fen "$fen" --depth 1 --search 2 -o "$dir" >/dev/null &&
	make -s -C "$dir" bare >/dev/null && sim_run "$dir" chess; then
	mv=$(sed -n 's/^bestmove \([^ ]*\) .*/\1/p' "$dir/sim.out")
	score=$(sed -n 's/^bestmove [^ ]* score //p' "$dir/sim.out")
	after=$(betzac perft chess --fen "$fen" --moves "$mv" -d 1 | sed -n 's/^nodes //p')
	if [ "$after" = 0 ] && [ "$score" = 29999 ]; then
		ok "mate in one: simulator plays $mv (score $score; VM: no legal reply)"
	else
		bad "mate in one: simulator plays '$mv' score '$score'; VM counts $after replies"
	fi
else
	bad "mate in one: build or run"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
