package variants

import "testing"

// TestPieceKeysRoom: the room decoder.piece keeps on the stack for a
// piece's keys holds every field a piece may have.
func TestPieceKeysRoom(t *testing.T) {
	if len(pieceFields) > pieceKeysRoom {
		t.Errorf("%d piece fields, room for %d", len(pieceFields), pieceKeysRoom)
	}
}
