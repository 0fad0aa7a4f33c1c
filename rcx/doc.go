// Package rcx is betzac's back end for the LEGO Mindstorms RCX (Hitachi
// H8/300, 16 MHz, 32 KB RAM shared with the brickOS kernel). Emit turns a
// legdefs.Program into a self-contained C program: the legdefs table as
// const data, an interpreter for it with the VM's semantics, perft from
// the start position, a material-only alpha-beta search, and a Makefile
// that uses brickOS's make rules.
//
// # The C program
//
// The C core (c/core.c, embedded) is fixed; only variant.h (sizes and
// feature switches) and tables.inc (the data) are generated. The board
// is a mailbox with a guard band at least two squares wide (and as wide
// as the longest step), one byte a square: colour bit | virgin bit |
// type, so at most 32 piece types. Every move is walked leg by leg as
// vm's nextLeg walks it (docs/xbetza.md §2.3): leapers, riders,
// hoppers, lame and jumping leaps, multi-leg moves with locust captures
// and unloads, iso legs, O-atom castling, Chess960 castling (gen960,
// as vm's: partners are the types in the start's corners), castling
// partners by type (Program.CastlingPartners), e.p. squares and e.p.
// captures, promotion in a zone (to each side's own choices; none: no move ends there), friendly and royal-only captures, and
// the zone rules as vm applies them: initial regions (a piece counts as
// never moved while it stands in its type's), confinement (Xiangqi's palace and
// river), region moves (the soldier's sideways step across the river)
// the flying-general rule and Makpong's (Program.Makpong: a royal piece
// in check moves only by capturing its one checker). The legs mean what vm/doc.go's "Leg
// semantics the Diagram leaves open" says, ranges, ski legs and the
// squares passed as package legdefs reads them (Move.Steps, Leg.Ski,
// Passed): an unload (u) puts back the victim taken on its square,
// else the one taken on the destination (udW swaps), else the last
// locust victim, and d never takes a royal piece. The emitter resolves
// each leg's range with legdefs and marks ski, rest and the Plain and
// Special one-leg leaps (legdefs's Move.Class) with mode bits above the
// compiler's (tables.go). Moves are generated pseudo-legal into one global
// move area, which takes all the memory the rest of the program leaves
// (an overflow is reported, never counted), and tested as they are made:
// a move is legal if no royal piece of the mover can then be captured,
// found by running the enemy's moves in attack mode. Where every capture
// is one leg that pieces only block (FAST_LEGAL), a side not in check
// tests only its royal's moves and moves off a square some enemy capture
// of the royal may pass (a bitmap over the offset), and of these, on a
// ray, only the first piece beyond the square. Elsewhere each node of
// perft and search lists once the enemy pieces whose reach map covers
// the mover's royal square (core.c foes_t, whose precondition is
// written there), and the royal's test after a move walks only those;
// the node also runs those walks once, marking the squares they read
// (core.c record), and a move that changes no marked square and moves
// no royal piece is legal untested (unread). In attack mode a walk
// skips the moves that cannot end on the target: a final leg off the
// target's line (core.c misses, with the table line[] of the lines'
// shortest steps), a move that takes nothing, and a sliding multi-leg
// move (a hook, a cannon's capture) whose own reach map (mreach[]) does
// not hold the target; the flying-general test walks only the line
// towards the enemy royal. Host builds in the tests check each such
// shortcut against the general path (CHECK_SHORTCUTS). Types
// that two paths may take to one move (the hook mover, any multi-leg
// move) are deduplicated as the VM does.
//
// The legs are the compiler's numbers (range, mode) plus what the
// emitter precomputes so the C needs no variable multiply, divide or
// modulo (the H8/300 has no such instructions and brickOS exports only
// four runtime helpers): the mailbox offset of a step and of the squares
// a lame or jumping leap passes, and a flag byte (core.c LEG_FAST) that
// sends a leg with only m, c and e rules down a short path free of
// 32-bit mode tests (GCC 3.4 spends about nine instructions on each).
// Decimal output subtracts powers of ten. Counters are 32 bits,
// everything else 8 or 16.
//
// # Three builds of one core
//
// The generated Makefile builds NAME.lx for brickOS (perft(Depth) and the
// search's move on the LCD), "make bare" a bare H8/300 image (NAME.srec)
// for the GNU simulator, which prints perft(1..Depth), the best move and
// its stack high-water mark through the simulator's write trap, and
// "make host" the same program with the host's C compiler. CI's
// simulator (CI/rcx-toolchain.sh) also counts cycles with the timing of
// the brick's external RAM, from which CI/rcx-check.sh estimates the
// brick's time at 16 MHz. The brickOS
// build checks that text + 2×data + bss + the 1 KB stack fit the 14.5 KB
// a user program gets (Budget) and that the objects need no runtime
// helper beyond the kernel's; the bare image is linked with no library
// at all, so it needs none.
//
// # Size and refusals
//
// Emit estimates the program's size (Estimate) from the data it emits
// and a calibrated size of the compiled core, and refuses a Program that
// cannot fit, or that uses what the RCX core does not implement: boards
// larger than 10×10, more than 32 piece types, drops
// (holdings), a start position with e.p. squares, and legs with relay
// (x), wrapping (o, oo), crooked or circular paths (z, q), e.p. trails or
// imitators. Any rule field of the Program the core does not know
// (petrification, drops, optional promotion, ... and whatever is added
// later) is refused too: knownRules lists the fields it implements, and
// the refusal names every other rule the variant and its first such piece
// set. Each refusal is an *UnsupportedError naming the feature and the
// piece.
//
// # Search
//
// The search is negamax alpha-beta to a depth fixed at build time,
// scoring material only: a piece is worth its number of moves from the
// centre of an empty board (at least 1), royal pieces nothing; a side
// without a legal move is mated if a royal piece of it is attacked and
// scores a draw otherwise. A game the bare-king rule (Program.BareKing)
// or extinction (Program.Extinction, no hands) has ended has no moves
// (perft counts none) and scores as vm's result: a draw, or a mate for
// the bare side, or the extinct side's ExtinctionValue, as does one
// whose side that just moved has given the checks it needed
// (Program.ChecksToWin, counted from the FEN's). A side with no legal
// move passes where Program.PassOnStalemate says so (not in check, a
// piece on the board; two passes in a row end the game). With forced
// captures (Program.MustCapture) a node that has a legal capture plays
// only its captures, in perft and search alike.
package rcx
