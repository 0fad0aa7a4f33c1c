// Package compiler turns parsed XBetza (package grammar) into legdefs, the
// flat move table every back end runs, and a variant into a
// legdefs.Program. The table for a Betza string is the Interactive
// Diagram's (H.G. Muller's betza.js), number for number:
// testdata/id-legdefs.tsv holds the Diagram's own tables and the tests
// compare against them. Load (and LoadBytes) is the one call that takes a
// variant's name or file to its Program: resolve, load, compile.
//
// # Moves and legs
//
// The table, its legs and what each leg means are package legdefs's
// (its doc). The compiler writes them; Splits below says how it splits
// a term into legs.
//
// # Directions
//
// Directions are numbered 0..7 clockwise from forward: 0 f, 1 fr, 2 r, 3
// br, 4 b, 5 bl, 6 l, 7 fl. Each atom has a base vector for direction 0:
// (0,n) for orthogonal, diagonal and K-system atoms (W and F are both
// (0,1), D and A (0,2)), (short,long) for oblique ones (N (1,2)). Direction
// d turns the base: an odd d first converts the shape ((0,n) becomes (n,n),
// (x,y) becomes (y,x)), then the vector is rotated 90° clockwise d>>1
// times. So N's eight moves come out as (1,2), (2,1), (2,-1), (1,-2), …,
// and a W leg given an odd direction becomes an F step. The first leg's
// direction set is absolute and limited to what its atom can do (even
// directions for W D H R, odd ones for F A G B, all eight for the rest);
// direction letters combine into it by the rules of docs/xbetza.md §1.2
// (betza.js's DirSpec and DirSpecK tables). A doubled letter is one letter
// that does not combine with the next (ffrrK = f + r, ffrrN = fN + rN, as
// Betza's page writes it); two letters where one includes the other (fv,
// ls) are refused as ambiguous, as betza.js silently drops the second.
// Every later leg's set is relative to the leg before, in the K system (f
// straight on, fr 45° right, s 90° either way, b straight back), 0xEF (all
// but back) by default; its absolute direction is the previous leg's plus
// its own.
//
// # Expansion order
//
// Each combination of directions is one move. The combinations are
// counted like an odometer whose first leg turns fastest: "RmasR" gives
// the four Rook slides, then the four right turns (up, right, down, left
// first legs), then the four left turns. Terms come out in the order they
// are written.
//
// # Splits
//
// Some one-term moves become two legs (docs/xbetza.md §2.2 step 3): a last
// leg with p or g becomes a slide to the platform (mode hop, with toggle
// for g) and a leg straight on (p: the same range, or -2 for ranges above
// 1; g: the toggled range); castling (O) becomes a slide to the corner
// piece (castle, initial with i, range unlimited) and the King's move
// (castle m, dx = the O number); j on a W/F slider (a ski-slide, jR)
// becomes one transparent step (m hop) and the rest of the slide (range
// minus one, so jR's second leg has range -1, as in the Diagram). The table
// stays the Diagram's; the meaning is the back end's (package vm, "Leg
// semantics the Diagram leaves open"): a range -1 leg right after a ski
// split's transparent step (mode m+hop = 17, range 1, non-final) is the
// rest of an unlimited slide, so jR rides the whole board after skipping
// one square; -2 after a hop leg of range r that took n steps allows r-n
// more, so a hopper's range counts its whole path (pK2: over an adjacent
// piece to the square behind). j on a non-final slider leg (jfamB) is not
// split: the leg keeps the jump bit and the VM skips its first square. o
// sets legdefs.ModeCylinder on its leg and oo legdefs.ModeTorus (betza.js adds the cylinder
// bit twice). A crooked (z) or circular (q) term becomes one chain of
// single steps per way of turning, as long as the range or the board's
// longer side minus one (circular at most 7), each step but the last marked
// curveStep; p or g on it is marked, as betza.js does, by legdefs.ModeCrooked (p)
// or legdefs.ModeCircular (g) on the first leg. Like betza.js, a move whose
// non-final leg slides with both m and terminal rights (c, e, castle, hop)
// is listed twice, first without m, then with m only; the generated moves
// are the same. The Diagram's loop directives (mode -1) and its preUnload
// bit are for its old highlighter only and are never emitted.
//
// # Range toggles and relay
//
// g and y toggle the range of the legs after them (ranger in compile.go):
// W, F and K become R, B and Q and back, whatever range was written, and
// any other atom goes from 1 to unlimited and from anything else to 1, as
// Betza's page says (XBoard's Betza.html: "interconverting FWK with BRQ
// after stripping off any explicitly written range"). The table is the
// Diagram's except where this betza.js copy toggles the number instead:
// gafsW0 continues as a bishop (range 0, not 1), gafsR4 and gsR1 with one
// step (not unlimited).
//
// x (relay) sets mode bit 2048 (legdefs.ModeRelay), as betza.js does; like d, it
// counts as a modality, so a final x leg gets no default mc (xQ has no
// move of its own) and a non-final one no default m. What it does is the
// back ends' (package vm, "Relay").
//
// # Brackets
//
// The bracket form writes each leg with its own atom: "[F?R]" is the
// Griffon, "[F-R]" the same without stopping on the F squares. The
// Diagram's exact semantics are not known to us, so these are our
// choices: a non-final bracket leg gets mode m by default, plus toggle
// (32) when the next leg's range differs from its own, so that [F?R]
// compiles to exactly the table of FyafsF. A leg without direction letters
// goes outward: straight on, or turned 45° either way, whichever its atom
// can take (an orthogonal leg only in even, a diagonal one only in odd
// directions; after or before an oblique leg straight on only); so [F-B]
// goes straight on and [W?B] turns 45°. Direction letters inside a leg
// are absolute on the first leg and relative (K system) on later ones.
// Letters before the brackets select whole paths: a path that turns 45°
// after a four-fold first leg is read like an oblique atom (v[F?R] is the
// Ship: the Griffon paths that end vertically; fr[W?B] a single path),
// any other path by its first leg's direction. A '?' adds the shorter move
// that stops there, with that leg final; shorter moves come first, and a
// shorter move exists only if a selected full path starts with it. i
// before the brackets marks the first leg initial; g and y (range
// toggles) are not allowed inside brackets, as each leg has its own range.
//
// # Errors
//
// Errors in a Betza string are *grammar.Error values at the column of the
// offending letter: modifiers that mean nothing on their atom ('n' or 'j'
// on a one-step leaper, 'h' on W, directions other than l, r, s on O,
// anything but f, s, b, j on '@'), 'w', ambiguous direction letters
// (fv, ls), 'x' on a hopper's last leg, unsupported features (t, U, I;
// '@' parses and compiles to no moves, drops being a rule of the
// variant), more than MaxLegs legs or MaxTermMoves moves in a term,
// MaxPieceMoves in a piece or MaxProgramMoves in a variant (region moves
// included), and board sizes beyond MaxBoard. A string longer than
// grammar.MaxLen is refused by the parser before any of this. Compile collects the errors of every piece
// into a variants.ErrorList whose entries print as FILE:LINE:COL: betza "S": msg.
//
// Compile also resolves, once, the piece letters a piece's rules name
// (promotion choices and limits, hand, hop and capture limits, initial
// moves lost, Sittuyin promotion) into indices in Program.Pieces, and
// gives a piece without a clock rule DefaultClock's; a letter no piece
// has is an error at the piece (pieces.go).
//
// # Listings
//
// legdefs.Disassemble prints a Program for people, one move a line
// ("∞×(0,+1) m → 1×(+1,0) mc"); legdefs's Table.String is the raw form.
package compiler
