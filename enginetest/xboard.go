package enginetest

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// XBoard is an engine spoken to in the Chess Engine Communication Protocol
// (CECP, "xboard"), version 2: Tim Mann and H.G. Muller, "Chess Engine
// Communication Protocol", engine-intf.html of the xboard repository
// (http://hgm.nubati.net/cgi-bin/gitweb.cgi?p=xboard.git;a=blob;f=engine-intf.html).
// What betzac sends, all from that spec: "xboard", "protover 2", answers
// "accepted NAME" to each "feature", then "new", "variant NAME" (left
// out for chess), "force" (so that the engine never starts to think),
// and for each perft "setboard FEN", the moves ("usermove MOVE" when
// the engine asked for usermove=1), "ping N" (when it offered ping=1),
// waiting for "pong N", and "perft N". The last is no CECP command: it
// is the engine's own, as Fairy-Stockfish's xboard mode has it
// (src/xboard.cpp, "Additional custom non-XBoard commands"), answered
// with the same "move: count" lines and "Nodes searched: N" as in UCI,
// which is what is read. (Sjaak II's "perft [depth] [print depth]",
// src/xboard.cc, prints in its own form, not read here.) An engine
// without it answers "Error (unknown command): perft", which is reported
// as such: CECP has no command that lists an engine's moves (an engine
// may only refuse a move sent to it, "Illegal move", which cannot show a
// move that betzac lacks), so perft is the only way to them.
//
// An "Illegal move" or "Error" reply to a move or to setboard is a
// protocol error naming the engine's words.
//
// Variants: by their CECP names (XBoardVariant). The "setup" and
// "piece" commands with which engine-defined variants travel (H.G.
// Muller's extensions, "setup (<pieceToCharTable>) <BoardSize> <FEN>"
// in his talkchess.com post, viewtopic.php?t=41108, and "piece X&
// BETZA") go from the engine to the GUI, as the engines that send them
// show (Fairy-Stockfish's answer to "variant chess": "setup
// (PNBRQ...) 8x8+0_fairy FEN" and "piece N& N" lines; a Chu Shogi
// engine's "setup (...) 13x13+0_chu"); no source shows them in the other
// direction, so a variant the engine does not list is refused rather
// than taught to it in a form no engine reads.
type XBoard struct {
	*Engine
	// Features are the engine's "feature" values, by name (variants,
	// setboard, usermove, ping, myname, ...), quotes removed.
	Features map[string]string
	pings    int
	// rank0: the board has 10 ranks, which CECP engines number 0 to 9
	// (Fairy-Stockfish, src/uci.cpp UCI::square and the e.p. field of
	// Position::set, following XBoard's numbering of such boards).
	rank0 bool
}

// StartXBoard starts the engine and completes the CECP handshake up to
// "feature done=1". The engine must accept setboard (setboard=1): it is
// how betzac sets up every position.
func StartXBoard(ctx context.Context, cfg Config) (*XBoard, error) {
	e, err := startProcess(ctx, cfg)
	if err != nil {
		return nil, err
	}
	x := &XBoard{Engine: e, Features: map[string]string{}}
	if err := x.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	x.Name = x.Features["myname"]
	if x.Name == "" {
		x.Name = filepath.Base(cfg.Command[0])
	}
	if x.Features["setboard"] != "1" {
		e.Close()
		return nil, e.fail(KindProtocol, "protover 2", "the engine did not announce feature setboard=1, and betzac sets every position with setboard")
	}
	return x, nil
}

// handshake sends "xboard" and "protover 2" and reads feature lines up to
// done=1, accepting each feature.
func (x *XBoard) handshake(ctx context.Context) error {
	if err := x.send("xboard"); err != nil {
		return err
	}
	if err := x.send("protover 2"); err != nil {
		return err
	}
	notCECP := 0
	return x.readUntil(ctx, "protover 2", func(line string) (bool, error) {
		rest, ok := strings.CutPrefix(line, "feature ")
		switch {
		case ok:
			feats, err := parseFeatures(rest)
			if err != nil {
				return false, x.fail(KindGarbage, "protover 2", fmt.Sprintf("%v in %q", err, short(line)))
			}
			done := false
			for _, f := range feats {
				x.Features[f[0]] = f[1]
				if err := x.send("accepted " + f[0]); err != nil {
					return false, err
				}
				done = done || (f[0] == "done" && f[1] == "1")
			}
			return done, nil
		case line == "" || strings.HasPrefix(line, "#"):
			return false, nil
		case !isText(line):
			return false, x.fail(KindGarbage, "protover 2", "it printed binary output, not CECP")
		default:
			return false, x.banner("protover 2", "CECP features", &notCECP)
		}
	})
}

// parseFeatures reads "NAME=VALUE NAME=\"VALUE WITH SPACES\" ..." (CECP
// section 9, "feature FEATURE1=VALUE1 FEATURE2=VALUE2 ...").
func parseFeatures(s string) ([][2]string, error) {
	var out [][2]string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		name, rest, ok := strings.Cut(s, "=")
		if !ok || name == "" || strings.ContainsAny(name, " \t\"") {
			return nil, fmt.Errorf("expected NAME=VALUE at %q", short(s))
		}
		var val string
		if strings.HasPrefix(rest, "\"") {
			end := strings.IndexByte(rest[1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("unclosed quote in feature %s", name)
			}
			val, s = rest[1:1+end], rest[2+end:]
		} else {
			val, s, _ = strings.Cut(rest, " ")
		}
		out = append(out, [2]string{name, val})
	}
	return out, nil
}

// Variants returns the names of the engine's variants feature; an engine
// without it plays only "normal" (CECP section 9, feature variants).
func (x *XBoard) Variants() []string {
	v, ok := x.Features["variants"]
	if !ok {
		return []string{"normal"}
	}
	var out []string
	for _, n := range strings.Split(v, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// xboardNames maps betzac's variant names to CECP's where they differ
// (CECP section 8, command "variant VARNAME": normal, fischerandom,
// 3check, ...). Other names are the same in both (capablanca, gothic,
// janus, shatranj, courier, makruk, xiangqi, shogi, crazyhouse, atomic,
// knightmate, ...).
var xboardNames = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"chess": "normal", "chess960": "fischerandom"}
}}

// XBoardName is CECP's name of betzac's variant name.
func XBoardName(name string) string {
	if n, ok := xboardNames.Get()[name]; ok {
		return n
	}
	return name
}

// XBoardVariant returns the engine's name for betzac's variant name: the
// CECP name if the engine lists it, else betzac's own or its UCI name
// (Fairy-Stockfish lists "chess", not "normal"), else "".
func (x *XBoard) XBoardVariant(name string) string {
	cands := []string{name, UCIName(name)}
	if n, ok := xboardNames.Get()[name]; ok {
		cands = append([]string{n}, cands...)
	}
	for _, c := range cands {
		for _, v := range x.Variants() {
			if v == c {
				return c
			}
		}
	}
	return ""
}

// SetVariant sends "new", "variant NAME" (left out for normal chess) and
// "force", and waits for the engine (ping) so that an engine that refuses
// the variant is caught here. ranks is the board's number of ranks.
func (x *XBoard) SetVariant(ctx context.Context, name string, ranks int) error {
	x.rank0 = ranks == 10
	if err := x.send("new"); err != nil {
		return err
	}
	if name != "normal" {
		if err := x.send("variant " + name); err != nil {
			return err
		}
	}
	if err := x.send("force"); err != nil {
		return err
	}
	return x.sync(ctx, "variant "+name)
}

// sync sends "ping N" and waits for "pong N" when the engine offered
// ping=1; a line saying "Illegal move" or "Error" before it fails.
func (x *XBoard) sync(ctx context.Context, after string) error {
	if x.Features["ping"] != "1" {
		return nil
	}
	x.pings++
	ping := fmt.Sprintf("ping %d", x.pings)
	if err := x.send(ping); err != nil {
		return err
	}
	pong := "pong " + strconv.Itoa(x.pings)
	return x.readUntil(ctx, ping, func(line string) (bool, error) {
		if err := x.refused(after, strings.TrimSpace(line)); err != nil {
			return false, err
		}
		return strings.TrimSpace(line) == pong, nil
	})
}

// chatter reports whether line is one an engine may send at any time and
// that says nothing about moves: a comment ("# ..."), or the "setup" and
// "piece" lines in which an engine describes its variant to the GUI
// (Fairy-Stockfish sends them after "variant").
func chatter(line string) bool {
	return strings.HasPrefix(line, "#") || strings.HasPrefix(line, "setup ") || strings.HasPrefix(line, "piece ") || strings.HasPrefix(line, "pong ")
}

// refused returns an error if line is the engine's "Illegal move",
// "Error" or "tellusererror" reply (CECP section 9; "tellusererror
// Illegal position" answers a setboard it refuses) to command.
func (x *XBoard) refused(command, line string) error {
	if strings.HasPrefix(line, "Illegal move") || strings.HasPrefix(line, "Error") || strings.HasPrefix(line, "tellusererror") {
		return x.fail(KindProtocol, command, fmt.Sprintf("the engine refused it: %q", short(line)))
	}
	return nil
}

// Perft sets up the position (setboard fen, then the moves) and runs the
// engine's "perft depth" command, reading its divide as for UCI.
func (x *XBoard) Perft(ctx context.Context, fen string, moves []string, depth int) (*Divide, error) {
	fen = x.engineFEN(fen)
	if err := x.send("setboard " + fen); err != nil {
		return nil, err
	}
	for _, m := range moves {
		m = x.shiftRanks(m, -1)
		if x.Features["usermove"] == "1" {
			m = "usermove " + m
		}
		if err := x.send(m); err != nil {
			return nil, err
		}
	}
	after := "setboard " + fen
	if len(moves) > 0 {
		after += " and moves " + strings.Join(moves, " ")
	}
	if err := x.sync(ctx, after); err != nil {
		return nil, err
	}
	cmd := fmt.Sprintf("perft %d", depth)
	d, err := x.readDivide(ctx, cmd, func(line string) (bool, error) {
		if strings.HasPrefix(line, "Error (unknown command)") {
			return false, x.fail(KindProtocol, cmd, fmt.Sprintf("the engine has no perft command (it answered %q); betzac reads an xboard engine's moves only through its own perft", short(line)))
		}
		return chatter(line), x.refused(after, line)
	})
	if err != nil || !x.rank0 {
		return d, err
	}
	// The divide's moves in ranks counted from 1, as Compare reads them
	// and gives them back in moves.
	out := &Divide{Moves: map[string]uint64{}, Total: d.Total}
	for _, m := range d.Order {
		b := x.shiftRanks(m, 1)
		out.Moves[b] = d.Moves[m]
		out.Order = append(out.Order, b)
	}
	return out, nil
}

// shiftRanks adds by to every rank number in move (a run of digits) when
// the engine counts ranks from 0; else it returns move as it is.
func (x *XBoard) shiftRanks(move string, by int) string {
	if !x.rank0 {
		return move
	}
	return ShiftRanks(move, by)
}

// ShiftRanks adds by to every rank number (a run of digits) in move: by
// -1 writes a move of a 10-rank board as CECP engines count its ranks,
// from 0 (Fairy-Stockfish, UCI::square; XBoard), and +1 reads one back.
func ShiftRanks(move string, by int) string {
	var sb strings.Builder
	for i := 0; i < len(move); {
		j := i
		for j < len(move) && move[j] >= '0' && move[j] <= '9' {
			j++
		}
		if j == i {
			sb.WriteByte(move[i])
			i++
			continue
		}
		n, _ := strconv.Atoi(move[i:j])
		sb.WriteString(strconv.Itoa(n + by))
		i = j
	}
	return sb.String()
}

// engineFEN is fen with its e.p. square (the fourth field) in the
// engine's rank numbering.
func (x *XBoard) engineFEN(fen string) string {
	f := strings.Fields(fen)
	if !x.rank0 || len(f) < 4 || f[3] == "-" {
		return fen
	}
	f[3] = x.shiftRanks(f[3], -1)
	return strings.Join(f, " ")
}

// SendOption sends "option NAME=VALUE" (CECP section 8, for the options
// an engine announces with feature option="...") and waits for the engine.
func (x *XBoard) SendOption(ctx context.Context, name, value string) error {
	cmd := "option " + name + "=" + value
	if err := x.send(cmd); err != nil {
		return err
	}
	return x.sync(ctx, cmd)
}
