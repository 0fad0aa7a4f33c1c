package gamecourier

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/betzac/betzac/vm"
)

// Pieces in hand: the hand variables, the VM's hands, and drops tried.

// handVars are the variables holding the hands (handSubs): White's of
// each type, then Black's; none without hands.
func (c *checker) handVars() []string {
	if !c.p.Hand.Drops && !c.p.Hand.CapturesToHand {
		return nil
	}
	var out []string
	for _, side := range []string{"hw", "hb"} {
		for k := range c.p.Pieces {
			out = append(out, fmt.Sprintf("%s%d", side, k))
		}
	}
	return out
}

// sameHands compares the hand variables (handVars) with the VM's hands.
func (c *checker) sameHands(pos *vm.Position, got []string) error {
	var d []string
	for i, v := range c.handVars() {
		sd, k := i/len(c.p.Pieces), i%len(c.p.Pieces)
		l := c.p.Pieces[k].Letter
		if sd == 1 {
			l = strings.ToLower(l)
		}
		want := pos.Hand(l)
		n, err := strconv.Atoi(got[i])
		if err != nil || n != want {
			d = append(d, fmt.Sprintf("%s: %q, VM %d", v, got[i], want))
		}
	}
	if len(d) > 0 {
		return fmt.Errorf("hands differ: %s", strings.Join(d, "; "))
	}
	return nil
}

// hands are the lines the preset prints for the hands, from the VM's:
// "hand White: P2 N1" in type order, "-" for none.
func (c *checker) hands(pos *vm.Position) []string {
	if !c.p.Hand.Drops && !c.p.Hand.CapturesToHand {
		return nil
	}
	var out []string
	for sd, name := range []string{"White", "Black"} {
		s := ""
		for i, pt := range c.p.Pieces {
			l := pt.Letter
			if sd == 1 {
				l = strings.ToLower(l)
			}
			if n := pos.Hand(l); n > 0 {
				s += fmt.Sprintf(" %s%d", c.pr.Labels[i], n)
			}
		}
		if s == "" {
			s = " -"
		}
		out = append(out, "hand "+name+":"+s)
	}
	return out
}

// tryDrops plays drops the VM does not allow: of every type, on a random
// square (with all, of every type in hand on every square).
func (c *checker) tryDrops(pos *vm.Position, n int, ok map[string]bool, rng *rand.Rand, all bool) error {
	if !c.p.Hand.Drops {
		return nil
	}
	var bads []string
	for i, pt := range c.p.Pieces {
		l, letter := c.pr.Labels[i], pt.Letter
		if pos.SideToMove() == 1 {
			l, letter = strings.ToLower(l), strings.ToLower(letter)
		}
		if !all || pos.Hand(letter) == 0 {
			bads = append(bads, l+"*"+coord(rng.IntN(c.p.Files), rng.IntN(c.p.Ranks)))
			continue
		}
		for r := range c.p.Ranks {
			for f := range c.p.Files {
				bads = append(bads, l+"*"+coord(f, r))
			}
		}
	}
	for _, bad := range bads {
		if ok[bad] {
			continue
		}
		if err := c.mustRefuse("drop", bad, n); err != nil {
			return err
		}
	}
	return nil
}
