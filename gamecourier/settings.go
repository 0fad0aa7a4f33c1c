package gamecourier

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Labels are the Game Courier labels of p's piece types, White's (Black's
// is the lower case): the FEN letter, or for a promoted form "+X" the
// letter X after "P" and for "X~" after "T" ("+P" → "PP"), since a label
// is letters only. It refuses two types with one label.
func Labels(p *legdefs.Program) ([]string, error) {
	out := make([]string, len(p.Pieces))
	seen := map[string]string{}
	for i, pt := range p.Pieces {
		l := pt.Letter
		switch {
		case strings.HasPrefix(l, "+"):
			l = "P" + l[1:]
		case strings.HasSuffix(l, "~"):
			l = "T" + l[:len(l)-1]
		}
		for _, r := range l {
			if r > unicode.MaxASCII || !unicode.IsLetter(r) {
				return nil, &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: "a piece letter that makes no Game Courier label"}
			}
		}
		l = strings.ToUpper(l)
		if o, ok := seen[l]; ok {
			return nil, &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("two piece types with the label %s (%s and %s)", l, o, pt.Letter)}
		}
		seen[l] = pt.Letter
		out[i] = l
	}
	return out, nil
}

// startPosition reads the start position, refusing what a preset cannot
// start from: Black to move (Game Courier's first mover is White), e.p.
// squares.
func startPosition(p *legdefs.Program) (*vm.Position, error) {
	pos, err := vm.NewPosition(p, p.Start)
	if err != nil {
		return nil, err
	}
	f := strings.Fields(p.Start)
	if pos.SideToMove() != 0 {
		return nil, &UnsupportedError{Feature: "a start position with Black to move"}
	}
	if len(f) > 3 && f[3] != "-" && !p.FENCounting {
		return nil, &UnsupportedError{Feature: "a start position with e.p. squares"}
	}
	return pos, nil
}

// startFlags set, in Pre-Game, the flag of every start square whose piece
// counts as moved (Muller's convention: a flag says the piece there has
// moved), as the VM reads the start FEN's castling field.
func startFlags(p *legdefs.Program, pos *vm.Position) []string {
	var out []string
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			sq := pos.Square(f, r)
			if pos.Piece(sq) != "" && !pos.Virgin(sq) {
				out = append(out, "setflag "+coord(f, r)+";")
			}
		}
	}
	return out
}

// startFEN is the start position in Game Courier's FEN: ranks from the
// last down, a digit run for empty squares, a label of several letters
// in braces.
func startFEN(p *legdefs.Program, pos *vm.Position, labels []string) (string, error) {
	label := map[string]string{}
	for i, pt := range p.Pieces {
		label[pt.Letter] = labels[i]
	}
	return fenboard.Placement(p.Files, p.Ranks, func(f, r int) string {
		l := pos.Piece(pos.Square(f, r))
		if l == "" {
			return ""
		}
		gc := label[strings.ToUpper(l)]
		if l != strings.ToUpper(l) {
			gc = strings.ToLower(gc)
		}
		if len(gc) > 1 {
			gc = "{" + gc + "}"
		}
		return gc
	}), nil
}

// wellKnown are image names of Game Courier's Alfaerie set for piece
// names everyone uses; the README lists the other pieces for the preset
// maker to choose.
var wellKnown = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"Pawn": "pawn", "Knight": "knight", "Bishop": "bishop", "Rook": "rook",
		"Queen": "queen", "King": "king", "Archbishop": "archbishop",
		"Chancellor": "chancellor", "Nightrider": "nightrider",
		"Grasshopper": "grasshopper", "Ferz": "ferz", "Wazir": "wazir",
		"Alfil": "elephant", "Elephant": "elephant", "Camel": "camel",
		"Zebra": "zebra", "Amazon": "amazon", "Marshall": "chancellor",
		"Cardinal": "archbishop", "Mann": "commoner", "Commoner": "commoner",
	}
}}

// pieceSet is the text of the piece-set suggestion.
func pieceSet(p *legdefs.Program, labels []string) string {
	var b strings.Builder
	b.WriteString("Suggested set: Alfaerie. Images (w = White, b = Black):\n")
	var rest []string
	for i, pt := range p.Pieces {
		img, ok := wellKnown.Get()[pt.Name]
		if !ok {
			rest = append(rest, fmt.Sprintf("  %s / %s  %s (%s)", labels[i], strings.ToLower(labels[i]), pt.Name, pt.Betza))
			continue
		}
		fmt.Fprintf(&b, "  %s / %s  w%s.gif / b%s.gif  (%s)\n", labels[i], strings.ToLower(labels[i]), img, img, pt.Name)
	}
	if len(rest) > 0 {
		b.WriteString("Choose images for these (label, name, moves in XBetza):\n")
		b.WriteString(strings.Join(rest, "\n") + "\n")
	}
	return b.String()
}

// allLabels are the labels of both sides.
func allLabels(labels []string) []string {
	var out []string
	for _, l := range labels {
		out = append(out, l, strings.ToLower(l))
	}
	return out
}
