package vm_test

import "testing"

// TestDoubledLettersByHand checks doubled direction letters, which keep
// adjacent letters from combining. Betza's page (XBoard's Betza.html,
// "Directional modifiers" and its table 2) says "if what was parsed up to
// now can combine with the next letter, it will. To avoid unwanted
// combining ... they sometimes need to be doubled, e.g. ffrrN", and lists
// ff, rr, ll, bb as the single directions of the K ring. So ffrrK is f + r,
// not f, fr and r. The moves below follow from that by hand.
func TestDoubledLettersByHand(t *testing.T) {
	runPieceCases(t, []pieceCase{
		// ff = forward, rr = right: d5 and e4, not the diagonal e5.
		{"ffrrK", "ffrrK", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4d5", "d4e4"}},
		// ff = forward, then l alone = left: h2 and g1 from h1, not g2.
		{"fflK", "fflK", "8/8/8/8/8/8/8/7M w - - 0 1", []string{"h1g1", "h1h2"}},
		// lf = the forward-left diagonal (perpendicular letters combine),
		// rr = right: c5 and e4.
		{"lfrrK", "lfrrK", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4c5", "d4e4"}},
		// ff and bb: forward and backward only.
		{"ffbbK", "ffbbK", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4d3", "d4d5"}},
		// llrr on a queen: slides left and right along the rank.
		{"llrrQ", "llrrQ", "8/8/8/8/3M4/8/8/8 w - - 0 1",
			[]string{"d4a4", "d4b4", "d4c4", "d4e4", "d4f4", "d4g4", "d4h4"}},
		// ffrrQ: up the d-file and right along the rank, no diagonal.
		{"ffrrQ", "ffrrQ", "8/8/8/8/3M4/8/8/8 w - - 0 1",
			[]string{"d4d5", "d4d6", "d4d7", "d4d8", "d4e4", "d4f4", "d4g4", "d4h4"}},
		// On a bishop a letter is a pair of diagonals and ff is f: ffrrB is
		// fB + rB = the forward-left, forward-right and backward-right
		// diagonals (b-pair f = fl fr, r = fr br).
		{"ffrrB", "ffrrB", "8/8/8/8/8/8/8/3M4 w - - 0 1",
			[]string{"d1a4", "d1b3", "d1c2", "d1e2", "d1f3", "d1g4", "d1h5"}},
		// ffF = fF, the two forward diagonals; bbF the two backward ones.
		{"ffbbF", "ffbbF", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4c3", "d4c5", "d4e3", "d4e5"}},
		// Orthogonal atoms never combine: ffrrW = fW + rW, ffrrR likewise.
		{"ffrrW", "ffrrW", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4d5", "d4e4"}},
		// ffN is the narrow forward pair (c6 e6), rrN the narrow right
		// pair (f3 f5): Betza's own ffrrN example.
		{"ffrrN", "ffrrN", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4c6", "d4e6", "d4f3", "d4f5"}},
		// On a continuation leg (K system, relative to the first): ffm
		// steps to d5; then ff goes straight on (d6) and l turns 90° left
		// (c5), not 45° (c6).
		{"doubled on a continuation leg", "ffmafflK", "8/8/8/8/3M4/8/8/8 w - - 0 1", []string{"d4c5", "d4d6"}},
	})
}

// TestToggleByHand checks the g/y range toggle on the W F K family.
// Betza's page (XBoard's Betza.html, on g): "The range is changed by
// interconverting FWK with BRQ after stripping off any explicitly written
// range ... This makes gafsR behave differently from gafsW0: the first
// turns into fsW = fF and must thus land directly (diagonally) behind the
// platform, but the latter changes into fsR = fB with unlimited range."
func TestToggleByHand(t *testing.T) {
	runPieceCases(t, []pieceCase{
		// From a1 over the blocker on a3, then a bishop ride from a3
		// outward at 45°: b4 c5 d6 e7 f8 (to the left is off the board).
		// Right along rank 1 there is no platform.
		{"gafsW0", "gafsW0", "8/8/8/8/8/X7/8/M7 w - - 0 1",
			[]string{"a1a3,a3b4", "a1a3,a3c5", "a1a3,a3d6", "a1a3,a3e7", "a1a3,a3f8"}},
		// gafsR: one F step behind the platform, b4 only.
		{"gafsR", "gafsR", "8/8/8/8/8/X7/8/M7 w - - 0 1", []string{"a1a3,a3b4"}},
		// gW0 = gafW0: a W0 toggles to R, so it lands anywhere beyond the
		// platform like a cannon's move: a4 to a8.
		{"gW0", "gW0", "8/8/8/8/8/X7/8/M7 w - - 0 1",
			[]string{"a1a4", "a1a5", "a1a6", "a1a7", "a1a8"}},
		// gR lands just behind: a4.
		{"gR", "gR", "8/8/8/8/8/X7/8/M7 w - - 0 1", []string{"a1a4"}},
		// gafsR4: the written 4 is stripped, R becomes W: one step, b4.
		{"gafsR4", "gafsR4", "8/8/8/8/8/X7/8/M7 w - - 0 1", []string{"a1a3,a3b4"}},
	})
}
