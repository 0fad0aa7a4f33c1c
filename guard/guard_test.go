package guard

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecourier"
	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/rcx"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/xqboard"
)

// programBackends are the back ends that read a compiled Program, with
// the check each runs before anything else (vm.NewPosition, rcx.Emit,
// gamecourier.Emit, the perft back ends' Fits) and the built-in a feature
// is put on to try it: chess, or for xqboard, which chess does not fit
// (it promotes), xiangqi.
var programBackends = []struct {
	name  string
	check func(*legdefs.Program) error
	base  string
}{
	{"vm", vm.Unsupported, "chess"},
	{"rcx", rcx.Unsupported, "chess"},
	{"gamecourier", gamecourier.Unsupported, "chess"},
	{"bitboard", func(p *legdefs.Program) error { _, err := bitboard.Fits(p); return err }, "chess"},
	{"xqboard", xqboard.Fits, "xiangqi"},
}

// registry names the behavioural test of an implemented feature that the
// built-in variants do not cover (see covered): "backend:feature" (a mode
// bit's name, or a rule field) to "directory/TestName".
var registry = map[string]string{
	// the game-end rules no perft sees, set on chess: the bitboard back
	// end's divide equals the VM's
	"bitboard:Program.ExtinctionValue":       "bitboard/TestGameEndRules",
	"bitboard:Program.NFoldRule":             "bitboard/TestGameEndRules",
	"bitboard:Program.NFoldValue":            "bitboard/TestGameEndRules",
	"bitboard:Program.NFoldValueAbsolute":    "bitboard/TestGameEndRules",
	"bitboard:Program.PerpetualCheckIllegal": "bitboard/TestGameEndRules",
	"bitboard:Program.ChasingRule":           "bitboard/TestGameEndRules",
	"bitboard:Program.ShatarMate":            "bitboard/TestGameEndRules",
	"bitboard:Program.MoveRepetitionIllegal": "bitboard/TestGameEndRules",
	// the same rules, and the clock rule, set on xiangqi: xqboard's
	// divide equals the VM's
	"xqboard:Program.CheckmateValue":        "xqboard/TestGameEndRules",
	"xqboard:Program.ExtinctionValue":       "xqboard/TestGameEndRules",
	"xqboard:Program.NMoveRule":             "xqboard/TestGameEndRules",
	"xqboard:Program.NFoldRule":             "xqboard/TestGameEndRules",
	"xqboard:Program.NFoldValue":            "xqboard/TestGameEndRules",
	"xqboard:Program.NFoldValueAbsolute":    "xqboard/TestGameEndRules",
	"xqboard:Program.Counting":              "xqboard/TestGameEndRules",
	"xqboard:Program.MaterialCounting":      "xqboard/TestGameEndRules",
	"xqboard:Program.ShatarMate":            "xqboard/TestGameEndRules",
	"xqboard:Program.MoveRepetitionIllegal": "xqboard/TestGameEndRules",
	"xqboard:PieceType.Clock":               "xqboard/TestGameEndRules",
	// the VM against refgen on random boards: nNnCnZjCjZ, nDnHjAjG; mRkQ
	"vm:jump":          "refgen/TestDifferentialPieces",
	"refgen:jump":      "refgen/TestDifferentialPieces",
	"vm:royalOnly":     "refgen/TestDifferentialPieces",
	"refgen:royalOnly": "refgen/TestDifferentialPieces",
	// relay, wrapping and curved paths: the Diagram's move lists, moves
	// worked out by hand, and the VM against refgen in random games
	"vm:relay":         "vm/TestRelayByHand",
	"refgen:relay":     "refgen/TestRelay",
	"vm:cylinder":      "vm/TestWrapCurve",
	"vm:torus":         "vm/TestWrapCurve",
	"vm:crooked":       "vm/TestWrapCurve",
	"vm:circular":      "vm/TestWrapCurve",
	"vm:curveStep":     "vm/TestWrapCurve",
	"refgen:cylinder":  "refgen/TestDifferentialWrapCurve",
	"refgen:torus":     "refgen/TestDifferentialWrapCurve",
	"refgen:crooked":   "refgen/TestDifferentialWrapCurve",
	"refgen:circular":  "refgen/TestDifferentialWrapCurve",
	"refgen:curveStep": "refgen/TestDifferentialWrapCurve",
	// the result rules change no move: the emitted code is chess's
	"rcx:Program.StalemateValue":                "rcx/TestResultRulesIgnored",
	"gamecourier:Program.StalemateValue":        "gamecourier/TestResultRulesIgnored",
	"rcx:Program.CheckmateValue":                "rcx/TestResultRulesIgnored",
	"gamecourier:Program.CheckmateValue":        "gamecourier/TestResultRulesIgnored",
	"rcx:Program.ExtinctionValue":               "rcx/TestResultRulesIgnored",
	"rcx:Program.NMoveRule":                     "rcx/TestResultRulesIgnored",
	"gamecourier:Program.ExtinctionValue":       "gamecourier/TestResultRulesIgnored",
	"gamecourier:Program.NMoveRule":             "gamecourier/TestResultRulesIgnored",
	"rcx:Program.NFoldRule":                     "rcx/TestResultRulesIgnored",
	"gamecourier:Program.NFoldRule":             "gamecourier/TestResultRulesIgnored",
	"rcx:Program.NFoldValue":                    "rcx/TestResultRulesIgnored",
	"gamecourier:Program.NFoldValue":            "gamecourier/TestResultRulesIgnored",
	"rcx:Program.NFoldValueAbsolute":            "rcx/TestResultRulesIgnored",
	"gamecourier:Program.NFoldValueAbsolute":    "gamecourier/TestResultRulesIgnored",
	"rcx:Program.PerpetualCheckIllegal":         "rcx/TestResultRulesIgnored",
	"gamecourier:Program.PerpetualCheckIllegal": "gamecourier/TestResultRulesIgnored",
	"rcx:Program.ChasingRule":                   "rcx/TestResultRulesIgnored",
	"gamecourier:Program.ChasingRule":           "gamecourier/TestResultRulesIgnored",
	"refgen:Variant.ChasingRule":                "refgen/TestResultRulesIgnored",
	"rcx:Program.Counting":                      "rcx/TestResultRulesIgnored",
	"gamecourier:Program.Counting":              "gamecourier/TestResultRulesIgnored",
	"rcx:Program.MaterialCounting":              "rcx/TestResultRulesIgnored",
	"gamecourier:Program.MaterialCounting":      "gamecourier/TestResultRulesIgnored",
	"refgen:Variant.MaterialCounting":           "refgen/TestResultRulesIgnored",
	"refgen:Variant.MoveRepetitionIllegal":      "refgen/TestResultRulesIgnored",
	"rcx:Program.ShatarMate":                    "rcx/TestResultRulesIgnored",
	"gamecourier:Program.ShatarMate":            "gamecourier/TestResultRulesIgnored",
	"rcx:Program.MoveRepetitionIllegal":         "rcx/TestResultRulesIgnored",
	"gamecourier:Program.MoveRepetitionIllegal": "gamecourier/TestResultRulesIgnored",

	// cannot-capture (janggi's, whose pass refgen refuses; the Diagram's
	// antiTrade= groups): moves worked out by hand
	"refgen:Piece.CannotCapture": "refgen/TestCannotCapture",
}

// refgenWitness is, for each named mode bit, a Betza string that the
// compiler turns into a move using that bit ("" for a bit the compiler
// never emits), and the modifier letter refgen's parser would name if it
// refused it.
var refgenWitness = map[string]struct{ betza, letter string }{
	"m": {"mR", "m"}, "c": {"cR", "c"}, "e": {"feF", "e"},
	"castle": {"KisO2", "O"}, "hop": {"pR", "p"}, "toggle": {"gR", "g"},
	"initial": {"iN", "i"}, "lame": {"nN", "n"}, "jump": {"jD", "j"},
	"jump2": {"jjD", "j"}, "final": {"N", "N"}, "relay": {"xN", "x"},
	"friend": {"dN", "d"}, "royalOnly": {"kN", "k"}, "epRights": {"ifmnD", "n"},
	"iso": {"WaiW", "i"}, "cylinder": {"oR", "o"}, "torus": {"ooR", "o"},
	"crooked": {"pzW", "z"}, "circular": {"gqN", "q"}, "curveStep": {"zW", "z"},
	"unload": {"uaW", "u"}, "preUnload": {"", ""}, "epTrail": {"nR", "n"},
	"imitator": {"I", "I"}, "castleInner": {"KijO2", "j"},
}

// builtin is a compiled built-in variant and what it uses.
type builtin struct {
	name   string
	v      *variants.Variant
	p      *legdefs.Program
	modes  int32           // every mode bit of its tables
	rules  map[string]bool // Program fields it sets
	vrules map[string]bool // Variant fields it sets
}

var (
	builtinsOnce sync.Once
	builtinsList []builtin
	builtinsErr  error
)

func builtins(t *testing.T) []builtin {
	t.Helper()
	builtinsOnce.Do(func() {
		for _, n := range variants.BuiltinNames() {
			v, p, err := compiler.Load(n)
			if err != nil {
				builtinsErr = fmt.Errorf("%s: %w", n, err)
				return
			}
			builtinsList = append(builtinsList, analyse(n, v, p))
		}
	})
	if builtinsErr != nil {
		t.Fatal(builtinsErr)
	}
	return builtinsList
}

// analyse lists what a compiled variant uses.
func analyse(name string, v *variants.Variant, p *legdefs.Program) builtin {
	b := builtin{name: name, v: v, p: p, rules: set(fields.Set(p)), vrules: set(fields.Set(v))}
	for i := range p.Pieces {
		offs := []int{p.Pieces[i].Offset}
		for _, rm := range p.Pieces[i].RegionMoves {
			offs = append(offs, rm.Offset)
		}
		for _, off := range offs {
			for _, m := range p.Table.Moves(off) {
				for _, l := range m {
					b.modes |= l.Mode
				}
			}
		}
	}
	return b
}

func set(names []string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

func chess(t *testing.T) (*variants.Variant, *legdefs.Program) {
	t.Helper()
	return load(t, "chess")
}

// load compiles the built-in variant name afresh, to be changed.
func load(t *testing.T, name string) (*variants.Variant, *legdefs.Program) {
	t.Helper()
	v, p, err := compiler.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return v, p
}

// covered returns the behavioural test of feature in a back end, or "":
// the registry's entry (whose test must exist), else a variant that has
// the feature (has) and that the back end's tests play: for the VM a
// built-in with golden perfts (perft.TestGolden), for refgen and rcx a
// built-in, or a file of their testdata, that their tests name.
func covered(t *testing.T, backend, feature string, has func(builtin) bool) string {
	if e, ok := registry[backend+":"+feature]; ok {
		dir, name, _ := strings.Cut(e, "/")
		if !testExists(t, dir, name) {
			t.Errorf("registry %s:%s names %s, which does not exist", backend, feature, e)
		}
		return e
	}
	for _, b := range builtins(t) {
		if !has(b) || !accepts(backend, b.p) {
			continue
		}
		switch backend {
		case "vm":
			if _, err := os.Stat(filepath.Join("..", "golden", b.name+".yaml")); err == nil {
				return "perft/TestGolden (golden/" + b.name + ".yaml)"
			}
		default:
			if strings.Contains(testSources(t, backend), strconv.Quote(b.name)) {
				return backend + " tests (" + b.name + ")"
			}
		}
	}
	if backend != "vm" {
		for _, b := range testdata(t, backend) {
			if has(b) && accepts(backend, b.p) {
				return backend + " tests (" + b.name + ")"
			}
		}
	}
	return ""
}

// accepts reports whether the Program back end named backend takes p (a
// test that names a variant the back end refuses, such as xqboard's
// TestFits naming chess, plays none of its features); true for the
// other back ends.
func accepts(backend string, p *legdefs.Program) bool {
	for _, be := range programBackends {
		if be.name == backend {
			return be.check(p) == nil
		}
	}
	return true
}

// testdata is the variant files in testdata directories that dir's
// tests name ("testdata/x.yaml" in dir, "../other/testdata/x.yaml").
func testdata(t *testing.T, dir string) []builtin {
	files, _ := filepath.Glob(filepath.Join("..", "*", "testdata", "*.yaml"))
	var out []builtin
	for _, f := range files {
		owner := filepath.Base(filepath.Dir(filepath.Dir(f)))
		name := "testdata/" + filepath.Base(f)
		if owner != dir {
			name = "../" + owner + "/" + name
		}
		if !strings.Contains(testSources(t, dir), strconv.Quote(name)) {
			continue
		}
		v, p, err := compiler.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, analyse(name, v, p))
	}
	return out
}

var sources sync.Map

// testSources is the text of the _test.go files of directory dir.
func testSources(t *testing.T, dir string) string {
	if s, ok := sources.Load(dir); ok {
		return s.(string)
	}
	files, err := filepath.Glob(filepath.Join("..", dir, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	sources.Store(dir, b.String())
	return b.String()
}

func testExists(t *testing.T, dir, name string) bool {
	return strings.Contains(testSources(t, dir), "func "+name+"(t *testing.T)")
}

// TestModeBitsListed: every Mode constant of legdefs/legdefs.go is in
// legdefs.ModeBits, once, as a single bit.
func TestModeBitsListed(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join("..", "legdefs", "legdefs.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]int32{}
	for _, b := range legdefs.ModeBits {
		if b.Bit == 0 || b.Bit&(b.Bit-1) != 0 {
			t.Errorf("ModeBits: %s = %#x is not a single bit", b.Name, b.Bit)
		}
		if _, dup := listed[b.Name]; dup {
			t.Errorf("ModeBits: %s twice", b.Name)
		}
		listed[b.Name] = b.Bit
	}
	var consts []string
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
			for _, s := range gd.Specs {
				for _, id := range s.(*ast.ValueSpec).Names {
					if strings.HasPrefix(id.Name, "Mode") {
						consts = append(consts, id.Name)
					}
				}
			}
		}
	}
	if len(consts) != len(legdefs.ModeBits) {
		t.Errorf("legdefs/legdefs.go declares %d Mode constants, ModeBits lists %d: list every bit in ModeBits", len(consts), len(legdefs.ModeBits))
	}
}

// withMode is the program of the built-in base with bit added to the
// Knight's first leg (Xiangqi's horse's).
func withMode(t *testing.T, base string, bit int32) *legdefs.Program {
	_, p := load(t, base)
	for _, pt := range p.Pieces {
		if pt.Letter == "N" {
			p.Table = append(legdefs.Table(nil), p.Table...)
			p.Table[pt.Offset+4] |= bit
			return p
		}
	}
	t.Fatalf("%s has no Knight", base)
	return nil
}

// TestModeBits: each Program back end implements or refuses every bit.
func TestModeBits(t *testing.T) {
	for pos := 0; pos < 32; pos++ {
		bit := int32(uint32(1) << pos)
		name := legdefs.ModeName(bit)
		named := !strings.HasPrefix(name, "0x")
		has := func(b builtin) bool { return b.modes&bit != 0 }
		for _, be := range programBackends {
			err := be.check(withMode(t, be.base, bit))
			switch {
			case err != nil && !strings.Contains(err.Error(), name):
				t.Errorf("%s refuses mode bit %s with %q, which does not name it", be.name, name, err)
			case err != nil:
			case !named:
				t.Errorf("%s accepts the unnamed mode bit %s: it must refuse every bit it does not know", be.name, name)
			case covered(t, be.name, name, has) == "":
				t.Errorf("%s implements mode bit %s, but no test shows it: add it to a golden variant or to the registry", be.name, name)
			}
		}
	}
}

// TestRefgenModeBits: refgen implements or refuses each named bit, given
// as Betza.
func TestRefgenModeBits(t *testing.T) {
	for _, mb := range legdefs.ModeBits {
		w, ok := refgenWitness[mb.Name]
		if !ok {
			t.Errorf("mode bit %s has no Betza witness in refgenWitness", mb.Name)
			continue
		}
		if w.betza == "" {
			if usesMode(t, mb.Name) {
				t.Errorf("mode bit %s: the compiler emits it now; give refgenWitness a Betza string for it", mb.Name)
			}
			continue
		}
		tab, err := compiler.CompileBetza(w.betza, 8, 8)
		if err != nil {
			continue // the compiler refuses the notation: no Program uses the bit
		}
		if !tableHas(tab, mb.Bit) {
			t.Errorf("witness %q of mode bit %s compiles without it", w.betza, mb.Name)
			continue
		}
		v, _ := chess(t)
		v.Pieces = append([]variants.Piece(nil), v.Pieces...)
		letter := "N"
		if strings.Contains(w.betza, "O") {
			letter = "K"
		}
		v.Piece(letter).Betza = w.betza
		_, err = refgen.New(v)
		bit := mb.Bit
		has := func(b builtin) bool { return b.modes&bit != 0 }
		switch {
		case err != nil && !strings.Contains(err.Error(), strconv.Quote(w.letter)) && !strings.Contains(err.Error(), "'"+w.letter) && !strings.Contains(err.Error(), mb.Name):
			t.Errorf("refgen refuses %q (mode bit %s) with %q, which names neither %q nor %s", w.betza, mb.Name, err, w.letter, mb.Name)
		case err != nil:
		case covered(t, "refgen", mb.Name, has) == "":
			t.Errorf("refgen implements %q (mode bit %s), but no test shows it: add it to the registry", w.betza, mb.Name)
		}
	}
}

// usesMode reports whether the compiler's non-test sources use the
// constant of the bit named name beyond declaring and listing it.
func usesMode(t *testing.T, name string) bool {
	c := "Mode" + strings.ToUpper(name[:1]) + name[1:]
	files, _ := filepath.Glob(filepath.Join("..", "compiler", "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.HasSuffix(f, "legdefs.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), c) {
			return true
		}
	}
	return false
}

func tableHas(tab legdefs.Table, bit int32) bool {
	for _, m := range tab.Moves(0) {
		for _, l := range m {
			if l.Mode&bit != 0 {
				return true
			}
		}
	}
	return false
}

// TestRuleFields: each Program back end implements or refuses every rule
// field of a Program.
func TestRuleFields(t *testing.T) {
	rules := func(b builtin) map[string]bool { return b.rules }
	forEachRule(t, reflect.TypeOf(legdefs.Program{}), rules, "every back end", func(name string, witness *builtin, has func(builtin) bool) {
		for _, be := range programBackends {
			_, p := load(t, be.base)
			path, ok := transplant(reflect.ValueOf(p), reflect.ValueOf(witness.p), name, nil)
			if !ok {
				t.Fatalf("%s: cannot put it on the %s program", name, be.base)
			}
			checkRule(t, be.name, name, path, be.check(p), has)
		}
	})
}

// TestRefgenRuleFields: refgen implements or refuses every field of a
// variant.
func TestRefgenRuleFields(t *testing.T) {
	rules := func(b builtin) map[string]bool { return b.vrules }
	forEachRule(t, reflect.TypeOf(variants.Variant{}), rules, "refgen", func(name string, witness *builtin, has func(builtin) bool) {
		v, _ := chess(t)
		path, ok := transplant(reflect.ValueOf(v), reflect.ValueOf(witness.v), name, nil)
		if !ok {
			t.Fatalf("%s: cannot put it on the chess variant", name)
		}
		checkRule(t, "refgen", name, path, refgen.Unsupported(v), has)
	})
}

// forEachRule calls check with each field name of typ, the first built-in
// variant whose rules (the fields it sets) hold the name, and has, which
// tells the built-ins that set it. A field no built-in sets is an error:
// who could not be checked on it.
func forEachRule(t *testing.T, typ reflect.Type, rules func(builtin) map[string]bool, who string, check func(name string, witness *builtin, has func(builtin) bool)) {
	bs := builtins(t)
	for _, name := range fields.All(typ) {
		has := func(b builtin) bool { return rules(b)[name] }
		i := slices.IndexFunc(bs, has)
		if i < 0 {
			t.Errorf("no built-in variant sets %s: add one that uses it, so that the guard can check %s", name, who)
			continue
		}
		check(name, &bs[i], has)
	}
}

// checkRule: err (the back end's answer to a program using the field
// name, reached by path) refuses it by name, or the field is covered.
func checkRule(t *testing.T, backend, name string, path []string, err error, has func(builtin) bool) {
	t.Helper()
	if err != nil {
		for _, n := range path {
			if strings.Contains(err.Error(), n) {
				return
			}
		}
		t.Errorf("%s refuses %s with %q, which names neither it nor %s", backend, name, err, strings.Join(path, ", "))
		return
	}
	if covered(t, backend, name, has) == "" {
		t.Errorf("%s implements %s, but no test shows it: add it to a built-in its tests play, or to the registry", backend, name)
	}
}

// transplant sets in dst the first field called name (fields' naming) that
// is not zero in src, creating the structs and slice elements around it in
// dst (the first element of a slice); a struct field gets src's value, a
// pointer to a struct or a slice of structs an empty one, so that the
// fields inside stay unset. It returns the names of the fields on the way.
func transplant(dst, src reflect.Value, name string, path []string) ([]string, bool) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return nil, false
		}
		if dst.IsNil() {
			nd := reflect.New(src.Type().Elem())
			p, ok := transplant(nd.Elem(), src.Elem(), name, path)
			if ok {
				dst.Set(nd)
			}
			return p, ok
		}
		return transplant(dst.Elem(), src.Elem(), name, path)
	case reflect.Slice:
		if src.Type().Name() != "" {
			return nil, false
		}
		for i := 0; i < src.Len(); i++ {
			if dst.Len() > 0 {
				if p, ok := transplant(dst.Index(0), src.Index(i), name, path); ok {
					return p, true
				}
				continue
			}
			e := reflect.New(src.Type().Elem()).Elem()
			if p, ok := transplant(e, src.Index(i), name, path); ok {
				dst.Set(reflect.Append(dst, e))
				return p, true
			}
		}
	case reflect.Struct:
		return transplantFields(dst, src, name, src.Type().Name(), path)
	}
	return nil, false
}

// transplantFields is transplant on the fields of the struct src, named
// as owner's: its own type's, or for a struct embedded in another
// (fields.Embedded), the embedding type's.
func transplantFields(dst, src reflect.Value, name, owner string, path []string) ([]string, bool) {
	st := src.Type()
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		if !f.IsExported() || src.Field(i).IsZero() {
			continue
		}
		if fields.Embedded(f) {
			if p, ok := transplantFields(dst.Field(i), src.Field(i), name, owner, path); ok {
				return p, true
			}
			continue
		}
		fn := owner + "." + f.Name
		here := append(append([]string(nil), path...), fn)
		if fn == name {
			dst.Field(i).Set(emptied(src.Field(i)))
			return here, true
		}
		if p, ok := transplant(dst.Field(i), src.Field(i), name, here); ok {
			return p, true
		}
	}
	return nil, false
}

// emptied is v, or for a pointer to a struct or an unnamed slice of
// structs, an empty one.
func emptied(v reflect.Value) reflect.Value {
	switch {
	case v.Kind() == reflect.Pointer && v.Type().Elem().Kind() == reflect.Struct:
		return reflect.New(v.Type().Elem())
	case v.Kind() == reflect.Slice && v.Type().Name() == "" && v.Type().Elem().Kind() == reflect.Struct:
		return reflect.MakeSlice(v.Type(), 1, 1)
	}
	return v
}
