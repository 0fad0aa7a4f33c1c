package fsf

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Pawn Betza strings FSF's built-in pawn moves as: with and without the
// double step from its start rank.
const (
	PawnBetza         = "ifmnDfmWfceF"
	PawnNoDoubleBetza = "fmWfcF"
)

// Problem is one thing of a variant that Fairy-Stockfish cannot be told.
type Problem struct {
	Piece  string `json:"piece,omitempty"` // the piece's letter, or "" for the variant
	Name   string `json:"name,omitempty"`
	Betza  string `json:"betza,omitempty"`
	Reason string `json:"reason"`
}

func (p Problem) String() string {
	if p.Piece == "" {
		return p.Reason
	}
	return fmt.Sprintf("piece %s (%s, %s): %s", p.Piece, p.Name, p.Betza, p.Reason)
}

// ExportError lists why a variant cannot be exported.
type ExportError struct {
	Variant  string
	Problems []Problem
}

func (e *ExportError) Error() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "variant %s cannot be written for Fairy-Stockfish:", e.Variant)
	for _, p := range e.Problems {
		sb.WriteString("\n  " + p.String())
	}
	return sb.String()
}

// Export writes v (compiled as p) as one variants.ini section named
// section (v.Name if ""). It refuses, with an *ExportError naming each
// piece and why, what FSF cannot express: multi-leg moves and XBetza
// modifiers outside FSF's subset, promotion for a piece that is not a
// chess pawn, more than one royal piece, boards over 12x10. Then it
// imports its own output again and compiles it: any difference from p
// (a rule of the variant schema that the ini does not carry) is a
// problem too, so what Export returns means the same variant. A section
// named as one of FSF's built-in variants (Builtin) is refused: FSF would
// skip it and play its own. A name FSF would read otherwise (a ':' makes
// [child:parent]) or that cannot name the variant read back is refused
// first, alone (sectionname.go).
func Export(v *variants.Variant, p *legdefs.Program, section string) (string, error) {
	if section == "" {
		section = v.Name
	}
	if err := sectionNameError(section, true); err != nil {
		return "", err
	}
	x := &exporter{v: v, p: p, err: &ExportError{Variant: v.Name}, spelled: map[string]string{}}
	text := x.write(section)
	if len(x.err.Problems) > 0 {
		return "", x.err
	}
	want, err := x.fsfSpelled()
	if err != nil {
		return "", fmt.Errorf("variant %s with Fairy-Stockfish's spellings: %w", v.Name, err)
	}
	if diff := roundTripDiff(text, section, want); diff != "" {
		x.err.Problems = append(x.err.Problems, Problem{Reason: "the variant uses rules that the variants.ini section does not carry; read back it differs (-betzac +exported):\n" + diff})
		return "", x.err
	}
	return text, nil
}

type exporter struct {
	v   *variants.Variant
	p   *legdefs.Program
	err *ExportError
	// spelled: the Betza of pieces written as FSF's types, by letter,
	// where FSF spells it otherwise (exportxiangqi.go)
	spelled map[string]string
	// parent: the FSF built-in the section inherits (exportjanggi.go)
	parent string
	// lines: the squares of FSF's diagonalLines (exportjanggi.go)
	lines map[int]bool
}

func (x *exporter) problem(vp *variants.Piece, format string, args ...any) {
	pr := Problem{Reason: fmt.Sprintf(format, args...)}
	if vp != nil {
		pr.Piece, pr.Name, pr.Betza = vp.Letter, vp.Name, vp.Betza
	}
	x.err.Problems = append(x.err.Problems, pr)
}

func (x *exporter) write(section string) string {
	v := x.v
	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s", v.Name)
	if v.Title != "" {
		fmt.Fprintf(&sb, ": %s", v.Title)
	}
	sb.WriteString(" (written by betzac export fsf)\n")
	if Builtin(section) {
		x.problem(nil, "section [%s] has the name of a Fairy-Stockfish built-in variant: FSF skips the section (\"Variant '%s' already exists.\") and plays its own %s; give it another name, e.g. --section %s", section, section, section, Rename(section))
	}
	if x.parent = x.janggiParent(); x.parent != "" {
		fmt.Fprintf(&sb, "[%s:%s]\n", section, x.parent)
	} else {
		fmt.Fprintf(&sb, "[%s]\n", section)
	}
	if v.Files > 12 || v.Ranks > 10 {
		x.problem(nil, "the board is %s; Fairy-Stockfish's largest is 12x10", v.Board())
	}
	fmt.Fprintf(&sb, "maxFile = %d\nmaxRank = %d\n", v.Files, v.Ranks)
	promo, castles := x.writePieces(&sb)
	x.writeJanggi(&sb)
	if len(promo) > 0 {
		fmt.Fprintf(&sb, "promotionPieceTypes = %s\n", strings.Join(promo, ""))
	}
	if !castles && !v.Castling960 {
		sb.WriteString("castling = false\n")
	}
	if v.Castling960 {
		sb.WriteString("chess960 = true\n")
	}
	if v.Iron != "" {
		x.problem(nil, "iron pieces (iron: %s): Fairy-Stockfish has no piece that cannot be captured", v.Iron)
	}
	if v.FlyingGeneral {
		sb.WriteString("flyingGeneral = true\n")
	}
	if v.Baring != "" {
		x.problem(nil, "the baring rule (baring: %s): Fairy-Stockfish's extinction counts each type apart, not the listed pieces together", v.Baring)
	}
	writeBareKing(&sb, v.BareKing)
	writeResults(&sb, &v.Rules) // results.go
	fmt.Fprintf(&sb, "startFen = %s\n", v.Start)
	return sb.String()
}

// writePieces writes the piece types: the king, the pawn, the pieces
// Fairy-Stockfish predefines and custom pieces. It returns the letters
// the pawn promotes to and whether the king castles.
func (x *exporter) writePieces(sb *strings.Builder) (promo []string, castles bool) {
	v := x.v
	pawns, royals, custom := 0, 0, 0
	for i := range v.Pieces {
		vp := &v.Pieces[i]
		letter := strings.ToLower(vp.Letter)
		fmt.Fprintf(sb, "# %s: %s\n", vp.Letter, vp.Name)
		ast, err := grammar.Parse(vp.Betza)
		if err != nil {
			x.problem(vp, "%v", err)
			continue
		}
		typ := ""
		switch {
		case vp.Royal && x.parent != "":
			royals++
			typ = x.janggiKing(vp)
		case vp.Royal:
			royals++
			castles = x.writeKing(sb, vp, letter, ast) || castles
			typ = "king"
		case vp.Promote != nil:
			pawns++
			promo = append(promo, x.writePawn(sb, vp, letter)...)
			typ = "pawn"
		default:
			typ = x.writeOther(sb, vp, letter, &custom)
		}
		if typ != "" {
			x.mobility(sb, vp, typ) // exportxiangqi.go
		}
	}
	if pawns > 1 {
		x.problem(nil, "%d piece types promote; Fairy-Stockfish's export here has one pawn type", pawns)
	}
	if royals != 1 {
		x.problem(nil, "%d royal piece types; Fairy-Stockfish has one king", royals)
	}
	return promo, castles
}

// writeOther writes a piece vp that is neither royal nor promotes: as
// FSF's type of a Xiangqi piece (exportxiangqi.go), a predefined type or
// the next custom piece (custom counts them). It returns the type, or ""
// if vp cannot be written.
func (x *exporter) writeOther(sb *strings.Builder, vp *variants.Piece, letter string, custom *int) string {
	name := x.xiangqiType(sb, vp)
	if name == "" {
		name = builtinName(x, vp.Betza)
	}
	if name != "" {
		fmt.Fprintf(sb, "%s = %s\n", name, letter)
		return name
	}
	if !x.checkBetza(vp, vp.Betza) {
		return ""
	}
	*custom++
	if *custom > 25 {
		x.problem(vp, "more than 25 custom pieces")
	}
	fmt.Fprintf(sb, "customPiece%d = %s:%s\n", *custom, letter, vp.Betza)
	return fmt.Sprintf("customPiece%d", *custom)
}

// writeKing writes the royal piece vp and its castling; it reports
// whether it castles.
func (x *exporter) writeKing(sb *strings.Builder, vp *variants.Piece, letter string, ast *grammar.Piece) bool {
	rest, castle := x.splitCastling(vp, ast)
	if castle > 0 {
		x.castling(sb, vp, castle)
	}
	if x.sameMoves(rest, "K") {
		fmt.Fprintf(sb, "king = %s\n", letter)
	} else if x.checkBetza(vp, rest) {
		fmt.Fprintf(sb, "king = %s:%s\n", letter, rest)
	}
	return castle > 0
}

// writePawn writes the promoting piece vp, which must move as
// Fairy-Stockfish's pawn, with its double step and promotion region; it
// returns the letters it promotes to.
func (x *exporter) writePawn(sb *strings.Builder, vp *variants.Piece, letter string) []string {
	v := x.v
	switch {
	case x.sameMoves(vp.Betza, PawnBetza):
		x.doubleStep(sb, vp.Letter)
	case x.sameMoves(vp.Betza, PawnNoDoubleBetza):
		sb.WriteString("doubleStep = false\n")
	default:
		x.problem(vp, "only Fairy-Stockfish's pawn (%s) promotes here; a piece that moves otherwise cannot", PawnBetza)
		return nil
	}
	fmt.Fprintf(sb, "pawn = %s\n", letter)
	if vp.Promote.Zone < 1 || vp.Promote.Zone > v.Ranks {
		x.problem(vp, "promotion zone of %d ranks", vp.Promote.Zone)
	}
	var w, b []string
	for r := v.Ranks - vp.Promote.Zone + 1; r <= v.Ranks; r++ {
		w = append(w, fmt.Sprintf("*%d", r))
		b = append(b, fmt.Sprintf("*%d", v.Ranks+1-r))
	}
	fmt.Fprintf(sb, "promotionRegionWhite = %s\npromotionRegionBlack = %s\n", strings.Join(w, " "), strings.Join(b, " "))
	var promo []string
	for _, c := range vp.Promote.To {
		promo = append(promo, strings.ToLower(string(c)))
	}
	return promo
}

// writeBareKing writes Fairy-Stockfish's extinction settings of the
// bare-king rule, if the variant has it.
func writeBareKing(sb *strings.Builder, bareKing string) {
	keys, ok := bareKingKeys.Get()[bareKing]
	if !ok {
		return
	}
	// the value only scores the game (Shatranj's loss, Shatar's draw)
	value := map[string]string{"loses": "loss", "ends": "draw"}[bareKing]
	fmt.Fprintf(sb, "extinctionValue = %s\n", value)
	for _, k := range []string{"extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "extinctionClaim"} {
		if val, ok := keys[k]; ok {
			fmt.Fprintf(sb, "%s = %s\n", k, val)
		}
	}
}

// builtinNames are FSF's predefined piece types that export uses, by
// their Betza (from FSF's variants.ini documentation). Any other piece
// becomes a customPiece.
var builtinNames = []struct{ name, betza string }{
	{"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"},
}

func builtinName(x *exporter, betza string) string {
	for _, b := range builtinNames {
		if x.sameMoves(betza, b.betza) {
			return b.name
		}
	}
	return ""
}

// sameMoves reports whether two Betza strings compile to the same set of
// moves on the variant's board.
func (x *exporter) sameMoves(a, b string) bool {
	ma, err1 := compiler.CompileBetza(a, x.v.Files, x.v.Ranks)
	mb, err2 := compiler.CompileBetza(b, x.v.Files, x.v.Ranks)
	if err1 != nil || err2 != nil {
		return false
	}
	return slices.Equal(sortedMoves(ma.Moves(0)), sortedMoves(mb.Moves(0)))
}

func sortedMoves(ms []legdefs.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = fmt.Sprint(m)
	}
	sort.Strings(out)
	return out
}

// splitCastling returns the royal's Betza without its O terms, and the
// castling distance (0: none).
func (x *exporter) splitCastling(vp *variants.Piece, ast *grammar.Piece) (string, int) {
	rest := &grammar.Piece{}
	castle := 0
	for _, t := range ast.Terms {
		if t.Atom != nil && t.Atom.Letter == 'O' {
			n := t.Atom.Range
			if n <= 0 || len(t.Legs) != 1 {
				x.problem(vp, "castling %q: Fairy-Stockfish castles a fixed distance only", grammar.Print(&grammar.Piece{Terms: []*grammar.Term{t}}))
				continue
			}
			castle = n
			continue
		}
		rest.Terms = append(rest.Terms, t)
	}
	return grammar.Print(rest), castle
}

// castling writes the castling files for a king that moves n squares.
func (x *exporter) castling(sb *strings.Builder, vp *variants.Piece, n int) {
	file, ok := startFileOf(x.v.Start, vp.Letter)
	if !ok {
		x.problem(vp, "castles but does not stand once on White's first rank in the start position")
		return
	}
	k, q := file+n, file-n
	if k >= x.v.Files || q < 0 {
		x.problem(vp, "castles %d squares from file %c, off the board", n, 'a'+file)
		return
	}
	fmt.Fprintf(sb, "castlingKingsideFile = %c\ncastlingQueensideFile = %c\n", 'a'+k, 'a'+q)
}

// expandRow writes a FEN row with one character per square ('.' empty).
func expandRow(row string) string {
	var sb strings.Builder
	n := 0
	for _, c := range row {
		if c >= '0' && c <= '9' {
			if n < 1<<16 { // callers refuse counts over the board: bound only the memory
				n = n*10 + int(c-'0')
			}
			continue
		}
		if c == '+' || c == '~' {
			continue // a promoted piece's mark: its letter is the square
		}
		sb.WriteString(strings.Repeat(".", n))
		n = 0
		sb.WriteRune(c)
	}
	sb.WriteString(strings.Repeat(".", n))
	return sb.String()
}

// doubleStep writes the pawn's double-step regions: the ranks where each
// side's pawns start (FSF's default, ranks 2 and 7, fits 8-rank boards).
func (x *exporter) doubleStep(sb *strings.Builder, letter string) {
	rows := strings.Split(strings.Fields(x.v.Start)[0], "/")
	var w, b []string
	for i, row := range rows {
		rank := len(rows) - i
		r := expandRow(row)
		if strings.Contains(r, letter) {
			w = append(w, fmt.Sprintf("*%d", rank))
		}
		if strings.Contains(r, strings.ToLower(letter)) {
			b = append(b, fmt.Sprintf("*%d", rank))
		}
	}
	fmt.Fprintf(sb, "doubleStepRegionWhite = %s\ndoubleStepRegionBlack = %s\n", strings.Join(w, " "), strings.Join(b, " "))
}

// checkBetza reports whether FSF reads betza as betzac does: single-leg
// atoms with the modifiers FSF knows (variants.ini: "all base atoms, all
// directional modifiers, limited and unlimited W/F/N riders, hoppers and
// grasshoppers for R and B, lame leapers nN nA nZ nD"), and m and c.
// Otherwise it records why not.
func (x *exporter) checkBetza(vp *variants.Piece, betza string) bool {
	ast, err := grammar.Parse(betza)
	if err != nil {
		x.problem(vp, "%v", err)
		return false
	}
	ok := true
	bad := func(format string, args ...any) {
		x.problem(vp, format, args...)
		ok = false
	}
	for _, t := range ast.Terms {
		if t.IsBracket() {
			bad("bracket notation (multi-leg moves); Fairy-Stockfish reads single-leg Betza only")
			continue
		}
		if len(t.Legs) > 1 {
			bad("multi-leg move (the a modifier); Fairy-Stockfish reads single-leg Betza only and ignores a")
			continue
		}
		a := t.Atom
		if a.Ext != 0 || a.Star {
			bad("atom suffix of %c is XBetza only", a.Letter)
			continue
		}
		if !strings.ContainsRune("WFDNAHCZGKQRB", rune(a.Letter)) {
			bad("atom %c is not one Fairy-Stockfish knows", a.Letter)
			continue
		}
		if orth, diag, ok := splitAtom(a.Letter); ok {
			for _, m := range t.Legs[0].Mods {
				if strings.IndexByte("fblrvsh", m.Letter) >= 0 {
					bad("a direction on %c: Fairy-Stockfish gives it to each of %c and %c (f%c is f%c+f%c there); write those moves apart",
						a.Letter, orth, diag, a.Letter, orth, diag)
					break
				}
			}
		}
		if (a.Doubled || a.Range != grammar.NoRange) && !strings.ContainsRune("WFNRB", rune(a.Letter)) {
			bad("%c as a rider: Fairy-Stockfish rides W, F and N only", a.Letter)
		}
		for _, m := range t.Legs[0].Mods {
			switch c := m.Letter; {
			case strings.IndexByte("fblrvshmc", c) >= 0:
			case c == 'n':
				if !strings.ContainsRune("NAZD", rune(a.Letter)) {
					bad("lame n on %c: Fairy-Stockfish has lame N, A, Z and D only", a.Letter)
				}
			case c == 'p' || c == 'g':
				if a.Letter != 'R' && a.Letter != 'B' {
					bad("%c on %c: Fairy-Stockfish hops and grasshoppers on R and B only", c, a.Letter)
				}
			default:
				bad("modifier %c is not in Fairy-Stockfish's Betza", c)
			}
		}
	}
	return ok
}

// roundTripDiff imports text again and compiles it; it returns how the
// result differs from p, or "" if it does not. Names and Betza spellings
// may differ; moves, rules and the start may not.
func roundTripDiff(text, section string, p *legdefs.Program) string {
	imp, err := Import(strings.NewReader(text), section)
	if err != nil {
		return err.Error()
	}
	if len(imp.Untranslated) > 0 {
		return "not read back: " + strings.Join(imp.Untranslated, "; ")
	}
	return ImportDiff(section, imp.YAML, p)
}

// ImportDiff loads and compiles an import's variant file (name.yaml
// holding yaml) and returns how its program differs from p (ProgramDiff),
// or why it does not load or compile: the last step of an export's
// round trip.
func ImportDiff(name, yaml string, p *legdefs.Program) string {
	v, err := variants.LoadBytes(name+".yaml", []byte(yaml))
	if err != nil {
		return "the import does not load: " + err.Error()
	}
	q, err := compiler.Compile(v)
	if err != nil {
		return "the import does not compile: " + err.Error()
	}
	return ProgramDiff(p, q)
}

// ProgramDiff compares two programs as variants: every field except the
// name, each piece's name, Betza spelling and table offset, with each
// piece's moves and confine region compared as sets. "" means the same; otherwise one line
// per difference, "-" for a and "+" for b: "Pieces[1].Royal: -true +false",
// "moves of N: -1×(+1,+2) mc".
func ProgramDiff(a, b *legdefs.Program) string {
	norm := func(p *legdefs.Program) (legdefs.Program, [][]string) {
		c := *p
		c.Name, c.Table = "", nil
		c.Pieces = append([]legdefs.PieceType(nil), p.Pieces...)
		var moves [][]string
		for i := range c.Pieces {
			moves = append(moves, sortedMoves(p.Moves(i)))
			c.Pieces[i].Name, c.Pieces[i].Betza, c.Pieces[i].Offset = "", "", 0
			if g := c.Pieces[i].Confine; g != nil { // a set: "a1-i5" lists it by files
				c.Pieces[i].Confine = slices.Sorted(slices.Values(g))
			}
		}
		return c, moves
	}
	pa, ma := norm(a)
	pb, mb := norm(b)
	diff := valueDiff(pa, pb) // diff.go
	for i := range min(len(ma), len(mb)) {
		diff += setDiff(fmt.Sprintf("moves of %s", a.Pieces[i].Letter), ma[i], mb[i])
	}
	return diff
}

// splitAtom returns the atoms FSF splits K and Q into when it reads
// directions on them (see betza.go).
func splitAtom(letter byte) (orth, diag byte, ok bool) {
	switch letter {
	case 'K':
		return 'W', 'F', true
	case 'Q':
		return 'R', 'B', true
	}
	return 0, 0, false
}
