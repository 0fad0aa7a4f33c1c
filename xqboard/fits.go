package xqboard

import (
	"fmt"
	"reflect"

	"github.com/betzac/betzac/legdefs"
)

// The precondition, written once: a variant fits if its board has at most
// 128 squares, every rule it sets is in okRules, exactly one piece type
// is royal, every piece field it sets is one this package implements
// (fitsPiece) and every move is in a class of doc.go (classify). A
// position fits if, besides, each side has exactly one royal piece
// (FromPosition); it has nothing in hand, since the VM reads no holdings
// for a variant without the hand rules, which Fits refuses.

// okRules are the legdefs.Rules fields, besides the result-only ones
// (legdefs.ResultOnly: package vm reads them outside move generation),
// that this package implements. Any other field set makes Fits say no.
var okRules = map[string]bool{"FlyingGeneral": true, "Pass": true, "Bikjang": true}

// Fits reports whether prog runs on this back end: nil, or the first
// reason it does not.
func Fits(prog *legdefs.Program) error {
	_, err := For(prog)
	return err
}

func fitsRules(prog *legdefs.Program) error {
	if prog.Files*prog.Ranks > 128 {
		return fmt.Errorf("board %dx%d has more than 128 squares", prog.Files, prog.Ranks)
	}
	if len(prog.Pieces) > maxTypes {
		return fmt.Errorf("%d piece types, more than %d", len(prog.Pieces), maxTypes)
	}
	if name := prog.Rules.FirstMoveRule(okRules); name != "" {
		return fmt.Errorf("rule Program.%s is set", name)
	}
	if prog.FlyingGeneral && (prog.Pass || prog.Bikjang) {
		// Whether royals facing each other stop a pass is not modelled
		// here (the VM's pass asks whether its royal is attacked).
		return fmt.Errorf("rules Program.FlyingGeneral and Program.Pass or Program.Bikjang are set together")
	}
	return nil
}

// pieceFields are the PieceType fields this package reads (Confine and
// RegionMoves among them) or that change no perft count (names, the
// clock, the hand types of a variant without hands). Every other field
// makes Fits say no, naming it: a field added to PieceType is refused
// until this package implements it.
var pieceFields = map[string]bool{
	"Letter": true, "Name": true, "Betza": true, "Offset": true, "Royal": true,
	"Hand": true, "Promoted": true, "Clock": true, "Confine": true, "RegionMoves": true,
	"CannotHopOver": true, "CannotCapture": true,
}

// fitsPiece refuses the piece fields this package does not implement.
func fitsPiece(pt *legdefs.PieceType) error {
	v := reflect.ValueOf(*pt)
	for i := 0; i < v.NumField(); i++ {
		if name := v.Type().Field(i).Name; !pieceFields[name] && !v.Field(i).IsZero() {
			return fmt.Errorf("PieceType.%s is set", name)
		}
	}
	return nil
}

const (
	mc         = legdefs.ModeMove | legdefs.ModeCapture
	plainModes = mc | legdefs.ModeFinal
)

// class is the kind of a move (doc.go).
type class int

const (
	leap class = iota
	ride
	lame
	hop
)

// classify returns the class of m, or why it is in none.
func classify(m legdefs.Move) (class, error) {
	for _, l := range m {
		if extra := l.Mode &^ (plainModes | legdefs.ModeHop); extra != 0 {
			return 0, fmt.Errorf("move %v: mode %s", m, legdefs.ModeName(extra&-extra))
		}
	}
	last := m[len(m)-1]
	if last.Mode&(legdefs.ModeMove|legdefs.ModeCapture) == 0 || last.Mode&legdefs.ModeHop != 0 {
		return 0, fmt.Errorf("move %v: last leg neither moves nor captures", m)
	}
	switch {
	case len(m) == 1 && last.Range == 1:
		return leap, nil
	case len(m) == 1 && last.Range == 0:
		return ride, nil
	case isLame(m):
		return lame, nil
	case len(m) == 2 && m[0].Range == 0 && last.Range == 0 && m[0].Mode == legdefs.ModeHop &&
		m[0].DX == last.DX && m[0].DY == last.DY:
		return hop, nil
	}
	return 0, fmt.Errorf("move %v is in no class (leap, ride, lame leap, straight hop)", m)
}

// isLame reports whether m is a lame leap: two or three one-step legs,
// the ones before the last moving only, the last moving and capturing.
func isLame(m legdefs.Move) bool {
	last := m[len(m)-1]
	if len(m) < 2 || len(m) > 3 || last.Range != 1 || last.Mode&mc != mc {
		return false
	}
	for _, l := range m[:len(m)-1] {
		if l.Range != 1 || l.Mode != legdefs.ModeMove {
			return false
		}
	}
	return true
}

// buildPiece builds the tables of piece type i for colour c.
func (t *Tables) buildPiece(prog *legdefs.Program, c, i int) error {
	pt := &prog.Pieces[i]
	p := &t.pt[c][i]
	p.confine = t.region(pt.Confine, c)
	p.noHop, p.noCapt = typeBits(pt.CannotHopOver), typeBits(pt.CannotCapture)
	if err := t.addMoves(p, c, prog.Table.Moves(pt.Offset), t.full, t.full); err != nil {
		return fmt.Errorf("Program.Table: %w", err)
	}
	for _, rm := range pt.RegionMoves {
		from, to := t.region(rm.From, c), t.region(rm.To, c)
		if err := t.addMoves(p, c, prog.Table.Moves(rm.Offset), from, to); err != nil {
			return fmt.Errorf("PieceType.RegionMoves: %w", err)
		}
	}
	p.special = p.special || len(p.regionLines) > 0 || p.noCapt != 0 || p.noHop != 0
	for s := 0; s < t.size; s++ {
		p.leapM[s] = p.leapM[s].and(p.confine)
		p.leapC[s] = p.leapC[s].and(p.confine)
		for _, q := range bitsOf(p.leapC[s]) {
			p.revLeapC[q] = p.revLeapC[q].or(bit(s))
		}
	}
	return nil
}

func bitsOf(b BB) []int {
	var out []int
	for !b.empty() {
		out = append(out, b.pop())
	}
	return out
}

// addMoves adds moves, made from the squares of from and ending on those
// of to, to p's tables (Black's moves mirrored).
func (t *Tables) addMoves(p *pieceTables, c int, moves []legdefs.Move, from, to BB) error {
	sign := 1 - 2*c
	for _, m := range moves {
		k, err := classify(m)
		if err != nil {
			return err
		}
		region := from != t.full || to != t.full
		if k == lame && region {
			return fmt.Errorf("region move %v is a lame leap", m)
		}
		last := m[len(m)-1]
		dx, dy := sign*int(last.DX), sign*int(last.DY)
		mv, cp := last.Mode&legdefs.ModeMove != 0, last.Mode&legdefs.ModeCapture != 0
		if region && k != leap {
			p.addRegionLine(k, t.addDir(dx, dy), mv, cp, from, to)
			continue
		}
		switch k {
		case leap:
			t.addLeap(p, dx, dy, mv, cp, from, to)
		case ride, hop:
			d := t.addDir(dx, dy)
			list := [2]*[]int{&p.rideM, &p.rideC}
			if k == hop {
				list = [2]*[]int{&p.hopM, &p.hopC}
			}
			if mv {
				*list[0] = append(*list[0], d)
			}
			if cp {
				*list[1] = append(*list[1], d)
			}
		case lame:
			t.addLame(p, sign, m)
		}
	}
	return nil
}

func (t *Tables) addLeap(p *pieceTables, dx, dy int, mv, cp bool, from, to BB) {
	for s := 0; s < t.size; s++ {
		q, ok := t.square(s%t.files+dx, s/t.files+dy)
		if !ok || !from.has(s) || !to.has(q) {
			continue
		}
		if mv {
			p.leapM[s] = p.leapM[s].or(bit(q))
		}
		if cp {
			p.leapC[s] = p.leapC[s].or(bit(q))
		}
	}
}

// addLame adds the lame leap m (isLame), its steps times sign; classify
// lets only lame leaps that both move and capture through.
func (t *Tables) addLame(p *pieceTables, sign int, m legdefs.Move) {
	for s := 0; s < t.size; s++ {
		var on [3]int // the squares after each step
		f, r, ok := s%t.files, s/t.files, true
		for i, l := range m {
			f, r = f+sign*int(l.DX), r+sign*int(l.DY)
			var okI bool
			on[i], okI = t.square(f, r)
			ok = ok && okI
		}
		q := on[len(m)-1]
		if !ok || !p.confine.has(q) {
			continue
		}
		l := lameLeap{uint8(s), uint8(on[0]), uint8(on[len(m)-2]), uint8(q)}
		if len(m) == 2 {
			p.addLame2(s, l)
			p.hasLame = true
		} else {
			p.lame3[s] = append(p.lame3[s], l)
			p.special = true
		}
		p.revLame[q] = append(p.revLame[q], l)
		p.revLameFrom[q] = p.revLameFrom[q].or(bit(s))
	}
}

// addLame2 adds the lame leap l of two steps from s to p.lame[s], in the
// entry of its passed square.
func (p *pieceTables) addLame2(s int, l lameLeap) {
	for i := range p.lame[s] {
		if p.lame[s][i].pass == l.pass {
			p.lame[s][i].to = p.lame[s][i].to.or(bit(int(l.to)))
			return
		}
	}
	p.lame[s] = append(p.lame[s], lame2{bit(int(l.to)), l.pass})
}
