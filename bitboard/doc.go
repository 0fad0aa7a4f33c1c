// Package bitboard is a second perft back end for the variants whose
// move table fits a bitboard model: a board of 64 squares or fewer (any
// files × ranks, no holes), one royal piece per side, and pieces whose
// moves are single-leg leaps (m, c, e, initial lame m steps that make
// e.p. squares), unbounded orthogonal or diagonal rides (m and c, any
// subset of the eight directions), two-leg bent riders (an m step or ride
// along a line, then a step or ride not parallel to it that moves or
// captures: RmasR, BmasB, FyafsF; bent.go), promotion by zone to a list of types,
// castling as the VM does it (O atom to the board's edge, or Chess960),
// the bare-king rule as the VM checks it before a node's moves
// (bareOver), initial regions (PieceType.InitialRegion), and hands:
// captures to hand (demoted: promoted pieces are types of their own) and
// drops limited by ranks (drops.go). Fits (fits.go) is the one
// precondition: it names the first rule, piece field or leg it does not
// model, and perft then stays on the VM.
//
// The model: a square is rank*files + file, so every line of the board is
// a run of bit indices with one stride and rides are found by ray masks
// and a bit scan. The tables (tables.go) are built from the Program's move
// table, per piece type and colour: leap targets per square (m, c and e
// legs apart), the ride directions, the reverse capture leaps (who
// attacks a square), the promotion zone, the drop squares. A Board holds
// one bitboard per type and per colour, a mailbox, the virgin pieces, the
// e.p. squares and the hands; moves are made by copying it (copy-make).
// Generation is legal: checkers, pin lines, king moves tested with the
// king lifted, e.p. and castling by trying them on the occupancy, drops
// only between the king and a riding checker. An enemy bent rider's
// capturing paths to the royal (their corners per pair of squares, found
// when the tables are built, and as masks where a pair has two paths or
// fewer) give bent pins and bent checks: a path blocked by one own piece
// alone keeps it on the path or taking the rider; a path open is a check,
// and then every move to a square that may parry all checks is tried on
// the occupancy. At the last ply the moves are counted by popcount (bulk
// counting; a bent rider whose first legs go along its own rides by one
// ride for both), drops as the number of drop squares times the types in
// hand that drop there. The castling
// options are fixed for a subtree (a castling piece never becomes virgin
// again, dropped or not) and are read from the VM position when it is
// converted (Counter.Reset).
package bitboard
