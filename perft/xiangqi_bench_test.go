package perft_test

import "testing"

// The three rows of ../shared/bench/speed-cases-pikafish.tsv (Xiangqi
// against Pikafish), a ply less deep where the row is long.
const (
	xqCPW2 = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"
	xqCPW3 = "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"
)

func BenchmarkPerftXiangqiCPW2x4(b *testing.B) { benchPerft(b, "xiangqi", xqCPW2, 4) }
func BenchmarkPerftXiangqiCPW3x4(b *testing.B) { benchPerft(b, "xiangqi", xqCPW3, 4) }
