package gamecourier

// library is the generator every preset carries in its Pre-Game, after
// the tables (tables.go): H.G. Muller's design (the seeds in
// ../shared/seeds: GenMoves, NextLeg, GotMove) with the VM's leg semantics
// (vm/doc.go, vm/movegen.go nextLeg), written in the GAME Code subset of
// package gamecode. The macros in it (E[…], WHILE, PUT[…], …) are the
// dialect's constructs (dialect.go), expanded by expand.
//
// Squares are mailbox indices (tables.go): #sqn names them, #onb says
// which are on the board. Every board read goes through Rd, which sees
// the overlay (#ovn entries #ovs1…#ovs5 → #ovl1…#ovl5, later ones win)
// that Legal lays over the board to try a move without changing it, but
// Gen's scan: it reads the board itself (#bsqn) and passes on only the
// squares of the side's pieces, then GenOv the overlay's squares, each
// once, so no square the overlay changed is missed or seen twice.
//
// Tasks (#task): 1 match the input move (HandleMove), 2 list the legal
// moves (EndTurn: setlegal and count), 3 attack (does a move of the
// side capture on #atk: #hit). A completed move is left in the globals
// #mf #mt (from, to), #mk (0 plain, 1 e.p., 2 castling), #mv1 #mv2
// (locust victims, -1 none), #ma #mb (the e.p. victim; the castling
// partner's square and where it goes), #men #mef #mes (e.p. squares
// made: how many, the first, the step), #mpr (promotion type or -1);
// MoveLabs puts in #mlab the label the mover ends as and in #mplab the
// castling partner's.
//
// GenListA is GenList for the attack test (#task 3): it skips each move
// whose bit is clear in the piece's #vat entry (#vmask; reach.go).
//
// Results are left in globals, never returned; gosub arguments are
// atoms or simple expressions; every global is set in Pre-Game first,
// and no my name or parameter is the name of a global.
const library = `
sub Rd x:
set rd space E[#x|sqn];
if == #x #bov: set rd #bovl; endif;
if > #ovn 0:
if == #x #ovs1: set rd #ovl1; endif;
if == #x #ovs2: set rd #ovl2; endif;
if == #x #ovs3: set rd #ovl3; endif;
if == #x #ovs4: set rd #ovl4; endif;
if == #x #ovs5: set rd #ovl5; endif;
endif;
endsub;

sub OvClear:
set ovn 0; set ovs1 -1; set ovs2 -1; set ovs3 -1; set ovs4 -1; set ovs5 -1;
endsub;

sub OvAdd x lab:
set ovn + #ovn 1;
if == #ovn 1: set ovs1 #x; set ovl1 #lab;
elseif == #ovn 2: set ovs2 #x; set ovl2 #lab;
elseif == #ovn 3: set ovs3 #x; set ovl3 #lab;
elseif == #ovn 4: set ovs4 #x; set ovl4 #lab;
else: set ovs5 #x; set ovl5 #lab;
endif;
endsub;

sub Gen sd:
my k;
set k 0;
if #sd:
WHILE < #k #nbsq:
if islower space E[#k|bsqn]:
set ga E[#k|bsq];
gosub ScanAt #ga #sd;
if #stop: set k #nbsq; endif;
endif;
set k + #k 1;
ENDWHILE;
else:
WHILE < #k #nbsq:
if isupper space E[#k|bsqn]:
set ga E[#k|bsq];
gosub ScanAt #ga #sd;
if #stop: set k #nbsq; endif;
endif;
set k + #k 1;
ENDWHILE;
endif;
if > #ovn 0:
gosub GenOv #sd;
elseif > #bov -1:
gosub GenOv #sd;
endif;
if #drops:
if < #task 3:
if not #stop: gosub GenDrops #sd; endif;
endif;
endif;
endsub;

sub GenOv sd:
gosub OvTry #bov -1 -1 -1 -1 -1 #sd;
if > #ovn 0:
gosub OvTry #ovs1 #bov -1 -1 -1 -1 #sd;
gosub OvTry #ovs2 #bov #ovs1 -1 -1 -1 #sd;
gosub OvTry #ovs3 #bov #ovs1 #ovs2 -1 -1 #sd;
gosub OvTry #ovs4 #bov #ovs1 #ovs2 #ovs3 -1 #sd;
gosub OvTry #ovs5 #bov #ovs1 #ovs2 #ovs3 #ovs4 #sd;
endif;
endsub;

sub OvTry s a b c d e sd:
my go;
set go > #s -1;
if #stop: set go 0; endif;
if == #s #a: set go 0; endif;
if == #s #b: set go 0; endif;
if == #s #c: set go 0; endif;
if == #s #d: set go 0; endif;
if == #s #e: set go 0; endif;
if #go:
if not == #task 3:
if #sd:
if islower space E[#s|sqn]: set go 0; endif;
else:
if isupper space E[#s|sqn]: set go 0; endif;
endif;
endif;
endif;
if #go: gosub GenAt #s #sd; endif;
endsub;

sub ScanAt x sd:
my lab own;
if == #task 3:
set lab space E[#x|sqn];
if #sd: gosub TypeOfB #lab; else: gosub TypeOfW #lab; endif;
if #sd: set own E[+ * #gty #vsz - #vc - #atk #x|vat]; else: set own E[+ * #gty #vsz + #vc - #atk #x|vat]; endif;
if #own:
if == #x #bov: set own 0; endif;
if > #ovn 0:
if == #x #ovs1: set own 0; endif;
if == #x #ovs2: set own 0; endif;
if == #x #ovs3: set own 0; endif;
if == #x #ovs4: set own 0; endif;
if == #x #ovs5: set own 0; endif;
endif;
endif;
if #own:
set vmask #own;
set gty0 #gty;
gosub GenPiece #x #gty #sd;
endif;
else:
gosub GenAt #x #sd;
endif;
endsub;

sub GenAt x sd:
my own;
gosub Rd #x;
set own 0;
if #sd:
if islower #rd: set own 1; endif;
else:
if isupper #rd: set own 1; endif;
endif;
if #own:
if #sd: gosub TypeOfB #rd; else: gosub TypeOfW #rd; endif;
set own 1;
if == #task 3:
if #sd: set own E[+ * #gty #vsz - #vc - #atk #x|vat]; else: set own E[+ * #gty #vsz + #vc - #atk #x|vat]; endif;
endif;
if #own:
set vmask #own;
set gty0 #gty;
gosub GenPiece #x #gty #sd;
endif;
endif;
endsub;

sub GenPiece x ty sd:
my k n rs inr;
set ga E[#ty|ptoff];
if == #task 3: gosub GenListA #x #ga #sd; else: gosub GenList #x #ga #sd; endif;
if #c960:
if E[#ty|proy]:
if not flag E[#x|sqn]: gosub Gen960 #x #sd; endif;
endif;
endif;
set k 0;
set n E[#ty|prsn];
WHILE < #k #n:
set rs + E[#ty|prso] #k;
if #sd: set inr E[+ * #rs #nsq #x|rfb]; else: set inr E[+ * #rs #nsq #x|rfw]; endif;
if #inr:
set rto #rs;
set ga E[#rs|rsoff];
if == #task 3: gosub GenListA #x #ga #sd; else: gosub GenList #x #ga #sd; endif;
set rto -1;
endif;
set k + #k 1;
if #stop: set k #n; endif;
ENDWHILE;
endsub;

sub GenList x li sd:
my nl ok;
set nl E[#li|legdefs];
if #stop: set nl 0; endif;
WHILE > #nl 0:
set ok 1;
if & 64 E[+ 4 #li|legdefs]:
if E[#gty0|pir]:
if #sd: set ok E[+ * #gty0 #nsq #x|irb]; else: set ok E[+ * #gty0 #nsq #x|irw]; endif;
elseif flag E[#x|sqn]:
set ok 0;
endif;
endif;
if #c960:
if & 8 E[+ 4 #li|legdefs]: set ok 0; endif;
endif;
set ga + 1 #li;
if #ok: gosub NextLeg #nl #ga #x #x 0 0 -1 -1 #sd; endif;
set li + #li + 1 * 4 #nl;
set nl E[#li|legdefs];
if #stop: set nl 0; endif;
ENDWHILE;
endsub;

sub GenListA x li sd:
my nl ok bit;
set nl E[#li|legdefs];
if #stop: set nl 0; endif;
set bit 1;
WHILE > #nl 0:
set ok & #vmask #bit;
if < #bit 536870912: set bit * 2 #bit; endif;
if & 64 E[+ 4 #li|legdefs]:
if E[#gty0|pir]:
if #sd: set ok E[+ * #gty0 #nsq #x|irb]; else: set ok E[+ * #gty0 #nsq #x|irw]; endif;
elseif flag E[#x|sqn]:
set ok 0;
endif;
endif;
if #c960:
if & 8 E[+ 4 #li|legdefs]: set ok 0; endif;
endif;
set ga + 1 #li;
if #ok: gosub NextLeg #nl #ga #x #x 0 0 -1 -1 #sd; endif;
set li + #li + 1 * 4 #nl;
set nl E[#li|legdefs];
if #stop: set nl 0; endif;
ENDWHILE;
endsub;

sub NextLeg d li fr x iso nv v1 v2 sd:
my mode rng off n prev lab fin nd nl nxt big;
set mode E[+ 3 #li|legdefs];
set rng E[#li|lstp];
set big > #rng 1;
if < #rng 0:
set big > - 0 #rng 1;
set rng - - 0 #rng #iso;
endif;
if #sd: set off E[#li|lofb]; else: set off E[#li|lofw]; endif;
set fin == #d 1;
set nd - #d 1;
set nl + #li 4;
set n 1;
WHILE <= #n #rng:
set prev #x;
set x + #x #off;
if not E[#x|onb]:
set n #rng;
else:
gosub Rd #x;
set lab #rd;
if == #x #fr: set lab "@"; endif;
set pocc 0;
if & 128 #mode: gosub Passed #li #prev #fr #sd; endif;
if #pocc:
set n #rng;
else:
set nxt #iso;
if #big: set nxt #n; endif;
if == #lab "@":
gosub LegEmpty #d #li #fr #x #prev #n #nxt #iso #nv #v1 #v2 #sd;
if & 32768 #mode: if >= #n #iso: set n #rng; endif; endif;
else:
gosub LegStop #d #li #fr #x #prev #n #nxt #iso #nv #v1 #v2 #sd #lab;
set n #rng;
endif;
endif;
endif;
if #stop: set n #rng; endif;
set n + #n 1;
ENDWHILE;
endsub;

sub LegEmpty d li fr x prev n nxt iso nv v1 v2 sd:
my mode go nd nl;
set mode E[+ 3 #li|legdefs];
set nd - #d 1;
set nl + #li 4;
if & 4 #mode:
if == #d 1:
gosub IsEP #x;
if #isep: gosub EmitEP #fr #x #nv #v1 #v2 #sd; endif;
endif;
endif;
set go & 1 #mode;
if & 32768 #mode: if < #n #iso: set go 0; endif; endif;
if #go:
if == #d 1:
gosub Emit #fr #x #prev #li #nv #v1 #v2 #sd;
else:
gosub NextLeg #nd #nl #fr #x #nxt #nv #v1 #v2 #sd;
endif;
endif;
endsub;

sub LegStop d li fr x prev n nxt iso nv v1 v2 sd lab:
my mode go ty fr2 cc nd nl w1 w2 nv2;
set mode E[+ 3 #li|legdefs];
set nd - #d 1;
set nl + #li 4;
set go 1;
if & 32768 #mode: if < #n #iso: set go 0; endif; endif;
gosub TypeOf #lab;
set ty #gty;
set fr2 == #gcol #sd;
if #go:
if #fr2:
if & 8 #mode:
if < #task 3: gosub TryCastle #li #fr #x #sd; endif;
set go 0;
endif;
endif;
endif;
if #go:
set cc 0;
if #fr2:
if & 4096 #mode: if not E[#ty|proy]: set cc 1; endif; endif;
else:
if & 2 #mode: set cc 1; endif;
if & 8192 #mode: if E[#ty|proy]: set cc 1; endif; endif;
endif;
if #cc:
if == #d 1:
gosub Emit #fr #x #prev #li #nv #v1 #v2 #sd;
elseif < #nv 2:
set w1 #v1; set w2 #v2;
if == #nv 0: set w1 #x; else: set w2 #x; endif;
set nv2 + #nv 1;
gosub NextLeg #nd #nl #fr #x #nxt #nv2 #w1 #w2 #sd;
endif;
endif;
if & 16 #mode:
if > #d 1: gosub NextLeg #nd #nl #fr #x #nxt #nv #v1 #v2 #sd; endif;
endif;
endif;
endsub;

sub Passed li prev fr sd:
my k n s a;
set k 0;
set n E[#li|lpn];
set a E[#li|lpo];
WHILE < #k #n:
if #sd: set s + #prev E[+ #a #k|pasb]; else: set s + #prev E[+ #a #k|pasw]; endif;
gosub Rd #s;
if not == #rd "@":
if not == #s #fr: set pocc 1; set k #n; endif;
endif;
set k + #k 1;
ENDWHILE;
endsub;

sub IsEP x:
my k s;
set isep 0;
set k 0;
set s #epf;
WHILE < #k #epn:
if == #s #x: set isep 1; endif;
set s + #s #eps;
set k + #k 1;
ENDWHILE;
endsub;

sub Emit fr x prev li nv v1 v2 sd:
my a;
set okz 0;
if not #stop: gosub InZone #x #sd; endif;
if not #okz:
set okz 0;
elseif == #task 4:
gosub TakesAll #x #v1 #v2;
elseif == #task 3:
if == #x #atk:
gosub Rd #x;
if not == #rd "@": set hit 1; set stop 1; endif;
endif;
if == #v1 #atk: set hit 1; set stop 1; endif;
if == #v2 #atk: set hit 1; set stop 1; endif;
else:
set mf #fr; set mt #x; set mk 0; set mv1 #v1; set mv2 #v2;
set ma -1; set mb -1; set men 0; set mef -1; set mes 0;
if & 16384 E[+ 3 #li|legdefs]:
if > E[#li|lpn] 0:
gosub Rd #x;
if == #rd "@":
set men E[#li|lpn];
set a E[#li|lpo];
if #sd:
set mef + #prev E[#a|pasb];
set mes E[#a|pasb];
if > #men 1: set mes - E[+ 1 #a|pasb] E[#a|pasb]; endif;
else:
set mef + #prev E[#a|pasw];
set mes E[#a|pasw];
if > #men 1: set mes - E[+ 1 #a|pasw] E[#a|pasw]; endif;
endif;
endif;
endif;
endif;
gosub Promo #sd;
endif;
endsub;

sub EmitEP fr x nv v1 v2 sd:
set okz 0;
if not #stop: gosub InZone #x #sd; endif;
if not #okz:
set okz 0;
elseif == #task 4:
gosub TakesAll -1 #v1 #v2;
elseif == #task 3:
if == #v1 #atk: set hit 1; set stop 1; endif;
if == #v2 #atk: set hit 1; set stop 1; endif;
else:
set mf #fr; set mt #x; set mk 1; set mv1 #v1; set mv2 #v2;
set ma #epv; set mb -1; set men 0; set mef -1; set mes 0;
gosub Promo #sd;
endif;
endsub;

sub InZone x sd:
set okz 1;
if > #rto -1:
if E[#rto|rsto]:
if #sd: set okz E[+ * #rto #nsq #x|rtb]; else: set okz E[+ * #rto #nsq #x|rtw]; endif;
endif;
endif;
if E[#gty0|pcf]:
if #sd:
if not E[+ * #gty0 #nsq #x|cfb]: set okz 0; endif;
else:
if not E[+ * #gty0 #nsq #x|cfw]: set okz 0; endif;
endif;
endif;
endsub;

sub TryCastle li fr x sd:
my kto pto off2 ok;
set ok not #stop;
if flag E[#x|sqn]: set ok 0; endif;
if #ok:
if == E[#x|fil] E[#li|lcf]:
if #sd: set off2 E[+ 4 #li|lofb]; else: set off2 E[+ 4 #li|lofw]; endif;
set kto + #fr #off2;
if #sd: set pto - #kto E[#li|lofb]; else: set pto - #kto E[#li|lofw]; endif;
set ok2 1;
gosub CastleFree #kto #fr #x;
gosub CastleFree #pto #fr #x;
if #ok2:
set mf #fr; set mt #kto; set mk 2; set mv1 -1; set mv2 -1;
set ma #x; set mb #pto; set men 0; set mef -1; set mes 0; set mpr -1;
gosub Got #sd;
endif;
endif;
endif;
endsub;

sub CastleFree s fr x:
if not E[#s|onb]:
set ok2 0;
elseif not == #s #fr:
if not == #s #x:
gosub Rd #s;
if not == #rd "@": set ok2 0; endif;
endif;
endif;
endsub;

sub Promo sd:
my k n a inz stk un lim;
set mpr -1;
set inz 0;
set stk 0;
if not == #mk 2:
if E[#gty0|ppr]:
gosub InPZone #mt #sd;
set inz #ipz;
if E[#gty0|plv]:
gosub InPZone #mf #sd;
if #ipz: set inz 1; endif;
endif;
if E[#gty0|pcin]:
gosub InPZone #mf #sd;
if #ipz:
gosub Captures #sd;
set inz #cap;
endif;
endif;
endif;
if #imm:
if #sd: set stk E[+ * #gty0 #nsq #mt|stkb]; else: set stk E[+ * #gty0 #nsq #mt|stkw]; endif;
endif;
endif;
set un 1;
if #inz:
if not E[#gty0|popt]: set un 0; endif;
endif;
if #stk: set un 0; endif;
if #un: gosub Got #sd; endif;
if #inz:
set k 0;
if #sd:
set n E[#gty0|ppnb];
set a E[#gty0|ppob];
else:
set n E[#gty0|ppn];
set a E[#gty0|ppo];
endif;
WHILE < #k #n:
if not #stop:
set mpr E[+ #a #k|ppl];
set lim E[+ #a #k|ppm];
set un 1;
if > #lim -1:
gosub CountType #mpr #sd;
if >= #cnt #lim: set un 0; endif;
endif;
if #un: gosub Got #sd; endif;
endif;
set k + #k 1;
ENDWHILE;
endif;
endsub;

sub InPZone x sd:
set ipz 0;
if E[#gty0|pzs]:
if #sd: set ipz E[+ * #gty0 #nsq #x|pzb]; else: set ipz E[+ * #gty0 #nsq #x|pzw]; endif;
elseif #sd:
if < E[#x|rnk] E[#gty0|ppz]: set ipz 1; endif;
else:
if >= E[#x|rnk] - #ranks E[#gty0|ppz]: set ipz 1; endif;
endif;
endsub;

sub Captures sd:
my en;
set en - 1 #sd;
set cap 0;
if == #mk 1: set cap 1; endif;
if > #mv1 -1:
gosub Rd #mv1;
gosub TypeOf #rd;
if == #gcol #en: set cap 1; endif;
endif;
if > #mv2 -1:
gosub Rd #mv2;
gosub TypeOf #rd;
if == #gcol #en: set cap 1; endif;
endif;
if not == #mt #mf:
gosub Rd #mt;
gosub TypeOf #rd;
if == #gcol #en: set cap 1; endif;
endif;
endsub;

sub CountType ty sd:
my k x;
set cnt 0;
set k 0;
WHILE < #k #nbsq:
set x E[#k|bsq];
gosub Rd #x;
if not == #rd "@":
gosub TypeOf #rd;
if == #gty #ty:
if == #gcol #sd: set cnt + #cnt 1; endif;
endif;
endif;
set k + #k 1;
ENDWHILE;
endsub;

sub Got sd:
if == #task 1:
gosub MoveText #sd;
set ok3 0;
if == #mtv thismove: set ok3 1; endif;
if == #mtl thismove:
if == #mv1 -1: set ok3 1; endif;
endif;
if #abbr:
if == #mtx thismove: set ok3 1; endif;
if == #mtl thismove: set ok3 1; endif;
endif;
if #ok3:
if #chk:
gosub Legal #sd;
set ok3 #legal;
endif;
if #ok3: set found 1; set stop 1; endif;
endif;
else:
gosub Legal #sd;
if #legal:
set nleg + #nleg 1;
if #dmt: set stop 1; endif;
if #pcount:
if #hl: gosub MoveText #sd; print join "move: " #mtv; endif;
endif;
if == #mk 3: set lto -1; else: set lto #mt; endif;
if == #lto -1:
set lto -1;
elseif #hl:
if #c960:
if == #mk 2: set lto #ma; endif;
endif;
set lf E[#mf|sqn];
set lt E[#lto|sqn];
SETLEGAL[#lf|#lt];
endif;
endif;
endif;
endsub;

sub MoveText sd:
my c1 c2 ml pl;
if == #mk 3:
if #sd: set pl E[#mpr|plabb]; else: set pl E[#mpr|plabw]; endif;
set mtx join join #pl "*" E[#mt|sqn];
set mtl #mtx;
set mtv #mtx;
else:
gosub MoveText2 #sd;
endif;
endsub;

sub MoveText2 sd:
my c1 c2 ml pl;
set c1 E[#mf|sqn];
set c2 E[#mt|sqn];
if #c960:
if == #mk 2: set c2 E[#ma|sqn]; endif;
endif;
gosub Rd #mf;
set ml #rd;
set mtx join join #c1 "-" #c2;
set mtv #mtx;
if > #mv1 -1: set mtv join join join #mtv #sep "@-" E[#mv1|sqn]; endif;
if > #mv2 -1: set mtv join join join #mtv #sep "@-" E[#mv2|sqn]; endif;
if > #mpr -1:
if #sd: set pl E[#mpr|plabb]; else: set pl E[#mpr|plabw]; endif;
set mtx join join #mtx #sep join join #pl "-" #c2;
set mtv join join #mtv #sep join join #pl "-" #c2;
endif;
set mtl join join #ml " " #mtx;
endsub;

sub Legal sd:
gosub Legal2 #sd;
if #legal:
if == #mk 3:
if E[#mpr|pnomt]:
if not #dmt: gosub DropMates #sd; endif;
endif;
endif;
endif;
endsub;

sub Legal2 sd:
my t0 s0 g0 h0 a0 z0 k en lab step cg;
set legal 1;
if > #nry 0:
set t0 #task; set s0 #stop; set g0 #gty0; set h0 #hit; set a0 #atk; set z0 #rto;
set atk2 -1; set atk3 -1;
set rto -1;
set en - 1 #sd;
if == #mk 2:
gosub Attacked #mf #en;
if #hit: set legal 0; endif;
set step 1;
if < #mt #mf: set step -1; endif;
gosub Rd #mf;
set lab #rd;
set k + #mf #step;
set cg #legal;
if == #mt #mf: set cg 0; endif;
WHILE #cg:
if == #k #mt:
set cg 0;
else:
gosub OvClear;
gosub OvAdd #mf "@";
gosub OvAdd #k #lab;
gosub Attacked #k #en;
if #hit: set legal 0; set cg 0; endif;
set k + #k #step;
endif;
ENDWHILE;
endif;
if #legal:
if #mkp: gosub Makpong #en; endif;
endif;
if #legal:
gosub MakeOv #sd;
gosub RoyalsAfter;
if #rext:
gosub Extinct #en;
elseif #dupl:
gosub Duple #en;
else:
gosub RoyalSafe #q1 #en;
gosub RoyalSafe #q2 #en;
gosub RoyalSafe #q3 #en;
endif;
endif;
gosub OvClear;
set task #t0; set stop #s0; set gty0 #g0; set hit #h0; set atk #a0; set rto #z0;
endif;
endsub;

sub MakeOv sd:
my lab plab;
gosub OvClear;
if == #mk 3:
if #sd: set lab E[#mpr|plabb]; else: set lab E[#mpr|plabw]; endif;
gosub OvAdd #mt #lab;
else:
gosub MakeOv2 #sd;
endif;
endsub;

sub MoveLabs sd:
gosub Rd #mf;
set mlab #rd;
if > #mpr -1:
if #sd: set mlab E[#mpr|plabb]; else: set mlab E[#mpr|plabw]; endif;
endif;
if == #mk 2:
gosub Rd #ma;
set mplab #rd;
endif;
endsub;

sub MakeOv2 sd:
gosub MoveLabs #sd;
gosub OvAdd #mf "@";
if > #mv1 -1: gosub OvAdd #mv1 "@"; endif;
if > #mv2 -1: gosub OvAdd #mv2 "@"; endif;
if > #ma -1: gosub OvAdd #ma "@"; endif;
gosub OvAdd #mt #mlab;
if == #mk 2: gosub OvAdd #mb #mplab; endif;
endsub;

sub Attacked s by:
set task 3;
set atk #s;
set hit 0;
set stop 0;
gosub Gen #by;
endsub;

sub Royals sd:
my k x;
set nry 0; set ry1 -1; set ry2 -1; set ry3 -1;
set k 0;
WHILE < #k #nbsq:
set x E[#k|bsq];
gosub Rd #x;
if not == #rd "@":
gosub TypeOf #rd;
if == #gcol #sd:
if E[#gty|proy]:
set nry + #nry 1;
if == #nry 1: set ry1 #x; elseif == #nry 2: set ry2 #x; else: set ry3 #x; endif;
endif;
endif;
endif;
set k + #k 1;
ENDWHILE;
if > #nry 3: DIE[more than three royal pieces]; endif;
endsub;

sub Perform sd:
my lab c;
if == #mk 3:
if #sd: set lab E[#mpr|plabb]; else: set lab E[#mpr|plabw]; endif;
PUT[#lab|E[#mt|sqn]];
gosub HandAdd #sd #mpr -1;
set c E[#mt|sqn];
if == E[#mt|stl] #lab:
if E[#mpr|pcast]: setflag #c; else: unsetflag #c; endif;
else:
setflag #c;
endif;
set epn 0;
else:
if #c2h: gosub ToHand #sd; endif;
gosub Perform2 #sd;
endif;
endsub;

sub ToHand sd:
my en;
set en - 1 #sd;
if == #mk 1: gosub HandVictim #ma #sd #en; endif;
if > #mv1 -1: gosub HandVictim #mv1 #sd #en; endif;
if > #mv2 -1: gosub HandVictim #mv2 #sd #en; endif;
if not == #mk 2:
if not == #mt #mf: gosub HandVictim #mt #sd #en; endif;
endif;
endsub;

sub HandVictim x sd en:
gosub Rd #x;
if not == #rd "@":
gosub TypeOf #rd;
set ga E[#gty|phand];
if == #gcol #en: gosub HandAdd #sd #ga 1; endif;
endif;
endsub;

sub Perform2 sd:
my c1 c2 c3;
gosub MoveLabs #sd;
set c1 E[#mf|sqn];
set c2 E[#mt|sqn];
if == #mk 2:
gosub Castle #c1 #c2;
else:
if == #mk 1: set c3 E[#ma|sqn]; gosub Victim #c1 #c2 #c3; endif;
if > #mv1 -1: set c3 E[#mv1|sqn]; gosub Victim #c1 #c2 #c3; endif;
if > #mv2 -1: set c3 E[#mv2|sqn]; gosub Victim #c1 #c2 #c3; endif;
if not == #c1 #c2: MV[#c1|#c2]; endif;
endif;
if not == space #c2 #mlab: PUT[#mlab|#c2]; endif;
setflag #c1;
setflag #c2;
if == #mk 2:
set c3 E[#mb|sqn];
setflag #c3;
endif;
set epn #men; set epf #mef; set eps #mes; set epv #mt;
if > #mpr -1: set epn 0; endif;
endsub;

sub Victim x y v:
if == #x #y:
MV[#x|#v];
MV[#v|#x];
elseif not == #v #y:
MV[#v|#y];
endif;
endsub;

sub Castle x y:
my p q;
set p E[#ma|sqn];
set q E[#mb|sqn];
if == #y #p:
if == #q #x:
PUT[#mlab|#y];
PUT[#mplab|#q];
else:
MV[#p|#q];
MV[#x|#y];
endif;
else:
if not == #x #y: MV[#x|#y]; endif;
if not == #p #q: MV[#p|#q]; endif;
endif;
endsub;

sub HandleMove sd:
set chk NEWEST;
set nry 0;
if #chk: gosub Royals #sd; endif;
set task 1; set found 0; set stop 0; set hl 0; set abbr 0;
gosub OvClear;
gosub Gen #sd;
if not #found:
set abbr 1; set stop 0;
gosub OvClear;
gosub Gen #sd;
endif;
if not #found: DIE[illegal move]; endif;
gosub Perform #sd;
set gstm - 1 #sd;
endsub;

sub EndTurn:
set ga - 1 #gstm;
gosub EndTurn2 #ga;
endsub;

sub EndTurn2 sd:
my en;
set en - 1 #sd;
gosub Royals #en;
set task 2; set nleg 0; set stop 0; set hl 1;
gosub OvClear;
if #hands:
gosub ShowHand 0;
gosub ShowHand 1;
endif;
set bko 0;
if > #bkr 0: gosub BareOver #en; endif;
if #bko:
GAMEOVER[-2|bare king];
else:
gosub Gen #en;
endif;
if #bko:
set bko 1;
elseif == #nleg 0:
set hit 0;
if > #nry 0:
gosub Attacked #ry1 #sd;
if > #nry 1:
if not #hit: gosub Attacked #ry2 #sd; endif;
endif;
if > #nry 2:
if not #hit: gosub Attacked #ry3 #sd; endif;
endif;
endif;
if #hit: GAMEOVER[#en|checkmate]; else: GAMEOVER[-1|stalemate]; endif;
endif;
endsub;

sub BareOver us:
my k x nu nt;
set nu 0; set nt 0;
set k 0;
WHILE < #k #nbsq:
set x E[#k|bsq];
gosub Rd #x;
if isupper #rd:
if #us: set nt + #nt 1; else: set nu + #nu 1; endif;
elseif islower #rd:
if #us: set nu + #nu 1; else: set nt + #nt 1; endif;
endif;
set k + #k 1;
ENDWHILE;
if == #bkr 1:
if <= #nu 1: set bko 1; endif;
if <= #nt 1: set bko 1; endif;
else:
if <= #nt 1: if >= #nu 2: set bko 1; endif; endif;
if <= #nu 1: if >= #nt 3: set bko 1; endif; endif;
endif;
endsub;

sub Faces r en:
my k off s go;
set k 0;
WHILE < #k 4:
set off E[#k|dir4];
set s + #r #off;
set go 1;
WHILE #go:
set go 0;
if E[#s|onb]:
gosub Rd #s;
if == #rd "@": set go 1; set s + #s #off; endif;
endif;
ENDWHILE;
if E[#s|onb]:
gosub TypeOf #rd;
if == #gcol #en:
if E[#gty|proy]: set legal 0; endif;
endif;
endif;
set k + #k 1;
ENDWHILE;
endsub;

sub Gen960 x sd:
my f kf s kd rdf lo hi g q ok;
set kf E[#x|fil];
set f 0;
WHILE < #f #files:
set s + #x - #f #kf;
set ok not == #f #kf;
if #ok:
gosub Rd #s;
set ok 0;
if not == #rd "@":
gosub TypeOf #rd;
if == #gcol #sd:
if E[#gty|ppart]:
if not flag E[#s|sqn]: set ok 1; endif;
endif;
endif;
endif;
endif;
if #ok:
set kd 2; set rdf 3;
if > #f #kf: set kd - #files 2; set rdf - #files 3; endif;
set lo #kf; set hi #f;
if < #f #kf: set lo #f; set hi #kf; endif;
if < #kd #lo: set lo #kd; endif;
if < #rdf #lo: set lo #rdf; endif;
if > #kd #hi: set hi #kd; endif;
if > #rdf #hi: set hi #rdf; endif;
set g #lo;
WHILE <= #g #hi:
set q + #x - #g #kf;
gosub Rd #q;
if not == #rd "@":
if not == #q #x: if not == #q #s: set ok 0; endif; endif;
endif;
set g + #g 1;
ENDWHILE;
endif;
if #ok:
if not #stop:
set mf #x; set mt + #x - #kd #kf; set mk 2; set mv1 -1; set mv2 -1;
set ma #s; set mb + #x - #rdf #kf; set men 0; set mef -1; set mes 0; set mpr -1;
gosub Got #sd;
endif;
endif;
set f + #f 1;
ENDWHILE;
endsub;

sub GenDrops sd:
my k ok;
set k 0;
WHILE < #k #ntyp:
gosub HandGet #sd #k;
set ok > #hcnt 0;
if E[#k|proy]: set ok 0; endif;
if #ok: gosub DropType #k #sd; endif;
set k + #k 1;
ENDWHILE;
endsub;

sub DropType k sd:
my f r x ok lab n lim;
if #sd: set lab E[#k|plabb]; else: set lab E[#k|plabw]; endif;
set lim E[#k|pflim];
set f 0;
WHILE < #f #files:
set n 0;
if > #lim 0:
set r 0;
WHILE < #r #ranks:
set ga E[+ #f * #r #files|bsq];
gosub Rd #ga;
if == #rd #lab: set n + #n 1; endif;
set r + #r 1;
ENDWHILE;
endif;
set r 0;
if > #lim 0:
if >= #n #lim: set r #ranks; endif;
endif;
WHILE < #r #ranks:
set x E[+ #f * #r #files|bsq];
gosub Rd #x;
if == #rd "@":
if #sd: set ok E[+ * #k #nsq #x|dokb]; else: set ok E[+ * #k #nsq #x|dokw]; endif;
if #ok:
if not #stop:
set mf #x; set mt #x; set mk 3; set mv1 -1; set mv2 -1;
set ma -1; set mb -1; set men 0; set mef -1; set mes 0; set mpr #k;
gosub Got #sd;
endif;
endif;
endif;
set r + #r 1;
ENDWHILE;
set f + #f 1;
ENDWHILE;
endsub;

sub ShowHand sd:
my k s;
set s "";
set k 0;
WHILE < #k #ntyp:
gosub HandGet #sd #k;
if > #hcnt 0: set s join join join #s " " E[#k|plabw] #hcnt; endif;
set k + #k 1;
ENDWHILE;
if == #s "": set s " -"; endif;
if #sd: print join "hand Black:" #s; else: print join "hand White:" #s; endif;
endsub;

sub DropMates sd:
my en f0 t0 k0 w1 w2 a0 b0 n0 ef0 es0 p0 ny0 y1 y2 ta0 st0 fo0 nl0 hl0 g0 z0 lab;
set f0 #mf; set t0 #mt; set k0 #mk; set w1 #mv1; set w2 #mv2; set a0 #ma; set b0 #mb;
set n0 #men; set ef0 #mef; set es0 #mes; set p0 #mpr;
set ny0 #nry; set y1 #ry1; set y2 #ry2; set ta0 #task; set st0 #stop; set fo0 #found;
set nl0 #nleg; set hl0 #hl; set g0 #gty0; set z0 #rto;
set en - 1 #sd;
if #sd: set lab E[#mpr|plabb]; else: set lab E[#mpr|plabw]; endif;
set bov #mt; set bovl #lab;
gosub OvClear;
set rto -1;
gosub Royals #en;
set hit 0;
if > #nry 0: gosub Attacked #ry1 #sd; endif;
set dmate 0;
if #hit:
set dmt 1;
set task 2; set nleg 0; set stop 0; set hl 0;
gosub Gen #en;
set dmt 0;
set dmate == #nleg 0;
endif;
set bov -1;
set mf #f0; set mt #t0; set mk #k0; set mv1 #w1; set mv2 #w2; set ma #a0; set mb #b0;
set men #n0; set mef #ef0; set mes #es0; set mpr #p0;
set nry #ny0; set ry1 #y1; set ry2 #y2; set task #ta0; set stop #st0; set found #fo0;
set nleg #nl0; set hl #hl0; set gty0 #g0; set rto #z0;
set legal not #dmate;
endsub;

sub RoyalsAfter:
set q1 #ry1; set q2 #ry2; set q3 #ry3;
if == #q1 #mf: set q1 #mt; endif;
if == #q2 #mf: set q2 #mt; endif;
if == #q3 #mf: set q3 #mt; endif;
if > #mpr -1:
if not == #mk 3:
if E[#mpr|proy]:
if not == #mt #q1:
if == #q2 -1: set q2 #mt; elseif == #q3 -1: set q3 #mt; endif;
endif;
endif;
endif;
endif;
endsub;

sub RoyalSafe q en:
if > #q -1:
gosub Attacked #q #en;
if #hit: set legal 0; endif;
if #fgen: gosub Faces #q #en; endif;
endif;
endsub;

sub Extinct en:
my ns safe;
set ns 0; set safe 0;
if > #q1 -1:
set ns + #ns 1;
gosub Attacked #q1 #en;
if not #hit: set safe 1; endif;
endif;
if > #q2 -1:
set ns + #ns 1;
if not #safe:
gosub Attacked #q2 #en;
if not #hit: set safe 1; endif;
endif;
endif;
if > #q3 -1:
set ns + #ns 1;
if not #safe:
gosub Attacked #q3 #en;
if not #hit: set safe 1; endif;
endif;
endif;
if #safe:
set legal 1;
elseif < #ns 2:
set legal not == #ns 1;
else:
set task 4; set atk #q1; set atk2 #q2; set atk3 #q3; set hit 0; set stop 0;
gosub Gen #en;
set legal not #hit;
endif;
endsub;

sub TakesAll x v1 v2:
my n;
set n 0;
gosub Covers #atk #x #v1 #v2;
set n + #n #cov;
gosub Covers #atk2 #x #v1 #v2;
set n + #n #cov;
gosub Covers #atk3 #x #v1 #v2;
set n + #n #cov;
if == #n 3: set hit 1; set stop 1; endif;
endsub;

sub Covers t x v1 v2:
set cov 0;
if == #t -1: set cov 1; endif;
if == #t #v1: set cov 1; endif;
if == #t #v2: set cov 1; endif;
if == #t #x:
gosub Rd #x;
if not == #rd "@": set cov 1; endif;
endif;
endsub;

sub Makpong en:
my lab ok;
gosub OvClear;
gosub Rd #mf;
set lab #rd;
gosub TypeOf #lab;
if E[#gty|proy]:
gosub Attacked #mf #en;
if #hit:
set ok 1;
if not == #mk 0: set ok 0; endif;
if > #mv1 -1: set ok 0; endif;
if > #men 0: set ok 0; endif;
gosub Rd #mt;
gosub TypeOf #rd;
if not == #gcol #en: set ok 0; endif;
if #ok:
gosub OvAdd #mt #lab;
gosub Attacked #mf #en;
gosub OvClear;
if #hit: set ok 0; endif;
endif;
if not #ok: set legal 0; endif;
endif;
endif;
endsub;

sub Duple en:
my dbl safe;
set dbl > #nry 1;
if == #nry 1:
if > #mpr -1:
if not == #mk 3:
if E[#mpr|proy]: set dbl 1; endif;
endif;
endif;
endif;
if #dbl:
set safe 0;
if > #q1 -1:
gosub Attacked #q1 #en;
if not #hit: set safe 1; endif;
endif;
if > #q2 -1:
if not #safe:
gosub Attacked #q2 #en;
if not #hit: set safe 1; endif;
endif;
endif;
if > #q3 -1:
if not #safe:
gosub Attacked #q3 #en;
if not #hit: set safe 1; endif;
endif;
endif;
set legal #safe;
else:
gosub RoyalSafe #q1 #en;
gosub RoyalSafe #q2 #en;
gosub RoyalSafe #q3 #en;
endif;
endsub;
`
