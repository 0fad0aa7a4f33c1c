package vm

import "testing"

// TestEmptyBytes checks emptyBytes against a byte-by-byte loop on words
// that mix empty squares, pieces of both colours and guard bytes.
func TestEmptyBytes(t *testing.T) {
	for _, w := range []uint64{0, ^uint64(0), 0x00C0004100800001, 0x8000000000000040, 0x0100FF007F008000} {
		want := uint64(0)
		for i := 0; i < 8; i++ {
			if w>>(8*i)&0xFF == 0 {
				want |= 1 << (8 * i)
			}
		}
		if got := emptyBytes(w); got != want {
			t.Errorf("emptyBytes(%#016x) = %#016x, want %#016x", w, got, want)
		}
	}
}
