package gamecode

import (
	"fmt"
	"strings"
)

// machine is the state of one Run.
type machine struct {
	p       *Program
	b       *board
	sw      Switches
	cells   []string
	flags   map[string]bool
	globals map[string]Value
	frames  []*frame
	stack   []Value // the evaluator's value stack
	legal   map[Legal]bool
	res     *Result

	thismove    Value
	mln, maxmln int
	move        int // index in the log of the move processed: -1 Pre-Game, len Post-Game
}

// frame is one running sub (or a field's top level): its scopes, the
// innermost last. A nil scope is created on its first write.
type frame struct {
	scopes []map[string]Value
}

// refusal stops a run: die, a failed verify, a move that cannot be read.
type refusal struct{ msg string }

func (r *refusal) Error() string { return r.msg }

func (m *machine) cur() *frame { return m.frames[len(m.frames)-1] }

// count adds one operator evaluation and checks the step limit.
func (m *machine) count(p Pos) error {
	m.res.Cost.Ops++
	return m.checkSteps(p)
}

func (m *machine) checkSteps(p Pos) error {
	if m.res.Cost.Ops+m.res.Cost.Statements > m.p.limits.Steps {
		return errAt(p, "step limit %d exceeded", m.p.limits.Steps)
	}
	return nil
}

// read looks a variable up: the current frame's scopes (every caller's
// too when Dynamic), then the globals. An unknown name reads as its own
// text [S10].
func (m *machine) read(name string) Value {
	if sc := m.find(name); sc != nil {
		return sc[name]
	}
	return "#" + name
}

// find is the scope holding name, or nil.
func (m *machine) find(name string) map[string]Value {
	for f := len(m.frames) - 1; f >= 0; f-- {
		scopes := m.frames[f].scopes
		for s := len(scopes) - 1; s >= 0; s-- {
			if _, ok := scopes[s][name]; ok {
				return scopes[s]
			}
		}
		if !m.sw.Dynamic {
			break
		}
	}
	if _, ok := m.globals[name]; ok {
		return m.globals
	}
	return nil
}

// set assigns where the name lives, else creates it (switch Scope).
func (m *machine) set(name string, v Value) {
	if sc := m.find(name); sc != nil {
		sc[name] = v
		return
	}
	if m.sw.Scope == ScopeLocal {
		m.innermost()[name] = v
		return
	}
	m.globals[name] = v
}

// declare makes the names of a my statement (switch Scope).
func (m *machine) declare(names []string) {
	sc := m.cur().scopes[0]
	if m.sw.Scope != ScopeSub {
		sc = m.innermost()
	}
	for _, n := range names {
		sc[n] = nil
	}
}

func (m *machine) innermost() map[string]Value {
	f := m.cur()
	top := &f.scopes[len(f.scopes)-1]
	if *top == nil {
		*top = map[string]Value{}
	}
	return *top
}

func (m *machine) pushScope() { f := m.cur(); f.scopes = append(f.scopes, nil) }
func (m *machine) popScope()  { f := m.cur(); f.scopes = f.scopes[:len(f.scopes)-1] }

func (m *machine) system(name string) Value {
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
func (m *machine) call(sd *subdef, args []Value, p Pos) (Value, error) {
	if err := m.count(p); err != nil {
		return nil, err
	}
	if len(m.frames) > m.p.limits.Depth {
		return nil, errAt(p, "call depth %d exceeded", m.p.limits.Depth)
	}
	params := make(map[string]Value, len(sd.params))
	for i, name := range sd.params {
		params[name] = args[i]
	}
	m.frames = append(m.frames, &frame{scopes: []map[string]Value{params}})
	defer func() { m.frames = m.frames[:len(m.frames)-1] }()
	code := sd.field.code
	return m.exec(code, sd.start+1, code[sd.start].end)
}

// exec runs code[pc:end] and returns the value of a return (or of a
// failed verify in a sub).
func (m *machine) exec(code []stmt, pc, end int) (Value, error) {
	for pc < end {
		s := &code[pc]
		m.res.Cost.Statements++
		if err := m.checkSteps(s.pos); err != nil {
			return nil, err
		}
		next, ret, v, err := m.do(code, pc, s)
		if err != nil || ret {
			return v, err
		}
		pc = next
	}
	return nil, nil
}

// do runs one statement and says where to go next, or that the sub
// returns (with its value).
func (m *machine) do(code []stmt, pc int, s *stmt) (next int, ret bool, v Value, err error) {
	next = pc + 1
	switch s.kind {
	case sSub:
		next = s.end + 1
	case sSet:
		if v, err = m.eval1(s.e); err == nil {
			m.set(s.name, v)
		}
	case sMy:
		m.declare(s.names)
	case sGosub:
		_, err = m.gosub(s)
	case sReturn:
		if s.e != nil && m.sw.Return == ReturnValue {
			v, err = m.eval1(s.e)
		}
		return next, true, v, err
	case sIf:
		next, err = m.branch(code, pc)
	case sElseif, sElse:
		next = s.end // the branch before ran: on to endif
	case sEndif:
		m.popScope()
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
	sd := m.p.subs[s.name]
	var args []Value
	if s.e != nil {
		var err error
		base, err := m.push(s.e)
		if err != nil {
			return nil, err
		}
		args = append(args, m.stack[base:]...)
		m.stack = m.stack[:base]
	}
	if len(args) != len(sd.params) {
		return nil, errAt(s.pos, "gosub %s: %d arguments for %d parameters", s.name, len(args), len(sd.params))
	}
	return m.call(sd, args, s.pos)
}

// effect runs the statements that act on the world outside the code.
func (m *machine) effect(s *stmt) error {
	switch s.kind {
	case sPrint:
		v, err := m.eval1(s.e)
		m.res.Output = append(m.res.Output, text(v))
		return err
	case sSetlegal:
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
	m.frames = append(m.frames[:0], &frame{scopes: []map[string]Value{m.globals}})
	_, err := m.exec(f.code, 0, len(f.code))
	return err
}
