package gamecourier

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/betzac/betzac/gamecode"
)

// The invariance proof of a game (CheckOptions.Invariant) runs the game
// once under the zero combination of the switches, with the VM, checking
// every request, and records the interpreter calls it made in order (its
// script). Every other combination InvariantReached asks for replays
// that script alone, without the VM, and must give the very same Results
// (cost aside), call by call.
//
// Why that is still the whole test run under that combination: the
// requests the check makes are fixed by the VM's game and the seeded
// random choices (which moves to try, which to mutate), never by what a
// request gave: a check only passes or stops the game. So the check run
// under combination c makes the calls of the script, in that order; each
// gives the Result the zero combination's call gave, which passed every
// comparison with the VM; so under c every comparison passes too. The
// whole replays (callReplay) compare a Result with the walk's under the
// same combination, cost included, so they are run and compared as the
// zero combination's were.

// call is one interpreter call of a game.
type call struct {
	kind  callKind
	move  string   // callNext, callNextMove, callThen
	moves []string // callReplay
}

type callKind int

const (
	callStart    callKind = iota // Program.Run of the empty log
	callNext                     // Prefix.Next: a request logging move
	callNextMove                 // Prefix.NextMove: its Post-Move alone
	callThen                     // Prefix.Then: the walk moves on
	callReplay                   // Program.Run of moves, the walk's last Result
)

func (k call) String() string {
	switch k.kind {
	case callStart:
		return "the start"
	case callNext:
		return fmt.Sprintf("request %q", k.move)
	case callNextMove:
		return fmt.Sprintf("Post-Move %q", k.move)
	case callThen:
		return fmt.Sprintf("walk %q", k.move)
	}
	return fmt.Sprintf("replay %q", k.moves)
}

// observed is what a game's requests gave, call by call: their Results
// as text (without the cost, which may differ between the switches, and
// with the hands a Post-Move alone left) and the switches they reached.
type observed struct {
	requests []string
	reached  gamecode.SwitchSet
}

func (o *observed) add(k call, res gamecode.Result, hands []string) {
	o.reached |= res.Reached
	refusal := "none"
	if res.Refusal != nil {
		refusal = fmt.Sprintf("%+v", *res.Refusal)
	}
	res.Cost, res.Reached, res.Refusal = gamecode.Cost{}, 0, nil
	o.requests = append(o.requests, fmt.Sprintf("%v: %+v refusal %s hands %q", k, res, refusal, hands))
}

// start is the request of the empty log, recorded.
func (c *checker) start(sw gamecode.Switches) (gamecode.Result, error) {
	k := call{kind: callStart}
	c.script = append(c.script, k)
	res, err := c.prog.Run(nil, sw)
	if err == nil {
		c.obs.add(k, res, nil)
	}
	return res, err
}

// next is c.pre.Next(move), recorded.
func (c *checker) next(move string) (gamecode.Result, error) {
	k := call{kind: callNext, move: move}
	c.script = append(c.script, k)
	res, err := c.pre.Next(move)
	if err == nil {
		c.obs.add(k, res, nil)
	}
	return res, err
}

// nextMove is c.pre.NextMove(move) with the hand variables, recorded.
func (c *checker) nextMove(move string) (gamecode.Result, []string, error) {
	k := call{kind: callNextMove, move: move}
	c.script = append(c.script, k)
	res, hands, err := c.pre.NextMove(move, c.handVars()...)
	if err == nil {
		c.obs.add(k, res, hands)
	}
	return res, hands, err
}

// then moves the walk on by move, recorded.
func (c *checker) then(move string) {
	c.script = append(c.script, call{kind: callThen, move: move})
	c.pre = c.pre.Then(move)
}

// rerun makes the calls of script under sw and returns what they gave.
func (c *checker) rerun(script []call, sw gamecode.Switches) (observed, error) {
	var o observed
	pre := c.prog.Prefix(nil, sw)
	var last gamecode.Result
	for _, k := range script {
		var res gamecode.Result
		var hands []string
		var err error
		switch k.kind {
		case callStart:
			res, err = c.prog.Run(nil, sw)
		case callNext:
			res, err = pre.Next(k.move)
		case callNextMove:
			res, hands, err = pre.NextMove(k.move, c.handVars()...)
		case callThen:
			pre = pre.Then(k.move)
			continue
		case callReplay:
			err = sameReplay(c.prog, k.moves, sw, last)
			if err != nil {
				return o, fmt.Errorf("%v: %w", k, err)
			}
			continue
		}
		if err != nil {
			return o, fmt.Errorf("%v: %w", k, err)
		}
		o.add(k, res, hands)
		last = res
	}
	return o, nil
}

// invariant proves game g under the combinations of the switches
// InvariantReached needs and says which it ran: the zero combination
// with the VM (counted in c.rep), the others by its script (above).
func (c *checker) invariant(g int, opt CheckOptions) (gamecode.Proof, error) {
	var first observed
	var script []call
	ran := false
	_, proof, err := gamecode.InvariantReached(func(sw gamecode.Switches) (string, gamecode.SwitchSet, error) {
		if !ran {
			ran = true
			o, err := c.game(g, opt, sw)
			first, script = o, c.script
			return "", o.reached, err
		}
		o, err := c.rerun(script, sw)
		if err == nil {
			err = firstDiff(first.requests, o.requests)
		}
		return "", o.reached, err
	})
	return proof, err
}

// firstDiff names the first call whose Result differs between two runs
// of a game.
func firstDiff(a, b []string) error {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Errorf("%s: differs from the zero combination's (-zero +these):\n-%s\n+%s",
				strings.SplitN(a[i], ":", 2)[0], a[i], b[i])
		}
	}
	if len(a) != len(b) {
		return fmt.Errorf("%d requests, the zero combination %d", len(b), len(a))
	}
	return nil
}

// resultDiff lists the fields in which a and b differ, one a line with
// both values ("" if none). It is not go-cmp's Diff because go-cmp's
// package init (regular expressions) would cost every betzac command's
// start-up 0.4 ms (issue 31); the fields are plain data, so DeepEqual is
// go-cmp's Equal here.
func resultDiff(a, b gamecode.Result) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var sb strings.Builder
	for i := range va.NumField() {
		x, y := va.Field(i).Interface(), vb.Field(i).Interface()
		if !reflect.DeepEqual(x, y) {
			fmt.Fprintf(&sb, "%s: -%+v +%+v\n", va.Type().Field(i).Name, x, y)
		}
	}
	return sb.String()
}
