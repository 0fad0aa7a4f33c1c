#!/usr/bin/env bash
# Writes CI/hostile.tsv, the cases of CI/hostile.sh, on standard output:
#   d=$(mktemp -d) && bash CI/hostile-fixtures.sh $d && bash CI/hostile-gen.sh $d >CI/hostile.tsv
# It lists the fixture directory $1 to make a case of every variant and
# ini file. "any" marks what betzac accepts on purpose: a FEN read as
# Fairy-Stockfish reads it or with a warning (no king, rights without a
# partner, an e.p. square that cannot be), repeated Betza modifiers and
# an empty Betza (a piece that never moves), a --section or --variant
# that is empty (the default).
set -eu
cd "$1"
row() { local n=${1//$'\t'/ }; printf '%s\t%s\t%s\t%s\n' "${n:0:90}" "$2" "$3" "$4"; }
echo "# name	want (err: must fail; ok: must succeed; any: either)	stdin file or -	arguments (evaluated by bash in the fixture directory; \$B is betzac)"
echo "# --- variant files through every command that reads one"
# accepted on purpose (see the notes in the file's header)
anyfiles="ok crlf bom twodocs inheritchess inheritself noroyal board-8X8 empty26 tab unicode dupkey docend longname promoteself tworoyal startnoking betza2 betza10 betza11 betza12 betza14 betza15 betza16 betza19 betza21 betza22 betza23 betza24 betza26 betza36 betza39"
for f in *.yaml; do
	n=${f%.yaml}
	want=err
	case " $anyfiles " in *" $n "*) want=any ;; esac
	[ "$n" = unreadable ] && want=errnr
	row "check/$n" $want - "check $f"
	case $n in betza[0-9]*) continue ;; esac
	cw=$want
	case $n in full26 | startcheck | startnoking) cw=any ;; esac # compile and diagram do not read start:
	row "compile/$n" $cw - "compile $f"
	row "moves/$n" $want - "moves $f"
	row "show/$n" $want - "show $f --ascii"
	row "perft/$n" $want - "perft $f -d 1"
	row "export/$n" $want - "export fsf $f"
	row "diagram/$n" $cw - "diagram $f --piece Q"
done
echo "# --- odd paths for every command"
for p in adir fifo /dev/zero symloop dangling.yaml unreadable.yaml nosuch.yaml '""' "'   '" "\$(printf 'x%.0s' {1..5000})" "'-'" "ok.yaml/x" "\$'a\\x01b'"; do
	for c in check compile moves show "perft -d 1" "export fsf" "diagram --piece Q" "rcx -o rcxout" "gamecourier -o gcout" "enginetest --engine ./crash.sh -d 1"; do
		w=err
		[ "$p" = unreadable.yaml ] && w=errnr
		row "path/${c%% *}/$p" $w - "$c $p"
	done
	row "path/import/$p" err - "import fsf $p"
	row "path/import-sec/$p" err - "import fsf ok.ini $p"
done
echo "# --- import fsf"
for f in *.ini; do
	n=${f%.ini}
	want=err
	case $n in ok | crlf | bom | castlingmaybe | dupsection | longline | maxfilecomment | nmovebig | negcount) want=any ;; esac
	[ -p "$f" ] && sec=x || sec=$(grep -o '^\[[^]:]*' "$f" 2>/dev/null | head -1 | tr -d '[')
	row "import/$n" $want - "import fsf $f ${sec:-x}"
done
echo "# --- FENs: each field wrong in turn (chess; crazyhouse, 3check where they have fields)"
S='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
for fen in "" " " "$S" "$S w" "$S x KQkq - 0 1" "$S W KQkq - 0 1" "$S w KQkqX - 0 1" "$S w QQQQ - 0 1" "$S w KQkq e9 0 1" "$S w KQkq e4 0 1" "$S w KQkq e3 0 1" "$S w KQkq - -1 1" "$S w KQkq - 0 0" "$S w KQkq - 0 -5" "$S w KQkq - 99999999999999999999 1" "$S w KQkq - 0 99999999999999999999" "$S w KQkq - 0 1 extra" "$S w KQkq - 0 1 a b c d" "$S w KQkq - x y" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/-8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1" "8/8/8/8/8/8/8/8 w - - 0 1" "K7/8/8/8/8/8/8/7k w - - 0 1 " "4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1" "4k3/8/8/8/8/8/8/4K2R b K - 0 1" "4k2R/8/8/8/8/8/8/4K3 w - - 0 1" "4k3/8/8/8/8/8/8/Ж3K3 w - - 0 1" "4k3/8/8/8/8/8/8/４3K3 w - - 0 1" "ｒnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "P3k3/8/8/8/8/8/8/4K3 w - - 0 1" "4k3/8/8/8/8/8/8/p3K3 w - - 0 1" "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1" "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1" "/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR	w	KQkq	-	0	1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR~ w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R+NBQKBNR w KQkq - 0 1"; do
	q=$(printf '%q' "$fen")
	w=err
	case "$fen" in
	"$S w" | "$S w KQkq e4 0 1" | "$S w KQkq e3 0 1" | *RNBQQBNR* | 8/8/8/8/8/8/8/8*| "K7/8/8/8/8/8/8/7k w - - 0 1 " | "4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1" | *$'\t'*) w=any ;; # warned, or read as FSF reads it
	"4k3/8/8/8/8/8/8/4K2R b K - 0 1") w=ok ;;
	esac
	for c in "moves chess" "show chess" "perft chess -d 1" "diagram chess --piece Q"; do
		[ "$w-$c" = "ok-diagram chess --piece Q" ] && w=err # no queen on that board
		row "fen/${c%% *}/$fen" $w - "$c --fen $q"
	done
done
for fen in "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[KK] w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q99999999999] w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Ж] w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[ w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR] w KQkq - 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[$(printf 'Q%.0s' {1..300})] w KQkq - 0 1"; do
	q=$(printf '%q' "$fen")
	row "fen/crazyhouse/$fen" err - "moves crazyhouse --fen $q"
done
for fen in "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +9+0 0 1" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +-1+0" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +99999999999999999999+0"; do
	q=$(printf '%q' "$fen")
	w=err
	case "$fen" in *" 3+3 0 1") w=ok ;; esac # FSF's form of the counters
	row "fen/3check/$fen" $w - "moves 3check --fen $q"
done
row "fen/120k" err - "moves chess --fen \$(printf 'x%.0s' {1..120000})"
row "fen/120k-castling" err - "moves chess --fen \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w \$(printf 'K%.0s' {1..120000}) - 0 1\""
row "fen/chess960-to-chess" any - "moves chess --fen 'bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1'"
echo "# --- --moves garbage"
for m in "zz" "e2e9" "a10a11" "e2e4 e2e4" "e2" "e2e4e5" "x" "@@" "e2-e4" "E2E4" "e7e5" "e2e4 e7e5 $(printf 'x%.0s' {1..5000})" "Ж" "e1g1" "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7" "a7a8q" "e2e4q" "P@e4"; do
	q=$(printf '%q' "$m")
	for c in "moves chess" "show chess" "perft chess -d 1" "diagram chess --piece Q"; do
		w=err
		# e2-e4 is long algebraic, which the SAN reader takes (package san)
		case "$m" in "e2e4 e7e5 e1e2 e8e7"* | "e2-e4") w=ok ;; esac
		row "movesflag/${c%% *}/$m" $w - "$c --moves $q"
	done
done
row "movesflag/10k/moves" any - "moves chess --moves \"\$(cat moves10k.txt)\""
row "movesflag/10k/show" any - "show chess --moves \"\$(cat moves10k.txt)\""
row "movesflag/10k-illegal" err - "moves chess --moves \"\$(printf 'e2e4 %.0s' {1..10000})\""
row "movesflag/repetition-fine" ok - "moves chess --moves 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'"
echo "# --- numeric flags"
for d in -1 0 -99999999999999999999 99999999999999999999 65 1000 abc 1.5 010 0x3 1e3 "''" " 2" NaN; do
	w=err
	case "$d" in " 2" | 0) w=any ;; esac # " 2" is 2; perft to depth 0 is 1
	row "perft/depth=$d" $w - "perft chess -d $d"
	row "enginetest/depth=$d" err - "enginetest chess --engine ./crash.sh -d $d"
	[ "$d" = 0 ] && w=err
	row "rcx/depth=$d" $w - "rcx chess -o rcxout -d $d"
done
for t in -1 99999999999999999999 abc 010 0x3 1.5; do
	row "perft/threads=$t" err - "perft chess -d 1 --threads $t"
	row "golden/threads=$t" err - "golden --variant chess --max-nodes 100 --threads $t"
	row "worker/threads=$t" err - "worker --nats nats://127.0.0.1:1 --threads $t"
	row "perft/hash=$t" err - "perft chess -d 1 --hash $t"
	row "fsfplay/games=$t" err - "fsfplay --engine ./crash.sh --games $t"
	row "gamecourier/perft=$t" err - "gamecourier chess --check --perft $t"
	row "gamecourier/games=$t" err - "gamecourier chess --check --games $t"
	row "gamecourier/plies=$t" err - "gamecourier chess --check --plies $t"
	row "rcx/search=$t" err - "rcx chess -o rcxout --search $t"
	row "golden/max-nodes=$t" err - "golden --variant chess --max-nodes $t"
	row "fsfplay/plies=$t" err - "fsfplay --engine ./crash.sh --plies $t"
	row "fsfplay/perft-every=$t" err - "fsfplay --engine ./crash.sh --perft-every $t"
	row "fsfplay/perft-depth=$t" err - "fsfplay --engine ./crash.sh --perft-depth $t"
done
row "perft/hash=huge" err - "perft chess -d 2 --hash 1000000"
row "perft/hash=8000" err - "perft chess -d 2 --hash 8000"
row "perft/threads=10000" any - "perft chess -d 2 --threads 10000"
row "gamecourier/perft=65" err - "gamecourier chess --check --perft 65"
for v in -1 1.5 NaN Inf abc 1e400; do row "perft/verify=$v" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --verify $v"; done
for s in -1 5 99999999999999999999 abc; do row "perft/split=$s" err - "perft chess -d 2 --split $s"; done
for w in 0 -1s 1ns abc 99999999h; do row "perft/ack-wait=$w" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --ack-wait $w"; row "worker/idle=$w" err - "worker --nats nats://127.0.0.1:1 --idle $w"; done
for l in 127.0.0.1:99999 127.0.0.1:-1 nohost:1 :abc "''" 1.2.3.4:1 "[::1" 127.0.0.1; do row "perft/listen=$l" err - "perft chess -d 2 --split 1 --listen $l"; done
row "perft/store=file" err - "perft chess -d 2 --split 1 --store afile"
row "perft/store=fifo" err - "perft chess -d 2 --split 1 --store fifo"
row "perft/store=/dev/zero" err - "perft chess -d 2 --split 1 --store /dev/zero"
row "perft/store=ro" err - "perft chess -d 2 --split 1 --store /proc/sys"
row "perft/nkey=fifo" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --nkey fifo"
row "perft/nkey=zero" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --nkey /dev/zero"
row "perft/secret=fifo" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --secret fifo"
row "perft/secret=zero" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --secret /dev/zero"
row "perft/secret=dir" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --secret adir"
row "perft/tls-ca=shadow" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --tls-ca shadow --tls-cert shadow --tls-key shadow"
row "perft/tls-ca=fifo" err - "perft chess -d 2 --split 1 --listen 127.0.0.1:0 --store st --tls-cert fifo --tls-key fifo"
row "perft/nats=garbage" err - "perft chess -d 2 --split 1 --nats 'nats://u:LEAKME@nohost.invalid:4222'"
row "worker/nats=garbage" err - "worker --nats 'nats://u:LEAKME@127.0.0.1:1'"
row "worker/nats=empty" err - "worker --nats ''"
row "worker/nats=http" err - "worker --nats http://x"
row "worker/secret=fifo" err - "worker --nats nats://127.0.0.1:1 --secret fifo"
row "worker/nkey=shadow" err - "worker --nats nats://127.0.0.1:1 --nkey shadow"
echo "# --- compile and diagram --betza, --board"
for bz in "" " " "W99999999999" "[W" "W]" "[[[[W]]]]" "mmmmW" "ccccW" "ffffbbbbW" "Ж" "\$(printf 'W%.0s' {1..1000000})" "\$(printf '[W-F]%.0s' {1..50000})" "\$(printf 'a%.0s' {1..4000})W" "(1,2)" "W{1}" "W--F" "aaaa" "Nn99999999999999999999" "R0" "-" "--" "W\$'\\n'F"; do
	w=err
	case "$bz" in "" | mmmmW | ccccW | ffffbbbbW | R0) w=any ;; esac # no moves; repeated modifiers; R0 is R
	row "compile/betza=$bz" $w - "compile --betza \"$bz\""
	row "diagram/betza=$bz" $w - "diagram --betza \"$bz\""
done
for b in 0x0 27x27 1000x1000 -8x8 8x axb "''" 99999999999999999999x8 8x8x8 "8 x 8" 8x99999999999999999999; do
	row "compile/board=$b" err - "compile --betza W --board '$b'"
	row "diagram/board=$b" err - "diagram --betza W --board '$b'"
done
row "compile/board=26x26-ok" ok - "compile --betza Q --board 26x26"
row "compile/board=1x1" any - "compile --betza W --board 1x1"
for a in z9 a0 a27 Ж a99999999999999999999 e4e5; do row "diagram/at=$a" err - "diagram --betza W --at $a"; done
for p in "" Z "+Z" "++Q" "QQ" "Ж" "\$(printf 'Q%.0s' {1..5000})"; do row "diagram/piece=$p" err - "diagram chess --piece \"$p\""; done
row "diagram/all-no-o" err - "diagram chess --all"
row "diagram/all-o-file" err - "diagram chess --all -o afile"
row "diagram/o-dir" err - "diagram chess --piece Q -o adir"
row "diagram/o-fifo" any - "diagram chess --piece Q -o /dev/null"
row "diagram/o-nodir" err - "diagram chess --piece Q -o nosuchdir/x.svg"
echo "# --- output directories that are files, and similar"
row "rcx/out=file" err - "rcx chess -o afile"
row "rcx/out=fifo" err - "rcx chess -o fifo"
row "rcx/out=proc" err - "rcx chess -o /proc/sys/x"
row "page/out=file" err - "page chess -o afile"
row "page/out=empty" err - "page chess -o ''"
row "page/src=file" err - "page chess -o pageout --src afile"
row "page/src=empty-dir" err - "page chess -o pageout --src adir"
row "gamecourier/out=file" err - "gamecourier chess -o afile"
row "gamecourier/out=fifo" err - "gamecourier chess -o fifo"
row "gamecourier/probe-answers=fifo" err - "gamecourier chess --probe-answers fifo"
row "gamecourier/probe-answers=zero" err - "gamecourier chess --probe-answers /dev/zero"
row "gamecourier/probe-answers=shadow" err - "gamecourier chess --probe-answers passwd"
row "gamecourier/probe-answers=binary" err - "gamecourier chess --probe-answers binary.yaml"
row "gamecourier/probe-answers=dir" err - "gamecourier chess --probe-answers adir"
row "export/section=empty" any - "export fsf chess --section ''"
row "export/section=bracket" err - "export fsf chess --section 'a]b'"
row "export/section=newline" err - "export fsf chess --section \$'a\\nb'"
row "export/section=huge" any - "export fsf chess --section \$(printf 'x%.0s' {1..100000})"
row "export/format=nope" err - "export nope chess"
row "import/format=nope" err - "import nope ok.ini mini"
row "import/section-missing" err - "import fsf ok.ini nosuch"
row "import/no-args" err - "import fsf"
row "import/emptycount-as-fen" err - "import fsf emptycount.ini ec"
echo "# --- enginetest with broken engines"
for e in ./crash.sh ./segv.sh ./hang.sh ./garbage.sh ./flood.sh ./longline.sh ./liar.sh ./uciquit.sh /dev/null adir fifo nosuch "''" "'   '" "'./crash.sh \"unclosed'" "\$(printf 'x%.0s' {1..5000})"; do
	row "enginetest/engine=$e" err - "enginetest chess -d 1 --engine $(printf '%q' "$e") --timeout 10s --command-timeout 3s --banner-grace 2s"
	row "fsfplay/engine=$e" err - "fsfplay --engine $(printf '%q' "$e") --timeout 10s --command-timeout 3s --banner-grace 2s --games 1 --plies 2"
done
for t in 0 -1s abc 1ns 99999999999h; do
	row "enginetest/timeout=$t" err - "enginetest chess -d 1 --engine ./liar.sh --timeout $t"
	row "enginetest/command-timeout=$t" err - "enginetest chess -d 1 --engine ./liar.sh --command-timeout $t"
	row "enginetest/banner-grace=$t" err - "enginetest chess -d 1 --engine ./liar.sh --banner-grace $t"
	row "fsfplay/timeout=$t" err - "fsfplay --engine ./liar.sh --timeout $t"
done
for o in "" "=x" "Threads" "a=b=c" "\$'X\\nquit'=1" "UCI_Variant=\$'chess\\nquit'"; do row "enginetest/option=$o" err - "enginetest chess -d 1 --engine ./liar.sh --timeout 10s --option \"$o\""; done
row "enginetest/uci-variant=newline" err - "enginetest chess -d 1 --engine ./liar.sh --timeout 10s --uci-variant \$'chess\\nquit'"
row "fsfplay/ini=fifo" err - "fsfplay --engine ./liar.sh --ini fifo"
row "fsfplay/ini=binary" err - "fsfplay --engine ./liar.sh --ini binary.ini"
row "fsfplay/ini=shadow" err - "fsfplay --engine ./liar.sh --ini passwd"
row "fsfplay/known=shadow" err - "fsfplay --engine ./liar.sh --known passwd"
row "fsfplay/known=fifo" err - "fsfplay --engine ./liar.sh --known fifo"
row "fsfplay/expect-fail=shadow" err - "fsfplay --engine ./liar.sh --expect-fail passwd"
row "fsfplay/expect-fail=zero" err - "fsfplay --engine ./liar.sh --expect-fail /dev/zero"
echo "# --- match with broken engines, in each protocol, and bad limits and files"
M="--games 1 --depth 1 --command-timeout 3s --banner-grace 2s --move-timeout 3s"
for e in ./crash.sh ./segv.sh ./hang.sh ./garbage.sh ./flood.sh ./longline.sh ./liar.sh ./uciquit.sh /dev/null adir fifo nosuch "''" "'   '" "'./crash.sh \"unclosed'" "\$(printf 'x%.0s' {1..5000})"; do
	for proto in uci usi xboard; do
		v=chess
		[ $proto = usi ] && v=shogi
		row "match/$proto/engine=$e" err - "match $v --engine $(printf '%q' "$proto:$e") --engine ./liar.sh $M"
	done
done
for l in "--depth 0" "--depth -1" "--depth 65" "--depth abc" "--depth ''" "--depth 99999999999999999999" "--depth 1 --depth 2 --depth 3" "--depth 1 --movetime 5" "--movetime 0" "--movetime -5" "--movetime 1.5" "--movetime 3600001" "--movetime 1 --movetime x" "--tc 0" "--tc ''" "--tc +" "--tc 10+" "--tc NaN" "--tc Inf" "--tc 1e999" "--tc 10+-1" "--tc 86401" "--tc 10 --tc 0+1" "--games 0" "--games -1" "--games 1000001" "--max-plies 0" "--random-plies 1001" "--random-plies -1" "--seed -1" "--move-timeout 0" "--time-margin -1s" "--command-timeout 0" "--banner-grace -1s"; do
	row "match/limit=$l" err - "match chess --engine ./liar.sh --engine ./liar.sh $l"
done
for f in adir fifo /dev/zero nosuch.epd binary.ini passwd unreadable.yaml "''" "\$(printf 'x%.0s' {1..5000})"; do
	w=err
	[ "$f" = unreadable.yaml ] && w=errnr
	row "match/openings=$f" $w - "match chess --engine ./liar.sh --engine ./liar.sh --openings $f"
done
for v in nosuch fifo adir /dev/zero binary.ini "''" "\$(printf 'x%.0s' {1..5000})"; do
	row "match/variant=$v" err - "match $v --engine ./liar.sh --engine ./liar.sh"
done
row "match/one-engine" err - "match chess --engine ./liar.sh"
row "match/three-engines" err - "match chess --engine ./liar.sh --engine ./liar.sh --engine ./liar.sh"
row "match/no-variant" err - "match --engine ./liar.sh --engine ./liar.sh"
echo "# --- command line shapes"
row "help/nonexist" err - "help nonexist"
row "nonexist" err - "nonexist"
row "flag/unknown" err - "perft chess -d 1 --nosuch"
row "perft/no-depth" err - "perft chess"
row "perft/two-variants" err - "perft chess chess -d 1"
row "moves/no-variant" err - "moves"
row "variants/extra-arg" err - "variants extra"
row "golden/variant=nosuch" err - "golden --variant nosuch"
row "golden/variant=empty" any - "golden --variant '' --max-nodes 1"
row "check/none" err - "check"
row "check/stdin-binary" err binary.yaml "check -"
row "variant=huge-name" err - "moves \$(printf 'x%.0s' {1..100000})"
row "variant=unicode" err - "moves Жchess"
row "variant=nul-ish" err - "moves \$'chess\\x01'"
row "gamecourier/ends-alone" any - "gamecourier chess --ends"
