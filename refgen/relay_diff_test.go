package refgen_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
)

// relayPieces are relay (x) pieces for the differential test: borrowing
// (a last x leg) and induction (an earlier one), alone and mixed with
// ordinary moves and captures.
var relayPieces = []string{
	"xQ",     // borrows from the first friend on a queen line
	"xK",     // Odin's Rune Chess king (here not royal)
	"mNxaN",  // knight-relay knight: induces knight jumps
	"xaK",    // makes a neighbour (the royal king too) take a king step
	"xcR",    // borrows or captures along rook lines
	"NxaxaK", // induces a neighbour to borrow from its neighbour
}

// TestDifferentialRelay compares refgen and the VM on random boards and in
// random games for the relay pieces, among knights, cannons, checker men
// and blockers of both colours, with a royal king each.
func TestDifferentialRelay(t *testing.T) {
	boards, plies := 30, 40
	if !testenv.Full() {
		boards, plies = 8, 10
	}
	for pi, betza := range relayPieces {
		t.Run(betza, func(t *testing.T) {
			v := &variants.Variant{Name: "relay", Files: 8, Ranks: 8, Pieces: []variants.Piece{
				{Letter: "M", Betza: betza},
				{Letter: "N", Betza: "N"},
				{Letter: "C", Betza: "mRcpR"},
				{Letter: "F", Betza: "fmFfcafmF"},
				{Letter: "X", Betza: ""},
				{Letter: "K", Betza: "K", Royal: true},
			}}
			g, prog := both(t, v)
			rng := rand.New(rand.NewPCG(uint64(pi), 77))
			d := &differ{t: t, g: g, prog: prog}
			for b := range boards {
				fen := mixFEN(rng, randomFEN(rng, 8, 8, true))
				d.play(fen, plies*(b%2), rng, betza)
				if d.failures > 0 {
					return
				}
			}
			t.Logf("%s: %d positions, %d moves", betza, d.positions, d.moves)
		})
	}
}

// mixFEN turns some blockers of a randomFEN into knights, cannons and
// checker men.
func mixFEN(rng *rand.Rand, fen string) string {
	place, rest, _ := strings.Cut(fen, " ")
	b := []byte(place)
	for i, c := range b {
		if c == 'X' || c == 'x' {
			if k := rng.IntN(5); k < 3 {
				b[i] = "NCF"[k] | c&0x20
			}
		}
	}
	return string(b) + " " + rest
}
