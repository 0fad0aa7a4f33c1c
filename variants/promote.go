package variants

import "gopkg.in/yaml.v3"

// This file decodes a piece's promote field (promote_extra.go has the
// fields that differ by colour or name squares).

type rawPromote struct {
	at       loc
	zone     int
	to       *str
	optional bool // the piece may decline
	leaving  bool // a move starting in the zone promotes too
	// captureInside: a move starting in the zone promotes only capturing
	captureInside bool
	limit         []rawLimit
	extra         rawPromoteExtra // to-black, squares, squares-black (promote_extra.go)
}

// rawLimit is one entry of promote: limit: {Q: 1}.
type rawLimit struct {
	at     loc
	letter string
	n      int
}

func (d *decoder) promote(n *yaml.Node) *rawPromote {
	at := nodeLoc(d.file, n)
	p := &rawPromote{at: at}
	ok := true
	var haveZone, haveTo bool
	isMap := d.mapping(n, "promote: want {zone: N, to: LETTERS}", "promote: ", promoteFields, func(key string, k, v *yaml.Node) {
		switch key {
		case "zone":
			haveZone = true
			z, good := d.integer(v, "promote: zone")
			switch {
			case !good:
				ok = false
			case z < 1:
				d.e.add(nodeLoc(d.file, v), "promote: zone %d: want at least 1 rank", z)
				ok = false
			default:
				p.zone = z
			}
		case "to":
			haveTo = true
			p.to = d.str(v, "promote: to")
			if p.to == nil {
				ok = false
				break
			}
			if p.to.val == "-" {
				break // nothing to promote to (Promote.Nothing)
			}
			if p.to.val == "" {
				d.e.add(p.to.loc, "promote: to: want the letters of the pieces it may promote to, got an empty string")
				ok = false
			}
			var seen []string
			for tk := range letterTokens(p.to.val) {
				switch {
				case !isPieceLetter(tk.s):
					d.e.add(p.to.pos(tk.at), "promote: to %q: want upper-case piece letters, got '%s'%s", p.to.val, tk.s, promotedHint(tk.s))
					ok = false
				case contains(seen, tk.s):
					d.e.add(p.to.pos(tk.at), "promote: to %q: letter %s given twice", p.to.val, tk.s)
					ok = false
				}
				seen = append(seen, tk.s)
			}
		case "optional":
			p.optional, _ = d.boolean(v, "promote: optional")
		case "leaving":
			p.leaving, _ = d.boolean(v, "promote: leaving")
		case "capture-inside":
			p.captureInside, _ = d.boolean(v, "promote: capture-inside")
		case "to-black", "squares", "squares-black":
			if !d.promoteExtra(key, v, p) {
				ok = false
			}
		case "limit":
			if !d.promoteLimit(v, p) {
				ok = false
			}
		}
	})
	if !isMap {
		return nil
	}
	if !haveZone && !p.hasSquares() {
		d.e.add(at, "promote: missing required field zone")
	}
	if !haveTo {
		d.e.add(at, "promote: missing required field to")
	}
	if !ok || (!haveZone && !p.hasSquares()) || !haveTo {
		return nil
	}
	return p
}

// promoteLimit reads promote: limit, a mapping from piece letters to the
// most pieces of that type a side may have for a promotion to it.
func (d *decoder) promoteLimit(n *yaml.Node, p *rawPromote) bool {
	if n.Kind != yaml.MappingNode {
		d.e.add(nodeLoc(d.file, n), "promote: limit: want a mapping of piece letters to counts ({Q: 1, R: 2}), got %s", kindName(n))
		return false
	}
	ok := true
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !isPieceLetter(k.Value) {
			d.e.add(nodeLoc(d.file, k), "promote: limit: %q: want a piece letter", k.Value)
			ok = false
			continue
		}
		c, good := d.integer(v, "promote: limit: "+k.Value)
		if good && c < 0 {
			d.e.add(nodeLoc(d.file, v), "promote: limit: %s: %d: want a count >= 0", k.Value, c)
			good = false
		}
		if !good {
			ok = false
			continue
		}
		p.limit = append(p.limit, rawLimit{at: nodeLoc(d.file, k), letter: k.Value, n: c})
	}
	return ok
}
