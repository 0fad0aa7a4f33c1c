#!/usr/bin/env bash
# Smoke run of the betzac command: builds it into a temporary directory and
# runs the commands a user would try first.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# betzac-nats beside betzac, as go install ./cmd/... puts it: perft --split
# without --nats runs it.
go build -o "$tmp/" ./cmd/betzac ./cmd/betzac-nats
betzac() { "$tmp/betzac" "$@"; }

run() {
	echo "\$ betzac $*"
	betzac "$@" >"$tmp/out"
	head -n 25 "$tmp/out"
	lines=$(wc -l <"$tmp/out")
	if [ "$lines" -gt 25 ]; then echo "... ($lines lines)"; fi
}

run variants
run compile chess
run compile --betza N --raw
run check chess chess960 capablanca hookchess
run show chess --moves "e2e4 e7e5 g1f3"
run diagram xiangqi --piece C
betzac diagram chushogi --all -o "$tmp/chu" && test -s "$tmp/chu/index.html"
# perft split over a local worker, on the betzac-nats built beside betzac
# (the tests run the test binary as betzac-nats: this runs the real one).
run perft chess -d 3 --split 1 --listen 127.0.0.1:0 --store "$tmp/store"
grep -q '^nodes 8902$' "$tmp/out" || { echo "FAIL: perft chess -d 3 --split 1 did not count 8902 nodes" >&2; exit 1; }
# The diagram package runs in the browser page too: it must build for wasm.
GOOS=js GOARCH=wasm go build ./diagram

# A file with errors must fail, with positions.
echo "\$ betzac check cmd/betzac/testdata/capa.yaml  (must fail)"
if betzac check cmd/betzac/testdata/capa.yaml 2>"$tmp/err"; then
	echo "FAIL: betzac check accepted a file with errors" >&2
	exit 1
fi
cat "$tmp/err"
grep -q 'capa.yaml:11:47: betza' "$tmp/err"

# The golden perft corpus, within a node budget. The command is written
# beside cmd/betzac/golden.go; once that file exists, the command must work.
if [ -e cmd/betzac/golden.go ]; then
	if ! betzac golden --help >/dev/null 2>&1; then
		echo "FAIL: cmd/betzac/golden.go exists but 'betzac golden' is not a command" >&2
		exit 1
	fi
	echo "\$ betzac golden --max-nodes 2000000  (lines other than ok)"
	status=0
	betzac golden --max-nodes 2000000 >"$tmp/golden" || status=$?
	grep -v '^ok ' "$tmp/golden" || true
	if [ "$status" -ne 0 ]; then
		echo "FAIL: betzac golden exited with status $status" >&2
		exit 1
	fi
else
	echo "NOTE: no 'betzac golden' command yet (cmd/betzac/golden.go); not run"
fi

# The web page: the VM compiled to WebAssembly, written beside index.html.
run page chushogi -o "$tmp/page"
for f in index.html app.js style.css vm.js variant.js wasm_exec.js; do
	[ -s "$tmp/page/$f" ] || { echo "FAIL: betzac page wrote no $f" >&2; exit 1; }
done
echo "ok"
