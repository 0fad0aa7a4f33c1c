#!/usr/bin/env bash
# Compares betzac's SAN with ffish's (npm package ffish 0.7.10,
# Fairy-Stockfish's own library as WebAssembly, driven by driver.js) on
# random games of every variant both play (variants.txt), replays as
# PGN games that ffish writes, and compares the FEN move clocks after each
# ply of ffish's random games (TestFFishClocks): go test ./san -run TestFFish with
# BETZAC_FFISH=1, so that a missing node or ffish fails instead of
# skipping. Differences that are FSF's choice are in san-expected.tsv.
# It also asks ffish the results of vm's crafted Xiangqi chases
# (go test ./vm -run TestChasingAsFFish).
# Needs node and npm; npm ci is never skipped: if it fails, this fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
	echo "FAIL: node and npm are needed for the ffish SAN check" >&2
	exit 1
fi
echo "node $(node --version), npm $(npm --version 2>/dev/null)"
if ! (cd CI/ffish && npm ci --no-audit --no-fund >/dev/null); then
	echo "FAIL: npm ci in CI/ffish could not install ffish" >&2
	exit 1
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
BETZAC_FFISH=1 go test -count=1 -v -run 'TestFFish' ./san >"$out" 2>&1 || status=$?
# the chasing rule's crafted chases: their results are ffish's
BETZAC_FFISH=1 go test -count=1 -v -run 'TestChasingAsFFish' ./vm >>"$out" 2>&1 || status=$?
grep -E '^\s+--- (PASS|FAIL)|^\s+ffish_test|^(ok|FAIL)\s' "$out" | cut -c1-300 || true
passed=$(grep -cE '^\s+--- PASS' "$out" || true)
failed=$(grep -cE '^\s+--- FAIL' "$out" || true)
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
	failed=1 # the test failed outside its subtests (the driver, a setup)
	tail -20 "$out"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
