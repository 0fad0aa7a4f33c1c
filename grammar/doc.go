// Package grammar parses XBetza, the notation in which betzac's variant
// files describe how pieces move, into an AST with source positions.
//
// # The notation
//
// A Betza string is a sequence of terms. A term is an atom (an upper-case
// letter: W F D N A H C Z G leapers, K Q R B compounds, O castling, U, I,
// @ drops) with optional lower-case modifiers before it and a range after
// it: "fmW" is a forward, move-only wazir step; "R4" a rook that moves at
// most 4 squares; "NN" a nightrider (a doubled leaper letter is a rider).
// The letters X and Y extend a leaper ("NX" is the (1,5) leaper).
//
// The modifier 'a' splits a term into legs: in "mafsW" the first leg is
// "m", the second "fs", and both move with the atom W. The bracket form
// writes each leg with its own atom, separated by '-' (the move passes the
// square) or '?' (it may also stop there): "[F?R]" is the Griffon.
// docs/xbetza.md §1 describes every letter.
//
// # What this package decides, and what it leaves
//
// Parse accepts a string of at most MaxLen characters when it is well
// formed: the letters are known, X and Y follow leapers, ranges are 0-99
// or '*', brackets balance, every leg has an atom. It keeps every modifier in source order, because order
// matters ("rfN" and "frN" are different knight moves). Whether a modifier
// means something on its atom ('n' on a one-step leaper, say) is a question
// of meaning, answered by package compiler, which reports it at the
// modifier's position using the same Error type.
//
// The grammar itself is a participle grammar over the lexer's tokens (runs
// of terms, and brackets' punctuation and legs); a string that is one run
// of terms, which the grammar takes as it is, skips participle. Parse
// then builds the public AST (Piece, Term, Leg, Atom) from the tokens, merges
// doubled leaper letters, and rewrites participle's errors into messages
// that say what was expected. Print is the inverse: Parse(Print(p))
// yields p again.
package grammar
