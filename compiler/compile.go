package compiler

import (
	"errors"
	"fmt"
	"slices"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
)

// Limits that keep a Betza string from describing an absurd amount of table.
const (
	// MaxBoard is the largest number of files or ranks.
	MaxBoard = legdefs.MaxBoard
	// MaxLegs is the most legs an 'a' chain or a bracket may have.
	MaxLegs = legdefs.MaxLegs
	// MaxTermMoves is the most moves one term may expand to (aaaaK, five
	// King steps, is 19208).
	MaxTermMoves = 1 << 16
	// MaxPieceMoves is the most moves a whole piece may have: terms that
	// are each within MaxTermMoves add up (240 [Q-Q-Q-Q-Q-Q-Q-Q], 4 KB of
	// Betza, were 3 GB of table). The largest built-in piece has 96.
	MaxPieceMoves = 1 << 16
	// MaxProgramMoves is the most moves all pieces of a variant may have
	// together, so that many large pieces stay within memory too.
	MaxProgramMoves = 1 << 18
)

// CompileBetza parses src and compiles it for a files×ranks board into a
// legdefs Table: the piece's moves followed by the 0 terminator. Errors
// are *grammar.Error values with the column in src.
func CompileBetza(src string, files, ranks int) (legdefs.Table, error) {
	p, err := grammar.ParseShared(src)
	if err != nil {
		return nil, err
	}
	moves, err := CompilePiece(p, files, ranks)
	if err != nil {
		return nil, err
	}
	return legdefs.Table(nil).Append(moves), nil
}

// CompilePiece compiles a parsed Betza string for a files×ranks board
// into its moves, in the Interactive Diagram's order. The board size
// matters only for crooked and circular paths (z, q), whose number of legs
// depends on it. Errors are *grammar.Error values positioned on the
// offending modifier or atom.
func CompilePiece(p *grammar.Piece, files, ranks int) ([]legdefs.Move, error) {
	if err := checkBoard(files, ranks); err != nil {
		return nil, grammar.Errorf(grammar.Pos{}, "%v", err)
	}
	if p == nil {
		return nil, grammar.Errorf(grammar.Pos{}, "no piece to compile")
	}
	c := &compiler{files: files, ranks: ranks}
	for _, t := range p.Terms {
		if t == nil {
			continue
		}
		var err error
		if t.IsBracket() {
			err = c.bracketTerm(t)
		} else {
			err = c.atomTerm(t)
		}
		if err != nil {
			return nil, err
		}
		if len(c.moves) > MaxPieceMoves {
			return nil, grammar.Errorf(t.Pos, "with this term the piece has %d moves, more than the %d a piece may have", len(c.moves), MaxPieceMoves)
		}
	}
	return c.moves, nil
}

func checkBoard(files, ranks int) error {
	if files < 1 || files > MaxBoard || ranks < 1 || ranks > MaxBoard {
		return fmt.Errorf("board %dx%d is out of bounds: files and ranks must be 1 to %d", files, ranks, MaxBoard)
	}
	return nil
}

type compiler struct {
	files, ranks int
	moves        []legdefs.Move
}

// legSpec is one leg before expansion: a base vector in direction-0 form
// and a direction set, absolute on the first leg, relative (K system) on
// the others.
type legSpec struct {
	base vec
	rng  int32
	mode int32
	dirs uint8
}

// toggle is the g/y range toggle of an atom outside the W F K family:
// unlimited becomes 1, anything else unlimited.
func toggle(r int32) int32 {
	if r == 0 {
		return 1
	}
	return 0
}

// ranger follows the range of a term's legs through g/y toggles. Betza's
// page (XBoard's Betza.html, on g): "the range is changed by
// interconverting FWK with BRQ after stripping off any explicitly written
// range, while on other atoms the written or implied range will be changed
// from 1 to infinite and from not-1 to 1", so gafsW0 rides on as a bishop
// (W0 is a W: it becomes R, then B after the 45° turn) while gafsR steps
// once. This betza.js copy toggles the number instead (W0 like R, R4 like
// W4): the two differ only for W F K with a written range 0 and R B Q with
// a written range.
type ranger struct {
	cur    int32 // the range of the current leg
	family bool  // the atom is W F K or R B Q
	slider bool  // in that family: R B Q now
}

func newRanger(in atomInfo, a *grammar.Atom) ranger {
	r := ranger{cur: in.rng}
	if a.Ext == 0 {
		switch a.Letter {
		case 'W', 'F', 'K':
			r.family = true
		case 'R', 'B', 'Q':
			r.family, r.slider = true, true
		}
	}
	return r
}

// toggled is the range after a toggle.
func (r ranger) toggled() int32 {
	if !r.family {
		return toggle(r.cur)
	}
	if r.slider {
		return 1
	}
	return 0
}

// flip applies a toggle for the legs that follow.
func (r *ranger) flip() {
	r.cur = r.toggled()
	r.slider = !r.slider
}

// errTooMany is returned by expand when a term has too many moves.
var errTooMany = errors.New("too many moves")

// atomTerm compiles an atom term: one atom, legs split at each 'a'.
func (c *compiler) atomTerm(t *grammar.Term) error {
	in, err := lookupAtom(t.Atom)
	if err != nil {
		return err
	}
	if err := checkTermLegs(t); err != nil {
		return err
	}
	if in.drop {
		return checkDrop(t)
	}
	if err := checkLegCount(t, in); err != nil {
		return err
	}
	rg := newRanger(in, t.Atom)
	// room on the stack for the legs and the one finalLeg may add
	// (checkLegCount): a slice of len(t.Legs)+1 was 3 KB of chushogi's load
	legs := make([]legSpec, 0, MaxLegs+1)
	for li, lg := range t.Legs {
		first, last := li == 0, li == len(t.Legs)-1
		sym, mode := symK, int32(0)
		if first {
			sym, mode = in.sym, in.mode
		}
		ds, mode, err := legLetters(lg, sym, mode, legCtx{first: first, vy: in.base.y, rng: rg.cur, atom: t.Atom.Letter, castle: in.castl}, len(t.Legs))
		if err != nil {
			return err
		}
		ds = defaultDirs(ds, first) & classMask(sym)
		if !last {
			legs = append(legs, legSpec{base: in.base, rng: rg.cur, mode: passMode(mode), dirs: ds})
			if mode&legdefs.ModeToggle != 0 {
				rg.flip()
			}
			continue
		}
		if mode&(legdefs.ModeCrooked|legdefs.ModeCircular) != 0 {
			return c.curve(lg, in, ds, rg.cur, mode)
		}
		if mode&legdefs.ModeToggle != 0 && mode&legdefs.ModeHop == 0 {
			return grammar.Errorf(firstMod(lg.Mods, 'y'), "'y' on the last leg has no range to toggle: use m, or put an 'a' leg after it (yafsF)")
		}
		if legs, err = finalLeg(legs, in.base, rg, mode, ds, lg.Mods); err != nil {
			return err
		}
	}
	return c.emit(legs, nil, t.Pos)
}

// checkTermLegs refuses a term without legs or with a missing one.
func checkTermLegs(t *grammar.Term) error {
	if len(t.Legs) == 0 {
		return grammar.Errorf(t.Pos, "term without legs")
	}
	for _, lg := range t.Legs {
		if lg == nil {
			return grammar.Errorf(t.Pos, "missing leg")
		}
	}
	return nil
}

// checkLegCount refuses more than MaxLegs legs, or 'a' on castling O.
func checkLegCount(t *grammar.Term, in atomInfo) error {
	if len(t.Legs) > MaxLegs {
		return grammar.Errorf(legPos(t.Legs[MaxLegs], t), "a move with %d legs: at most %d are allowed", len(t.Legs), MaxLegs)
	}
	if in.castl && len(t.Legs) > 1 {
		return grammar.Errorf(firstA(t), "'a' means nothing on castling O: castling is a single move")
	}
	return nil
}

// legLetters reads the letters of leg lg (one of nLegs) of an atom of
// class sym: its direction set (0: none written) and its mode, added to
// mode. A curved path (z, q) cannot have more than one leg.
func legLetters(lg *grammar.Leg, sym int, mode int32, lc legCtx, nLegs int) (uint8, int32, error) {
	ds, err := dirSet(lg.Mods, sym)
	if err != nil {
		return 0, 0, err
	}
	mode, err = modality(lg.Mods, mode, lc)
	if err != nil {
		return 0, 0, err
	}
	if mode&(legdefs.ModeCrooked|legdefs.ModeCircular) != 0 && nLegs > 1 {
		return 0, 0, grammar.Errorf(firstMod(lg.Mods, zq(mode)), "%q (a curved path) cannot be combined with 'a'", zq(mode))
	}
	return ds, mode, nil
}

// defaultDirs is a leg's direction set ds, or without direction letters
// every direction: on a later leg every one but straight back (0xEF).
func defaultDirs(ds uint8, first bool) uint8 {
	switch {
	case ds != 0:
		return ds
	case first:
		return 0xFF
	}
	return 0xEF
}

// passMode is the mode of a leg before the last: with no bit saying what
// it does where it stops, it moves there (m).
func passMode(mode int32) int32 {
	if mode&(legdefs.ModeMove|legdefs.ModeCapture|legdefs.ModeEP|legdefs.ModeCastle|legdefs.ModeHop|legdefs.ModeRelay|legdefs.ModeFriend) == 0 {
		mode |= legdefs.ModeMove
	}
	return mode
}

func zq(mode int32) byte {
	if mode&legdefs.ModeCrooked != 0 {
		return 'z'
	}
	return 'q'
}

// finalLeg appends the final leg to legs, with the splits of docs/xbetza.md
// §2.2 step 3: a final p/g leg becomes a hop to the platform and a leg
// straight on; castling becomes a slide to the corner piece and the King's
// move; j on a W/F slider becomes a ski step and the rest of the slide.
func finalLeg(legs []legSpec, base vec, rg ranger, mode int32, ds uint8, mods []grammar.Mod) ([]legSpec, error) {
	rng := rg.cur
	switch {
	case mode&(legdefs.ModeHop|legdefs.ModeCastle) != 0:
		if mode&legdefs.ModeCastle == 0 {
			// The Diagram keeps only m and c on the leg after the hop.
			const dropped = legdefs.ModeEP | legdefs.ModeLame | legdefs.ModeJump | legdefs.ModeJump2 | legdefs.ModeFriend | legdefs.ModeRoyalOnly | legdefs.ModeEPRights | legdefs.ModeIso | legdefs.ModeCylinder | legdefs.ModeTorus | legdefs.ModeUnload | legdefs.ModeEPTrail | legdefs.ModeRelay
			if mode&dropped != 0 {
				return nil, grammar.Errorf(firstHop(mods), "a hopper's last leg (p or g) keeps only m and c: write the move with 'a' legs instead (pafcR is pcR; pafdR captures a friend after the hop, pafxR relays)")
			}
		}
		hop := legSpec{base: base, rng: rng, mode: mode & (legdefs.ModeHop | legdefs.ModeToggle | legdefs.ModeInitial | legdefs.ModeCastle), dirs: ds}
		var next legSpec
		if mode&legdefs.ModeCastle != 0 {
			hop.rng = 0
			if mode&legdefs.ModeJump != 0 {
				hop.mode |= legdefs.ModeCastleInner
			}
			next = legSpec{base: vec{base.x, rng}, rng: 1}
			mode = legdefs.ModeCastle | legdefs.ModeMove
		} else {
			next = legSpec{base: base}
			switch {
			case mode&legdefs.ModeToggle != 0:
				next.rng = rg.toggled()
			case rng > 1:
				next.rng = -2
			default:
				next.rng = rng
			}
			mode &= legdefs.ModeMove | legdefs.ModeCapture
		}
		legs = append(legs, hop)
		next.dirs = 0x01
		next.mode = finalMode(mode)
		return append(legs, next), nil
	case mode&legdefs.ModeJump != 0 && base.y == 1:
		legs = append(legs, legSpec{base: base, rng: 1, mode: mode&legdefs.ModeInitial | legdefs.ModeMove | legdefs.ModeHop, dirs: ds})
		mode &^= legdefs.ModeInitial | legdefs.ModeJump
		return append(legs, legSpec{base: base, rng: rng - 1, mode: finalMode(mode), dirs: 0x01}), nil
	}
	return append(legs, legSpec{base: base, rng: rng, mode: finalMode(mode), dirs: ds}), nil
}

func firstHop(mods []grammar.Mod) grammar.Pos {
	for _, m := range mods {
		if m.Letter == 'p' || m.Letter == 'g' {
			return m.Pos
		}
	}
	return grammar.Pos{}
}

// finalMode gives a final leg its default modality (mc) and the FINAL bit.
func finalMode(mode int32) int32 {
	if mode&(legdefs.ModeMove|legdefs.ModeCapture|legdefs.ModeEP|legdefs.ModeFriend|legdefs.ModeRelay|legdefs.ModeRoyalOnly) == 0 {
		mode |= legdefs.ModeMove | legdefs.ModeCapture
	}
	return mode | legdefs.ModeFinal
}

// curve compiles a crooked (z) or circular (q) path: a chain of single
// steps that may end after any of them (legdefs.ModeCurveStep), turning back and
// forth (z) or always the same way (q). Like betza.js, the chain has as
// many legs as the range, or the board's longer side minus one for ranges
// below 2 (circular paths at most 7); it is emitted once for each way of
// turning.
func (c *compiler) curve(lg *grammar.Leg, in atomInfo, ds uint8, rng, mode int32) error {
	for _, m := range lg.Mods {
		switch l := m.Letter; {
		case isDirLetter(l), l == 'm', l == 'c', l == 'i', l == 'p', l == 'g', l == 'z', l == 'q':
		default:
			return grammar.Errorf(m.Pos, "%q cannot be combined with a curved path (z, q) yet", l)
		}
	}
	n := int(rng)
	if n < 2 {
		n = max(c.files, c.ranks) - 1
	}
	angles := [2]uint8{0x40, 0x04}
	if mode&legdefs.ModeCircular != 0 {
		angles = [2]uint8{0x80, 0x02}
		if n > 7 {
			n = 7
		}
	}
	if n < 1 {
		return nil
	}
	mode = finalMode(mode)
	for _, angle := range angles {
		legs := make([]legSpec, n)
		for j := range legs {
			d := angle
			if j == 0 {
				d = ds
			}
			legs[j] = legSpec{base: in.base, rng: 1, mode: mode&(legdefs.ModeInitial|legdefs.ModeMove|legdefs.ModeCapture) | legdefs.ModeCurveStep, dirs: d}
			if angle&0x44 != 0 {
				angle ^= 0x44
			}
		}
		legs[n-1].mode = mode&(legdefs.ModeInitial|legdefs.ModeMove|legdefs.ModeCapture) | legdefs.ModeFinal
		if mode&legdefs.ModeHop != 0 {
			legs[0].mode |= legdefs.ModeCrooked
		}
		if mode&legdefs.ModeToggle != 0 {
			legs[0].mode |= legdefs.ModeCircular
		}
		if err := c.emit(legs, nil, lg.Pos); err != nil {
			return err
		}
	}
	return nil
}

// checkDrop validates a drop term '@': it compiles to no moves (drops are
// a rule of the variant), but only f, s, b and j mean something on it.
func checkDrop(t *grammar.Term) error {
	if len(t.Legs) > 1 {
		return grammar.Errorf(firstA(t), "'a' means nothing on a drop '@'")
	}
	for _, m := range t.Legs[0].Mods {
		switch m.Letter {
		case 'f', 's', 'b', 'j':
		default:
			return grammar.Errorf(m.Pos, "%q means nothing on a drop '@': it takes f (no two on a file), s (not on the same colour), b (anywhere) and j (not on the back rank)", m.Letter)
		}
	}
	return nil
}

func legPos(l *grammar.Leg, t *grammar.Term) grammar.Pos {
	if l == nil {
		return t.Pos
	}
	return l.Pos
}

// firstA is the position of the first 'a' of a multi-leg term: just
// before its second leg.
func firstA(t *grammar.Term) grammar.Pos {
	if len(t.Legs) > 1 && t.Legs[1] != nil && t.Legs[1].Pos.Offset > 0 {
		return grammar.Pos{Offset: t.Legs[1].Pos.Offset - 1}
	}
	return t.Pos
}

// emit expands legs into moves and appends them.
func (c *compiler) emit(legs []legSpec, keep func(abs []int8) bool, pos grammar.Pos) error {
	var err error
	c.moves, err = expand(c.moves, legs, keep)
	if err == errTooMany {
		return grammar.Errorf(pos, "this term expands to more than %d moves", MaxTermMoves)
	}
	return err
}

// expand turns a leg chain into one move per combination of directions,
// counting through them like an odometer whose first leg turns fastest
// (betza.js Expand). Each leg's absolute direction is the previous leg's
// plus its own (relative) one. keep, if not nil, filters combinations by
// their absolute directions.
//
// Like betza.js, a move whose non-final leg slides (range other than 1)
// with m rights and also has terminal rights (c, e, castling or p) is
// split in two: one copy without m on that leg, then one with m only.
// The generator's result is the same; the split keeps the table identical
// to the Diagram's.
func expand(out []legdefs.Move, legs []legSpec, keep func(abs []int8) bool) ([]legdefs.Move, error) {
	n := len(legs)
	if n == 0 {
		return out, nil
	}
	// each leg's directions (bits[k][:nBits[k]]) and where the odometer
	// is in them, on the stack for up to MaxLegs+1 legs (slices were 1 KB
	// of chushogi's load, issue 31)
	var bitsRoom [MaxLegs + 1][8]int8
	var nBitsRoom, idxRoom [MaxLegs + 1]int
	bits, nBits, idx := bitsRoom[:], nBitsRoom[:], idxRoom[:]
	if n > len(bits) {
		bits, nBits, idx = make([][8]int8, n), make([]int, n), make([]int, n)
	}
	total, err := legDirections(legs, bits, nBits)
	if total == 0 || err != nil {
		return out, err
	}
	mSlide, split := splitSlide(legs)
	if keep == nil { // every combination is a move: room for them at once
		out = slices.Grow(out, movesOf(total, split))
	}
	abs := make([]int8, n)
	// the moves' legs, one array for all (each move capped at its own):
	// an allocation a move was a tenth of chushogi's load (issue 31)
	var legArray []legdefs.Leg
	newMove := func() legdefs.Move {
		if len(legArray) < n {
			legArray = make([]legdefs.Leg, n*min(total, 64))
		}
		m := legdefs.Move(legArray[:n:n])
		legArray = legArray[n:]
		return m
	}
	for {
		dir := int8(0)
		for k := range legs {
			dir = (dir + bits[k][idx[k]]) & 7
			abs[k] = dir
		}
		if keep == nil || keep(abs) {
			m := newMove()
			for k, l := range legs {
				v := dirVector(l.base, int(abs[k]))
				m[k] = legdefs.Leg{Range: l.rng, DX: v.x, DY: v.y, Mode: l.mode}
			}
			if split {
				m2 := newMove()
				copy(m2, m)
				m[mSlide].Mode &^= legdefs.ModeMove
				m2[mSlide].Mode &^= legdefs.ModeCapture | legdefs.ModeEP | legdefs.ModeCastle | legdefs.ModeHop
				out = append(out, m, m2)
			} else {
				out = append(out, m)
			}
		}
		k := 0
		for ; k < n; k++ {
			idx[k]++
			if idx[k] < nBits[k] {
				break
			}
			idx[k] = 0
		}
		if k == n {
			return out, nil
		}
	}
}

// legDirections fills bits[k][:nBits[k]] with leg k's directions and
// returns how many combinations they make (0: none), or errTooMany.
func legDirections(legs []legSpec, bits [][8]int8, nBits []int) (int, error) {
	total := 1
	for k, l := range legs {
		for d := range 8 {
			if l.dirs>>d&1 != 0 {
				bits[k][nBits[k]] = int8(d)
				nBits[k]++
			}
		}
		total *= nBits[k]
		if total == 0 {
			return 0, nil
		}
		if total > MaxTermMoves {
			return 0, errTooMany
		}
	}
	return total, nil
}

// splitSlide returns the last non-final leg that slides with m rights
// (-1: none), and whether that leg has terminal rights too, which makes
// expand split each move in two.
func splitSlide(legs []legSpec) (mSlide int, split bool) {
	mSlide = -1
	for k := range len(legs) - 1 {
		if legs[k].mode&legdefs.ModeMove != 0 && legs[k].rng != 1 {
			mSlide = k
		}
	}
	return mSlide, mSlide >= 0 && legs[mSlide].mode&(legdefs.ModeCapture|legdefs.ModeEP|legdefs.ModeCastle|legdefs.ModeHop) != 0
}

// movesOf is the number of moves expand makes of combos combinations of
// directions that it keeps, each one move or, split, two.
func movesOf(combos int, split bool) int {
	if split {
		return 2 * combos
	}
	return combos
}
