package variants

// checkConnect checks the connect rules (legdefs.Rules.Connect): the
// pieces they count are the variant's, and connect-lines and
// connect-pieces need one of connect, connect-square or
// connect-collinear.
func checkConnect(r *rawVariant, names map[string]bool, e *errs) {
	c := &r.rules
	on := c.Connect > 0 || c.ConnectSquare > 0 || c.ConnectCollinear > 0
	for _, key := range []string{"connect-lines", "connect-pieces"} {
		if l, ok := r.present[key]; ok && !on {
			e.add(l, "%s: needs connect, connect-square or connect-collinear", key)
		}
	}
	if rs, ok := r.ruleStrs["connect-pieces"]; ok && !r.brokenPieces {
		checkLetters(rs.s, "connect-pieces", false, names, e)
	}
}
