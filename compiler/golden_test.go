package compiler

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/tsv"
	"github.com/betzac/betzac/legdefs"
)

// idRow is one row of testdata/id-legdefs.tsv: the Interactive Diagram's
// own compiled table for a Betza string.
type idRow struct {
	line         int
	betza        string
	files, ranks int
	table        legdefs.Table
	moves        int
	note         string
}

func readIDTable(t *testing.T) []idRow {
	t.Helper()
	recs, err := tsv.Read("testdata/id-legdefs.tsv", 5)
	if err != nil {
		t.Fatal(err)
	}
	var rows []idRow
	for _, rec := range recs {
		line, cols := rec.Line, rec.Fields
		r := idRow{line: line, betza: cols[0], note: cols[4]}
		fs, rs, ok := strings.Cut(cols[1], "x")
		if r.files, err = strconv.Atoi(fs); err != nil || !ok {
			t.Fatalf("id-legdefs.tsv:%d: bad board %q", line, cols[1])
		}
		if r.ranks, err = strconv.Atoi(rs); err != nil {
			t.Fatalf("id-legdefs.tsv:%d: bad board %q", line, cols[1])
		}
		for _, w := range strings.Fields(cols[2]) {
			n, err := strconv.Atoi(w)
			if err != nil {
				t.Fatalf("id-legdefs.tsv:%d: %v", line, err)
			}
			r.table = append(r.table, int32(n))
		}
		if r.moves, err = strconv.Atoi(cols[3]); err != nil {
			t.Fatalf("id-legdefs.tsv:%d: %v", line, err)
		}
		rows = append(rows, r)
	}
	return rows
}

// TestIDLegdefs compiles every Betza string of the Interactive Diagram's
// reference tables and compares the result number for number.
func TestIDLegdefs(t *testing.T) {
	rows := readIDTable(t)
	if len(rows) != 52 {
		t.Errorf("id-legdefs.tsv has %d rows, want 52", len(rows))
	}
	for _, r := range rows {
		t.Run(r.betza, func(t *testing.T) {
			got, err := CompileBetza(r.betza, r.files, r.ranks)
			if err != nil {
				t.Fatalf("CompileBetza(%q): %v", r.betza, err)
			}
			if diff := cmp.Diff(r.table.Moves(0), got.Moves(0)); diff != "" {
				t.Errorf("id-legdefs.tsv:%d %s (%s): moves differ (-Diagram +betzac):\n%s", r.line, r.betza, r.note, diff)
			}
			if !cmp.Equal(r.table, got) {
				t.Errorf("id-legdefs.tsv:%d %s: raw tables differ:\n Diagram %v\n betzac  %v", r.line, r.betza, r.table, got)
			}
			if n := len(got.Moves(0)); n != r.moves {
				t.Errorf("%s: %d moves, want %d", r.betza, n, r.moves)
			}
			if s := got.String(); s != r.table.String() {
				t.Errorf("%s: String() = %q", r.betza, s)
			}
		})
	}
}
