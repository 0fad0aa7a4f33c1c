package idiagram

// defaultBetza are the moves the Diagram gives a piece whose definition
// leaves them out, by name. Only names the documentation's example uses
// with no moves are here (its list says Archbishop BN, Chancellor RN);
// their Betza is the orthodox piece's as betzac's chess and capablanca
// built-ins write it (the pawn with its double step, the king with
// castling). Any other name without moves is refused by name.
var defaultBetza = map[string]string{
	"Pawn":       "ifmnDfmWfceF",
	"Knight":     "N",
	"Bishop":     "B",
	"Rook":       "R",
	"Queen":      "Q",
	"King":       "KisO2",
	"Archbishop": "BN",
	"Chancellor": "RN",
}
