package perft_test

import "testing"

// Xiangqi: confinement, region moves, lame leaps, hoppers and the flying
// general, all on the slow legality path.
func BenchmarkPerftXiangqi4(b *testing.B) { benchPerft(b, "xiangqi", "", 4) }

// Makruk: a chess-like variant on the fast path.
func BenchmarkPerftMakruk5(b *testing.B) { benchPerft(b, "makruk", "", 5) }
