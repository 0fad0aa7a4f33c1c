#!/usr/bin/env bash
# betzac's strength, measured: "betzac uci" against Fairy-Stockfish
# (WebAssembly, driver.js) at the same fixed depth, and betzac against
# itself in variants of multi-leg pieces (no illegal move, no crash), with
# betzac match; prints a Markdown table (the README's). Not part of
# .ci/run: it takes minutes. Usage:
#   bash CI/fsf-wasm/strength.sh [GAMES [DEPTH]]   (default 10 games, depth 3)
set -euo pipefail
cd "$(dirname "$0")/../.."

games=${1:-10}
depth=${2:-3}
. CI/fsf-wasm/lib.sh
fsf_wasm_setup "the strength matches" >&2
betzac="$tmp/betzac uci"

echo "| variant | betzac | opponent | games | betzac +win =draw -loss | betzac's Elo difference (95%) | illegal moves, crashes, time losses |"
echo "|---|---|---|---|---|---|---|"
# row VARIANT ENGINE NAME: betzac uci (the first engine, whose score is
# reported) against ENGINE, both at $depth. Engines take turns with White;
# random plies (seed 1) vary the games.
row() {
	local variant=$1 eng=$2 name=$3
	local status=0
	# exit status 1 (an illegal move, a crash, a time loss) is in the table's
	# last column; 2 (not played) is a row saying why
	"$tmp/betzac" match "$variant" --engine "$betzac" --engine "$eng" --depth "$depth" --games "$games" \
		--random-plies 4 --seed 1 --max-plies 300 --command-timeout 60s --banner-grace 60s \
		--json >"$tmp/out.json" 2>"$tmp/err" || status=$?
	if [ "$status" -ge 2 ]; then
		echo "| $variant | depth $depth | $name | not played (exit status $status): $(tail -n 1 "$tmp/err" | tr '|' '/') | | | |"
		return
	fi
	node -e '
		const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
		const [a, b] = r.players;
		const e = r.elo;
		const elo = e.elo === null ? "none (" + (100 * e.score).toFixed(0) + "%)" :
			(e.elo >= 0 ? "+" : "") + e.elo.toFixed(0) + (e.margin === null ? " (margin unbounded)" : " ± " + e.margin.toFixed(0));
		const bad = [a, b].map(t => t.illegal_moves + "/" + t.crashes + "/" + t.time_losses).join(", ");
		console.log(`| ${process.argv[2]} | depth ${process.argv[3]} | ${process.argv[4]} | ${r.games.length} | +${a.wins} =${a.draws} -${a.losses} | ${elo} | ${bad} |`);
	' "$tmp/out.json" "$variant" "$depth" "$name"
}
for v in chess capablanca xiangqi shogi crazyhouse; do
	row "$v" "$fsf" "Fairy-Stockfish depth $depth"
done
for v in hookchess locust griffon; do
	row "$v" "$betzac" "betzac depth $depth"
done
