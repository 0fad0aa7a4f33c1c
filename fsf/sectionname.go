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

// sectionSpaces refuses, at its header, a section name with spaces
// around it, which Fairy-Stockfish keeps (parse_istream trims nothing):
// asked for by the name without them, the file has no such section; by
// the name with them, FSF loads it, but no command selects it.
func sectionSpaces(secs map[string]*section, name string) error {
	if s := secs[name]; s != nil && strings.TrimSpace(name) != name {
		return &LineError{s.line, fmt.Sprintf("section %q: Fairy-Stockfish loads it under this name, spaces and all, which no UCI_Variant value (setoption drops the spaces around a value) and no xboard variant command can select", name)}
	}
	if secs[name] != nil {
		return nil
	}
	var near *section // the first by line, for one answer
	for _, s := range secs {
		if strings.TrimSpace(s.name) == name && (near == nil || s.line < near.line) {
			near = s
		}
	}
	if near == nil {
		return nil
	}
	header := near.name
	if near.parent != "" {
		header += ":" + near.parent
	}
	return &LineError{near.line, fmt.Sprintf("variants.ini has no section [%s]: the header [%s] names the section %q: Fairy-Stockfish keeps the spaces between '[' and ':' or ']'", name, header, near.name)}
}
