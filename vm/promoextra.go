package vm

import "github.com/betzac/betzac/legdefs"

// Promotions that differ by colour (Promotion.ToBlack) and zones given as
// squares (Promotion.Squares).

// choices returns the types a piece of this type and colour c may promote
// to, in order.
func (ty *ptype) choices(c int) []uint8 {
	if c == 1 && ty.promoToBlack != nil {
		return ty.promoToBlack
	}
	return ty.promoTo
}

// buildPromoBlack fills ty.promoToBlack from pr.ToBlack.
func (t *tables) buildPromoBlack(ty *ptype, pr *legdefs.Promotion) {
	if pr.ToBlack != nil {
		ty.promoToBlack = t.promoChoices(pr.ToBlack)
	}
}

// promoZoneOf returns the promotion zone of pr for colour c, per mailbox
// square (inPromoZone's answers), the last Zone ranks read off sqRank.
func (t *tables) promoZoneOf(c int, pr *legdefs.Promotion) []bool {
	if pr.Squares != nil {
		z := make([]bool, t.size)
		for _, s := range t.squares {
			z[s] = t.inPromoZone(c, int(s), pr)
		}
		return z
	}
	if z := t.madeRankZone(c, pr.Zone); z != nil {
		return z
	}
	z := make([]bool, t.size)
	for _, s := range t.squares {
		r := int(t.sqRank[s])
		z[s] = c == 0 && r >= t.ranks-pr.Zone || c != 0 && r < pr.Zone // inZone
	}
	t.rankZones = append(t.rankZones, rankZone{c, pr.Zone, z})
	return z
}

// rankZone is a zone of the last ranks, as promoZoneOf made it for a
// colour; the types whose promotions have the same Zone share it (no
// zone is written once made: Chu Shogi's 36 zones are two).
type rankZone struct {
	c, ranks int
	z        []bool
}

// madeRankZone returns the zone of colour c's last ranks promoZoneOf made
// earlier, or nil.
func (t *tables) madeRankZone(c, ranks int) []bool {
	for _, rz := range t.rankZones {
		if rz.c == c && rz.ranks == ranks {
			return rz.z
		}
	}
	return nil
}

// inPromoZone reports whether square s is in the promotion zone of pr for
// colour c: Squares (Black's mirrored top to bottom unless SquaresBlack is
// given) or the last Zone ranks.
func (t *tables) inPromoZone(c, s int, pr *legdefs.Promotion) bool {
	if pr.Squares == nil {
		return t.inZone(c, s, pr.Zone)
	}
	f, r := int(t.sqFile[s]), int(t.sqRank[s])
	g := pr.Squares
	if c == 1 {
		if pr.SquaresBlack != nil {
			g = pr.SquaresBlack
		} else {
			r = t.ranks - 1 - r
		}
	}
	return g.Has(f + r*t.files)
}
