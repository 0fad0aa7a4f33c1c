// Package guard holds the back-end guard test, the rule that keeps silent
// wrong answers out: every mode bit of the legdefs encoding
// (legdefs.ModeBits, and any bit position without a name) and every rule
// field of a legdefs.Program (for refgen, of a variants.Variant, which it
// reads instead) is, for each back end (vm, refgen, rcx, gamecourier, and
// the perft back ends bitboard and xqboard), either
// implemented, with a behavioural test, or refused with an error that
// names it.
//
// Each back end declares in its own code what it implements and refuses
// the rest when it is built: vm.ImplementedModes and vm.ImplementedRules()
// (vm.Unsupported, called by vm.NewPosition), refgen.ImplementedRules() and
// the modifiers its parser reads (refgen.Unsupported, refgen.New), rcx's
// known rules and refused mode bits (rcx.Unsupported, rcx.Emit), and
// gamecourier's (gamecourier.Unsupported, gamecourier.Emit), and the perft
// back ends' preconditions (bitboard.Fits, xqboard.Fits).
//
// The test builds, for every feature, a Program or variant that uses it
// and nothing else unusual: a rule field is set on the chess program (for
// xqboard, which chess does not fit, the xiangqi one) to the value a
// built-in variant gives it (a field no built-in sets fails the test: add
// a variant that uses it), a mode bit is put on the Knight's (the
// horse's) first leg (for refgen, the piece is given a Betza string that
// compiles to that bit). A back end that refuses it must name it; one that
// accepts it must have a behavioural test: for the VM, a built-in variant
// using it with golden perfts (perft.TestGolden); for the others, a
// built-in using it, which the back end accepts, that its tests name;
// otherwise an entry of the test's registry naming the test, which must
// exist.
//
// So a mode bit or a rule field added to the compiler fails the test
// until every back end implements it (and says so in its list) or
// refuses it.
//
// TestFunctionLength holds the module to short functions: a non-test
// function over 80 lines fails it unless its doc comment says why in a
// sentence starting "It is long because".
//
// TestOneTierSwitch holds the tests to one switch between the default and
// the full test tier (internal/testenv, BETZAC_FULL=1): no testing.Short
// and no CI variable.
package guard
