package enginetest

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// ReadExpectFail reads the expected-failure file: variant names in the
// first column, why in the rest; "#" comments. No path, no variants.
func ReadExpectFail(path string) (map[string]string, error) {
	m := map[string]string{}
	if path == "" {
		return m, nil
	}
	err := eachTSVLine(path, func(cols []string) error {
		m[cols[0]] = strings.Join(cols[1:], " ")
		return nil
	})
	return m, err
}

// eachTSVLine calls f with the tab-separated columns of every line of the
// file that is not blank or a "#" comment.
func eachTSVLine(path string, f func(cols []string) error) error {
	data, err := variants.ReadFile(path) // a FIFO or /dev/zero is refused
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := f(strings.Split(line, "\t")); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
	}
	return sc.Err()
}

// CheckKnown checks each documented engine error of the file (columns:
// variant, FEN, the engine's wrong move, the proof): the engine must still
// make that move there, betzac must not, and the engine's own proof
// (FSFWrong) must hold. A move written "-MOVE" is one the engine omits;
// its row has a fifth column, a witness FEN where the engine itself
// allows what MOVE does, and agrees with betzac there (knownMissing).
// Each row passes or fails on t; the error is a file that cannot be read.
func CheckKnown(ctx context.Context, s *Session, path string, t *Tally) error {
	return eachTSVLine(path, func(cols []string) error {
		if len(cols) < 4 {
			return fmt.Errorf("want 4 tab-separated columns: variant, FEN, move, proof")
		}
		name, fen, move := cols[0], cols[1], cols[2]
		v, p, err := compiler.Load(name)
		if err != nil {
			return err
		}
		tg := Target{Name: v.Name, Program: p, Variant: v, UCI: v.Name}
		var why string
		if missing, ok := strings.CutPrefix(move, "-"); ok {
			if len(cols) < 5 {
				return fmt.Errorf("a move the engine omits (%s) needs a fifth column, the witness FEN", move)
			}
			why, err = knownMissing(ctx, s, tg, fen, missing, cols[4])
		} else {
			why, err = knownHolds(ctx, s, tg, fen, move)
		}
		if err != nil {
			t.fail("known %s %s %s: %v", name, fen, move, err)
			return nil
		}
		t.Passed++
		t.FSFWrong++
		fmt.Fprintf(t.out, "ok   known fsf-wrong %s %s %s: %s\n", name, fen, move, why)
		return nil
	})
}

// movesAt compares the legal moves of the engine and betzac at fen.
func (s *Session) movesAt(ctx context.Context, tg Target, fen string) (*Engine, *Report, error) {
	eng, err := s.engineFor(ctx, tg)
	if err != nil {
		return nil, nil, err
	}
	pos, err := vm.NewPosition(tg.Program, fen)
	if err != nil {
		return nil, nil, err
	}
	rep, err := Compare(ctx, eng, pos, fen, 1)
	if err != nil {
		return nil, nil, s.failed(err)
	}
	return eng, rep, nil
}

// knownHolds compares the move lists at fen and requires the engine's one
// extra move to be move, proven wrong by dropMateProof.
func knownHolds(ctx context.Context, s *Session, tg Target, fen, move string) (string, error) {
	eng, rep, err := s.movesAt(ctx, tg, fen)
	if err != nil {
		return "", err
	}
	if rep.Agree || rep.Mismatch == nil || len(rep.Mismatch.OnlyOurs) > 0 || strings.Join(rep.Mismatch.OnlyEngine, " ") != move {
		return "", fmt.Errorf("want the engine's only extra move to be %s; the engine and betzac now differ by: %s", move, describeMismatch(rep))
	}
	why, err := dropMateProof(ctx, tg.Program, eng, fen, nil, rep.Mismatch)
	if err != nil {
		return "", s.failed(err)
	}
	if why == "" {
		return "", fmt.Errorf("the proof no longer holds: the engine finds a reply after %s, or the piece may give mate by a drop", move)
	}
	return why, nil
}

// knownMissing requires betzac's one extra move at fen to be move, and the
// engine to agree with betzac on every move at witness: a position where
// the engine itself plays by the rule that makes move legal.
func knownMissing(ctx context.Context, s *Session, tg Target, fen, move, witness string) (string, error) {
	eng, rep, err := s.movesAt(ctx, tg, fen)
	if err != nil {
		return "", err
	}
	if rep.Agree || rep.Mismatch == nil || len(rep.Mismatch.OnlyEngine) > 0 || strings.Join(rep.Mismatch.OnlyOurs, " ") != move {
		return "", fmt.Errorf("want the engine to omit only %s; the engine and betzac now differ by: %s", move, describeMismatch(rep))
	}
	wpos, err := vm.NewPosition(tg.Program, witness)
	if err != nil {
		return "", fmt.Errorf("witness: %w", err)
	}
	wrep, err := Compare(ctx, eng, wpos, witness, 1)
	if err != nil {
		return "", s.failed(err)
	}
	if !wrep.Agree {
		return "", fmt.Errorf("the proof no longer holds: at the witness %s the engine and betzac differ by: %s", witness, describeMismatch(wrep))
	}
	return fmt.Sprintf("the engine omits %s; at the witness it agrees with betzac (%d moves)", move, wrep.Nodes), nil
}

func describeMismatch(r *Report) string {
	if r.Agree {
		return "nothing (they agree)"
	}
	m := r.Mismatch
	if m == nil {
		return fmt.Sprintf("counts betzac %d, engine %d", r.Nodes, r.EngineNodes)
	}
	list := func(s []string) string {
		if len(s) == 0 {
			return "(none)"
		}
		return strings.Join(s, " ")
	}
	s := fmt.Sprintf("only betzac %s; only engine %s", list(m.OnlyOurs), list(m.OnlyEngine))
	for _, d := range m.Differ {
		s += fmt.Sprintf("; %s: betzac %d, engine %d", d.Move, d.Nodes, d.EngineNodes)
	}
	return s
}

// Tally counts and prints the outcome per variant and per known
// position.
type Tally struct {
	out                         io.Writer
	Passed, Failed, XFail       int
	Positions, Perfts, FSFWrong int
}

func (t *Tally) fail(format string, a ...any) {
	t.Failed++
	fmt.Fprintf(t.out, "FAIL "+format+"\n", a...)
}

// Variant counts and prints one variant's games: rep, or err if they
// could not be played; expected is why the variant is expected to fail,
// or "".
func (t *Tally) Variant(name string, rep *PlayReport, err error, expected string, took time.Duration) {
	if rep != nil {
		t.Positions += rep.Positions
		t.Perfts += rep.Perfts
		t.FSFWrong += len(rep.FSFWrong)
	}
	bad := err != nil || rep == nil || len(rep.Mismatches) > 0
	status := "ok  "
	switch {
	case bad && expected != "":
		status = "XFAIL"
		t.XFail++
	case bad:
		status = "FAIL"
		t.Failed++
	case expected != "":
		status = "XPASS"
		t.Passed++
	default:
		t.Passed++
	}
	n, p := 0, 0
	if rep != nil {
		n, p = rep.Positions, rep.Perfts
	}
	fmt.Fprintf(t.out, "%s %s: %d positions, %d deeper perfts (%.1fs)\n", status, name, n, p, took.Seconds())
	if expected != "" {
		fmt.Fprintf(t.out, "     expected to fail: %s\n", expected)
		if !bad {
			fmt.Fprintf(t.out, "     it passed: remove it from the expected failures\n")
		}
	}
	if err != nil {
		fmt.Fprintf(t.out, "     could not play: %v\n", err)
	}
	if rep != nil {
		t.mismatches(rep)
	}
}

// mismatches prints the disagreements of rep.
func (t *Tally) mismatches(rep *PlayReport) {
	for _, m := range rep.FSFWrong {
		fmt.Fprintf(t.out, "     fsf-wrong game %d ply %d at %s: %s\n", m.Game, m.Ply, m.Report.Mismatch.FEN, m.Why)
	}
	for _, m := range rep.Mismatches {
		fen, line := m.Report.FEN, m.Line
		if mm := m.Report.Mismatch; mm != nil {
			fen, line = mm.FEN, append(append([]string(nil), line...), mm.Line...)
		}
		fmt.Fprintf(t.out, "     game %d ply %d, perft %d: %s\n", m.Game, m.Ply, m.Report.Depth, describeMismatch(m.Report))
		fmt.Fprintf(t.out, "     position  %s\n", fen)
		fmt.Fprintf(t.out, "     line      %s\n", strings.Join(line, " "))
	}
}
