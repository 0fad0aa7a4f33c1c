package legdefs

import (
	"fmt"
	"strings"
)

// ModeString spells out a leg's mode bits: the letters m, c, e run
// together ("mc"), then the other bits by name ("m initial lame
// epRights"), unknown bits in hex. With final set, the FINAL bit (implied
// on a move's last leg) is left out. A mode without bits is "-".
func ModeString(mode int32, final bool) string {
	var parts []string
	var mce string
	for _, b := range []struct {
		bit int32
		s   string
	}{{ModeMove, "m"}, {ModeCapture, "c"}, {ModeEP, "e"}} {
		if mode&b.bit != 0 {
			mce += b.s
		}
	}
	if mce != "" {
		parts = append(parts, mce)
	}
	rest := mode &^ (ModeMove | ModeCapture | ModeEP)
	if final {
		rest &^= ModeFinal
	}
	for _, n := range ModeBits[3:] { // after m, c, e
		if rest&n.Bit != 0 {
			parts = append(parts, n.Name)
			rest &^= n.Bit
		}
	}
	if rest != 0 {
		parts = append(parts, fmt.Sprintf("%#x", uint32(rest)))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

// rangeString shows a leg's range: the count, ∞ for unlimited, * for "up
// to the middle of the board", rest for "what the previous leg left".
func rangeString(r int32) string {
	switch r {
	case 0:
		return "∞"
	case -1:
		return "*"
	case -2:
		return "rest"
	}
	return fmt.Sprint(r)
}

func signed(n int32) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

// String shows one leg as RANGE×(dx,dy) MODES, e.g. "∞×(0,+1) m". The
// FINAL bit is shown; Move.String leaves it out on the last leg.
func (l Leg) String() string { return l.format(false) }

func (l Leg) format(last bool) string {
	return fmt.Sprintf("%s×(%s,%s) %s", rangeString(l.Range), signed(l.DX), signed(l.DY), ModeString(l.Mode, last))
}

// String shows a move as its legs joined by arrows:
// "∞×(0,+1) m → 1×(+1,0) mc".
func (m Move) String() string {
	parts := make([]string, len(m))
	for i, l := range m {
		parts[i] = l.format(i == len(m)-1)
	}
	return strings.Join(parts, " → ")
}
