// Package vm runs a compiled variant (a legdefs.Program): positions, FEN,
// move generation by interpreting the legdefs table, make/unmake, legality,
// Zobrist hashing and move notation.
//
// # Board
//
// The board is a mailbox: one byte per square in a rectangle that has a
// guard band around the files×ranks board (up to 26×26), as wide as the
// longest step of any leg in the Program, so that "is this square on the
// board" is one array lookup. A square holds 0 (empty), a guard value, or a
// colour bit ORed with the piece type index. The guard value also marks
// the board's holes and the walls petrification makes (holes.go,
// petrify.go), so that they cost move generation nothing. Square indices (Move.From,
// Move.To, Position.Square) are mailbox indices; Position.SquareName and
// ParseSquare convert to and from "e4", "a10".
//
// # Moves
//
// NewPosition precomputes, per piece type and colour, a compact form of
// the type's legdefs: single-leg leaps and rides with plain m/c rights
// become lists of board offsets walked by a tight loop; single-leg leaps
// with other rights (initial, lame, jumping, e.p., e.p. rights, friendly
// or royal-only captures) a second list, with the chains of one-step legs
// through empty squares that are lame leaps (the Xiangqi horse mafsW);
// straight two-leg hoppers (cpR, gQ) a third (hops.go), two-leg bent
// riders (masR, yafsF) a fourth (bents.go); everything else
// (other multi-leg moves, iso and unload legs, castling) is interpreted
// leg by leg as the Interactive Diagram's NextLeg does (docs/xbetza.md
// §2.3). Black uses
// the table negated, except castling, whose dx is kept (r towards the last
// file for both sides, variants/README.md). The piece is lifted off its square while its
// legs are walked (so igui and passes return to an empty square). A move
// that several paths reach (the hook mover) is generated once: moves are
// deduplicated on everything they do, with a per-square stamp for plain
// moves; a type whose multi-leg moves all take a locust victim or end
// where they started (the Chu Shogi Lion) deduplicates only those
// (movecompile.go, apartFromSingle). A general move whose first leg is one
// step is walked only if the square that step reaches lets it go on
// (genFilter: the Lion's capture-first moves wait for an adjacent enemy).
// The path is not kept; the notation finds it again (below). Moves ending in a promotion zone promote, one move per choice.
// Chess960 castling (Program.Castling960) is generated apart from the
// table; O-atom castling in the table is then ignored.
//
// # Leg semantics the Diagram leaves open
//
// Where betza.js's generator is silent or unreliable (docs/xbetza.md
// §2.3, §2.4), the VM decides as follows; package refgen implements the
// same rules independently and the differential tests hold both to them.
//
//   - Ranges (-1 after a ski-slide's transparent step, -2 "the rest" of a
//     hopper's range, '*'), ski legs and the squares a lame or jumping
//     leap tests are read as package legdefs says (its doc, "Reading a
//     leg"). A non-final ski leg (jfamB) is not split by the compiler;
//     the VM skips its first square itself.
//   - Unload (u): the move puts one victim back on the u leg's start
//     square: the locust victim taken on that square if any (so cau is a
//     hop over an enemy only), else the piece captured on the
//     destination (udW swaps with a friend, ucR with an enemy), else the
//     last locust victim. The unloaded piece has moved (no longer
//     virgin). The notation lists the unload square as a stop unless it
//     is the origin or a locust square: afudQ "g8g6,g6g4".
//   - d never takes a royal piece: a side cannot remove its own royal
//     piece (nor swap it away with u).
//   - Wrapping (o, oo: the cylinder and torus mode bits): the leg steps by
//     file and rank, the file (and for oo the rank) taken modulo the
//     board's; the lame and jump squares wrap alike. A ray that comes
//     round to the mover's square stops there (the mover blocks itself),
//     as in betza.js; an unlimited one may go files×ranks steps. Pieces
//     with such legs are deduplicated (rays may meet). A wrapping leap
//     that makes e.p. rights may pass one square only if it can cross an
//     edge (the e.p. squares are a row, first + k×step); others are
//     refused by NewPosition.
//   - Crooked and circular paths (z, q): the compiler's chain of one-step
//     legs whose steps before the last carry the curve-step bit. On such
//     a step the move may end, on an empty square if the leg has m, by a
//     capture if it has c (which ends the path), and goes on over an
//     empty square in either case. betza.js goes on only with m, so that
//     its zcB captures on the first square alone; we follow the notation.
//     p or g on such a path (betza.js marks them with its z/q bits on the
//     first leg) is refused by NewPosition, naming it. A chain may have
//     as many legs as the board's side (other moves at most 8).
//
// # Relay
//
// A relay leg (x, mode bit 2048) ends on a friend; what follows is the
// Interactive Diagram's rule (betza.js NextLeg: "x leg (induction) only on
// friends"; H.G. Muller on chessvariants.com, 2020-05-31 "Move induction"
// and 2020-06-02 on Odin's Rune Chess, where the king is xK):
//
//   - Borrowing: a final x leg that reaches a friend of another type gives
//     the mover every move of that type (its table moves; not castling,
//     not zone-rule moves), made from the mover's own square with the
//     mover's colour and virginity, captures included, and without relay
//     (no chains: betza.js masks bit 2048). A friend of the mover's own
//     type lends nothing. The move is the mover's plain move ("e4h4"),
//     promoting as the mover does. Victims taken by earlier legs of the
//     relay move are not part of a borrowed move.
//   - Induction: a non-final x leg that reaches a friend has the friend
//     walk the remaining legs from its square: the friend moves (the
//     knight-relay knight mNxaN makes a friend a knight's leap away jump
//     like a knight), with its own promotion, and the move is the
//     friend's ("c3e4"). The relaying piece stays and is an obstacle.
//     Induced moves are deduplicated against every move of the node (a
//     piece may make the same move on its own).
//
// A piece type with a relay leg is never "simple" and has no reverse
// attack pattern: whether it attacks a square depends on its friends, so
// checks are found by generating its moves in attack mode, and every
// relay variant takes the slow legality path; a royal piece attacked
// only through a borrowed or induced capture is in check.
//
// # Legality
//
// A move is legal if afterwards no royal piece of the mover can be
// captured: by a complete move, so a locust capture on the way counts only
// if the rest of the move can be made (a checker that would land on an
// occupied square does not attack). When the mover has exactly one royal piece and every piece
// type's captures are single-leg leaps and rides (or multi-leg moves
// whose every capture square one of its type's plain leaps reaches
// anyway, as the Chu Shogi Lion's: movecompile.go, capturesCovered),
// the generator computes
// checks and pins once per node from precomputed attack vectors, looking
// backward from the royal square: a plain move of an unpinned non-royal
// piece out of check is then legal without being tried; royal moves are
// tested on the destination square. Everything else (pinned pieces,
// checks, e.p., castling, multi-leg moves, variants with exotic attackers,
// several royals) is tried on the board and the royal squares tested, with
// move generation for attackers whose captures are not simple; but with
// no exotic attacker, out of check, a locust move that empties no square
// between the royal and an enemy rider is legal untested (locustfast.go).
// Where no
// attacker is exotic (and no flying-general, makpong, duple-check or
// extinction rule applies) three more shortcuts hold, since a simple
// attack test never reads the square it tests: in check, the checkers
// and the squares between a lone checker and the royal are marked, and an
// unpinned piece's plain move or a drop is legal exactly when it ends on
// a marked square (legal.go, markEvasions); castling tests the squares
// the royal passes with the royal lifted off its square and the
// partner's move made only for the last test (castleSafe); at perft's
// last ply the royal's plain moves are counted the same way (countRoyal,
// which duple check and royal extinction allow too: it counts a lone
// royal piece). The last two hold too where the exotic attackers'
// reverse patterns never read the target square (no cannot-capture
// types, no bent rider that takes royal pieces only: tables.liftRoyal,
// liftFast).
//
// At perft's last ply (CountLegal, when no filter reads the list) the
// moves that need no test are counted, not written: an unpinned piece
// with plain and special leaps only is counted by countPieces without
// the general generator (one with region moves where it has none, a
// confined one by the moves that stay inside: confine.go, a hopper by
// countHops, hops.go, with or without types it may not hop over or take),
// and drops
// that need no test count as the empty squares they may go to, eight
// board bytes at a time (emptyIn). A royal piece dropped by a side with
// none on the board (royal drops) is legal where it is not attacked:
// where no attacker is exotic, the enemy's attacks are marked once per
// node, forward from its pieces that may reach a royal drop square
// (royaldrops.go). Must-drop generates the drops first and, when the side
// has one, nothing else (mustdrop.go), so these variants count too.
// countPieces finds the mover's pieces eight
// mailbox bytes at a time (mailbox.go, scan chunks: a guard byte holds
// both colour bits and never matches), and counts several pieces of one
// leaping type in a chunk (pawns) at once, each leap one word read and a
// popcount (swar.go). In check, the moves that take or block a lone
// checker are counted the same way (evasions.go).
//
// Attackers whose captures are not simple but have a fixed shape (lame and
// legged leaps such as the Xiangqi horse, hoppers such as the cannon,
// two-leg bent riders such as the hook mover, Capricorn and Griffon, and
// pieces with zone rules that change captures; a Sittuyin promotion alone
// does not) are found by reverse patterns, looking backward from the
// royal square (attackrev.go); bent riders, few on the board, from a list
// of them made once per node, each reading only the squares of the paths
// that reach the target (bentcache.go). Only other shapes need their
// moves generated: among them wrapping (o, oo) and crooked or circular
// (z, q) moves. When every attacker is simple or has such patterns the fast path
// applies too: besides pins it marks the squares a move may not reach
// untested (where it would become a hopper's screen or a jumper's hurdle),
// and the flying-general rule pins (revpins.go). Where every royal type is
// confined (Xiangqi, Janggi), reach maps say once per node which squares
// of the royal's region the enemy's pieces could attack at all, whatever
// stands between; the check test, the pin search and the royal's moves
// skip the patterns elsewhere (revreach.go).
//
// Two rules relax this for several royal pieces, on the slow path only:
// duple check (legal.go: not every one may be capturable) and royal
// extinction (extinction.go: a lone royal piece must be safe, several only
// from a single enemy move that would take them all, found by generating
// the enemy's moves on a scratch position when every one is attacked).
// Where a promotion makes a royal piece (Sho Shogi's Crown Prince) the
// path is chosen per node: a side whose royal count a promotion may have
// changed is counted on the board (soleRoyal), and with one royal piece
// it takes the fast path; its moves that may promote to a royal type are
// still tried on the board.
//
// The bare-king rule (bareking.go, Program.BareKing) ends the game before
// a node's moves are generated, by counting each side's pieces (board and
// hand, the board's colour bits summed byte-wise over the scan chunks);
// the chess fast path pays one test of an empty string. It filters no
// list, so its variants count perft's last ply too.
//
// Goal squares and extinction (gameend.go, Program.FlagSquares, FlagMove,
// FlagSafe, FlagCount, FlagBlocked, FlagSide, Extinction) end the game
// the same way, before generation; Racing
// Kings' reply (FlagMove) and the no-checks rule (Program.NoChecks: each
// move is made and the other side's check tested; with Hand.NoDropChecks
// each drop) are applied to the finished list. The chess fast path pays
// three boolean tests.
//
// The connect rules (connect.go, Program.Connect, ConnectSquare,
// ConnectCollinear) end the game there too: the board's lines along
// ConnectLines are listed once as squares, and the mover's counted pieces
// are counted along each (in a row, or anywhere on it) or over each n by n
// square; ConnectFrom is a search along the link steps with a scratch
// stack allocated once per position.
//
// Forced captures (mustcapture.go, Program.MustCapture) filter the
// finished list of legal moves too: if one captures, the others go. The
// chess fast path pays one boolean test. Passing when stalemated
// (stalematepass.go, Program.PassOnStalemate) adds the pass to an empty
// finished list; one more boolean test. A pass keeps initial moves, which
// costs Make a test only where a touched square is virgin.
// Blasts (blast.go, Program.Blast): Make removes the pieces a capture
// blasts and records them on a stack of their own, which Unmake pops (no
// allocation once it has grown). A node of a blast variant generates as
// if no piece were royal, and a filter on the finished list plays each
// move on the board to apply the pseudo-royal king's rules (and
// MutuallyImmune); the chess fast path pays one boolean test per node and
// one per Make.
//
// Gating (gating.go, Program.Gating) adds to the finished list of legal
// moves the gated copies of those that leave an unmoved first-rank piece
// (its gates are that virginity); setup drops (placement.go) test the
// opposite-colour rule in drop generation and give castling rights in
// Make. The chess fast path pays one boolean test per node.
//
// Castling rules (castle.go, oppcastle.go): castling partners by type
// (CastlingPartners) may stand anywhere on the royal's rank; opposite
// castling takes the opponent's right on the castled side in Make;
// castling wins ends the game in gameOver once a listed right is gone;
// with the flying-general rule the castling royal may not pass a square
// facing an enemy royal. Each costs the chess fast path nothing but the
// test on castling moves.
//
// # Zone rules
//
// The rules that depend on where a piece stands and the rules around
// royal pieces that Betza cannot say (legdefs.Rules and
// legdefs.PieceType document them) each live in a file named after the
// rule: confinement regions and region moves
// (confine.go: a region restricts where a move ends, never where it
// starts), pieces a hopper may not hop over or capture (cannot.go), the
// flying-general, Makpong and bikjang rules (flyinggeneral.go, makpong.go,
// bikjang.go), passing (pass.go), initial moves that are lost or barred in
// check (losesinitial.go, initialcheck.go), Sittuyin promotion
// (sittuyin.go), check counting (checkstowin.go), must-drop and royal
// drops (mustdrop.go, royaldrops.go), and the FEN fields some of these
// need (gates.go, counting.go, checkstowin.go). zones.go builds them and
// holds the hooks through which move generation, Make and Unmake call
// them. Rules that end the game (bikjang, two passes, check counting)
// leave the position with no legal moves, as Fairy-Stockfish does.
//
// # Walls
//
// In a walling variant (Program.Walling) each generated move is followed
// by every wall square its rule allows on the board after it, one move
// per square (Move.Wall, KindWall; walls.go). A wall is the guard value on
// a board square, so every leg stops before it as at the edge, and the
// hash keys it per square; the duck is the variant's one wall, taken up
// by each move. Walls need no royal piece (a check would have to see
// them; NewPosition refuses the pair, as it refuses drops with walls),
// except under blasts, whose royal test (blast.go) sees the duck where
// the move puts it.
//
// # Position state
//
// Besides the board a Position holds the side to move, virginity (pieces
// that have never moved: needed by initial moves and castling), the e.p.
// squares with the piece that made them, the clocks, and a Zobrist hash of
// pieces, virginity, e.p. squares and side, updated incrementally by
// Make and restored by Unmake. From a FEN, the royal pieces that castle
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
// NewPosition refuses (a *FENError naming the field):
//
//   - an empty FEN, or a board without the side to move;
//   - a castling letter given twice ("KKq");
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
// this), and a castling right with no castling royal or partner (ignored,
// as Fairy-Stockfish does). NewAnyPosition keeps the unreachable positions
// above too, with a warning, for generated test positions. Every FEN of
// the golden corpus, and of the published perft tables betzac was
// checked against for the built-in variants, reads without a warning.
//
// # Notation
//
// Notation is UCI as Fairy-Stockfish prints it (see Position.MoveString).
// A move with locust captures or an unload lists every square it stops
// on, comma separated as XBoard does: "e4e5,e5f6". A move that bends (two
// of its legs go in different directions and one of them slides: hook
// mover, Capricorn, Griffon, iso and ski turns) lists where each leg
// ends, by the first path in table order that makes it: "a1a4,a4d4".
// That path is found by a tracing walk at print time (paths.go), never
// in move generation or perft. ParseMove reads such a move plain ("a1d4")
// or by any path that makes it ("a1d1,d1d4"), and refuses a path that
// does not, naming the ones that do. A move that is not legal gets a
// reason (notation_why.go): the wrong case or SAN ("Nf3", "E2E4": SAN is
// package san's, over LegalMoves, Captures, PromotionText, DropLetter and
// Gating of sanparts.go), a
// square off the board, an empty square or the other side's piece, a
// missing or impossible promotion, no castling right, the game over (no
// legal move), a drop in a variant without drops or of a piece not in
// hand, or else the piece's legal moves. Lame leaps written as legs (the
// Xiangqi horse mafsW, a pass mabK) and hops straight on (mRcpR) do not
// bend and stay plain, as Fairy-Stockfish prints them.
package vm
