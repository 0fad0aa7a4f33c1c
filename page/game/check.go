package game

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// The patterns by which the page (page/site/app.js) reads a square's name
// and a move: keep them the same as app.js's. Check holds a State to
// them, so that page.Write refuses a page that could not start, or would
// drop moves it cannot read, rather than write it.
var (
	squareRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^[a-z][0-9]+$`) }}                    // app.js: drawBoard's coordinates
	dropRE   = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^(.+)@([a-z][0-9]+)$`) }}             // app.js: parseMove, a drop
	legRE    = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^([a-z][0-9]+)([a-z][0-9]+)(.*)$`) }} // app.js: parseMove, each leg
)

// Check reports whether the page can draw st and read its moves: a
// Ranks×Files board whose squares (holes apart) have names the page reads,
// each once, and legal moves and history the page can parse into squares
// of the board.
func (st State) Check() error {
	if len(st.Board) != st.Ranks {
		return fmt.Errorf("the board has %d ranks, want %d", len(st.Board), st.Ranks)
	}
	names := map[string]bool{}
	for i, row := range st.Board {
		if len(row) != st.Files {
			return fmt.Errorf("rank %d has %d squares, want %d", st.Ranks-i, len(row), st.Files)
		}
		for f, s := range row {
			switch {
			case s.Hole && (s.Name != "" || s.Piece != ""):
				return fmt.Errorf("file %d of rank %d is a hole with a name %q or piece %q", f+1, st.Ranks-i, s.Name, s.Piece)
			case s.Hole:
			case !squareRE.Get().MatchString(s.Name):
				return fmt.Errorf("file %d of rank %d is named %q, which the page cannot read as a square (a letter and a number)", f+1, st.Ranks-i, s.Name)
			case names[s.Name]:
				return fmt.Errorf("two squares are named %q", s.Name)
			}
			names[s.Name] = true
		}
	}
	for _, list := range [][]string{st.Moves, st.History} {
		for _, m := range list {
			if err := checkMove(m, names); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkMove reads move m as the page's parseMove does and checks that the
// squares it stops on are on the board.
func checkMove(m string, names map[string]bool) error {
	var squares []string
	if d := dropRE.Get().FindStringSubmatch(m); d != nil {
		squares = d[2:]
	} else {
		for _, leg := range strings.Split(m, ",") {
			l := legRE.Get().FindStringSubmatch(leg)
			if l == nil {
				return fmt.Errorf("move %q: the page cannot read %q as a leg (two squares and a suffix)", m, leg)
			}
			squares = append(squares, l[1], l[2])
		}
	}
	for _, s := range squares {
		if !names[s] {
			return fmt.Errorf("move %q: %s is not a square of the board", m, s)
		}
	}
	return nil
}
