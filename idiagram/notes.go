package idiagram

import "github.com/betzac/betzac/variants"

// Notes say what a page's Diagram does otherwise than betzac with a
// definition Export wrote, though the definition says the variant. Drops:
// the hand column (ParseGameDef's sixth field) gives each side its pieces
// in hand, which a player drops by clicking one and then a square; the
// Diagram's move generator (GenAll, which its AI plays and
// CI/idiagram/id-perft.js counts) makes no drops, and the click takes any
// square, an occupied one too (Click, MakeMove), so the AI never drops and
// the player's drops are not checked.
func Notes(v *variants.Variant) []string {
	if !v.Hand.Drops {
		return nil
	}
	return []string{"drops: the Diagram's AI makes none (betza.js GenAll), and a player's drop (a click on a piece in hand, then on any square, an occupied one too) is not checked (Click, MakeMove)"}
}
