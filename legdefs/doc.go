// Package legdefs is betzac's intermediate form of a piece's moves: the
// flat move table the compiler writes and every back end (vm, rcx)
// reads, and the one reading of what each leg means. It imports no other
// betzac package.
//
// # The table
//
// A Table is a flat list of integers. A piece's move list is a sequence
// of moves, each a sequence of legs: nLegs, then nLegs groups of four
// numbers "range dx dy mode"; a move with 0 legs ends the list. Table.Moves
// decodes one list into Moves of Legs, Table.Append encodes them, and
// Table.String prints the raw integers. A leg goes up to range steps of
// (dx,dy), from White's point of view (+y forward; Black negates both,
// but only dy of castling). A one-leg move is an ordinary leap or slide;
// later legs start where the previous one stopped: "mafsW", the Xiangqi
// horse, is a W step to an empty square and then an F step outward.
//
// mode says what the leg may do where it stops: the Mode constants, with
// the Interactive Diagram's values (betza.js's "flags": 1 m, 2 c, 16 hop,
// 1024 final, …), so that a table compares number for number with the
// Diagram's. ModeBits names every bit (ModeName, ModeString); Leg.String
// and Move.String print a leg as RANGE×(dx,dy) MODES.
//
// # The Program
//
// A Program is a compiled variant: the Table of every piece type's moves
// (PieceType.Offset is where a type's list starts), the piece types with
// their rules, and the variant's rules beside the table, each documented
// at its field. The compiler (package compiler) builds it from a variant
// file; the back ends read only it. Program.Validate checks that a
// Program is well formed (every list decodes, offsets, ranges, regions and
// promotion zones lie within the table and the board); the back ends call
// it first. Disassemble prints a Program for people, one move a line
// ("∞×(0,+1) m → 1×(+1,0) mc"); Table.String is the raw form.
//
// # Reading a leg
//
// The numbers leave some meaning to the reader; these functions give the
// one reading that the back ends share:
//
//   - Move.Steps: the most steps each leg may take. Range 0 is unlimited
//     (the board's longer side, or files×ranks for a leg that wraps, o or
//     oo). -1 is '*', half the board rounded up, except right after a
//     ski-slide's transparent first step (range 1, mode m+hop), where it
//     is the rest of an unlimited slide: the compiler splits a final ski
//     leg (jR) into that step and the rest, range 0 minus one, as the
//     Diagram's table does. -2 is "the rest": the steps the leg before
//     did not take, so a hopper's range counts its whole path, platform
//     included (pK2 hops only over an adjacent piece, landing just
//     behind it).
//   - Leg.Ski: j on a one-step slider leg, whose first square is skipped
//     whatever is on it.
//   - Passed: the squares a leap passes over, which lame (n) and jumping
//     (j) leaps test and e.p. rights mark: the squares on its line for a
//     straight leap (the middle of a D or A, two squares for an H, (1,2)
//     for the (2,4) leap), else the one halfway, rounded toward zero, as
//     XBoard does ((0,1) for N and C, (1,1) for Z).
//   - Move.Class: Plain (one leg with only m and c: a leap or a slide),
//     Special (a one-leg leap with bits in SpecialBits: e.p., initial,
//     lame, jump, friend, royal-only, e.p. rights), or General (walked
//     leg by leg). A back end may run the first two faster.
package legdefs
