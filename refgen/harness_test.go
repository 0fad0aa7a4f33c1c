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
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// This file is the differential harness the Differential tests share: random
// games driven by refgen, each position checked against the VM.
//
// The games are driven by refgen: refgen picks a random legal move, and
// refgen's Play gives the next FEN. At every position the VM is checked
// twice:
//
//   - fresh: vm.NewAnyPosition on refgen's FEN, so that a move-generation
//     difference is reported with a FEN that reproduces it;
//   - played: one VM position that follows the game with ParseMove and
//     Make, whose FEN must equal refgen's and whose moves must agree too,
//     so that a Make bug (board, virginity, e.p., castling rights) shows.
//
// On the played position every legal move is also made and unmade, and the
// FEN and hash must come back.

// diffCase is one variant's differential games. The seeds are fixed, so what
// the games meet (need, feature) is a fact about them, not a chance.
type diffCase struct {
	variant string
	v       *variants.Variant // if set, the variant (else the built-in named variant)
	games   int               // games from the variant's start position
	plies   int               // plies of each of those games
	starts  []string          // further start positions
	each    int               // games from each of starts
	splies  int               // plies of each game from starts (and from corpus)
	// corpus: one game from each of the first corpus positions of the
	// variant's golden corpus (other than the start, and with holdings
	// in brackets: the VM prints no other form), played before starts.
	corpus int
	// need: the kinds of position the games must reach (checked only in
	// the full tier: the default tier's games are too few).
	need kinds
	// feature, if set, is the variant's special move: some position must
	// have a legal one, even in the default tier.
	feature func(p *vm.Position, m vm.Move) bool
	// perft, if set, is a depth at which refgen's and the VM's perft
	// counts must agree at each of starts.
	perft int
}

// kinds is a set of the kinds of position differ counts.
type kinds uint8

const (
	castle kinds = 1 << iota // a legal castling
	ep                       // a legal e.p. capture
	promo                    // a legal promotion (not a drop)
	drop                     // a legal drop
	check                    // the side to move is in check

	chessKinds = castle | ep | promo | check
)

// runDiffs runs each case as a subtest, case i with the seed seed+i;
// short, in the default tier (internal/testenv), makes the case's games
// fewer or shorter.
func runDiffs(t *testing.T, seed uint64, tests []diffCase, short func(c *diffCase)) {
	for i, c := range tests {
		t.Run(c.variant, func(t *testing.T) {
			if !testenv.Full() {
				short(&c)
			}
			runDiff(t, c, seed+uint64(i))
		})
	}
}

// chessGames is the usual case of a chess-like variant: 12 games of 160
// plies from the start, 4 of 60 plies from each of starts, which must meet
// castling, e.p., promotion and check.
func chessGames(variant string, starts ...string) diffCase {
	return diffCase{variant: variant, games: 12, plies: 160, starts: starts, each: 4, splies: 60, need: chessKinds}
}

// withGames sets the number and the length of the games from the start.
func (c diffCase) withGames(games, plies int) diffCase {
	c.games, c.plies = games, plies
	return c
}

// needs sets the kinds of position the games must reach.
func (c diffCase) needs(k kinds) diffCase {
	c.need = k
	return c
}

// runDiff plays c's games: game g from the start position with the PCG seed
// (seed, g+1), game g from start position i (corpus first, then starts) with
// (seed, 1000*(i+1)+g). It stops the test after maxFailures disagreements.
func runDiff(t *testing.T, c diffCase, seed uint64) {
	t.Helper()
	v := c.v
	if v == nil {
		var err error
		if v, err = variants.Resolve(c.variant); err != nil { // a built-in, or a file
			t.Fatal(err)
		}
	}
	g, prog := both(t, v)
	d := &differ{t: t, g: g, prog: prog, feature: c.feature}
	if c.perft > 0 {
		d.perft(c.starts, c.perft)
	}
	for game := range c.games {
		rng := rand.New(rand.NewPCG(seed, uint64(game)+1))
		d.play(v.Start, c.plies, rng, fmt.Sprintf("game %d", game))
	}
	starts := c.starts
	if c.corpus > 0 {
		starts = append(corpusStarts(t, c.variant, v.Start, c.corpus), starts...)
	}
	for si, start := range starts {
		n := c.each
		if si < len(starts)-len(c.starts) {
			n = 1 // a corpus position
		}
		for game := range n {
			rng := rand.New(rand.NewPCG(seed, uint64(1000*(si+1)+game)))
			d.play(start, c.splies, rng, fmt.Sprintf("start %d game %d", si, game))
		}
	}
	if d.failures >= maxFailures {
		t.Fatalf("stopped after %d disagreements", d.failures)
	}
	s := d.seen
	t.Logf("%s: %d positions, %d moves compared; positions with a legal castling %d, e.p. capture %d, promotion %d, drop %d, special move %d; in check %d; mate or stalemate %d",
		c.variant, d.positions, d.moves, s[castle], s[ep], s[promo], s[drop], d.featured, s[check], d.ends)
	if testenv.Full() {
		for k := castle; k <= check; k <<= 1 {
			if c.need&k != 0 && s[k] == 0 {
				t.Errorf("the games did not reach every kind of position they must: %s never met (%v)", k, s)
			}
		}
	}
	if c.feature != nil && d.featured == 0 {
		t.Errorf("the games never met the variant's special move")
	}
}

// both returns v's refgen generator and its compiled Program.
func both(t *testing.T, v *variants.Variant) (*refgen.Generator, *legdefs.Program) {
	t.Helper()
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compiler.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return g, prog
}

func (k kinds) String() string {
	return map[kinds]string{castle: "castling", ep: "e.p. capture", promo: "promotion", drop: "drop", check: "check"}[k]
}

// corpusStarts returns the first n positions of the variant's golden
// corpus, other than its start, written with holdings in brackets.
func corpusStarts(t *testing.T, variant, start string, n int) []string {
	t.Helper()
	f, err := golden.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	var starts []string
	for _, p := range f.Positions {
		if len(starts) < n && p.FEN != start && strings.Contains(p.FEN, "[") {
			starts = append(starts, p.FEN)
		}
	}
	return starts
}

const maxFailures = 10

type differ struct {
	t         *testing.T
	g         *refgen.Generator
	prog      *legdefs.Program
	positions int
	moves     int
	failures  int
	// seen counts the positions of each kind; ends the positions with no
	// legal move; featured those with a legal move feature reports.
	seen     map[kinds]int
	ends     int
	feature  func(p *vm.Position, m vm.Move) bool
	featured int
}

// count records the kinds of p, by the VM's legal moves.
func (d *differ) count(p *vm.Position) {
	if d.seen == nil {
		d.seen = map[kinds]int{}
	}
	var has kinds
	var featured bool
	moves := p.LegalMoves()
	for _, m := range moves {
		switch {
		case m.Kind&vm.KindDrop != 0:
			has |= drop
		case m.Promo != 0:
			has |= promo
		}
		if m.Kind&vm.KindCastle != 0 {
			has |= castle
		}
		if m.Kind&vm.KindEP != 0 {
			has |= ep
		}
		featured = featured || d.feature != nil && d.feature(p, m)
	}
	if p.InCheck() {
		has |= check
	}
	for k := castle; k <= check; k <<= 1 {
		if has&k != 0 {
			d.seen[k]++
		}
	}
	if featured {
		d.featured++
	}
	if len(moves) == 0 {
		d.ends++
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

// inVM returns refgen's moves as the VM writes them: refgen writes a bent
// move (a hook mover's a1-d4) plain, the VM by its first path
// ("a1a4,a4d4"), and reads either (vm.Position.ParseMove). A move the VM
// does not read stays as refgen wrote it, marked, so the diff shows it.
func inVM(p *vm.Position, ref []string) []string {
	same := map[string]bool{}
	for _, m := range p.LegalMoves() {
		same[p.MoveString(m)] = true
	}
	out := make([]string, 0, len(ref))
	for _, s := range ref {
		if same[s] {
			out = append(out, s) // written alike: no need to parse
		} else if m, err := p.ParseMove(s); err == nil {
			out = append(out, p.MoveString(m))
		} else {
			out = append(out, s+" (the VM does not read it)")
		}
	}
	slices.Sort(out)
	return out
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

// perft compares refgen's and the VM's perft counts at each of fens.
func (d *differ) perft(fens []string, depth int) {
	t := d.t
	t.Helper()
	for _, fen := range fens {
		want, err := d.g.Perft(fen, depth)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewAnyPosition(d.prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := perft.Count(pos, depth); got != want {
			t.Errorf("%s depth %d: vm %d, refgen %d", fen, depth, got, want)
		}
	}
}

func (d *differ) play(start string, plies int, rng *rand.Rand, name string) {
	t := d.t
	t.Helper()
	fen := start
	played, err := vm.NewAnyPosition(d.prog, fen)
	if err != nil {
		d.fail("%s: vm.NewAnyPosition(%q): %v", name, fen, err)
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

		fresh, err := vm.NewAnyPosition(d.prog, fen)
		if err != nil {
			d.fail("%s ply %d: vm.NewAnyPosition(%q): %v", name, ply, fen, err)
			return
		}
		d.compare(name+fmt.Sprintf(" ply %d (VM from FEN)", ply), fen, inVM(fresh, ref), vmMoves(fresh))
		d.count(fresh)

		synced := true
		if got := played.FEN(); got != fen {
			d.fail("%s ply %d: the VM's played position has FEN\n  %s\nrefgen has\n  %s", name, ply, got, fen)
			synced = false
		} else {
			synced = d.compare(name+fmt.Sprintf(" ply %d (VM after Make)", ply), fen, inVM(played, ref), vmMoves(played))
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
			if played, err = vm.NewAnyPosition(d.prog, fen); err != nil {
				d.fail("%s ply %d: vm.NewAnyPosition(%q): %v", name, ply+1, fen, err)
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
