package idiagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/fsf"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// ExportError lists why a variant cannot be written as a Diagram.
type ExportError struct {
	Variant  string
	Problems []string
}

func (e *ExportError) Error() string {
	return fmt.Sprintf("variant %s cannot be written as an Interactive Diagram:\n  %s", e.Variant, strings.Join(e.Problems, "\n  "))
}

type exporter struct {
	v        *variants.Variant
	problems []string
}

func (x *exporter) problem(format string, args ...any) {
	x.problems = append(x.problems, fmt.Sprintf(format, args...))
}

// Export writes v (compiled as p) as a Diagram definition in its
// <div class="idiagram"> element, or refuses, naming each piece or rule the
// definition cannot carry (see the package doc). What it returns reads
// back (Import) to the same program as p.
func Export(v *variants.Variant, p *legdefs.Program) (string, error) {
	x := &exporter{v: v}
	text := x.write()
	x.checkFriendlyRoyal(p)
	x.checkLameOblique()
	if len(x.problems) == 0 {
		if diff := roundTripDiff(v.Name, text, p) + shuffleRoundTrip(v, text); diff != "" {
			x.problem("the variant uses rules the Diagram definition does not carry; read back it differs (-betzac +exported):\n%s", diff)
		}
	}
	if len(x.problems) > 0 {
		return "", &ExportError{Variant: v.Name, Problems: x.problems}
	}
	return text, nil
}

// write writes the definition; problems are recorded on x.
func (x *exporter) write() string {
	v := x.v
	var sb strings.Builder
	sb.WriteString("<div class=\"idiagram\">\n")
	fmt.Fprintf(&sb, "files=%d\nranks=%d\n", v.Files, v.Ranks)
	white, black, hand, ok := x.placement()
	sym := "none"
	if ok {
		if sym = shuffleSymmetry(v); sym == "" {
			sym = symmetryOf(white, black, v.Files, v.Ranks)
		}
		fmt.Fprintf(&sb, "symmetry=%s\n", sym)
		x.writeShuffle(&sb, sym)
	}
	if v.Hand.CapturesToHand {
		sb.WriteString("holdingsType=-1\n") // Hold: to the capturer's hand
	}
	x.writeRules(&sb)
	groups := x.antiTradeGroups() // antitrade.go
	x.writeAntiTrade(&sb, groups)
	if x.royalsPerSide() > 1 {
		sb.WriteString("extinction=0\n") // each royal piece absolutely royal (extinction.go)
	}
	for _, vp := range v.Pieces {
		if strings.ContainsAny(vp.Name, ":=\n") || strings.EqualFold(vp.Name, "hole") {
			x.problem("piece %s (%s): a name with ':' or '=', or the name hole, cannot be written", vp.Letter, vp.Name)
		}
		if len(vp.Letter) != 1 {
			x.problem("piece %s (%s): the Diagram's IDs here are one letter", vp.Letter, vp.Name)
		}
		squares := squareList(white[vp.Letter])
		if sym == "none" && len(black[vp.Letter]) > 0 {
			squares += ",," + squareList(black[vp.Letter])
		}
		fmt.Fprintf(&sb, "%s:%s:%s::%s", vp.Name, vp.Letter, vp.Betza, squares)
		if h := hand[vp.Letter]; h[0] > 0 || h[1] > 0 {
			fmt.Fprintf(&sb, ":%d", h[0])
			if h[1] != h[0] {
				fmt.Fprintf(&sb, ",%d", h[1])
			}
		}
		sb.WriteString("\n")
		sb.WriteString(antiTradeAfter(groups, vp.Letter))
	}
	if holes := black["*"]; len(holes) > 0 {
		fmt.Fprintf(&sb, "hole::::,,%s\n", squareList(holes)) // after ",,": no partners
	}
	sb.WriteString("</div>\n")
	return sb.String()
}

// writeRules writes royal=, iron=, baring=, maxPromote=, promoZone= and promoChoice=, and
// names what they cannot say.
func (x *exporter) writeRules(sb *strings.Builder) {
	pieces := x.v.Pieces
	var royals []int
	for i, vp := range pieces {
		if vp.Royal {
			royals = append(royals, i+1)
		}
	}
	switch {
	case len(royals) == 0:
		x.problem("no royal piece: the Diagram makes the last piece royal when royal= names none")
	case len(royals) > 1 || royals[0] != len(pieces):
		for _, n := range royals {
			fmt.Fprintf(sb, "royal=%d\n", n)
		}
	}
	for i, vp := range pieces {
		if x.v.Iron != "" && strings.Contains(x.v.Iron, vp.Letter) {
			fmt.Fprintf(sb, "iron=%d\n", i+1) // ParseGameDef: one line per iron piece
		}
		if x.v.Baring != "" && strings.Contains(x.v.Baring, vp.Letter) {
			fmt.Fprintf(sb, "baring=%d\n", i+1) // one line per baring piece (baring.go)
		}
	}
	n := 0 // the promoting pieces must be the first n (Promotion: type <= maxPromote)
	for n < len(pieces) && pieces[n].Promote != nil {
		n++
	}
	for _, vp := range pieces[n:] {
		if vp.Promote != nil {
			x.problem("piece %s (%s): it promotes, but a piece before it does not (the Diagram promotes the first maxPromote pieces)", vp.Letter, vp.Name)
		}
	}
	if n != 1 {
		fmt.Fprintf(sb, "maxPromote=%d\n", n)
	}
	if n == 0 {
		return
	}
	pr := pieces[0].Promote
	for _, vp := range pieces[:n] {
		if q := vp.Promote; q.Zone != pr.Zone || q.To != pr.To {
			x.problem("piece %s (%s): its promotion differs from the first piece's (the Diagram has one zone and one choice)", vp.Letter, vp.Name)
		}
	}
	if pr.Optional || pr.Nothing || pr.CaptureInside || pr.Limit != nil || pr.ToBlack != "" || pr.Squares != nil {
		x.problem("piece %s (%s): a promotion other than a choice on a move that enters (or leaves) the last %d ranks", pieces[0].Letter, pieces[0].Name, pr.Zone)
	}
	if pr.Zone != 1 {
		fmt.Fprintf(sb, "promoZone=%d\n", pr.Zone)
	}
	fmt.Fprintf(sb, "promoChoice=%s\n", pr.To)
}

// roundTripDiff imports text again and compiles it; it returns how the
// result differs from p ("" if it does not).
func roundTripDiff(name, text string, p *legdefs.Program) string {
	imp, err := Import(text, name)
	if err != nil {
		return "not read back: " + err.Error()
	}
	return fsf.ImportDiff(name, imp.YAML, p)
}
