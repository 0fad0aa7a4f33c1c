// Package san writes and reads moves in Standard Algebraic Notation (SAN)
// for every variant betzac plays, on the VM's public API (vm.Position, its
// legal moves and its UCI notation).
//
// The model follows Fairy-Stockfish's move_to_san (src/apiutil.h,
// NOTATION_SAN; read at github.com/fairy-stockfish/Fairy-Stockfish, not
// copied), which is what ffish's sanMove writes:
//
//   - the piece: the variant's upper-case FEN letter ("N", "+P" for a
//     promoted shogi pawn); none for a pawn (letter P) unless it drops;
//   - disambiguation when another piece of the same letter has a legal
//     move to the same square: by file ("Nbd2"), else by rank ("R1e2"),
//     else by both ("Qh4e1"); a pawn capture always names its file
//     ("exd5");
//   - "x" for a capture (e.p. too), then the destination square ("a10" on
//     big boards);
//   - a promotion as "=Q"; a shogi-style promotion (the new letter is the
//     old one with a "+") as "=+", its reverse (Kyoto) as "=-" (a bare
//     "+" would read as check: Read takes "Bxh8+" for the promotion only
//     where the move without it gives no check, and calls it ambiguous
//     where both fit);
//   - a drop as the letter, "@" and the square: "P@e4", "+L@c3";
//   - gating (S-chess) as "/" and the gated letter: "Nf3/H"; a castling
//     that gates adds the gating square: "O-O/Eh1";
//   - castling as "O-O" when the partner stands on a higher file than the
//     royal, "O-O-O" when lower, whatever the board's width (FSF compares
//     the royal's square with the partner's, as castling is king takes
//     rook inside FSF);
//   - a wall (duck) square after a comma: "e4,d5", as in UCI;
//   - "+" when the move gives check, "#" when it also leaves no legal move.
//
// Multi-leg moves, which FSF's SAN does not write, are an extension: the
// piece and its disambiguation, then each square where a victim is taken
// on the way, each after an "x", then the destination after "x" if it
// captures there too, else "-": a Lion taking on e5 and f6 is "Lxe5xf6",
// taking on e5 and stepping on to f6 "Lxe5-f6", taking on e5 and coming
// back (igui) "Lxe5-e4". A victim that reappears (an unload move) is
// added as ">" and its square. A hook mover's bent move is one move from
// one square to another and is written as any other ("Hd4").
//
// Where two legal moves would still read alike (two castlings to the
// same side, moves that differ only in what SAN does not show), each of
// them names its origin square; if that does not separate them, its UCI
// text follows a colon: "O-O:e1g1". So every legal move of a position
// has its own SAN, and Read reads back what Move writes.
//
// Read also takes the looser forms people and programs write: without
// the check mark, with "0-0", without "x" or "=", with more
// disambiguation than needed ("Ng1f3"), or with an explicit "P" for a
// pawn; annotation marks ("!", "?") are ignored. A text that several legal
// moves fit is refused as ambiguous, naming them.
package san
