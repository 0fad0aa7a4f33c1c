package compiler_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

func TestLoadBuiltin(t *testing.T) {
	v, p, err := compiler.Load("capablanca")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "capablanca" || v.Name != "capablanca" || p.Files != 10 || len(p.Pieces) != len(v.Pieces) {
		t.Errorf("Load(capablanca) = %s %dx%d with %d pieces, variant %s", p.Name, p.Files, p.Ranks, len(p.Pieces), v.Name)
	}
	_, p, err = compiler.Load("chess960")
	if err != nil || !p.Castling960 {
		t.Errorf("chess960: Castling960 = %v, err %v", p != nil && p.Castling960, err)
	}
}

// TestLoadErrors checks that Load reports what variants.Resolve reports,
// and points a compile error in an inherited file at the inherit line.
func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	base := write("base.yaml", "name: base\ninherit: chess\npieces:\n  - {letter: X, name: Bad, betza: aaaaaaaaaW}\n")
	mine := write("mine.yaml", "name: mine\ninherit: base.yaml\n")
	_, resolveErr := variants.Resolve("nosuchvariant")
	tests := []struct {
		arg, want string
	}{
		{"nosuchvariant", resolveErr.Error()},
		// Nine a's make ten legs (MaxLegs is 8), an error only compiling
		// finds. The Betza string starts at column 35 of base.yaml's line
		// 4; the 9th 'a', which adds the tenth leg, is at column 43.
		// mine.yaml's inherit value starts at line 2, column 10.
		{mine, mine + ":2:10: inherit: " + base + ":4:43: betza \"aaaaaaaaaW\": a move with 10 legs: at most 8 are allowed"},
	}
	for _, tt := range tests {
		v, p, err := compiler.Load(tt.arg)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Load(%s): error %v\nwant %s", tt.arg, err, tt.want)
		}
		if p != nil {
			t.Errorf("Load(%s): a Program with the error", tt.arg)
		}
		if tt.arg == mine && (v == nil || v.Name != "mine") {
			t.Errorf("Load(%s): variant %v, want the variant that did not compile", tt.arg, v)
		}
	}
}

// TestLoadIndependent loads chushogi twice and changes everything the
// first load returned that a pointer or a slice reaches: the second load's
// variant and program are those of a third, fresh load. (The Betza
// strings the two share through grammar's memo must not tie them.)
func TestLoadIndependent(t *testing.T) {
	v1, p1, err := compiler.Load("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	v2, p2, _ := compiler.Load("chushogi")
	for i := range v1.Pieces {
		vp := &v1.Pieces[i]
		vp.Betza, vp.BetzaPos.Line = "X", -1
		if vp.Promote != nil {
			vp.Promote.To, vp.Promote.Zone = "?", -1
		}
	}
	for i := range p1.Pieces {
		pt := &p1.Pieces[i]
		pt.Offset, pt.Betza = -1, "X"
		if pt.Promote != nil {
			pt.Promote.Zone = -1
		}
	}
	for i := range p1.Table {
		p1.Table[i] = -1
	}
	if cmp.Equal(v1, v2) || cmp.Equal(p1, p2) {
		t.Fatal("changing a loaded variant and program changed another's too")
	}
	v3, p3, _ := compiler.Load("chushogi")
	if d := cmp.Diff(v3, v2); d != "" {
		t.Errorf("changing a loaded variant changed another (-fresh +second):\n%s", d)
	}
	if d := cmp.Diff(p3, p2); d != "" {
		t.Errorf("changing a compiled program changed another (-fresh +second):\n%s", d)
	}
}

// BenchmarkLoadChushogi loads and compiles chushogi, the largest built-in
// (issue 31's start-up). After the first load its Betza strings come from
// grammar's memo: grammar's BenchmarkParseNew and BenchmarkParserBuild
// measure what a process's first load adds.
func BenchmarkLoadChushogi(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := compiler.Load("chushogi"); err != nil {
			b.Fatal(err)
		}
	}
}
