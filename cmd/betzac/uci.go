package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/search"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// UCI as the protocol text (Stefan Meyer-Kahlen's "Description of the
// universal chess interface (UCI)", April 2006) and Fairy-Stockfish's
// extensions (UCI_Variant, VariantPath, "go perft N") say.

var uciCmd = &cobra.Command{
	Use:   "uci",
	Short: "Play any variant as a UCI engine (for GUIs and match runners)",
	Long: `Speak UCI on standard input and output. UCI_Variant chooses a built-in
variant; VariantPath loads a variant file and plays it. "go perft N" prints
a divide as Fairy-Stockfish does. Errors in commands are reported as
"info string" lines.`,
	Example: `  cutechess-cli -engine cmd="betzac uci" -engine cmd="betzac uci" -variant standard -each proto=uci tc=40/10 -games 2`,
	Args:    noArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		return runUCI(os.Stdin, cmd.OutOrStdout()) // run sets an empty input for other commands
	},
}

func init() { addCommand(uciCmd) }

// uciState is the engine's game: the variant, the position and the
// hashes of the positions before it (repetitions). d is the protocol's
// dialect: UCI, or USI (usi_mode.go).
type uciState struct {
	d      *dialect
	out    io.Writer
	mu     sync.Mutex // serialises writes to out
	name   string
	pos    *vm.Position
	hist   []search.Seen
	eng    *search.Engine
	hashMB int
	extra  string // the variant VariantPath loaded
	// uciVariant is the UCI_Variant set, c960 UCI_Chess960: chess with
	// UCI_Chess960 is chess960 (enginetest.Name960), as in Fairy-Stockfish.
	uciVariant string
	c960       bool
	done       chan struct{}
	running    bool
}

func (u *uciState) say(format string, a ...any) {
	u.mu.Lock()
	fmt.Fprintf(u.out, format+"\n", a...)
	u.mu.Unlock()
}

// dialect is what differs between UCI and USI, which betzac speaks with
// the same code: the handshake's word, the option names, the default
// variant, and how moves, mate scores and the clocks are written.
type dialect struct {
	hello   string // "uci": its reply is hello+"ok", a new game hello+"newgame"
	variant string // the default variant
	// prefix is the variant option's ("UCI_Variant") and the hash
	// option's prefix ("" for UCI's Hash).
	prefix, hashPrefix string
	none               string // bestmove when there is no move
	// text writes a move of pos given in UCI form (MoveString's) in the
	// dialect; parseMove reads one.
	text      func(pos *vm.Position, uci string) string
	parseMove func(pos *vm.Position, s string) (vm.Move, error)
	mate      func(score int) (int, bool) // the mate distance printed
	// swapClocks: USI's btime is the first player's (sente, betzac's White).
	swapClocks bool
}

// uciDialect is UCI, as Fairy-Stockfish speaks it.
var uciDialect = &dialect{hello: "uci", variant: "chess", prefix: "UCI_", none: "(none)",
	text: func(_ *vm.Position, uci string) string { return uci }, parseMove: (*vm.Position).ParseMove, mate: search.MateIn}

// moveText is m, a move of pos, in the dialect.
func (u *uciState) moveText(pos *vm.Position, m vm.Move) string {
	return u.d.text(pos, pos.MoveString(m))
}

// runUCI reads UCI commands from in until "quit" or the end of input.
func runUCI(in io.Reader, out io.Writer) error { return runEngineMode(in, out, uciDialect) }

// runEngineMode reads commands of dialect d from in until "quit" or the
// end of input.
func runEngineMode(in io.Reader, out io.Writer, d *dialect) error {
	u := &uciState{d: d, out: out, hashMB: 16, uciVariant: d.variant}
	if err := u.setVariant(d.variant); err != nil {
		return err
	}
	readCommands(in, func(line string) { u.command(strings.Fields(line)) })
	u.stop()
	return nil
}

// readCommands calls each with every line of in that is not blank,
// trimmed, until "quit" or the end of input.
func readCommands(in io.Reader, each func(line string)) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if f := strings.Fields(line); len(f) > 0 && f[0] == "quit" {
			return
		}
		if line != "" {
			each(line)
		}
	}
}

func (u *uciState) command(f []string) {
	d := u.d
	switch f[0] {
	case d.hello:
		u.say("id name betzac\nid author the betzac authors")
		u.say("option name %sVariant type combo default %s%s", d.prefix, d.variant, " var "+strings.Join(u.variantNames(), " var "))
		u.say("option name VariantPath type string default <empty>")
		u.say("option name %sChess960 type check default false", d.prefix)
		u.say("option name %sHash type spin default 16 min 1 max 4096", d.hashPrefix)
		u.say("%sok", d.hello)
	case "isready":
		u.say("readyok")
	case d.hello + "newgame":
		u.stop()
		u.eng.Clear()
	case "setoption":
		u.stop()
		u.setOption(f[1:])
	case "position":
		u.stop()
		u.position(f[1:])
	case "go":
		u.stop()
		u.goCmd(f[1:])
	case "stop":
		u.stop()
	case "debug", "ponderhit", "register", "gameover":
	default:
		u.say("info string unknown command %q", f[0])
	}
}

func (u *uciState) variantNames() []string {
	names := variants.BuiltinNames()
	if u.extra != "" {
		names = append(names, u.extra)
	}
	return names
}

// setVariant loads a built-in variant or a file and starts its start position.
func (u *uciState) setVariant(nameOrPath string) error {
	_, prog, err := compiler.Load(nameOrPath)
	if err != nil {
		return err
	}
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		return err
	}
	u.name, u.pos, u.hist = prog.Name, pos, nil
	u.eng = search.New(pos, u.hashMB)
	return nil
}

func (u *uciState) setOption(f []string) {
	line := strings.Join(f, " ")
	rest, ok := strings.CutPrefix(line, "name ")
	name, value, ok2 := strings.Cut(rest, " value ")
	if !ok || !ok2 {
		u.say("info string setoption: want \"setoption name NAME value VALUE\", got %q", line)
		return
	}
	var err error
	key := strings.ToLower(strings.TrimSpace(name))
	if rest, ok := strings.CutPrefix(key, strings.ToLower(u.d.hashPrefix)); ok && rest == "hash" {
		key = "hash"
	} else if rest, ok := strings.CutPrefix(key, strings.ToLower(u.d.prefix)); ok {
		key = "uci_" + rest // the UCI name of the option
	}
	switch key {
	case "uci_variant":
		if value == u.extra {
			return
		}
		if _, e := variants.Builtin(value); e != nil {
			err = fmt.Errorf("unknown variant %q", value)
		} else {
			u.uciVariant = value
			err = u.setVariant(u.builtin())
		}
	case "uci_chess960":
		c960, e := strconv.ParseBool(value)
		if e != nil {
			err = fmt.Errorf("option %sChess960 %q: want true or false", u.d.prefix, value)
			break
		}
		u.c960 = c960
		if u.extra == "" || u.name != u.extra {
			err = u.setVariant(u.builtin())
		}
	case "variantpath":
		if err = u.setVariant(value); err == nil {
			u.extra = u.name
		}
	case "hash":
		mb, e := strconv.Atoi(value)
		if e != nil || mb < 1 || mb > 4096 {
			err = fmt.Errorf("option Hash %q: want 1 to 4096 (MB)", value)
		} else {
			u.hashMB = mb
			u.eng.Resize(mb)
		}
	case "threads", "ponder", "multipv":
	default:
		err = fmt.Errorf("unknown option %q", name)
	}
	if err != nil {
		u.say("info string setoption: %s", strings.ReplaceAll(err.Error(), "\n", " "))
	}
}

// builtin is the built-in variant UCI_Variant and UCI_Chess960 name.
func (u *uciState) builtin() string {
	if u.c960 {
		return enginetest.Name960(u.uciVariant)
	}
	return u.uciVariant
}
