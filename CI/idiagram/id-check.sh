#!/bin/bash
# id-check.sh: checks betzac against the Interactive Diagram itself. For
# each variant, `betzac export id VARIANT` writes the Diagram definition,
# id-perft.js counts perft from its start with H.G. Muller's betza.js, and
# `betzac perft VARIANT` counts the same; a row per depth:
#
#   variant <TAB> start FEN <TAB> depth <TAB> the Diagram's count <TAB> betzac's count
#
#   CI/idiagram/id-check.sh BETZA_JS MAXDEPTH [VARIANT...]
#
# BETZA_JS is a copy of the Diagram's script (it is not in this repository
# and CI has no network: give its path); its sha256 is printed first. With
# no VARIANT, every built-in that export id writes. The exit status is 1 if
# any count differs (the row ends in "DIFFERS"), 2 on bad arguments. Needs
# node and betzac ($BETZAC, or on PATH).
set -u
here=$(cd "$(dirname "$0")" && pwd)
betzac=${BETZAC:-betzac}
if [ $# -lt 2 ] || [ ! -r "$1" ]; then
	echo "usage: $0 BETZA_JS MAXDEPTH [VARIANT...] (BETZA_JS a readable file)" >&2
	exit 2
fi
js=$1 depth=$2
shift 2
variants=("$@")
if [ ${#variants[@]} -eq 0 ]; then
	for v in $("$betzac" variants | awk '{print $1}'); do
		"$betzac" export id "$v" >/dev/null 2>&1 && variants+=("$v")
	done
fi
echo "# betza.js sha256 $(sha256sum "$js" | cut -d' ' -f1)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for v in "${variants[@]}"; do
	if ! "$betzac" export id "$v" >"$tmp/def.html" 2>"$tmp/err"; then
		echo "$v: export id refused: $(head -1 "$tmp/err")" >&2
		status=1
		continue
	fi
	fen=$("$betzac" show "$v" --ascii 2>/dev/null | sed -n "s/^FEN: //p")
	node "$here/id-perft.js" "$js" "$tmp/def.html" "$depth" | grep -v '^#' >"$tmp/id" || { status=1; continue; }
	while IFS=$'\t' read -r d n; do
		b=$("$betzac" perft "$v" -d "$d" 2>/dev/null | awk '/^nodes/{print $2}')
		mark=""
		[ "$n" = "$b" ] || { mark=$'\tDIFFERS'; status=1; }
		printf '%s\t%s\t%s\t%s\t%s%s\n' "$v" "$fen" "$d" "$n" "$b" "$mark"
	done <"$tmp/id"
done
exit $status
