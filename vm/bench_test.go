package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
)

func benchGen(b *testing.B, prog, fen string) {
	pos := position(b, builtin(b, prog), fen)
	buf := make([]vm.Move, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(pos.AppendLegal(buf[:0]))
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkLegalMovesStart(b *testing.B) { benchGen(b, "chess", "") }
func BenchmarkLegalMovesKiwipete(b *testing.B) {
	benchGen(b, "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
}
func BenchmarkLegalMovesHookChess(b *testing.B) { benchGen(b, "hookchess", "") }
func BenchmarkLegalMovesExotic(b *testing.B) {
	pos := position(b, exotic(b), "")
	buf := make([]vm.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		pos.AppendLegal(buf[:0])
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	pos := position(b, builtin(b, "chess"), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	ms := pos.LegalMoves()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := ms[i%len(ms)]
		pos.Make(m)
		pos.Unmake(m)
	}
}
