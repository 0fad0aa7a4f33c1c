package gamecourier

import (
	"fmt"
	"strings"
)

// readme is the preset's README.txt: from betzac's files to a saved,
// tested preset on Game Courier. The clicks come from public pages
// (Sources at its end); what no page shows is said so. It is long
// because it is one text.
func (pr *Preset) readme() string {
	var notes []string
	if len(pr.NeedImages) > 0 {
		notes = append(notes, fmt.Sprintf("- Pieces: a chess set has no images for %s: settings.txt says which\n"+
			"  images betzac knows of; choose the others, or the board shows wrong pieces.", strings.Join(pr.NeedImages, " ")))
	}
	if n := len(pr.PreGame); n > 100_000 {
		notes = append(notes, fmt.Sprintf("- Size: the Pre-Game is %d KB. No public page gives Game Courier's limit on\n"+
			"  code size or run time; run the probe (betzac gamecourier --probe) first:\n"+
			"  its size-300k and steps answers say whether a preset this big can run.", n/1000))
	}
	extra := ""
	if len(notes) > 0 {
		extra = "\nBefore you start:\n" + strings.Join(notes, "\n") + "\n"
	}
	return fmt.Sprintf(`Game Courier preset for %s, written by betzac.
%s
1. Check the server first, once: "betzac gamecourier --probe" writes a tiny
   probe preset; its README says how to run it, and
   "betzac gamecourier --probe-answers FILE %s" says whether this preset
   uses a construct the server refuses.
2. Create the preset (you need a Chess Variant Pages userid [1]). Open a
   chess preset, e.g.
   https://www.chessvariants.com/play/pbm/play.php?game=Chess&settings=fairychess
   choose "Main Settings for Chess" in the Related menu and click Edit [2].
   Put in your userid, a NEW game name and a NEW settings name (never one
   already used [3]).
3. Fill the form:
     settings.txt   one line per field: game, files, ranks, cols, code (the
                    FEN), shape, sides, rulesurl, set [4]
     pregame.txt    Pre-Game code: the settings Game Courier reads
                    (setsystem maxmove, setflag rules), the move tables and
                    the move generator
     postmove1.txt  Post-Move code of the first player (White)
     postmove2.txt  Post-Move code of the second player (Black)
     postgame1.txt  Post-Game code of the first player
     postgame2.txt  Post-Game code of the second player
   The Pre-Move fields stay empty. Tick "do not include moves in GAME
   code" [5]: the code performs every move itself, with its side effects
   (the castling Rook, the pawn taken e.p.). Save (Update).
4. Test it: open the saved preset. Under the board Game Courier says how
   far the rules are enforced [6]. Play in solitaire mode [1]: click a
   piece (its legal moves light up), play a few moves, try an illegal move
   (it must be refused with "illegal move"), a capture, and the variant's
   special moves below. Only then invite players.

How players enter moves (exactly these forms):

  a move, a capture, e.p.    e2-e4   or   P e2-e4   (the piece's label first)
  castling                   the King's move: e1-g1
  promotion                  the move, then the new piece on its square:
                             e7-e8; Q-e8   or   P e7-e8; Q-e8
  a drop                     P*e4 (the hands are printed under the board
                             after every move)
  Chess960 castling          the King onto its Rook: e1-h1
  a multi-leg move           its start and end square: a1-d4; a capture on
                             the way (locust) may name its victims as the
                             squares it empties: c3-e5; @-d4 (without them,
                             the first such move the generator finds)

What the preset does not do:

%s- Highlight drops: setlegal has only forms from a square to a square [7],
  so drops are typed (P*e4). The code checks them all the same.
- Accept a clicked promotion it has not been told about: how Game Courier
  passes a promotion made with the mouse is unknown until the probe's
  "promotion" answer; type it as above.

Sources:
[1] https://www.chessvariants.com/play/pbm/userguide.html ("Get a Userid",
    "How to Play in Solitaire Mode", "How to Move with the Mouse")
[2] https://chessvariants.org/index/editcomment.php?reply=62327 (Duniho,
    2024-12-19: the settings file is what you save; "Main Settings for
    <game>" in the Related menu, then Edit; you can create a new settings
    file)
[3] http://chessvariants.wikidot.com/preset-primer (a new preset is a
    clone of an existing one under new settings and game names)
[4] the settings keys as transcribed in github.com/talvola/abstract_games,
    .claude/skills/gamecourier-to-platform/SKILL.md
[5] http://server.chessvariants.com/index/listcomments.php?id=39815 (Muller,
    2020-07-25)
[6] https://www.chessvariants.com/index/listcomments.php?id=36817 (Duniho,
    2018-08-22: the extent of rule enforcement is shown below the board;
    "setflag rules;" in the pregame code signals it)
[7] https://www.chessvariants.com/play/pbm/legalmoves.html
`, pr.Name, extra, pr.Name, pr.endsNote())
}

// endsNote says how the game ends, in the list of what the preset does
// not do (ends.go).
func (pr *Preset) endsNote() string {
	if pr.Ends {
		return `- End the game by a rule other than checkmate, stalemate and the
  bare-king rule. Written with --ends, it runs won, lost or drawn when
  one of these ends the game (won: the side that just moved wins, as
  after a checkmate; lost and drawn as the variant's stalemate, checkmate
  and bare-king rules say), as your probe's answers showed.
`
	}
	return `- End the game by itself. The Post-Game code prints "checkmate: White
  loses", "stalemate: draw" (or "stalemate: Black loses", as the variant
  values a stalemate) or "bare king: White loses" (or draw) when the side
  to move has no legal move (or the bare-king rule ends the game), and the
  players resign or agree the result: GAME Code's game-ending commands
  (won, drawn, lost) are in no public page betzac found (searched again
  for issue 24: no reference text, no preset). The probe asks the server
  about them (its won, drawn and lost answers); if they work as this
  preset needs, --probe-answers says so: then write it with --ends.
`
}
