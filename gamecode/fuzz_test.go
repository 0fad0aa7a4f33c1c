package gamecode

import (
	"errors"
	"testing"
)

// FuzzParse compiles any text as Pre-Game code and, if it compiles,
// runs it with small limits under two opposite switch settings: no
// panic, no hang, and every compile error positioned inside the text.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p := chess(src)
		p.Limits = Limits{Steps: 5000, Depth: 30}
		prog, err := Compile(p)
		if err != nil {
			var e *Error
			if errors.As(err, &e) && (e.Pos.Line < 1 || e.Pos.Col < 1) {
				t.Fatalf("Compile(%q): error %v has no position", src, err)
			}
			return
		}
		for _, sw := range []Switches{{}, {IndexBase: 1, WhereOff: WhereName, Calls: CallsAll,
			Scope: ScopeLocal, Dynamic: true, Return: ReturnBare, Chains: ChainsEager,
			Verify: VerifyRefuses, MlnBase: 1}} {
			_, _ = prog.Run([]string{"e2-e4", "e7-e5"}, sw)
		}
	})
}

// fuzzSeeds are the seed programs of the fuzz tests.
var fuzzSeeds = []string{
	tinyGen, "print + 1 2;", "if true: print 1; elseif false: else: endif;",
	"do while true: loop;", "sub f x: return sub f #x; endsub; print sub f 1;",
	"set a (1 (2 3) 4); print elem 1 #a;", "print cond false (+ 1) (x;",
	"eval \"MOVE: e2-e4; Q-e8\";", "setlegal e2 e4;", "verify or and;", "die \"x\";",
	"sub f: my x; if true: my y; endif; endsub; gosub f;", "print 99999999999999999999;",
}
