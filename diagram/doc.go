// Package diagram draws one piece's moves on a board, as the Interactive
// Diagram's move diagrams do, from the compiled table the VM runs and
// through the VM itself: every mark is the result of asking package vm
// for the legal moves of a position, so that a picture cannot disagree
// with perft.
//
// The API is small, for the command line and for the browser page alike:
// ForPiece and ForBetza compute a Diagram, Diagram.Text and Diagram.SVG
// draw it, and its fields (Marks, Pieces, Paths) are there for other
// renderers.
//
// # Two kinds of diagram
//
// ForPiece with no FEN (and ForBetza) draws the piece alone on an otherwise
// empty board, as White's piece, on a square (by default the middle of the
// board, or of the squares the piece is confined to). Its marks come from
// probe positions, each a handful of pieces:
//
//   - the piece alone: the squares it moves to (Move);
//   - the piece and one enemy "dummy" on square T, for every T: whether it
//     captures on T (Capture), takes T as a locust victim and goes on
//     (Locust, with the path; where it lands is AfterLocust unless it may
//     go there anyway), hops over T to a square it could not reach
//     on the empty board (HopMove), or no longer reaches a square beyond T
//     (T blocks it: Block, marked where T is not a target itself, as a
//     Xiangqi horse's or elephant's lame square);
//   - for pieces that may take friends (d, the swapper's ud), the piece and
//     a friendly dummy on T, for every T: whether it takes or swaps with it
//     (Friend);
//   - for pieces with a hop leg, the piece and two dummies, a screen S and
//     a victim T, for every pair (on boards of up to 200 squares; on larger
//     ones T only on the line from the piece through S): the captures made
//     only over a screen (HopCapture);
//   - the first two twice, the piece virgin (never moved) and not: what
//     only the virgin piece does is marked Initial.
//
// The dummy is a piece type with no moves that the diagram adds to a copy
// of the Program (a letter the variant does not use): it attacks nothing,
// so no probe is ever in check, and it may be captured and hopped over by
// any piece. The probes use a copy of the Program whose start position has
// the piece on its square (so that it is virgin) or not, and with the
// rules that end the game or add moves (bare king, check counting, passing,
// bikjang, must-drop, and Sittuyin's promotion, made by a move of the
// piece promoted to) turned off: they say nothing about how a piece moves.
// A piece that castles is drawn with its castling partners from the start
// position when it stands on its own start square, so that castling shows
// (Castle); a partner is where the VM looks for it, the last square before
// the edge or a hole (one square in for jO). E.p. needs a position: it
// shows only with a FEN.
//
// # Holes
//
// A variant's holes (squares of the board's rectangle that are off the
// board, legdefs.Rules.Holes) stay holes in every probe, so that the marks
// are the piece's moves on the board its players use; Diagram.Hole lists
// them and the renderers draw a hole as no square. A piece cannot be put
// on a hole.
//
// ForPiece with a FEN draws the piece on a square of that position, with
// its side to move. The targets are the position's legal moves from the
// square (Move, Capture, Castle, EP, Locust and paths). Screens and blocks
// come from probes on a copy of the position whose enemy pieces are all
// dummies (so that no move is illegal for check there): a piece whose
// removal loses a target (not one it captures on the way) is a Screen, and
// the targets it enables are hops; a piece whose removal gains targets is
// a Block.
//
// # Paths
//
// A move that stops on the way (locust captures, a bent move such as the
// hook mover's) is kept as a Path: the squares where each leg ends, from
// the piece's square to the destination, as the VM's notation lists them
// (vm.Position.MoveString: "d4d7,d7g7").
//
// # Renderers
//
// Text is a grid with one letter per square and a legend of the letters it
// uses; SVG is a self-contained picture (no fonts or images from outside:
// generic font families only) with coloured squares, markers, arrows for
// the paths, and a legend. Its board and pieces are package picture's, in
// the style Diagram.Look carries (the chess style unless the caller sets
// the variant's board-style): on a xiangqi or janggi board the marks are
// discs on the intersections, and a marked piece is drawn smaller inside
// its mark. The package has no dependency on the operating
// system, so that it builds for the browser (GOOS=js GOARCH=wasm).
package diagram
