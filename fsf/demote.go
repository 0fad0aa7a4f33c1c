package fsf

import "strings"

// Demotion, promotion on capture and promoted drops, as FSF has them
// (movegen.cpp generate_moves and generate_drops, position.cpp do_move):
//   - pieceDemotion: a promoted piece's move from or into the promotion
//     region may make it its unpromoted piece again (PIECE_DEMOTION),
//     under the same rules as its promotion (mandatoryPiecePromotion):
//     betzac's +X promoting back to X, as Kyoto shogi;
//   - piecePromotionOnCapture: only a capture promotes (or demotes);
//     translated where the region is the whole board, where it is
//     betzac's capture-inside (a move from outside the region would
//     promote by ending in it without a capture in betzac, not in FSF);
//   - dropPromoted: a piece in hand may also be dropped as its promoted
//     piece: betzac's drop-promoted.

// pieceWhen is what readPiecePromotion adds to a promote for how a
// promotion is made ("leaving: true" or "capture-inside: true"), and
// whether a promoted piece demotes; ok is false (and the setting named)
// where it is not translated.
func (t *translation) pieceWhen(v string, zone int) (when string, demote, ok bool) {
	for _, k := range []string{"pieceDemotion", "piecePromotionOnCapture", "dropPromoted"} {
		t.handled[k] = true
	}
	demote = t.get["pieceDemotion"] == "true"
	when = "leaving: true"
	if t.get["piecePromotionOnCapture"] == "true" {
		if zone != t.ranks {
			t.untranslated("promotedPieceType = %s with piecePromotionOnCapture = true and a promotion region that is not the whole board", v)
			return "", false, false
		}
		when = "capture-inside: true"
	}
	if t.get["dropPromoted"] == "true" && t.hand {
		t.rules = append(t.rules, "drop-promoted: true")
	}
	return when, demote, true
}

// demotion is the promote of the promoted +X back to X (pieceDemotion).
func demotion(where, when, from string, optional bool) string {
	s := where + ", to: \"" + strings.ToUpper(from) + "\", " + when
	if optional {
		s += ", optional: true"
	}
	return s
}
