// Package match is betzac's arbiter: it plays two engines against each
// other on any variant betzac plays, checks every move with the VM and
// adjudicates every game with the variant's rules.
//
// # Model
//
// A Player is one engine, whatever its protocol: it is asked for a move
// in the position reached from the game's root by the moves so far, all
// in betzac's move notation (vm.Position.MoveString, UCI's), and answers
// with a move in that notation. A UCI player (uci.go, on enginetest's
// process handling) passes them on as they are; an XBoard (CECP) player
// (xboard.go) sets each position with setboard and the moves, and
// converts the ranks of 10-rank boards as enginetest's perft client does;
// a USI player (uci.go too) sends SFEN positions and USI moves and reads the
// answer back into betzac's notation (enginetest.USI.BestMove). A Spec
// ("[PROTOCOL:]COMMAND") names an engine and starts its Player; after a
// crash or a timeout the engine is started again for the next game.
//
// Run plays the games: pairs of games from the same opening (the
// variant's start, a position or game of an openings file, then random
// plies drawn from a seed), the engines swapping colours within a pair.
// Each move is read with vm.Position.ParseMove, which accepts legal moves
// only: a move that is illegal or unreadable ends the game, lost by the
// engine that played it, with the position's FEN, the move and the legal
// moves. After each move vm.Game.Result adjudicates (mate, stalemate with
// the variant's value, the variant's game-end rules, n-move and n-fold
// rules, perpetual check, insufficient material); a game that reaches
// Options.MaxPlies is drawn by adjudication. An engine that crashes,
// stays silent past its time, or oversteps its clock loses the game, with
// the reason.
//
// Each game is kept as the moves from its root in both notations, so it
// writes as PGN (pgn.go: Variant, FEN and SetUp tags, Result,
// Termination, SAN moves). The Report sums up wins, draws, losses,
// illegal moves, time losses and crashes per engine, and estimates the
// Elo difference with a 95% error margin (report.go).
package match
