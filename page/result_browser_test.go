package page_test

import (
	"strings"

	"github.com/google/go-cmp/cmp"
)

// The cases of the game's end, in a file of their own (appended to
// browserCases, which TestBrowser runs) so that other cases can be added
// to browser_test.go without a clash.
func init() {
	browserCases = append(browserCases, struct {
		variant, name, fen string
		check              func(c *pageCheck)
	}{"chess", "fool's mate", "", checkFoolsMate},
		struct {
			variant, name, fen string
			check              func(c *pageCheck)
		}{"xiangqi", "mate", "4k4/R8/4P1N2/9/9/9/9/3R5/9/3K5 w - - 0 1", checkXiangqiMate},
		struct {
			variant, name, fen string
			check              func(c *pageCheck)
		}{"chess", "50-move rule", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", checkFiftyMoves},
		struct {
			variant, name, fen string
			check              func(c *pageCheck)
		}{"chess", "repetition", "", checkRepetition})
}

// checkFiftyMoves: the 100th half-move with no capture or pawn move
// (FIDE's Laws, 9.3) ends the game with moves left; the page then lists
// no legal move and shows the draw.
func checkFiftyMoves(c *pageCheck) {
	c.checkLegal()
	c.playByClicks("a1a2", "a1", "a2")
	c.checkOver("Draw by 50-move rule. 1/2-1/2")
}

// checkRepetition: the start position a third time (the knights out and
// back twice) is a draw by repetition, with no legal move listed after it.
func checkRepetition(c *pageCheck) {
	for _, m := range []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"} {
		c.playByClicks(m, m[:2], m[2:])
		c.checkLegal()
	}
	c.playByClicks("f6g8", "f6", "g8")
	c.checkOver("Draw by 3-fold repetition. 1/2-1/2")
}

// checkOver: the game is over with this result: shown under the move
// list, no legal move listed (the VM has some: a rule ended the game),
// and a click picks up no piece.
func (c *pageCheck) checkOver(result string) {
	c.b.t.Helper()
	if got := c.result(); got != result {
		c.b.t.Errorf("result shown %q, want %q", got, result)
	}
	if len(c.position().LegalMoves()) == 0 {
		c.b.t.Fatal("the position has no legal move: not a game a rule ended")
	}
	got := eval[[]string](c.b, `[document.getElementById("legal").textContent, document.getElementById("legal-count").textContent]`)
	if diff := cmp.Diff([]string{"", "0"}, got); diff != "" {
		c.b.t.Errorf("legal moves listed after the game ended, count (-want +got):\n%s", diff)
	}
	pos := c.position()
	for _, s := range pos.Squares() {
		if pc := pos.Piece(int(s)); pc != "" && (strings.ToUpper(pc) == pc) == (pos.SideToMove() == 0) {
			c.click(pos.SquareName(int(s))) // a piece of the side to move
			break
		}
	}
	if got := c.marked("from"); len(got) != 0 {
		c.b.t.Errorf("after the game ended a click picked up the piece on %v", got)
	}
}

// checkXiangqiMate: the result names the winner as xiangqi's players do.
// The position is set up by hand: the soldier's step to e9 mates, as it
// is guarded by the chariot on a9, and d10 and f10 are covered by the
// chariot on d3 and the horse on g8 (page/game's TestResultXiangqi).
func checkXiangqiMate(c *pageCheck) {
	c.playByClicks("e8e9", "e8", "e9")
	if got, want := c.result(), "Red wins by checkmate. 1-0"; got != want {
		c.b.t.Errorf("result shown %q, want %q", got, want)
	}
}

// checkFoolsMate plays fool's mate (1. f3 e5 2. g4 Qh4#, 0-1, as every
// chess book gives it): the move list in SAN, the result under it and in
// the status, no move taken after it, and Undo takes the result back.
func checkFoolsMate(c *pageCheck) {
	c.playByClicks("f2f3", "f2", "f3")
	c.playByClicks("e7e5", "e7", "e5")
	c.playByClicks("g2g4", "g2", "g4")
	if got := c.result(); got != "" {
		c.b.t.Errorf("before the mate the page shows the result %q", got)
	}
	c.playByClicks("d8h4", "d8", "h4")
	c.checkHistory(1, "f3 e5", "g4 Qh4#")
	if got, want := c.result(), "Black wins by checkmate. 0-1"; got != want {
		c.b.t.Errorf("result shown %q, want %q", got, want)
	}
	status := eval[string](c.b, `document.getElementById("status").textContent`)
	if want := "Black wins by checkmate. Undo or set up a position to play on."; status != want {
		c.b.t.Errorf("status %q, want %q", status, want)
	}
	c.b.screenshot("chess-mate")
	// the game is over: clicking White's pieces picks none up
	c.click("e1")
	c.click("e2")
	if got := c.marked("from"); len(got) != 0 {
		c.b.t.Errorf("after mate a click picked up the piece on %v", got)
	}
	c.checkFEN()
	c.undo()
	if got := c.result(); got != "" {
		c.b.t.Errorf("after Undo the page shows the result %q", got)
	}
	c.checkHistory(1, "f3 e5", "g4")
	c.playByClicks("g8f6", "g8", "f6")
	if diff := cmp.Diff([]string{"f2f3", "e7e5", "g2g4", "g8f6"}, c.played); diff != "" {
		c.b.t.Errorf("played (-want +got):\n%s", diff)
	}
}

// result is the result line under the move list, "" when hidden.
func (c *pageCheck) result() string {
	c.b.t.Helper()
	return eval[string](c.b, `document.querySelector("#result:not([hidden])")?.textContent ?? ""`)
}
