package vm_test

import (
	"bufio"
	"context"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

var update = flag.Bool("update", false, "TestCountVersion: re-record testdata/countversion.txt for vm.CountVersion")

const (
	fingerprintFile = "testdata/countversion.txt"
	// fingerprintBudget: each built-in is counted at the first depth
	// reaching this many nodes (or depth 4), each golden position at its
	// deepest count within it.
	fingerprintBudget = 5000
	// goldenPerVariant is how many positions of each golden file are in it.
	goldenPerVariant = 3
)

// fingerprint is one count: a position of a Program at a depth, its
// nodes and a hash of its divide.
type fingerprint struct {
	Name    string // variant/position
	Program string // the Program's hash, 12 hex digits
	Depth   int
	Nodes   uint64
	Divide  string // 12 hex digits of the SHA-256 of the divide
}

func (f fingerprint) String() string {
	return fmt.Sprintf("%s %s %d %d %s", f.Name, f.Program, f.Depth, f.Nodes, f.Divide)
}

// TestCountVersion fails when the counts of the fingerprint change while
// vm.CountVersion does not: a change to the counting code must bump it,
// or distperft's store would hand back counts of the code before it.
// (Proved against the lame-leap fix 76341af: with vm/swar.go from before
// it, the fingerprint changes.)
// -update refuses to re-record counts that changed under the same
// version: it would hide the change it is there to catch.
func TestCountVersion(t *testing.T) {
	version, want := readFingerprint(t)
	if version != vm.CountVersion {
		if *update {
			recordFingerprint(t)
			return
		}
		t.Fatalf("%s was recorded for vm.CountVersion %d, not %d: re-record it with\n\tgo test ./vm -run TestCountVersion -update",
			fingerprintFile, version, vm.CountVersion)
	}
	var changed, programs []string
	for _, w := range want {
		got := countPrint(t, w.Name, w.Depth)
		if got.Program != w.Program {
			programs = append(programs, w.Name)
			continue
		}
		if diff := cmp.Diff(w, got); diff != "" {
			changed = append(changed, diff)
		}
	}
	if len(changed) > 0 {
		t.Fatalf("the counts changed but vm.CountVersion is still %d: bump it (vm/countversion.go) and re-record with\n"+
			"\tgo test ./vm -run TestCountVersion -update\n(-recorded +now):\n%s", vm.CountVersion, strings.Join(changed, ""))
	}
	if *update {
		recordFingerprint(t)
		return
	}
	if len(programs) > 0 {
		t.Errorf("the Programs of %s changed (stored counts are keyed by the Program: no bump needed); re-record with\n"+
			"\tgo test ./vm -run TestCountVersion -update", strings.Join(programs, ", "))
	}
}

// fingerprintTargets returns the positions of the fingerprint: each
// built-in's start ("name/start", depth 0: by the budget), armies of
// armyPieces ("betza/nN") and the golden
// positions (the first goldenPerVariant of each file) with their deepest
// count within the budget.
func fingerprintTargets(t *testing.T) []fingerprint {
	var out []fingerprint
	for _, name := range variants.BuiltinNames() {
		out = append(out, fingerprint{Name: name + "/start"})
	}
	for _, b := range armyPieces {
		out = append(out, fingerprint{Name: "betza/" + b})
	}
	entries, err := golden.Entries(fingerprintBudget)
	if err != nil {
		t.Fatal(err)
	}
	deepest, perVariant := map[string]int{}, map[string]int{}
	var names []string
	for _, e := range entries {
		n := e.Variant + "/" + e.Name
		if _, ok := deepest[n]; !ok {
			if perVariant[e.Variant] == goldenPerVariant {
				continue
			}
			perVariant[e.Variant]++
			names = append(names, n)
		}
		deepest[n] = max(deepest[n], e.Depth)
	}
	for _, n := range names {
		out = append(out, fingerprint{Name: n, Depth: deepest[n]})
	}
	return out
}

// countPrint counts name ("variant/start" or "variant/golden position")
// at depth; depth 0 is the first depth from 1 reaching the budget (at
// most 4).
func countPrint(t *testing.T, name string, depth int) fingerprint {
	variant, posName, _ := strings.Cut(name, "/")
	prog, hash := compiled(t, variant)
	if variant == "betza" {
		prog, hash = army(t, posName)
		posName = "start"
	}
	if prog == nil {
		return fingerprint{Name: name, Program: "none"} // not compiled: nothing to count
	}
	fen := ""
	if posName != "start" {
		fen = goldenFEN(t, variant, posName)
	}
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		return fingerprint{Name: name, Program: hash[:12]} // the VM refuses it
	}
	fixed := depth > 0
	for d := max(depth, 1); ; d++ {
		r, err := perft.Run(context.Background(), pos, d, perft.Options{Threads: 1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if fixed || r.Nodes >= fingerprintBudget || d == 4 {
			h := sha256.New()
			for _, e := range r.Divide {
				fmt.Fprintf(h, "%s %d\n", e.Move, e.Nodes)
			}
			return fingerprint{Name: name, Program: hash[:12], Depth: d, Nodes: r.Nodes, Divide: fmt.Sprintf("%x", h.Sum(nil))[:12]}
		}
	}
}

// armyPieces are Betza strings that no built-in may have in the form the
// VM counts them apart (nN, Fairy-Stockfish's Xiangqi horse, is counted
// one by one; the built-in Xiangqi's mafsW is not), each played by the
// H pieces of a small army (see army).
var armyPieces = []string{"nN", "nNnA", "mafsW", "nD", "nA", "cpR", "gQ", "yafsF", "mNcK", "NN", "WD",
	"pR", "mRcpR", "jN", "ifmnDfmWfcF", "KaK"}

// army is a Program of K, R, B and fmWfcF pawns with H pieces moving as b.
func army(t *testing.T, b string) (*legdefs.Program, string) {
	p, err := vmtest.BuildBetza("army", 8, 8, "rh1k2hr/pp1bb1pp/8/8/8/8/PP1BB1PP/RH1K2HR w - - 0 1", []vmtest.BetzaPiece{
		{Letter: "K", Betza: "K", Royal: true}, {Letter: "R", Betza: "R"}, {Letter: "B", Betza: "B"},
		{Letter: "P", Betza: "fmWfcF"}, {Letter: "H", Betza: b}})
	if err != nil {
		t.Fatalf("army of %s: %v", b, err)
	}
	hash, _, err := distperft.ProgramHash(p)
	if err != nil {
		t.Fatal(err)
	}
	return p, hash
}

var programs = map[string]*legdefs.Program{}

// compiled returns a variant's Program (nil if it does not compile) and
// its hash, compiling each variant once.
func compiled(t *testing.T, variant string) (*legdefs.Program, string) {
	prog, ok := programs[variant]
	if !ok {
		_, prog, _ = compiler.Load(variant)
		programs[variant] = prog
	}
	if prog == nil {
		return nil, ""
	}
	hash, _, err := distperft.ProgramHash(prog)
	if err != nil {
		t.Fatal(err)
	}
	return prog, hash
}

func goldenFEN(t *testing.T, variant, name string) string {
	f, err := golden.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range f.Positions {
		if p.Name == name {
			return p.FEN
		}
	}
	t.Fatalf("golden %s has no position %s", variant, name)
	return ""
}

func recordFingerprint(t *testing.T) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# The counts vm.CountVersion stands for (TestCountVersion): variant/position,\n"+
		"# Program hash, depth, nodes, divide hash. Re-record: go test ./vm -run TestCountVersion -update\n")
	fmt.Fprintf(&sb, "version %d\n", vm.CountVersion)
	for _, f := range fingerprintTargets(t) {
		fmt.Fprintln(&sb, countPrint(t, f.Name, f.Depth))
	}
	if err := os.WriteFile(fingerprintFile, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFingerprint(t *testing.T) (int, []fingerprint) {
	file, err := os.Open(fingerprintFile)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	version := -1
	var out []fingerprint
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if _, err := fmt.Sscanf(line, "version %d", &version); err == nil {
			continue
		}
		var f fingerprint
		fields := strings.Fields(line)
		if len(fields) != 5 {
			t.Fatalf("%s: bad line %q", fingerprintFile, line)
		}
		f.Name, f.Program, f.Divide = fields[0], fields[1], fields[4]
		fmt.Sscan(fields[2], &f.Depth)
		fmt.Sscan(fields[3], &f.Nodes)
		out = append(out, f)
	}
	return version, out
}
