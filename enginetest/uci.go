package enginetest

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// handshake sends hello ("uci", or "usi" for USI) and reads the
// engine's name and options up to hello+"ok".
func (e *Engine) handshake(ctx context.Context, hello string) error {
	if err := e.send(hello); err != nil {
		return err
	}
	notUCI := 0
	return e.readUntil(ctx, hello, func(line string) (bool, error) {
		switch {
		case line == hello+"ok":
			return true, nil
		case line == "uciok" || line == "usiok":
			// The other of the two: a protocol error that says so.
			other := strings.TrimSuffix(line, "ok")
			return false, e.fail(KindProtocol, hello, fmt.Sprintf("the engine answered %q: it speaks %s, not %s (--protocol %s)", line, strings.ToUpper(other), strings.ToUpper(hello), other))
		case strings.HasPrefix(line, "id name "):
			e.Name = strings.TrimSpace(strings.TrimPrefix(line, "id name "))
		case strings.HasPrefix(line, "option "):
			if o, ok := parseOption(line); ok {
				e.Options[strings.ToLower(o.Name)] = o
			}
		case strings.HasPrefix(line, "id ") || strings.HasPrefix(line, "info") || line == "":
		case !isText(line):
			return false, e.fail(KindGarbage, hello, "it printed binary output, not "+strings.ToUpper(hello))
		default:
			// Before uciok a few other lines may come (banners), but a
			// program that is no engine must not make us wait long.
			return false, e.banner(hello, strings.ToUpper(hello), &notUCI)
		}
		return false, nil
	})
}

// maxBanner is how many lines that are not UCI an engine may print before
// uciok; defaultBannerGrace is Config.BannerGrace's default.
const (
	maxBanner          = 20
	defaultBannerGrace = 5 * time.Second
)

// banner counts a line of the handshake (command) that is not the
// protocol (what): errNotUCI for the first maxBanner, then garbage.
func (e *Engine) banner(command, what string, n *int) error {
	if *n++; *n > maxBanner {
		return e.fail(KindGarbage, command, fmt.Sprintf("more than %d lines that are not %s", maxBanner, what))
	}
	return errNotUCI
}

// errNotUCI, from a readUntil callback, says the line is not UCI but may
// be a banner: readUntil then waits at most Config.BannerGrace for the next line.
var errNotUCI = errors.New("not UCI")

// Option is a UCI option the engine announced.
type Option struct {
	Name    string
	Type    string
	Default string
	Vars    []string // the values of a combo option
}

// parseOption reads "option name N type T default D var V1 var V2 ...".
func parseOption(line string) (Option, bool) {
	f := strings.Fields(line)
	var o Option
	fields := map[string]*string{"name": &o.Name, "type": &o.Type, "default": &o.Default}
	key := ""
	var val []string
	flush := func() {
		v := strings.Join(val, " ")
		if p, ok := fields[key]; ok {
			*p = v
		} else if key == "var" {
			o.Vars = append(o.Vars, v)
		}
		val = val[:0]
	}
	for _, w := range f[1:] {
		switch w {
		case "name", "type", "default", "var", "min", "max":
			flush()
			key = w
			continue
		}
		val = append(val, w)
	}
	flush()
	return o, o.Name != ""
}

// HasOption reports whether the engine announced option name (a "UCI_"
// name as its USI form for a USI engine, see optName).
func (e *Engine) HasOption(name string) bool {
	_, ok := e.Options[strings.ToLower(e.optName(name))]
	return ok
}

// optName is the engine's name of the option UCI calls name: the same,
// but for a USI engine "UCI_X" is "USI_X", as Fairy-Stockfish's USI mode
// names them (src/uci.cpp, UCI::option_name: USI_Variant, USI_Chess960).
func (e *Engine) optName(name string) string {
	if rest, ok := strings.CutPrefix(name, "UCI_"); ok && e.usi {
		return "USI_" + rest
	}
	return name
}

// Variants returns the values of the engine's UCI_Variant option (USI:
// USI_Variant; none if it has no such option).
func (e *Engine) Variants() []string {
	return e.Options[strings.ToLower(e.optName("UCI_Variant"))].Vars
}

// KnowsVariant reports whether UCI_Variant lists name.
func (e *Engine) KnowsVariant(name string) bool {
	for _, v := range e.Variants() {
		if v == name {
			return true
		}
	}
	return false
}

// SetOption sends "setoption name NAME value VALUE" and waits until the
// engine is ready again, so that an engine that dies on an option is
// caught here.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	if err := e.send("setoption name " + e.optName(name) + " value " + value); err != nil {
		return err
	}
	return e.Ready(ctx)
}

// Ready sends "isready" and waits for "readyok". Lines before it are
// ignored unless they say an error ("info string ERROR" ...).
func (e *Engine) Ready(ctx context.Context) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.readUntil(ctx, "isready", func(line string) (bool, error) {
		return line == "readyok", nil
	})
}

// Divide is an engine's perft divide: the count below each root move, in
// the engine's notation, and its total.
type Divide struct {
	Moves map[string]uint64
	Order []string // the moves in the order printed
	Total uint64
}

// Perft sets up the position (fen, then moves, in the engine's notation)
// and runs "go perft depth", reading "move: count" lines up to "Nodes
// searched: N". Lines starting with "info" and blank lines are skipped;
// anything else is garbage and an error. The total must equal the sum.
func (e *Engine) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	pos := "position fen " + fen
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	if err := e.send(pos); err != nil {
		return nil, err
	}
	// isready first: an engine that rejects the position and dies, or
	// prints an error, is caught before perft.
	if err := e.Ready(ctx); err != nil {
		return nil, err
	}
	return e.readDivide(ctx, fmt.Sprintf("go perft %d", depth), nil)
}

// readDivide sends goCmd and reads "move: count" lines up to "Nodes
// searched: N". Lines starting with "info" and blank lines are skipped;
// filter, if set, sees any other line first and may skip it or refuse it
// (an xboard engine's "Illegal move"); anything else is garbage. The
// total must equal the sum.
func (e *Engine) readDivide(ctx context.Context, goCmd string, filter func(line string) (skip bool, err error)) (*Divide, error) {
	if err := e.send(goCmd); err != nil {
		return nil, err
	}
	d := &Divide{Moves: map[string]uint64{}}
	var sum uint64
	err := e.readUntil(ctx, goCmd, func(line string) (bool, error) {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "info") {
			return false, nil
		}
		if filter != nil {
			if skip, err := filter(t); skip || err != nil {
				return false, err
			}
		}
		if strings.HasPrefix(t, "bestmove") {
			// UCI and USI have no command that lists an engine's moves: go perft is the only way in
			return false, e.fail(KindProtocol, goCmd, fmt.Sprintf("the engine has no \"go perft\": it searched and answered %q (neither UCI nor USI has another command that lists an engine's moves)", short(t)))
		}
		if rest, ok := strings.CutPrefix(t, "Nodes searched:"); ok {
			n, err := strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
			if err != nil {
				return false, e.fail(KindGarbage, goCmd, fmt.Sprintf("bad total %q", short(line)))
			}
			d.Total = n
			return true, nil
		}
		mv, cnt, ok := strings.Cut(t, ":")
		mv = strings.TrimSpace(mv)
		n, err := strconv.ParseUint(strings.TrimSpace(cnt), 10, 64)
		if !ok || err != nil || mv == "" || strings.ContainsAny(mv, " \t") {
			return false, e.fail(KindGarbage, goCmd, fmt.Sprintf("expected \"move: count\" or \"Nodes searched: N\", got %q", short(line)))
		}
		if _, dup := d.Moves[mv]; dup {
			return false, e.fail(KindProtocol, goCmd, fmt.Sprintf("move %s printed twice", mv))
		}
		d.Moves[mv] = n
		d.Order = append(d.Order, mv)
		sum += n
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	if sum != d.Total && len(d.Moves) > 0 {
		return nil, e.fail(KindProtocol, goCmd, fmt.Sprintf("the divide adds up to %d but the total says %d", sum, d.Total))
	}
	return d, nil
}
