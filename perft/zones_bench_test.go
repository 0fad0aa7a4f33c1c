package perft_test

import "testing"

// Xiangqi: confinement, region moves, lame leaps, hoppers and the flying
// general, all on the slow legality path.
func BenchmarkPerftXiangqi4(b *testing.B) { benchPerft(b, "xiangqi", "", 4) }

// Makruk: a chess-like variant on the fast path.
func BenchmarkPerftMakruk5(b *testing.B) { benchPerft(b, "makruk", "", 5) }

// Sittuyin: the setup phase (every node drops, must-drop) and a middle
// game with the Sittuyin promotion (golden pos2).
func BenchmarkPerftSittuyin4(b *testing.B) { benchPerft(b, "sittuyin", "", 4) }
func BenchmarkPerftSittuyinMid5(b *testing.B) {
	benchPerft(b, "sittuyin", "8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72", 5)
}
