package vm

// The attack rays per target square (scRaysAt): attacked and
// checksAndPins read, for a target, only the rays whose first square
// back from it is on the board. A ray whose first square is off the
// board or a hole reads the guard there, which no colour test accepts
// and which ends a ride: it can find no attacker and no pin, so leaving
// it out changes no answer. Near the edges, where royal pieces mostly
// stand, this drops up to half of the leaps (a knight's and a king's
// steps from a corner) and of the rides.

// sqRays is the attack rays of one colour looked along from one target:
// rays, the leaps first (their number leaps), then the rides, as tables.att.
type sqRays struct {
	rays  []attRay
	leaps int
}

// buildRaysAt builds t.attAt from t.att: for each mailbox index, the
// rays whose first square back is on the board; every ray where the
// shortcut is off, or where the index is itself off the board. A square
// that keeps every ray shares att's slice.
func (t *tables) buildRaysAt(on bool) {
	for c := range t.att {
		all, leaps := t.att[c], t.attLeaps[c]
		at := make([]sqRays, t.size)
		for sq := range at {
			at[sq] = sqRays{all, leaps}
			if !on || t.sqFile[sq] < 0 {
				continue
			}
			var keep []attRay
			n := 0
			for i, r := range all {
				if from := sq - int(r.off); from >= 0 && from < t.size && t.sqFile[from] >= 0 {
					keep = append(keep, r)
					if i < leaps {
						n++
					}
				}
			}
			if len(keep) < len(all) {
				at[sq] = sqRays{keep, n}
			}
		}
		t.attAt[c] = at
	}
}
