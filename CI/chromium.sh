#!/usr/bin/env bash
# Installs Debian's chromium for the browser test of the web page
# (page/browser_test.go, which drives it with chromedp) and checks that it
# starts headless. Fails loudly if it cannot: in CI (BETZAC_FULL=1) the
# test is skipped only when BETZAC_SKIP_BROWSER=1 says so, never because
# chromium is missing.
set -euo pipefail

if ! command -v chromium >/dev/null; then
	if [ "$(id -u)" -ne 0 ]; then
		echo "FAIL: need root to install chromium (apt-get install -y chromium)" >&2
		exit 1
	fi
	echo "chromium: installing (apt-get install -y chromium)"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	if ! apt-get install -y -qq chromium >/dev/null; then
		echo "FAIL: apt-get install -y chromium failed" >&2
		exit 1
	fi
fi
command -v chromium >/dev/null || { echo "FAIL: chromium not found after install" >&2; exit 1; }
# "chromium --version" runs Debian's wrapper script, which prints a shell
# warning on some machines; the version line is what matters.
chromium --version 2>/dev/null | grep -i chromium || { echo "FAIL: chromium --version failed" >&2; exit 1; }
echo "ok"
