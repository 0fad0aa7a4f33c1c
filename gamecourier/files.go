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
  a multi-leg move           its start and end square: a1-d4; a capture on
                             the way (locust) may name its victims as the
                             squares it empties: c3-e5; @-d4 (without them,
                             the first such move the generator finds)

The Post-Game code lists the legal moves for the move highlighter and says
checkmate or stalemate when the side to move has no legal move.
`, pr.Name)
}
