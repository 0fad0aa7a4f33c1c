package gamecode

import (
	"fmt"
	"slices"
	"strings"
)

// machine is the state of one Run.
type machine struct {
	p     *Program
	b     *board
	sw    Switches
	cells []string
	flags map[string]bool
	// globals holds each global variable by id, if defined
	globals []Value
	defined []bool
	// scopes are the open scopes of every running frame, innermost
	// last; the first is the globals (frame 0's own)
	scopes []scope
	// held counts, per variable id, the open scopes (not the globals)
	// that hold it
	held   []int
	frames []frame
	stack  []Value // the evaluator's value stack
	legal  map[Legal]bool
	res    *Result

	thismove    Value
	mln, maxmln int
	move        int // index in the log of the move processed: -1 Pre-Game, len Post-Game
}

// frame is one running sub (or a field's top level): its scopes are
// m.scopes[base:].
type frame struct{ base int }

// scope is a sub's or a block's variables (few: searched in turn), or
// the globals.
type scope struct {
	ids    []int
	vals   []Value
	global bool
}

func (sc *scope) index(id int) int {
	for i, x := range sc.ids {
		if x == id {
			return i
		}
	}
	return -1
}

// where is a variable's place: a scope and an index in it, or the
// globals (sc nil, index the id).
type where struct {
	sc *scope
	i  int
}

// refusal stops a run: die, a failed verify, a move that cannot be read.
type refusal struct{ msg string }

func (r *refusal) Error() string { return r.msg }

func (m *machine) cur() frame { return m.frames[len(m.frames)-1] }

// count adds one operator evaluation and checks the step limit.
func (m *machine) count(p *Pos) error {
	m.res.Cost.Ops++
	return m.checkSteps(p)
}

// checkSteps fails past the step limit (p by pointer: it runs for every
// statement and operator).
func (m *machine) checkSteps(p *Pos) error {
	if m.res.Cost.Ops+m.res.Cost.Statements > m.p.limits.Steps {
		return errAt(*p, "step limit %d exceeded", m.p.limits.Steps)
	}
	return nil
}

// read looks a variable up: the current frame's scopes (every caller's
// too when Dynamic), then the globals. An unknown name reads as its own
// text [S10].
func (m *machine) read(id int) Value {
	if w, ok := m.find(id); ok {
		return m.value(w)
	}
	return "#" + m.p.names[id]
}

func (m *machine) value(w where) Value {
	if w.sc == nil {
		return m.globals[w.i]
	}
	return w.sc.vals[w.i]
}

// find is the place of variable id, if it has one. A name held by a
// caller's scope (not the globals) is where Dynamic decides.
func (m *machine) find(id int) (where, bool) {
	if m.held[id] == 0 { // no open scope holds it: the global or nothing
		return where{nil, id}, m.defined[id]
	}
	base := m.cur().base
	if w, ok := m.findIn(id, base, len(m.scopes)); ok {
		return w, true
	}
	if base > 0 && m.held[id] > 0 { // a caller's scope holds it
		m.reach(swDynamic)
		if m.sw.Dynamic {
			return m.findIn(id, 0, base)
		}
	}
	if m.defined[id] {
		return where{nil, id}, true
	}
	return where{}, false
}

// findIn looks for id in m.scopes[lo:hi], innermost first.
func (m *machine) findIn(id, lo, hi int) (where, bool) {
	for s := hi - 1; s >= lo; s-- {
		sc := &m.scopes[s]
		if sc.global {
			if m.defined[id] {
				return where{nil, id}, true
			}
		} else if i := sc.index(id); i >= 0 {
			return where{sc, i}, true
		}
	}
	return where{}, false
}

// set assigns where the name lives, else creates it (switch Scope).
func (m *machine) set(id int, v Value) {
	if w, ok := m.find(id); ok {
		if w.sc == nil {
			m.globals[w.i] = v
		} else {
			w.sc.vals[w.i] = v
		}
		return
	}
	in := &m.scopes[len(m.scopes)-1]
	if !in.global {
		m.reach(swScope) // the innermost scope is not the globals
		if m.sw.Scope == ScopeLocal {
			m.add(in, id, v)
			return
		}
	}
	m.globals[id], m.defined[id] = v, true
}

// add puts variable id in sc (a scope other than the globals) with
// value v.
func (m *machine) add(sc *scope, id int, v Value) {
	if i := sc.index(id); i >= 0 {
		sc.vals[i] = v
		return
	}
	sc.ids = append(sc.ids, id)
	sc.vals = append(sc.vals, v)
	m.held[id]++
}

// declare makes the names of a my statement (switch Scope).
func (m *machine) declare(ids []int) {
	base := m.cur().base
	sc := &m.scopes[base]
	if len(m.scopes)-base > 1 {
		m.reach(swScope) // in a block: not the sub's scope
		if m.sw.Scope != ScopeSub {
			sc = &m.scopes[len(m.scopes)-1]
		}
	}
	for _, id := range ids {
		m.add(sc, id, nil)
	}
}

// pushScope opens a scope, reusing the storage of one closed before.
func (m *machine) pushScope() {
	n := len(m.scopes)
	if n < cap(m.scopes) {
		m.scopes = m.scopes[:n+1]
		sc := &m.scopes[n]
		sc.ids, sc.vals, sc.global = sc.ids[:0], sc.vals[:0], false
		return
	}
	m.scopes = append(m.scopes, scope{})
}

// popScopes closes the scopes from n on.
func (m *machine) popScopes(n int) {
	for s := n; s < len(m.scopes); s++ {
		sc := &m.scopes[s]
		for _, id := range sc.ids {
			m.held[id]--
		}
		clear(sc.vals)
	}
	m.scopes = m.scopes[:n]
}

func (m *machine) popScope() { m.popScopes(len(m.scopes) - 1) }

func (m *machine) system(name string) Value {
	if name != "thismove" {
		m.reach(swMlnBase)
	}
	switch name {
	case "mln":
		return m.mln
	case "$maxmln":
		return m.maxmln
	}
	return m.thismove
}

// cell is the cell a coordinate value names.
func (m *machine) cell(v Value) (int, bool) {
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	c, ok := m.b.index[s]
	return c, ok
}

func (m *machine) square(v Value) (int, error) {
	c, ok := m.cell(v)
	if !ok {
		return 0, fmt.Errorf("%q is not a coordinate", text(v))
	}
	return c, nil
}

// call runs a sub with its arguments and returns its value.
func (m *machine) call(sd *subdef, args []Value, p *Pos) (Value, error) {
	if err := m.count(p); err != nil {
		return nil, err
	}
	if len(m.frames) > m.p.limits.Depth {
		return nil, errAt(*p, "call depth %d exceeded", m.p.limits.Depth)
	}
	base := len(m.scopes)
	m.frames = append(m.frames, frame{base})
	m.pushScope()
	if sd.dup {
		for i, id := range sd.ids {
			m.add(&m.scopes[base], id, args[i])
		}
	} else { // a fresh scope and distinct names: add's search finds none
		sc := &m.scopes[base]
		sc.ids = append(sc.ids, sd.ids...)
		sc.vals = append(sc.vals, args[:len(sd.ids)]...)
		for _, id := range sd.ids {
			m.held[id]++
		}
	}
	code := sd.field.code
	v, err := m.exec(code, sd.start+1, code[sd.start].end)
	m.popScopes(base)
	m.frames = m.frames[:len(m.frames)-1]
	return v, err
}

// exec runs code[pc:end] and returns the value of a return (or of a
// failed verify in a sub).
func (m *machine) exec(code []stmt, pc, end int) (Value, error) {
	for pc < end {
		s := &code[pc]
		m.res.Cost.Statements++
		if err := m.checkSteps(&s.pos); err != nil {
			return nil, err
		}
		switch s.kind { // the commonest, without do's results
		case sSet:
			v, err := m.eval1(s.e)
			if err != nil {
				return nil, err
			}
			m.set(s.ids[0], v)
			pc++
			continue
		case sEndif:
			m.popScope()
			pc++
			continue
		}
		next, ret, v, err := m.do(code, pc, s)
		if err != nil || ret {
			return v, err
		}
		pc = next
	}
	return nil, nil
}

// do runs one statement (but set and endif: exec) and says where to go
// next, or that the sub returns (with its value).
func (m *machine) do(code []stmt, pc int, s *stmt) (next int, ret bool, v Value, err error) {
	next = pc + 1
	switch s.kind {
	case sSub:
		next = s.end + 1
	case sMy:
		m.declare(s.ids)
	case sGosub:
		_, err = m.gosub(s)
	case sReturn:
		if s.e != nil {
			m.reach(swReturn)
		}
		if s.e != nil && m.sw.Return == ReturnValue {
			v, err = m.eval1(s.e)
		}
		return next, true, v, err
	case sIf:
		next, err = m.branch(code, pc)
	case sElseif, sElse:
		next = s.end // the branch before ran: on to endif
	case sDo:
		var c Value
		if c, err = m.eval1(s.e); err == nil {
			if truthy(c) {
				m.pushScope()
			} else {
				next = s.next + 1
			}
		}
	case sLoop:
		m.popScope()
		next = s.end
	case sVerify:
		var c Value
		if c, err = m.eval1(s.e); err == nil && !truthy(c) {
			if len(m.frames) > 1 {
				m.reach(swVerify)
			}
			if len(m.frames) > 1 && m.sw.Verify == VerifyReturns {
				return next, true, false, nil
			}
			err = &refusal{fmt.Sprintf("verify failed (%s)", s.pos)}
		}
	case sDie:
		err = &refusal{s.name}
	default:
		err = m.effect(s)
	}
	return next, false, nil, err
}

// branch picks the branch of an if chain to run and opens its scope.
func (m *machine) branch(code []stmt, pc int) (int, error) {
	m.pushScope()
	for i := pc; ; i = code[i].next {
		c := &code[i]
		switch c.kind {
		case sElse:
			return i + 1, nil
		case sEndif:
			return i, nil
		}
		if i != pc {
			m.res.Cost.Statements++
		}
		v, err := m.eval1(c.e)
		if err != nil || truthy(v) {
			return i + 1, err
		}
	}
}

func (m *machine) gosub(s *stmt) (Value, error) {
	sd := s.sub
	var args []Value
	if s.e != nil && m.atoms(s.e) {
		args = m.stack[len(m.stack)-len(s.e.toks):]
		m.stack = m.stack[:len(m.stack)-len(args)]
	} else if s.e != nil {
		base, err := m.push(s.e)
		if err != nil {
			return nil, err
		}
		// call copies the arguments before anything is pushed again
		args = m.stack[base:]
		m.stack = m.stack[:base]
	}
	if len(args) != len(sd.params) {
		return nil, errAt(s.pos, "gosub %s: %d arguments for %d parameters", s.name, len(args), len(sd.params))
	}
	return m.call(sd, args, &s.pos)
}

// atoms pushes the values of an expression of literals, groups and
// variables, leftmost first, as push would; false (nothing pushed) if it
// holds anything else.
func (m *machine) atoms(e *expr) bool {
	for i := range e.toks {
		if k := e.toks[i].kind; k != kLit && k != kGroup && k != kVar {
			return false
		}
	}
	for i := range e.toks {
		v, _ := m.atom(&e.toks[i])
		m.stack = append(m.stack, v)
	}
	return true
}

// effect runs the statements that act on the world outside the code.
func (m *machine) effect(s *stmt) error {
	switch s.kind {
	case sPrint:
		v, err := m.eval1(s.e)
		m.res.Output = append(m.res.Output, text(v))
		return err
	case sSetlegal:
		if s.atoms != nil {
			return m.setlegal(s)
		}
		v, err := m.eval(s.e, 2)
		if err != nil {
			return err
		}
		m.legal[Legal{text(v[0]), text(v[1])}] = true
	case sSetflag, sUnsetflag:
		for _, a := range s.atoms {
			v, err := m.eval1(a)
			if err != nil {
				return err
			}
			if s.kind == sSetflag {
				m.flags[text(v)] = true
			} else {
				delete(m.flags, text(v))
			}
		}
	case sEval:
		v, err := m.eval1(s.e)
		if err != nil {
			return err
		}
		line, ok := v.(string)
		if !ok || !strings.HasPrefix(line, "MOVE: ") {
			return errAt(s.pos, "eval takes a \"MOVE: …\" line, not %q", text(v))
		}
		return m.perform(line[len("MOVE: "):])
	case sSystem:
		m.res.System = append(m.res.System, s.name)
	case sEnd:
		m.res.Ends = append(m.res.Ends, End{Word: s.name, Move: m.move, Field: s.pos.Field})
	}
	return nil
}

// runField runs a field's top level.
func (m *machine) runField(f *field) error {
	m.popScopes(0)
	m.frames = append(m.frames[:0], frame{0})
	m.scopes = append(m.scopes, scope{global: true})
	_, err := m.exec(f.code, 0, len(f.code))
	return err
}

// setlegal runs the documented forms [S21]: FROM TO1 TO2 …, and
// FROM1 (TO…) FROM2 (TO…); a group holding an expression is evaluated
// and gives one coordinate or an array of them.
func (m *machine) setlegal(s *stmt) error {
	var from Value
	for i, a := range s.atoms {
		k := &a.toks[0]
		if k.kind != kGroup {
			v, err := m.eval1(a)
			if err != nil {
				return err
			}
			if i == 0 || s.atoms[i-1].toks[0].kind == kGroup {
				from = v
				continue
			}
			m.legal[Legal{text(from), text(v)}] = true
			continue
		}
		arr := k.val.(*Array)
		tos := arr.Elems
		if tos == nil {
			v, err := m.eval1(arr.code)
			if err != nil {
				return err
			}
			if a, ok := v.(*Array); ok {
				tos = a.Elems
			} else {
				tos = []Value{v}
			}
		}
		for _, t := range tos {
			m.legal[Legal{text(from), text(t)}] = true
		}
	}
	return nil
}

// repeats reports whether ids holds an id twice.
func repeats(ids []int) bool {
	for i, id := range ids {
		if slices.Contains(ids[:i], id) {
			return true
		}
	}
	return false
}
