package diagram_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/diagram"
	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// fenOf writes a FEN of prog's board with White to move, its holes, and
// the pieces of grid (square index file + rank*files → letter).
func fenOf(prog *legdefs.Program, grid map[int]string) string {
	holes := map[int]bool{}
	for _, h := range prog.Holes {
		holes[h.File+h.Rank*prog.Files] = true
	}
	return fenboard.Placement(prog.Files, prog.Ranks, func(f, r int) string {
		if holes[f+r*prog.Files] {
			return "*"
		}
		return grid[f+r*prog.Files]
	}) + " w - - 0 1"
}

// ends returns the squares the piece on at moves to in pos, split into
// moves to empty squares and captures (file + rank*files).
func ends(pos *vm.Position, at diagram.Square) (moves, captures map[int]bool) {
	moves, captures = map[int]bool{}, map[int]bool{}
	from := pos.Square(at.File, at.Rank)
	for _, m := range pos.LegalMoves() {
		if int(m.From) != from || m.To == m.From || m.Kind&vm.KindDrop != 0 {
			continue
		}
		f, r := pos.FileRank(int(m.To))
		if pos.Piece(int(m.To)) == "" {
			moves[f+r*pos.Files()] = true
		} else {
			captures[f+r*pos.Files()] = true
		}
	}
	return moves, captures
}

// For every piece of every built-in variant on its default square, the
// diagram's moves and captures are the VM's: the moves of the piece
// alone on the board, and for each other square T the captures with a
// real enemy piece (of the variant, not the diagram's dummy) on T. The
// positions are set up here, apart from the diagram's probes. The piece is
// virgin here only where the start position has it; then the diagram's
// initial-only marks are left out. The rules that end the game or add
// moves (bare king, baring, passing, check counting, bikjang, must-drop, Sittuyin
// promotion, goal squares, extinction, no-checks) are off, as in the diagram: a lone piece is bare, and they
// say nothing about where a piece goes; so are walls. Holes stay: the
// piece moves on the board.
func TestAgreesWithVM(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		prog := load(t, name)
		cp := *prog
		cp.BareKing, cp.Baring, cp.ChecksToWin = legdefs.BareKingNone, "", 0
		cp.Pass, cp.Bikjang, cp.MustDrop, cp.MustCapture = false, false, false, false
		cp.FlagSquares, cp.FlagSquaresBlack, cp.Extinction, cp.NoChecks = nil, nil, "", false
		cp.Petrify, cp.Iron = "", "" // iron: the victim's rule, not where the piece goes
		cp.Pieces = append([]legdefs.PieceType(nil), prog.Pieces...)
		for i := range cp.Pieces {
			cp.Pieces[i].Sittuyin = nil
		}
		for typ, pt := range prog.Pieces {
			t.Run(name+"/"+pt.Letter, func(t *testing.T) {
				agree(t, &cp, typ)
			})
		}
	}
}

func agree(t *testing.T, prog *legdefs.Program, typ int) {
	pt := prog.Pieces[typ]
	d, err := diagram.ForPiece(prog, pt.Letter, "", "")
	if err != nil {
		t.Fatal(err)
	}
	at := d.At
	files := prog.Files
	atIdx := at.File + at.Rank*files
	base, err := vm.NewAnyPosition(prog, fenOf(prog, map[int]string{atIdx: pt.Letter}))
	if err != nil {
		t.Fatal(err)
	}
	virgin := base.Virgin(base.Square(at.File, at.Rank))
	moves, _ := ends(base, at)
	enemy := enemyType(prog, typ)
	captures := map[int]bool{}
	for sq := range d.Marks {
		if sq == atIdx || enemy == "" || d.IsHole(sq) {
			continue
		}
		pos, err := base.WithFEN(fenOf(prog, map[int]string{atIdx: pt.Letter, sq: enemy}))
		if err != nil {
			t.Fatal(err)
		}
		if _, c := ends(pos, at); c[sq] {
			captures[sq] = true
		}
	}
	wantMoves, wantCaptures := map[int]bool{}, map[int]bool{}
	for sq, m := range d.Marks {
		if !virgin && m&diagram.Initial != 0 {
			continue
		}
		if m&diagram.Move != 0 {
			wantMoves[sq] = true
		}
		if m&diagram.Capture != 0 && enemy != "" {
			wantCaptures[sq] = true
		}
	}
	if diff := cmp.Diff(moves, wantMoves); diff != "" {
		t.Errorf("moves on an empty board: VM (-) vs diagram (+):\n%s\n%s", diff, d.Text())
	}
	if diff := cmp.Diff(captures, wantCaptures); diff != "" {
		t.Errorf("captures of a lone %s: VM (-) vs diagram (+):\n%s\n%s", enemy, diff, d.Text())
	}
}

// enemyType returns the Black letter of a piece type that is not royal
// and that piece type typ may capture, or "".
func enemyType(prog *legdefs.Program, typ int) string {
	cannot := map[int]bool{}
	for _, k := range prog.Pieces[typ].CannotCapture {
		cannot[k] = true
	}
	for k, pt := range prog.Pieces {
		if !pt.Royal && !cannot[k] {
			return strings.ToLower(pt.Letter)
		}
	}
	return ""
}
