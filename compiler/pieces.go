package compiler

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// The rules of each piece of a variant, copied into its PieceType with
// the piece letters they name resolved, once, into indices in
// Program.Pieces (see legdefs.PieceType).

// pieceIndex resolves the piece letters of a variant's rules.
type pieceIndex struct {
	v    *variants.Variant
	errs variants.ErrorList
}

// index returns the index of the piece with letter l (either case) in
// the variant, or -1 with an error naming the piece vp, its field and l.
// The variants package checks these letters, so the error is for a
// Variant built some other way.
func (ix *pieceIndex) index(vp *variants.Piece, field, l string) int {
	k := ix.lookup(l)
	if k < 0 {
		ix.fail(vp, "%s: no piece %s", field, l)
	}
	return k
}

// lookup returns the index of the piece with letter l (either case), or -1.
func (ix *pieceIndex) lookup(l string) int {
	for i := range ix.v.Pieces {
		if strings.EqualFold(ix.v.Pieces[i].Letter, l) {
			return i
		}
	}
	return -1
}

// fail adds an error about piece vp, at its Betza string.
func (ix *pieceIndex) fail(vp *variants.Piece, format string, args ...any) {
	e := vp.ErrorAt(0, fmt.Sprintf("piece %s: ", vp.Letter)+fmt.Sprintf(format, args...))
	if e.File == "" {
		e.File = ix.v.File
	}
	ix.errs = append(ix.errs, e)
}

// indices resolves the letters of s (split by legdefs.SplitLetters), nil
// for "".
func (ix *pieceIndex) indices(vp *variants.Piece, field, s string) []int {
	var out []int
	for _, l := range legdefs.SplitLetters(s) {
		if k := ix.index(vp, field, l); k >= 0 {
			out = append(out, k)
		}
	}
	return out
}

// pieceRules fills the rules of pt, the piece v.Pieces[i], that name other
// pieces or that the compiler gives a default: promotion, hand, promoted
// form, drops,
// clock, hop and capture limits, initial moves lost, Sittuyin promotion.
func (ix *pieceIndex) pieceRules(i int, pt *legdefs.PieceType) {
	vp := &ix.v.Pieces[i]
	pt.Promote = ix.promotion(vp)
	pt.Hand = ix.hand(i)
	pt.Promoted = -1
	if !strings.HasPrefix(vp.Letter, "+") {
		pt.Promoted = ix.lookup("+" + vp.Letter)
	}
	if d := vp.Drop; d != nil {
		pt.Drop = &legdefs.DropRule{Ranks: d.Ranks, FileLimit: d.FileLimit, NoMate: d.NoMate, Never: d.Never}
	}
	pt.Clock = ix.clock(vp)
	pt.CannotHopOver = ix.indices(vp, "cannot-hop-over", vp.CannotHopOver)
	pt.CannotCapture = ix.indices(vp, "cannot-capture", vp.CannotCapture)
	slices.Sort(pt.CannotCapture) // a set: "QR" and "RQ" compile alike (export id reads its output back and compares)
	pt.LosesInitialTo = ix.indices(vp, "loses-initial-to", vp.LosesInitialTo)
	if sp := vp.SittuyinPromotion; sp != nil {
		pt.Sittuyin = &legdefs.SittuyinPromotion{Squares: region(sp.Squares, ix.v.Files), To: ix.index(vp, "sittuyin-promotion: to", sp.To)}
	}
}

// promotion returns vp's promotion rule, or nil.
func (ix *pieceIndex) promotion(vp *variants.Piece) *legdefs.Promotion {
	vr := vp.Promote
	if vr == nil {
		return nil
	}
	pr := &legdefs.Promotion{
		Zone:          vr.Zone,
		To:            ix.indices(vp, "promote: to", vr.To),
		Optional:      vr.Optional,
		Leaving:       vr.Leaving,
		CaptureInside: vr.CaptureInside,
		Nothing:       vr.Nothing,
		ToBlack:       ix.indices(vp, "promote: to-black", vr.ToBlack),
		Squares:       region(vr.Squares, ix.v.Files),
		SquaresBlack:  region(vr.SquaresBlack, ix.v.Files),
	}
	for l, n := range vr.Limit {
		if k := ix.index(vp, "promote: limit", l); k >= 0 {
			if pr.Limit == nil {
				pr.Limit = map[int]int{}
			}
			pr.Limit[k] = n
		}
	}
	return pr
}

// hand returns the type the capturer gets in hand for piece i: its hand
// letter's, else X's for a promoted form +X, else its own.
func (ix *pieceIndex) hand(i int) int {
	vp := &ix.v.Pieces[i]
	h := vp.Hand
	if h == "" && strings.HasPrefix(vp.Letter, "+") {
		h = vp.Letter[1:]
	}
	if h == "" {
		return i
	}
	if k := ix.index(vp, "hand", h); k >= 0 {
		return k
	}
	return i
}

// clock returns vp's half-move clock rule: as the file gives it, else
// DefaultClock.
func (ix *pieceIndex) clock(vp *variants.Piece) legdefs.Clock {
	switch vp.Clock {
	case variants.ClockReset:
		return legdefs.ClockReset
	case variants.ClockIrreversible:
		return legdefs.ClockIrreversible
	case variants.ClockKeep:
		return legdefs.ClockKeep
	case "":
		return DefaultClock(vp.Letter)
	}
	ix.fail(vp, "clock %q: want %s, %s or %s", vp.Clock, variants.ClockReset, variants.ClockIrreversible, variants.ClockKeep)
	return legdefs.ClockKeep
}

// DefaultClock is the half-move clock rule of a piece whose variant file
// gives none: every move of a pawn (the letter P) resets the clock; the
// moves of other pieces keep it (a promotion resets it whatever the piece,
// as a drop does: vm's clock.go), as Fairy-Stockfish's nMoveRuleTypes is
// its pawn by default.
func DefaultClock(letter string) legdefs.Clock {
	if strings.EqualFold(letter, "P") {
		return legdefs.ClockReset
	}
	return legdefs.ClockKeep
}
