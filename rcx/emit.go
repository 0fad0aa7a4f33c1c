package rcx

import (
	"bytes"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"text/template"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

//go:embed c/betzac.h c/core.c c/app.c c/crt0.s c/bare.ld c/bare_lib.c c/Makefile.tmpl
var sources embed.FS

// Limits of the RCX core.
const (
	MaxFiles = 10
	MaxRanks = 10
	MaxTypes = 32 // the type index shares a board byte with colour and virgin bits
	MaxLegs  = 8

	// Budget is what all brickOS user programs together get, stacks
	// included: the kernel's heap (about 16.7 KB) less the task stacks it
	// takes at boot (about 1.9 KB). A program needs text + 2×data + bss +
	// stack (brickOS keeps a pristine copy of .data).
	Budget = 14848
	// Stack is the stack brickOS gives a program.
	Stack = 1024
)

// Options control Emit.
type Options struct {
	// Depth is the perft depth: the brick shows perft(Depth), the bare
	// and host builds print perft(1..Depth). 0 means 3.
	Depth int
	// SearchDepth is the alpha-beta depth in plies; 0 means 2, -1 none.
	SearchDepth int
	// FEN is the position to start from; "" is the Program's start.
	FEN string
}

// Size is an estimate (or a measurement) of a program's memory use.
type Size struct {
	Text, Data, BSS, Stack int
}

// Total is what the program takes on the brick: text + 2×data + bss +
// stack (brickOS keeps a pristine copy of .data).
func (s Size) Total() int { return s.Text + 2*s.Data + s.BSS + s.Stack }

func (s Size) String() string {
	return fmt.Sprintf("text %d + 2×data %d + bss %d + stack %d = %d of %d bytes",
		s.Text, s.Data, s.BSS, s.Stack, s.Total(), Budget)
}

// File is one file of the emitted program.
type File struct {
	Name string
	Data []byte
}

// Program is the emitted C program.
type Program struct {
	Name     string // base name of the program files (NAME.lx)
	Files    []File
	Estimate Size
	MoveCap  int // moves the move area holds
}

// UnsupportedError is a Program using something the RCX core does not
// implement.
type UnsupportedError struct {
	Piece   string // the piece's letter, or "" for the variant as a whole
	Betza   string
	Feature string
}

func (e *UnsupportedError) Error() string {
	if e.Piece != "" {
		return fmt.Sprintf("rcx: piece %s (betza %q): %s is not supported on the RCX", e.Piece, e.Betza, e.Feature)
	}
	return fmt.Sprintf("rcx: %s is not supported on the RCX", e.Feature)
}

// TooBigError is a Program whose estimated size exceeds Budget.
type TooBigError struct{ Size Size }

func (e *TooBigError) Error() string {
	return fmt.Sprintf("rcx: the program would not fit the brick: %v", e.Size)
}

// Emit writes the C program for p. It returns an *UnsupportedError for
// a Program the RCX core cannot run and a *TooBigError for one that would
// not fit the brick.
func Emit(p *legdefs.Program, opt Options) (*Program, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("rcx: %w", err)
	}
	opt, err := withDefaults(opt)
	if err != nil {
		return nil, err
	}
	if err := checkProgram(p); err != nil {
		return nil, err
	}
	fen, err := startFEN(p, opt)
	if err != nil {
		return nil, err
	}
	// Decode and check every move before the VM, which refuses some of
	// them less precisely.
	dm, err := decodePieces(p)
	if err != nil {
		return nil, err
	}
	pos, err := startPosition(p, fen)
	if err != nil {
		return nil, err
	}
	t, err := buildTables(p, pos, dm)
	if err != nil {
		return nil, err
	}
	if t.checks, err = startChecks(p, pos); err != nil {
		return nil, err
	}
	est, err := sizeMoveArea(p, t, opt)
	if err != nil {
		return nil, err
	}
	vh := variantH(p, pos, t, opt)
	ti := tablesInc(p, pos, t)
	return assemble(p.Name, est, t.moveCap, vh, ti)
}

// withDefaults fills in opt's zero depths and checks them.
func withDefaults(opt Options) (Options, error) {
	if opt.Depth == 0 {
		opt.Depth = 3
	}
	if opt.SearchDepth == 0 {
		opt.SearchDepth = 2
	}
	if opt.SearchDepth < 0 {
		opt.SearchDepth = 0
	}
	if opt.Depth < 1 || opt.Depth > 9 || opt.SearchDepth > 9 {
		return opt, fmt.Errorf("rcx: depth %d, search depth %d: each must be 1..9", opt.Depth, opt.SearchDepth)
	}
	return opt, nil
}

// checkProgram refuses a board, a number of types or a rule the core
// cannot handle.
func checkProgram(p *legdefs.Program) error {
	if p.Files > MaxFiles || p.Ranks > MaxRanks {
		return &UnsupportedError{Feature: fmt.Sprintf("a %dx%d board (at most %dx%d)", p.Files, p.Ranks, MaxFiles, MaxRanks)}
	}
	if len(p.Pieces) > MaxTypes {
		return &UnsupportedError{Feature: fmt.Sprintf("%d piece types (at most %d)", len(p.Pieces), MaxTypes)}
	}
	if _, ok := extinctionValue.Get()[p.ExtinctionValue]; !ok && p.Extinction != "" {
		return &UnsupportedError{Feature: fmt.Sprintf("the extinction value %q", p.ExtinctionValue)}
	}
	if _, ok := bareKingRules.Get()[p.BareKing]; !ok {
		return &UnsupportedError{Feature: fmt.Sprintf("the bare-king rule %q", p.BareKing)}
	}
	return Unsupported(p)
}

// bareKingRules maps Program.BareKing to core.c's HAS_BAREKING.
var bareKingRules = lazy.Value[map[string]int]{Build: func() map[string]int {
	return map[string]int{
		legdefs.BareKingNone:  0,
		legdefs.BareKingEnds:  1,
		legdefs.BareKingLoses: 2,
	}
}}

// startFEN is the position to start from, refused if it has holdings.
func startFEN(p *legdefs.Program, opt Options) (string, error) {
	fen := opt.FEN
	if fen == "" {
		fen = p.Start
	}
	if f := strings.Fields(fen); len(f) > 0 && strings.Contains(f[0], "[") {
		return "", &UnsupportedError{Feature: "drops (a start position with holdings)"}
	}
	return fen, nil
}

// startPosition reads fen with the VM (virginity included), refusing an
// e.p. square.
func startPosition(p *legdefs.Program, fen string) (*vm.Position, error) {
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		return nil, fmt.Errorf("rcx: %w", err)
	}
	if f := strings.Fields(pos.FEN()); len(f) > 3 && f[3] != "-" {
		return nil, &UnsupportedError{Feature: "a start position with an e.p. square"}
	}
	return pos, nil
}

// startChecks is the checks each side still needs at the start
// (Program.ChecksToWin), as the VM read them: its FEN's "W+B" field after
// the e.p. square. Without check counting both are 0.
func startChecks(p *legdefs.Program, pos *vm.Position) ([2]int, error) {
	if p.ChecksToWin == 0 {
		return [2]int{}, nil
	}
	f := strings.Fields(pos.FEN())
	if len(f) > 4 {
		if w, b, ok := strings.Cut(f[4], "+"); ok {
			nw, err1 := strconv.Atoi(w)
			nb, err2 := strconv.Atoi(b)
			if err1 == nil && err2 == nil && nw >= 0 && nb >= 0 && nw < 100 && nb < 100 {
				return [2]int{nw, nb}, nil
			}
		}
	}
	return [2]int{}, &UnsupportedError{Feature: fmt.Sprintf("check counts the VM's FEN %q does not give as W+B", pos.FEN())}
}

// assemble gathers the generated files, the core's sources and the
// Makefile into the Program.
func assemble(variant string, est Size, moveCap int, vh, ti []byte) (*Program, error) {
	name := cName(variant)
	out := &Program{Name: name, Estimate: est, MoveCap: moveCap}
	out.Files = append(out.Files, File{"variant.h", vh}, File{"tables.inc", ti})
	for _, f := range []string{"betzac.h", "core.c", "app.c", "crt0.s", "bare.ld", "bare_lib.c"} {
		b, err := sources.ReadFile("c/" + f)
		if err != nil {
			return nil, err
		}
		out.Files = append(out.Files, File{f, b})
	}
	mk, err := sources.ReadFile("c/Makefile.tmpl")
	if err != nil {
		return nil, err
	}
	var mb bytes.Buffer
	tm := template.Must(template.New("Makefile").Delims("[[", "]]").Parse(string(mk)))
	if err := tm.Execute(&mb, map[string]any{"Name": name, "Variant": variant, "Budget": Budget, "Stack": Stack}); err != nil {
		return nil, err
	}
	out.Files = append(out.Files, File{"Makefile", mb.Bytes()})
	return out, nil
}
