package gamecourier

import (
	"fmt"
	"strings"
)

// StagedOutput is Output with a README.txt for the staged probe.
func (pr *Preset) StagedOutput() []File {
	out := pr.Output()
	out[0] = File{"README.txt", []byte(stagedReadme())}
	return out
}

// stagedReadme walks a preset maker through the staged probe. The
// clicks come from public pages (Sources at its end).
func stagedReadme() string {
	var qs strings.Builder
	for _, q := range stagedQuestions {
		if q.key != "" {
			fmt.Fprintf(&qs, "  %-17s %s\n", q.key, q.asks)
		}
	}
	return `The Game Courier probe (stage 1), written by betzac.

Each line of this preset's code asks the live server one question and
prints one line "betzac-probe KEY VALUE". You paste those lines back into
a file, and "betzac gamecourier --probe-answers FILE" says what the server
does and whether betzac's presets can run on it.

1. Create the preset (you need a Chess Variant Pages userid [1]). Open a
   preset of an 8x8 chess game, e.g.
   https://www.chessvariants.com/play/pbm/play.php?game=Chess&settings=fairychess
   choose "Main Settings for Chess" in the Related menu, and click Edit [2]:
   this shows the settings file's form. Put in your userid, a NEW game
   name and a NEW settings name (never one already used [3]).
2. Fill the form from the files here:
     settings.txt   files, ranks, and the FEN into the position (code)
                    field: a White Pawn already stands on g7
     pregame.txt    Pre-Game code
     postmove1.txt  Post-Move code of the first player
     postmove2.txt  Post-Move code of the second player
     postgame1.txt  Post-Game code of the first player
     postgame2.txt  Post-Game code of the second player
   Leave the Pre-Move fields empty. Tick "do not include moves in GAME
   code" [4]. Save (Update) the settings file.
3. Open the saved preset. If the page shows an error instead of lines
   starting "betzac-probe", the error names a line, or else the first
   question whose line is missing is the one that stopped the program:
   write "betzac-probe KEY refused" in your notes (KEY is the word after
   betzac-probe in that line's code), delete that line from its field,
   save, and reload. Repeat until the line "betzac-probe end" shows.
4. Copy every "betzac-probe" line of that start page into a text file
   (the rest of the page may come along; it is ignored), with your notes.
   Then click each Pawn a2, b2, c2, d2, e2, f2, g2 on the start page and
   type one line each: "betzac-probe highlight a2 a3" (the squares lit,
   or "none").
5. Play in solitaire mode [5]: e2-e4, e7-e5, then click the Pawn on g7,
   click g8 and choose a Queen. Copy the "betzac-probe" lines of that page
   into the file too.
6. Start three fresh games and play a2-a3 in the first, b2-b3 in the
   second, c2-c3 in the third: they run won, drawn and lost. For each,
   type "betzac-probe won white" (or black, draw, none if the game went
   on, refused if an error showed), "betzac-probe drawn ...",
   "betzac-probe lost ...".
7. Run: betzac gamecourier --probe-answers FILE [VARIANT]
   It prints one finding per question and fails, naming the construct,
   if the variant's preset (chess by default) uses one the server
   refused. Send the file to betzac's maintainers either way: it settles
   points no public source does. Only then upload stage2/ (the chess
   preset with probe lines), the same way.

The questions (KEY and what it asks):
` + qs.String() + `
Sources:
[1] https://www.chessvariants.com/play/pbm/userguide.html ("First Things
    First: Get a Userid")
[2] https://chessvariants.org/index/editcomment.php?reply=62327 (Duniho,
    2024-12-19: "look for the Main Settings for <game> menu item in the
    Related menu ... click on the Edit button ... you can create a new
    settings file")
[3] http://chessvariants.wikidot.com/preset-primer (a new preset is made
    from a clone of an existing one, under new settings and game names)
[4] http://server.chessvariants.com/index/listcomments.php?id=39815
    (Muller, 2020-07-25: the preset made with "do not include moves in
    GAME code")
[5] https://www.chessvariants.com/play/pbm/userguide.html ("How to Play
    in Solitaire Mode", "How to Move with the Mouse")
`
}
