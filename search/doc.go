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
// The VM decides how a game ends, by the variant file's rules, and the
// search scores its verdict (vm.Result) for the side to move: a win at
// Mate less the distance in plies, a loss at minus that, a draw 0.
//
//   - A node with no legal move (the VM leaves a game that a rule ended,
//     goal, extinction, connect, checks to win, without moves) gets
//     Position.NoMoveResult: Position.Result without generating the
//     moves again: checkmate-value, stalemate-value (Xiangqi's and
//     shogi's stalemate loses, giveaway's wins, chess's draws),
//     extinction-value, material counting. An outcome the rules do not
//     record (vm.Decided: connect, castling wins) is a loss for the
//     side to move, which did not meet the rule.
//   - A position that stood before on the path from the game's start
//     (same hash, same side to move), twice being enough in the tree,
//     gets Position.RepetitionVerdict, the rule Game.Result applies:
//     with perpetual-check-illegal, the side that gave check with every
//     move since loses (both: a draw); else the n-fold-value for the
//     side to move (Minishogi's repetition loses for White), a draw by
//     default or without an n-fold rule. The check flags come from the
//     path and from SetPosition's history (Seen); with Xiangqi's chasing
//     rule, who chased with every move since comes from
//     Position.RepetitionChases, which unmakes the moves of the path and
//     the history and replays them (it allocates, at repetitions of
//     chasing variants only).
//   - Below the root, a position where the side that has just moved
//     moved a piece back and forth once too often, by Janggi's move
//     repetition rule (move-repetition-illegal), is a win for the side
//     to move: Position.MoveRepetitionWon, the rule Game.Result applies,
//     asked where the last move reverses the mover's move before it or
//     follows its pass (Position.MoveMayRepeat; it replays the last
//     moves and allocates, there only). It is asked first: the
//     search's repetition at twice would hide it.
//   - A node with legal moves below the root whose half-move clock has
//     reached the n-move rule gets Position.MoveRuleResult: a draw, or
//     decided by material counting. The hash table's key mixes the
//     clock in where the search could reach the rule's end (vm's
//     MoveRuleKey: the plies left, when fewer than maxPly), so that a
//     score stored far from the limit is not taken near it, nor the
//     reverse; clocks further away share their entries.
//   - With the Makruk family's counting rule (counting), a node with
//     legal moves below the root whose count is past its limit is a
//     draw: the engine keeps vm's Count along the path
//     (Position.CountAfter over SetPosition's history at the root,
//     Position.MakeCounted at each move, as Game.Play counts) and asks
//     its Result, as Game.Result does after the position's own (quiesce
//     too). The hash table's key mixes the count in (vm's Count.Key), so
//     that the same board at another count, reached by another line or
//     in another search of the game, takes no score that hides a draw by
//     count or shows one that is not there; repetitions still compare
//     the board's hash alone.
//
// Game-level rules the search does not see (Sittuyin's promotions-only
// draw, Shatar's mate rules) are left to the arbiter.
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
