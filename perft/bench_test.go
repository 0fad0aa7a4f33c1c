package perft_test

import (
	"testing"

	"github.com/betzac/betzac/perft"
)

// Benchmarks report nodes/s (single thread, no hash), per wall second
// and, where cpuTime measures it, per second of user CPU time.
func benchPerft(b *testing.B, variant, fen string, depth int) {
	pos := position(b, variant, fen)
	var nodes uint64
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		nodes += perft.Count(pos, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
	}
}

func BenchmarkPerftStart5(b *testing.B)    { benchPerft(b, "chess", "", 5) }
func BenchmarkPerftStart6(b *testing.B)    { benchPerft(b, "chess", "", 6) }
func BenchmarkPerftKiwipete4(b *testing.B) { benchPerft(b, "chess", kiwipete, 4) }
func BenchmarkPerftKiwipete5(b *testing.B) { benchPerft(b, "chess", kiwipete, 5) }
func BenchmarkPerftHook4(b *testing.B)     { benchPerft(b, "hookchess", "", 4) }

// Capablanca: the chess pieces plus two compounds on a 10x8 board.
func BenchmarkPerftCapablanca4(b *testing.B) { benchPerft(b, "capablanca", "", 4) }

// The variants where pieces hop or leap lamely, and the multi-leg ones
// (issue 15).
func BenchmarkPerftJanggi4(b *testing.B)      { benchPerft(b, "janggi", "", 4) }
func BenchmarkPerftGrasshopper4(b *testing.B) { benchPerft(b, "grasshopper", "", 4) }
func BenchmarkPerftShako4(b *testing.B)       { benchPerft(b, "shako", "", 4) }
func BenchmarkPerftCrazyhouse5(b *testing.B)  { benchPerft(b, "crazyhouse", "", 5) }
func BenchmarkPerftCapricorn5(b *testing.B)   { benchPerft(b, "capricorn", "", 5) }
func BenchmarkPerftGriffon4(b *testing.B)     { benchPerft(b, "griffon", "", 4) }
func BenchmarkPerftChushogi3(b *testing.B)    { benchPerft(b, "chushogi", "", 3) }
func BenchmarkPerftChushogi4(b *testing.B)    { benchPerft(b, "chushogi", "", 4) }

// The multi-leg variants at a depth that runs a fraction of a second
// (issue 15's goal: 20 M nodes/s; Fairy-Stockfish cannot play them).
func BenchmarkPerftHook5(b *testing.B)    { benchPerft(b, "hookchess", "", 5) }
func BenchmarkPerftGriffon5(b *testing.B) { benchPerft(b, "griffon", "", 5) }

// A crazyhouse middle game with pieces in both hands: drops at every node
// (perft 3 is 785774, as native Fairy-Stockfish counts it).
func BenchmarkPerftCrazyhouseHands3(b *testing.B) {
	benchPerft(b, "crazyhouse", "r2q1rk1/ppp2ppp/2n1bn2/2b1p3/3pP3/3P1NPp/PPP1NPBP/R1BQ1RK1[BNbn] b - - 0 10", 3)
}

// Minishogi: drops, pawn-drop mate tests and promotions on a 5x5 board.
func BenchmarkPerftMinishogi5(b *testing.B) { benchPerft(b, "minishogi", "", 5) }
