// Package refgen is a reference move generator for tests: a second,
// deliberately simple implementation of XBetza move generation, used to
// check the fast one (package vm) by differential testing.
//
// # Why it exists, and why it is simple
//
// The VM runs the compiled legdefs table (package compiler) on a mailbox
// board with make/unmake. A bug in the compiler's expansion of a Betza
// string, or in the VM's leg interpreter, would show up identically in every
// number the VM produces, so perft alone can only catch it where a published
// count exists. refgen shares nothing with that path except the parser
// and the FEN board's tokenizer (internal/fenboard, which only splits a
// rank into digits and letters and is tested on its own): it reads the
// Betza AST (package grammar) directly, was written from the notation's
// meaning (docs/xbetza.md §1, §2.3, §3) without looking at the compiler
// or the VM, and favours obviousness over speed:
//
//   - the board is a plain 2-D array [file][rank] of cells, and holes
//     and walls a set of squares that are not on it (holes.go);
//   - a move is made by copying the whole position;
//   - legality is "after the move, can any enemy move capture one of my
//     royal pieces?", computed by walking every enemy piece's legs on the
//     copied board (a capture on an earlier leg counts only if the move
//     can be completed);
//   - moves are walked leg by leg straight from the prefixes of each leg:
//     direction letters become a set of directions by the rules of
//     docs/xbetza.md §1.2, continuation legs turn relative to the
//     previous leg, and a 45° turn of a 4-fold atom turns W into F (R
//     into B, D into A).
//
// A Generator is built from a variant (New) and answers LegalMoves for a
// FEN, in the shared notation (UCI as Fairy-Stockfish prints it; castling
// as the king's move "e1g1"; promotion "e7e8q"; a move that captures on a
// non-final leg lists every square it stops on, "e4e5,e5f6"), sorted and
// deduplicated: a hook mover that reaches a square by two paths has one
// move. Play makes a move and returns the next FEN, and Perft counts.
//
// # What it supports
//
//   - Atoms W F D N A H C Z G (and their X/Y extensions), K Q R B, ranges,
//     doubled letters (riders), and direction prefixes f b l r v s h with the
//     combining rules per atom class (a doubled letter,
//     ffrrK, never combines with the next; two letters where one includes
//     the other, fv or ls, are refused).
//   - Modalities m c d e p g y k (t is ignored; jj, XBoard's "may jump
//     many", is refused), i (initial on the first leg,
//     iso on later ones), n (lame leaps; "in" makes e.p. squares), j (must
//     jump on leaps; ski-slides on W/F sliders, on any leg: the first
//     square is skipped whatever is on it). A lame or jumping leap along a
//     line passes the squares on it (the middle of a D or A, two for an
//     H); any other oblique leap passes the one square halfway, rounded
//     toward zero (XBoard's rule): the orthogonal neighbour for an N (the
//     Xiangqi Horse) and a C, the diagonal one for a Z. A g or y toggle
//     turns W F K into R B Q and back, whatever range was written (gafsW0
//     rides a bishop line after the hop), and on other atoms a range of 1
//     into unlimited and any other into 1 (Betza's page, on g).
//     A hopper's range counts its whole path (pK2 lands just behind an
//     adjacent piece).
//   - Multi-leg moves with a: non-final legs default to m, final ones to mc,
//     continuation legs default to every direction but straight back, locust
//     captures (c and d on non-final legs, several in one move), hops
//     (p, g, chained) and range toggles (g, y). d never takes a royal
//     piece.
//   - Relay (x), the Interactive Diagram's rule (package vm, "Relay"): a
//     last x leg that reaches a friend of another type lets the mover make
//     that type's moves (castling aside, x legs doing nothing) from its own
//     square; an earlier x leg has the friend walk the remaining legs
//     while the mover stays where it is, and the move is the friend's.
//   - Unload (u): the move puts one victim back on the u leg's start
//     square: the one captured on that square, else the one captured on
//     the destination (udW swaps with a friend), else the last locust
//     victim; the notation lists that square as a stop ("g8g6,g6g4")
//     unless it is the origin or a locust square. The moving piece has
//     left its square while it moves, so a path may cross or end on it.
//   - Wrapping: o makes a leg's steps wrap round the side edges (a
//     cylinder), oo round every edge (a torus); a ray that comes round to
//     the mover stops there.
//   - Crooked (z) and circular (q) paths: single steps of the atom, the
//     first in any of the term's directions, then turned by 90° to one
//     side and back, alternately (z), or turned one more direction step,
//     always to the same side (q). The move may stop on any empty square
//     of the path (m) or capture the first piece on it (c); the path is
//     as long as the range, else the board's longer side minus one, q at
//     most 7 steps (the Interactive Diagram's length). Only direction
//     letters, m, c and i may go with them.
//   - Castling from the O atom (KisO2, KisO3): the king slides toward the
//     edge over empty squares to a virgin friendly piece on the edge file,
//     moves n squares, and the partner lands on the square next to it on
//     the side it came from. After the move, no enemy leg that may capture
//     may reach the king's start square or a square it passed (the
//     Interactive Diagram's rule: castling out of and through check).
//   - E.p.: "in" leaps (the FIDE pawn's double step) make the squares they
//     pass e.p. squares; an e leg captures the last mover onto them.
//   - Promotion: a piece with a promotion rule that ends a move in the zone
//     (the last Zone ranks from its side), or starts one there if the rule
//     says leaving, promotes, one move per choice; if the rule is optional
//     it may also stay as it is. A promoted form is a piece type with the
//     letter "+X" ("+p" in a FEN); promoting to it is written "+"
//     (e.g. "a9a10+"), to another type with its letter ("e7e8q"). A
//     capture, a drop, a promotion (not where a promoted piece promotes
//     back, as in Kyoto Shogi) or a move its piece's clock rule says
//     (by default a pawn's, letter P) resets the halfmove clock, as
//     Fairy-Stockfish's do_move and the VM count it.
//   - Royal extinction and capture-inside promotion (extinction.go): with
//     royal-extinction a side loses only with its last royal piece, so a
//     move is illegal only if it leaves a lone royal piece capturable, or
//     several that one enemy move (tried by playing every enemy move)
//     takes together; with capture-inside a move that starts in the zone
//     promotes only if it captures, wherever it ends.
//   - The bare-king rule (bareking.go): a position where the rule has
//     ended the game (a side with only its king: "ends" at once, "loses"
//     unless the bare side may still bare the other in reply) has no
//     moves.
//   - Game ends (gameend.go), from the text of legdefs.Rules: a side
//     whose royal piece stands on a goal square after its move has won
//     (flag-squares; with flag-move Black, if White got there first, may
//     still move once if one of its legal moves takes a royal piece there,
//     and the side to move that stands there has won; flag-count,
//     flag-blocked, flag-safe and flag-side refine when a side has got
//     there, as legdefs.Rules says); a side with
//     extinction-count or fewer pieces of an extinction type (or in all,
//     "*") ends the game; with no-checks a move after which the other
//     side's royal piece can be captured is illegal.
//   - Connect rules (connect.go): from each counted piece of the side
//     that has just moved, walk each line of connect-lines for connect
//     pieces in a row and for connect-collinear ones anywhere on the
//     line, and over the connect-square square above and right of it;
//     connect-from grows the set of pieces reached until it touches
//     connect-to; any of them ends the game.
//   - Forced captures (mustcapture.go, must-capture): when a legal move
//     leaves the other side with fewer pieces, only such moves are legal.
//   - Passing when stalemated (stalematepass.go, pass-on-stalemate): a
//     side with no legal move, not in check, passes; a position counts
//     the passes in a row that led to it, and two end the game.
//   - Blasts (blast.go), from legdefs.Rules.Blast: a capture empties its
//     destination and the squares around it on the copied board, sparing
//     blast-spared pieces around it and blast-immune ones anywhere; a side
//     with one royal piece may not blow it up, may always blow up the
//     other side's only one, and must otherwise leave it (and the squares
//     a castling royal started on and passed) uncapturable unless it
//     touches that piece; a mutually immune piece may not take its like.
//   - Iron pieces (iron.go, iron): a move after which the other side
//     has fewer iron pieces on the board is illegal.
//   - Gating (gating.go, gating): a legal move whose piece leaves an
//     unmoved first-rank piece's square (castling: the king's or the
//     partner's) may also put a held piece there, judged without it;
//     FEN file letters name these gates.
//   - Setup drops (placement.go): must-drop, royal drops, bishops of
//     opposite colours (opposite-colour-drops) and castling rights of
//     dropped kings and partners (castling-drops).
//   - Castling rules (castlepartners.go): partners named by type
//     (castling-partners), opposite-castling, castling-wins; a castling
//     king may not pass a square facing an enemy royal under the
//     flying-general rule (zones.go).
//   - Promotion by colour and by squares (promoextra.go): Black's own
//     choices (to-black), a zone of squares (squares, squares-black).
//   - Betza pawns (fairypawns.go): the marked e.p. field (ep-field: marked,
//     "c5d6": e.p. squares and the victim, read and written), a piece's
//     clock rule (reset, keep, or irreversible: no reset when the piece
//     alone could step straight back) and its initial region (it is virgin
//     again whenever it stands there).
//   - Drops and holdings (drops.go), from variants/README.md: a position
//     keeps each side's pieces in hand (FEN "[...]", or the lichess extra
//     rank); captured enemy pieces go to the capturer's hand as their hand
//     type (a +X an X, crazyhouse's Q~ a P); a held non-royal piece may be
//     dropped on an empty square ("P@e4", "+P@c3" when dropped promoted),
//     within its drop ranks, under its file limit (nifu), not where it
//     could never move, and, for a no-mate piece, not giving mate (the
//     reply drops counted). Under the immobility rule no move leaves a
//     piece where it would have no move on an empty board: a promotion
//     there is forced. Promoted forms "X~" print as "e7e8q"; a promotion
//     from "+X" back to X prints "-" (Kyoto).
//   - Zone rules (zones.go): confinement regions (a move ends only inside),
//     region moves (extra terms on some squares, ending on given squares),
//     the flying-general rule (the own royal piece may not be left on an
//     open file or rank with an enemy royal piece) and the Makpong rule (a
//     royal piece in check moves only to capture its single checker).
//     cannot-capture (cannot.go): a move that took an enemy piece of a
//     type its mover may not capture is illegal (counted), and the piece
//     does not attack a royal piece of such a type.
//     The other rules of that family (pass, bikjang, gates, checks-to-win,
//     must-drop, royal-drops, cannot-hop-over,
//     initial-not-in-check, loses-initial-to, sittuyin-promotion) are
//     refused by New, as is every rule not in ImplementedRules
//     (support.go), duple-check among them.
//   - FEN: boards up to 26x26 with multi-digit empty counts, castling as
//     KQkq or Shredder/X-FEN file letters. Virginity is derived as described
//     at parseFEN: castling kings and their partners from the castling
//     field, every other piece from the variant's start position.
//
// Not supported (New reports an error): bracket notation, the atoms O with
// several legs or by one square (O1, which refgen's move names would merge
// with the king's step), U, I and @, the range '*', n on one-step sliders,
// x on a hopper's last leg, and any modifier but m, c, i and direction
// letters on a z/q path (p, g, a); Chess960 castling; promotion limits;
// duple check (the schema's rules New accepts are listed in
// ImplementedRules). Rules that live outside Betza and the schema are not
// modelled.
package refgen
