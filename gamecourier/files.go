package gamecourier

import (
	"fmt"
	"strings"
)

// File is one file of the preset's directory.
type File struct {
	Name string
	Data []byte
}

// Output is the preset's fields, one file each, and README.txt saying
// where each goes in Game Courier's preset editor.
func (pr *Preset) Output() []File {
	var labels []string
	for _, l := range pr.Labels {
		labels = append(labels, l+" "+strings.ToLower(l))
	}
	settings := fmt.Sprintf("files: %s\nranks: %s\nFEN (code): %s\npieces (labels, White then Black): %s\n\n%s",
		strings.Join(pr.Files, " "), strings.Join(pr.Ranks, " "), pr.FEN, strings.Join(labels, ", "), pr.PieceSet)
	return []File{
		{"README.txt", []byte(pr.readme())},
		{"settings.txt", []byte(settings)},
		{"pregame.txt", []byte(pr.PreGame)},
		{"postmove1.txt", []byte(pr.PostMove[0])},
		{"postmove2.txt", []byte(pr.PostMove[1])},
		{"postgame1.txt", []byte(pr.PostGame[0])},
		{"postgame2.txt", []byte(pr.PostGame[1])},
	}
}

func (pr *Preset) readme() string {
	return fmt.Sprintf(`Game Courier preset for %s, written by betzac.

In Game Courier's preset editor (Edit form of a new preset):

  settings.txt   the board: files, ranks, the FEN (the "Code" field of the
                 position), the piece labels, and a suggested piece set.
  pregame.txt    Pre-Game code: the move tables and the move generator.
  postmove1.txt  Post-Move code of the first player (White).
  postmove2.txt  Post-Move code of the second player (Black).
  postgame1.txt  Post-Game code of the first player.
  postgame2.txt  Post-Game code of the second player.
  Pre-Move code of both players stays empty.

Tick "do not include moves in GAME code": the code performs every move
itself, with its side effects (the castling Rook, the pawn taken e.p.).

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

The Post-Game code lists the legal moves for the move highlighter and says
checkmate or stalemate when the side to move has no legal move.
`, pr.Name)
}

// ProbeOutput is Output with a README.txt for the probe.
func (pr *Preset) ProbeOutput() []File {
	out := pr.Output()
	out[0] = File{"README.txt", []byte(probeReadme + "\n" + pr.readme())}
	return out
}

const probeReadme = `The Game Courier probe, written by betzac.

GAME Code has points no public source settles (how arrays are indexed, the
loop form, scoping, what a sub call takes, ...). betzac's presets are
written to work whatever the answers, and its interpreter checks that
under every combination; this preset asks the live server once.

1. Log in at chessvariants.com (an account is needed to edit presets) and
   open Game Courier's preset editor for a new game on an 8x8 board.
2. Fill the fields from the files below (settings.txt: files, ranks, FEN;
   the code fields as listed further down) and tick "do not include moves
   in GAME code". Save it as a settings file.
3. Play in solitaire mode: e2-e4, then e7-e5, a capture, castling (e1-g1),
   an e.p. capture and a promotion (e7-e8; Q-e8). Try an illegal move.
4. Each page shows lines starting with "probe": the Pre-Game lines answer
   one question each (the label says what each value means), the
   Post-Move lines show what Game Courier passes for each move (thismove,
   mln). An error message instead of a line answers the question too:
   note where the output stops.
5. Open /play/pbmsettings/showsource.php?game=NAME&settings=FILE for the
   saved settings file and note the key of each code field.
6. Send the lines, the key names and the time a page takes to betzac's
   maintainers: they set the switches of package gamecode to the server's
   answers and change the dialect (gamecourier/dialect.go) if needed.
`
