// Package vmtest holds what the tests of the vm, refgen, perft and rcx
// packages share: small Programs built by hand from legdefs tables (Build,
// Chess; the tables are the Interactive Diagram's, see
// compiler/testdata/id-legdefs.tsv) or from Betza strings (BuildBetza),
// variants loaded by name (Program), and expected moves that come from
// outside betzac: the Interactive Diagram's move lists (IDCases) and relay
// positions worked out by hand (RelayCases).
package vmtest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// Legdefs tables (White's view) of the FIDE pieces, as the Interactive
// Diagram compiles them.
const (
	Pawn   = "1 1 0 2 17601 1 1 0 1 1025 1 1 1 1 1030 1 1 -1 1 1030 0" // ifmnDfmWfceF
	Knight = "1 1 1 2 1027 1 1 2 1 1027 1 1 2 -1 1027 1 1 1 -2 1027 1 1 -1 -2 1027 1 1 -2 -1 1027 1 1 -2 1 1027 1 1 -1 2 1027 0"
	Bishop = "1 0 1 1 1027 1 0 1 -1 1027 1 0 -1 -1 1027 1 0 -1 1 1027 0"
	Rook   = "1 0 0 1 1027 1 0 1 0 1027 1 0 0 -1 1027 1 0 -1 0 1027 0"
	Queen  = "1 0 0 1 1027 1 0 1 1 1027 1 0 1 0 1027 1 0 1 -1 1027 1 0 0 -1 1027 1 0 -1 -1 1027 1 0 -1 0 1027 1 0 -1 1 1027 0"
	King   = "1 1 0 1 1027 1 1 1 1 1027 1 1 1 0 1027 1 1 1 -1 1027 1 1 0 -1 1027 1 1 -1 -1 1027 1 1 -1 0 1027 1 1 -1 1 1027 0"
	// KingO2 is KisO2: a King with O2 castling.
	KingO2 = "1 1 0 1 1027 1 1 1 1 1027 1 1 1 0 1027 1 1 1 -1 1027 1 1 0 -1 1027 1 1 -1 -1 1027 1 1 -1 0 1027 1 1 -1 1 1027 2 0 1 0 72 1 2 0 1033 2 0 -1 0 72 1 -2 0 1033 0"
)

// Piece describes one piece type for Build. Build gives each piece
// itself in hand, no promoted form and the compiler's default clock rule
// (compiler.DefaultClock), as BuildBetza does.
type Piece struct {
	Letter, Name, Betza, Legdefs string
	Royal                        bool
	Promote                      *legdefs.Promotion
}

// Build assembles a Program from pieces given as legdefs strings.
func Build(name string, files, ranks int, start string, pieces []Piece) (*legdefs.Program, error) {
	p := &legdefs.Program{Name: name, Files: files, Ranks: ranks, Start: start}
	for _, pc := range pieces {
		var table legdefs.Table
		for _, f := range strings.Fields(pc.Legdefs) {
			n, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("vmtest: piece %s: %v", pc.Letter, err)
			}
			table = append(table, int32(n))
		}
		addPiece(p, legdefs.PieceType{Letter: pc.Letter, Name: pc.Name, Betza: pc.Betza, Royal: pc.Royal, Promote: pc.Promote}, table)
	}
	return p, nil
}

// addPiece appends a piece type and its table to p, setting the fields
// Piece's comment names.
func addPiece(p *legdefs.Program, pt legdefs.PieceType, table legdefs.Table) {
	pt.Offset, pt.Hand, pt.Promoted = len(p.Table), len(p.Pieces), -1
	pt.Clock = compiler.DefaultClock(pt.Letter)
	p.Table = append(p.Table, table...)
	p.Pieces = append(p.Pieces, pt)
}

// ChessStart is the FIDE start position.
const ChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ChessPerftFENs returns chessprogramming.org's perft positions 2 to 5
// (Kiwipete first), rich in castling, e.p. and promotions: a new slice
// each call, for the caller to extend.
func ChessPerftFENs() []string {
	return []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	}
}

// BaringYAML is a 5x5 variant with the baring rule (legdefs.Rules.Baring):
// only rooks and knights keep a side from being bare; pawns do not. The
// VM's, refgen's and idiagram's baring tests share it.
const BaringYAML = `
name: baringtest
board: 5x5
baring: RN
pieces:
  - {letter: P, betza: fW}
  - {letter: R, betza: R}
  - {letter: N, betza: N}
  - {letter: K, betza: K, royal: true}
start: 1r1nk/5/5/5/RN2K w - - 0 1
`

// Chess returns a hand-built FIDE chess Program.
func Chess() *legdefs.Program { return chess("chess", KingO2, false) }

// Chess960 returns a hand-built Chess960 Program (King without O castling,
// Castling960 set).
func Chess960() *legdefs.Program { return chess("chess960", King, true) }

func chess(name, king string, c960 bool) *legdefs.Program {
	p, err := Build(name, 8, 8, ChessStart, []Piece{
		{Letter: "P", Name: "Pawn", Betza: "ifmnDfmWfceF", Legdefs: Pawn, Promote: &legdefs.Promotion{Zone: 1, To: []int{4, 3, 2, 1}}}, // Q R B N
		{Letter: "N", Name: "Knight", Betza: "N", Legdefs: Knight},
		{Letter: "B", Name: "Bishop", Betza: "B", Legdefs: Bishop},
		{Letter: "R", Name: "Rook", Betza: "R", Legdefs: Rook},
		{Letter: "Q", Name: "Queen", Betza: "Q", Legdefs: Queen},
		{Letter: "K", Name: "King", Betza: map[bool]string{false: "KisO2", true: "K"}[c960], Legdefs: king, Royal: true},
	})
	if err != nil {
		panic(err) // the tables above are constants
	}
	p.Castling960 = c960
	return p
}

// BetzaPiece is a piece for BuildBetza: its Betza string is compiled with
// compiler.CompileBetza ("" = a blocker that never moves).
type BetzaPiece struct {
	Letter, Betza string
	Royal         bool
	Promote       *legdefs.Promotion
}

// BuildBetza assembles a Program whose pieces are compiled from Betza
// strings by the compiler.
func BuildBetza(name string, files, ranks int, start string, pieces []BetzaPiece) (*legdefs.Program, error) {
	p := &legdefs.Program{Name: name, Files: files, Ranks: ranks, Start: start}
	for _, pc := range pieces {
		table := legdefs.Table{0} // a blocker: no moves
		if pc.Betza != "" {
			var err error
			if table, err = compiler.CompileBetza(pc.Betza, files, ranks); err != nil {
				return nil, fmt.Errorf("vmtest: piece %s: %w", pc.Letter, err)
			}
		}
		addPiece(p, legdefs.PieceType{Letter: pc.Letter, Betza: pc.Betza, Royal: pc.Royal, Promote: pc.Promote}, table)
	}
	return p, nil
}
