#!/usr/bin/env bash
# The hostile-input catalogue of issue 23: every command of betzac given
# malformed, huge, binary or impossible input (CI/hostile.tsv, one case a
# line). Each case runs under "timeout 20" and "ulimit -v 4 GB" and is
# classed as
#   panic   stderr shows a Go panic or runtime fatal error
#   hang    killed by the timeout
#   memory  out of memory under the 4 GB limit
#   silent  exit 0 where an error was expected (class "err"; "errnr" is
#           "err" when not run as root, who reads any file, else "any")
#   refused non-zero exit where success was expected (class "ok")
#   unclear an error whose first line (of stderr, else of stdout) is
#           empty, over 2000 bytes, echoes a long input (a run of 100
#           equal characters), or shows a line of a file that is not a
#           variant (the marker LEAKME)
# A case passes when none applies. CI/hostile-gen.sh wrote the TSV (edit
# it and rerun it to add cases); the fixtures are written by
# CI/hostile-fixtures.sh; HOME and the cache are a temporary directory, so
# that the default perft store is not touched. About 8 minutes on a loaded
# 2-core machine. Usage: bash CI/hostile.sh [PATTERN] (only the cases
# whose name contains PATTERN). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

T=$(mktemp -d "${TMPDIR:-/tmp}/betzac-hostile.XXXXXX")
trap 'chmod -R u+rwx "$T" 2>/dev/null; rm -rf "$T"' EXIT
# BETZAC=path runs that binary instead of building one (to count what an
# older build does).
B=${BETZAC:-$T/betzac}
# betzac-nats beside betzac, where perft --split without --nats finds it.
[ -n "${BETZAC:-}" ] || go build -o "$T/" ./cmd/betzac ./cmd/betzac-nats || exit 1
D="$T/f" # fixtures
mkdir -p "$D" "$T/home"
bash CI/hostile-fixtures.sh "$D" || exit 1
export HOME="$T/home" XDG_CACHE_HOME="$T/home/.cache"
root=false
[ "$(id -u)" = 0 ] && root=true

pass=0
fail=0
declare -A byclass=()
while IFS=$'\t' read -r -u 3 name want stdin cmdline; do
	case "$name" in '' | '#'*) continue ;; esac
	if [ -n "${1:-}" ] && [[ "$name" != *"$1"* ]]; then continue; fi
	if [ "$want" = errnr ]; then
		want=err
		$root && want=any
	fi
	in=/dev/null
	[ "$stdin" != - ] && in=$(eval "printf %s \"$stdin\"")
	out="$T/out" err="$T/err"
	(
		ulimit -v 4194304
		cd "$D" && eval "timeout -k 5 20 \"\$B\" $cmdline" <"$in" >"$out" 2>"$err" 3<&-
	)
	rc=$?
	first=$(head -n 1 "$err")
	[ -s "$err" ] || first=$(head -n 1 "$out")
	class=
	if grep -qE '^(panic:|fatal error:|goroutine [0-9]+ \[)' "$err"; then
		class=panic
	elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		class=hang
	elif grep -qE 'out of memory|cannot allocate memory' "$err"; then
		class=memory
	elif [ "$want" = err ] && [ $rc -eq 0 ]; then
		class=silent
	elif [ "$want" = ok ] && [ $rc -ne 0 ]; then
		class=refused
	elif [ $rc -ne 0 ] && { [ -z "$first" ] || [ ${#first} -gt 2000 ]; }; then
		class=unclear
	elif [ $rc -ne 0 ] && printf '%s' "$first" | grep -qE '(.)\1{99}'; then
		class=unclear
	elif grep -q LEAKME "$err" "$out"; then
		class=unclear
	fi
	if [ -z "$class" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		byclass[$class]=$((${byclass[$class]:-0} + 1))
		printf 'FAIL %-7s %s (exit %d): betzac %s\n        %s\n' "$class" "$name" "$rc" "$cmdline" "${first:0:200}"
	fi
done 3<CI/hostile.tsv
for c in "${!byclass[@]}"; do echo "  $c: ${byclass[$c]}"; done
echo "hostile inputs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
