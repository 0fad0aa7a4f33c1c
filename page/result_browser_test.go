package page_test

import "github.com/google/go-cmp/cmp"

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
		}{"xiangqi", "mate", "4k4/R8/4P1N2/9/9/9/9/3R5/9/3K5 w - - 0 1", checkXiangqiMate})
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
