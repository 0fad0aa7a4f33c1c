package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// badFlagInputs are numeric flags read strictly and checked against their
// ranges (flagrange.go), help topics, and inputs too long to read
// (issue 23). Where a row would have run long before the fix (a perft, the
// corpus), a flag (--plan, --epd, --games 0) makes it end at once.
var badFlagInputs = []badInput{
	// Floats: NaN passed the 0..1 check and turned verification off.
	{name: "verify NaN", args: []string{"perft", "chess", "-d", "1", "--split", "1", "--plan", "--verify", "NaN"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "NaN" for "--verify" flag: want a number from 0 to 1`},
	{name: "verify Inf", args: []string{"perft", "chess", "-d", "1", "--split", "1", "--plan", "--verify", "+Inf"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "+Inf" for "--verify" flag: want a number from 0 to 1`},

	// Integers are decimal: "010" was 8, "0x1" 1.
	{name: "depth with a leading 0", args: []string{"perft", "chess", "-d", "010", "--split", "1", "--plan"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "010" for "-d, --depth" flag: want a decimal integer, without a leading 0 or a base prefix (0x, 0o, 0b)`},
	{name: "depth in hexadecimal", args: []string{"perft", "chess", "-d", "0x1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0x1" for "-d, --depth" flag: want a decimal integer, without a leading 0 or a base prefix (0x, 0o, 0b)`},
	{name: "digits with _", args: []string{"perft", "chess", "-d", "1_0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "1_0" for "-d, --depth" flag: want a decimal integer`},
	{name: "seed in octal", args: []string{"fsfplay", "--engine", "true", "--seed", "0o7"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0o7" for "--seed" flag: want a decimal integer, without a leading 0 or a base prefix (0x, 0o, 0b)`},

	// Ranges, one row per command.
	{name: "split negative", args: []string{"perft", "chess", "-d", "1", "--split", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--split" flag: want an integer from 0 to 64`},
	{name: "ack-wait 0", args: []string{"perft", "chess", "-d", "1", "--split", "1", "--plan", "--ack-wait", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0" for "--ack-wait" flag: want a duration from 1s to 24h0m0s`},
	{name: "workers negative", args: []string{"perft", "chess", "-d", "1", "--split", "1", "--plan", "--workers", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--workers" flag: want an integer from 0 to 4096`},
	{name: "hash above perft's largest", args: []string{"perft", "chess", "-d", "1", "--hash", "1048577"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "1048577" for "--hash" flag: want an integer from 0 to 1048576`},
	{name: "worker idle negative", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--idle", "-1s"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1s" for "--idle" flag: want a duration from 0s to 8760h0m0s`},
	{name: "worker threads negative", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--threads", "-2"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-2" for "--threads" flag: want an integer from 0 to 4096`},
	{name: "golden threads negative", args: []string{"golden", "--variant", "chess", "--epd", "--threads", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--threads" flag: want an integer from 0 to 4096`},
	{name: "fsfplay games negative", args: []string{"fsfplay", "--engine", "true", "--games", "-1"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1" for "--games" flag: want an integer from 0 to 1000000`},
	{name: "fsfplay perft-every 0", args: []string{"fsfplay", "--engine", "true", "--perft-every", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0" for "--perft-every" flag: want an integer from 1 to 10000`},
	{name: "enginetest depth above perft's deepest", args: []string{"enginetest", "--engine", "true", "-d", "65"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "65" for "-d, --depth" flag: want an integer from 1 to 64`},
	{name: "enginetest banner-grace negative", args: []string{"enginetest", "--engine", "true", "-d", "1", "--banner-grace", "-1s"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-1s" for "--banner-grace" flag: want a duration from 0s to 8760h0m0s`},
	// --perft 65 ran for ever (perft 1 to 65 through the preset); --games 0
	// made the row end at once before the fix too.
	{name: "gamecourier perft deeper than perft's", args: []string{"gamecourier", "--check", "chess", "--perft", "65", "--games", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "65" for "--perft" flag: want an integer from 0 to 64`},
	{name: "gamecourier every-move below -1", args: []string{"gamecourier", "--check", "chess", "--every-move", "-2", "--games", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "-2" for "--every-move" flag: want an integer from -1 to 1000000`},

	// help of what is not a command exited 0.
	{name: "help of no command", args: []string{"help", "nonexist"}, wantExit: 2,
		wantFirst: `betzac: unknown help topic "nonexist"`},
	{name: "help of a misspelt command", args: []string{"help", "perfft"}, wantExit: 2,
		wantFirst: `betzac: unknown help topic "perfft" (did you mean "perft"?)`},
	{name: "help of no subcommand", args: []string{"help", "perft", "nonexist"}, wantExit: 2,
		wantFirst: `betzac: unknown help topic "perft nonexist"`},

	// Betza strings are at most grammar.MaxLen characters, whichever way
	// they come in; W×1,000,000 was "unexpected end of the string".
	{name: "betza too long", args: []string{"compile", "--betza", strings.Repeat("W", 4097)}, wantExit: 1,
		wantFirst: `betza "` + strings.Repeat("W", 50) + `"… (4097 characters): column 4097: too long: a piece's Betza is at most 4096 characters`},
	{name: "betza too long in a file", args: checkT, files: withVariant("betza: N}", "betza: "+strings.Repeat("W", 1000000)+"}"), wantExit: 1,
		wantFirst: `{dir}/t.yaml:5:4120: betza "` + strings.Repeat("W", 50) + `"… (1000000 characters): too long: a piece's Betza is at most 4096 characters`},
	{name: "betza too long in an ini file", args: []string{"import", "fsf", "{dir}/v.ini", "a"},
		files:    map[string]string{"v.ini": "[a:chess]\ncustomPiece1 = x:" + strings.Repeat("W", 5000) + "\n"},
		wantExit: 1, wantFirst: `{dir}/v.ini:2: section [a]: customPiece1: the variant file it translates to is wrong: betza "` + strings.Repeat("W", 50) + `"… (5000 characters): too long: a piece's Betza is at most 4096 characters`},
	// 68 characters, 69984 moves (3 GB of table at 240 such terms).
	{name: "betza with too many moves", args: []string{"compile", "--betza", strings.Repeat("[Q-Q-Q-Q-Q-Q-Q-Q]", 4)}, wantExit: 1,
		wantFirst: `betza "[Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q"… (68 characters): column 52: with this term the piece has 69984 moves, more than the 65536 a piece may have`},
}

func TestBadFlagInput(t *testing.T) {
	runBadInputs(t, badFlagInputs)
}

// TestEveryNumericFlagHasRange: every numeric and duration flag of every
// command declares its range (inRange, next to its definition), of its
// own type, so that no flag takes any value its type holds.
func TestEveryNumericFlagHasRange(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		check := func(f *pflag.Flag) {
			kind := f.Value.Type()
			if !isNumeric(kind) {
				return
			}
			r, ok := flagRanges[f]
			switch {
			case !ok:
				t.Errorf("%s --%s (%s): no range declared: add inRange(f, %q, LO, HI) where it is defined", c.CommandPath(), f.Name, kind, f.Name)
			case r.kind != kind:
				t.Errorf("%s --%s: range declared for %s values, the flag is %s", c.CommandPath(), f.Name, r.kind, kind)
			}
		}
		declareFlags(c) // declared on first use (lazyflags.go)
		c.Flags().VisitAll(check)
		c.PersistentFlags().VisitAll(check)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	addAllCommands()
	walk(rootCmd)
}
