package fsf

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/variants"
)

// sectionNameError says why no variants.ini section can be named name,
// nil if one can. Fairy-Stockfish reads a header (src/variant.cpp,
// VariantMap::parse_istream, as of commit c19b5f6) from "[" up to the first "]" as the name,
// splits that at its first ":" into the variant and the template
// (parent) it inherits, and drops the rest of the line (its "check"
// command on [my]chess] and [foo:chess] parses the variants my and
// foo). For export, the
// name must also name the variant that Import reads back.
func sectionNameError(name string, export bool) error {
	why, header := "", strings.Trim(fmt.Sprintf("%q", name), `"`) // one line
	if child, parent, ok := strings.Cut(name, ":"); ok {
		why = fmt.Sprintf("Fairy-Stockfish reads [%s] as the section %q inheriting from %q (its [child:parent] syntax)", header, child, parent)
	} else if before, _, ok := strings.Cut(name, "]"); ok {
		why = fmt.Sprintf("a ']' ends a section's name in its header: Fairy-Stockfish reads [%s] as the section %q", header, before)
	} else if export && !variants.ValidName(name) {
		why = "read back, it names the variant, whose name wants " + variants.NameRule
	}
	if why == "" {
		return nil
	}
	return fmt.Errorf("section name %q: %s", name, why)
}
