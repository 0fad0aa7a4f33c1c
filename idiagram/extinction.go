package idiagram

import (
	"strings"
	"unicode"
)

// extinction= (ParseGameDef; CountRoyals reads it): with its default 3 a
// side loses only when all its royal pieces are gone (the royal count is
// kept for both sides); with 0 the loss of any one loses (the count is
// cut to one). betzac's royal pieces are each absolutely royal, so a start
// where a side has more than one royal piece is betzac's game only with
// extinction=0 (the Diagram's own perft of coregal, K and Q royal: 8902 at
// depth 3 with the default, 8882 with extinction=0, betzac's count). With
// one royal piece a side the value does not matter. Values 1 and 2 (one
// side each) are not translated.

// royalsPerSide is the most royal pieces one side has in the start FEN.
func royalsPerSide(pieces []piece, start string) int {
	board, _, _ := strings.Cut(start, " ")
	board, _, _ = strings.Cut(board, "[")
	n := map[bool]int{}
	for _, c := range board {
		for _, p := range pieces {
			if p.royal && strings.EqualFold(string(c), p.letter) {
				n[unicode.IsUpper(c)]++
			}
		}
	}
	return max(n[true], n[false])
}

// checkExtinction refuses an extinction= the translation cannot carry.
func checkExtinction(pieces []piece, s *settings, start string) error {
	if s.extinction == 0 || royalsPerSide(pieces, start) <= 1 {
		return nil
	}
	line := s.line["extinction"]
	if line == 0 {
		line = s.line["royal"]
	}
	return lineErrorf(line, "extinction=%d: a side with more than one royal piece loses only when all are gone (CountRoyals), but betzac's royal pieces are each absolutely royal (extinction=0)", s.extinction)
}

// royalsPerSide is the most royal pieces one side has in v's start.
func (x *exporter) royalsPerSide() int {
	var ps []piece
	for _, vp := range x.v.Pieces {
		ps = append(ps, piece{letter: vp.Letter, royal: vp.Royal})
	}
	return royalsPerSide(ps, x.v.Start)
}
