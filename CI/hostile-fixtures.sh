#!/usr/bin/env bash
# Writes the fixture files of CI/hostile.sh into directory $1: variant
# files, ini files, FEN files, fake engines and odd file kinds.
set -euo pipefail
cd "$1"

ok='name: t
board: 8x8
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QN}}
  - {letter: N, betza: N}
  - {letter: Q, betza: Q}
  - {letter: K, betza: K, royal: true}
start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1'
printf '%s\n' "$ok" >ok.yaml
# variant files with one thing changed: vf NAME OLD NEW
vf() { printf '%s\n' "${ok/"$2"/"$3"}" >"$1.yaml"; }
vf bom 'name: t' $'\xef\xbb\xbfname: t'
printf '%s\n' "$ok" | sed 's/$/\r/' >crlf.yaml
vf badutf8 'name: t' $'name: t\xff\xfe'
vf badutf8piece 'betza: N}' $'betza: N\xc3}'
vf nul 'betza: Q}' $'betza: Q\x01}'
vf unicode 'betza: N}' 'betza: Ｎ}'
: >empty.yaml
printf '\n\n   \n' >blank.yaml
printf -- '---\n...\n' >docend.yaml
printf '%s\n---\n%s\n' "$ok" "$ok" >twodocs.yaml
printf '[%.0s' $(seq 1 20000) >deep.yaml
printf -- '- %.0s' $(seq 1 20000) >deeplist.yaml
{
	echo 'a: &a ["x","x","x","x","x","x","x","x","x"]'
	p=a
	for n in b c d e f g h i j k l; do
		echo "$n: &$n [*$p,*$p,*$p,*$p,*$p,*$p,*$p,*$p,*$p]"
		p=$n
	done
	echo 'name: *l'
} >bomb.yaml
{
	printf '%s\n' "$ok"
	echo 'description: |'
	awk 'BEGIN { for (i = 0; i < 125000; i++) print "  aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" }'
} >big.yaml
awk 'BEGIN { for (i = 0; i < 200000; i++) printf "%c", (i * 37 + 11) % 256 }' >binary.yaml
head -c 65536 /dev/zero >zeros.yaml
vf longname 'name: t' "name: $(printf 't%.0s' $(seq 1 100000))"
vf dupkey 'name: t' $'name: t\nname: u'
vf tab 'name: t' $'name:\tt'
vf nopieces 'pieces:' 'pieces: []
xpieces:'
vf noroyal 'royal: true' 'royal: false'
vf tworoyal '{letter: N, betza: N}' '{letter: N, betza: N, royal: true}'
vf dupletter '{letter: N, betza: N}' '{letter: Q, betza: N}'
vf letter2 '{letter: N, betza: N}' '{letter: NN, betza: N}'
vf letterdigit '{letter: N, betza: N}' '{letter: "1", betza: N}'
vf letterempty '{letter: N, betza: N}' '{letter: "", betza: N}'
vf letterunicode '{letter: N, betza: N}' '{letter: "Ж", betza: N}'
vf zone99 'zone: 1' 'zone: 99'
vf zoneneg 'zone: 1' 'zone: -1'
vf promoteself 'to: QN' 'to: QNPK'
vf promotenone 'to: QN' 'to: XYZ'
vf startnull 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: null'
vf startlist 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: [1, 2]'
vf starthuge 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K99999999999999999999999 w - - 0 1'
vf startnoking 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: 8/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1'
vf startcheck 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: 4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1'
vf startinf 'start: 4k3/pppppppp/8/8/8/8/PPPPPPPP/QN2K3 w - - 0 1' 'start: .inf'
vf namenum 'name: t' 'name: 12'
vf namelist 'name: t' 'name: [a, b]'
vf namemap 'name: t' 'name: {a: b}'
vf unknownkey 'name: t' $'name: t\nfrobnicate: 1'
# boards
for b in 0x0 1x1 27x27 26x26 100x100 -8x8 8x -x8 axb 8x8x8 99999999999999999999x8 8x0 0x8 1x100 '8 x 8' 8X8 ' 8x8' 8x8.5; do
	f="board-$(printf %s "$b" | tr ' .' '_p').yaml"
	printf '%s\n' "${ok/board: 8x8/board: \"$b\"}" >"$f"
done
row=$(printf 'Q%.0s' $(seq 1 26))
full=$row
for i in $(seq 2 25); do full="$full/$row"; done
printf 'name: full\nboard: 26x26\npieces:\n  - {letter: Q, betza: Q}\n  - {letter: K, betza: K, royal: true}\nstart: %s/%s w - - 0 1\n' "$full" "${row%QQ}Kk" >full26.yaml
printf 'name: full\nboard: 26x26\npieces:\n  - {letter: Q, betza: Q}\n  - {letter: K, betza: K, royal: true}\nstart: k24K/%s w - - 0 1\n' "$(for i in $(seq 2 26); do printf 26/; done | sed 's|/$||')" >empty26.yaml
# Betza strings (one piece file each; also used with --betza)
i=0
while IFS= read -r bz; do
	i=$((i + 1))
	printf '%s\n' "${ok/betza: N\}/betza: \"$bz\"\}}" >"betza$i.yaml"
done <<'BZ'
W99999999999
W0
W-1
[W
W]
[W-F
[[[[W]]]]
(W
W)
mmmmmmmmW
ccccW
ffbbllrrW
aaaaaaaaaaaaaaaaW
ppppppppR
ggggggggQ
nnnnnnnnN
jjjjjjjW
iiiiiiiiiP
eeeeeeeeF
ooooooooR
zzzzzzzzB
qqqqqqqqW
xxxxxxxxW

   
W
Ж
ＷＦ
\x00
W{1}
W[]
[]
[-]
W--F
[W-F-]
aW
a
99
R0
Nn99999999999999999999
(1,2)
(99999,1)
(0,0)
BZ
printf '%s\n' "${ok/betza: N\}/betza: \"$(printf '[W-F]%.0s' $(seq 1 20000))\"\}}" >betzalong.yaml
printf '%s\n' "${ok/betza: N\}/betza: \"$(printf 'W%.0s' $(seq 1 100000))\"\}}" >betzaw.yaml
printf '%s\n' "${ok/betza: N\}/betza: \"$(printf 'a%.0s' $(seq 1 3000))W\"\}}" >betzaa.yaml
printf '%s\n' "${ok/betza: N\}/betza: \"$(printf '[%.0s' $(seq 1 3000))W$(printf ']%.0s' $(seq 1 3000))\"\}}" >betzanest.yaml
# inherit
vf inheritempty 'name: t' $'name: t\ninherit: ""'
vf inheritnull 'name: t' $'name: t\ninherit: null'
vf inheritself 'name: t' $'name: t\ninherit: ok.yaml'
printf 'inherit: loopb.yaml\nname: a\n' >loopa.yaml
printf 'inherit: loopa.yaml\nname: b\n' >loopb.yaml
printf 'inherit: selfloop.yaml\nname: s\n' >selfloop.yaml
printf 'root:LEAKME$6$saltsalt$hashhashhash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n' >shadow
printf 'root:LEAKME:x:\ndaemon:LEAKME:\n' >colons
# given explicitly as an input (--ini, --known, ...): may be quoted
printf 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/:/bin/false\n' >passwd
printf 'LEAKME secret line one\nLEAKME secret line two\n' >notes.txt
vf inheritshadow 'name: t' $'name: t\ninherit: shadow'
vf inheritcolons 'name: t' $'name: t\ninherit: colons'
vf inheritnotes 'name: t' $'name: t\ninherit: notes.txt'
vf inheritdir 'name: t' $'name: t\ninherit: adir'
vf inheritfifo 'name: t' $'name: t\ninherit: fifo'
vf inheritzero 'name: t' $'name: t\ninherit: /dev/zero'
vf inheritloop 'name: t' $'name: t\ninherit: symloop'
vf inheritbig 'name: t' $'name: t\ninherit: big.yaml'
vf inheritchess 'name: t' $'name: t\ninherit: chess'
printf 'inherit: chess\nname: c2\nboard: 27x27\n' >chess27.yaml
printf 'inherit: chess\nname: c2\nstart: "%s"\n' "$(printf 'x%.0s' $(seq 1 120000))" >chessfen120k.yaml
# file kinds
mkdir -p adir adir.yaml outfile.d
mkfifo fifo fifo.yaml fifo.ini
ln -sf symloop symloop
ln -sf symloop.yaml symloop.yaml
ln -sf /nonexistent dangling.yaml
: >afile
printf '%s\n' "$ok" >unreadable.yaml
chmod 000 unreadable.yaml
# ini files
ini() { printf '%s\n' "$2" >"$1.ini"; }
ini ok $'[mini:chess]\nmaxRank = 8'
ini emptycount $'[ec:chess]\nstartFen = rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
ini count2e8 $'[ec:chess]\nstartFen = rnbqkbnr/pppppppp/200000000/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
ini castlingmaybe $'[cm:chess]\ncastling = maybe'
ini piece99 $'[p:chess]\ncustomPiece99 = a:W'
ini piece0 $'[p:chess]\ncustomPiece0 = a:W'
ini maxfile0 $'[m:chess]\nmaxFile = 0'
ini maxfileabc $'[m:chess]\nmaxFile = abc'
ini maxfilecomment $'[m:chess]\nmaxFile = 8 # comment'
ini maxrank85 $'[m:chess]\nmaxRank = 8.5'
ini maxrank99 $'[m:chess]\nmaxRank = 99'
ini maxfilez $'[m:chess]\nmaxFile = z'
ini nosection $'maxRank = 8'
ini unclosed $'[m:chess\nmaxRank = 8'
ini loopparent $'[a:b]\n[b:a]'
ini selfparent $'[a:a]'
ini unknownparent $'[a:nosuchvariant]'
ini betzalong "[l:chess]
customPiece1 = a:$(printf '[W-F]%.0s' $(seq 1 20000))"
ini betzaw "[l:chess]
customPiece1 = a:$(printf 'W%.0s' $(seq 1 1000000))"
ini promonone $'[p:chess]\npromotionPieceTypes = xyz'
ini badutf8 $'[b:chess]\nmaxRank = 8\xff'
ini binary "$(awk 'BEGIN { for (i = 1; i < 5000; i++) printf "%c", (i * 37 + 11) % 256 }' | tr -d '\000')"
ini crlf $'[c:chess]\r\nmaxRank = 8\r'
ini bom $'\xef\xbb\xbf[c:chess]\nmaxRank = 8'
ini dupsection $'[c:chess]\nmaxRank = 8\n[c:chess]\nmaxRank = 7'
ini longline "[c:chess]
pieceToCharTable = $(printf 'P%.0s' $(seq 1 200000))"
ini shadowlike 'root:x:0:0:
[c:chess]'
ini fenunicode $'[u:chess]\nstartFen = ЖЖЖЖЖЖЖЖ/8/8/8/8/8/8/8 w - - 0 1'
ini negcount $'[n:chess]\nstartFen = rnbqkbnr/pppppppp/-8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
ini pocketneg $'[p:crazyhouse]\npocketSize = -1'
ini nmovebig $'[n:chess]\nnMoveRule = 99999999999999999999'
# moves lists
printf 'e2e4 e7e5 %.0s' $(seq 1 5000) >moves10k.txt
# engines
printf '#!/bin/sh\nexit 3\n' >crash.sh
printf '#!/bin/sh\necho "segfault" >&2\nkill -SEGV $$\n' >segv.sh
printf '#!/bin/sh\nexec sleep 1000\n' >hang.sh
printf '#!/bin/sh\nwhile read l; do echo "garbage %%s $l"; done\n' >garbage.sh
printf '#!/bin/sh\nexec yes flood-flood-flood-flood-flood-flood-flood-flood\n' >flood.sh
printf '#!/bin/sh\nyes 0123456789 | head -c 50000000 | tr -d "\\\\n"; echo; sleep 1000\n' >longline.sh
cat >liar.sh <<'ENG'
#!/bin/sh
while read -r l; do
	case "$l" in
	uci) echo "id name liar"; echo "option name UCI_Variant type combo default chess var chess var t"; echo uciok ;;
	isready) echo readyok ;;
	go*) echo "e2e4: 99999999999999999999"; echo "Nodes searched: -5"; echo "" ;;
	quit) exit 0 ;;
	esac
done
ENG
cat >uciquit.sh <<'ENG'
#!/bin/sh
read -r l; echo "id name q"; echo uciok; read -r l; exit 0
ENG
chmod +x ./*.sh
