package legdefs

// Rules are a variant's variant-wide rules: what Betza cannot say about
// the game as a whole. Each is documented here and nowhere else, with the
// key of a variant file that sets it (variants/README.md has examples).
// The variants package decodes a file's keys into this value, the
// compiler copies it into Program.Rules as it is, and every back end
// implements each field or refuses a Program that sets it. The zero value
// sets none: chess's own rules.
type Rules struct {
	// Castling960 ("castling: chess960"; "standard" is the default)
	// switches on Chess960 (Fischer random) castling, which the O atom
	// cannot express: a virgin royal piece castles with a virgin
	// non-royal piece on its own rank; the royal goes to the g file (c on
	// the queen side) and the partner to the f file (d), counted from the
	// board's edge (files Files-2/Files-3 and 2/3). Every square between
	// the royal and its destination and between the partner and its
	// destination must be empty except for those two pieces, and the
	// squares the royal stands on, passes and lands on may not be attacked.
	// Castling rights come from the FEN (X-FEN or Shredder-FEN). The
	// partners are the types that stand on the start position's corners.
	// When it is set, the VM ignores O-atom castling moves in the table
	// (a chess960 variant may inherit a KisO2 King).
	Castling960 bool
	// Hand holds the rules of drops and holdings (see HandRules).
	Hand HandRules
	// FlyingGeneral ("flying-general: true"): a move is illegal if
	// afterwards the mover's royal piece stands on the same file or rank
	// as an enemy royal piece with no piece between them (Xiangqi's rule
	// that the generals may not face each other; like Fairy-Stockfish,
	// ranks count too).
	FlyingGeneral bool
	// Makpong ("makpong: true"): a royal piece that is in check may move
	// only by capturing the one piece that gives check (Makpong's rule);
	// other pieces may still block or capture.
	Makpong bool
	// Pass ("pass: true"): a side whose royal piece is not attacked may
	// pass, written as the royal piece's move to its own square ("e2e2",
	// as Fairy-Stockfish); two passes in a row end the game (no legal
	// moves). It needs exactly one royal piece per side. With Bikjang, a
	// pass is legal even in check while the royal pieces face each other.
	Pass bool
	// Bikjang ("bikjang: true", Janggi): while the royal pieces face each
	// other on an open file or rank, the side to move may only pass or
	// make a move after which they no longer face each other; the game
	// ends (no legal moves) when two positions in a row have them facing,
	// or after two passes in a row. The position a game starts from
	// counts as the first of two.
	Bikjang bool
	// Gates ("gates: true"): the FEN castling field lists, by file letter
	// (White's upper case, on its first rank; Black's lower case, on its
	// last), the pieces there that have not moved and so may make their
	// initial (i) moves; FEN prints them so ("DEde", Fairy-Stockfish's
	// gates as in Cambodian chess). Every other piece counts as moved.
	Gates bool
	// FENCounting ("fen-counting: true"): a FEN may give a counting limit
	// (a number) instead of the e.p. square, as Fairy-Stockfish writes
	// Makruk-family counting; it is kept and printed back (0 as "-") and
	// changes no move.
	FENCounting bool
	// ChecksToWin ("checks-to-win: N", 1 to 99; 0: checks are not
	// counted): a side that has given this many checks has won, so the
	// game ends (no legal moves). A FEN may give the checks each side
	// still needs as W+B after the e.p. field ("1+1", Fairy-Stockfish's
	// check counting); without it both need ChecksToWin. FEN prints it.
	// With ChecksToWin 3 a FEN may instead end with the checks each side
	// has given, "+W+B" (lichess's three-check form, which
	// Fairy-Stockfish reads too). Kar Ouk: 1; three-check: 3.
	ChecksToWin int
	// MustDrop ("must-drop: true"): a side that has pieces in hand must
	// drop one if it has a legal drop (Fairy-Stockfish's mustDrop,
	// Sittuyin's setup).
	MustDrop bool
	// RoyalDrops ("royal-drops: true"): royal pieces in hand may be
	// dropped too (otherwise they never are); a side's royal piece counts
	// for legality once it is on the board.
	RoyalDrops bool
	// DupleCheck ("duple-check: true", Spartan Chess) relaxes the royal
	// rule for a side that has two or more royal pieces before its move,
	// or one and promotes a piece to a royal type: the move is illegal
	// only if afterwards every one of them (the promoted piece included)
	// can be captured. A side with one royal piece that does not promote
	// to another must leave it uncapturable (Fairy-Stockfish's dupleCheck
	// with extinction pseudo-royals).
	DupleCheck bool
	// RoyalExtinction ("royal-extinction: true", Chu Shogi's and Sho
	// Shogi's King and Crown Prince): a side loses only when it has no
	// royal piece left. A move is illegal if, on the board after it, the
	// mover has exactly one royal piece and an enemy move could capture
	// it, or two or more and a single enemy move (a locust capture takes
	// several) could capture all of them; with none it is legal. Unlike
	// DupleCheck, two royal pieces that can each be taken, but only by
	// separate moves, are safe; the two are not combined. The count is
	// taken after the move, so a promotion to a royal type counts. Enemy
	// moves are pseudo-legal (their own royal safety is ignored, as for
	// check).
	RoyalExtinction bool
	// EPFieldMarked ("ep-field: marked"; "capturable" is the default):
	// the FEN e.p. field lists every e.p. square and the square of the
	// piece that made them (the victim of an e.p. capture), whether or
	// not a capture is possible, rank by rank from a1 (Fairy-Stockfish's
	// form for Betza-defined pawns: Berolina "c5d6", Pawn Sideways
	// "e3e4"); otherwise only the squares a piece of the side to move
	// could capture on.
	EPFieldMarked bool
	// NoEPPromotion ("no-ep-promotion: true"): an e.p. capture never
	// promotes, even where it ends in the capturer's promotion zone; the
	// piece stands there unpromoted (Fairy-Stockfish's EN_PASSANT moves,
	// shinobiplus, where a double step passes Black's third rank).
	NoEPPromotion bool
	// BareKing ("bare-king: ends" or "loses"; "none" is the default) is
	// the bare-king rule, one of the BareKing constants: a side is bare
	// when it has one piece or none (its king), pieces in hand counted.
	// BareKingEnds (Shatar's Robado): the side to move has no moves when
	// either side is bare. BareKingLoses (Shatranj, Courier): it has none
	// when the side that just moved is bare and it is not, or when it is
	// bare itself and the other side has three pieces or more (with two
	// it may still take the last one and bare the other king in return);
	// when both are bare, play goes on. This is Fairy-Stockfish's
	// extinction rule on all pieces (extinctionPieceCount = 1; "loses"
	// adds extinctionOpponentPieceCount = 2 and extinctionClaim), which
	// its legal move generation checks first.
	BareKing string
	// Baring ("baring: BR", piece letters, none of them royal; the
	// Interactive Diagram's baring=) names the pieces that keep a side
	// from being bare: a side with none of them on the board is bare (pieces
	// in hand do not count, as in the Diagram). The game is over when the
	// side that has just moved is bare: a draw if the side to move is bare
	// too, else the side to move has won. A bare side to move therefore
	// plays on for one move, which must bare the other side (a draw) or
	// end its own bareness (a promotion to a listed piece); any other move
	// loses. This is betza.js's ScoreMove on a bare side to move, read per
	// position; a start position whose side not to move is already bare
	// ends at once here, while the Diagram lets the side to move play (its
	// rule judges the bare side's own moves).
	Baring string
	// FlagSquares ("flag-squares: d4-e5", a region as variants/README.md
	// writes them, not mirrored for Black) are goal squares: a side whose
	// flag piece (FlagPieces) stands on one of its goal squares after its
	// move has won, so the other side has no moves (Fairy-Stockfish's
	// flagPiece and flagRegion: King of the Hill's centre). They are
	// White's, and Black's too unless FlagSquaresBlack is set.
	FlagSquares []Square
	// FlagSquaresBlack ("flag-squares-black: a1-h1", a region) are Black's
	// goal squares when they differ from White's (Breakthrough).
	FlagSquaresBlack []Square
	// FlagPieces ("flag-pieces: N", piece letters, promoted forms "+X"
	// and "X~" too; absent: the royal pieces) are the types that win on a
	// goal square (Fairy-Stockfish's flagPiece: Jeson Mor's knights;
	// Backrank's K with the +X forms that move as a K).
	FlagPieces string
	// FlagMove ("flag-move: true") changes FlagSquares: the other side
	// still moves once after a flag piece reaches a goal square, and the
	// game ends after that move if the piece is still there. When the flag
	// pieces are royal (Racing Kings) only Black gets this move, and only
	// if, not in check, it has a legal move of a flag piece to one of its
	// goal squares (it may then make any legal move); White's reaching one
	// after Black did ends the game at once (Fairy-Stockfish's flagMove).
	FlagMove bool
	// FlagSafe ("flag-safe: true", Dobutsu's try): a side's flag pieces
	// on goal squares count only while no enemy piece attacks them, when
	// they are exactly FlagCount; and the side to move wins too when its
	// flag pieces stand safe there (Fairy-Stockfish's flagPieceSafe). With
	// FlagMove (Alapo), a side that reaches its goal with pieces that
	// stand safe wins at once; with an attacked one, the other side moves
	// once, and the game ends after that move if the side is still there,
	// safe or not.
	FlagSafe bool
	// FlagCount ("flag-count: 3"; absent or 0: 1) is how many flag pieces
	// a side needs on its goal squares at once (Fairy-Stockfish's
	// flagPieceCount: Halma-like races that fill the opposite corner).
	FlagCount int
	// FlagBlocked ("flag-blocked: true") lets a side reach its goal with
	// fewer than FlagCount flag pieces there, at least one, when no goal
	// square of its is empty (Fairy-Stockfish's flagPieceBlockedWin: Kono,
	// where the enemy may sit on the goal squares).
	FlagBlocked bool
	// FlagSide ("flag-side: white" or "black"; "both" is the default) is
	// the only side that has goal squares: the other side's flag pieces
	// never win there (Fairy-Stockfish's flagRegion given for one colour).
	FlagSide string
	// NoChecks ("no-checks: true", Racing Kings): a move that attacks an
	// enemy royal piece (gives check) is illegal (Fairy-Stockfish's
	// checking = false).
	NoChecks bool
	// Extinction ("extinction: KQRBNP", piece letters, or "*" for all the
	// pieces of a side together) ends the game when a side has
	// ExtinctionCount or fewer pieces of one of these types, board and
	// hand counted: the side to move then has no moves (Fairy-Stockfish's
	// extinctionPieceTypes, ALL_PIECES for "*"; Extinction Chess, Kinglet,
	// Three Kings, Horde). The pieces are not royal: they are captured
	// like any other.
	Extinction string
	// ExtinctionCount ("extinction-count: N", 1 to 99; 0 when absent): see
	// Extinction (Fairy-Stockfish's extinctionPieceCount; Three Kings: 2).
	ExtinctionCount int
	// MustCapture ("must-capture: true"): a side that has a legal capture
	// must capture, so its legal moves are then only its captures (an
	// e.p. capture counts; castling does not). Check still applies where
	// there are royal pieces: the capture must be legal (Fairy-Stockfish's
	// mustCapture; Antichess, Giveaway and Codrus, whose kings are not
	// royal, and Losers, whose are).
	MustCapture bool
	// PassOnStalemate ("pass-on-stalemate: true"): a side that has no
	// legal move, is not in check and has a piece on the board passes
	// instead (Fairy-Stockfish's passOnStalemate: Anders' Giveaway and
	// Antichess). The pass is written as a move to its own square of the
	// side's first royal piece, or, with none, of its first piece, in the
	// order a1, b1, ..., a2, ... ("a2a2", as Fairy-Stockfish's lowest
	// square). It keeps every piece's initial moves, and two passes in a
	// row end the game (no legal moves), as under Pass.
	PassOnStalemate bool
	// Holes (no key: the '*' squares of the variant's start FEN) are
	// squares inside the board's rectangle that are not on the board
	// (Fairy-Stockfish's '*' wall squares: Gustav III, Omicron, Troitzky).
	// Nothing stands on, lands on or slides through a hole: a slide and
	// a hopper's path end there as at the board's edge, while a leap (a
	// knight, a camel) passes over it; a lame leg's or a jumping (j)
	// leg's squares passed count it as occupied. A FEN writes every
	// hole, and only a hole, as '*'. The edge a castling leg looks for
	// its partner at (the O atom) is the last square before a hole or the
	// board's edge. Unlike Fairy-Stockfish's walls, a hole is no screen
	// for a hopper (no built-in with holes has one).
	Holes []Square
	// Petrify ("petrify: QRBN", piece letters, none of them royal): a
	// piece of these types that captures turns into a wall on the square
	// it captured on (Fairy-Stockfish's petrifyOnCaptureTypes, Petrified
	// chess): from then on that square is a hole (see Holes), which a FEN
	// writes '*' wherever it stands. Walls may stand anywhere in a FEN.
	Petrify string
	// Blast ("blast: true", Atomic chess; Fairy-Stockfish's
	// blastOnCapture): a move that captures also removes the capturing
	// piece and every piece, of either side, on the eight squares around
	// its destination, except the types of BlastSpared there and of
	// BlastImmune anywhere. With it a royal piece is Fairy-Stockfish's
	// pseudo-royal (extinctionPseudoRoyal), and only while its side has
	// no other royal piece: a move is illegal if its blast removes it,
	// legal if its blast removes the enemy's lone royal piece, and else
	// illegal if afterwards the royal piece can be captured, unless it
	// touches the enemy's lone royal piece (whose capture of it would
	// blast itself); castling may not start on or pass an attacked square,
	// with the same exception. A side with several royal pieces may leave
	// them capturable. Losing the royal piece ends the game only by
	// Extinction. With CapturesToHand every piece a blast removes, the
	// capturing piece too, goes to the hand of the side it does not
	// belong to, as its hand type (Fairy-Stockfish's atomiczh). With
	// Petrify a capturing piece of those types is not removed but turns
	// into the wall, and the royal test of the move sees its square empty
	// (as Fairy-Stockfish's legal(); nuclear chess). Not with
	// duple-check, royal-extinction, flying-general, makpong, bikjang or
	// pass.
	Blast bool
	// BlastSpared ("blast-spared: P", piece letters): the types a blast
	// does not remove from the squares around its centre; a capturing
	// piece of such a type is removed all the same (Fairy-Stockfish's
	// pawns).
	BlastSpared string
	// BlastImmune ("blast-immune: K", piece letters): the types a blast
	// never removes, the capturing piece included (Fairy-Stockfish's
	// blastImmuneTypes: Atomar's kings).
	BlastImmune string
	// MutuallyImmune ("mutually-immune: K", piece letters): a piece of
	// one of these types may not capture a piece of its own type on its
	// destination (Fairy-Stockfish's mutuallyImmuneTypes: Atomar's kings).
	// Only the move is barred: it still counts as an attack.
	MutuallyImmune string
	// Iron ("iron: L", piece letters, none of them royal): pieces of these
	// types cannot be captured by the other side; a move that would take
	// one, on any leg (a locust or e.p. victim too), is illegal. A side may
	// still take its own iron piece (a d leg), and an iron piece still
	// attacks and gives check (the Interactive Diagram's iron=: ScoreMove
	// in betza.js scores a move whose enemy victims include one as
	// illegal). A locust move that would take an iron piece and then a
	// royal one still attacks the royal piece here; the Diagram's
	// ScoreMove sees no attack (import id refuses iron= beside a locust).
	// Not with blast.
	Iron string
	// CounterStrike ("counter-strike: N+O", piece letters, promoted forms
	// "+X" too, none royal; Chu Shogi's Lion rule): after a move in which
	// a piece not of these types (its type before it promotes) captures an
	// enemy piece of these types, on its destination or on the way (the
	// destination's square counts if both), the other side may not, with
	// its next move, capture a piece of these types, on any step, with a
	// piece not of these types, except on that square (the recapture); a
	// piece of these types captures as usual. The square, or none, is part
	// of the position: a FEN writes it in the e.p. field ("f7" or "-"; it
	// may be empty), so a variant with the rule has no e.p. moves.
	// This is shogiops's rule (src/variant/chushogi.ts moveDests with
	// lastLionCapture, which its Chu Shogi SFEN writes as the third field,
	// the square's USI name or "-"), which scalashogi records only for a
	// capture on the destination by a piece that is not a Lion. The
	// Interactive Diagram's counterStrike= is not this rule: it also bars
	// a Lion from taking the Lion (betza.js ScoreMove). Not with pass,
	// pass-on-stalemate or walling. "counter-strike: \"\"" switches off
	// an inherited rule.
	CounterStrike string
	// ProtectedLion ("protected-lion: PI", piece letters, with
	// counter-strike; Chu Shogi's protected-Lion rule as shogiops has it,
	// chushogi.ts moveDests and secondLionStepDests): a piece of the
	// counter-strike types may not take an enemy one on its destination
	// if, after the move, the other side could capture on that square (the
	// Lion was protected), when the destination is not next to its origin
	// and the move took nothing before it or only pieces of these types
	// (Chu Shogi's Pawn and Go-Between). A Lion next to the origin may
	// always be taken, also after a Pawn (shogiops's secondLionStepDests,
	// HaChu's Search: both test the distance first).
	ProtectedLion string
	// Walling ("walling: past", "static", "arrow" or "duck"; "none" is
	// the default), one of the Walling constants: after each move the
	// mover puts a wall on one empty square, a second part of the same
	// move (Fairy-Stockfish's wallingRule). A wall is an obstacle that no
	// piece stops on, captures or hops over, and that blocks a lame leap
	// (the pawn's double step). WallingPast: on the square the piece left (Snailtrail, Joust). WallingStatic: on
	// any empty square (Isolation). WallingArrow: on a square the moved
	// piece could move to from its destination, along its non-capturing
	// moves, on the board after the move (Amazons). WallingDuck: the wall
	// is the duck, which moves to any empty square but its own, so the
	// board holds at most one (Duck chess). The squares must be in
	// WallingRegion when it is set. A FEN writes a wall as "*". Not with
	// royal pieces or drops (Fairy-Stockfish ignores walls for checks),
	// unless with Blast, whose royal test sees the wall where the move
	// puts it (and not the duck where it stood), as Fairy-Stockfish's
	// pseudo-royal test does (atomic duck chess), but not a wall on the
	// square a capturing piece left next to its blast, unless that piece
	// is blast-spared (the test clears the blast's squares); a wall may not go where
	// the blast removes a piece, nor is a wall blown up. Not with Petrify
	// or Gating; in a walling variant every '*' of a FEN
	// is a wall, and there are no Holes.
	Walling string
	// WallOrMove ("wall-or-move: true", with Walling; Fairy-Stockfish's
	// wallOrMove, Atlantis): a move puts no wall; instead a side not in
	// check may put one and move nothing, a move written as the wall's
	// part of the null move of its first piece (the lowest square, a1 b1 …
	// a2 …: "a1a1,a1a4"), which changes no virginity; the royal test is
	// made before the wall is put (Fairy-Stockfish's legal()). With it
	// the walls may be with royal pieces. WallingEdge: a wall goes on an
	// empty square of the board's edge ranks and files, or next to a wall
	// (a file or rank apart).
	WallOrMove bool
	// WallingRegion ("walling-region: a1-b8 c2-c8", a region as
	// variants/README.md writes them, the same for both sides) is where
	// walls may be put; absent: anywhere (Fairy-Stockfish's wallingRegion).
	WallingRegion []Square
	// Gating ("gating: true", S-chess, Fairy-Stockfish's seirawanGating):
	// a move of an unmoved piece from its side's first rank may put a
	// piece from the mover's hand on the square it leaves, as part of the
	// move ("b1c3h"); castling may gate on the royal's or the partner's
	// square ("e1g1h", "h1e1h"), when castling leaves it empty. The piece
	// must be one the side may drop there (PieceType.Drop); drops,
	// promotions and e.p. captures never gate. A gated move is legal iff
	// the move without the gate is: as in Fairy-Stockfish, the gated
	// piece never shields the royal piece. The FEN castling field names
	// the unmoved first-rank pieces, KQkq as castling rights and file
	// letters for the others ("KQBCDFGkqbcdfg"); a piece on a side's first
	// rank it does not name has moved (so has a gated or dropped one).
	// FEN prints the file letters only while the side has pieces in hand
	// or captures go to hand, as Fairy-Stockfish does.
	Gating bool
	// OppositeColourDrops ("opposite-colour-drops: B", piece letters;
	// Fairy-Stockfish's dropOppositeColoredBishop, Placement Chess): a
	// side's pieces of these types (on the board and in hand together)
	// must be able to end up half on light and half on dark squares. A
	// drop of one of them is illegal if its colour of square would then
	// hold more than half (rounded up) of them; a drop of any other piece
	// is illegal if afterwards the squares of either colour (the type's
	// own pieces there plus the empty squares it may be dropped on) are
	// fewer than half (rounded down) of them. Each type counts alone.
	OppositeColourDrops string
	// CastlingDrops ("castling-drops: R", the partner types' letters;
	// Fairy-Stockfish's castlingDroppedPiece, Placement Chess): dropped
	// pieces get castling rights. A castling royal dropped on its side's
	// first rank on the middle file (e on 8 files, file Files/2) becomes
	// unmoved, with every piece of these types on that rank's corners; a
	// piece of these types dropped on a corner of its first rank becomes
	// unmoved, with the royal, if the castling royal stands on that
	// middle square. They are the O-atom castling partners too, besides
	// those the start position shows.
	CastlingDrops string
	// Connect ("connect: N", 1 to 99; 0 when absent): the game ends when
	// the side that has just moved has N pieces of ConnectPieces next to
	// each other in a row along one of the ConnectLines: the side to move
	// then has no moves (Fairy-Stockfish's connectN, tested before move
	// generation; Tic-tac-toe, Connect Four). Who has won (FSF's
	// connectValue) changes no move and is not a rule here.
	Connect int
	// ConnectSquare ("connect-square: N"): the same when those pieces
	// fill an N by N square (Fairy-Stockfish's connectNxN, Teeko).
	ConnectSquare int
	// ConnectCollinear ("connect-collinear: N"): the same when N of
	// those pieces stand anywhere on one line along one of the
	// ConnectLines, gaps allowed (Fairy-Stockfish's collinearN, the Three
	// Musketeers).
	ConnectCollinear int
	// ConnectLines ("connect-lines: orthogonal", "horizontal", "vertical"
	// or "diagonal"; "all" is the default), one of the ConnectLines
	// constants: the lines Connect and ConnectCollinear count along
	// (Fairy-Stockfish's connectHorizontal, connectVertical and
	// connectDiagonal; "diagonal" is both diagonals).
	ConnectLines string
	// ConnectPieces ("connect-pieces: M", piece letters; absent: every
	// type) are the types the connect rules count (Fairy-Stockfish's
	// connectPieceTypes).
	ConnectPieces string
	// ConnectFrom and ConnectTo ("connect-from: a1-a9", "connect-to:
	// i1-i9", regions as variants/README.md writes them, not mirrored for
	// Black) end the game when the side that has just moved links them:
	// a piece of ConnectPieces in ConnectFrom reaches one in ConnectTo
	// through its own such pieces, one step at a time, each step one
	// square east, north, or (with diagonal lines) northeast or southeast
	// along the ConnectLines: only those senses, as Fairy-Stockfish's
	// connectRegion1/connectRegion2 search spreads (Gale). Both are
	// needed; they are White's, and Black's too unless ConnectFromBlack
	// and ConnectToBlack are set.
	ConnectFrom, ConnectTo []Square
	// ConnectFromBlack and ConnectToBlack ("connect-from-black: a1-i1",
	// regions) are Black's when they differ from White's.
	ConnectFromBlack, ConnectToBlack []Square
	// CastlingPartners ("castling-partners: R", piece letters, not
	// royal; Fairy-Stockfish's castlingRookPieces): the types an O-atom
	// castling royal castles with, in place of those the start position
	// shows on the edges. The partner need not stand on the edge: a K or
	// Q right names the outermost piece of these types on the royal's
	// rank on that side, and the castling royal castles with it while both
	// are unmoved, if every square between the outermost and innermost of
	// the royal's and the partner's origins and destinations is empty but
	// theirs.
	CastlingPartners string
	// OppositeCastling ("opposite-castling: true"; Fairy-Stockfish's
	// oppositeCastling): a castling takes away the opponent's castling
	// right on the same side (towards the last file or towards file a),
	// so the two sides castle on opposite sides.
	OppositeCastling bool
	// CastlingWins ("castling-wins: q", letters of K Q k q;
	// Fairy-Stockfish's castlingWins): a side with one of these castling
	// rights wins by castling on that side and loses once it has lost the
	// right otherwise (its royal or partner moved or taken). Either way
	// the game is over: the side to move has no moves.
	CastlingWins string
	// The rules below end a game without changing any move: no perft
	// sees them (Fairy-Stockfish reads them only in is_game_end and
	// is_optional_game_end, src/position.cpp, and in checkmate_value and
	// stalemate_value, src/position.h). The VM applies them in
	// Position.Result and Game.Result (result.go, game.go); ResultOnly
	// names them for the back ends (resultonly.go).
	//
	// StalemateValue ("stalemate-value: draw", "loss" or "win"; draw is
	// the default, the zero value) is what a side without a legal move
	// that is not in check gets (Fairy-Stockfish's stalemateValue:
	// Xiangqi's and shogi's loss, Giveaway's win).
	StalemateValue string
	// CheckmateValue ("checkmate-value: loss" or "win"; loss is the
	// default, the zero value) is what a checkmated side gets
	// (Fairy-Stockfish's checkmateValue: Misère's and Losers' win).
	CheckmateValue string
	// ExtinctionValue ("extinction-value: loss", "win" or "draw"; loss is
	// the default, the zero value) is what a side gets whose pieces are
	// extinct under Extinction (Fairy-Stockfish's extinctionValue:
	// Giveaway's and Losers' win).
	ExtinctionValue string
	// NMoveRule ("n-move-rule: N", 1 to 999; absent: 50, the zero value;
	// "n-move-rule: 0" switches it off, stored as NMoveRuleOff) is the
	// n-move rule: the game is drawn once the half-move clock (which a
	// capture or a move of a piece with a clock resets, PieceType.Clock)
	// reaches 2N, unless the side to move is checkmated
	// (Fairy-Stockfish's nMoveRule; Shatranj 70, shogi none).
	NMoveRule int
	// NFoldRule ("n-fold-rule: N"; absent: 3, the zero value;
	// "n-fold-rule: 0" switches it off, stored as NFoldRuleOff; 1 to 99 otherwise) ends the
	// game when a position (board, hands, side to move, castling and e.p.
	// rights) stands for the Nth time, counted back to the last capture
	// or clock move, or with captures to hand to the game's start
	// (Fairy-Stockfish's nFoldRule; shogi's sennichite 4).
	NFoldRule int
	// NFoldValue ("n-fold-value: draw", "loss" or "win"; draw is the
	// default, the zero value) is what the side to move gets on that
	// repetition (Fairy-Stockfish's nFoldValue).
	NFoldValue string
	// NFoldValueAbsolute ("n-fold-value-absolute: true") makes NFoldValue
	// White's: Black gets the opposite (Fairy-Stockfish's
	// nFoldValueAbsolute: in Minishogi, the first player loses).
	NFoldValueAbsolute bool
	// PerpetualCheckIllegal ("perpetual-check-illegal: true"): on that
	// repetition a side that gave check with every one of its moves
	// since the repeated position's previous occurrence loses, and if
	// both did, it is a draw (Fairy-Stockfish's perpetualCheckIllegal:
	// shogi's and Xiangqi's perpetual check).
	PerpetualCheckIllegal bool
	// ChasingRule ("chasing-rule: axf"; "none" is the default, the zero
	// value), one of the Chasing constants, is Xiangqi's chasing rule as
	// Fairy-Stockfish's chasingRule axf decides it (its Position::chased
	// and is_optional_game_end): on an n-fold repetition where no side
	// checked perpetually, a side whose every move since the repeated
	// position's previous occurrence chased a piece (attacked a rook with
	// a horse or cannon, a rook, cannon or horse with an elephant or
	// advisor, or an unprotected piece, not the general nor a soldier on
	// its own side of the river, nor the same kind of piece back, that
	// piece still chased after every move) loses, both sides: a draw; and
	// each check beyond ten of a side since the last capture adds a move
	// to the n-move rule. The pieces are told by their Betza: R, mafsW,
	// mRcpR, mafF, F, the royal W and the soldier fW (or fsW). Changes no
	// move.
	ChasingRule string
	// Counting ("counting: makruk", "cambodian" or "asean"; "none" is
	// the default), one of the Counting constants, is the Makruk family's
	// counting rule (Fairy-Stockfish's countingRule): once a side may
	// count, the game is drawn when the count passes its limit. The
	// pieces are told by their Betza: pawns fmWfcF, rooks R, khons FfW,
	// knights N. A side c may count (its limit, in moves; 0: it may not):
	// makruk: not while a pawn is on the board or the other side has only
	// its king; 64 if c has more than its king (the board's honour), else
	// by the other side's pieces: 8 with two rooks, 16 with one, 22 with
	// two khons, 32 with two knights, 44 with one khon, else 64.
	// cambodian: not if c has more than three pieces or the other side
	// only its king; 63 if c has more than its king; not while a pawn is
	// on the board; else 7, 15, 21, 31, 43, 63 as makruk's. asean: only c
	// with a bare king and no pawn on the board: 16 against a rook, 44
	// against a khon, 64 against a knight. After each move, counting
	// starts (limit twice the count in plies) for the side to move if no
	// count runs, or it has been bared by a capture or promotion: at 0 if
	// it has more than its king (or asean), else at twice the number of
	// pieces on the board; and, but in asean, for the side that moved if
	// its bare king took the last pawn, at one less. The count goes up by
	// one each ply; the game is drawn when it is past the limit and the
	// side to move is not mated. With fen-counting a FEN's limit and
	// half-move clock start the count. Changes no move.
	Counting string
	// MaterialCounting ("material-counting: janggi", "unweighted",
	// "white-draw-odds" or "black-draw-odds"; "none" is the default), one
	// of the MaterialCounting constants, decides the games that would be
	// drawn by stalemate (with a draw value), the n-move rule, repetition
	// or, in Janggi, two passes or bikjang (Fairy-Stockfish's
	// materialCounting): janggi: White (Blue) wins if its points exceed
	// Black's by more than 0.5 (by Betza: R 13, pR 7, mafsW 5, mafsmafW
	// 3, W 3, fsW 2), else Black wins; unweighted: the side with more
	// pieces on the board wins, a draw if equal; white-draw-odds and
	// black-draw-odds: that side wins (Armageddon: Black). Counting's draw
	// and insufficient material stay draws; with it, any piece a side has
	// may mate (ffish 0.7.10's insufficient material). Changes no move.
	MaterialCounting string
	// ShatarMate ("shatar-mate: true", Fairy-Stockfish's shatarMateRule):
	// a checkmate given by knights (N) alone wins for the mated side, and
	// any other is a win only if some check of the mating side's series
	// of checks that led to it came from a knight, rook (R) or bers (RF),
	// a shak; else it is a draw (niol). Changes no move.
	ShatarMate bool
	// MoveRepetitionIllegal ("move-repetition-illegal: true", Janggi's
	// modern rule, Fairy-Stockfish's moveRepetitionIllegal): a side that,
	// neither it nor its opponent in check, moves a piece that can reach
	// the enemy general's palace back and forth (or passes and then does),
	// so that its moves repeat three times over, loses once the position
	// repeats, as FSF's is_optional_game_end finds it. Changes no move.
	MoveRepetitionIllegal bool
}
