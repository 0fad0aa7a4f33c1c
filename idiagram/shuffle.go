package idiagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/variants"
)

// shuffle= (ParseGameDef stores it; Shuffle and ShuffleOne draw a start
// from it): groups of piece IDs separated by ',', a '!' before an ID a
// colour-bound set, a ':' a symmetric pair; Black's pieces follow
// symmetry= (mirror, rotate) or, with none, are drawn on their own. It
// is betzac's shuffle key (variants.Shuffle) with IDs for letters; what
// the Diagram reads differently is refused by the variant's check (an ID
// twice, a '!' on a single piece, which the Diagram ignores) or here.

// shuffleBlackOf is the shuffle-black that symmetry= gives.
var shuffleBlackOf = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"mirror": "mirror", "rotate": "rotate", "none": "independent"}
}}

// readShuffle translates s.shuffle's IDs to piece letters, in place, and
// refuses IDs no piece has and a shuffled castling king: the Diagram
// castles from the squares its definition gives (ParseGameDef finds the
// partners before the shuffle), which betzac's castling does not model.
func readShuffle(pieces []piece, s *settings) error {
	if s.shuffle == "" {
		return nil
	}
	line := s.line["shuffle"]
	var spec strings.Builder
	for _, c := range s.shuffle {
		if strings.ContainsRune(",!:", c) {
			spec.WriteRune(c)
			continue
		}
		var p *piece
		for i := range pieces {
			if pieces[i].ID == string(c) || pieces[i].ID == "" && pieces[i].letter == string(c) {
				p = &pieces[i]
			}
		}
		if p == nil {
			return lineErrorf(line, "shuffle=%s: no piece has the ID %q", s.shuffle, string(c))
		}
		if p.royal && strings.Contains(p.betza, "O") {
			return lineErrorf(line, "shuffle=%s: shuffles the castling piece %s: the Diagram then castles with the pieces its definition puts on the corners, which is not translated", s.shuffle, p.Name)
		}
		spec.WriteString(p.letter)
	}
	s.shuffle = spec.String()
	return nil
}

// writeShuffle writes shuffle= for v, if it has a shuffle, after checking
// that symmetry= (sym) says what its shuffle-black does.
func (x *exporter) writeShuffle(sb *strings.Builder, sym string) {
	sh := x.v.Shuffle
	if sh == nil {
		return
	}
	if shuffleBlackOf.Get()[sym] != sh.Black {
		x.problem("shuffle-black: %s: the Diagram draws Black's shuffled pieces by symmetry=, and the start position is written with symmetry=%s", sh.Black, sym)
	}
	fmt.Fprintf(sb, "shuffle=%s\n", sh.Spec)
}

// shuffleSymmetry is the symmetry= a shuffle needs: none for
// shuffle-black: independent, else "" (the start position decides).
func shuffleSymmetry(v *variants.Variant) string {
	if v.Shuffle != nil && v.Shuffle.Black == "independent" {
		return "none"
	}
	return ""
}

// shuffleDiff says how the shuffle of yaml (an export read back) differs
// from v's; "" if it does not.
func shuffleDiff(v *variants.Variant, yaml string) string {
	back, err := variants.LoadBytes(v.Name+".yaml", []byte(yaml))
	if err != nil {
		return "not read back: " + err.Error()
	}
	show := func(s *variants.Shuffle) string {
		if s == nil {
			return "no shuffle"
		}
		return fmt.Sprintf("shuffle %q, shuffle-black %s", s.Spec, s.Black)
	}
	if a, b := show(v.Shuffle), show(back.Shuffle); a != b {
		return fmt.Sprintf("betzac: %s; read back: %s", a, b)
	}
	return ""
}

// shuffleRoundTrip imports text again and compares its shuffle with v's.
func shuffleRoundTrip(v *variants.Variant, text string) string {
	if v.Shuffle == nil {
		return ""
	}
	imp, err := Import(text, v.Name)
	if err != nil {
		return "" // roundTripDiff reports it
	}
	return shuffleDiff(v, imp.YAML)
}
