#!/usr/bin/env bash
# Random games against Fairy-Stockfish (WebAssembly, as crosscheck.sh):
# "betzac fsfplay" compares the legal moves at every position and perft 3
# every 10 plies, for every built-in variant FSF also plays, then for every
# section of FSF's variants.ini that "betzac import fsf" translates without
# complaint (if the file is there). Known FSF errors (fsf-wrong.tsv) and
# known betzac bugs (fsfplay-expected-failures.tsv) are counted apart.
#
# CI's budget (a minute or two on 2 cores): 3 games of up to 100 plies per
# variant, about 300 positions each. For a longer run, add flags, which
# override these: bash CI/fsf-wasm/fsfplay.sh --games 50 --plies 300 --seed 7
# FSF_VARIANTS_INI names the variants.ini (default: FSF's, in
# ../shared/reference).
set -euo pipefail
cd "$(dirname "$0")/../.."

. CI/fsf-wasm/lib.sh
fsf_wasm_setup "the Fairy-Stockfish games"

play=("$tmp/betzac" fsfplay --engine "node CI/fsf-wasm/driver.js" --banner-grace 60s --games 3 --plies 100 --seed 1
	--perft-depth 3 --perft-every 10 --expect-fail CI/fsf-wasm/fsfplay-expected-failures.tsv)
start=$SECONDS
status=0
"${play[@]}" --known CI/fsf-wasm/fsf-wrong.tsv "$@" | tee "$tmp/builtins" || status=$?
echo "fsfplay built-ins: $((SECONDS - start))s"
# Issue 14's target: at least 110 of FSF's built-in variants played and
# agreeing (a run limited by flags to fewer variants is not held to it).
played=$(sed -n 's/^\([0-9]*\) passed, .*/\1/p' "$tmp/builtins" | tail -1)
if [ $# -eq 0 ] && [ "${played:-0}" -lt 110 ]; then
	echo "FAIL: ${played:-0} of Fairy-Stockfish's built-in variants agree, below the target of 110" >&2
	status=1
fi

ini=${FSF_VARIANTS_INI:-../shared/reference/fsf-variants.ini}
if [ -f "$ini" ]; then
	t0=$SECONDS
	"${play[@]}" --ini "$ini" "$@" || status=$?
	echo "fsfplay $ini: $((SECONDS - t0))s"
else
	# CI has shared/ beside the clone: a missing file is a failure there,
	# never a silent skip.
	echo "FAIL: no variants.ini at $ini (set FSF_VARIANTS_INI to FSF's variants.ini)" >&2
	status=1
fi
exit "$status"
