package match

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Player is one engine of a match, whatever protocol it speaks. Its
// methods are called from one goroutine.
type Player interface {
	// Name is the engine's name (UCI's "id name"), or its command.
	Name() string
	// NewGame tells the engine that a new game begins.
	NewGame(ctx context.Context) error
	// Move asks for the engine's move and returns it as printed, in
	// betzac's notation (vm.Position.MoveString).
	Move(ctx context.Context, req Request) (string, error)
	// Close ends the engine's process, always.
	Close() error
}

// Request is one question to a Player: the position (the root, "" for
// the variant's start, and the moves since, in betzac's notation), how
// long to think, and how long to wait for the answer at most.
type Request struct {
	FEN    string
	Moves  []string
	Side   int // the side to move: 0 White
	Limits enginetest.GoLimits
	Wait   time.Duration
}

// Variant is the variant the engines play: its definition, its program,
// and the file it was read from ("" for a built-in), which betzac as an
// engine loads itself.
type Variant struct {
	Def  *variants.Variant
	Prog *legdefs.Program
	File string
}

// sides are the variant's names for its sides (its sides key), which the
// games' reasons use; White and Black without a definition.
func (v Variant) sides() [2]string {
	if v.Def == nil || v.Def.Sides[0] == "" {
		return [2]string{"White", "Black"}
	}
	return v.Def.Sides
}

// The protocols a Spec may name.
var protocols = []string{"uci", "usi", "xboard"}

// Spec is an engine as the command line names it: "[PROTOCOL:]COMMAND",
// the protocol uci when not given.
type Spec struct {
	Protocol string
	Command  []string
	Text     string // as given
}

// ParseSpec reads "[PROTOCOL:]COMMAND". A prefix that is not a protocol
// is part of the command (a path may hold a colon).
func ParseSpec(s string) (Spec, error) {
	sp := Spec{Protocol: "uci", Text: s}
	cmd := s
	if proto, rest, ok := strings.Cut(s, ":"); ok {
		for _, p := range protocols {
			if strings.EqualFold(proto, p) {
				sp.Protocol, cmd = p, rest
			}
		}
	}
	words, err := enginetest.SplitCommand(cmd)
	if err != nil {
		return sp, fmt.Errorf("engine %q: %w", s, err)
	}
	sp.Command = words
	return sp, nil
}

// Start starts the engine and sets it up to play v; cfg gives the
// timeouts and trace (its Command is the Spec's).
func (sp Spec) Start(ctx context.Context, cfg enginetest.Config, v Variant) (Player, error) {
	cfg.Command = sp.Command
	switch sp.Protocol {
	case "xboard":
		return startXBoard(ctx, cfg, v)
	case "usi":
		return startUSI(ctx, cfg, v)
	}
	return startUCI(ctx, cfg, v)
}
