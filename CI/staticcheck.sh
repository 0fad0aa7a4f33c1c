#!/usr/bin/env bash
# Installs staticcheck with the go tool and runs it on every package.
# An install that fails is an error: staticcheck is never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${STATICCHECK_VERSION:-latest}
if ! go install "honnef.co/go/tools/cmd/staticcheck@${version}"; then
	echo "FAIL: could not install staticcheck@${version} (go install honnef.co/go/tools/cmd/staticcheck@${version})" >&2
	exit 1
fi
bin=$(go env GOBIN)
if [ -z "$bin" ]; then
	bin="$(go env GOPATH | cut -d: -f1)/bin"
fi
if [ ! -x "$bin/staticcheck" ]; then
	echo "FAIL: staticcheck was installed but is not at $bin/staticcheck" >&2
	exit 1
fi
"$bin/staticcheck" -version
"$bin/staticcheck" ./...
echo "ok"
