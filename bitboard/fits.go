package bitboard

import (
	"fmt"
	"reflect"

	"github.com/betzac/betzac/legdefs"
)

// The precondition of the back end, written once: Fits and build refuse
// every rule, piece field and leg the model does not implement, naming
// the first.

// implemented are the Rules fields, besides the result-only ones
// (legdefs.ResultOnly), that the back end models: the FEN forms, Chess960
// castling, the bare-king rule and the hand rules. Every other field must
// be zero.
var implemented = map[string]bool{
	"Castling960": true, "EPFieldMarked": true, "FENCounting": true,
	"BareKing": true, // as the VM decides it (vm.BareKingOver)
	"Hand":     true, // checked apart (handFields)
}

// handFields are the HandRules fields the back end implements (drops.go);
// dropFields, the DropRule fields.
var (
	handFields = map[string]bool{"Drops": true, "CapturesToHand": true}
	dropFields = map[string]bool{"Ranks": true, "Never": true}
)

// pieceFields are the PieceType fields the back end reads or that change
// no perft count (names, the clock, Promoted without drop-promoted);
// Promote, Drop and InitialRegion are checked apart. Every other field
// must be zero.
var pieceFields = map[string]bool{
	"Letter": true, "Name": true, "Betza": true, "Offset": true, "Royal": true,
	"Promote": true, "Hand": true, "Promoted": true, "Clock": true,
	"Drop":          true, // checked apart (dropFields)
	"InitialRegion": true, // not on the royal piece (checkProgram) nor a castling partner (NewCounter)
}

// firstSet returns the name of the first field of the struct v that is
// not zero and not in allowed, or "".
func firstSet(v reflect.Value, allowed map[string]bool) string {
	for i := 0; i < v.NumField(); i++ {
		name := v.Type().Field(i).Name
		if !allowed[name] && !v.Field(i).IsZero() {
			return name
		}
	}
	return ""
}

// Fits returns the back end's tables for p, or an error that names the
// first thing of p the back end does not model.
func Fits(p *legdefs.Program) (*Tables, error) {
	return build(p)
}

// checkProgram is the program-wide part of the precondition.
func checkProgram(p *legdefs.Program) error {
	if p.Files < 2 || p.Ranks < 2 || p.Files*p.Ranks > 64 {
		return fmt.Errorf("board %dx%d: more than 64 squares or under 2 files or ranks", p.Files, p.Ranks)
	}
	if f := p.Rules.FirstMoveRule(implemented); f != "" {
		return fmt.Errorf("rule Program.%s", f)
	}
	if f := firstSet(reflect.ValueOf(p.Hand), handFields); f != "" {
		return fmt.Errorf("rule Program.Hand.%s", f)
	}
	if len(p.Pieces) > maxTypes {
		return fmt.Errorf("%d piece types, more than %d", len(p.Pieces), maxTypes)
	}
	royals := 0
	for i := range p.Pieces {
		pt := &p.Pieces[i]
		if f := firstSet(reflect.ValueOf(*pt), pieceFields); f != "" {
			return fmt.Errorf("piece %s: PieceType.%s", pt.Letter, f)
		}
		if pt.Drop != nil {
			if f := firstSet(reflect.ValueOf(*pt.Drop), dropFields); f != "" {
				return fmt.Errorf("piece %s: DropRule.%s", pt.Letter, f)
			}
		}
		if pt.Royal && pt.InitialRegion != nil {
			return fmt.Errorf("piece %s: PieceType.InitialRegion on the royal piece", pt.Letter)
		}
		if pt.Royal {
			royals++
			if pt.Promote != nil {
				return fmt.Errorf("piece %s: PieceType.Royal on a piece that promotes", pt.Letter)
			}
		}
		if err := checkPromotion(p, pt.Promote); err != nil {
			return fmt.Errorf("piece %s: %v", pt.Letter, err)
		}
	}
	if royals != 1 {
		return fmt.Errorf("Program.Pieces: %d royal piece types, not one", royals)
	}
	return nil
}

// checkPromotion refuses a promotion rule other than by zone depth to a
// list of non-royal types, compulsory, on arrival.
func checkPromotion(p *legdefs.Program, pr *legdefs.Promotion) error {
	if pr == nil {
		return nil
	}
	if f := firstSet(reflect.ValueOf(*pr), map[string]bool{"Zone": true, "To": true, "ToBlack": true}); f != "" {
		return fmt.Errorf("PieceType.Promote: Promotion.%s", f)
	}
	if pr.Zone < 1 || len(pr.To) == 0 {
		return fmt.Errorf("PieceType.Promote without a zone or a choice")
	}
	for _, to := range append(append([]int{}, pr.To...), pr.ToBlack...) {
		if to < 0 || to >= len(p.Pieces) || p.Pieces[to].Royal {
			return fmt.Errorf("PieceType.Promote to a royal or unknown type")
		}
	}
	return nil
}

// leapModes and rideModes are the mode bits a single-leg leap and an
// unbounded ride may have (ModeFinal is on every last leg).
const (
	leapModes = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeEP | legdefs.ModeInitial |
		legdefs.ModeLame | legdefs.ModeEPRights | legdefs.ModeFinal
	rideModes = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal
)

// checkLeg refuses a single leg the model does not implement; royal: it
// belongs to the royal type.
func checkLeg(l legdefs.Leg, royal bool) error {
	mode := l.Mode
	mc := mode & (legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeEP)
	switch {
	case mc == 0:
		return fmt.Errorf("a leg that neither moves nor captures (mode %#x)", mode)
	case l.Range == 1:
		if bad := mode &^ leapModes; bad != 0 {
			return fmt.Errorf("leap mode %s", legdefs.ModeName(bad&-bad))
		}
		special := mode & (legdefs.ModeInitial | legdefs.ModeLame | legdefs.ModeEPRights)
		name := legdefs.ModeName(special & -special)
		switch {
		case special != 0 && mc != legdefs.ModeMove:
			return fmt.Errorf("leap mode %s on a leap that captures", name)
		case royal && special != 0:
			return fmt.Errorf("leap mode %s on the royal piece", name)
		case royal && mode&legdefs.ModeEP != 0:
			return fmt.Errorf("leap mode e on the royal piece")
		case mode&legdefs.ModeEPRights != 0 && mode&legdefs.ModeLame == 0:
			return fmt.Errorf("leap mode epRights without lame")
		case mode&legdefs.ModeLame != 0 && !straight(int(l.DX), int(l.DY)):
			return fmt.Errorf("leap mode lame off the orthogonal and diagonal lines")
		}
	case l.Range == 0:
		if bad := mode &^ rideModes; bad != 0 {
			return fmt.Errorf("ride mode %s", legdefs.ModeName(bad&-bad))
		}
		if royal {
			return fmt.Errorf("a riding royal piece")
		}
		if l.DX < -1 || l.DX > 1 || l.DY < -1 || l.DY > 1 {
			return fmt.Errorf("a ride off the orthogonal and diagonal lines")
		}
	default:
		return fmt.Errorf("a leg of range %d", l.Range)
	}
	return nil
}

// straight reports whether (dx, dy) lies on an orthogonal or diagonal
// line.
func straight(dx, dy int) bool {
	return dx == 0 || dy == 0 || dx == dy || dx == -dy
}

// checkCastle refuses a castling move other than the O atom's two legs
// along the royal's rank to the board's edge.
func checkCastle(m legdefs.Move, royal bool) error {
	const leg0 = legdefs.ModeCastle | legdefs.ModeInitial
	if !royal || len(m) != 2 || m[0].Range != 0 || m[0].DY != 0 || m[0].DX*m[0].DX != 1 ||
		m[0].Mode&^legdefs.ModeFinal != leg0 || m[1].Range != 1 || m[1].DY != 0 ||
		m[1].DX*m[0].DX <= 0 || m[1].Mode&^(legdefs.ModeFinal|legdefs.ModeCastle) != legdefs.ModeMove {
		return fmt.Errorf("castling other than the O atom along the rank")
	}
	return nil
}
