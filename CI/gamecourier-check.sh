#!/usr/bin/env bash
# Game Courier back end check: "betzac gamecourier --check" (the preset
# run in the GAME Code interpreter against the VM) on random games of the
# variants issue 12 names, fixed seeds, two variants at a time. Each line
# is VARIANT GAMES PLIES PERFT: GAMES random games of PLIES plies (a game
# is walked a move at a time; every 10th position and the last are also
# replayed whole, as Game Courier does), and perft 1 to PERFT counted
# through the preset's own generator at the start and after 10 plies. At
# every position of every game, two legal moves at random and every
# special one are played as whole requests and every other legal move
# through its Post-Move (--every-move -1), and every game is proven under
# every combination of the dialect switches it reaches (--invariant -1:
# the zero combination against the VM, the others, for the emitted code
# IndexBase 1, by replaying the same interpreter calls; gamecourier/
# script.go says why that is the whole test). Each run prints its CPU,
# the end the total. Ends with "N passed, N failed". Chu Shogi runs
# without its Lion rules (chunocs.yaml), which the preset refuses.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=(
	"gamecourier/testdata/chunocs.yaml 10 80 2"
	"chess 10 80 3" "chess960 10 80 3" "capablanca 10 80 2" "grand 10 80 2"
	"shatranj 12 80 3" "makruk 12 80 3" "berolina 10 80 3" "nightrider 10 80 3"
	"grasshopper 10 80 2" "knightmate 10 80 3" "xiangqi 10 80 2" "shogi 10 80 3"
	"crazyhouse 10 80 3" "hookchess 10 80 2" "capricorn 10 80 2" "griffon 10 80 2"
	"locust 16 80 3"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/betzac" ./cmd/betzac

# check VARIANT GAMES PLIES PERFT: one run, its output and status in $tmp
check() {
	local start=$SECONDS out
	out=$tmp/$(basename "$1")
	if "$tmp/betzac" gamecourier --check "$1" --games "$2" --plies "$3" --perft "$4" \
		--invariant -1 --every-move -1 --seed 12 >"$out.out" 2>&1; then
		echo ok >"$out.status"
	else
		echo FAIL >"$out.status"
	fi
	# the run's CPU: the second line of times (children: user, system),
	# written by this shell (a pipe or $(...) would run it in another)
	times >"$out.times"
	echo "$((SECONDS - start)) s, CPU $(tail -n 1 "$out.times")" >"$out.time"
}

start=$SECONDS
for run in "${runs[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge 2 ]; do
		wait -n || true
	done
	read -r v games plies perft <<<"$run"
	check "$v" "$games" "$plies" "$perft" &
done
wait

pass=0
fail=0
for run in "${runs[@]}"; do
	read -r v games plies perft <<<"$run"
	out=$tmp/$(basename "$v")
	st=$(cat "$out.status")
	echo "$st $v: $games games x $plies plies, perft $perft ($(cat "$out.time"))"
	sed 's/^/    /' "$out.out"
	if [ "$st" = ok ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
	fi
done

times >"$tmp/all.times"
echo "all runs: $((SECONDS - start)) s wall, CPU (user, system) $(tail -n 1 "$tmp/all.times")"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
