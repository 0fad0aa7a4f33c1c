package gamecode

// rulesFlag takes "setflag rules;", the signal that the preset enforces
// the rules (Duniho 2018, NOTES.md S8), as its source writes it: a flag
// with no effect on the run.
func rulesFlag(s *stmt, args []token) bool {
	if s.kind != sSetflag || len(args) != 1 || args[0].kind != tWord || args[0].text != "rules" {
		return false
	}
	s.atoms = []*expr{{toks: []tok{{kind: kLit, val: "rules", pos: args[0].pos}}, pos: args[0].pos}}
	return true
}

// flagAtoms compiles the operands of setflag and unsetflag: words and
// #variables.
func (ps *parser) flagAtoms(s *stmt, head token, args []token) error {
	for _, a := range args {
		e, err := ps.expr([]token{a}, a.pos)
		if err != nil {
			return err
		}
		if k := e.toks[0].kind; k != kLit && k != kVar {
			return errAt(a.pos, "%s takes words and #variables", head.text)
		}
		s.atoms = append(s.atoms, e)
	}
	return nil
}
