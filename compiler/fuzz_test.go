package compiler

import (
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"testing"
)

// FuzzCompileBetza: parsing and compiling any string must never panic,
// and a compiled table must decode back to the moves.
func FuzzCompileBetza(f *testing.F) {
	for _, s := range []string{
		"W", "KisO2", "ifmnDfmWfceF", "mRcpR", "gQ", "jR", "zB", "qN", "KNADcaKcabKmabK",
		"gabyabsR", "ucaF", "mRaiR", "[F?R]", "v[F?R]", "fr[W?B]", "[W-F-R]", "NN", "FX3", "W*", "@",
		"hrN", "ffrrN", "nW", "aaaK", "cmafR", "pO2", "[W-pR]", "oojjR",
	} {
		f.Add(s, 8, 8)
	}
	f.Add("zB", 26, 1)
	f.Add(strings.Repeat("W", grammar.MaxLen+1), 8, 8)
	f.Add(strings.Repeat("[Q-Q-Q-Q-Q-Q-Q-Q]", 4), 8, 8) // more than MaxPieceMoves
	f.Fuzz(func(t *testing.T, src string, files, ranks int) {
		if len(src) > 80 && len(src) <= grammar.MaxLen {
			return // long strings cost time; longer than MaxLen ones are refused at once
		}
		tb, err := CompileBetza(src, files, ranks)
		if err != nil {
			return
		}
		moves := tb.Moves(0)
		if moves == nil && len(tb) != 1 {
			t.Fatalf("%q: table does not decode: %v", src, tb)
		}
		if got := legdefs.Table(nil).Append(moves); got.String() != tb.String() {
			t.Fatalf("%q: round trip differs", src)
		}
	})
}

func BenchmarkCompileBetza(b *testing.B) {
	for _, s := range []string{"ifmnDfmWfceF", "KNADcaKcabKmabK", "[F?R]", "aaK"} {
		b.Run(s, func(b *testing.B) {
			for b.Loop() {
				if _, err := CompileBetza(s, 8, 8); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCompilePiece measures the compiler alone, without parsing.
func BenchmarkCompilePiece(b *testing.B) {
	for _, s := range []string{"ifmnDfmWfceF", "KNADcaKcabKmabK", "[F?R]", "aaK"} {
		p, err := grammar.Parse(s)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(s, func(b *testing.B) {
			for b.Loop() {
				if _, err := CompilePiece(p, 8, 8); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
