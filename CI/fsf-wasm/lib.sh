# Sourced by the CI/fsf-wasm scripts: checks node and npm, installs the
# WebAssembly Fairy-Stockfish (npm ci; a failure fails the caller, never a
# silent skip) and builds betzac into a temporary folder $tmp, removed on
# exit. Run from the repository's root.

# fsf_wasm_setup WHAT installs the engine; WHAT names the caller's job in
# the failure message.
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
}
