// Package gamecode runs GAME Code, the prefix-notation language of Game
// Courier (chessvariants.com), for exactly the subset betzac's Game
// Courier back end emits. It exists to prove emitted presets offline:
// a preset is run as Game Courier runs it and its results are compared
// with the VM's. It refuses every construct outside the subset with a
// positioned error, so the emitter cannot drift into code nobody checked.
//
// Sources: ../shared/gamecode/NOTES.md and NOTES-2.md. Tags below say
// how sure we are of each construct: [S#]/[N#] a retrievable source shows
// it, [R] recalled and unconfirmed, [I] inferred by us.
//
// # Game Courier's model
//
// Compile parses a Preset (the code fields and the board); Program.Run
// replays a game as Game Courier does on every page request [S1, S4]:
// Pre-Game once, then for each move of the log, in order, the Post-Move
// field of its side (White moves first) with thismove set to the move's
// text, then the Post-Game field of the last side to move [N9] (when the
// log is empty: switch StartPost). Program.Prefix replays all of a
// request but its last move once, and Prefix.Next finishes the request
// for one last move from a copy of that state: the Result of Run, for a
// harness that tries many moves at one position. Prefix.Then adds a move
// to the prefix (run as an older move of the log), so a harness walks a
// game replaying each move once; it equals a replay of the longer prefix
// when the code reads $maxmln only to compare it with mln (the safe form
// below), as the emitted code does. Prefix.NextMove stops that request
// after the last move's Post-Move (no Post-Game: not a request Game
// Courier makes) and reads named globals: a cheaper test that the move is
// accepted and performed. The preset is
// taken to be made with "do not include moves in GAME code" [N1]: Game
// Courier performs nothing; the code performs a move with
// `eval join "MOVE: " …;` [N1b]. The board is $space, a map from
// coordinate (file letter and rank number, "e4", "a10") to label [S25]:
// "@" empty [S1], "-" a hole in the board [N7], upper case the first side.
// The start position is Game Courier's extended FEN [S20]. Holdings are
// not a separate structure in Game Courier: a preset keeps them in extra
// board cells (holes in the FEN mark unused ones), so the board holds
// them. mln is the number of the move being processed, $maxmln that of
// the last move in the log [S3]; their base is a switch (below), so code
// may only compare them. A die or a failed verify stops the run and
// refuses the move being processed, with its message (Result.Refusal)
// [S4]; setlegal calls are collected for the highlighter [S21].
//
// The fields form one program: a sub defined in any field can be called
// from every field (blocks are matched at load time [S2]). Pre-Move
// fields are not modelled; the emitted design leaves them empty.
//
// A move performed by `eval` is a string "MOVE: " + actions separated by
// ";" [S11, S14, N1b]; an action is "FROM-TO" or "LABEL FROM-TO" (move
// the piece, which must be LABEL if given, leaving "@"), or "LABEL*SQ" or
// "LABEL-SQ" (put LABEL on SQ: a drop, a promotion such as "Q-e8", or
// "@-e5" to empty a square) [R]. A malformed action refuses the move.
// Strict mode performs only one action a line, FROM-TO or LABEL-SQ.
//
// # Lexical structure [S16, N14]
//
// Statements end with ";", block headers with ":"; newlines are spaces.
// Tokens are words separated by white space, "quoted strings" and
// parenthesised groups (arrays). Comments ("//") are refused: their form
// is unverified [S16, N3]. A word in an expression must be a number, true,
// false, null, "@", a coordinate of the board, a piece label of the
// preset, a variable #name, mln, $maxmln, thismove, an operator or
// "sub NAME"; anything else is an error, as on Game Courier [S16]. The
// words origin, dest, moved and old are refused as variable names: Game
// Courier substitutes them as text [S1].
//
// # Statements
//
//	set NAME EXPR;           assign [S9]
//	my NAME…;                subroutine variables, only in a sub [N3]
//	sub NAME PARAM…:         define a subroutine, top level only [N1b, N3]
//	endsub;                  end of it [N1b]
//	gosub NAME EXPR…;        call, one value per parameter [N1]
//	return; / return EXPR;   leave the sub (the value: switch Return) [S2, R]
//	if EXPR:                 conditional, nesting allowed [S18, N8]
//	elseif EXPR: / else:     [S19]
//	endif;                   always written [N8]
//	do while EXPR:           the one loop form [N12 (do…loop), header R]
//	loop;                    end of the loop body [N12]
//	verify EXPR;             false: refuse (switch Verify in a sub) [S6, S19]
//	die TEXT…;               refuse with the text (literal words) [S4]
//	print EXPR;              append the value to Result.Output [S10]
//	setlegal FROM TO…;       record FROM-TO for the highlighter, each
//	setlegal FROM (…) …;     operand a coordinate or #variable, a (…)
//	                         of coordinates or an expression giving one
//	                         or an array of them [S21]; (non-strict
//	                         only: setlegal EXPR EXPR;)
//	setflag ATOM…;           set per-square flags [S19, S9]
//	unsetflag ATOM…;         clear them [S19]
//	eval EXPR;               EXPR must be a "MOVE: …" string [N1b]
//	setsystem WORD…; ban WORD…; allow WORD…;  recorded, no effect [S13, N1b]
//	won; lost; drawn;        end the game: recorded in Result.Ends with
//	                         the field that ran it, the run goes on [R];
//	                         which side wins is for the probe to settle
//
// An ATOM is a literal word or a #variable. The text after a block
// header's ":" up to ";" is the first statement of the block.
//
// # Expressions [S23, S24]
//
// Prefix notation, evaluated right to left on a value stack as Game
// Courier's evaluator does: a literal or variable pushes its value, an
// operator pops its operands (the first operand is the top) and pushes
// the result. An expression statement needs exactly the number of values
// it consumes (one, or one per parameter). Operators and their operands:
//
//	==  A B                  equality (switch Equality) [S16, S20]
//	< <= > >=  A B           numbers (and numeric strings) as numbers, else
//	                         as text [S20, I]
//	+ - *  A B               integer arithmetic [S20, N3]
//	&  A B                   bitwise and (mode bits) [N3]
//	dec A                    A-1 [N3]
//	not A                    [S16]
//	and / or                 two operands when two values are on the stack,
//	                         else an infix chain read strictly left to right
//	                         [S23, S20]; how a chain is evaluated: switch Chains
//	cond C A B               A if C else B; a chosen (…) branch is evaluated
//	                         as an expression, so branches are lazy [S20, N11, I]
//	space SQ                 label on SQ, "-" for a hole [S18, N7]; null for a
//	                         value that is no coordinate [I: a PHP array miss]
//	empty SQ                 space SQ is "@" [S20]
//	flag SQ                  the flag of SQ (any string), false if never set [S20]
//	onboard SQ               SQ is a cell of the board (not a hole) [R]
//	rank SQ / file SQ        0-based numbers [S20, N10]
//	where SQ DX DY           the coordinate DX files and DY ranks away; off the
//	                         grid: switch WhereOff [S16]
//	ray SQ DX DY             array of squares stepping from SQ (exclusive) up to
//	                         the first occupied one (inclusive), stopping before
//	                         the edge or a hole [N3, I]
//	elem I ARRAY             element I (index base: switch IndexBase), null out
//	                         of range [N3]
//	count ARRAY              number of elements [N3]
//	match X ARRAY            X equals an element [N3]
//	islower / isupper S      all letters lower / upper case, false for "@" [N3]
//	tolower / toupper S      [R]
//	join A B                 string concatenation [N1b]
//	sub NAME ARGS…           call a subroutine, its value (operands: switch
//	                         Calls; value: switch Return) [S2, N11]
//
// Values: null, booleans, integers, strings (coordinates and labels) and
// arrays, written (a b c) with literal elements [S21]. null, false, 0, ""
// and "0" are false [I: PHP]. An undefined #name reads as the text "#name"
// [S10]. Not in the subset: def/fn, var, local, for, foreach, switch,
// break, continue, include, board-edit commands, comments, "if X;" headers.
//
// # Strict mode
//
// With Preset.Strict, Compile refuses every construct (statement form,
// operator, kind of value) that Evidence (sourced.go) does not list, and
// a run refuses every MOVE: action form it does not list, each with an
// error naming the construct. Evidence is the list of
// gamecourier/EVIDENCE.md, which gives each construct's source; the
// proof of the emitted presets runs strictly, so it cannot pass code the
// server may read differently. Program.Constructs names the constructs
// a program holds.
//
// # Switches: the points no source settles
//
// Switches holds one field per unverified point (NOTES-2 §5); AllSwitches
// lists every combination (6912), and Invariant runs a check under all of
// them and reports the first difference. PairwiseSwitches is a set of 13
// in which every two values of two switches meet (InvariantOver).
//
// A run also records, in Result.Reached, each switch it came to a point
// of where another value would have given another outcome: elem whose
// element differs at the two bases, where off the grid, a sub in an
// expression with more or fewer values than parameters, a my inside a
// block or a new set outside the top level, a name found in a caller's
// scope, return with a value, an and/or chain, a failed verify in a
// sub, mln or $maxmln read (but "== mln $maxmln", which both bases
// shift alike), an == or match the three readings disagree on, and the
// choice of Post-Game before any move (unless the two fields are one
// text and the field's name shows in no error, refusal or End).
// InvariantReached proves a check gives one result under all 6912
// combinations by running every combination of the reached switches
// (the others at zero) until no run reaches another: a switch never
// reached with a deciding outcome cannot change a step. FuzzReached
// holds it to Invariant over all combinations. Code the emitter writes
// must give the same result under all, so it depends on none of these
// points:
//
//   - IndexBase: elem counts from 0 or 1. Safe: measure it at run time,
//     `set base - 1 elem 1 (0 1);` (0 or 1), and read `elem + #base I A`.
//   - WhereOff: where off the grid yields "", "-" or the name the cell
//     would have ("i1"); from a value that is no coordinate, "" or "-".
//     Safe: test a result of where with onboard, or read it with space
//     (null off the grid under every reading).
//   - Calls: sub in an expression takes exactly its parameters' worth of
//     values, or every value to its right (missing ones null, extra ones
//     dropped). Safe: call subs with gosub (the value of a sub is
//     unverified anyway: Return); else nothing follows a call's own
//     operands, as in `set x sub f #a;`.
//   - Scope: my belongs to the sub, or to the innermost if/do block
//     [N12]; a set of an unknown name creates a global, or a variable of
//     the innermost block or sub. Safe: declare with my at the top of the
//     sub, or set globals in Pre-Game, before any block.
//   - Dynamic: a sub sees its callers' variables or only its own and the
//     globals. Safe: never shadow a global with my, never read a
//     caller's variable.
//   - Return: `return EXPR;` yields EXPR, or return takes no operand and
//     a sub yields null. Safe: results in globals, bare return.
//   - Chains: an and/or chain stops at the first deciding operand from
//     the right, or evaluates every operand. Safe: no operand of a chain
//     that can fail or has an effect.
//   - Verify: a failed verify in a sub returns false from it [N3 seed], or
//     refuses the move as at top level. Safe: no verify inside a sub;
//     refuse with die, leave a sub with a bare return.
//   - MlnBase: the first move's mln is 0 or 1. Safe: compare mln with
//     $maxmln only.
//   - Equality: == and match compare as PHP 8 does (a number and a
//     numeric string as numbers, null and bools by truth), as PHP 7 does
//     (also "K" == 0), or strictly (one type only). Safe: compare values
//     of one type; test truth with if/not rather than == false.
//   - StartPost: before any move, Post-Game 2 runs (as if Black had just
//     moved) or Post-Game 1. Safe: keep the side to move in a global set
//     in Pre-Game and turned by the move code, and have both Post-Game
//     fields read it.
//
// # Writing code for the subset
//
// Besides the safe forms above: the subset has no string parsing, so
// code compares thismove with move texts it builds with join (what Game
// Courier puts in thismove for clicked or compound input, a "P " label
// prefix for instance, is unverified [NOTES-2 §3.5]); the only board
// edit is a MOVE: line, so a move tried for legality is made and unmade
// with two of them; arrays are read-only, so mutable per-square state
// lives in flags or on the board; a global a sub sets must first be set
// in Pre-Game; die takes literal text; every if ends with endif. The
// generator in gen_test.go is a small example of all of these.
//
// # Limits and cost
//
// Result.Cost counts statements executed and operator evaluations
// (operators, calls) in one Run, that is one page request; "== mln
// $maxmln" counts as the one operator it is. Limits
// (Preset.Limits) bound the steps and the call depth, so no program
// hangs or exhausts the stack; exceeding them is an error.
package gamecode
