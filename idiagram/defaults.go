package idiagram

import "github.com/betzac/betzac/internal/lazy"

// defaultBetza are the moves the Diagram gives a piece whose definition
// leaves them out, by its name in lower case: betza.js, function
// DefaultMove, whose last line gives any other name "O" (no move but
// castling), which Import refuses instead. The king's depends on the
// board (kingBetza).
var defaultBetza = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"pawn": "ifmnDfmWfceF", "knight": "N", "bishop": "B", "rook": "R", "queen": "Q",
		"cardinal": "BN", "archbishop": "BN", "chancellor": "RN", "marshall": "RN", "amazon": "QN",
		"lion": "KNADcaKcabKmabK", "mao": "mafsW", "horse": "mafsW", "elephant": "mafF",
		"cannon": "mRcpR", "pao": "mRcpR", "advisor": "F", "lance": "fR", "copper": "vWfF",
		"silver": "FfW", "silvergeneral": "FfW", "gold": "WfF", "goldgeneral": "WfF",
		"man": "K", "commoner": "K", "ferz": "F", "camel": "C", "zebra": "Z",
		"nightrider": "N0", "grasshopper": "gQ", "griffon": "yafsF", "gryphon": "yafsF",
		"wizard": "FC", "champion": "WAD", "falcon": "mafmafsKmafsmafKmaflmafrKmafrmaflK",
	}
}}

// kingBetza is DefaultMove's king: castling two squares on boards up to
// 8 files, three on wider ones.
func kingBetza(files int) string {
	if files > 8 {
		return "KisO3"
	}
	return "KisO2"
}
