// Package xqboard is a bitboard perft back end for boards of at most 128
// squares (Xiangqi's 9×10 and smaller), chosen per variant by a fits-check
// (Fits) and built from the variant's move table, not from its name.
//
// # Model
//
// A square is file + rank*Files, White's view (as legdefs.Region). A set
// of squares is a BB, two uint64 words (squares 0-63 and 64-127). A
// Board holds one BB per colour and piece type, one per colour, a
// mailbox of piece codes and the royal square of each side.
//
// Each piece type's moves (its own list and its region moves) are sorted
// into classes when the tables are built (tables.go); a move in no class
// makes Fits say no, naming it:
//
//   - leaps: one leg, range 1, modes m and/or c: a BB of targets per
//     square (region moves and confinement folded in);
//   - rides: one leg, unlimited range, m and/or c: the ray of the
//     direction cut at its first occupied square (found by a bit scan:
//     lowest set bit on rays whose square index grows, highest on the
//     others);
//   - lame leaps: one or two one-step m legs then a one-step final leg
//     (the Xiangqi horse mafsW, the elephant mafF, the Janggi elephant
//     mafsmafW): per square a list of (squares passed, target);
//   - hoppers: an unlimited hop leg then an unlimited final leg in the
//     same direction (the cannon cpR): the ray after the first occupied
//     square (the screen), cut at the next.
//
// Rides and hops along files and ranks, the same both ways, are looked up
// instead (lines.go): the Board keeps each file's and rank's occupancy
// as a few bits, and one table entry per (place on the line, occupancy)
// gives what they reach both ways.
//
// Confinement (PieceType.Confine) is a BB of allowed destinations; the
// flying-general rule is a test of the segment between the two royals.
// Region leaps are folded into the leaps; region rides and hops (the
// Janggi palace diagonals) and pieces that may not hop over or capture
// some types (the Janggi cannon) are in zones.go.
// The targets of a piece are ORed into one BB before moves are listed, so
// a square several moves reach is one move, as the VM dedupes. A type
// that uses one class only (leaps, two-step lame leaps, or rides and hops
// along both axes) has its targets read from that part of its tables
// alone (shapes.go).
//
// # Legality and counting
//
// Moves are generated pseudo-legal. Each node first finds its guard
// (guard.go): whether the side to move is in check, the pieces pinned to
// its royal (by rides, by hops through a screen or as a hopper's screen,
// by the flying general, as the leg of an enemy lame leap) and the
// squares where a move may add a hopper's screen (guard.go says why no
// other move needs a test). A move the guard calls risky (in check, a
// royal or pinned piece, a move onto such a square) is made on the BBs and the royal tested, looking only along the lines
// through the squares it changed (exposed), or at the last ply, for a
// quiet move of the royal, only moved in the occupancy (royalSafe);
// the others are legal
// untested. At the last ply the untested targets of a piece are counted
// by popcount; out of check, a move onto a screen square of a piece not
// royal is counted illegal without a test where no hop is barred
// (guard.go: screensCheck). This is the VM's legality for these classes: a move is
// illegal if afterwards a complete enemy move could take the royal, or
// the royals face each other.
//
// Perft (package perft) counts on this back end below each root move
// when the position fits (betzac compile --plan says whether a variant
// does), unless Options.VMOnly (betzac perft --vm-only) or a hash table.
//
// # Game end
//
// Fits refuses every rule that can end the game or change a move in
// perft (legdefs.Rules fields neither legdefs.ResultOnly nor in okRules)
// but passing and bikjang (pass.go: the pass is a move when the royal is
// not attacked or the royals face each other; two passes, or two facing
// positions, in a row end the game, as the VM's history says): then a
// node with no legal move is the only other end, counted 0 below it, as
// the VM does for stalemate and checkmate alike.
package xqboard
