package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/epd"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// suiteRow is one count of an EPD perft suite (one ";D" field) and what
// the counter (betzac or an engine) found.
type suiteRow struct {
	Line    int     `json:"line"`
	FEN     string  `json:"fen"`
	Depth   int     `json:"depth"`
	Want    uint64  `json:"want"`
	Got     uint64  `json:"got"`
	Pass    bool    `json:"pass"`
	Seconds float64 `json:"seconds"`
	Error   string  `json:"error,omitempty"`
	// Mismatch is where an engine that failed the row first differs
	// from betzac (enginetest.Compare), when betzac passes it.
	Mismatch *enginetest.Mismatch `json:"mismatch,omitempty"`
}

// suiteReport is a whole suite's outcome, --json's object.
type suiteReport struct {
	Suite   string     `json:"suite"`
	Counter string     `json:"counter"` // "betzac" or the engine's name
	Variant string     `json:"variant"`
	Rows    []suiteRow `json:"rows"`
	Passed  int        `json:"passed"`
	Failed  int        `json:"failed"`
	Skipped int        `json:"skipped,omitempty"` // counts over --max-nodes
}

// suitePosition is a suite line with betzac's position for it.
type suitePosition struct {
	epd.Position
	pos *vm.Position
}

// loadSuite reads the EPD suite at path and sets up each FEN with p; a
// FEN p cannot read is an error at its line.
func loadSuite(path string, p *legdefs.Program) ([]suitePosition, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ps, err := epd.Parse(f, path)
	if err != nil {
		return nil, err
	}
	out := make([]suitePosition, len(ps))
	for i, sp := range ps {
		pos, err := vm.NewPosition(p, sp.FEN)
		if err != nil {
			return nil, &epd.Error{File: path, Line: sp.Line, Col: 1, Msg: err.Error()}
		}
		out[i] = suitePosition{sp, pos}
	}
	return out, nil
}

// suiteCounter counts one row: the nodes depth plies below sp, or fills
// the row's Error (and returns a non-nil error to stop the suite).
type suiteCounter func(ctx context.Context, sp suitePosition, row *suiteRow) error

// runSuite counts every row of the suite up to maxNodes (0: all), one
// line each on out as it goes (or the JSON report at the end), then the
// summary. It stops at the first error count returns.
func runSuite(ctx context.Context, out io.Writer, rep *suiteReport, suite []suitePosition, maxNodes uint64, asJSON bool, count suiteCounter) error {
	var stopErr error
	for _, sp := range suite {
		for _, c := range sp.Counts {
			if maxNodes > 0 && c.Nodes > maxNodes {
				rep.Skipped++
				continue
			}
			row := suiteRow{Line: sp.Line, FEN: sp.FEN, Depth: c.Depth, Want: c.Nodes}
			start := time.Now()
			stopErr = count(ctx, sp, &row)
			row.Seconds = time.Since(start).Seconds()
			row.Pass = stopErr == nil && row.Error == "" && row.Got == row.Want
			if row.Pass {
				rep.Passed++
			} else {
				rep.Failed++
			}
			rep.Rows = append(rep.Rows, row)
			if !asJSON {
				printSuiteRow(out, row)
			}
			if stopErr != nil {
				break
			}
		}
		if stopErr != nil {
			break
		}
	}
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(out, "%s: %d rows, %d skipped by --max-nodes\n%d passed, %d failed\n", rep.Suite, len(rep.Rows), rep.Skipped, rep.Passed, rep.Failed)
	}
	return stopErr
}

// printSuiteRow prints one row of the pass/fail table.
func printSuiteRow(out io.Writer, r suiteRow) {
	status := "ok  "
	if !r.Pass {
		status = "FAIL"
	}
	fmt.Fprintf(out, "%s line %d D%d %d", status, r.Line, r.Depth, r.Got)
	switch {
	case r.Error != "":
		fmt.Fprintf(out, ": %s", r.Error)
	case !r.Pass:
		fmt.Fprintf(out, ", want %d", r.Want)
	}
	fmt.Fprintf(out, " (%.2fs) %s\n", r.Seconds, r.FEN)
	if m := r.Mismatch; m != nil {
		list := func(s []string) string {
			if len(s) == 0 {
				return "(none)"
			}
			return strings.Join(s, " ")
		}
		where := "at the suite's position"
		if len(m.EngineLine) > 0 {
			where = "after " + list(m.EngineLine)
		}
		fmt.Fprintf(out, "     first difference %s: %s\n     only betzac %s; only engine %s\n",
			where, m.FEN, list(m.OnlyOurs), list(m.OnlyEngine))
	}
}
