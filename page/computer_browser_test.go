package page_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserComputer plays against the computer (computer.js, the search
// in a worker): on chess it plays Black and answers 1. e4 with one of
// "betzac moves"' legal replies, waits after an undo, stops thinking when
// the position changes and refuses an illegal answer; on chushogi (multi-leg moves) it opens as
// White, then, switched off, moves for Black when asked ("Move now").
func TestBrowserComputer(t *testing.T) {
	s := newSite(t, "chess", "chushogi")
	t.Run("chess", func(t *testing.T) {
		c := s.open(t, s.srv.URL, "chess", "")
		c.setComputer("black", "d2")
		c.playByClicks("e2e4", "e2", "e4")
		c.checkComputerMove()
		c.checkLegal()
		// an undo leaves the computer to move, but it waits
		c.undo()
		c.checkComputerState("played")
		// a search under way is stopped when the position changes
		c.setComputer("black", "t10000")
		c.checkComputerState("thinking")
		c.undo()
		c.checkComputerState("stopped")
		// an illegal answer is refused, not played
		eval[chromedp.Void](c.b, `computer.asked = startFEN + " moves " + state.history.join(" ");
			computerReply({key: computer.asked, move: "e1e5", depth: 1, score: 0, nodes: 1, ms: 0})`)
		c.checkComputerState("error")
		c.checkLegal()
		s.b.checkConsole()
	})
	t.Run("chushogi", func(t *testing.T) {
		c := s.open(t, s.srv.URL, "chushogi", "")
		c.setComputer("white", "d1")
		c.checkComputerMove()
		c.setComputer("off", "d1") // else it would answer its own move for Black
		c.b.run("move now", chromedp.Click(chromedp.CSS(`#computer-go`)))
		c.checkComputerMove()
		c.checkLegal()
		c.b.screenshot("chushogi-computer")
		s.b.checkConsole()
	})
}

// setComputer chooses the computer's side and strength as a user does.
func (c *pageCheck) setComputer(side, strength string) {
	c.b.t.Helper()
	eval[chromedp.Void](c.b, fmt.Sprintf(`(() => {
		const set = (id, v) => { const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event("change")); };
		set("computer-strength", %q); set("computer-side", %q);
	})()`, strength, side))
}

// checkComputerMove waits for the computer's move and checks that it is
// one of "betzac moves"' legal moves and that the page played it.
func (c *pageCheck) checkComputerMove() {
	c.b.t.Helper()
	n := len(c.played) + 1
	deadline := time.Now().Add(2 * time.Minute)
	var history []string
	for {
		history = eval[[]string](c.b, `[...document.querySelectorAll("#history .ply")].map(e => e.dataset.move)`)
		if len(history) >= n || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	status := eval[string](c.b, `document.getElementById("computer-status").textContent`)
	if len(history) != n {
		c.b.t.Fatalf("after %v: the page's moves %v, want the computer's reply (computer's status %q)", c.played, history, status)
	}
	move := history[n-1]
	if !slices.Contains(c.cliMoves(), move) {
		c.b.t.Fatalf("the computer played %s, not among betzac moves %v", move, c.cliMoves())
	}
	if state := eval[string](c.b, `document.getElementById("computer-status").dataset.state`); state != "played" {
		c.b.t.Errorf("computer's status %q (%s), want played", state, status)
	}
	c.b.t.Logf("the computer played %s: %s", move, status)
	c.checkLastMove(move)
}

// checkComputerState: the computer's status is state ("" = none yet).
func (c *pageCheck) checkComputerState(state string) {
	c.b.t.Helper()
	got := eval[[]string](c.b, `[document.getElementById("computer-status").dataset.state ?? "", document.getElementById("computer-status").textContent]`)
	if got[0] != state {
		c.b.t.Errorf("computer's status %q (%s), want %q", got[0], got[1], state)
	}
}
