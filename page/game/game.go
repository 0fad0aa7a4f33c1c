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
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
)

// MaxPerftDepth is the deepest perft the page may ask for.
const MaxPerftDepth = 8

// Game is a position and the moves played to reach it, for undo. It
// keeps a vm.Game, whose history repetition needs (Result); vm.Game has
// no undo, so Undo replays the game from its start.
type Game struct {
	start  *vm.Position // never moved on: Undo starts again from a clone
	vg     *vm.Game
	pos    *vm.Position // vg's
	played []played
	sides  [2]string // the sides' names, for the result's reason (SetSides)
}

type played struct {
	move vm.Move
	text string // as "betzac moves" prints it
	san  string // in SAN (package san), written before the move
}

// Result is how the game ended: Winner is "white" (the side that moves
// first), "black", "" for a draw or when the variant's rules do not say
// (Decided); Reason is vm.Result's ("checkmate", "stalemate", ...), the
// sides named as SetSides names them;
// Score is PGN's ("1-0", "0-1", "1/2-1/2"), "" when Decided.
type Result struct {
	Winner string `json:"winner"`
	Draw   bool   `json:"draw,omitempty"`
	Reason string `json:"reason"`
	Score  string `json:"score"`
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
	// Moves are the legal moves, sorted, as "betzac moves" prints them;
	// none once the game is over (Result), as Play takes none then, even
	// where a rule (repetition, the n-move rule) ended it with moves left.
	Moves   []string `json:"moves"`
	History []string `json:"history"`
	SAN     []string `json:"san"`              // History in SAN
	Result  *Result  `json:"result,omitempty"` // nil while the game goes on
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
	start, err := vm.NewPosition(p, strings.TrimSpace(fen))
	if err != nil {
		return nil, err
	}
	g := &Game{start: start, sides: [2]string{"White", "Black"}}
	g.restart()
	return g, nil
}

// SetSides names the sides as the variant's players do (its sides key,
// the first side's name first) where the result's reason names one
// (vm.Result.Named); they are White and Black until it is called.
func (g *Game) SetSides(sides [2]string) { g.sides = sides }

// restart sets the game to its start position, no move played.
func (g *Game) restart() {
	g.pos = g.start.Clone()
	g.vg, g.played = vm.NewGame(g.pos), nil
}

// Play makes a move written as "betzac moves" prints it (or as
// vm.Position.ParseMove reads it). It refuses every move once the game
// is over.
func (g *Game) Play(move string) error {
	if r := g.vg.Result(); r.Over() {
		return fmt.Errorf("move %q: the game is over: %v", move, r.Named(g.sides))
	}
	m, err := g.pos.ParseMove(move)
	if err != nil {
		return err
	}
	p := played{m, g.pos.MoveString(m), san.Move(g.pos, m)}
	g.vg.Play(m)
	g.played = append(g.played, p)
	return nil
}

// Undo takes back the last move; it reports false when there is none.
// It replays the game from its start.
func (g *Game) Undo() bool {
	n := len(g.played)
	if n == 0 {
		return false
	}
	keep := g.played[:n-1]
	g.restart()
	for _, p := range keep {
		g.vg.Play(p.move)
	}
	g.played = keep
	return true
}

// result is the game's result, nil while it goes on.
func (g *Game) result() *Result {
	r := g.vg.Result().Named(g.sides)
	if !r.Over() {
		return nil
	}
	res := &Result{Reason: r.Reason}
	switch r.Outcome {
	case vm.WhiteWins:
		res.Winner, res.Score = "white", "1-0"
	case vm.BlackWins:
		res.Winner, res.Score = "black", "0-1"
	case vm.Draw:
		res.Draw, res.Score = true, "1/2-1/2"
	}
	return res
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
		SAN:     []string{},
		Result:  g.result(),
	}
	if st.Result != nil {
		st.Moves = []string{}
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
		st.SAN = append(st.SAN, p.san)
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
