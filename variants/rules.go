package variants

import (
	"fmt"
	"maps"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/betzac/betzac/legdefs"
)

// This file decodes the variant-wide rules into a legdefs.Rules value,
// which documents each, and inherits them key by key.

// ruleKey is a top-level key that sets one field of legdefs.Rules.
type ruleKey struct {
	key string
	// field returns the field of r that the key sets: a *bool, an *int
	// or a *string.
	field func(r *legdefs.Rules) any
	// words, when not nil, are how the value is written instead of
	// true/false: for a bool, false's word and then true's; for a string,
	// the word of each of values, in order.
	words, values []string
	// bad is the message for a word not in words (%q).
	bad string
	// hi, for an int, is its largest value (maxChecks when 0); with
	// off, 0 is allowed too and stored as -1 (the rule switched off).
	hi  int
	off bool
}

// maxChecks is the most checks checks-to-win may ask for.
const maxChecks = 99

// ruleKeys are the keys of legdefs.Rules, castling first and then in the
// order the documentation lists them.
var ruleKeys = []ruleKey{
	{key: "castling", field: func(r *legdefs.Rules) any { return &r.Castling960 },
		words: []string{"standard", "chess960"}, bad: "castling %q: want standard or chess960"},
	{key: "drops", field: func(r *legdefs.Rules) any { return &r.Hand.Drops }},
	{key: "captures-to-hand", field: func(r *legdefs.Rules) any { return &r.Hand.CapturesToHand }},
	{key: "drop-promoted", field: func(r *legdefs.Rules) any { return &r.Hand.DropPromoted }},
	{key: "immobility-illegal", field: func(r *legdefs.Rules) any { return &r.Hand.ImmobilityIllegal }},
	{key: "no-drop-checks", field: func(r *legdefs.Rules) any { return &r.Hand.NoDropChecks }},
	{key: "no-ep-promotion", field: func(r *legdefs.Rules) any { return &r.NoEPPromotion }},
	{key: "drop-stack", field: func(r *legdefs.Rules) any { return &r.Hand.DropStack },
		words:  []string{"none", legdefs.DropStackBottom, legdefs.DropStackSides},
		values: []string{legdefs.DropStackNone, legdefs.DropStackBottom, legdefs.DropStackSides},
		bad:    "drop-stack: %q: want none, bottom or sides"},
	{key: "flying-general", field: func(r *legdefs.Rules) any { return &r.FlyingGeneral }},
	{key: "makpong", field: func(r *legdefs.Rules) any { return &r.Makpong }},
	{key: "pass", field: func(r *legdefs.Rules) any { return &r.Pass }},
	{key: "bikjang", field: func(r *legdefs.Rules) any { return &r.Bikjang }},
	{key: "gates", field: func(r *legdefs.Rules) any { return &r.Gates }},
	{key: "fen-counting", field: func(r *legdefs.Rules) any { return &r.FENCounting }},
	{key: "checks-to-win", field: func(r *legdefs.Rules) any { return &r.ChecksToWin }},
	{key: "must-drop", field: func(r *legdefs.Rules) any { return &r.MustDrop }},
	{key: "royal-drops", field: func(r *legdefs.Rules) any { return &r.RoyalDrops }},
	{key: "duple-check", field: func(r *legdefs.Rules) any { return &r.DupleCheck }},
	{key: "royal-extinction", field: func(r *legdefs.Rules) any { return &r.RoyalExtinction }},
	{key: "ep-field", field: func(r *legdefs.Rules) any { return &r.EPFieldMarked },
		words: []string{"capturable", "marked"}, bad: "ep-field: %q: want capturable or marked"},
	{key: "bare-king", field: func(r *legdefs.Rules) any { return &r.BareKing },
		words:  []string{"none", legdefs.BareKingEnds, legdefs.BareKingLoses},
		values: []string{legdefs.BareKingNone, legdefs.BareKingEnds, legdefs.BareKingLoses},
		bad:    "bare-king: %q: want none, ends or loses"},
	{key: "flag-squares", field: func(r *legdefs.Rules) any { return &r.FlagSquares }},
	{key: "flag-squares-black", field: func(r *legdefs.Rules) any { return &r.FlagSquaresBlack }},
	{key: "flag-pieces", field: func(r *legdefs.Rules) any { return &r.FlagPieces }},
	{key: "flag-move", field: func(r *legdefs.Rules) any { return &r.FlagMove }},
	{key: "flag-safe", field: func(r *legdefs.Rules) any { return &r.FlagSafe }},
	{key: "flag-count", field: func(r *legdefs.Rules) any { return &r.FlagCount }},
	{key: "flag-blocked", field: func(r *legdefs.Rules) any { return &r.FlagBlocked }},
	{key: "flag-side", field: func(r *legdefs.Rules) any { return &r.FlagSide },
		words:  []string{"both", legdefs.FlagSideWhite, legdefs.FlagSideBlack},
		values: []string{legdefs.FlagSideBoth, legdefs.FlagSideWhite, legdefs.FlagSideBlack},
		bad:    "flag-side: %q: want both, white or black"},
	{key: "no-checks", field: func(r *legdefs.Rules) any { return &r.NoChecks }},
	{key: "extinction", field: func(r *legdefs.Rules) any { return &r.Extinction }},
	{key: "extinction-count", field: func(r *legdefs.Rules) any { return &r.ExtinctionCount }},
	{key: "must-capture", field: func(r *legdefs.Rules) any { return &r.MustCapture }},
	{key: "pass-on-stalemate", field: func(r *legdefs.Rules) any { return &r.PassOnStalemate }},
	{key: "petrify", field: func(r *legdefs.Rules) any { return &r.Petrify }},
	{key: "blast", field: func(r *legdefs.Rules) any { return &r.Blast }},
	{key: "blast-spared", field: func(r *legdefs.Rules) any { return &r.BlastSpared }},
	{key: "blast-immune", field: func(r *legdefs.Rules) any { return &r.BlastImmune }},
	{key: "mutually-immune", field: func(r *legdefs.Rules) any { return &r.MutuallyImmune }},
	{key: "iron", field: func(r *legdefs.Rules) any { return &r.Iron }},
	{key: "baring", field: func(r *legdefs.Rules) any { return &r.Baring }},
	{key: "counter-strike", field: func(r *legdefs.Rules) any { return &r.CounterStrike }},
	{key: "protected-lion", field: func(r *legdefs.Rules) any { return &r.ProtectedLion }},
	{key: "walling", field: func(r *legdefs.Rules) any { return &r.Walling },
		words:  []string{"none", legdefs.WallingPast, legdefs.WallingStatic, legdefs.WallingArrow, legdefs.WallingDuck, legdefs.WallingEdge},
		values: []string{legdefs.WallingNone, legdefs.WallingPast, legdefs.WallingStatic, legdefs.WallingArrow, legdefs.WallingDuck, legdefs.WallingEdge},
		bad:    "walling: %q: want none, past, static, arrow, duck or edge"},
	{key: "wall-or-move", field: func(r *legdefs.Rules) any { return &r.WallOrMove }},
	{key: "walling-region", field: func(r *legdefs.Rules) any { return &r.WallingRegion }},
	{key: "gating", field: func(r *legdefs.Rules) any { return &r.Gating }},
	{key: "opposite-colour-drops", field: func(r *legdefs.Rules) any { return &r.OppositeColourDrops }},
	{key: "castling-drops", field: func(r *legdefs.Rules) any { return &r.CastlingDrops }},
	{key: "connect", field: func(r *legdefs.Rules) any { return &r.Connect }},
	{key: "connect-square", field: func(r *legdefs.Rules) any { return &r.ConnectSquare }},
	{key: "connect-collinear", field: func(r *legdefs.Rules) any { return &r.ConnectCollinear }},
	{key: "connect-lines", field: func(r *legdefs.Rules) any { return &r.ConnectLines },
		words:  []string{"all", legdefs.ConnectOrthogonal, legdefs.ConnectHorizontal, legdefs.ConnectVertical, legdefs.ConnectDiagonal},
		values: []string{legdefs.ConnectAll, legdefs.ConnectOrthogonal, legdefs.ConnectHorizontal, legdefs.ConnectVertical, legdefs.ConnectDiagonal},
		bad:    "connect-lines: %q: want all, orthogonal, horizontal, vertical or diagonal"},
	{key: "connect-pieces", field: func(r *legdefs.Rules) any { return &r.ConnectPieces }},
	{key: "connect-from", field: func(r *legdefs.Rules) any { return &r.ConnectFrom }},
	{key: "connect-to", field: func(r *legdefs.Rules) any { return &r.ConnectTo }},
	{key: "connect-from-black", field: func(r *legdefs.Rules) any { return &r.ConnectFromBlack }},
	{key: "connect-to-black", field: func(r *legdefs.Rules) any { return &r.ConnectToBlack }},
	{key: "castling-partners", field: func(r *legdefs.Rules) any { return &r.CastlingPartners }},
	{key: "opposite-castling", field: func(r *legdefs.Rules) any { return &r.OppositeCastling }},
	{key: "castling-wins", field: func(r *legdefs.Rules) any { return &r.CastlingWins }},
	{key: "stalemate-value", field: func(r *legdefs.Rules) any { return &r.StalemateValue },
		words:  []string{legdefs.ValueDraw, legdefs.ValueLoss, legdefs.ValueWin},
		values: []string{"", legdefs.ValueLoss, legdefs.ValueWin},
		bad:    "stalemate-value: %q: want draw, loss or win"},
	{key: "checkmate-value", field: func(r *legdefs.Rules) any { return &r.CheckmateValue },
		words: []string{legdefs.ValueLoss, legdefs.ValueWin}, values: []string{"", legdefs.ValueWin},
		bad: "checkmate-value: %q: want loss or win"},
	{key: "extinction-value", field: func(r *legdefs.Rules) any { return &r.ExtinctionValue },
		words:  []string{legdefs.ValueLoss, legdefs.ValueWin, legdefs.ValueDraw},
		values: []string{"", legdefs.ValueWin, legdefs.ValueDraw},
		bad:    "extinction-value: %q: want loss, win or draw"},
	{key: "n-move-rule", field: func(r *legdefs.Rules) any { return &r.NMoveRule }, hi: 999, off: true},
	{key: "n-fold-rule", field: func(r *legdefs.Rules) any { return &r.NFoldRule }, off: true},
	{key: "n-fold-value", field: func(r *legdefs.Rules) any { return &r.NFoldValue },
		words:  []string{legdefs.ValueDraw, legdefs.ValueLoss, legdefs.ValueWin},
		values: []string{"", legdefs.ValueLoss, legdefs.ValueWin},
		bad:    "n-fold-value: %q: want draw, loss or win"},
	{key: "n-fold-value-absolute", field: func(r *legdefs.Rules) any { return &r.NFoldValueAbsolute }},
	{key: "perpetual-check-illegal", field: func(r *legdefs.Rules) any { return &r.PerpetualCheckIllegal }},
	{key: "chasing-rule", field: func(r *legdefs.Rules) any { return &r.ChasingRule },
		words:  []string{"none", legdefs.ChasingAXF},
		values: []string{legdefs.ChasingNone, legdefs.ChasingAXF},
		bad:    "chasing-rule: %q: want none or axf"},
	{key: "counting", field: func(r *legdefs.Rules) any { return &r.Counting },
		words:  []string{"none", legdefs.CountingMakruk, legdefs.CountingCambodian, legdefs.CountingASEAN},
		values: []string{legdefs.CountingNone, legdefs.CountingMakruk, legdefs.CountingCambodian, legdefs.CountingASEAN},
		bad:    "counting: %q: want none, makruk, cambodian or asean"},
	{key: "material-counting", field: func(r *legdefs.Rules) any { return &r.MaterialCounting },
		words:  []string{"none", legdefs.MaterialJanggi, legdefs.MaterialUnweighed, legdefs.MaterialWhiteOdds, legdefs.MaterialBlackOdds},
		values: []string{legdefs.MaterialNone, legdefs.MaterialJanggi, legdefs.MaterialUnweighed, legdefs.MaterialWhiteOdds, legdefs.MaterialBlackOdds},
		bad:    "material-counting: %q: want none, janggi, unweighted, white-draw-odds or black-draw-odds"},
	{key: "shatar-mate", field: func(r *legdefs.Rules) any { return &r.ShatarMate }},
	{key: "move-repetition-illegal", field: func(r *legdefs.Rules) any { return &r.MoveRepetitionIllegal }},
}

// ruleKeyNames returns the keys of ruleKeys, less those in but. Package
// initialization calls it (variantFields): its room is made at once, not
// grown key by key (4 KB every command paid; issue 31).
func ruleKeyNames(but ...string) []string {
	out := make([]string, 0, len(ruleKeys))
	for _, rk := range ruleKeys {
		if !contains(but, rk.key) {
			out = append(out, rk.key)
		}
	}
	return out
}

// findRuleKey returns the ruleKey of key, or nil.
func findRuleKey(key string) *ruleKey {
	for i := range ruleKeys {
		if ruleKeys[i].key == key {
			return &ruleKeys[i]
		}
	}
	return nil
}

// rule decodes the value v of the rule key rk into r.rules. A bad value
// is reported and leaves it as it was. A value written as a string that
// is checked later against the board or the pieces is kept, with its
// position, in r.ruleStrs.
func (d *decoder) rule(r *rawVariant, rk *ruleKey, v *yaml.Node) {
	switch f := rk.field(&r.rules).(type) {
	case *[]legdefs.Square:
		if g := d.region(v, rk.key); g != nil {
			*f = toSquares(g.squares)
			r.setRuleStr(rk.key, g.s, g.offs)
		}
	case *bool:
		if rk.words == nil {
			if b, ok := d.boolean(v, rk.key); ok {
				*f = b
			}
		} else if i, ok := d.word(v, rk); ok {
			*f = i == 1
		}
	case *int:
		lo, hi := 1, maxChecks
		if rk.hi != 0 {
			hi = rk.hi
		}
		if rk.off {
			lo = 0
		}
		n, ok := d.integer(v, rk.key)
		switch {
		case ok && (n < lo || n > hi):
			d.e.add(nodeLoc(d.file, v), "%s: %d: want %d to %d", rk.key, n, lo, hi)
		case ok && n == 0:
			*f = -1 // legdefs.NMoveRuleOff, NFoldRuleOff
		case ok:
			*f = n
		}
	case *string:
		if rk.words == nil {
			if s := d.str(v, rk.key); s != nil {
				*f = s.val
				r.setRuleStr(rk.key, s, nil)
			}
		} else if i, ok := d.word(v, rk); ok {
			*f = rk.values[i]
		}
	}
}

// ruleStr is a rule's value as written, for errors found after decoding:
// offs, for a region, are the offsets in s of its squares' items.
type ruleStr struct {
	s    *str
	offs []int
}

func (r *rawVariant) setRuleStr(key string, s *str, offs []int) {
	if r.ruleStrs == nil {
		r.ruleStrs = map[string]ruleStr{}
	}
	r.ruleStrs[key] = ruleStr{s, offs}
}

// toSquares converts a region to the squares of legdefs.Rules.
func toSquares(g Region) []legdefs.Square {
	out := make([]legdefs.Square, len(g))
	for i, q := range g {
		out[i] = legdefs.Square{File: q.File, Rank: q.Rank}
	}
	return out
}

// checkRuleStrs checks the rules that name squares or pieces against the
// board and the pieces (names: every piece's letter).
func checkRuleStrs(r *rawVariant, names *letterSet, e *errs) {
	checkFlag(r, e) // flag.go
	checkRuleSquares(r, "flag-squares", r.rules.FlagSquares, e)
	checkRuleSquares(r, "flag-squares-black", r.rules.FlagSquaresBlack, e)
	checkRuleSquares(r, "walling-region", r.rules.WallingRegion, e)
	checkWalling(r, e) // walls.go
	if rs, ok := r.ruleStrs["extinction"]; ok && !r.brokenPieces {
		checkLetters(rs.s, "extinction", true, names, e)
	}
	checkFlagPieces(r, names, e) // flag.go
	for _, key := range []string{"opposite-colour-drops", "castling-drops", "castling-partners"} {
		if rs, ok := r.ruleStrs[key]; ok && !r.brokenPieces {
			checkLetters(rs.s, key, false, names, e)
		}
	}
	if rs, ok := r.ruleStrs["petrify"]; ok && !r.brokenPieces {
		checkLetters(rs.s, "petrify", false, names, e)
		checkPetrifyRoyal(r, rs.s, e) // holes.go
	}
	checkBlast(r, names, e)
	checkIron(r, names, e)
	checkBaring(r, names, e)
	checkCounterStrike(r, names, e)
	if rs, ok := r.ruleStrs["protected-lion"]; ok && !r.brokenPieces && rs.s.val != "" {
		checkLetters(rs.s, "protected-lion", false, names, e)
		if r.rules.CounterStrike == "" {
			e.add(rs.s.loc, "protected-lion: only with counter-strike (its types are the Lions)")
		}
	}
	checkConnect(r, names, e) // connect.go
	checkChasing(r, e)        // chasing.go
	if rs, ok := r.ruleStrs["castling-partners"]; ok && !r.brokenPieces {
		checkPartnersNotRoyal(r, rs.s, e)
	}
	if rs, ok := r.ruleStrs["castling-wins"]; ok {
		checkCastlingWins(rs.s, e)
	}
	if l, ok := r.present["no-drop-checks"]; ok && r.rules.Hand.NoDropChecks && !r.rules.Hand.Drops {
		e.add(l, "no-drop-checks: only with drops: true")
	}
	if l, ok := r.present["drop-stack"]; ok && r.rules.Hand.DropStack != legdefs.DropStackNone && !r.rules.Hand.Drops {
		e.add(l, "drop-stack: only with drops: true")
	}
}

// blastNot are the rules blast does not go with (legdefs.Rules.Blast),
// each as a key and whether r sets it.
func blastNot(r *legdefs.Rules) []struct {
	key string
	on  bool
} {
	return []struct {
		key string
		on  bool
	}{
		{"duple-check", r.DupleCheck},
		{"royal-extinction", r.RoyalExtinction}, {"flying-general", r.FlyingGeneral},
		{"makpong", r.Makpong}, {"bikjang", r.Bikjang}, {"pass", r.Pass},
	}
}

// checkBlast checks the blast rules' letters, and that blast-spared and
// blast-immune come with blast and blast with none of the rules it does
// not go with.
// checkPartnersNotRoyal checks that castling-partners names no royal
// piece: the royal is the one that castles.
func checkPartnersNotRoyal(r *rawVariant, s *str, e *errs) {
	for _, p := range r.pieces {
		if i := strings.Index(s.val, p.letter.val); p.royal && len(p.letter.val) == 1 && i >= 0 {
			e.add(s.pos(i), "castling-partners %q: piece %s is royal; the royal piece castles with its partners", s.val, p.letter.val)
			return
		}
	}
}

// checkCastlingWins checks castling-wins: castling rights K, Q, k, q,
// each once.
func checkCastlingWins(s *str, e *errs) {
	if s.val == "" {
		e.add(s.loc, "castling-wins: want castling rights (K, Q, k, q), got an empty string")
	}
	for i := 0; i < len(s.val); i++ {
		switch c := s.val[i : i+1]; {
		case !strings.Contains("KQkq", c):
			e.add(s.pos(i), "castling-wins %q: %q is not a castling right (K, Q, k, q)", s.val, c)
			return
		case strings.Contains(s.val[:i], c):
			e.add(s.pos(i), "castling-wins %q: %s twice", s.val, c)
			return
		}
	}
}

func checkBlast(r *rawVariant, names *letterSet, e *errs) {
	for _, key := range []string{"blast-spared", "blast-immune", "mutually-immune"} {
		if rs, ok := r.ruleStrs[key]; ok && !r.brokenPieces {
			checkLetters(rs.s, key, false, names, e)
		}
	}
	for _, key := range []string{"blast-spared", "blast-immune"} {
		if rs, ok := r.ruleStrs[key]; ok && rs.s.val != "" && !r.rules.Blast {
			e.add(rs.s.loc, "%s: only with blast: true", key)
		}
	}
	l, ok := r.present["blast"]
	if !ok || !r.rules.Blast {
		return
	}
	for _, n := range blastNot(&r.rules) {
		if n.on {
			e.add(l, "blast: not with %s", n.key)
		}
	}
}

// checkRuleSquares reports the first of squares, the value of rule key,
// that is off the board.
func checkRuleSquares(r *rawVariant, key string, squares []legdefs.Square, e *errs) {
	rs, ok := r.ruleStrs[key]
	if !ok || r.board == nil {
		return
	}
	for i, q := range squares {
		if q.File >= r.files || q.Rank >= r.ranks {
			e.add(rs.s.pos(rs.offs[i]), "%s %q: square %c%d is off the %s board%s",
				key, rs.s.val, 'a'+q.File, q.Rank+1, r.board.val, elsewhere(rs.s.loc, r.board.loc, "board"))
			return
		}
	}
}

// checkLetters checks the piece letters of rule key: letters of pieces,
// each once, or, if all, "*" (legdefs.ExtinctionAll).
func checkLetters(s *str, key string, all bool, names *letterSet, e *errs) {
	if all && s.val == legdefs.ExtinctionAll {
		return
	}
	if s.val == "" {
		want := "piece letters"
		if all {
			want += fmt.Sprintf(" or %q", legdefs.ExtinctionAll)
		}
		e.add(s.loc, "%s: want %s, got an empty string", key, want)
		return
	}
	for i := 0; i < len(s.val); i++ {
		l := s.val[i : i+1]
		switch {
		case !names.has(l):
			e.add(s.pos(i), "%s %q: no piece %s", key, s.val, l)
			return
		case strings.Contains(s.val[:i], l):
			e.add(s.pos(i), "%s %q: piece %s twice", key, s.val, l)
			return
		}
	}
}

// word reads a string that must be one of rk.words and returns its index.
func (d *decoder) word(v *yaml.Node, rk *ruleKey) (int, bool) {
	s := d.str(v, rk.key)
	if s == nil {
		return 0, false
	}
	for i, w := range rk.words {
		if s.val == w {
			return i, true
		}
	}
	d.e.add(s.loc, rk.bad, s.val)
	return 0, false
}

// mergeRules gives m the parent's value of each rule the child does not
// set; inherit is merge's helper (true: the child lacks the key).
func mergeRules(parent, m *rawVariant, inherit func(string) bool) {
	m.ruleStrs = maps.Clone(m.ruleStrs) // m shares the child's map
	for _, rk := range ruleKeys {
		if !inherit(rk.key) {
			continue
		}
		switch f := rk.field(&m.rules).(type) {
		case *bool:
			*f = *rk.field(&parent.rules).(*bool)
		case *int:
			*f = *rk.field(&parent.rules).(*int)
		case *string:
			*f = *rk.field(&parent.rules).(*string)
		case *[]legdefs.Square:
			*f = *rk.field(&parent.rules).(*[]legdefs.Square)
		}
		if rs, ok := parent.ruleStrs[rk.key]; ok {
			m.setRuleStr(rk.key, rs.s, rs.offs)
		}
	}
}

// checkIron checks iron's letters: pieces, none royal (a royal piece is
// the one whose capture is the point), and not with blast.
func checkIron(r *rawVariant, names *letterSet, e *errs) {
	rs, ok := r.ruleStrs["iron"]
	if !ok || r.brokenPieces {
		return
	}
	checkLetters(rs.s, "iron", false, names, e)
	for _, p := range r.pieces {
		if i := strings.Index(rs.s.val, p.letter.val); p.royal && len(p.letter.val) == 1 && i >= 0 {
			e.add(rs.s.pos(i), "iron %q: piece %s is royal; a royal piece cannot be iron", rs.s.val, p.letter.val)
			return
		}
	}
	if r.rules.Blast && rs.s.val != "" {
		e.add(rs.s.loc, "iron: not with blast")
	}
}

// checkBaring checks baring's letters: pieces, none royal (a royal
// piece's loss ends the game by itself).
func checkBaring(r *rawVariant, names *letterSet, e *errs) {
	rs, ok := r.ruleStrs["baring"]
	if !ok || r.brokenPieces {
		return
	}
	checkLetters(rs.s, "baring", false, names, e)
	for _, p := range r.pieces {
		if i := strings.Index(rs.s.val, p.letter.val); p.royal && len(p.letter.val) == 1 && i >= 0 {
			e.add(rs.s.pos(i), "baring %q: piece %s is royal; baring counts the pieces beside the royal ones", rs.s.val, p.letter.val)
			return
		}
	}
}

// isRoyal reports whether r's piece letter is royal: a search rather
// than a map of every piece, which was 3 KB of chushogi's load to look up
// two letters (issue 31).
func isRoyal(r *rawVariant, letter string) bool {
	for _, p := range r.pieces {
		if p.letter.val == letter {
			return p.royal
		}
	}
	return false
}

// checkCounterStrike checks counter-strike's letters (promoted forms
// "+X" too): pieces, each once, none royal; "" switches the rule off.
func checkCounterStrike(r *rawVariant, names *letterSet, e *errs) {
	rs, ok := r.ruleStrs["counter-strike"]
	if !ok || r.brokenPieces {
		return
	}
	if rs.s.val == "" {
		return // "": no rule (a variant that inherits it may switch it off)
	}
	seen := map[string]bool{}
	i := 0
	for _, l := range legdefs.SplitLetters(rs.s.val) {
		switch {
		case !names.has(l):
			e.add(rs.s.pos(i), "counter-strike %q: no piece %s", rs.s.val, l)
			return
		case seen[l]:
			e.add(rs.s.pos(i), "counter-strike %q: piece %s twice", rs.s.val, l)
			return
		case isRoyal(r, l):
			e.add(rs.s.pos(i), "counter-strike %q: piece %s is royal", rs.s.val, l)
			return
		}
		seen[l] = true
		i += len(l)
	}
	for _, n := range []struct {
		key string
		on  bool
	}{{"pass", r.rules.Pass}, {"pass-on-stalemate", r.rules.PassOnStalemate}, {"walling", r.rules.Walling != legdefs.WallingNone}} {
		if n.on {
			e.add(rs.s.loc, "counter-strike: not with %s", n.key)
		}
	}
}
