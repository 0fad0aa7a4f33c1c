package fsf

import (
	"strings"
	"testing"
)

// TestImportCastling: castling beyond the king towards a corner rook on
// the first rank counts what Fairy-Stockfish counts. The node counts are
// native Fairy-Stockfish's (c19b5f6c, setoption VariantPath to the ini
// below, go perft).
func TestImportCastling(t *testing.T) {
	const ini = `
# [active] of variants.ini: a queen in the corner, the K right is the h1
# rook's; the king on d1 castles to g1 or c1 (one square)
[active:chess]
maxFile = i
startFen = rnbkqbnrq/ppppppppp/9/9/9/9/PPPPPPPPP/RNBKQBNRQ w KQkq - 0 1

# knights in the corners: the rights are the inner rooks'
[knightcorner:chess]
startFen = nrbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBRN w KQkq - 0 1

# [blackletter]'s castling rank
[rank2:chess]
maxRank = 10
maxFile = 9
castlingRank = 2
startFen = 1nbq1bnb1/r3k3r/ppppppppp/9/9/9/9/PPPPPPPPP/R3K3R/1NBQ1BNB1 w KQkq - 0 1
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8
promotionRegionWhite = *10
promotionRegionBlack = *1

# only Black has a king (maharajah): its castling
[blackonly:chess]
startFen = r3k2r/pppppppp/8/8/8/8/8/R2QK3 w kq - 0 1
king = -
commoner = k
extinctionValue = loss
extinctionPieceTypes = k
extinctionPseudoRoyal = true
castlingKingPiece = k

# [empire]'s and [synochess]'s rule: castling may not pass a square
# facing the enemy king
[flying:chess]
flyingGeneral = true

# [opposite-castling] of variants.ini: a castling takes away the
# opponent's right on the same side
[opposite-castling:chess]
oppositeCastling = true

# [castle] of variants.ini: Black wins by castling queenside and loses
# once it cannot (castlingWins = q)
[castle:chess]
castlingWins = q

# [screen] of variants.ini: Placement's setup drops (castlingDroppedPiece,
# dropOppositeColoredBishop) on four ranks, where a king may not be
# dropped on a square a bishop attacks
[screen:placement]
dropNoDoubled = p
startFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1
dropRegionWhite = *1 *2 *3 *4
dropRegionBlack = *8 *7 *6 *5
`
	tests := []struct {
		section, fen string
		depth        int
		nodes        uint64
		yaml         string // a line the YAML must hold
	}{
		{"active", "", 4, 300675, `betza: "KirO3ilO1"`},
		{"active", "r2k3rq/ppppppppp/9/9/9/9/PPPPPPPPP/R2K3RQ w KQkq - 0 1", 3, 19765, "castling-partners: R"},
		{"active", "r2k3rq/p1ppppp1p/9/1q5b1/9/9/P1PPPPP1P/R2K3RQ w KQkq - 0 1", 3, 51855, ""},
		{"active", "r2k3rr/p1ppppp1p/9/1q5b1/9/9/P1PPPPP1P/RR1K3RQ w Kq - 0 1", 3, 53043, ""},
		{"screen", "", 2, 33268, "castling-drops: R"},
		{"screen", "8/8/8/8/8/8/8/B7[KQRRBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1", 1, 180, "opposite-colour-drops: B"},
		{"screen", "4k3/8/8/8/8/8/8/R6R[Kbb] w - - 0 1", 3, 24035, ""},
		{"flying", "r3k2r/8/8/8/8/8/8/5K2 b kq - 0 1", 3, 1797, "flying-general: true"},
		{"flying", "r3k2r/8/8/8/8/8/8/3K4 b kq - 0 1", 3, 1810, ""},
		{"flying", "r3k2r/p2p3p/8/8/4n3/8/P2P3P/R3K2R w KQkq - 0 1", 3, 5006, ""},
		{"opposite-castling", "", 4, 197281, "opposite-castling: true"},
		{"opposite-castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 314279, ""}, // chess: 314346
		{"opposite-castling", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", 4, 366289, ""},
		{"castle", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 3, 4581, `castling-wins: "q"`},
		{"castle", "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", 3, 0, ""}, // over: Black has no q right
		{"castle", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", 3, 10950, ""},
		{"knightcorner", "", 4, 136992, "castling-partners: R"},
		{"knightcorner", "nrbqk1rn/pppppppp/8/8/8/8/PPPPPPPP/NR2K1RN w KQkq - 0 1", 3, 12942, ""},
		{"rank2", "", 3, 59240, `betza: "KisO2"`},
		{"blackonly", "", 3, 20462, `betza: "KisO2"`},
		{"blackonly", "r3k2r/pppppppp/8/8/8/8/8/R2QK3 b kq - 0 1", 3, 15486, ""},
		{"knightcorner", "nr2k1rn/pppppppp/8/8/8/8/PPPPPPPP/NR2K1RN w KQkq - 0 1", 3, 15406, ""},
	}
	for _, tt := range tests {
		t.Run(tt.section, func(t *testing.T) {
			imp, p := importProgram(t, ini, tt.section)
			if !strings.Contains(imp.YAML, tt.yaml) {
				t.Errorf("the YAML lacks %s:\n%s", tt.yaml, imp.YAML)
			}
			wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
		})
	}
}

// TestImportPromoteNothing: [maharajah]'s pawn has nothing to promote to
// (no parent section, so promotionPieceTypes is empty): it may not enter
// its last rank but still attacks it, so the amazon may not stand on c1
// beside a pawn on b2. Native Fairy-Stockfish (c19b5f6c) on variants.ini.
func TestImportPromoteNothing(t *testing.T) {
	const ini = `
[maharajah]
pawn = p
knight = n
bishop = b
rook = r
queen = q
king = k
amazon = m
pieceToCharTable = PNBRQ.............MKpnbrq.............mk
startFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1
extinctionValue = loss
extinctionPieceTypes = m
extinctionPseudoRoyal = true
`
	tests := []struct {
		fen   string
		depth int
		nodes uint64
	}{
		{"", 4, 197635},
		{"4k3/8/8/8/8/8/1p6/3M4 w - - 0 1", 3, 1909},
		{"4k3/8/8/8/8/8/1p6/3M4 b - - 0 1", 3, 317},
		{"r3k2r/1pp5/8/8/8/8/1p4p1/2M5 w kq - 0 1", 4, 132524},
	}
	_, p := importProgram(t, ini, "maharajah")
	for _, tt := range tests {
		wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
	}
}
