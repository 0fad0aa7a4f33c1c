#!/usr/bin/env bash
# Installs the RCX toolchain (H8/300 GCC and binutils, brickOS, the GDB
# source) and builds the GNU H8/300 simulator once, with our patch
# (CI/rcx-sim-decode-cache.patch): a per-PC decode cache, and a second
# cycle counter that charges an RCX's external RAM on its 8-bit bus (3
# cycles a byte access, 6 a word, instruction fetches included), printed
# by run -v as "#cycles external RAM". The simulator is cached outside the
# clone, keyed by the GDB source version and the patch, so only the first
# run on a machine pays for the build (about 100 s of CPU).
#
# Prints the path of the simulator's "run" binary as its last line.
# Fails loudly if anything cannot be installed or built.
set -euo pipefail
cd "$(dirname "$0")/.."

need=(gcc-h8300-hms binutils-h8300-hms brickos gdb-source)
missing=()
for p in "${need[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done
if [ ${#missing[@]} -gt 0 ]; then
	if [ "$(id -u)" -ne 0 ]; then
		echo "FAIL: need root to install ${missing[*]}" >&2
		exit 1
	fi
	echo "rcx-toolchain: installing ${missing[*]}" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >&2
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
for tool in h8300-hms-gcc h8300-hms-objcopy h8300-hms-size h8300-hms-nm; do
	command -v "$tool" >/dev/null || { echo "FAIL: $tool not found after install" >&2; exit 1; }
done
[ -f /usr/lib/brickos/Makefile.user ] || { echo "FAIL: brickOS make rules missing" >&2; exit 1; }
[ -f /usr/src/gdb.tar.xz ] || { echo "FAIL: /usr/src/gdb.tar.xz missing (gdb-source)" >&2; exit 1; }

gdbver=$(dpkg-query -W -f='${Version}' gdb-source)
patch=CI/rcx-sim-decode-cache.patch
key="gdb-${gdbver}-$(sha256sum "$patch" | cut -c1-12)"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/betzac/h8300-sim/$key"
sim="$cache/run"
if [ -x "$sim" ]; then
	echo "rcx-toolchain: simulator cached at $sim" >&2
	echo "$sim"
	exit 0
fi

echo "rcx-toolchain: building the H8/300 simulator from gdb-source $gdbver (once per machine)" >&2
for tool in make cc xz patch; do
	command -v "$tool" >/dev/null || { echo "FAIL: $tool is needed to build the simulator" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
start=$SECONDS
tar -C "$work" -xJf /usr/src/gdb.tar.xz
src=$(find "$work" -maxdepth 2 -name configure -path '*/configure' -printf '%h\n' | head -n 1)
[ -n "$src" ] && [ -d "$src/sim/h8300" ] || { echo "FAIL: no sim/h8300 in the GDB source" >&2; exit 1; }
patch -d "$src" -p1 --forward --quiet <"$patch"
mkdir "$work/build"
(
	cd "$work/build"
	"$src/configure" --target=h8300-elf --enable-sim \
		--disable-gdb --disable-gdbserver --disable-ld --disable-gas \
		--disable-gprof --disable-binutils --disable-readline --disable-libctf \
		--disable-nls --disable-werror >"$work/configure.log" 2>&1 ||
		{ tail -n 30 "$work/configure.log" >&2; echo "FAIL: configure" >&2; exit 1; }
	make -j"$(nproc)" MAKEINFO=true all-sim >"$work/make.log" 2>&1 ||
		{ tail -n 40 "$work/make.log" >&2; echo "FAIL: building the simulator" >&2; exit 1; }
)
[ -x "$work/build/sim/h8300/run" ] || { echo "FAIL: sim/h8300/run was not built" >&2; exit 1; }
mkdir -p "$cache"
cp "$work/build/sim/h8300/run" "$sim.tmp"
mv "$sim.tmp" "$sim"
echo "rcx-toolchain: simulator built in $((SECONDS - start)) s, cached at $sim" >&2
echo "$sim"
