package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var showFlags struct {
	fen, moves, svg, png string
	ascii                bool
}

var showCmd = &cobra.Command{
	Use:   "show VARIANT|FILE [--fen FEN] [--moves \"e2e4 e7e5\"] [--ascii]",
	Short: "Print a position: the board, side to move, holdings, FEN and check",
	Long: `Set up a position of a variant (its start position, or --fen), play the
moves of --moves from it, and print the board, the side to move, the pieces
in hand (in variants with drops), the FEN, the number of legal moves, and
whether the side to move is in check, checkmated or stalemated, and the
result: "*" while the game goes on, else "1-0", "0-1", "1/2-1/2" with the
reason (checkmate, stalemate and their values in the variant, the variant's
game ends, the n-move rule, n-fold repetition of the positions since the
--fen or start position, perpetual check, insufficient material). Moves
of --moves after the game has ended are refused with the result.

The board is drawn with box lines, rank 1 at the bottom, its files and
ranks labelled as the variant's board-style labels them (as --svg does:
files a.. and ranks 1.. for chess, files 9..1 above and ranks 一.. from the
top for shogi, files 1..9 above for Black and 九..一 below for Red in
xiangqi, ranks 1..9, 0 from the top in janggi; with --ascii in ASCII:
shogi's ranks a.., xiangqi's files 9..1); moves are still written in
coordinates a1.. (or USI). A hole of the
board (a '*' square of the variant's start FEN) is drawn as no square. Pieces are their
FEN letters, upper case White's and lower case Black's (+R is a promoted
R). In a variant whose pieces are all chess pieces (King, Queen, Rook,
Bishop, Knight, Pawn, under their usual letters) they are drawn as chess
symbols instead, unless --ascii asks for plain ASCII; among other pieces a
symbol would pass for a chess piece where it is not one. The sides are
named as the variant's players name them (its sides key: Red and Black in
xiangqi, Sente and Gote in shogi).

--svg FILE also draws the position as an SVG picture, in the variant's
board-style (chess, shogi, xiangqi or janggi: see the variant files'
reference), with its pieces' images; --png FILE the same picture as a PNG,
a screenshot by headless Chromium (which it needs: chromium on PATH, or
$BETZAC_CHROMIUM).`,
	Example: `  betzac show chess
  betzac show chess --moves "e2e4 e7e5 g1f3" --ascii
  betzac show shogi --fen "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"
  betzac show chushogi
  betzac show xiangqi --moves "h3e3" --svg xiangqi.svg
  betzac show shogi --png shogi.png`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		v, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		g, err := setupGame(cmd, v, p, showFlags.fen, showFlags.moves)
		if err != nil {
			return err
		}
		if showFlags.svg != "" {
			if err := os.WriteFile(showFlags.svg, positionPicture(v, g.Position()).SVG(), 0o644); err != nil {
				return err
			}
		}
		if showFlags.png != "" {
			if err := writePNG(positionPicture(v, g.Position()), showFlags.png); err != nil {
				return err
			}
		}
		return showPosition(cmd.OutOrStdout(), g, v.Sides, v.BoardStyle, showFlags.ascii)
	},
}

func init() {
	addCommand(showCmd)
	lazyFlags(showCmd, declareShowFlags)
}

// declareShowFlags declares show's flags (lazyflags.go).
func declareShowFlags(f *pflag.FlagSet) {
	f.StringVar(&showFlags.fen, "fen", "", "show this `FEN` instead of the variant's start position")
	addSFENFlag(showCmd) // usi.go
	f.StringVar(&showFlags.moves, "moves", "", "play these `moves` (space separated) first")
	f.BoolVar(&showFlags.ascii, "ascii", false, "draw the board in plain ASCII, pieces as FEN letters")
	f.StringVar(&showFlags.svg, "svg", "", "also draw the position as an SVG picture into this `file` (the variant's board-style)")
	f.StringVar(&showFlags.png, "png", "", "also draw the position as a PNG into this `file` (the SVG's screenshot, by headless Chromium)")
}

// showPosition prints g's position: the board, then a line each for the
// side to move (by the variant's side names), the holdings, the FEN, the moves and check, and the
// result (vm.Game.Result). style labels the board's files and ranks.
func showPosition(w io.Writer, g *vm.Game, sides [2]string, style picture.Style, ascii bool) error {
	pos := g.Position()
	var sb strings.Builder
	drawBoard(&sb, pos, style, ascii)
	stm := pos.SideToMove()
	fmt.Fprintf(&sb, "%s to move\n", sides[stm])
	prog := pos.Program()
	if prog.Hand.Drops || prog.Hand.CapturesToHand {
		for c, side := range sides {
			fmt.Fprintf(&sb, "%s in hand: %s\n", side, holdings(pos, c))
		}
	}
	fmt.Fprintf(&sb, "FEN: %s\n", pos.FEN())
	if sfen := pos.SFEN(); sfen != "" {
		fmt.Fprintf(&sb, "SFEN: %s\n", sfen) // the shogi family (usi.go)
	}
	n := len(pos.LegalMoves())
	switch {
	case n == 0 && pos.InCheck():
		fmt.Fprintf(&sb, "%s is checkmated: in check with no legal move\n", sides[stm])
	case n == 0:
		fmt.Fprintf(&sb, "%s has no legal move and is not in check (stalemate, or the game is over by a rule of the variant)\n", sides[stm])
	case pos.InCheck():
		fmt.Fprintf(&sb, "%s is in check; %d legal moves\n", sides[stm], n)
	default:
		fmt.Fprintf(&sb, "%d legal moves\n", n)
	}
	fmt.Fprintf(&sb, "Result: %s\n", g.Result().Named(sides))
	_, err := io.WriteString(w, sb.String())
	return err
}

// positionPicture is pos as a picture in v's board style: the board, its
// pieces, the side to move and the holdings.
func positionPicture(v *variants.Variant, pos *vm.Position) picture.Position {
	prog := pos.Program()
	files, ranks := pos.Files(), pos.Ranks()
	pic := picture.Position{
		Board:  picture.Board{Style: v.BoardStyle, Files: files, Ranks: ranks},
		Set:    picture.NewSet(v.BoardStyle, prog),
		Pieces: make([]string, files*ranks),
		Title:  v.Title,
	}
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			sq := pos.Square(f, r)
			if sq < 0 {
				if pic.Hole == nil {
					pic.Hole = make([]bool, files*ranks)
				}
				pic.Hole[f+r*files] = true
				continue
			}
			pic.Pieces[f+r*files] = pos.Piece(sq)
		}
	}
	pic.Notes = append(pic.Notes, v.Sides[pos.SideToMove()]+" to move")
	if prog.Hand.Drops || prog.Hand.CapturesToHand {
		for c, side := range v.Sides {
			pic.Notes = append(pic.Notes, fmt.Sprintf("%s in hand: %s", side, holdings(pos, c)))
		}
	}
	pic.Notes = append(pic.Notes, "FEN: "+pos.FEN())
	return pic
}

// holdings lists colour c's pieces in hand: "2 P, N", or "-".
func holdings(pos *vm.Position, c int) string {
	var out []string
	for _, pt := range pos.Program().Pieces {
		l := pt.Letter
		if c == 1 {
			l = strings.ToLower(l)
		}
		switch n := pos.Hand(l); {
		case n == 1:
			out = append(out, l)
		case n > 1:
			out = append(out, fmt.Sprintf("%d %s", n, l))
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return strings.Join(out, ", ")
}

// boxLines are the characters of the board's lines: a joint by the lines
// that meet there (joint[up|down|left|right], the lineUp... bits), the
// horizontal and the vertical line.
type boxLines struct {
	joint [16]string
	h, v  string
}

// The lines that meet at a joint of the board's grid.
const (
	lineUp = 1 << iota
	lineDown
	lineLeft
	lineRight
)

var (
	unicodeBox = boxLines{[16]string{" ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼"}, "─", "│"}
	asciiBox   = boxLines{[16]string{" ", "|", "|", "|", "-", "+", "+", "+", "-", "+", "+", "+", "-", "+", "+", "+"}, "-", "|"}
)

// drawBoard draws pos's board, rank 1 at the bottom, with the files and
// ranks labelled as style labels them (picture.Board.Labels: a.. below and
// 1.. left for chess, 9..1 above and 一.. right for shogi, ...). A hole
// (a square of the rectangle off the board) is drawn as no square: no
// lines of its own, blank inside.
func drawBoard(sb *strings.Builder, pos *vm.Position, style picture.Style, ascii bool) {
	box, glyphs := unicodeBox, chessGlyphs(pos.Program())
	if ascii {
		box, glyphs = asciiBox, nil
	}
	files, ranks := pos.Files(), pos.Ranks()
	labels := picture.Board{Style: style, Files: files, Ranks: ranks}.Margins(ascii)
	fileLine := func(side []string) {
		if picture.HasLabel(side) {
			line := "    "
			for _, l := range side {
				line += picture.CellText(l, 4, 2) // a joint, then the cell
			}
			sb.WriteString(line + "\n")
		}
	}
	fileLine(labels.Top)
	on := func(f, r int) bool { return pos.Square(f, r) >= 0 } // false off the rectangle too
	// rule draws the line between rank r and rank r-1 (the board's top:
	// r = ranks, its bottom: r = 0)
	rule := func(r int) {
		line := "    "
		for f := 0; f <= files; f++ {
			nw, ne, sw, se := on(f-1, r), on(f, r), on(f-1, r-1), on(f, r-1)
			joint := 0
			if nw || ne {
				joint |= lineUp
			}
			if sw || se {
				joint |= lineDown
			}
			if nw || sw {
				joint |= lineLeft
			}
			if ne || se {
				joint |= lineRight
			}
			line += box.joint[joint]
			if f < files {
				if ne || se {
					line += strings.Repeat(box.h, 3)
				} else {
					line += "   "
				}
			}
		}
		sb.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	for r := ranks - 1; r >= 0; r-- {
		rule(r + 1)
		line := fmt.Sprintf("%3s ", labels.Left[r])
		for f := 0; f <= files; f++ {
			if on(f-1, r) || on(f, r) {
				line += box.v
			} else {
				line += " "
			}
			if f < files {
				line += pieceCell(pos.Piece(pos.Square(f, r)), glyphs)
			}
		}
		if l := labels.Right[r]; l != "" {
			line += " " + l
		}
		sb.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	rule(0)
	fileLine(labels.Bottom)
}

// pieceCell writes a piece (FEN letter, or "") in a cell three wide.
func pieceCell(p string, glyphs map[string]string) string {
	if g, ok := glyphs[p]; ok {
		p = g
	}
	switch len([]rune(p)) {
	case 0:
		return "   "
	case 1:
		return " " + p + " "
	}
	return p + " "
}

// chessNames are the chess pieces by their usual names and letters, with
// their White and Black symbols.
var chessNames = lazy.Value[map[string][3]string]{Build: func() map[string][3]string {
	return map[string][3]string{
		"King": {"K", "♔", "♚"}, "Queen": {"Q", "♕", "♛"}, "Rook": {"R", "♖", "♜"},
		"Bishop": {"B", "♗", "♝"}, "Knight": {"N", "♘", "♞"}, "Pawn": {"P", "♙", "♟"},
	}
}}

// chessGlyphs maps the FEN letters of prog's pieces to chess symbols when
// every piece is a chess piece (a chess name under its usual letter); a
// symbol among letters would be read as a chess piece where it is not
// one, so a variant with any other piece keeps the letters.
func chessGlyphs(prog *legdefs.Program) map[string]string {
	out := map[string]string{}
	for _, pt := range prog.Pieces {
		c, ok := chessNames.Get()[pt.Name]
		if !ok || c[0] != pt.Letter {
			return nil
		}
		out[pt.Letter], out[strings.ToLower(pt.Letter)] = c[1], c[2]
	}
	return out
}
