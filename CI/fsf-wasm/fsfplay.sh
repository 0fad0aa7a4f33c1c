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
"${play[@]}" --known CI/fsf-wasm/fsf-wrong.tsv "$@" || status=$?
echo "fsfplay built-ins: $((SECONDS - start))s"

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
