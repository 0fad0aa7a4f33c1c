// Package game is what betzac's web page asks of the VM: a game (a
// position and the moves played) whose state, legal moves, perft and
// piece descriptions come back as plain values that marshal to JSON.
// package page/wasm hands them to JavaScript; this package has no
// JavaScript in it, so that it is tested like any other.
package game

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// MaxPerftDepth is the deepest perft the page may ask for.
const MaxPerftDepth = 8

// Game is a position and the moves played to reach it, for undo.
type Game struct {
	pos    *vm.Position
	played []played
}

type played struct {
	move vm.Move
	text string
}

// Square is one square of the board's rectangle: its name and the FEN
// letter of the piece on it ("" when empty), or a hole (legdefs.Rules.Holes:
// not on the board, no name), which the page draws as absent.
type Square struct {
	Name  string `json:"name,omitempty"`
	Piece string `json:"piece,omitempty"`
	Hole  bool   `json:"hole,omitempty"`
}

// Held is a piece in hand: its FEN letter (case is the colour) and count.
type Held struct {
	Piece string `json:"piece"`
	Count int    `json:"count"`
}

// State is what the page draws: the board rank by rank from the top (the
// last rank first), files left to right as White sees them.
type State struct {
	Variant string     `json:"variant"`
	Files   int        `json:"files"`
	Ranks   int        `json:"ranks"`
	Board   [][]Square `json:"board"`
	Hands   []Held     `json:"hands"`
	Side    string     `json:"side"` // "white" or "black"
	InCheck bool       `json:"inCheck"`
	FEN     string     `json:"fen"`
	Moves   []string   `json:"moves"` // legal moves, sorted, as "betzac moves" prints them
	History []string   `json:"history"`
}

// Piece describes one piece type for the page.
type Piece struct {
	Letter  string   `json:"letter"`
	Name    string   `json:"name"`
	Betza   string   `json:"betza"`
	Royal   bool     `json:"royal,omitempty"`
	Legdefs []string `json:"legdefs"` // one compiled move a line (region moves included), as "betzac compile" prints them
	// Promotions are the letters of the types it may promote to, in the
	// variant's order (the page offers them so).
	Promotions []string `json:"promotions,omitempty"`
}

// PerftResult is a perft count with its divide.
type PerftResult struct {
	Depth  int           `json:"depth"`
	Nodes  uint64        `json:"nodes"`
	Divide []perft.Entry `json:"divide"`
}

// DecodeProgram reads a Program written by encoding/json (page.Write
// writes the compiled variant so) and validates it.
func DecodeProgram(data []byte) (*legdefs.Program, error) {
	var p legdefs.Program
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, fmt.Errorf("compiled variant: %w", err)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &p, nil
}

// New starts a game of p from fen ("" for the start position).
func New(p *legdefs.Program, fen string) (*Game, error) {
	pos, err := vm.NewPosition(p, strings.TrimSpace(fen))
	if err != nil {
		return nil, err
	}
	return &Game{pos: pos}, nil
}

// Play makes a move written as "betzac moves" prints it (or as
// vm.Position.ParseMove reads it).
func (g *Game) Play(move string) error {
	m, err := g.pos.ParseMove(move)
	if err != nil {
		return err
	}
	text := g.pos.MoveString(m)
	g.pos.Make(m)
	g.played = append(g.played, played{m, text})
	return nil
}

// Undo takes back the last move; it reports false when there is none.
func (g *Game) Undo() bool {
	n := len(g.played)
	if n == 0 {
		return false
	}
	g.pos.Unmake(g.played[n-1].move)
	g.played = g.played[:n-1]
	return true
}

// State returns the position as the page draws it.
func (g *Game) State() State {
	pos := g.pos
	st := State{
		Variant: pos.Program().Name,
		Files:   pos.Files(),
		Ranks:   pos.Ranks(),
		Side:    "white",
		InCheck: pos.InCheck(),
		FEN:     pos.FEN(),
		Moves:   Moves(pos),
		Hands:   hands(pos),
		History: []string{},
	}
	if pos.SideToMove() != 0 {
		st.Side = "black"
	}
	for r := pos.Ranks() - 1; r >= 0; r-- {
		row := make([]Square, pos.Files())
		for f := range row {
			if sq := pos.Square(f, r); sq < 0 {
				row[f] = Square{Hole: true}
			} else {
				row[f] = Square{Name: pos.SquareName(sq), Piece: pos.Piece(sq)}
			}
		}
		st.Board = append(st.Board, row)
	}
	for _, p := range g.played {
		st.History = append(st.History, p.text)
	}
	return st
}

// Moves returns the legal moves of pos as "betzac moves" prints them:
// sorted, one string each.
func Moves(pos *vm.Position) []string {
	list := []string{}
	for _, m := range pos.LegalMoves() {
		list = append(list, pos.MoveString(m))
	}
	sort.Strings(list)
	return list
}

// hands lists the pieces in hand, White's then Black's, in table order.
func hands(pos *vm.Position) []Held {
	list := []Held{}
	for _, letter := range []func(string) string{strings.ToUpper, strings.ToLower} {
		for _, pt := range pos.Program().Pieces {
			l := letter(pt.Letter)
			if n := pos.Hand(l); n > 0 {
				list = append(list, Held{l, n})
			}
		}
	}
	return list
}

// Perft counts the leaves depth plies below the current position, with
// the count below each legal move.
func (g *Game) Perft(depth int) (PerftResult, error) {
	if depth < 1 || depth > MaxPerftDepth {
		return PerftResult{}, fmt.Errorf("perft depth %d: want 1 to %d", depth, MaxPerftDepth)
	}
	div := perft.Divide(g.pos, depth)
	var n uint64
	for _, e := range div {
		n += e.Nodes
	}
	if div == nil {
		div = []perft.Entry{}
	}
	return PerftResult{Depth: depth, Nodes: n, Divide: div}, nil
}

// Pieces describes every piece type of p, in table order.
func Pieces(p *legdefs.Program) []Piece {
	var list []Piece
	for i, pt := range p.Pieces {
		pc := Piece{Letter: pt.Letter, Name: pt.Name, Betza: pt.Betza, Royal: pt.Royal, Legdefs: []string{}}
		for _, m := range p.AllMoves(i) {
			pc.Legdefs = append(pc.Legdefs, m.String())
		}
		if pt.Promote != nil {
			for _, k := range pt.Promote.To {
				if k >= 0 && k < len(p.Pieces) {
					pc.Promotions = append(pc.Promotions, p.Pieces[k].Letter)
				}
			}
		}
		list = append(list, pc)
	}
	return list
}
