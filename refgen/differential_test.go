package refgen_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestDifferential plays random games and compares, at every position, the
// legal moves of refgen (which walks the Betza AST) with the VM's (which
// runs the compiled legdefs table).
//
// The games are driven by refgen: refgen picks a random legal move, and
// refgen's Play gives the next FEN. At every position the VM is checked
// twice:
//
//   - fresh: vm.NewPosition on refgen's FEN, so that a move-generation
//     difference is reported with a FEN that reproduces it;
//   - played: one VM position that follows the game with ParseMove and
//     Make, whose FEN must equal refgen's and whose moves must agree too,
//     so that a Make bug (board, virginity, e.p., castling rights) shows.
//
// On the played position every legal move is also made and unmade, and the
// FEN and hash must come back.
func TestDifferential(t *testing.T) {
	// Besides the start position, games start from positions rich in
	// castling, e.p. and promotions (the chessprogramming.org perft
	// positions, and bare back ranks), played for fewer plies.
	chessStarts := []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/1b4q1/8/8/8/8/1B4Q1/R3K2R b KQkq - 0 1",
	}
	tests := []struct {
		variant string
		games   int // from the start position
		plies   int
		starts  []string
		each    int // games from each of starts
		splies  int
	}{
		{"chess", 24, 160, chessStarts, 6, 60},
		{"capablanca", 16, 160, []string{
			"r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
			"r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
			"r1a1qk1c1r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1A1QK1C1R w KQkq - 0 1",
			"4k5/1P8/10/2pP6/10/10/8p1/5K4 w - c6 0 1",
		}, 6, 60},
		{"hookchess", 24, 160, chessStarts, 6, 60},
		// a royal knight that castles, and Manns
		{"knightmate", 12, 160, []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, 4, 60},
		// a hopper, and pawns without the double step
		{"grasshopper", 12, 160, []string{
			"4k3/1P1g2g1/8/2G5/8/5g2/1G4p1/4K3 w - - 0 1",
		}, 4, 60},
		// several royal pieces, and promotions to a royal type
		{"coregal", 12, 160, []string{
			"2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72",
			"r3k2r/1P4q1/8/8/8/8/1p4Q1/R3K2R w KQkq - 0 1",
		}, 4, 60},
		// each side promotes to its own pieces (promote: to-black)
		{"chigorin", 12, 160, []string{
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
			"8/1k5P/8/8/8/3K4/p7/8 b - - 0 1",
		}, 4, 60},
		// a promotion zone of squares (promote: squares), no castling
		{"legan", 12, 160, []string{
			"k7/1P6/8/8/8/8/6p1/7K w - - 0 1",
		}, 4, 60},
		// Berolina pawns: diagonal double steps, e.p. in the marked FEN form
		{"berolina", 12, 160, []string{
			"rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, 4, 60},
		// pawns that step sideways or back (initial-region, clock)
		{"pawnsideways", 12, 160, []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, 4, 60},
		{"pawnback", 12, 160, []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, 4, 60},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			games, each := tt.games, tt.each
			if testing.Short() {
				games, each = max(1, games/6), 1
			}
			v, err := variants.Builtin(tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := compiler.Compile(v)
			if err != nil {
				t.Fatal(err)
			}
			d := &differ{t: t, g: g, prog: prog}
			for game := range games {
				rng := rand.New(rand.NewPCG(uint64(vi)+1, uint64(game)+1))
				d.play(v.Start, tt.plies, rng, fmt.Sprintf("game %d", game))
			}
			for si, start := range tt.starts {
				for game := range each {
					rng := rand.New(rand.NewPCG(uint64(vi)+1, uint64(1000*(si+1)+game)))
					d.play(start, tt.splies, rng, fmt.Sprintf("start %d game %d", si, game))
				}
			}
			if d.failures >= maxFailures {
				t.Fatalf("stopped after %d disagreements", d.failures)
			}
			t.Logf("%s: %d positions, %d moves compared; positions with a legal castling %d, e.p. capture %d, promotion %d; in check %d; mate or stalemate %d",
				tt.variant, d.positions, d.moves, d.seen.castle, d.seen.ep, d.seen.promo, d.seen.check, d.seen.end)
			// The seeds are fixed, so these are facts about the games, not
			// chances: the comparison must have met every special move.
			// (grasshopper and legan pawns have no double step, so no e.p.;
			// legan has no castling)
			noEP := tt.variant == "grasshopper" || tt.variant == "legan"
			noCastle := tt.variant == "legan"
			if !testing.Short() && ((d.seen.castle == 0 && !noCastle) || (d.seen.ep == 0 && !noEP) || d.seen.promo == 0 || d.seen.check == 0) {
				t.Errorf("the games did not reach every kind of special move: %+v", d.seen)
			}
		})
	}
}

const maxFailures = 10

type differ struct {
	t         *testing.T
	g         *refgen.Generator
	prog      *compiler.Program
	positions int
	moves     int
	failures  int
	// seen counts the positions whose legal moves include each kind.
	seen struct{ castle, ep, promo, check, end int }
	// onPosition, if set, is called with every position compared.
	onPosition func(p *vm.Position)
}

// count records which special moves the VM found legal in p.
func (d *differ) count(p *vm.Position) {
	var castle, ep, promo bool
	moves := p.LegalMoves()
	for _, m := range moves {
		castle = castle || m.Kind&vm.KindCastle != 0
		ep = ep || m.Kind&vm.KindEP != 0
		promo = promo || m.Promo != 0
	}
	for k, ok := range map[*int]bool{&d.seen.castle: castle, &d.seen.ep: ep, &d.seen.promo: promo, &d.seen.check: p.InCheck(), &d.seen.end: len(moves) == 0} {
		if ok {
			*k++
		}
	}
}

func (d *differ) fail(format string, args ...any) {
	d.t.Helper()
	d.t.Errorf(format, args...)
	d.failures++
}

// vmMoves returns the VM's legal moves as sorted, deduplicated strings.
func vmMoves(p *vm.Position) []string {
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, p.MoveString(m))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// compare reports the moves only one side generates.
func (d *differ) compare(what, fen string, ref, got []string) bool {
	d.t.Helper()
	if diff := cmp.Diff(ref, got, cmpEmpty); diff != "" {
		d.fail("%s: %s\nmoves differ (-refgen +vm):\n%s", what, fen, diff)
		return false
	}
	return true
}

func (d *differ) play(start string, plies int, rng *rand.Rand, name string) {
	t := d.t
	t.Helper()
	fen := start
	played, err := vm.NewPosition(d.prog, fen)
	if err != nil {
		d.fail("%s: vm.NewPosition(%q): %v", name, fen, err)
		return
	}
	for ply := 0; ply < plies && d.failures < maxFailures; ply++ {
		ref, err := d.g.LegalMoves(fen)
		if err != nil {
			d.fail("%s ply %d: refgen: %v", name, ply, err)
			return
		}
		d.positions++
		d.moves += len(ref)

		fresh, err := vm.NewPosition(d.prog, fen)
		if err != nil {
			d.fail("%s ply %d: vm.NewPosition(%q): %v", name, ply, fen, err)
			return
		}
		d.compare(name+fmt.Sprintf(" ply %d (VM from FEN)", ply), fen, ref, vmMoves(fresh))
		d.count(fresh)
		if d.onPosition != nil {
			d.onPosition(fresh)
		}

		synced := true
		if got := played.FEN(); got != fen {
			d.fail("%s ply %d: the VM's played position has FEN\n  %s\nrefgen has\n  %s", name, ply, got, fen)
			synced = false
		} else {
			synced = d.compare(name+fmt.Sprintf(" ply %d (VM after Make)", ply), fen, ref, vmMoves(played))
			d.checkUnmake(played, name, ply)
		}
		if len(ref) == 0 {
			return // mate or stalemate
		}
		mv := ref[rng.IntN(len(ref))]
		next, err := d.g.Play(fen, mv)
		if err != nil {
			d.fail("%s ply %d: refgen Play(%q, %q): %v", name, ply, fen, mv, err)
			return
		}
		if synced {
			m, err := played.ParseMove(mv)
			if err != nil {
				d.fail("%s ply %d: %s: the VM does not parse refgen's move %q: %v", name, ply, fen, mv, err)
				synced = false
			} else {
				played.Make(m)
			}
		}
		fen = next
		if !synced {
			// Start the VM afresh from refgen's position.
			if played, err = vm.NewPosition(d.prog, fen); err != nil {
				d.fail("%s ply %d: vm.NewPosition(%q): %v", name, ply+1, fen, err)
				return
			}
		}
	}
}

// checkUnmake makes and unmakes every legal move of p and checks that the
// FEN and the hash come back.
func (d *differ) checkUnmake(p *vm.Position, name string, ply int) {
	d.t.Helper()
	fen, hash := p.FEN(), p.Hash()
	for _, m := range p.LegalMoves() {
		s := p.MoveString(m)
		p.Make(m)
		p.Unmake(m)
		if got := p.FEN(); got != fen || p.Hash() != hash {
			d.fail("%s ply %d: %s: VM Make+Unmake of %s gives %s (hash %x, was %x)", name, ply, fen, s, got, p.Hash(), hash)
			return
		}
	}
}

// TestDifferentialDrops plays random games of the drop variants (see
// TestDifferential): holdings, captures to hand (demoted, colour flipped),
// drops and their restrictions, shogi-style promotion and immobility, and
// crazyhouse's promoted pawns. Besides each start position, games start
// from the first positions of the variant's golden corpus (most have
// pieces in hand) and from positions where a rule decides: a pawn drop
// that would mate (shogi, minishogi), full hands (crazyhouse). The seeds
// are fixed, so the counts the test logs are facts about these games.
func TestDifferentialDrops(t *testing.T) {
	tests := []struct {
		variant string
		games   int // from the start position
		plies   int
		starts  []string // besides the first corpus positions
		corpus  int      // how many golden positions to start from
		each    int      // games from each extra start
		splies  int
	}{
		{"shogi", 5, 160, []string{
			"k8/2G6/1G7/9/9/9/9/9/4K4[P] w - - 0 1", // P@a8 would mate: not a move
			"lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL[Bb] b - - 0 1",
		}, 4, 3, 60},
		{"minishogi", 12, 120, []string{
			"k4/2G2/1G3/5/2K2[P] w - - 0 1", // P@a4 would mate
		}, 6, 3, 60},
		{"crazyhouse", 6, 160, []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[RNrn] w KQkq - 0 1",
			"4k3/1P6/8/8/8/8/6p1/4K3[Qq] w - - 0 1",
		}, 3, 3, 60},
		{"kyotoshogi", 4, 100, nil, 1, 0, 0},
		{"torishogi", 3, 100, nil, 1, 0, 0},
		{"euroshogi", 3, 100, nil, 1, 0, 0},
		{"yarishogi", 3, 100, nil, 1, 0, 0},
		{"loop", 3, 100, nil, 2, 0, 0},
		// chessgi game 1 has a pawn dropped on g1 that takes on f2 and
		// may then double-step, as in Fairy-Stockfish (initial-region)
		{"chessgi", 3, 100, nil, 2, 0, 0},
		{"pocketknight", 3, 100, nil, 1, 0, 0},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			games, each, corpus, plies := tt.games, tt.each, tt.corpus, tt.plies
			if testing.Short() {
				games, each, corpus, plies = 1, min(each, 1), min(corpus, 1), min(plies, 60)
			}
			v, err := variants.Builtin(tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			g, err := refgen.New(v)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := compiler.Compile(v)
			if err != nil {
				t.Fatal(err)
			}
			f, err := golden.Load(tt.variant)
			if err != nil {
				t.Fatal(err)
			}
			var drops, promos int
			d := &differ{t: t, g: g, prog: prog, onPosition: func(p *vm.Position) {
				var drop, promo bool
				for _, m := range p.LegalMoves() {
					drop = drop || m.Kind&vm.KindDrop != 0
					promo = promo || m.Promo != 0 && m.Kind&vm.KindDrop == 0
				}
				if drop {
					drops++
				}
				if promo {
					promos++
				}
			}}
			for game := range games {
				rng := rand.New(rand.NewPCG(uint64(vi)+201, uint64(game)+1))
				d.play(v.Start, plies, rng, fmt.Sprintf("game %d", game))
			}
			var starts []string
			for _, p := range f.Positions {
				// the bracket form only: the VM prints no other
				if len(starts) < corpus && p.FEN != v.Start && strings.Contains(p.FEN, "[") {
					starts = append(starts, p.FEN)
				}
			}
			starts = append(starts, tt.starts...)
			for si, start := range starts {
				n := each
				if si < corpus {
					n = 1
				}
				for game := range n {
					rng := rand.New(rand.NewPCG(uint64(vi)+201, uint64(1000*(si+1)+game)))
					d.play(start, tt.splies+40, rng, fmt.Sprintf("start %d game %d", si, game))
				}
			}
			if d.failures >= maxFailures {
				t.Fatalf("stopped after %d disagreements", d.failures)
			}
			t.Logf("%s: %d positions, %d moves compared; positions with a legal drop %d, promotion %d; in check %d; mate or stalemate %d",
				tt.variant, d.positions, d.moves, drops, promos, d.seen.check, d.seen.end)
			if !testing.Short() && (drops == 0 || d.seen.check == 0) {
				t.Errorf("the games met no drop or no check")
			}
		})
	}
}
