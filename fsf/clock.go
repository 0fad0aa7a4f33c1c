package fsf

import (
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// The half-move clock as FSF keeps it (src/position.cpp do_move): besides
// captures, drops and promotions, a move of a type in the mover's
// nMoveRuleTypes resets it unless the piece could move straight back
// (PseudoMoves), which is betzac's clock: irreversible. The set is FSF's
// pawn type by default (src/variant.h), whatever its letter; pawnTypes
// sets it too, and nMoveRuleTypes, nMoveRuleTypesWhite and
// nMoveRuleTypesBlack override it (src/parser.cpp). betzac's default
// (compiler.DefaultClock) resets on every move of a P and keeps the clock
// for other letters, so a piece gets a clock field where the two differ.

// clockKeys are the settings that name FSF's clock types, White's, then
// Black's, each the first one set.
var clockKeys = [2][]string{
	{"nMoveRuleTypesWhite", "nMoveRuleTypes", "pawnTypes"},
	{"nMoveRuleTypesBlack", "nMoveRuleTypes", "pawnTypes"},
}

// readClock gives each piece FSF's clock rule where betzac's default
// differs. A type whose rule differs by colour is untranslated, unless
// one colour never holds it (that colour takes the other's rule).
func (t *translation) readClock() {
	var sets [2]map[string]bool // nil: FSF's pawn type
	for c, ks := range clockKeys {
		for _, k := range ks {
			if v, ok := t.get[k]; ok {
				sets[c] = t.clockTypes(k, v)
				break
			}
		}
	}
	for _, k := range []string{"nMoveRuleTypes", "nMoveRuleTypesWhite", "nMoveRuleTypesBlack"} {
		t.handled[k] = true // pawnTypes: readPawnTypes
	}
	for i := range t.pieces {
		p := &t.pieces[i]
		var resets [2]bool
		for c, set := range sets {
			resets[c] = set == nil && p.pawn || set[fsfType(p)]
		}
		reset := resets[0]
		if resets[0] != resets[1] {
			switch {
			case t.neverHeld(p.letter, 0):
				reset = resets[1]
			case !t.neverHeld(p.letter, 1):
				t.untranslated("%s (the half-move clock of %s differs by colour)", setClockKeys(t.get), p.letter)
				continue
			}
		}
		if c := clockField(p, reset); c != "" {
			p.extra = append(p.extra, "clock: "+c)
		}
	}
}

// clockTypes reads setting k = v, a list of FSF piece letters, as the
// FSF types it names (upper case); a letter of no translated piece is
// untranslated (pawnTypes: readPawnTypes names it).
func (t *translation) clockTypes(k, v string) map[string]bool {
	set := map[string]bool{}
	if v == "-" {
		return set
	}
	letters, bad, ok := t.fsfLetters(v)
	if !ok && k != "pawnTypes" {
		t.untranslated("%s = %s (%s is not a translated piece)", k, v, bad)
	}
	for _, l := range letters {
		set[string(l)] = true
	}
	return set
}

// fsfType is the letter of p's FSF type: a promoted +X counts as the type
// it moves as, a Q~ as a Q.
func fsfType(p *ipiece) string {
	if p.asType != "" {
		return p.asType
	}
	return strings.TrimSuffix(p.letter, "~")
}

// clockField is p's clock field for FSF's rule (reset: FSF's clock
// types hold its type), "" where betzac's default says the same: FSF's
// pawn lettered P, which never moves back, resets on every move.
func clockField(p *ipiece, reset bool) string {
	def := compiler.DefaultClock(p.letter)
	switch {
	case !reset && def != legdefs.ClockKeep:
		return "keep"
	case reset && !(p.pawn && def == legdefs.ClockReset):
		return "irreversible"
	}
	return ""
}

// setClockKeys lists the per-colour clock settings of a section.
func setClockKeys(get map[string]string) string {
	var out []string
	for _, k := range []string{"nMoveRuleTypesWhite", "nMoveRuleTypesBlack"} {
		if v, ok := get[k]; ok {
			out = append(out, k+" = "+v)
		}
	}
	return strings.Join(out, ", ")
}
