// Package enginetest regression-tests another engine's move generator
// against betzac's, over UCI, USI, XBoard/CECP or perftree's script contract,
// and finds the first position where they differ.
//
// # Model
//
// An Engine is a UCI program started in its own process group (Start):
// the handshake reads its name and options (UCI_Variant's list of
// variants, VariantPath, UCI_Chess960); SetOption and Ready wait for
// "readyok"; Perft sends "position fen F moves ..." and "go perft N" and
// reads the divide ("move: count" lines, then "Nodes searched: N").
// Every wait is bounded by Config.CommandTimeout and by the context (the
// overall deadline); what the engine prints is queued line by line, so a
// crash loses nothing. A failure is an *Error whose Kind says what
// happened (could not start, timeout, exited, garbage, protocol,
// canceled), with the command that was waiting and the engine's last
// lines of output and standard error (binary output escaped, long lines
// cut). Before "uciok" a few lines that are not UCI (banners) are let
// pass, but a program that prints one and then nothing for five seconds,
// prints binary output, or prints more than twenty is refused as garbage
// at once, without waiting for the command timeout. Close asks the engine to quit, then
// kills its process group and reaps it, always.
//
// A Script (script.go) is an engine without a protocol, reached by
// perftree's contract (github.com/agausmann/perftree, README "Usage"):
// each perft runs "CMD DEPTH FEN [MOVES]", which prints "move count"
// lines, a blank line and the total. It is a Perfter like Engine, with
// the same *Error kinds, timeouts and process-group kill, so Compare
// walks it down alike.
//
// An XBoard (xboard.go) is an engine spoken to in CECP: the handshake
// reads its features (protover 2 ... done=1), the variant is chosen by
// its CECP name, and each perft is "setboard", the moves, "ping" and the
// engine's own "perft N" (Fairy-Stockfish's xboard mode), read as UCI's
// divide. It is a Perfter on the same process, timeouts and *Error kinds
// as Engine; on a 10-rank board it converts the engine's ranks, counted
// from 0, to betzac's.
//
// A USI (usi.go) is an Engine spoken to in USI: "usi" ... "usiok", the
// options under USI's names (USI_Variant), "position sfen" for the shogi
// family and "position fen" for other variants (Fairy-Stockfish's USI
// mode reads both), and "go perft N". It reads the divide's USI moves
// into betzac's UCI form, so Compare works unchanged, gives them back to
// the engine as it printed them, and Spell rewrites a Report's engine
// moves in USI. A UCI engine that answers "usi" with "uciok" (or a USI
// one "uci" with "usiok") is told apart as such. None of UCI, USI and
// CECP has a command that lists an engine's moves, so an engine's moves
// are read only through its perft; an engine that searches instead of
// "go perft" (answering "bestmove") is named as having none.
//
// Play (uciplay.go, usiplay.go, xboardplay.go): BestMove and PlayMove
// set up a position and ask for the engine's move under GoLimits, for
// package match.
//
// SelectVariant sets the engine up to play a betzac variant: by its
// UCI_Variant name (UCIName) when the engine plays it, else written as a
// variants.ini section (fsf.Export) and loaded with VariantPath.
//
// Compare counts perft on betzac and on the engine from the same
// position. Where the totals differ it follows a move whose counts differ
// (the smallest subtree), one ply deeper each time, until it reaches a
// position whose move lists differ: the Report's Mismatch holds that
// position's FEN, the moves only betzac generates, the moves only the
// engine generates, and the line of moves from the root in both
// notations. The engine is always given the root FEN and the line of its
// own move strings, so it never has to read a FEN betzac wrote mid-game.
//
// Play plays random games from a position (moves drawn from a seed) and
// runs Compare at every position, at depth 1 (the legal move lists) and
// at sampled plies deeper; a Known function may classify a disagreement
// as a documented error of the engine, counted apart.
//
// FSFCheck (fsfcheck.go, "betzac fsfplay") runs Play over variants
// against Fairy-Stockfish: the built-ins the engine plays by name, or the
// sections of a variants.ini that import fsf translates, sharing one
// engine process (Session). It first checks the file of positions where
// the engine is known to be wrong (fsfknown.go), and counts apart a
// disagreement proven to be one of Fairy-Stockfish's known errors by the
// engine's own answers (FSFWrong, fsfwrong.go) and a variant whose
// failure is a known betzac bug (ReadExpectFail).
//
// # Notation
//
// betzac prints moves in UCI as Fairy-Stockfish does (vm.Position.MoveString).
// Engine moves are read back with vm.Position.ParseMove, which also accepts
// Chess960 castling written as the king's own move ("e1g1") besides
// king-takes-rook ("e1h1", what FSF prints with UCI_Chess960). Ranks
// past 9 are written "a10" by both; promotions by the lower-case letter of
// the piece, which is the same letter for both as long as the variant's
// letters are (an exported variant keeps betzac's letters). A move string
// betzac cannot read (a drop "P@e4", a gating suffix) counts as a move
// only the engine generates, and is reported as printed.
package enginetest
