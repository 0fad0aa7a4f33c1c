package gamecode

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

type opKind int

const (
	opPlain opKind = iota
	opChain        // and, or
	opCond         // cond
)

type opdef struct {
	name  string
	arity int
	kind  opKind
	fn    func(m *machine, a []Value) (Value, error)
}

// ops are GAME Code's operators and functions by name, built on first
// use: only the commands that run GAME Code need them (issue 31).
var ops = lazy.Value[map[string]*opdef]{Build: func() map[string]*opdef {
	opTable = map[string]*opdef{
		"and":  {name: "and", arity: 2, kind: opChain},
		"or":   {name: "or", arity: 2, kind: opChain},
		"cond": {name: "cond", arity: 3, kind: opCond},
	}
	addArithmetic()
	addBoardOps()
	addArrayOps()
	addStringOps()
	return opTable
}}

// opTable is what ops builds; add writes to it.
var opTable map[string]*opdef

func add(name string, arity int, fn func(m *machine, a []Value) (Value, error)) {
	opTable[name] = &opdef{name: name, arity: arity, fn: fn}
}

func addArithmetic() {
	add("==", 2, func(m *machine, a []Value) (Value, error) { return m.equal(a[0], a[1]), nil })
	add("<", 2, compare(func(c int) bool { return c < 0 }))
	add("<=", 2, compare(func(c int) bool { return c <= 0 }))
	add(">", 2, compare(func(c int) bool { return c > 0 }))
	add(">=", 2, compare(func(c int) bool { return c >= 0 }))
	add("+", 2, arith(func(x, y int) int { return x + y }))
	add("-", 2, arith(func(x, y int) int { return x - y }))
	add("*", 2, arith(func(x, y int) int { return x * y }))
	add("&", 2, arith(func(x, y int) int { return x & y }))
	add("dec", 1, func(_ *machine, a []Value) (Value, error) {
		n, err := num(a[0])
		return n - 1, err
	})
	add("not", 1, func(_ *machine, a []Value) (Value, error) { return !truthy(a[0]), nil })
}

func addBoardOps() {
	add("space", 1, func(m *machine, a []Value) (Value, error) {
		if c, ok := m.cell(a[0]); ok {
			return m.cells[c], nil
		}
		return nil, nil
	})
	add("empty", 1, func(m *machine, a []Value) (Value, error) {
		c, ok := m.cell(a[0])
		return ok && m.cells[c] == "@", nil
	})
	add("flag", 1, func(m *machine, a []Value) (Value, error) { return m.flags[text(a[0])], nil })
	add("onboard", 1, func(m *machine, a []Value) (Value, error) {
		c, ok := m.cell(a[0])
		return ok && m.cells[c] != "-", nil
	})
	add("file", 1, func(m *machine, a []Value) (Value, error) {
		c, err := m.square(a[0])
		return c % len(m.b.files), err
	})
	add("rank", 1, func(m *machine, a []Value) (Value, error) {
		c, err := m.square(a[0])
		return c / len(m.b.files), err
	})
	add("where", 3, opWhere)
	add("ray", 3, opRay)
}

func addArrayOps() {
	add("elem", 2, func(m *machine, a []Value) (Value, error) {
		i, err := num(a[0])
		if err != nil {
			return nil, err
		}
		arr, err := elems(a[1])
		if err != nil {
			return nil, err
		}
		at := func(i int) Value {
			if i < 0 || i >= len(arr) {
				return nil
			}
			return arr[i]
		}
		if !identical(at(i), at(i-1)) {
			m.reach(swIndexBase)
		}
		return at(i - m.sw.IndexBase), nil
	})
	add("count", 1, func(_ *machine, a []Value) (Value, error) {
		arr, err := elems(a[0])
		return len(arr), err
	})
	add("match", 2, func(m *machine, a []Value) (Value, error) {
		arr, err := elems(a[1])
		for _, e := range arr {
			if m.equal(a[0], e) {
				return true, nil
			}
		}
		return false, err
	})
}

func addStringOps() {
	add("islower", 1, func(_ *machine, a []Value) (Value, error) {
		s, ok := a[0].(string)
		return ok && allCase(s, true), nil
	})
	add("isupper", 1, func(_ *machine, a []Value) (Value, error) {
		s, ok := a[0].(string)
		return ok && allCase(s, false), nil
	})
	add("tolower", 1, func(_ *machine, a []Value) (Value, error) { return strings.ToLower(text(a[0])), nil })
	add("toupper", 1, func(_ *machine, a []Value) (Value, error) { return strings.ToUpper(text(a[0])), nil })
	add("join", 2, func(_ *machine, a []Value) (Value, error) {
		for _, v := range a {
			if _, ok := v.(*Array); ok {
				return nil, fmt.Errorf("cannot join an array")
			}
		}
		return text(a[0]) + text(a[1]), nil
	})
}

func num(v Value) (int, error) {
	if _, ok := v.(string); ok {
		if n, ok := number(v); ok {
			return n, nil
		}
	}
	if n, ok := v.(int); ok {
		return n, nil
	}
	return 0, fmt.Errorf("%q is not a number", text(v))
}

func elems(v Value) ([]Value, error) {
	a, ok := v.(*Array)
	if !ok {
		return nil, fmt.Errorf("%q is not an array", text(v))
	}
	if a.Elems == nil && len(a.code.toks) > 0 {
		return nil, fmt.Errorf("the array holds an expression; only cond evaluates one")
	}
	return a.Elems, nil
}

func arith(f func(x, y int) int) func(*machine, []Value) (Value, error) {
	return func(_ *machine, a []Value) (Value, error) {
		x, err := num(a[0])
		if err != nil {
			return nil, err
		}
		y, err := num(a[1])
		return f(x, y), err
	}
}

// compare orders numbers as numbers and anything else as text.
func compare(ok func(int) bool) func(*machine, []Value) (Value, error) {
	return func(_ *machine, a []Value) (Value, error) {
		x, okX := number(a[0])
		y, okY := number(a[1])
		if okX && okY {
			return ok(x - y), nil
		}
		return ok(strings.Compare(text(a[0]), text(a[1]))), nil
	}
}

// step reads the file and rank steps of where and ray.
func step(x, y Value) (dx, dy int, err error) {
	if dx, err = num(x); err != nil {
		return 0, 0, err
	}
	dy, err = num(y)
	return dx, dy, err
}

func opWhere(m *machine, a []Value) (Value, error) {
	dx, dy, err := step(a[1], a[2])
	if err != nil {
		return nil, err
	}
	c, ok := m.cell(a[0])
	files := len(m.b.files)
	f, r := c%files+dx, c/files+dy
	if t := m.b.at(f, r); ok && t >= 0 {
		return m.b.coords[t], nil
	}
	m.reach(swWhereOff) // off the grid: each reading gives another value
	switch m.sw.WhereOff {
	case WhereDash:
		return "-", nil
	case WhereName:
		if ok {
			return m.b.offName(f, r), nil
		}
	}
	return "", nil
}

func opRay(m *machine, a []Value) (Value, error) {
	c, err := m.square(a[0])
	if err != nil {
		return nil, err
	}
	dx, dy, err := step(a[1], a[2])
	if err != nil {
		return nil, err
	}
	if dx == 0 && dy == 0 {
		return nil, fmt.Errorf("a ray needs a step")
	}
	files := len(m.b.files)
	ray := &Array{Elems: []Value{}}
	for f, r := c%files+dx, c/files+dy; ; f, r = f+dx, r+dy {
		t := m.b.at(f, r)
		if t < 0 || m.cells[t] == "-" {
			break
		}
		ray.Elems = append(ray.Elems, m.b.coords[t])
		if m.cells[t] != "@" {
			break
		}
	}
	return ray, nil
}

// eval evaluates an expression that must give exactly n values.
func (m *machine) eval(e *expr, n int) ([]Value, error) {
	base, err := m.push(e)
	if err != nil {
		return nil, err
	}
	vals := append([]Value(nil), m.stack[base:]...)
	m.stack = m.stack[:base]
	if len(vals) != n {
		return nil, errAt(e.pos, "the expression gives %d values where %d are needed", len(vals), n)
	}
	return vals, nil
}

func (m *machine) eval1(e *expr) (Value, error) {
	switch len(e.toks) {
	case 1: // one value, as push would leave it
		if v, ok := m.atom(&e.toks[0]); ok {
			return v, nil
		}
	case 3: // OP X Y of two atoms, as push would do it
		k := &e.toks[0]
		if k.kind != kOp || k.op.kind != opPlain || k.op.arity != 2 {
			break
		}
		y, okY := m.atom(&e.toks[2])
		x, okX := m.atom(&e.toks[1])
		if !okX || !okY {
			break
		}
		if err := m.count(&k.pos); err != nil {
			return nil, err
		}
		base := len(m.stack)
		m.stack = append(m.stack, x, y)
		v, err := m.apply(k, m.stack[base:])
		m.stack = m.stack[:base]
		return v, err
	}
	base, err := m.push(e)
	if err != nil {
		return nil, err
	}
	n := len(m.stack) - base
	if n != 1 {
		m.stack = m.stack[:base]
		return nil, errAt(e.pos, "the expression gives %d values where 1 are needed", n)
	}
	v := m.stack[base]
	m.stack = m.stack[:base]
	return v, nil
}

// atom is the value of a literal, group or variable token (ok false for
// any other token).
func (m *machine) atom(k *tok) (Value, bool) {
	switch k.kind {
	case kLit, kGroup:
		return k.val, true
	case kVar:
		return m.read(k.id), true
	}
	return nil, false
}

// chainLink is an infix and/or waiting for the operand at its left
// (Chains = ChainsEager).
type chainLink struct {
	or bool
	v  Value
}

// push evaluates an expression right to left on the machine's stack, as
// Game Courier does, and leaves its values at m.stack[base:], leftmost
// first. On an error the stack is left as it was.
func (m *machine) push(e *expr) (int, error) {
	base := len(m.stack)
	err := m.pushToks(e, base)
	if err != nil {
		m.stack = m.stack[:base]
	}
	return base, err
}

// pushToks is push's work: the values go to m.stack[base:].
func (m *machine) pushToks(e *expr, base int) error {
	var chain []chainLink
	chained := false
	for i := len(e.toks) - 1; i >= 0; i-- {
		k := &e.toks[i]
		switch k.kind {
		case kLit, kGroup:
			m.stack = append(m.stack, k.val)
		case kVar:
			m.stack = append(m.stack, m.read(k.id))
		case kSys:
			m.stack = append(m.stack, m.system(k.name))
		case kNewest:
			if err := m.count(&k.pos); err != nil {
				return err
			}
			m.stack = append(m.stack, m.mln == m.maxmln)
		case kCall:
			v, err := m.callExpr(k, base)
			if err != nil {
				return err
			}
			m.stack = append(m.stack, v)
		case kOp:
			if err := m.count(&k.pos); err != nil {
				return err
			}
			have := len(m.stack) - base
			if k.op.kind == opChain && have == 1 {
				chained = true
				m.reach(swChains)
				v, or := m.stack[base], k.op.name == "or"
				m.stack = m.stack[:base]
				if m.sw.Chains == ChainsEager {
					chain = append(chain, chainLink{or, v})
				} else if truthy(v) == or {
					m.stack = append(m.stack, or)
					return nil
				}
				continue
			}
			if have < k.op.arity {
				return errAt(k.pos, "%s needs %d operands, has %d", k.op.name, k.op.arity, have)
			}
			args := m.stack[len(m.stack)-k.op.arity:]
			args[0], args[len(args)-1] = args[len(args)-1], args[0] // first operand first (arity 1 to 3)
			v, err := m.apply(k, args)
			if err != nil {
				return err
			}
			m.stack = append(m.stack[:len(m.stack)-k.op.arity], v)
		}
	}
	if chained {
		if len(m.stack)-base != 1 {
			return errAt(e.pos, "an and/or chain must be the whole expression")
		}
		res := truthy(m.stack[base])
		for j := len(chain) - 1; j >= 0; j-- {
			if chain[j].or {
				res = res || truthy(chain[j].v)
			} else {
				res = res && truthy(chain[j].v)
			}
		}
		m.stack[base] = res
		return nil
	}
	slices.Reverse(m.stack[base:])
	return nil
}

// apply runs an operator on its operands, first operand first.
func (m *machine) apply(k *tok, a []Value) (Value, error) {
	switch k.op.kind {
	case opChain:
		if k.op.name == "or" {
			return truthy(a[0]) || truthy(a[1]), nil
		}
		return truthy(a[0]) && truthy(a[1]), nil
	case opCond:
		chosen := a[2]
		if truthy(a[0]) {
			chosen = a[1]
		}
		if arr, ok := chosen.(*Array); ok && arr.code != nil {
			return m.eval1(arr.code)
		}
		return chosen, nil
	}
	v, err := k.op.fn(m, a)
	if err != nil {
		return nil, errAt(k.pos, "%s: %v", k.op.name, err)
	}
	return v, nil
}

// callExpr calls `sub NAME` with the values it takes from the stack
// above base (switch Calls).
func (m *machine) callExpr(k *tok, base int) (Value, error) {
	n, have := len(k.sub.params), len(m.stack)-base
	take := n
	if have != n {
		m.reach(swCalls)
	}
	if m.sw.Calls == CallsAll {
		take = have
	} else if have < n {
		return nil, errAt(k.pos, "sub %s needs %d operands, has %d", k.name, n, have)
	}
	args := make([]Value, n)
	for j := 0; j < take && j < n; j++ {
		args[j] = m.stack[len(m.stack)-1-j]
	}
	m.stack = m.stack[:len(m.stack)-take]
	return m.call(k.sub, args, &k.pos)
}
