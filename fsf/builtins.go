package fsf

// More of FSF's built-in variants a section may inherit, as variants.ini
// settings on the default template, read from src/variant.cpp (each
// function named after the variant). The settings are FSF's own names,
// so what the import cannot translate is refused naming them; for a
// built-in whose rules have no variants.ini key (Xiangqi's palace, the
// flipping games) a pseudo-setting names what is missing.

// keys is a list of settings written as key, value, key, value...
func keys(pairs ...string) []kv {
	out := make([]kv, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, kv{key: pairs[i], value: pairs[i+1]})
	}
	return out
}

// chessPlus is chess's settings followed by more.
func chessPlus(pairs ...string) []kv {
	return append(append([]kv(nil), chessKeys...), keys(pairs...)...)
}

// piecesChessCommoner are chess's pieces with a commoner (a king that is
// not royal) for the king, which castles (giveaway, extinction, atomic).
var piecesChessCommoner = []string{"pawn", "p", "knight", "n", "bishop", "b", "rook", "r", "queen", "q",
	"commoner", "k", "castlingKingPiece", "k"}

func withCommoner(pairs ...string) []kv {
	return keys(append(append([]string(nil), piecesChessCommoner...), pairs...)...)
}

// minishogiKeys is minishogi_variant_base: shogi's rules on 5x5.
var minishogiKeys = []string{"shogiPawn", "p", "silver", "s", "gold", "g", "bishop", "b", "dragonHorse", "h",
	"rook", "r", "bers", "d", "king", "k", "maxRank", "5", "maxFile", "e", "startFen", "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
	"pieceDrops", "true", "capturesToHand", "true", "promotionRegionWhite", "*5", "promotionRegionBlack", "*1",
	"doubleStep", "false", "castling", "false", "promotedPieceType", "p:g s:g b:h r:d", "dropNoDoubled", "p",
	"immobilityIllegal", "true", "shogiPawnDropMateIllegal", "true", "stalemateValue", "loss",
	"perpetualCheckIllegal", "true"}

func minishogiPlus(pairs ...string) []kv {
	return keys(append(append([]string(nil), minishogiKeys...), pairs...)...)
}

// addBuiltins adds these to builtinKeys's map m.
func addBuiltins(m map[string][]kv) {
	more := map[string][]kv{
		"kingofthehill": chessPlus("flagPiece", "k", "flagRegion", "d4 e4 d5 e5", "flagMove", "false"),
		"racingkings": chessPlus("startFen", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", "flagPiece", "k",
			"flagRegion", "*8", "flagMove", "true", "castling", "false", "checking", "false"),
		"3check": chessPlus("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", "checkCounting", "true"),
		"5check": chessPlus("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1", "checkCounting", "true"),
		"crazyhouse": chessPlus("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
			"pieceDrops", "true", "capturesToHand", "true"),
		"pocketknight": chessPlus("startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
			"pieceDrops", "true", "capturesToHand", "false"),
		"placement": chessPlus("startFen", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1",
			"mustDrop", "true", "pieceDrops", "true", "capturesToHand", "false", "dropRegionWhite", "*1",
			"dropRegionBlack", "*8", "dropOppositeColoredBishop", "true", "castlingDroppedPiece", "true"),
		"capablanca": chessPlus("archbishop", "a", "chancellor", "c", "maxFile", "j", "castlingKingsideFile", "i",
			"castlingQueensideFile", "c", "startFen", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
			"promotionPieceTypes", "acqrbn"),
		"janus": chessPlus("archbishop", "j", "maxFile", "j", "castlingKingsideFile", "i", "castlingQueensideFile", "b",
			"startFen", "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1", "promotionPieceTypes", "jqrbn"),
		"grand": chessPlus("archbishop", "a", "chancellor", "c", "maxRank", "10", "maxFile", "j",
			"startFen", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
			"promotionPieceTypes", "acqrbn", "promotionRegionWhite", "*8 *9 *10", "promotionRegionBlack", "*3 *2 *1",
			"promotionLimit", "a:1 c:1 q:1 r:2 b:2 n:2", "mandatoryPawnPromotion", "false", "immobilityIllegal", "true",
			"doubleStepRegionWhite", "*3", "doubleStepRegionBlack", "*8", "castling", "false"),
		"makruk": keys("pawn", "p", "knight", "n", "rook", "r", "silver", "s", "fers", "m", "king", "k",
			"startFen", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
			"promotionRegionWhite", "*6 *7 *8", "promotionRegionBlack", "*3 *2 *1", "promotionPieceTypes", "m",
			"doubleStep", "false", "castling", "false", "countingRule", "makruk"),
		"breakthrough": keys("breakthrough", "p", "startFen", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1",
			"doubleStep", "false", "castling", "false", "stalemateValue", "loss", "flagPiece", "p",
			"flagRegionWhite", "*8", "flagRegionBlack", "*1"),
		"extinction": withCommoner("promotionPieceTypes", "kqrbn", "extinctionValue", "loss",
			"extinctionPieceTypes", "kqrbnp"),
		"giveaway": withCommoner("promotionPieceTypes", "kqrbn", "stalemateValue", "win", "extinctionValue", "win",
			"extinctionPieceTypes", "*", "mustCapture", "true"),
		"antichess": withCommoner("promotionPieceTypes", "kqrbn", "stalemateValue", "win", "extinctionValue", "win",
			"extinctionPieceTypes", "*", "mustCapture", "true",
			"startFen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "castling", "false"),
		"nocheckatomic": withCommoner("promotionPieceTypes", "nbrq", "extinctionValue", "loss", "extinctionPieceTypes", "k",
			"blastOnCapture", "true"),
		"atomic": withCommoner("promotionPieceTypes", "nbrq", "extinctionValue", "loss", "extinctionPieceTypes", "k",
			"blastOnCapture", "true", "extinctionPseudoRoyal", "true"),
		"minishogi": minishogiPlus(),
		"gorogoro": minishogiPlus("maxRank", "6", "startFen", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1",
			"promotionRegionWhite", "*5 *6", "promotionRegionBlack", "*2 *1"),
		"shogi": minishogiPlus("lance", "l", "shogiKnight", "n", "maxRank", "9", "maxFile", "i",
			"startFen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
			"promotionRegionWhite", "*7 *8 *9", "promotionRegionBlack", "*3 *2 *1", "promotedPieceType", "p:g s:g b:h r:d l:g n:g"),
		// xiangqi and janggi: xiangqi.go
		// Games that are not piece movement.
		// ataxx_variant: chess_variant_base with reset_pieces
		"ataxx": keys("maxRank", "7", "maxFile", "g", "customPiece1", "p:mDmNmA", "startFen", "P5p/7/7/7/7/7/p5P w 0 1",
			"pieceDrops", "true", "doubleStep", "false", "castling", "false", "immobilityIllegal", "false",
			"stalemateValue", "loss", "stalematePieceCount", "true", "passOnStalemate", "true",
			"enclosingDrop", "ataxx", "flipEnclosedPieces", "ataxx", "materialCounting", "unweighted",
			"adjudicateFullBoard", "true", "nMoveRule", "0", "freeDrops", "true"),
		"flipello": keys("flipello", "enclosingDrop = reversi, flipEnclosedPieces = reversi, passOnStalemate"),
		"atomar": withCommoner("promotionPieceTypes", "nbrq", "extinctionValue", "loss", "extinctionPieceTypes", "k",
			"blastOnCapture", "true", "blastImmuneTypes", "k", "mutuallyImmuneTypes", "k"),
		"codrus": withCommoner("promotionPieceTypes", "nbrq", "stalemateValue", "win", "extinctionValue", "win",
			"extinctionPieceTypes", "k", "mustCapture", "true"),
		"losers": chessPlus("checkmateValue", "win", "stalemateValue", "win", "extinctionValue", "win",
			"extinctionPieceTypes", "*", "extinctionPieceCount", "1", "mustCapture", "true"),
		// chess_variant_base with reset_pieces (no promotion types either)
		"snailtrail": keys("maxRank", "7", "maxFile", "g", "customPiece1", "p:mK", "startFen", "6p/7/7/7/7/7/P6 w - - 0 1",
			"stalemateValue", "loss", "wallingRule", "past"),
		"joust": keys("customPiece1", "n:mN", "startFen", "8/8/8/4n3/3N4/8/8/8 w - - 0 1",
			"stalemateValue", "loss", "wallingRule", "past"),
		"amazons": keys("maxRank", "10", "maxFile", "j", "customPiece1", "q:mQ",
			"startFen", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1", "stalemateValue", "loss", "wallingRule", "arrow"),
		"duck": withCommoner("promotionPieceTypes", "nbrq", "extinctionValue", "loss", "extinctionPieceTypes", "k",
			"wallingRule", "duck", "stalemateValue", "win"),
	}
	for name, k := range more {
		m[name] = k
	}
}
