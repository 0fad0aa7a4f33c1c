package gamecourier

// File is one file of the preset's directory.
type File struct {
	Name string
	Data []byte
}

// Output is the preset's fields, one file each, and README.txt saying
// where each goes in Game Courier's preset editor.
func (pr *Preset) Output() []File {
	settings := pr.settingsText()
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
