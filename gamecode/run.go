package gamecode

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Preset is what a Game Courier preset holds that the run needs: the
// board settings and the code fields (Pre-Move fields are not used by
// the emitted design and are not modelled).
type Preset struct {
	Files  []string // file names, left to right ("a" … "h")
	Ranks  []string // rank names, bottom to top ("1" … "8")
	FEN    string   // the start position in Game Courier's extended FEN
	Pieces []string // the piece labels of the piece set

	PreGame                      string
	PostMoveWhite, PostMoveBlack string // Post-Move 1 and 2
	PostGameWhite, PostGameBlack string // Post-Game 1 and 2

	Limits Limits // zero fields take the defaults

	// Strict refuses every construct sourced.go's Evidence does not
	// list, at compile time and (MOVE: actions) at run time.
	Strict bool
}

// Limits bound one Run.
type Limits struct {
	Steps int // statements + operator evaluations; default 200 million
	Depth int // sub call depth; default 500
}

// Result is what one Run (one page request) gives.
type Result struct {
	Board   map[string]string // every cell's label: "@" empty, "-" a hole
	Flags   []string          // the flags set at the end, sorted
	Legal   []Legal           // every setlegal call of the run, sorted, each once
	Refusal *Refusal          // nil if every move was accepted
	Output  []string          // print lines
	System  []string          // setsystem, ban and allow lines
	Ends    []End             // won, lost and drawn, in the order run
	Cost    Cost
	// Reached are the switches the run came to a point of where another
	// value would have given another outcome (InvariantReached).
	Reached SwitchSet
}

// End is a won, lost or drawn statement that ran: its word, the move
// being processed (as in Refusal) and the field it stands in, which
// says whose code declared it.
type End struct {
	Word, Field string
	Move        int
}

// Legal is one setlegal call.
type Legal struct{ From, To string }

// Refusal is a move refused by die or a failed verify. Move is the
// index in the log of the move being processed; -1 in Pre-Game and
// len(moves) in Post-Game.
type Refusal struct {
	Move    int
	Message string
}

// Cost is the work of one Run.
type Cost struct {
	Statements int // statements executed
	Ops        int // operator evaluations and sub calls
}

// Pieces is the board without empty cells and holes.
func (r Result) Pieces() map[string]string {
	p := map[string]string{}
	for c, l := range r.Board {
		if l != "@" && l != "-" {
			p[c] = l
		}
	}
	return p
}

// Program is a compiled Preset.
type Program struct {
	b      *board
	subs   map[string]*subdef
	fields [5]*field // Pre-Game, Post-Move 1, 2, Post-Game 1, 2
	limits Limits
	names  []string // the variable names, by id
	// sameEnds: the two Post-Game fields are one text, so which runs
	// before any move shows only in the field's name
	sameEnds bool
	// constructs are the forms the code holds (sourced.go); strict:
	// Preset.Strict
	constructs []string
	strict     bool
}

var fieldNames = [5]string{"Pre-Game", "Post-Move 1", "Post-Move 2", "Post-Game 1", "Post-Game 2"}

// Compile parses a preset's code, refusing anything outside the subset.
func Compile(p Preset) (*Program, error) {
	b, err := newBoard(p)
	if err != nil {
		return nil, err
	}
	prog := &Program{b: b, limits: p.Limits, sameEnds: p.PostGameWhite == p.PostGameBlack}
	if prog.limits.Steps <= 0 {
		prog.limits.Steps = 200_000_000
	}
	if prog.limits.Depth <= 0 {
		prog.limits.Depth = 500
	}
	ps := &parser{b: b, subs: map[string]*subdef{}, vars: map[string]int{}}
	srcs := [5]string{p.PreGame, p.PostMoveWhite, p.PostMoveBlack, p.PostGameWhite, p.PostGameBlack}
	for i, src := range srcs {
		if prog.fields[i], err = ps.parseField(fieldNames[i], src); err != nil {
			return nil, err
		}
	}
	if err := ps.link(prog.fields[:]); err != nil {
		return nil, err
	}
	prog.subs, prog.names = ps.subs, ps.names
	for _, c := range ps.seen {
		prog.constructs = append(prog.constructs, c.name)
	}
	if prog.strict = p.Strict; p.Strict {
		if err := ps.strictCheck(); err != nil {
			return nil, err
		}
	}
	return prog, nil
}

// Run compiles a preset and replays a game with it.
func Run(p Preset, moves []string, sw Switches) (Result, error) {
	prog, err := Compile(p)
	if err != nil {
		return Result{}, err
	}
	return prog.Run(moves, sw)
}

// Run replays a game as Game Courier does on a page request: Pre-Game,
// each move through its side's Post-Move, then the last mover's
// Post-Game. A refusal ends the run and is part of the Result; an error
// is a fault of the code (or a limit).
func (p *Program) Run(moves []string, sw Switches) (Result, error) {
	m := p.newMachine(len(moves), sw)
	err := m.runField(m.p.fields[0])
	if err == nil {
		err = m.postMoves(moves, 0)
	}
	if err == nil {
		err = m.postGame(len(moves))
	}
	return m.result(err)
}

// newMachine starts a request of n moves.
func (p *Program) newMachine(n int, sw Switches) *machine {
	m := &machine{
		p: p, b: p.b, sw: sw,
		cells:   append([]string(nil), p.b.start...),
		flags:   map[string]bool{},
		globals: make([]Value, len(p.names)),
		defined: make([]bool, len(p.names)),
		held:    make([]int, len(p.names)),
		legal:   map[Legal]bool{},
		res:     &Result{},
		mln:     sw.MlnBase - 1,
		maxmln:  sw.MlnBase + n - 1,
		move:    -1,
	}
	m.takeScratch()
	return m
}

// result ends a run: a refusal is part of the Result, any other error
// a fault of the code.
func (m *machine) result(err error) (Result, error) {
	var ref *refusal
	if errors.As(err, &ref) {
		m.res.Refusal = &Refusal{Move: m.move, Message: ref.msg}
		err = nil
	}
	m.finish()
	m.giveScratch()
	return *m.res, err
}

// postMoves runs each move's Post-Move; first is the log index of
// moves[0].
func (m *machine) postMoves(moves []string, first int) error {
	for k, mv := range moves {
		i := first + k
		m.move, m.mln, m.thismove = i, m.sw.MlnBase+i, mv
		if err := m.runField(m.p.fields[1+i%2]); err != nil {
			return err
		}
	}
	return nil
}

// postGame runs the Post-Game of the last side to move [N9] after n
// moves; before any move, switch StartPost.
func (m *machine) postGame(n int) error {
	last := 1
	if n == 0 && !m.p.sameEnds {
		m.reach(swStartPost)
	}
	if n%2 == 1 || n == 0 && m.sw.StartPost == StartPostWhite {
		last = 0
	}
	m.move = n
	ends := len(m.res.Ends)
	err := m.runField(m.p.fields[3+last])
	if n == 0 && m.p.sameEnds && (err != nil || len(m.res.Ends) > ends) {
		// the field's name shows in an error, a verify's refusal or an End
		m.reach(swStartPost)
	}
	return err
}

// Prefix is the state of a request of len(moves)+1 moves after its
// Pre-Game and the Post-Moves of moves, the first len(moves) of its log.
type Prefix struct {
	m   *machine
	n   int
	err error
}

// Prefix replays moves as the start of a request that logs one move
// more ($maxmln counts it). Next finishes that request for one last move
// from a copy of this state: the same Result as Run of all the moves, for
// the cost of the prefix once (a test harness tries many moves after
// one position).
func (p *Program) Prefix(moves []string, sw Switches) *Prefix {
	m := p.newMachine(len(moves)+1, sw)
	err := m.runField(m.p.fields[0])
	if err == nil {
		err = m.postMoves(moves, 0)
	}
	return &Prefix{m: m, n: len(moves), err: err}
}

// Next runs move as the last of the log, then the Post-Game.
func (x *Prefix) Next(move string) (Result, error) {
	m := x.m.clone()
	err := x.err
	if err == nil {
		err = m.postMoves([]string{move}, x.n)
	}
	if err == nil {
		err = m.postGame(x.n + 1)
	}
	return m.result(err)
}

// NextMove runs move as the last of the log and stops after its
// Post-Move, without the Post-Game: the part of Next's request that
// accepts or refuses the move and performs it (Board, Refusal, Output and
// Cost so far; Legal and Ends are the Post-Game's, so empty here). Vars
// are the values, as text, of the named globals after it ("" for a name
// the code never sets): a harness reads state the Post-Game would print
// (a hand kept in variables). It is not a page request of Game Courier's,
// which always ends with the Post-Game; it is a cheaper test of the
// Post-Move alone.
func (x *Prefix) NextMove(move string, vars ...string) (Result, []string, error) {
	m := x.m.clone()
	err := x.err
	if err == nil {
		err = m.postMoves([]string{move}, x.n)
	}
	res, err := m.result(err)
	vals := make([]string, len(vars))
	for i, name := range vars {
		if id := slices.Index(m.p.names, name); id >= 0 && m.defined[id] {
			vals[i] = text(m.globals[id])
		}
	}
	return res, vals, err
}

// Then is the Prefix of the request that logs one move more, with move
// as the last of its prefix: x's state, and move run as an older move of
// the log (mln below $maxmln). It is the Prefix of the longer log
// replayed whole when the code reads $maxmln only to compare it with mln
// (the safe form, package doc): the moves x ran saw a $maxmln one less.
// A harness walks a game with it, replaying each move once.
func (x *Prefix) Then(move string) *Prefix {
	m := x.m.clone()
	m.maxmln++
	err := x.err
	if err == nil {
		err = m.postMoves([]string{move}, x.n)
	}
	return &Prefix{m: m, n: x.n + 1, err: err}
}

// clone copies the machine between fields (no frame is running; arrays
// are never changed in place, so values are shared).
func (m *machine) clone() *machine {
	c := *m
	c.cells = slices.Clone(m.cells)
	c.flags = maps.Clone(m.flags)
	c.globals = slices.Clone(m.globals)
	c.defined = slices.Clone(m.defined)
	c.held = make([]int, len(m.held)) // no scope is open between fields
	c.legal = maps.Clone(m.legal)
	res := *m.res
	res.Output = slices.Clip(res.Output)
	res.System = slices.Clip(res.System)
	res.Ends = slices.Clip(res.Ends)
	c.res = &res
	c.takeScratch()
	return &c
}

// scratch is a machine's working storage: its scopes (each keeping its
// slices), frames and value stack. A harness runs many requests, each a
// new machine, and growing these afresh each time was most of the
// interpreter's allocations; a finished request gives them back.
type scratch struct {
	scopes []scope
	frames []frame
	stack  []Value
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func (m *machine) takeScratch() {
	s := scratchPool.Get().(*scratch)
	m.scopes, m.frames, m.stack = s.scopes[:0], s.frames[:0], s.stack[:0]
}

// giveScratch returns the storage of a finished request, its values
// cleared (they would keep what they point to alive).
func (m *machine) giveScratch() {
	all := m.scopes[:cap(m.scopes)]
	for i := range all {
		clear(all[i].vals[:cap(all[i].vals)])
	}
	clear(m.stack[:cap(m.stack)])
	scratchPool.Put(&scratch{m.scopes[:0], m.frames[:0], m.stack[:0]})
	m.scopes, m.frames, m.stack = nil, nil, nil
}

func (m *machine) finish() {
	r := m.res
	r.Board = make(map[string]string, len(m.cells))
	for c, l := range m.cells {
		r.Board[m.b.coords[c]] = l
	}
	for f := range m.flags {
		r.Flags = append(r.Flags, f)
	}
	sort.Strings(r.Flags)
	for l := range m.legal {
		r.Legal = append(r.Legal, l)
	}
	sort.Slice(r.Legal, func(i, j int) bool {
		a, b := r.Legal[i], r.Legal[j]
		return a.From < b.From || a.From == b.From && a.To < b.To
	})
}

// perform makes the actions of a move line [S11, S14, N1b; forms R].
func (m *machine) perform(line string) error {
	if m.p.strict {
		if err := strictMove(line, m.b); err != nil {
			return err
		}
	}
	for _, act := range strings.Split(line, ";") {
		if err := m.action(strings.TrimSpace(act)); err != nil {
			return &refusal{fmt.Sprintf("move %q: %v", line, err)}
		}
	}
	return nil
}

func (m *machine) action(act string) error {
	label := ""
	if sp := strings.IndexByte(act, ' '); sp >= 0 {
		label, act = act[:sp], strings.TrimSpace(act[sp+1:])
	}
	sep := strings.IndexAny(act, "-*")
	if sep <= 0 || sep == len(act)-1 {
		return fmt.Errorf("cannot read %q", act)
	}
	left, right := act[:sep], act[sep+1:]
	to, ok := m.b.index[right]
	if !ok || m.cells[to] == "-" {
		return fmt.Errorf("%s is not a square", right)
	}
	from, isSquare := m.b.index[left]
	if act[sep] == '*' || !isSquare {
		if label != "" {
			return fmt.Errorf("cannot read %q", act)
		}
		if left != "@" && !m.b.labels[left] {
			return fmt.Errorf("%s is not a piece label", left)
		}
		m.cells[to] = left // a drop, a promotion, or "@" to empty
		return nil
	}
	piece := m.cells[from]
	if piece == "@" || piece == "-" {
		return fmt.Errorf("no piece on %s", left)
	}
	if label != "" && label != piece {
		return fmt.Errorf("%s is on %s, not %s", piece, left, label)
	}
	m.cells[to], m.cells[from] = piece, "@"
	return nil
}
