package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Numeric flags. pflag reads integers in any Go base ("010" is 8, "0x3"
// 3) and floats as NaN or Inf, and takes any value of the type. Here every
// numeric and duration flag of every command is read strictly (integers in
// decimal, numbers finite) and checked against the range declared with
// inRange where the flag is defined, when the command line is parsed:
// before the command runs. TestEveryNumericFlagHasRange fails for a flag
// with no declared range.

// number is the type of a numeric or duration flag's values.
type number interface {
	int | int64 | uint64 | float64 | time.Duration
}

// valueRange is a flag's declared range: check reports whether a value
// (already read strictly) lies in it, want says what the flag wants
// (written only for a bad value: every run declares every range).
type valueRange struct {
	kind  string // the pflag type the range is for
	check func(s string) bool
	want  func() string
}

// flagRanges are the declared ranges.
var flagRanges = map[*pflag.Flag]valueRange{}

// maxThreads bounds --threads flags (0 is all cores).
const maxThreads = 4096

// maxDuration bounds duration flags that have no natural bound of their own.
const maxDuration = 365 * 24 * time.Hour

// inRange declares that flag name of f takes values lo to hi. T is the
// flag's type (TestEveryNumericFlagHasRange checks that it is).
func inRange[T number](f *pflag.FlagSet, name string, lo, hi T) {
	fl := f.Lookup(name)
	if fl == nil {
		panic("inRange: no flag --" + name)
	}
	kind, what := rangeKind(lo)
	want := func() string {
		if h := any(hi); h == any(int64(math.MaxInt64)) || h == any(uint64(math.MaxUint64)) {
			return fmt.Sprintf("want %s >= %v", what, lo) // no bound above but the type's
		}
		return fmt.Sprintf("want %s from %v to %v", what, lo, hi)
	}
	flagRanges[fl] = valueRange{kind: kind, want: want, check: func(s string) bool {
		v, err := parseNumber[T](s)
		return err == nil && v >= lo && v <= hi
	}}
}

// rangeKind is the pflag type name of T and what to call its values.
func rangeKind(v any) (kind, what string) {
	switch v.(type) {
	case time.Duration:
		return "duration", "a duration"
	case float64:
		return "float64", "a number"
	case uint64:
		return "uint64", "an integer"
	case int64:
		return "int64", "an integer"
	}
	return "int", "an integer"
}

// parseNumber reads s, which strictValue.Set has checked, as a T.
func parseNumber[T number](s string) (T, error) {
	var zero T
	switch any(zero).(type) {
	case time.Duration:
		d, err := time.ParseDuration(s)
		return T(d), err
	case float64:
		x, err := strconv.ParseFloat(s, 64)
		return T(x), err
	case uint64:
		u, err := strconv.ParseUint(s, 10, 64)
		return T(u), err
	}
	i, err := strconv.ParseInt(s, 10, 64)
	return T(i), err
}

// isDecimal reports whether s is an integer as betzac reads one: an
// optional '-', then digits, with no base prefix and no leading zero
// (pflag read "010" as octal 8). A loop, not a regular expression: every
// run with a numeric flag paid for compiling one (issue 31).
func isDecimal(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" || len(s) > 1 && s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isNumeric reports whether kind is a pflag type strictValue wraps.
func isNumeric(kind string) bool {
	switch kind {
	case "int", "int8", "int16", "int32", "int64",
		"uint", "uint8", "uint16", "uint32", "uint64",
		"float32", "float64", "duration":
		return true
	}
	return false
}

// strictValue is a numeric or duration flag's pflag.Value, read strictly
// and checked against the flag's declared range.
type strictValue struct {
	pflag.Value
	flag *pflag.Flag
}

func (v *strictValue) Set(s string) error {
	if s == v.flag.DefValue {
		// The default may stand outside the range, meaning "not given"
		// (enginetest -d 0); tests reset flags to it.
		return v.Value.Set(s)
	}
	kind := v.Value.Type()
	isFloat := kind == "float32" || kind == "float64"
	if kind != "duration" && !isFloat && !isDecimal(s) {
		if d := strings.TrimLeft(s, "+-"); len(d) > 1 && d[0] == '0' {
			return errors.New("want a decimal integer, without a leading 0 or a base prefix (0x, 0o, 0b)")
		}
		return errors.New("want a decimal integer")
	}
	// A malformed duration keeps time's own message.
	if r, ok := flagRanges[v.flag]; ok && !r.check(s) && (kind != "duration" || validDuration(s)) {
		return errors.New(r.want())
	}
	if x, err := strconv.ParseFloat(s, 64); isFloat && err == nil && (math.IsNaN(x) || math.IsInf(x, 0)) {
		return errors.New("want a finite number")
	}
	return v.Value.Set(s)
}

func validDuration(s string) bool {
	_, err := time.ParseDuration(s)
	return err == nil
}

// strictFlags wraps the Value of every numeric and duration flag cmd
// parses (its own and its ancestors' persistent ones) in a strictValue,
// once. run wraps only the command it runs: walking every command's
// flags cost each run 0.15 M instructions (issue 31).
func strictFlags(cmd *cobra.Command) {
	wrap := func(f *pflag.Flag) {
		if _, done := f.Value.(*strictValue); !done && isNumeric(f.Value.Type()) {
			f.Value = &strictValue{Value: f.Value, flag: f}
		}
	}
	cmd.Flags().VisitAll(wrap)
	for c := cmd; c != nil; c = c.Parent() {
		c.PersistentFlags().VisitAll(wrap)
	}
}

// maxGames and maxPlies bound the random games of gamecourier --check and
// fsfplay.
const (
	maxGames = 1_000_000
	maxPlies = 10_000
)

// engineReach is what enginetest and fsfplay need to reach an engine:
// its command line (--engine) and time limits.
type engineReach struct {
	engine         string
	timeout        time.Duration
	commandTimeout time.Duration
	bannerGrace    time.Duration
}

// addEngineFlags declares the flags of e, with their ranges: timeout and
// commandTimeout are their defaults, answer says what one answer is.
func addEngineFlags(f *pflag.FlagSet, e *engineReach, timeout, commandTimeout time.Duration, answer string) {
	f.StringVar(&e.engine, "engine", "", "the engine's command line, `\"CMD ARGS\"` (required)")
	f.DurationVar(&e.timeout, "timeout", timeout, "the whole run's time limit")
	f.DurationVar(&e.commandTimeout, "command-timeout", commandTimeout, "time limit for each answer "+answer)
	f.DurationVar(&e.bannerGrace, "banner-grace", 5*time.Second, "how long the engine may stay silent after a line that is not UCI (raise it for slow-starting engines)")
	inRange(f, "timeout", time.Millisecond, maxDuration)
	inRange(f, "command-timeout", time.Millisecond, maxDuration)
	inRange(f, "banner-grace", 0, maxDuration)
}
