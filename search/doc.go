// Package search plays a variant: it finds a good move in a vm.Position
// by iterative deepening alpha-beta, using nothing but the VM's public
// API and the compiled variant.
//
// # Model
//
// An Engine owns one position (set with SetPosition, moved along by the
// caller) and a transposition table of fixed size, allocated once; a
// node allocates nothing (per-ply move buffers are kept and reused).
// Search(limits) deepens one ply at a time from depth 1: each iteration
// is a negamax alpha-beta with principal variation search (a null window
// on every move after the first, re-searched when it fails high), then
// quiescence on captures and promotions at the horizon (stand pat on the
// static evaluation; at most four plies of it, as in Clobber every move
// captures). A move that gives check is searched one ply deeper
// (check extension, bounded by the ply limit). Moves are tried in the
// order: the transposition table's move, captures by MVV-LVA (most
// valuable victim first, then least valuable attacker), the two killer
// moves of the ply, then the rest by history (depth² added each time a
// quiet move causes a cutoff).
//
// The search stops at the first of: the depth, the node count, the time
// budget (Limits: a fixed movetime, or the clock wtime/btime with
// increments: a fortieth of the time left plus most of the increment,
// never more than half the time left), and Stop, which any goroutine may
// call. Time and the stop flag are read every 1024 nodes. An iteration cut
// short keeps the best move of the last one finished (or, at depth 1, of
// the moves searched so far), so Search always returns a legal move when
// there is one.
//
// # Terminal nodes
//
// The VM leaves a position whose game is over with no legal moves (its
// game-end rules: goals, extinction, connect, checks to win, castling
// wins). With no legal move the side to move has:
//
//   - lost, when in check (checkmate), or when the variant has a
//     game-end rule (the rule was met by the side that just moved, as
//     Fairy-Stockfish's default values say);
//   - won, in the giveaway family (extinction of all pieces and forced
//     captures: running out of pieces or moves wins);
//   - drawn otherwise (stalemate).
//
// Variant files carry no stalemate value, so a stalemate in a variant
// with a game-end rule scores as a loss, and Xiangqi's stalemate as a
// draw. A position repeated on the path from the game's start (same hash,
// same side) scores as a draw (the fifty-move rule is not scored: the VM
// does not export its half-move clock). Mate scores are Mate minus the distance in plies.
//
// # Evaluation
//
// Evaluate scores the side to move in centipawns: material, plus
// mobility, plus king safety. A piece type's value is estimated from its
// mobility as the Interactive Diagram does, from Betza's empty-board
// average mobility
// (https://www.chessvariants.com/d.betza/pieceval/p7-02.html): the VM
// places the piece alone, White's, on each square of the empty board
// and counts the squares its legal moves reach (a promotion counted once);
// E is the average over the squares, and the value is
//
//	value = 100 + 30·E centipawns
//
// (the 100 so that a piece of little mobility, a pawn, is still worth
// a pawn). On 8×8 this gives N 258, B 362, R 520, Q 782, P about 130.
// Royal pieces have no material value (losing one ends the game). Pieces
// in hand count at their value. Mobility is 4 centipawns per legal move of
// the side to move minus those of the opponent at the node before
// (both are generated anyway). King safety is 12 centipawns per friendly
// piece next to each royal piece, minus 12 per enemy piece within two
// squares of it.
package search
