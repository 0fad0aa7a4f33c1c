// Package vm runs a compiled variant (a compiler.Program): positions, FEN,
// move generation by interpreting the legdefs table, make/unmake, legality,
// Zobrist hashing and move notation.
//
// # Board
//
// The board is a mailbox: one byte per square in a rectangle that has a
// guard band around the files×ranks board (up to 26×26), as wide as the
// longest step of any leg in the Program, so that "is this square on the
// board" is one array lookup. A square holds 0 (empty), a guard value, or a
// colour bit ORed with the piece type index. Square indices (Move.From,
// Move.To, Position.Square) are mailbox indices; Position.SquareName and
// ParseSquare convert to and from "e4", "a10".
//
// # Moves
//
// NewPosition precomputes, per piece type and colour, a compact form of
// the type's legdefs: single-leg leaps and rides with plain m/c rights
// become lists of board offsets walked by a tight loop; single-leg leaps
// with other rights (initial, lame, jumping, e.p., e.p. rights, friendly
// or royal-only captures) a second list; everything else (multi-leg moves,
// hoppers, iso and unload legs, castling) is interpreted leg by leg as the
// Interactive Diagram's NextLeg does (shared/spec/xbetza.md §2.3). Black
// uses the table negated. The piece is lifted off its square while its
// legs are walked (so igui and passes return to an empty square). A move
// that several paths reach (the hook mover) is generated once: moves are
// deduplicated on everything they do, with a per-square stamp for plain
// moves. The path is not kept; the notation finds it again (below). Moves ending in a promotion zone promote, one move per choice.
// Chess960 castling (Program.Castling960) is generated apart from the
// table; O-atom castling in the table is then ignored.
//
// # Leg semantics the Diagram leaves open
//
// Where betza.js's generator is silent or unreliable (spec §2.3, §2.4),
// the VM decides as follows; package refgen implements the same rules
// independently and the differential tests hold both to them.
//
//   - Ski-slides: j on a one-step slider leg skips the leg's first square,
//     whatever is on it. The compiler splits a final ski leg into a
//     transparent step (mode m+hop, range 1) and the rest of the slide
//     with range -1 (the Diagram's table: jR's range 0 minus one); a range
//     -1 leg right after such a step is an unlimited slide, not '*'. A
//     non-final ski leg (jfamB) is not split; the VM skips its first
//     square itself.
//   - Hoppers with a range (pK2, pQ3, mpB2): the range counts the whole
//     path, platform included. The landing leg's range -2 is what the hop
//     leg's range leaves after the steps it took: pK2 hops only over an
//     adjacent piece, landing just behind it.
//   - Lame (n) and jumping (j) leaps test the squares on their line (the
//     middle of a D or A, two squares for an H, (1,2) for the (2,4)
//     leap); any other oblique leap (N, C, Z) tests one square, the one
//     halfway, rounded toward zero, as XBoard does: (0,1) for N and C,
//     (1,1) for Z.
//   - Unload (u): the move puts one victim back on the u leg's start
//     square: the locust victim taken on that square if any (so cau is a
//     hop over an enemy only), else the piece captured on the
//     destination (udW swaps with a friend, ucR with an enemy), else the
//     last locust victim. The unloaded piece has moved (no longer
//     virgin). The notation lists the unload square as a stop unless it
//     is the origin or a locust square: afudQ "g8g6,g6g4".
//   - d never takes a royal piece: a side cannot remove its own royal
//     piece (nor swap it away with u).
//
// # Legality
//
// A move is legal if afterwards no royal piece of the mover can be
// captured: by a complete move, so a locust capture on the way counts only
// if the rest of the move can be made (a checker that would land on an
// occupied square does not attack). When the mover has exactly one royal piece and every piece
// type's captures are single-leg leaps and rides, the generator computes
// checks and pins once per node from precomputed attack vectors, looking
// backward from the royal square: a plain move of an unpinned non-royal
// piece out of check is then legal without being tried; royal moves are
// tested on the destination square. Everything else (pinned pieces,
// checks, e.p., castling, multi-leg moves, variants with exotic attackers,
// several royals) is tried on the board and the royal squares tested, with
// move generation for attackers whose captures are not simple.
//
// Attackers whose captures are not simple but have a fixed shape (lame and
// legged leaps such as the Xiangqi horse, hoppers such as the cannon,
// two-leg bent riders such as the hook mover, Capricorn and Griffon, and
// pieces with zone rules) are found by reverse patterns, looking backward
// from the royal square (attackrev.go); only other shapes need their moves
// generated.
//
// Two rules relax this for several royal pieces, on the slow path only:
// duple check (legal.go: not every one may be capturable) and royal
// extinction (extinction.go: a lone royal piece must be safe, several only
// from a single enemy move that would take them all, found by generating
// the enemy's moves on a scratch position when every one is attacked).
//
// # Zone rules
//
// zones.go implements the rules that depend on where a piece stands and
// the rules around royal pieces that Betza cannot say (see
// compiler.Program): confinement regions and region moves (a region
// restricts where a move ends, never where it starts), pieces a hopper may
// not hop over or capture, the flying-general, Makpong and bikjang rules,
// passing, initial moves that are lost or barred in check, check counting,
// and the FEN fields some of these need (gates, counting limit, check
// counts). Rules that end the game (bikjang, two passes, check counting)
// leave the position with no legal moves, as Fairy-Stockfish does.
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
// does not, naming the ones that do. Lame leaps written as legs (the
// Xiangqi horse mafsW, a pass mabK) and hops straight on (mRcpR) do not
// bend and stay plain, as Fairy-Stockfish prints them.
package vm
