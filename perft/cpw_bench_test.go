package perft_test

import "testing"

// The chess rows of speed-cases-stockfish.tsv that bench_test.go does
// not have: chessprogramming.org's perft positions 3, 4 and 5 (issue 31).
const (
	cpw3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	cpw4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
	cpw5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
)

func BenchmarkPerftCPW3d6(b *testing.B) { benchPerft(b, "chess", cpw3, 6) }
func BenchmarkPerftCPW4d4(b *testing.B) { benchPerft(b, "chess", cpw4, 4) }
func BenchmarkPerftCPW5d4(b *testing.B) { benchPerft(b, "chess", cpw5, 4) }
