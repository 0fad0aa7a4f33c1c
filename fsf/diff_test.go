package fsf

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// TestProgramDiff checks that ProgramDiff names each difference by its
// path, with the first program's value after "-" and the second's after
// "+". The expected lines follow from the changes made to the copy.
func TestProgramDiff(t *testing.T) {
	_, p := load(t, "chess")
	if d := ProgramDiff(p, p); d != "" {
		t.Errorf("a program differs from itself:\n%s", d)
	}
	knight := -1
	for i, pt := range p.Pieces {
		if pt.Letter == "N" {
			knight = i
		}
	}
	q := *p
	q.Pieces = append([]legdefs.PieceType(nil), p.Pieces...)
	q.Pieces[knight].Royal = true
	q.Files = 9
	// The knight moves as fW (its table appended): it loses its eight
	// leaps, among them (+1,+2), and gains the wazir step forward.
	w, err := compiler.CompileBetza("fW", 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	q.Table = append(append(legdefs.Table(nil), p.Table...), w...)
	q.Pieces[knight].Offset = len(p.Table)
	got := ProgramDiff(p, &q)
	for _, want := range []string{
		"Files: -8 +9\n",
		"Pieces[" + strconv.Itoa(knight) + "].Royal: -false +true\n",
		"moves of N: -1×(+1,+2) mc\n",
		"moves of N: +1×(0,+1) mc\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("ProgramDiff lacks %q:\n%s", want, got)
		}
	}
}

func TestValueDiff(t *testing.T) {
	type inner struct {
		n int
		s []string
	}
	type outer struct {
		In  *inner
		Lim map[string]int
	}
	tests := []struct {
		name string
		a, b outer
		want string
	}{
		{"equal", outer{&inner{1, []string{"x"}}, map[string]int{"Q": 1}}, outer{&inner{1, []string{"x"}}, map[string]int{"Q": 1}}, ""},
		{"nil and empty are equal", outer{Lim: nil}, outer{Lim: map[string]int{}}, ""},
		{"unexported field", outer{In: &inner{n: 1}}, outer{In: &inner{n: 2}}, "In.n: -1 +2\n"},
		{"nil pointer", outer{}, outer{In: &inner{}}, "In: -(*fsf.inner)(nil) +&fsf.inner{n:0, s:[]string(nil)}\n"},
		{"slice length and element", outer{In: &inner{s: []string{"a", "b"}}}, outer{In: &inner{s: []string{"c"}}},
			"In.s: length -2 +1\nIn.s[0]: -\"a\" +\"c\"\n"},
		{"map keys", outer{Lim: map[string]int{"Q": 1, "R": 2}}, outer{Lim: map[string]int{"Q": 3, "B": 1}},
			"Lim[\"B\"]: -(absent) +1\nLim[\"Q\"]: -1 +3\nLim[\"R\"]: -2 +(absent)\n"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, valueDiff(tt.a, tt.b)); diff != "" {
			t.Errorf("%s: valueDiff (-want +got):\n%s", tt.name, diff)
		}
	}
}
