package golden

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCorpusLoads(t *testing.T) {
	for _, v := range Variants() {
		f, err := Load(v)
		if err != nil {
			t.Fatal(err)
		}
		if f.Variant != v {
			t.Errorf("%s.yaml says variant %q", v, f.Variant)
		}
		if len(f.Positions) == 0 {
			t.Errorf("%s: no positions", v)
		}
	}
	f, err := Load("chess960")
	if err != nil {
		t.Fatal(err)
	}
	d5 := 0
	for _, p := range f.Positions {
		for _, c := range p.Perft {
			if c.Depth == 5 {
				d5++
			}
		}
	}
	if d5 < 30 {
		t.Errorf("chess960: %d positions at depth 5, want >= 30", d5)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       *File
		bad        bool
	}{
		{"ok", "variant: x\npositions:\n  - {name: a, fen: \"8/8 w\", perft: [{depth: 1, nodes: 2, source: s}]}\n",
			&File{Variant: "x", Positions: []Position{{Name: "a", FEN: "8/8 w", Perft: []Count{{Depth: 1, Nodes: 2, Source: "s"}}}}}, false},
		{"no source", "variant: x\npositions:\n  - {name: a, fen: f, perft: [{depth: 1, nodes: 2}]}\n", nil, true},
		{"unknown field", "variant: x\nbogus: 1\n", nil, true},
		{"no variant", "positions: []\n", nil, true},
	}
	for _, tc := range tests {
		got, err := Parse(tc.name, []byte(tc.yaml))
		if (err != nil) != tc.bad {
			t.Errorf("%s: err = %v", tc.name, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" && !tc.bad {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestEntriesBudget(t *testing.T) {
	all, err := Entries(0, "chess")
	if err != nil {
		t.Fatal(err)
	}
	small, err := Entries(10000, "chess")
	if err != nil {
		t.Fatal(err)
	}
	if len(small) == 0 || len(small) >= len(all) {
		t.Errorf("budget: %d of %d entries", len(small), len(all))
	}
	for _, e := range small {
		if e.Nodes > 10000 {
			t.Errorf("entry %s d%d has %d nodes", e.Name, e.Depth, e.Nodes)
		}
	}
}
