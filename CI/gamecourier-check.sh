#!/usr/bin/env bash
# Game Courier back end check: "betzac gamecourier --check" (the preset
# run in the GAME Code interpreter against the VM, every dialect switch
# combination in turn) on random games of the variants issue 12 names,
# fixed seeds. Each line is GAMES PLIES: as many as fit in about six
# minutes on two cores (the interpreter replays the whole game on every
# position, as Game Courier does, so a game costs the square of its
# length, and big boards more): measured 5 min 11 s in all, on two
# cores shared with other work. Ends with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

runs=(
	"chess 2 50" "chess960 2 50" "capablanca 1 50" "grand 1 30"
	"shatranj 3 60" "makruk 3 60" "berolina 2 50" "nightrider 2 50"
	"grasshopper 1 50" "knightmate 2 50" "xiangqi 2 50" "shogi 2 50"
	"crazyhouse 1 50" "hookchess 1 30" "capricorn 1 30" "griffon 1 30"
	"locust 3 60" "chushogi 1 30"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/betzac" ./cmd/betzac

pass=0
fail=0
for run in "${runs[@]}"; do
	read -r v games plies <<<"$run"
	start=$SECONDS
	if "$tmp/betzac" gamecourier --check "$v" --games "$games" --plies "$plies" --seed 12 >"$tmp/out" 2>&1; then
		echo "ok   $v: $games games x $plies plies: $(head -n 1 "$tmp/out" | cut -d: -f2-) ($((SECONDS - start)) s)"
		pass=$((pass + 1))
	else
		sed 's/^/  /' "$tmp/out"
		echo "FAIL $v: $games games x $plies plies ($((SECONDS - start)) s)"
		fail=$((fail + 1))
	fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
