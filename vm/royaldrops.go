package vm

// Royal drops (legdefs.Rules.RoyalDrops, Sittuyin's setup): royal
// pieces in hand may be dropped too; a side's royal piece counts once it
// is on the board (zoneMade).

// genRoyalDrops adds the drops of the royal pieces the side to move has in
// hand.
func (p *Position) genRoyalDrops() {
	t := p.t
	us := p.stm
	for k := range t.types {
		if t.types[k].royal && p.hand[us][k] > 0 {
			p.dropType(k, k) // drops.go
		}
	}
}
