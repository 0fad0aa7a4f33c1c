package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/search"
	"github.com/betzac/betzac/vm"
)

// betzac xboard: the engine of betzac uci (uci.go) spoken to in CECP, as
// the spec says (Tim Mann and H.G. Muller, "Chess Engine Communication
// Protocol", engine-intf.html of the xboard repository, sources in
// enginetest.XBoard): "protover 2" is answered with features (setboard,
// usermove, ping, time, the variants, and VariantPath as an option),
// then new, variant, setboard, usermove, go, force, playother, level,
// st, sd, time, ping, "?", result, undo, remove and quit; "perft N" is
// Fairy-Stockfish's own (src/xboard.cpp), as enginetest reads it. On a
// board of 10 ranks the ranks count from 0, as XBoard and
// Fairy-Stockfish's xboard mode count them (enginetest.ShiftRanks).

var xboardCmd = &cobra.Command{
	Use:   "xboard",
	Short: "Play any variant as an XBoard (CECP) engine",
	Long: `Speak CECP (XBoard/WinBoard protocol 2) on standard input and output. The
variants feature lists the built-ins (chess as normal, chess960 as
fischerandom); "option VariantPath=FILE" loads a variant file and plays it.
Moves are coordinate moves (e2e4, e7e8q, P@e4); on 10-rank boards ranks
count from 0. "perft N" prints a divide as Fairy-Stockfish's xboard mode
does. A move that is not legal is answered "Illegal move: M", a position
refused "tellusererror Illegal position: WHY" (and every move after it
"Illegal move" until the next new, variant or setboard), an unknown
command "Error (unknown command): CMD".`,
	Example: `  betzac enginetest --protocol xboard --engine "betzac xboard" xiangqi -d 3`,
	Args:    noArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		return runXBoard(os.Stdin, cmd.OutOrStdout())
	},
}

func init() { addCommand(xboardCmd) }

// xbState is the game of the UCI engine (uciState) and what CECP adds:
// force mode, the side the engine plays, the moves made (for undo) and
// the time control.
type xbState struct {
	*uciState
	force  bool
	side   int       // the side the engine plays
	made   []vm.Move // the moves since the last setboard or new
	limits search.Limits
	clock  time.Duration // the engine's clock ("time", "level")
	// illegal: the last setboard was refused; moves are answered
	// "Illegal move" until the next new, variant or setboard (as the
	// CECP spec asks, "Illegal positions"), never played on the old board.
	illegal bool
}

// runXBoard reads CECP commands from in until "quit" or the end of input.
func runXBoard(in io.Reader, out io.Writer) error {
	// Until level, st, sd or time say otherwise: XBoard's own default
	// time control, 40 moves in 5 minutes, so that "go" always ends.
	x := &xbState{uciState: &uciState{d: uciDialect, out: out, hashMB: 16}, side: 1, clock: 5 * time.Minute}
	if err := x.setVariant("chess"); err != nil {
		return err
	}
	readCommands(in, func(line string) {
		cmd, arg, _ := strings.Cut(line, " ")
		x.command(cmd, strings.TrimSpace(arg))
	})
	x.stop()
	return nil
}

// command runs one CECP command. It is long because it is the protocol's
// table of commands, one case each.
func (x *xbState) command(cmd, arg string) {
	switch cmd {
	case "xboard", "accepted", "rejected", "hard", "easy", "post", "nopost", "random", "computer", "name", "rating", "ics", "cores", "memory", "otim", "draw", "hint", "bk":
	case "protover":
		x.features()
	case "ping":
		x.wait()
		x.say("pong %s", arg)
	case "time":
		if cs, err := strconv.Atoi(arg); err == nil && cs >= 0 {
			x.clock = time.Duration(cs) * 10 * time.Millisecond
		} else {
			x.say("Error (bad time): %s", arg)
		}
	case "?":
		x.stop()
	case "new":
		x.stop()
		x.force, x.side = false, 1
		x.setBoard("chess", "")
	case "variant":
		x.stop()
		x.setBoard(arg, "")
	case "setboard":
		x.stop()
		x.setBoard("", arg)
	case "force", "result":
		x.stop()
		x.force = true
	case "go":
		x.stop()
		x.force, x.side = false, x.pos.SideToMove()
		x.think()
	case "playother":
		x.stop()
		x.force, x.side = false, 1-x.pos.SideToMove()
	case "usermove":
		x.stop()
		x.userMove(arg)
	case "undo", "remove":
		x.stop()
		x.undo(map[string]int{"undo": 1, "remove": 2}[cmd])
	case "level", "st", "sd":
		x.timeControl(cmd, arg)
	case "option":
		x.stop()
		x.option(arg)
	case "perft":
		x.stop()
		x.perft(arg)
	default:
		x.say("Error (unknown command): %s", cmd)
	}
}

// features answers "protover 2".
func (x *xbState) features() {
	var names []string
	for _, n := range x.variantNames() {
		names = append(names, enginetest.XBoardName(n))
	}
	x.say(`feature myname="betzac" setboard=1 usermove=1 ping=1 time=1 sigint=0 sigterm=0 colors=0 reuse=1 analyze=0 variants="%s"`, strings.Join(names, ","))
	x.say(`feature option="VariantPath -string <empty>"`)
	x.say("feature done=1")
}

// setBoard sets up fen ("" = the start position) of variant (a CECP
// name; "" = the current one), refusing what it cannot set up.
func (x *xbState) setBoard(variant, fen string) {
	if variant != "" {
		name := x.builtinName(variant)
		if name == "" {
			x.say("Error (unknown variant): %s", variant)
			return
		}
		if name != x.name {
			if err := x.setVariant(name); err != nil {
				x.say("Error (variant %s): %s", variant, oneLine(err))
				return
			}
		}
	}
	if fen != "" && x.rank0() {
		if f := strings.Fields(fen); len(f) >= 4 && f[3] != "-" {
			f[3] = enginetest.ShiftRanks(f[3], 1)
			fen = strings.Join(f, " ")
		}
	}
	pos, err := vm.NewPosition(x.pos.Program(), fen)
	if err != nil {
		x.say("tellusererror Illegal position: %s", oneLine(err))
		x.illegal = true
		return
	}
	x.pos, x.hist, x.made, x.illegal = pos, nil, nil, false
}

// builtinName is betzac's name of the CECP variant name: a built-in's (by
// its CECP or its own name) or the one VariantPath loaded; "" if none.
func (x *xbState) builtinName(name string) string {
	for _, n := range x.variantNames() {
		if n == name || enginetest.XBoardName(n) == name {
			return n
		}
	}
	return ""
}

func oneLine(err error) string { return strings.ReplaceAll(err.Error(), "\n", " ") }

// rank0 reports whether the board has 10 ranks, counted from 0 in CECP.
func (x *xbState) rank0() bool { return x.pos.Program().Ranks == 10 }

// text is m, a move of pos, as CECP writes it.
func (x *xbState) text(pos *vm.Position, m vm.Move) string { return x.wire(pos.MoveString(m)) }

// wire is the UCI move s as CECP writes it.
func (x *xbState) wire(s string) string {
	if x.rank0() {
		return enginetest.ShiftRanks(s, -1)
	}
	return s
}

// userMove makes the opponent's move and, unless in force mode, answers.
func (x *xbState) userMove(s string) {
	in := s
	if x.rank0() {
		in = enginetest.ShiftRanks(s, 1)
	}
	m, err := x.pos.ParseMove(in)
	if err != nil || x.illegal {
		x.say("Illegal move: %s", s)
		return
	}
	x.play(m)
	if !x.force && x.pos.SideToMove() == x.side {
		x.think()
	}
}

func (x *xbState) play(m vm.Move) {
	x.hist = append(x.hist, search.SeenNow(x.pos, m))
	x.made = append(x.made, m)
	x.pos.Make(m)
}

// undo takes back n moves, if there are as many.
func (x *xbState) undo(n int) {
	for ; n > 0 && len(x.made) > 0; n-- {
		last := len(x.made) - 1
		x.pos.Unmake(x.made[last])
		x.made, x.hist = x.made[:last], x.hist[:last]
	}
}

// think searches the position and plays the move found, or announces the
// game's end.
func (x *xbState) think() {
	if x.illegal {
		x.say("Error (illegal position): go")
		return
	}
	if r := x.pos.Result(); r.Over() {
		x.sayResult(r)
		return
	}
	l := x.limits
	if x.clock > 0 && l.MoveTime == 0 {
		l.WTime, l.BTime = x.clock, x.clock
	}
	pos := x.pos
	x.eng.SetPosition(pos, x.hist)
	x.done, x.running = make(chan struct{}), true
	go func(done chan struct{}) {
		defer close(done)
		m, ok := x.eng.Search(l, nil)
		if !ok {
			x.sayResult(pos.Result())
			return
		}
		x.say("move %s", x.text(pos, m))
		x.play(m)
		if r := pos.Result(); r.Over() {
			x.sayResult(r)
		}
	}(x.done)
}

// sayResult claims the game's result as CECP writes it: "1-0 {reason}",
// the sides named White and Black, as XBoard names them.
func (x *xbState) sayResult(r vm.Result) {
	score := map[vm.Outcome]string{vm.WhiteWins: "1-0", vm.BlackWins: "0-1", vm.Draw: "1/2-1/2"}[r.Outcome]
	if score == "" {
		score = "*"
	}
	x.say("%s {%s}", score, r.Named([2]string{"White", "Black"}).Reason)
}

// wait waits for a running search to end by itself (ping answers after
// the move).
func (x *xbState) wait() {
	if x.running {
		<-x.done
		x.running = false
	}
}

// timeControl reads "level MPS BASE INC" (BASE minutes or MIN:SEC, INC
// seconds), "st SECONDS" and "sd DEPTH".
func (x *xbState) timeControl(cmd, arg string) {
	f := strings.Fields(arg)
	bad := func() { x.say("Error (bad %s): %s", cmd, arg) }
	sec := func(s string) (time.Duration, bool) {
		v, err := strconv.ParseFloat(s, 64)
		return time.Duration(v * float64(time.Second)), err == nil && v >= 0 && v < 1e6
	}
	switch {
	case cmd == "level" && len(f) == 3:
		min, secs, _ := strings.Cut(f[1], ":")
		m, ok1 := sec(min)
		s, ok2 := sec("0" + secs)
		inc, ok3 := sec(f[2])
		if !ok1 || !ok2 || !ok3 {
			bad()
			return
		}
		x.limits.MoveTime, x.clock = 0, m*60+s
		x.limits.WInc, x.limits.BInc = inc, inc
	case cmd == "st" && len(f) == 1:
		t, ok := sec(f[0])
		if !ok {
			bad()
			return
		}
		x.limits.MoveTime = t
	case cmd == "sd" && len(f) == 1:
		d, err := strconv.Atoi(f[0])
		if err != nil || d < 1 {
			bad()
			return
		}
		x.limits.Depth = d
	default:
		bad()
	}
}

// option reads "option NAME=VALUE": VariantPath loads a variant file and
// plays its start position.
func (x *xbState) option(arg string) {
	name, value, ok := strings.Cut(arg, "=")
	if !ok || name != "VariantPath" {
		x.say("Error (unknown option): %s", arg)
		return
	}
	if err := x.setVariant(value); err != nil {
		x.say("Error (VariantPath): %s", oneLine(err))
		return
	}
	x.extra, x.made = x.name, nil
}

// perft prints the divide as Fairy-Stockfish's xboard mode does.
func (x *xbState) perft(arg string) {
	if x.illegal {
		x.say("Error (illegal position): perft")
		return
	}
	depth, err := strconv.Atoi(arg)
	if err != nil || perft.CheckDepth(depth) != nil || depth < 1 {
		x.say("Error (bad depth): %s", arg)
		return
	}
	var total uint64
	var b strings.Builder
	for _, e := range perft.Divide(x.pos, depth) {
		fmt.Fprintf(&b, "%s: %d\n", x.wire(e.Move), e.Nodes)
		total += e.Nodes
	}
	x.say("%s\nNodes searched: %d\n", b.String(), total)
}
