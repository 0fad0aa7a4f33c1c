// Package variants reads chess-variant definitions: YAML files, one variant
// a file, whose pieces move as XBetza strings say.
//
// # Schema
//
// A file is a mapping with the fields name (required), title, description,
// sides (the players' names), board-style (how pictures draw it), inherit,
// board ("FILESxRANKS", 1 to 26 each), castling ("standard" or "chess960"),
// pieces (a list of {letter, name, betza, royal, promote: {zone, to}}),
// start (a FEN) and the keys of the variant-wide rules, which Variant
// embeds as a legdefs.Rules value (rules.go decodes them; legdefs.Rules
// documents each). README.md in this directory documents every field with
// an example. A piece with an empty Betza string never moves, and a variant
// need not have a royal piece.
//
// # Inheritance
//
// "inherit: NAME" starts from another variant: a built-in one, or a file
// whose path is relative to the inheriting file. The inheriting file's
// top-level fields replace the inherited ones, except name, title and
// description, which are never inherited. Pieces merge by letter: an entry with a letter the
// inherited variant has replaces that piece in place, a new letter is added
// at the end, and {letter: X, remove: true} drops a piece. Chains of
// inheritance are followed (up to 32 deep) and cycles are reported.
//
// # Validation and positions
//
// The loader parses the YAML into yaml.Node trees, so that it knows the
// line and column of every key and value. It reports every problem it can
// find, not only the first, as an ErrorList of *Error values that print as
// "file:line:col: message": syntax errors (YAML only gives a line), unknown
// fields (with the nearest known name), values of the wrong type, repeated
// fields and piece letters, malformed boards, Betza strings that do not
// parse (at the offending letter's column), start positions that do not
// fit the board or use letters no piece has, and promotion rules that name
// missing pieces. After an error it goes on with what it could read, but
// skips checks that would only repeat it (an inherit it cannot follow
// brings no "missing required field" errors).
//
// inherit may name any file, so a file that is not a variant file (text,
// a list, a mapping without one variant field, such as a JSON object or
// /etc/shadow) is reported as such, without its content; bytes that are
// not UTF-8 are reported at the line and column of the first. Files are
// read with ReadFile, which refuses anything but a regular file (a named
// pipe would block) and more than 1 MB.
//
// Every Piece records where its Betza string starts (Piece.File and
// Piece.BetzaPos), so that a later stage, such as the compiler, can report
// an error at column c of the string at its place in the file:
// Piece.ErrorAt does that. For a plain YAML scalar the string starts at the
// value's column, for a quoted one a column later.
//
// # Built-in variants
//
// The files in builtin/ are embedded in the program: Builtin loads one by
// name, BuiltinNames lists them, and Resolve takes either a built-in name
// or a file path, as command-line arguments do.
//
// Nothing in this package prints or exits, and no input makes it panic.
package variants
