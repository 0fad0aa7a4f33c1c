package gamecourier

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// probeLines is the Pre-Game probe: one labelled print per point of the
// language no public source settles (package gamecode's switches), the
// safest first, since an error on Game Courier stops the program where it
// happens. Each label says what each answer means.
var probeLines = []string{
	`set pa (7 8);`,
	`print join "probe index-base (8: elem counts from 0, 7: from 1): " elem 1 #pa;`,
	`set pi 0;`,
	`do while < #pi 3:`,
	`set pi + #pi 1;`,
	`loop;`,
	`print join "probe loop (3: do while … loop works): " #pi;`,
	`sub PScope:`,
	`if true:`,
	`set pnew 5;`,
	`endif;`,
	`set pscr #pnew;`,
	`endsub;`,
	`set pscr 0;`,
	`gosub PScope;`,
	`print join "probe block-scope (5: a set inside if outlives endif, #pnew: it dies there): " #pscr;`,
	`sub PDynIn:`,
	`set pdy #pdv;`,
	`endsub;`,
	`sub PDyn:`,
	`my pdv;`,
	`set pdv 9;`,
	`gosub PDynIn;`,
	`endsub;`,
	`set pdy 0;`,
	`gosub PDyn;`,
	`print join "probe dynamic (9: a sub sees its caller's my variables, #pdv: it does not): " #pdy;`,
	`print join "probe where-off (what where a1 -1 0 gives: empty, - or false): " where a1 -1 0;`,
	`sub PRet a:`,
	`return + #a 1;`,
	`endsub;`,
	`set prv sub PRet 41;`,
	`print join "probe return (42: return carries a value): " #prv;`,
	`sub PSide:`,
	`set pside 1;`,
	`return true;`,
	`endsub;`,
	`set pside 0;`,
	`set pch or true sub PSide;`,
	`print join "probe chains (pside after or true sub PSide, 0 or 1; compare with the offline runs): " #pside;`,
	`sub PTwo a b:`,
	`return + #a #b;`,
	`endsub;`,
	`set pcl + sub PTwo 1 2 100;`,
	`print join "probe calls (103: sub takes its parameters' worth of values; an error: it takes all): " #pcl;`,
	`sub PVer:`,
	`set pvr 1;`,
	`verify false;`,
	`set pvr 2;`,
	`endsub;`,
	`set pvr 0;`,
	`gosub PVer;`,
	`print join "probe verify (1: a failed verify in a sub returns from it; no line: it refuses the move): " #pvr;`,
}

// probePostMove prints what Game Courier hands the code for a move,
// then runs the chess preset's own Post-Move.
const probePostMove = `print join "probe thismove: " thismove;
print join "probe mln (0 or 1 for the first move): " mln;
print join "probe maxmln: " $maxmln;
`

// Probe is a preset for one upload to the live server: the preset Emit
// makes for p (normally chess), with a Pre-Game that first prints one
// labelled line per unverified point, and Post-Move code that prints
// what Game Courier passes the code for each move before handling it.
func Probe(p *legdefs.Program) (*Preset, error) {
	pr, err := Emit(p)
	if err != nil {
		return nil, err
	}
	pr.Name += "-probe"
	pr.PreGame = strings.Join(probeLines, "\n") + "\n" + pr.PreGame
	for sd := range pr.PostMove {
		pr.PostMove[sd] = probePostMove + pr.PostMove[sd]
	}
	return pr, nil
}
