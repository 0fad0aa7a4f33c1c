// Package gamecourier is betzac's back end for Game Courier
// (chessvariants.com): Emit turns a legdefs.Program into a preset whose
// GAME Code enforces the rules, and Check proves the preset by running it
// in package gamecode against the VM.
//
// # The preset
//
// Self-contained (no include of H.G. Muller's file), in H.G. Muller's
// design (../shared/seeds, ../shared/gamecode/NOTES-2.md §5.1):
//
//   - Pre-Game: the board tables, the legdefs table (the numbers of
//     "betzac compile --raw") with what the code reads beside it, each leg
//     resolved through package legdefs's one reading (Move.Steps, Passed:
//     tables.go), the piece-to-table mapping, and the generator
//     subroutines (library.go): Gen (every piece of a side), GenPiece,
//     NextLeg (one call per leg, recursive, the VM's leg semantics),
//     Emit/Promo/Got (a completed move, per task), TryCastle (castling as
//     a two-leg move, the partner moved by the code), Legal (the move
//     tried through an overlay of the board, then no royal piece of the
//     mover may be capturable), Perform (the move and its implied side
//     effects: the e.p. victim, the castling partner, locust victims,
//     promotion; virginity as flags on the squares touched, Muller's
//     convention: a flag set means the piece there has moved).
//   - Post-Move of each side: "gosub HandleMove 0;" (1 for Black): the
//     move in thismove is found among the side's generated moves; for the
//     newest move of the log (mln == $maxmln) only a legal one is
//     accepted, older ones (already checked when they were played) are
//     only matched and performed. No match refuses the move with die.
//   - Pre-Game begins with what Game Courier itself reads
//     (complete.go): "setsystem maxmove N;" (the most actions a turn of
//     the variant needs: a promotion and locust victims are actions of
//     their own) and "setflag rules;".
//   - Post-Game of each side: a string holding the words check and
//     stalemate (Game Courier's sign of an enforcing preset), then
//     "gosub EndTurn;", one text for both
//     (Pre-Game sets the side to move, #gstm, and HandleMove turns it, so
//     the code does not depend on which Post-Game runs before the first
//     move, and the interpreter sees that it cannot): every legal board
//     move of the side to move goes to setlegal for the highlighter
//     (setlegal has only FROM TO forms [NOTES.md §1.6], so drops are
//     not highlighted; HandleMove still checks them); with none, the code
//     prints "checkmate: White loses" (Black), "stalemate: draw" (or who
//     loses, by the variant's stalemate and checkmate values), or, when
//     the bare-king rule ends the game, "bare king: draw" ("ends") or
//     who loses ("loses"): won, lost and drawn are unverified (NOTES-2
//     §2: open; nor is which side won names), so the
//     verdict is printed (gameOver in dialect.go); with --ends
//     (Preset.EndWithCommands, ends.go), once the staged probe showed
//     them working, won, lost or drawn follow it. In a variant
//     with pieces in hand it first prints both hands, "hand White: P2 N1"
//     (labels and counts; "-" for none): Game Courier has no holdings of
//     its own, and a hand kept in board cells could not show counts, so
//     the hands live in variables (one per side and type) and are shown
//     as text.
//
// The rules the code implements, each as the VM does (vm/doc.go): every
// leg semantics of package legdefs's reading but the refused mode bits
// (support.go), castling (O atom and Chess960), e.p. (multi-step,
// Berolina), castling with the piece one square in (jO), initial regions,
// promotion (zones of ranks or of squares, choices, Black's own choices,
// optional, limits, immobility, on leaving the zone, Chu Shogi's
// capture-inside rule, to a royal type), confinement and region moves,
// the flying-general rule, Makpong's rule, the bare-king rule, drops
// (ranks, file limit, no mate by a drop, immobility) and captures to
// hand, several royal pieces (all must be safe), duple check and royal
// extinction.
//
// The preset is made with "do not include moves in GAME code": the code
// performs every board change itself.
//
// # Move entry
//
// A move is found by comparing thismove with the texts of the generated
// moves, so a player types exactly one of these (Game Courier's own
// conventions; no parsing in GAME Code, whose string functions are
// unverified):
//
//   - a move, a capture, an e.p. capture: "e2-e4" or "P e2-e4" (the
//     label first);
//   - castling: the royal piece's move, "e1-g1"; the code moves the
//     partner;
//   - promotion: the move, then the new piece on the destination, as a
//     second action: "e7-e8; Q-e8" (or "P e7-e8; Q-e8"); a move that may
//     promote and does not is the move alone;
//   - a drop: the label, "*", the square: "P*e4";
//   - a multi-leg move (hook mover, Griffon, locust capture): its origin
//     and destination, "a1-d4"; the code removes the locust victims. A
//     locust capture may name its victims as squares it empties, Game
//     Courier's "@-SQ" action after the move: "c3-e5; @-d4" (the Lion's
//     double capture "e4-e6; @-e5"; an igui "e4-e4; @-e5"). A text that
//     is exactly one move's is that move (the Lion's pass "e4-e4" is
//     not an igui, its jump "e4-e6" not a double capture): HandleMove
//     looks for an exact match first, and only when none is found,
//     generates again allowing the victims to be left out; then, when
//     several generated moves share origin, destination and promotion,
//     the first in table order is taken (the highlighter too sees only
//     from and to).
//
// # Only sourced forms
//
// EVIDENCE.md lists every construct the code holds with the public
// source that shows it (or says it is unsourced, why it stays and where
// it is written), and the proof runs the code in gamecode's strict mode,
// which refuses anything else. So every gosub and setlegal argument is a
// variable or a literal (a value computed is set on the line before), a
// plain move is performed as "MOVE: FROM-TO" (a victim is first moved
// onto the destination, or, when the mover stays, taken and left by the
// mover; castling is two such moves, or, when king and partner swap
// squares, two "MOVE: LABEL-SQ" placements), the one string holding
// a ";" is #sep (separator), and a loop is a sub that calls itself (no
// loop header is sourced; recursion is, S2 and Muller's NextLeg): its
// state and scratch variables are its parameters (scratch ones passed
// 0, one statement less per turn than my), and a scan of the board goes
// by blocks of 16 squares (GenB), so the calls nest about 25 deep, not
// as deep as the board has squares. No number literal is negative (none
// is sourced): -1, the "none" of a square, a type or a limit, is #none,
// set once by subtraction, and a table that may hold a negative value
// holds each value plus #tb, which every read subtracts (biasedTables in
// tables.go). The GAME Code itself is in gc/*.gc.
//
// # The dialect
//
// The code uses the subset package gamecode documents. Every construct
// whose form no public source settles (array reads and their index base,
// board changes, setlegal, the game end, the newest-move test)
// is written by one function of dialect.go, so the answer of the live
// probe changes one place. The probe is staged (staged.go): StagedProbe
// asks one question a line, so a construct the server rejects silences
// one answer, and ReadProbeAnswers reads the answers a preset maker
// pastes back, settles the interpreter's switches and, with Avoid, names
// the constructs a preset uses that the server refused. Probe (stage 2)
// is the chess preset with probe lines. Results travel in globals (no return,
// no sub in an expression), every global is set in Pre-Game, no my name
// shadows a global, and no and/or chain is used.
//
// # Refusals
//
// Unsupported refuses, with an *UnsupportedError naming it, every mode
// bit and every rule field of the Program the code does not implement:
// knownModes and knownRules (support.go) list what it does, so a rule
// added to the Program later is refused until the code learns it. The
// guard test (package guard) holds this back end to that, as it does the
// others.
//
// # The proof
//
// Check runs the preset in package gamecode on random games of the VM's
// (fixed seeds) and holds it to the VM at every position: the setlegal
// set equals the VM's legal board moves (from and to), two legal moves
// at random and every special one (castling, e.p., promotion, a locust
// capture) are accepted as whole requests and give the VM's board (and
// hands), mutated moves, missing or impossible promotions and illegal
// drops are refused, and the verdict (checkmate, stalemate, bare king)
// agrees. In the first CheckOptions.EveryMove games (negative: all, as
// CI runs it), every other legal move at every position is also played, through its
// Post-Move alone (gamecode.Prefix.NextMove): accepted, and the VM's
// board and hands (the variables of handSubs) after it. That is faithful
// to Game Courier's model for the move itself: a request runs the newest
// move's Post-Move (HandleMove: matched, tested for legality, performed)
// before any Post-Game, and the Post-Game (EndTurn) changes no cell and
// refuses only more than three royal pieces of the side to move
// (Royals), a count the other side's move cannot raise. What it leaves out is the Post-Game of the
// position after such a move (its setlegal set, verdict and printed
// hands): EndTurn is run and checked at every position the games reach
// and after every move tried whole, but not at the positions after the
// other moves. The preset run by Check also prints the text of every legal move it lists; the
// code does not look for a move two paths reach (a hook mover's, the
// Lion's), so it may list one twice, and the set of distinct texts (what
// a player can enter) must be the VM's moves' texts, one text a VM move:
// at every position and after every move tried.
//
// A game is walked a move at a time (gamecode.Prefix.Then: each move of
// the log replayed once), each position's request and each move tried
// run from the walk (Prefix.Next). Every 10th position and the last of a
// game are also replayed whole from the start, as Game Courier runs a
// page request, and must give the identical Result, cost included. The
// first CheckOptions.Invariant games (negative: all, as CI and --check
// run it) are proven under every combination of the dialect switches:
// every request of the game gives the same Result
// (gamecode.InvariantReached, which runs the combinations of the
// switches the game's requests reached: for the emitted code only
// IndexBase, measured at run time, so two runs). The zero combination
// runs with the VM; the others replay its interpreter calls alone
// (script.go says why that is the same test). Games not proven run
// under one combination each, in turn from gamecode.PairwiseSwitches.
// CheckOptions.Perft counts perft 1 to N through the code's own
// generator (the distinct texts it lists, each played) at the start and
// after 10 plies, and holds it to the VM's.
//
// # Cost
//
// Game Courier replays the whole game on every page request. The code
// keeps that affordable: older moves generate only until their match,
// without a legality test; the attack test behind every legality test
// skips enemy pieces whose displacement to the target none of their
// moves could capture on (reach.go); CheckReport.Cost is the
// interpreter's count for a whole game. The Pre-Game, parsed on every
// request, keeps a per-type square table whose rows are all equal as one
// row (compact.go).
//
// The package's regular expressions are compiled on first use
// (lazy.Value): every betzac command initialises the package, and a
// short perft should not pay for them (issue 31).
package gamecourier
