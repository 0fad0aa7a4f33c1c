// Package vm runs a compiled variant (a legdefs.Program): positions, FEN,
// move generation by interpreting the legdefs table, make/unmake, legality,
// Zobrist hashing and move notation.
//
// # The path of a node
//
// A node's moves (Position.AppendLegal, CountLegal; movegen.go,
// appendLegal) go through four steps, each chosen once per variant by
// the plan (plan.go, buildPlan; betzac compile --plan prints it):
//
//  1. Game end: the zone, bare-king, goal and connect rules may end the
//     game before any move is made (zones.go, bareking.go, gameend.go,
//     connect.go).
//  2. Legality set-up: setupLegality (legal.go) picks the node's mode
//     from plan.legal: no test, checks and pins found once (attack rays,
//     attacks.go; reverse patterns, attackrev.go, revpins.go, revreach.go)
//     or each move tried on the board (legalBoard, legal.go).
//  3. Generate and count: genPieces walks the pieces (movegen.go; legs.go,
//     hops.go, bents.go, drops.go, confine.go); at perft's last ply, where
//     the plan has no filters, countPieces counts each piece as its count
//     kind says (count.go, swar.go, evasions.go) instead of listing it;
//     where most of the army steps to its neighbours first (the shogis),
//     a scan chunk's such pieces are counted together from what Make
//     keeps of their neighbours (count-near: near.go, nearkeep.go); a leaper whose leaps stay
//     within two squares, by the 5×5 box round it (leap-box: leapbox.go);
//     a rider only along the rides that start on the board (rides-at:
//     ridesat.go); a Lion with no enemy on its first steps, from the three ranks round
//     it (lion-box: lionbox.go).
//  4. Filter: runFilters (plan.go) runs the plan's filters on the finished
//     list in order (must-drop, relay induction, iron pieces, gating, walls, no-checks,
//     blasts, must-capture, flag reply, stalemate pass).
//
// Make (make.go) takes makePlain where plan.make says. Each shortcut can
// be switched off alone in tests (plan.go, shortcutsOff), and
// TestShortcutsAlone compares each with the path it replaces.
//
// # Board
//
// The board is a mailbox: one byte per square of the files×ranks board
// (up to 26×26) inside a guard band as wide as the longest step of any
// leg, so "is this square on the board" is one lookup (mailbox.go). A
// square holds 0 (empty), the guard value (off the board, a hole, a
// wall: holes.go, petrify.go, walls.go) or a colour bit ORed with the
// piece type. Square indices are mailbox indices; Position.SquareName and
// ParseSquare convert them to and from "e4".
//
// # Moves
//
// NewPosition compiles each type's legdefs per colour (movecompile.go):
// plain leaps and rides become offset lists walked by a tight loop;
// single-leg leaps with other rights (initial, lame, e.p., friendly or
// royal-only captures) and lame chains (the Xiangqi horse mafsW) a second
// list; straight two-leg hoppers (cpR) a third (hops.go); two-leg bent
// riders (masR) a fourth (bents.go). Everything else is interpreted leg
// by leg as the Interactive Diagram's NextLeg does (legs.go; docs/xbetza.md
// §2.3), its first step filtered by what it reaches (genfilter.go). The
// walks along a line are in slide.go (ride, firstBack, slideBack). Black
// uses the table negated, but castling keeps its dx. The mover is lifted
// off its square while its legs are walked. A move several paths reach is
// generated once (dedupe; apartFromSingle for the Chu Shogi Lion). Moves
// ending in a promotion zone promote, one move per choice (promotion.go).
// Chess960 castling is generated apart from the table (castle.go).
//
// # Leg semantics the Diagram leaves open
//
// Where betza.js is silent or unreliable (docs/xbetza.md §2.3, §2.4) the
// VM decides as below; package refgen implements the same rules apart and
// the differential tests hold both to them. Ranges, ski legs and the
// squares a lame or jumping leap tests are read as package legdefs says.
//
//   - Unload (u) puts one victim back on the u leg's start square: a
//     locust victim taken there, else the piece captured on the
//     destination, else the last locust victim; it has moved.
//   - d never takes a royal piece, and u never swaps one away.
//   - Wrapping (o, oo) steps modulo the board's files (and ranks); a ray
//     that comes round to the mover stops there. A wrapping e.p.-rights
//     leap over more than one square is refused.
//   - Crooked and circular paths (z, q) may end on each step, by a move
//     with m, by a capture with c (betza.js goes on only with m); p or g
//     on them is refused.
//
// # The counting code's version
//
// CountVersion names the behaviour of this package's counting (move
// generation, make/unmake, legality, the last-ply counting perft uses):
// distperft keeps stored counts under it. Every change that changes a
// count bumps it; TestCountVersion, a fingerprint of counts over every
// built-in, armies of Betza pieces and golden positions, fails when the
// counts change and the version does not (countversion.go says how to
// re-record it).
//
// # Relay
//
// A relay leg (x) ends on a friend, as in the Interactive Diagram
// (relay.go). A final x leg borrows every table move of a friend of
// another type, made from the mover's square without relay; a non-final
// one has the friend walk the remaining legs (induction), and the move is
// the friend's. A relaying type has no reverse attack pattern, so relay
// variants take the slow legality path.
//
// # Legality
//
// A move is legal if afterwards no royal piece of the mover can be
// captured by a complete move. The plan (plan.go) chooses how that is
// tested; each shortcut's precondition is written there, once:
//
//   - pins: with one royal piece and every attacker simple (single-leg
//     leaps and rides, or captures a plain leap covers: capturesCovered)
//     or with reverse patterns (lame leaps, hoppers, bent riders, zone
//     captures: attackrev.go, bentcache.go), checks and pins are found
//     once per node backward from the royal square; an unpinned piece's
//     plain move out of check is legal untested (quietNode, needsNoTest,
//     unpinned: legal.go), royal moves are tested on their destination;
//     plan.pins says what else the node looks for, plan.go's genKind how
//     genMoves takes a type's untested moves. Otherwise each move is made and
//     the royal squares tested (legalBoard), generating the moves of
//     attackers with other shapes (wrapping, crooked).
//   - evasions, castle-lift, count-royal, locust-free: where the attack
//     test never reads the square it tests, evasions are marked squares
//     (markEvasions), castling and the royal's moves are tested with the
//     royal lifted (castleSafe, countRoyal), and locust moves that open no
//     line are legal untested (locustfast.go).
//   - rev-evasions: with reverse patterns for the exotic attackers (the
//     Xiangqi horse and cannon) and one checker, the squares that end its
//     check are marked too (evasionsrev.go); an unpinned piece's plain
//     move onto a square that is not hot is legal where it ends on one.
//   - rays-at: attacked and checksAndPins read, per target square, only
//     the attack rays whose first square back is on the board
//     (attacksat.go).
//   - leap-checks: checksAndPins walks the attack leaps only where an
//     enemy piece stands in the 5×5 box round the royal (leapchecks.go).
//   - royal-map: a lone royal with at least five destinations has them
//     tested on the enemy's attacks marked once (royalmap.go).
//   - reach, hop-check, bent-check: reach maps skip the patterns outside
//     a confined royal's region (revreach.go); hop checks are found by the
//     pin walk (revpins.go), and so are the listed bent riders' checks
//     (bentListPins, bentcache.go); where every exotic attacker is a
//     listed bent rider (bentsOnly), setupLegality and attacked read the
//     list directly, without revPins and revAttacked.
//   - bent-keep: Make and Unmake keep each side's bent riders, which
//     findBents copies instead of scanning the board, for any number of
//     bent types (bentkeep.go; the lists are keptsquares.go's, which
//     lion-squares keeps the Lions' in for lionsNear, with lionsNear's
//     answer, handed on while no Lion moves: lionsquares.go; the Lions'
//     distance by their displacement where the guard band allows:
//     cs-box, counterstrike.go);
//     a plain move that changes no bent rider's square leaves them
//     unsaved (bentTouches).
//   - chunk-keep: Make and Unmake keep the scan chunks holding the
//     pieces of each side counted so far, so that countPieces (and
//     countPiecesNear) reads only the mover's (chunkkeep.go; the sides
//     kept are count-near's too).
//   - near-memo: in a node without pins, countPiecesNear counts the moves
//     that depend only on the side's pieces (count-near's, leap-box
//     leapers' and Lions' plain leaps) as the last node of that side
//     found them while Make has touched none of its pieces since, and
//     lists the pieces it counts again at each node (nearmemo.go).
//   - ride-memo: checksAndPins keeps what each attack ride back from the
//     royal, and the attack leaps, found at one child of a node; at its
//     siblings it walks again only the rides that pass a square either
//     move touched, and the leaps only where such a square is a leap away
//     (a node is known by the id Make gives it: ridememo.go).
//   - royal-memo: countRoyalTested keeps, for each destination of the
//     lifted royal, what the attack rays found on it at the first child
//     of a node whose move touched no square on a ray back from it; at
//     the siblings it walks again only the rides through a square their
//     move touched, where the rays found nothing (royalmemo.go).
//   - leap-rays: an exotic type's plain capturing leaps (the Griffon's
//     F step) are on the attack rays, not among its reverse patterns
//     (leaprays.go).
//   - castle-gate: a royal with a piece beside it on a castling line
//     that cannot be the partner skips that castling walk (castle.go).
//   - bent-leaps: a bent rider whose plain leaps are its rides' one-step
//     first legs (the Griffon) has both counted in one walk (bents.go).
//   - lion-idle: a list skips the Lion rules' filters at a node where
//     they remove nothing (lionsIdle, bulk counting's test: planfilters.go).
//   - steps-blocked: genMoves skips the plain leaps and slides of a piece
//     whose first squares all hold its side's pieces or the guard,
//     one look at each (stepsblocked.go: most of a Chu Shogi side).
//   - no-virgin: where no rule reads whether a piece has moved, no piece
//     is kept virgin and makePlain leaves virginity alone (virgin.go).
//   - count-node: a bulk count where no rule ends the game at a node,
//     makes drops or ends a node in a zone, and count-near counts the
//     pieces, is CountLegal's own: no appendLegal call (movegen.go).
//
// Several royal pieces take the slow path: duple check (legal.go) and
// royal extinction (extinction.go). Where a promotion makes a royal piece
// (Sho Shogi) the royal count is found per node (soleRoyal). Royal drops
// (royaldrops.go) and must-drop (mustdrop.go) have their own tests.
//
// At perft's last ply, where the plan has no filters, the moves that need
// no test are counted, not written (count.go): by type (countOne's count
// kinds: a confined or flying-general royal lifted, royalzoned.go; a
// cannon's slide and hop along one walk, hops.go; lame leaps by the
// square they pass, lamegroups.go; bent riders through countDeduped
// without genPiece, bents.go), several pawns of a scan chunk at once
// (swar.go), drops as the empty squares they may go to (drops.go), and in
// check the moves that take or block a lone checker (evasions.go).
//
// # Other rules
//
// Each rule lives in a file named after it, and zones.go holds the hooks
// through which generation, Make and Unmake call the zone rules:
// confinement and region moves (confine.go), hoppers that may not hop
// over or capture some types (cannot.go), flying general, Makpong and
// bikjang (flyinggeneral.go, makpong.go, bikjang.go), passing (pass.go,
// stalematepass.go), initial moves lost or barred in check
// (losesinitial.go, initialcheck.go), Sittuyin promotion (sittuyin.go),
// check counting (checkstowin.go), bare king (bareking.go), goals and
// extinction (gameend.go), connect rules (connect.go), forced captures
// (mustcapture.go), blasts (blast.go), gating and setup drops (gating.go,
// placement.go), castling partners and opposite castling (castle.go,
// oppcastle.go), and walls (walls.go: each move is followed by every wall
// square its rule allows; a wall is the guard value). Rules that end the
// game leave the position with no legal moves, as Fairy-Stockfish does.
//
// # Position state
//
// Besides the board a Position holds the side to move, virginity (pieces
// that have never moved: needed by initial moves and castling), the e.p.
// squares with the piece that made them, the clocks, and a Zobrist hash of
// pieces, virginity, e.p. squares and side, updated incrementally by
// Make and restored by Unmake (NewPositionUnkeyed's position, for a count
// that reads no hash at every node, keeps no piece, virginity, e.p. or
// wall key in it: its Hash works the hash out from scratch, with keys
// drawn on first use, zobrist.go).
// From a FEN, the royal pieces that castle
// and their partners are virgin as the castling field says (KQkq, X-FEN or
// Shredder-FEN); any other piece is virgin iff it stands where the
// variant's start position has the same piece (so pawns on their start
// rank may double-step).
//
// # FEN
//
// A FEN has up to six fields: the board (ranks of any width, multi-digit
// empty counts, optional [holdings]), the side to move, castling rights
// (KQkq, X-FEN or Shredder-FEN file letters, or -), e.p. square(s), the
// half-move clock and the move number; the last three may be left out.
// NewPosition refuses (a *FENError naming the column, the field and the
// cause, then the FEN, quoted only in part when long: internal/quote):
//
//   - an empty FEN, or a board without the side to move;
//   - a side to move other than w or b ("W" too);
//   - an empty-square count with a leading 0 ("03": a count 0, then 3),
//     and a promoted piece ("Q~") or a '~' where the variant has no such
//     promoted type;
//   - a castling letter given twice ("KKq");
//   - a castling right whose royal piece is not where the start position
//     has it (Chess960 castling: not on its first rank), or whose partner
//     is not where the start position has that piece (fencastle.go):
//     such a right would castle from the wrong square. A right with no
//     royal or no partner at all is ignored with a warning, as
//     Fairy-Stockfish ignores it;
//   - a royal piece in hand, or more pieces of a royal type than the
//     start position has when no promotion makes it (fencount.go);
//     unless royal pieces may be dropped (royal-drops) or captured to hand
//     (captures to hand with royal extinction, duple check or blasts);
//   - check counts beyond the variant's checks to win, or both sides at
//     0;
//   - holdings ("[Q]") in a variant without pieces in hand ("[]" is read);
//   - move number 0 or a negative clock;
//   - the side not to move in check, by the variant's own rule (duple
//     check, royal extinction, flying general): the last move would have
//     been illegal, and the royal piece could now be taken;
//   - a piece unpromoted where no move or drop could have left it: in its
//     promotion zone when promotion there is not optional (a chess pawn on
//     its last rank, a Makruk pawn on the sixth), or, with
//     immobility-illegal, on a square it could never move from (a shogi
//     pawn or lance on the last rank, a knight on the last two); unless the
//     start position has it there or it could have been dropped there.
//     A chess pawn on its own first rank is read: it could never get
//     there, but it can move.
//
// It reads with a warning (Position.Warnings): a side with no royal piece
// (on the board or in hand) in a variant that has royal pieces (its moves
// are then not tested for check: random positions and piece tests use
// this), a castling right with no castling royal or partner (ignored,
// as Fairy-Stockfish does), a castling file letter (Shredder-FEN, X-FEN)
// in a variant without Chess960 castling (naming chess960), and more
// pieces of a type than the start position and promotions could give a
// side (fencount.go; a warning, not a refusal, because other rules such
// as gating may bring pieces in; variants with hands are not counted).
// NewAnyPosition keeps the unreachable positions above (a misplaced
// piece, too many royals, the side not to move in check) too, with a
// warning, for generated test positions. Every FEN of the golden corpus,
// and of the published perft tables betzac was checked against for the
// built-in variants, reads without a warning but horde's (White has no
// king): perft's TestCorpusFENsRead.
//
// # Notation
//
// Notation is UCI as Fairy-Stockfish prints it (Position.MoveString). A
// move with locust captures or an unload lists every square it stops on,
// comma separated as XBoard does ("e4e5,e5f6"); a move that bends (hook
// mover, Griffon) lists where each leg ends, by the first path in table
// order that makes it, found by a tracing walk at print time (paths.go).
// ParseMove reads a move plain or by any path that makes it; a move that
// is not legal gets a reason (notation_why.go). SAN is package san's,
// over LegalMoves and the parts of sanparts.go. Lame leaps written as legs
// and straight hops stay plain, as Fairy-Stockfish prints them. SFEN and
// USI, for the shogi family and Chu Shogi (its counter-strike square as
// shogiops writes it), are converted to and from the FEN and UCI forms
// (sfen.go, usi.go).
//
// # Results
//
// Position.Result (result.go) says whether the game is over and why, as
// ffish's result() does: a variant rule's game end, insufficient material
// (insufficient.go, FSF's piece classes read from the Betza), checkmate
// and stalemate with the variant's values, the n-move rule, draws decided
// by material counting. Repetition needs the game's history: a Game
// (game.go) holds the position and, per position played, its key (as
// FSF's: the FEN less clocks and gates, and the virginity of types whose
// initial moves it changes) and whether the side to move was in check
// (and, for Shatar's mate rule, by what: shatarmate.go); Game.Result adds
// the n-fold rule and perpetual check, the Makruk family's counting (the
// count kept by Game.Play, counting.go) and Sittuyin's promotions-only
// draw, Janggi (modern)'s move repetition rule (moverepetition.go) and
// Xiangqi's chasing rule (chasing.go, on FSF's piece types as
// chasing_board.go reads them: a Game records after each move the pieces
// it chased, and on a repetition a side that chased with every move
// loses). Nothing of it runs in move generation or perft.
package vm
