// Package idiagram translates between betzac variant files and the
// definitions of H.G. Muller's Interactive Diagram, the JavaScript
// (betza.js) that chessvariants.com pages use to show and play a variant.
//
// # Source
//
// What the Diagram reads is taken from betza.js itself: the public
// 110,446-byte copy that ../shared/reference/README.md names (the one
// id-legdefs.tsv and id-perft.tsv were made with), read, not copied:
// its functions Init, ParseGameDef, DefaultMove, PutPiece, PutInner,
// SetPromoChoice, Promotion, Hold and Click. The user's view is
// "Interactive diagrams" by H.G. Muller,
// https://www.chessvariants.com/page/MSinteractive-diagrams, whose
// example is testdata/doc-example.html. Each parameter's comment in
// params.go names the function that reads it.
//
// # Model
//
// A Diagram is defined by the HTML inside an element with
// class="idiagram" (Init; Parse takes a page, finding the first such
// element, or the definition alone). ParseGameDef splits it into lines,
// strips leading spaces and cuts a line at "<br>"; a line with '=' is a
// parameter "key=value", a line with five or six ':'-separated parts a
// piece "name:ID:XBetza:image:squares[:hand]". It ignores other lines and
// unknown keys; Import refuses them, naming them at their line.
//
// Pieces are numbered from 1 in the order given; a piece named "hole"
// makes its squares holes (betzac's '*' squares) and is not numbered.
//   - ID: empty means the name's first letter, upper case.
//   - XBetza: empty means DefaultMove of the name in lower case
//     (defaults.go; the king's castles 3 squares on boards wider than 8);
//     a name DefaultMove does not know gets "O" there, and is refused here.
//   - image: ignored.
//   - squares: "a1,h1"; a range "a2-h2" (or "a1-b2") is the rectangle from
//     its first square to its last, counting up; an empty item (",,") is
//     the colour separator: the squares after it are Black's. With
//     symmetry=mirror (the default) or rotate each White square also gets
//     Black's piece on the mirrored or turned square; with none it does not.
//   - hand: how many White and Black have in hand at the start, "2" or
//     "2,1". Pieces in hand may be dropped (drops: true).
//
// Parameters (params.go): files, ranks (8, 8), symmetry, promoZone (1),
// maxPromote (1: pieces 1 to maxPromote promote), promoChoice (QNRB: the
// IDs of the defined pieces they may promote to; empty: every piece but
// the first and the royal ones), holdingsType (0; -1 and -2: a captured
// piece goes to the capturer's hand, captures-to-hand), royal (a royal
// piece's number, once per royal type; none: the last piece), firstRank
// (1: the number squares' ranks start at), promoOffset (0),
// stalemate=draw (the default), iron (a piece's number, once per iron
// type: betzac's iron rule, legdefs.Rules.Iron), baring (baring.go: a
// piece's number, once per type, 0 for every type not royal so far:
// betzac's baring rule, legdefs.Rules.Baring; refused, by name, beside a
// promotion that changes a side's count of them, pieces in hand, a
// royal piece among them, or a start whose Black is bare, where the
// Diagram's judgement by the move and betzac's by the position differ),
// antiTrade (antitrade.go:
// groups of pieces that may not capture each other, each piece's
// cannot-capture), shuffle (shuffle.go: the
// variant's shuffle key, IDs as letters, symmetry= as its shuffle-black;
// a shuffled castling king is refused, since the Diagram castles with the
// partners its definition puts on the corners).
// promoOffset makes promotion Shogi-style: piece n may promote to piece
// n+promoOffset on a move that ends in the zone or, with hands, starts
// there, without hands one that starts there only if it captures; with
// holdingsType=-1 a captured piece numbered above promoOffset goes to hand
// as the piece promoOffset before it. Otherwise (Chess-style) a promoting
// piece must promote, to a choice, on a move that ends in the zone.
// Promotion follows the Diagram's move generator (StackMove), the one its
// AI plays and the reference perft counts came from, where the user's
// click handler (Click, Promotion) differs: the latter also promotes on
// leaving the zone and, for an empty promoChoice, leaves out the first and
// the royal pieces. Drops: the generator makes none; the user may drop a
// piece in hand, on any square, and the import allows drops where there
// are hands; Export writes a variant's pieces in hand in the hand column
// and Notes says that the Diagram neither makes nor checks drops.
// Parameters that change only the picture
// (graphicsDir, squareSize, ...) are ignored and listed in
// Imported.Ignored. Every other parameter is refused by name at its
// line: tradeThreshold (it only changes protected=, by piece values
// betza.js estimates from random positions), counterStrike and
// protected (params.go says how each differs from betzac's
// counter-strike and protected-lion, which are shogiops's),
// holdingsType=1 (a captured piece
// back to its owner's hand), promoChoice's '!', '*' and depth digits,
// castleFlip, autoGate, zonal; extinction= other than 0 where a side
// has more than one royal piece (extinction.go: betzac's royal pieces are
// each absolutely royal; Export writes extinction=0 for such a start).
//
// Import writes a betzac variant file and then loads, compiles and sets up
// its start position, so that what it returns is a variant `betzac check`
// accepts; a failure is reported at the definition line it comes from.
//
// Export writes the definition of a compiled variant for a page, in its
// <div class="idiagram"> element. It refuses, naming the piece or rule,
// what the model above cannot carry: pieces that are not one letter,
// promotion that is not one zone and one choice for the first pieces, no
// royal piece, a d (friendly capture) move beside a royal piece (betzac's d
// never takes a royal piece, the Diagram's d does: friendly.go), a lame
// oblique leap such as nN (read differently by this betza.js: lame.go); and then, as fsf.Export does, it imports its own output
// again and compiles it: any difference from the original program
// (fsf.ProgramDiff) is refused too, so an exported Diagram always means the
// same variant to betzac. That the Diagram reads it the same way is not
// checked here (issue 28's validation runs betza.js itself).
package idiagram
