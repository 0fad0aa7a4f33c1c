# Sourced by the CI/fsf-wasm scripts: checks node and npm, installs the
# WebAssembly Fairy-Stockfish (npm ci; a failure fails the caller, never a
# silent skip) and builds betzac into a temporary folder $tmp, removed on
# exit; counts the checks that pass and fail. Run from the repository's
# root.

# fsf is the command line of the WebAssembly Fairy-Stockfish engine.
fsf="node CI/fsf-wasm/driver.js"
passed=0
failed=0

# pass and fail count a check.
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); }

# fsf_wasm_summary WHAT prints WHAT's time (since the setup) and the count of checks, and
# fails if one failed.
fsf_wasm_summary() {
	echo "$1: $((SECONDS - start))s"
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}

# fsf_wasm_setup WHAT [fakeengine] installs the engine and builds betzac
# (and with "fakeengine" the planted engine of enginetest/testdata); WHAT
# names the caller's job in the failure message.
fsf_wasm_setup() {
	if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
		echo "FAIL: node and npm are needed for $1" >&2
		exit 1
	fi
	echo "node $(node --version), npm $(npm --version 2>/dev/null)"
	if ! (cd CI/fsf-wasm && npm ci --no-audit --no-fund >/dev/null); then
		echo "FAIL: npm ci in CI/fsf-wasm could not install fairy-stockfish-nnue.wasm" >&2
		exit 1
	fi
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	go build -o "$tmp/betzac" ./cmd/betzac
	if [ "${2:-}" = fakeengine ]; then
		go build -o "$tmp/fakeengine" ./enginetest/testdata/fakeengine
	fi
	start=$SECONDS
}
