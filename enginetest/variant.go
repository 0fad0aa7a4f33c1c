package enginetest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Choosing the variant the engine plays: its own (UCI_Variant) when it
// knows the variant by name, else the variant written for it as a
// variants.ini section (Fairy-Stockfish's VariantPath).

// uciNames maps betzac variant names to the engine's UCI_Variant name
// where they differ: betzac's chess960 and atomic960 are FSF's chess and
// atomic with UCI_Chess960.
var uciNames = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"chess960": "chess", "atomic960": "atomic"}
}}

// UCIName is the UCI_Variant name of betzac's variant name.
func UCIName(name string) string {
	if n, ok := uciNames.Get()[name]; ok {
		return n
	}
	return name
}

// Name960 is the betzac name of UCI_Variant uci played with UCI_Chess960
// set: chess960 for chess, atomic960 for atomic (uciNames), else uci.
func Name960(uci string) string {
	for name, u := range uciNames.Get() {
		if u == uci {
			return name
		}
	}
	return uci
}

// Plays reports whether the engine plays the variant of UCI_Variant name
// uci without being taught it: it lists it, or it has no UCI_Variant
// option and the variant is chess (shogi for USI).
func (e *Engine) Plays(uci string) bool {
	return e.KnowsVariant(uci) || (uci == e.plainVariant() && !e.HasOption("UCI_Variant"))
}

// SelectVariant sets the engine up to play v: with UCI_Variant uciVariant
// if given, else v's UCI name (UCIName) when the engine plays it (Plays), else
// (or always with export) v written as a variants.ini section and loaded
// with VariantPath. It returns the UCI_Variant name; cleanup removes the
// written file.
func (e *Engine) SelectVariant(ctx context.Context, v *variants.Variant, p *legdefs.Program, uciVariant string, export bool) (name string, cleanup func(), _ error) {
	cleanup = func() {}
	fail := func(format string, a ...any) (string, func(), error) {
		return "", cleanup, fmt.Errorf(format, a...)
	}
	if uciVariant == "" && !export {
		if name := UCIName(v.Name); e.Plays(name) {
			uciVariant = name
		}
	}
	if uciVariant == "" {
		// Not native to the engine: write it for VariantPath.
		if !e.HasOption("VariantPath") {
			return fail("the engine does not list variant %q and has no VariantPath option to load it", v.Name)
		}
		// a name of the engine's or FSF's own: it would skip the section
		section := v.Name
		if e.KnowsVariant(section) || fsf.Builtin(section) {
			section = fsf.Rename(section)
		}
		text, err := fsf.Export(v, p, section)
		if err != nil {
			return fail("%v", err)
		}
		dir, err := os.MkdirTemp("", "betzac-enginetest")
		if err != nil {
			return fail("%v", err)
		}
		cleanup = func() { os.RemoveAll(dir) }
		ini := filepath.Join(dir, section+".ini")
		if err := os.WriteFile(ini, []byte(text), 0o644); err != nil {
			return fail("%v", err)
		}
		if err := e.SetOption(ctx, "VariantPath", ini); err != nil {
			return fail("%v", err)
		}
		uciVariant = section
	}
	if err := e.SetVariant(ctx, uciVariant, p.Castling960); err != nil {
		return fail("%v", err)
	}
	return uciVariant, cleanup, nil
}

// plainVariant is what an engine without a variant option plays: chess,
// or shogi for a USI engine (Apery, YaneuraOu).
func (e *Engine) plainVariant() string {
	if e.usi {
		return "shogi"
	}
	return "chess"
}

// SetVariant sets UCI_Chess960 to c960 and UCI_Variant to uciVariant.
func (e *Engine) SetVariant(ctx context.Context, uciVariant string, c960 bool) error {
	if e.HasOption("UCI_Chess960") {
		if err := e.SetOption(ctx, "UCI_Chess960", fmt.Sprint(c960)); err != nil {
			return err
		}
	} else if c960 {
		return fmt.Errorf("the variant castles as in Chess960 and the engine has no %s option", e.optName("UCI_Chess960"))
	}
	if e.HasOption("UCI_Variant") {
		return e.SetOption(ctx, "UCI_Variant", uciVariant)
	} else if uciVariant != e.plainVariant() {
		return fmt.Errorf("the engine has no %s option, so it plays only %s", e.optName("UCI_Variant"), e.plainVariant())
	}
	return nil
}
