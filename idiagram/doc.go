// Package idiagram translates between betzac variant files and the
// definitions of H.G. Muller's Interactive Diagram, the JavaScript
// (betza.js) that chessvariants.com pages use to show and play a variant.
//
// # Model
//
// A Diagram is defined by the text between the tags of an HTML element
// with class="idiagram" (Parse takes either the page's HTML, finding the
// first such element, or the definition text alone). The definition is
// one item a line: a parameter "key=value", or a piece
// "name:ID:XBetza:image:squares[:hand]". Source: the Diagram's
// documentation, "Interactive diagrams" by H.G. Muller,
// https://www.chessvariants.com/page/MSinteractive-diagrams (sections
// "Embedding a Diagram", "Defining the Pieces", "Specifying Rules"), whose
// own example is in testdata/doc-example.html. betza.js itself was not
// found in the stored public material this package was written from, so
// where the documentation's text was not at hand the reading below says
// it is an assumption (see params.go, one comment per parameter).
//
// Pieces, in the order given (the Diagram numbers them from 1):
//   - name: the piece's name; image: a picture file, ignored.
//   - ID: its letter; empty means the name's first letter (the
//     documentation's example writes Knight:N because the King has K).
//   - XBetza: its moves; empty means the moves of its name in the
//     Diagram's table of default moves (defaults.go holds the names whose
//     moves the documentation shows; any other name with no moves is
//     refused by name).
//   - squares: where White has it, "a1,h1" or a range "a2-h2" along a rank
//     or a file; Black's are White's mirrored over the middle rank
//     (symmetry=mirror, the default) or turned half round (symmetry=rotate).
//   - hand: how many each side holds in hand at the start (drops need
//     holdingsType=1).
//
// Parameters read (params.go): files, ranks, symmetry, promoZone,
// promoChoice (a plain list of IDs), holdingsType (0 or 1), royal, firstRank.
// Parameters that change only the picture (graphicsDir, squareSize, ...)
// are ignored and listed in Imported.Ignored. Every other parameter is
// refused by name at its line, among them the capture rules betzac does
// not have yet (iron, counterStrike, antiTrade, protected, tradeThreshold,
// baring, shuffle: issue 28) and those whose meaning was not at hand
// (promoChoice's '!' and '*' prefixes, maxPromote, promoOffset,
// castleFlip, autoGate, symmetry=none with its colour separator).
//
// Import writes a betzac variant file and then loads, compiles and sets up
// its start position, so that what it returns is a variant `betzac check`
// accepts; a failure is reported at the definition line it comes from.
//
// Export writes the definition of a compiled variant for a page. It
// refuses, naming the piece or rule, what the model above cannot carry:
// pieces that are not one letter, a start position that is neither
// mirror- nor rotate-symmetric, promotion other than one zone for the
// pieces with ID P, more than one royal piece; and then, as fsf.Export
// does, it imports its own output again and compiles it: any difference
// from the original program is refused too, so an exported Diagram always
// means the same variant to betzac. Whether it means the same to the
// Diagram is not checked here (issue 28's validation against betza.js).
package idiagram
