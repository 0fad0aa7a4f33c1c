package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// openedEngine is an engine enginetest can ask for divides, whatever its
// protocol.
type openedEngine struct {
	enginetest.Perfter
	name       string
	uciVariant string // the UCI_Variant it plays ("" for a script)
	xbVariant  string // the xboard variant it plays (--protocol xboard)
	usiVariant string // the USI_Variant it plays (--protocol usi)
	close      func()
	// spell, if set, rewrites a report's engine moves as the engine
	// printed them (USI's, which Compare holds in UCI form).
	spell func(*enginetest.Report)
}

// compare is enginetest.Compare against the engine, its report in the
// engine's notation.
func (o *openedEngine) compare(ctx context.Context, pos *vm.Position, fen string, depth int) (*enginetest.Report, error) {
	rep, err := enginetest.Compare(ctx, o, pos, fen, depth)
	if rep != nil && o.spell != nil {
		o.spell(rep)
	}
	return rep, err
}

// engineProtocol opens an engine of one --protocol.
type engineProtocol struct {
	open func(ctx context.Context, argv []string, options [][2]string, v *variants.Variant, p *legdefs.Program, errOut io.Writer) (*openedEngine, error)
}

var engineProtocols = lazy.Value[map[string]engineProtocol]{Build: func() map[string]engineProtocol {
	return map[string]engineProtocol{
		"uci":    {open: openUCI},
		"script": {open: openScript},
		"xboard": {open: openXBoard},
		"usi":    {open: openUSI},
	}
}}

// protocolNames lists --protocol's values.
func protocolNames() string {
	var names []string
	for n := range engineProtocols.Get() {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// checkProtocol checks --protocol and the flags that go with it.
func checkProtocol(cmd *cobra.Command) error {
	if _, ok := engineProtocols.Get()[engineFlags.protocol]; !ok {
		return usageErrorf(cmd, "--protocol %q: want one of %s", engineFlags.protocol, protocolNames())
	}
	if p := engineFlags.protocol; p != "uci" && p != "usi" {
		for _, name := range []string{"option", "uci-variant", "export"} {
			if name == "option" && engineFlags.protocol == "xboard" {
				continue // CECP's "option NAME=VALUE"
			}
			if cmd.Flags().Changed(name) {
				return usageErrorf(cmd, "--%s is for UCI engines, not --protocol %s", name, engineFlags.protocol)
			}
		}
	}
	return nil
}

// openUCI starts a UCI engine, sets its --option settings and the variant.
func openUCI(ctx context.Context, argv []string, options [][2]string, v *variants.Variant, p *legdefs.Program, errOut io.Writer) (*openedEngine, error) {
	return openUCIFamily(ctx, false, argv, options, v, p, errOut)
}

// openUSI starts a USI engine (enginetest.USI), sets its --option
// settings and the variant as for UCI, under USI's option names
// (USI_Variant; VariantPath for a variant it does not list).
func openUSI(ctx context.Context, argv []string, options [][2]string, v *variants.Variant, p *legdefs.Program, errOut io.Writer) (*openedEngine, error) {
	return openUCIFamily(ctx, true, argv, options, v, p, errOut)
}

// uciFamily is a started engine of the UCI family: an enginetest.Engine
// or an enginetest.USI.
type uciFamily interface {
	enginetest.Perfter
	SetOption(ctx context.Context, name, value string) error
	SelectVariant(ctx context.Context, v *variants.Variant, p *legdefs.Program, uciVariant string, export bool) (string, func(), error)
	Close() error
}

// openUCIFamily starts a UCI engine, or with usi a USI engine, sets its
// --option settings and the variant; on failure it closes the engine.
func openUCIFamily(ctx context.Context, usi bool, argv []string, options [][2]string, v *variants.Variant, p *legdefs.Program, errOut io.Writer) (*openedEngine, error) {
	var (
		e   uciFamily
		eng *enginetest.Engine // e's process (USI's too)
		u   *enginetest.USI
		err error
	)
	if usi {
		if u, err = enginetest.StartUSI(ctx, engineConfig(argv, errOut)); err == nil {
			e, eng = u, u.Engine
		}
	} else if eng, err = enginetest.Start(ctx, engineConfig(argv, errOut)); err == nil {
		e = eng
	}
	if err != nil {
		return nil, err
	}
	for _, o := range options {
		if err := e.SetOption(ctx, o[0], o[1]); err != nil {
			e.Close()
			return nil, err
		}
	}
	variant, cleanup, err := e.SelectVariant(ctx, v, p, engineFlags.uciVariant, engineFlags.export)
	if err != nil {
		cleanup()
		e.Close()
		return nil, err
	}
	o := &openedEngine{Perfter: e, name: eng.Name, close: func() {
		e.Close()
		cleanup()
	}}
	if usi {
		o.usiVariant, o.spell = variant, u.Spell
	} else {
		o.uciVariant = variant
	}
	return o, nil
}

// openScript is perftree's script contract (enginetest.Script): the
// script plays the variant it plays; betzac counts v.
func openScript(_ context.Context, argv []string, _ [][2]string, _ *variants.Variant, _ *legdefs.Program, errOut io.Writer) (*openedEngine, error) {
	s, err := enginetest.NewScript(engineConfig(argv, errOut))
	if err != nil {
		return nil, err
	}
	return &openedEngine{Perfter: s, name: s.Name, close: func() {}}, nil
}

// openXBoard starts a CECP engine (enginetest.XBoard), sends its
// --option settings as "option NAME=VALUE" (CECP section 8) and selects
// the variant by the engine's name for it. A variant the engine does not
// list is refused: the "setup" and "piece" commands with which
// engine-defined variants travel go from the engine to the GUI (sources
// in enginetest.XBoard), so there is no command to teach it one.
func openXBoard(ctx context.Context, argv []string, options [][2]string, v *variants.Variant, p *legdefs.Program, errOut io.Writer) (*openedEngine, error) {
	x, err := enginetest.StartXBoard(ctx, engineConfig(argv, errOut))
	if err != nil {
		return nil, err
	}
	name := x.XBoardVariant(v.Name)
	if name == "" {
		x.Close()
		return nil, fmt.Errorf("the xboard engine does not list variant %q (its variants: %s)", v.Name, strings.Join(x.Variants(), ", "))
	}
	for _, o := range options {
		if err := x.SendOption(ctx, o[0], o[1]); err != nil {
			x.Close()
			return nil, err
		}
	}
	if err := x.SetVariant(ctx, name, p.Ranks); err != nil {
		x.Close()
		return nil, err
	}
	return &openedEngine{Perfter: x, name: x.Name, xbVariant: name, close: func() { x.Close() }}, nil
}

// variantNote names the engine's own name of the variant, for the
// report's variant line ("" if it has none).
func (o *openedEngine) variantNote() string {
	switch {
	case o.uciVariant != "":
		return "UCI_Variant " + o.uciVariant
	case o.xbVariant != "":
		return "xboard variant " + o.xbVariant
	case o.usiVariant != "":
		return "USI_Variant " + o.usiVariant
	}
	return ""
}
