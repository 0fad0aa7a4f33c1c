// Package fsf translates between betzac variant files and
// Fairy-Stockfish's variants.ini sections.
//
// # Model
//
// A variants.ini section is a list of settings on top of FSF's default
// template (chess without pieces) or a parent section: the board
// (maxFile, maxRank), the start FEN, the piece types (predefined ones such
// as "knight = n", or "customPieceN = x:BETZA"), and rule switches
// (castling, doubleStep, promotion regions and piece types, chess960).
// The bare-king rule is FSF's extinction rule on all pieces as Shatranj
// ("loses") and Shatar ("ends") set it (bareKingKeys). Rules that map
// onto legdefs.Rules are translated where FSF means the same (rules.go, flag.go,
// hand.go): capture the flag (flag-squares, flag-pieces with the
// promoted forms FSF counts as the type, flag-move, flag-safe,
// flag-count, flag-blocked, flag-side for one colour's region),
// extinction, pseudo-royal types where a side can never hold more than
// extinctionPieceCount + 1 (royal), or gets another only by a forced
// piece promotion that wins at once (backrank), checking = false
// (no-checks), passOnStalemate (pass-on-stalemate), promotionLimit (the
// pawn's promote limit, or a piece promotion's on its +X where those are
// the only pieces of the type; the plain type is then left out),
// checkCounting
// (checks-to-win), flyingGeneral (with castling too: the king may not
// pass a square facing the enemy king), castling (castling.go:
// castlingRank, the kings of either side, castlingRookPieces as
// castling-partners, oppositeCastling, castlingWins, Placement's
// castlingDroppedPiece and dropOppositeColoredBishop), mobilityRegion (confine,
// of the promoted forms too; a colour without one that never holds the
// type takes the other's mirrored; FSF drops a piece only in its region,
// as betzac a confined one), the immobile piece (an empty Betza),
// Xiangqi's and Janggi's types and rules (xiangqi.go: the soldier's
// soldierPromotionRank, janggiCannon, janggiElephant, diagonalLines,
// pass, bikjangRule, and FSF's built-in xiangqi and janggi as parents),
// drops and holdings (FSF's pawn-drop ranks, dropRegion, dropNoDoubled,
// mustDrop, dropChecks = false (no-drop-checks; ignored without a king),
// captured promoted pawns as X~ types, shogi-style promotedPieceType as
// +X types, a start FEN's +X included; pieceDemotion, dropPromoted, and
// piecePromotionOnCapture where the region is the whole board:
// demote.go), immobilityIllegal (not with a
// hopper that FSF's test, which lets it slide on an empty board, and
// betzac's, which gives it a screen, tell apart), pawnTypes, the
// half-move clock's types (clock.go: nMoveRuleTypes, FSF's pawn type by
// default whatever its letter, as clock fields where betzac's default,
// which resets on a P, differs; by colour only where the other colour
// never holds the type), promotion
// regions that are not whole ranks (promote squares), promotion types
// by side (sides.go: to-black; a promotion pawn type of one side only
// where the other never has it), no-ep-promotion where a pawn's double
// step passes the other side's promotion region (FSF's e.p. captures
// never promote), enPassantRegion = - (a double step without e.p.,
// epregion.go), mustCapture
// (must-capture), and what a move leaves on the board (atomic.go):
// blastOnCapture (blast, sparing FSF's pawn type only: blast-spared;
// blastImmuneTypes: blast-immune; with captures to hand, petrify and
// walls), mutuallyImmuneTypes (mutually-immune), petrifyOnCaptureTypes
// (petrify), wallingRule past, static, arrow, duck and edge with
// wallingRegion and wallOrMove (walling, walling-region, wall-or-move;
// not with drops, nor royal pieces but a blast's), connectN,
// connectNxN and collinearN with their lines and piece types (connect,
// connect-square, connect-collinear, connect-lines, connect-pieces;
// connectRegion1/2White/Black: connect-from, connect-to and Black's),
// enclosingDrop = top and anyside (drop-stack: bottom, sides), FSF's
// immobile piece (a piece with no Betza), freeDrops where no piece moves
// (a hand of one piece per empty square); blasts with
// FSF's king (not its pseudo-royal commoner) are named, and so is a
// hopper where there are walls (a walling rule or '*' squares in the
// start FEN: FSF's walls are its screens). Settings that only
// score a game FSF has already ended, or adjudicate in its search
// (stalemateValue, perpetualCheckIllegal, shogiPawnDropMateIllegal, ...:
// noMoveKeys, each with its reason) are left out: FSF's perft counts the
// same without them.
//
// Export writes one section from a compiled variant. The king becomes
// FSF's king (its O castling becomes castlingKingsideFile and
// castlingQueensideFile), the promoting piece FSF's pawn (which must move
// as a chess pawn: FSF gives e.p. and double steps only to its pawn),
// pieces that move as N, B, R or Q the predefined types, and every other
// piece a customPiece with its own Betza string; Xiangqi's pieces become
// FSF's types (the horse mafsW its horse, the elephant mafF its elephant,
// the soldier its soldier with soldierPromotionRank, and with the chasing
// rule every piece, which FSF's rule reads by type), a confine region
// mobilityRegionWhite<Type> and mobilityRegionBlack<Type>, and the flying
// general flyingGeneral (exportxiangqi.go); Janggi's pieces on the
// palace's diagonal lines as FSF's wazir, soldier, rook and janggi cannon
// with diagonalLines, its elephant as janggiElephant, pass and
// bikjangRule, in a section whose parent is FSF's janggi, which alone
// gives its king kingType wazir (exportjanggi.go; a king setting would
// make it a chess king, so none is written, and import reads one so).
// FSF reads a subset of
// Betza: single-leg atoms with directions, m and c, W/F/N riders, p and g
// on R and B, lame nN nA nZ nD. Multi-leg moves (XBetza's a, brackets),
// and any other modifier are refused with the piece and the reason. At
// the end Export reads its own section back with Import and compiles
// it: if the result differs from the original program (a rule field of
// the schema the ini cannot carry), that is refused too, so an exported
// section always means the same variant. A section named as one of
// FSF's built-in variants (builtinvariants.go, from src/variant.cpp) is
// refused: FSF skips it ("Variant 'x' already exists.") and plays its own.
//
// Import reads a section's typed values as FSF's parser does (values.go,
// citing src/parser.cpp and its variants.ini): a boolean other than
// "true" is false, a number is read up to its first other character. Where
// that reading differs from how the value looks (castling = maybe,
// maxFile = 8 # comment) it warns at the line; where it cannot be what
// was meant (maxRank = 8.5, maxFile = 0, an empty-square count larger
// than the board, customPiece99, a promotion type naming no piece) the
// section is refused at the line.
//
// A header is read as FSF reads it: only from a '[' at the start of a
// line (an indented one is refused at its line), its name and parent
// verbatim, spaces and all; a name asked for without the spaces a header
// has around it, or with them (FSF loads it, but nothing selects it), is
// refused at the header (sectionname.go). A setting is read as FSF
// reads it (ini.go, ParseINI): the key up to the first '=' less the
// spaces before it, the value less the whitespace before it (and after
// it, which FSF's readers of numbers, letters, squares, FENs and Betza
// strings skip); a comment only
// from a '#' or ';' in the first column (an indented one FSF ignores
// too); a key set twice in a section takes the last value, and one with
// no value is not set (both warned of). Where FSF ignores a line that
// looks like a setting (an indented key, a tab before '=', no '=', no
// key, a line before the first header), or reads a bool or a rule with
// a space after it as false or none, or reads a header without its ']'
// on across lines, the import refuses it at its line and column.
//
// Import resolves a section's inheritance (within the file, where FSF
// loads a section only after its parent and only the first section of a
// name, or from FSF's built-in variants as their variant.cpp settings: defaults.go,
// builtins.go; promotedPieceType and promotionLimit add to the parent's
// pair by pair, as FSF's parser does) and writes a betzac variant file, naming every setting it could
// not translate (Imported.Untranslated) and those it left out as having
// no effect on the moves (Imported.Ignored). A section also has FSF's
// defaults (src/variant.h) for what it does not set; where they differ
// from betzac's they are carried over or named too (defaults.go): the
// double-step region (*2 and *7: a pawn, or a custom piece's i moves,
// only there, whether it has moved or not: initial-region; its triple-step region
// a region-moves fmnnH, triple.go), the
// promotion region (*8 and *1, whatever the board's size), no promotion
// piece types without a parent section (the pawn may not enter its
// promotion region: promote to "-"), castling with the rook only.
// FSF reads a direction on K or Q as one on each of W and F (R and B):
// its fK is XBetza's fWfF, and is rewritten so (betza.go); Export refuses
// such a term. Its lame leapers are nD, nN, nA and nZ (the Janggi
// elephant, mafsmafW); a lame atom it has no table for (nC) has no move
// and is left out. The startFen is completed as FSF's lenient FEN reader
// reads it (fen.go: a missing side is White, missing or "0" castling and
// e.p. fields none, "+X" the promoted type, unknown characters skipped), as
// betzac's own reader refuses such FENs; its wall squares ('*') are kept
// as betzac's holes (legdefs.Rules.Holes; unlike FSF's walls a hole is no
// hopper's screen), or walls in a section with a walling rule, and pieces of untranslated types in it are named. Import then loads and compiles the file it wrote and sets
// up its start position: if that fails (a 1000x1000 board, a Betza string
// betzac cannot read, no pieces, a start FEN that does not fit), Import
// returns an error naming the setting behind the first problem instead of
// a file.
//
// Letters are kept: betzac's upper-case FEN letters are FSF's lower-case
// piece characters, so moves and promotions read the same on both sides.
package fsf
