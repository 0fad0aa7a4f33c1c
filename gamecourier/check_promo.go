package gamecourier

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Promotions the VM does not offer, tried and refused.

// tryPromotions plays, for every legal move of a piece that promotes, the
// same move with each promotion (and without one) that the VM does not
// offer: a promotion refused by a limit, by Chu Shogi's rule, or a
// missing forced one.
func (c *checker) tryPromotions(pos *vm.Position, legal []vm.Move, n int, ok map[string]bool) error {
	tried := map[string]bool{}
	for _, m := range legal {
		f, t := c.squares(pos, m)
		l := strings.ToUpper(pos.Piece(int(m.From)))
		var pr *legdefs.Promotion
		for _, pt := range c.p.Pieces {
			if pt.Letter == l {
				pr = pt.Promote
			}
		}
		if pr == nil || m.Kind&(vm.KindCastle|vm.KindDrop) != 0 || !c.nearZone(pos, m, pr) {
			continue
		}
		texts := []string{f + "-" + t}
		to := pr.To
		if pos.SideToMove() == 1 && pr.ToBlack != nil {
			to = pr.ToBlack
		}
		for _, k := range to {
			lab := c.pr.Labels[k]
			if pos.SideToMove() == 1 {
				lab = strings.ToLower(lab)
			}
			texts = append(texts, f+"-"+t+"; "+lab+"-"+t)
		}
		for _, bad := range texts {
			if ok[bad] || tried[bad] {
				continue
			}
			tried[bad] = true
			if err := c.mustRefuse("promotion", bad, n); err != nil {
				return err
			}
		}
	}
	return nil
}

// nearZone reports whether m starts or ends within pr.Zone ranks of the
// mover's last rank, where a promotion rule may apply.
func (c *checker) nearZone(pos *vm.Position, m vm.Move, pr *legdefs.Promotion) bool {
	if pr.Squares != nil {
		return true // a zone of squares: try every move
	}
	for _, sq := range []int{int(m.From), int(m.To)} {
		_, r := pos.FileRank(sq)
		if pos.SideToMove() == 1 {
			r = c.p.Ranks - 1 - r
		}
		if r >= c.p.Ranks-pr.Zone {
			return true
		}
	}
	return false
}
