package idiagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/compiler"
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
	if len(x.problems) == 0 {
		if diff := roundTripDiff(v.Name, text, p); diff != "" {
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
	if ok {
		if sym := symmetryOf(white, black, v.Files, v.Ranks); sym != "" {
			fmt.Fprintf(&sb, "symmetry=%s\n", sym)
		} else {
			x.problem("the start position %q is neither mirror- nor rotate-symmetric (symmetry=none is not written)", v.Start)
		}
	}
	if v.Hand.Drops || v.Hand.CapturesToHand {
		sb.WriteString("holdingsType=1\n")
	}
	x.writeRules(&sb)
	for _, vp := range v.Pieces {
		if strings.ContainsAny(vp.Name, ":\n") {
			x.problem("piece %s (%s): a name with ':' cannot be written", vp.Letter, vp.Name)
		}
		if len(vp.Letter) != 1 {
			x.problem("piece %s (%s): the Diagram's IDs here are one letter", vp.Letter, vp.Name)
		}
		fmt.Fprintf(&sb, "%s:%s:%s::%s", vp.Name, vp.Letter, vp.Betza, squareList(white[vp.Letter]))
		if n := hand[vp.Letter]; n > 0 {
			fmt.Fprintf(&sb, ":%d", n)
		}
		sb.WriteString("\n")
	}
	sb.WriteString("</div>\n")
	return sb.String()
}

// writeRules writes royal=, promoZone= and promoChoice=, and names what
// they cannot say.
func (x *exporter) writeRules(sb *strings.Builder) {
	royal := 0
	for i, vp := range x.v.Pieces {
		if vp.Royal {
			if royal > 0 {
				x.problem("piece %s (%s): a second royal piece (royal= names one)", vp.Letter, vp.Name)
			}
			royal = i + 1
		}
	}
	switch {
	case royal == 0:
		x.problem("no royal piece: the Diagram makes one piece royal")
	case royal != len(x.v.Pieces):
		fmt.Fprintf(sb, "royal=%d\n", royal)
	}
	for _, vp := range x.v.Pieces {
		pr := vp.Promote
		if pr == nil {
			continue
		}
		if vp.Letter != "P" {
			x.problem("piece %s (%s): only the pieces with ID P promote here", vp.Letter, vp.Name)
			continue
		}
		if pr.Optional || pr.Leaving || pr.Nothing || pr.CaptureInside || pr.Limit != nil || pr.ToBlack != "" || pr.Squares != nil {
			x.problem("piece P (%s): a promotion other than to a choice on entering the last %d ranks", vp.Name, pr.Zone)
		}
		if pr.Zone != 1 {
			fmt.Fprintf(sb, "promoZone=%d\n", pr.Zone)
		}
		fmt.Fprintf(sb, "promoChoice=%s\n", pr.To)
	}
}

// roundTripDiff imports text again and compiles it; it returns how the
// result differs from p ("" if it does not).
func roundTripDiff(name, text string, p *legdefs.Program) string {
	imp, err := Import(text, name)
	if err != nil {
		return "not read back: " + err.Error()
	}
	v, err := variants.LoadBytes(name+".yaml", []byte(imp.YAML))
	if err != nil {
		return "the import does not load: " + err.Error()
	}
	q, err := compiler.Compile(v)
	if err != nil {
		return "the import does not compile: " + err.Error()
	}
	return fsf.ProgramDiff(p, q)
}
