package main

import "testing"

// usiShell is a USI engine in sh without a variant option (so it plays
// shogi) whose divide is the UCI move a1a2, and which answers "uci" as
// USI; uciShell answers "usi" as a UCI engine would.
const (
	usiShell = `while read -r c rest; do case "$c" in
usi|uci) echo "id name usishell"; echo usiok;;
isready) echo readyok;;
go) echo "a1a2: 1"; echo; echo "Nodes searched: 1";;
quit) exit 0;;
esac; done
`
	uciShell = `while read -r c rest; do case "$c" in
usi|uci) echo "id name ucishell"; echo uciok;;
quit) exit 0;;
esac; done
`
)

// badUSI27Inputs: engines that --protocol usi cannot use, and what it
// says about them.
var badUSI27Inputs = []badInput{
	{name: "usi engine prints UCI moves", args: []string{"enginetest", "--protocol", "usi", "--engine", "sh {dir}/e.sh", "shogi", "-d", "1"},
		files: map[string]string{"e.sh": usiShell}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine protocol after "go perft 1": the engine printed a1a2, which is not a USI move (a file number first, as 7g7f, or a drop P*5e); its last output: id name usishell | usiok | readyok | a1a2: 1 |  | Nodes searched: 1`},
	{name: "usi engine without USI_Variant asked for chess", args: []string{"enginetest", "--protocol", "usi", "--engine", "sh {dir}/e.sh", "chess", "-d", "1"},
		files: map[string]string{"e.sh": usiShell}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: the engine does not list variant "chess" and has no VariantPath option to load it`},
	{name: "uci engine run as usi", args: []string{"enginetest", "--protocol", "usi", "--engine", "sh {dir}/e.sh", "shogi", "-d", "1"},
		files: map[string]string{"e.sh": uciShell}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine protocol after "usi": the engine answered "uciok": it speaks UCI, not USI (--protocol uci); its last output: id name ucishell | uciok`},
	{name: "usi engine run as uci", args: []string{"enginetest", "--engine", "sh {dir}/e.sh", "-d", "1"},
		files: map[string]string{"e.sh": usiShell}, wantExit: 2,
		wantFirst: `betzac enginetest: could not run: engine protocol after "uci": the engine answered "usiok": it speaks USI, not UCI (--protocol usi); its last output: id name usishell | usiok`},
	{name: "usi with an argument", args: []string{"usi", "shogi"}, wantExit: 2,
		wantFirst: `betzac: unknown command "shogi" for "betzac usi"`},
	{name: "xboard with an argument", args: []string{"xboard", "chess"}, wantExit: 2,
		wantFirst: `betzac: unknown command "chess" for "betzac xboard"`},
}

func TestBadInputUSI27(t *testing.T) { runBadInputs(t, badUSI27Inputs) }
