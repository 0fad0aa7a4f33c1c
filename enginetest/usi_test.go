package enginetest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// startUSI starts the USI test engine on variant.
func startUSI(t *testing.T, variant string, timeout time.Duration, args ...string) (*USI, *vm.Position) {
	t.Helper()
	u, err := StartUSI(context.Background(), Config{Command: append([]string{usiEngine}, args...), CommandTimeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { u.Close() })
	v, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := u.SelectVariant(context.Background(), v, p, "", false); err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	return u, pos
}

// The USI engine lacks 8h2b+ (b2h8+ in UCI) after 7g7f 3c3d; a depth-3
// comparison from shogi's start walks down to it through SFEN positions
// and USI moves, and the report spells the engine's line in USI.
func TestUSIFindsMissingMove(t *testing.T) {
	// clock 2: shogi's pawn moves keep it, as Fairy-Stockfish's do
	bugFEN := "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 2 2"
	u, root := startUSI(t, "shogi", time.Minute, "-bugfen", bugFEN, "-bugmove", "b2h8+")
	if u.Name != "usiengine 1.0" || !u.KnowsVariant("minishogi") {
		t.Errorf("name %q, variants %q: want usiengine 1.0 and USI_Variant's list", u.Name, u.Variants())
	}
	rep, err := Compare(context.Background(), u, root, root.FEN(), 3)
	if err != nil {
		t.Fatal(err)
	}
	u.Spell(rep)
	want := &Mismatch{
		FEN:        bugFEN,
		Line:       []string{"c3c4", "g7g6"},
		EngineLine: []string{"7g7f", "3c3d"},
		OnlyOurs:   []string{"b2h8+"},
		OnlyEngine: []string{},
	}
	if diff := cmp.Diff(want, rep.Mismatch); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	// Shogi's perft(3) from the start is 25470 (Fairy-Stockfish, and
	// the shogi programming wiki's perft table).
	if rep.Nodes != 25470 || rep.EngineNodes != 25469 || rep.EnginePerfts != 3 {
		t.Errorf("betzac %d (want 25470), engine %d (want 25469), perfts %d (want 3)", rep.Nodes, rep.EngineNodes, rep.EnginePerfts)
	}
	if got := rep.Steps[0].EngineMove; got != "7g7f" {
		t.Errorf("first step's engine move %q, want 7g7f", got)
	}
}

// Agreement through SFEN (shogi) and through a FEN with USI moves (chess:
// CPW's perft(3) 8902).
func TestUSIAgrees(t *testing.T) {
	for _, tt := range []struct {
		variant string
		depth   int
		nodes   uint64
	}{{"shogi", 2, 900}, {"chess", 3, 8902}, {"minishogi", 3, 2512}} {
		u, root := startUSI(t, tt.variant, time.Minute)
		rep, err := Compare(context.Background(), u, root, root.FEN(), tt.depth)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Agree || rep.Nodes != tt.nodes {
			t.Errorf("%s: agree %v, nodes %d, want agreement at %d", tt.variant, rep.Agree, rep.Nodes, tt.nodes)
		}
	}
}

// What the USI engine sends for a position: SFEN in the shogi family,
// FEN elsewhere, moves in USI either way.
func TestUSIPosition(t *testing.T) {
	u, root := startUSI(t, "shogi", time.Minute)
	got, err := u.Position(root.FEN(), []string{"c3c4", "b2h8+"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 8h2b+"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	u, root = startUSI(t, "chess", time.Minute)
	got, _ = u.Position(root.FEN(), []string{"e2e4", "e7e8q", "e1g1"})
	if want := "position fen " + startFEN + " moves 4g4e 4b4aq 4h2h"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Engines that crash, hang, lie about the total, print UCI moves, or
// have no go perft.
func TestUSIBadEngines(t *testing.T) {
	for _, tt := range []struct {
		mode, has string
		kind      ErrorKind
	}{
		{"crash", "the engine exited with status 139", KindExited},
		{"hang", "no answer within the command timeout (500ms)", KindTimeout},
		{"badtotal", "the divide adds up to 900 but the total says 901", KindProtocol},
		// UCI's moves would pass for betzac's own.
		{"ucimoves", "the engine printed a1a2, which is not a USI move", KindProtocol},
		// an engine without go perft is named as such, not as garbage
		{"noperft", `the engine has no "go perft": it searched and answered "bestmove 9i9h"`, KindProtocol},
	} {
		u, root := startUSI(t, "shogi", 500*time.Millisecond, "-mode", tt.mode)
		_, err := Compare(context.Background(), u, root, root.FEN(), 2)
		var ee *Error
		if !errors.As(err, &ee) || ee.Kind != tt.kind || ee.Command != "go perft 2" || !strings.Contains(ee.Error(), tt.has) {
			t.Errorf("%s: got %v, want a %s error after go perft 2 containing %q", tt.mode, err, tt.kind, tt.has)
		}
		u.Close()
		assertReaped(t, u.Engine)
	}
}
