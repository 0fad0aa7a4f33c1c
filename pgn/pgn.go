// Package pgn reads and writes games in Portable Game Notation (PGN,
// Steven J. Edwards' standard of 1994, as chess programs write it, and
// the Variant, FEN and SetUp tags that Fairy-Stockfish, lichess and
// pychess-variants use for other variants).
//
// Parse splits a file into games: the tag pairs and the main line's move
// texts, each with its line and column. Comments ({…} and ; to the end
// of the line), NAGs ($1), move numbers (12. and 12...), variations
// ((…), nested) and lines starting with % are skipped; the game's result
// (1-0, 0-1, 1/2-1/2, *) ends it. It does not read the moves themselves:
// that is the caller's, with the variant's rules (package san). Malformed
// text is an *Error at its line and column; Parse never panics and reads
// each byte once.
package pgn

import (
	"fmt"
	"strings"
)

// Tag is one tag pair, [Name "Value"].
type Tag struct{ Name, Value string }

// Move is one move text of a main line and where it stands.
type Move struct {
	Text      string
	Line, Col int
}

// Game is one game of a PGN file.
type Game struct {
	Line   int // where the game starts
	Tags   []Tag
	Moves  []Move
	Result string // "1-0", "0-1", "1/2-1/2", "*", or "" if the text ended first
}

// Tag returns the value of the tag named name, or "".
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// Error is malformed PGN at a line and column (1-based).
type Error struct {
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Write writes a game: its tags (the seven of the standard's roster
// first, "?" where not given, then the others in order), its moves
// numbered from the FEN's move number (1 without one) with Black's first
// move as "1...", and its result, in lines of at most 80 characters.
func Write(tags []Tag, sans []string, blackFirst bool, firstMove int, result string) string {
	var sb strings.Builder
	roster := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}
	given := map[string]string{"Result": result}
	for _, t := range tags {
		given[t.Name] = t.Value
	}
	for _, name := range roster {
		v, ok := given[name]
		if !ok {
			v = "?"
			if name == "Date" {
				v = "????.??.??"
			}
		}
		fmt.Fprintf(&sb, "[%s %s]\n", name, quote(v))
	}
	for _, t := range tags {
		if !contains(roster, t.Name) {
			fmt.Fprintf(&sb, "[%s %s]\n", t.Name, quote(t.Value))
		}
	}
	sb.WriteString("\n")
	var words []string
	n, black := firstMove, blackFirst
	for i, s := range sans {
		switch {
		case !black:
			words = append(words, fmt.Sprintf("%d.", n))
		case i == 0:
			words = append(words, fmt.Sprintf("%d...", n))
		}
		words = append(words, s)
		if black {
			n++
		}
		black = !black
	}
	words = append(words, result)
	line := 0
	for i, w := range words {
		if i > 0 && line+1+len(w) > 80 {
			sb.WriteString("\n")
			line = 0
		} else if i > 0 {
			sb.WriteString(" ")
			line++
		}
		sb.WriteString(w)
		line += len(w)
	}
	sb.WriteString("\n")
	return sb.String()
}

func quote(s string) string {
	return `"` + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`) + `"`
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
