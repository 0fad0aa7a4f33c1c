package variants

import "gopkg.in/yaml.v3"

// epVariantFields are the variant-wide FEN rules this file decodes (see
// README.md, "FEN e.p. field").
var epVariantFields = []string{"ep-field"}

// rawEPRules holds the decoded ep-field of a file.
type rawEPRules struct {
	marked bool
}

// epRule decodes ep-field: capturable (the default) or marked.
func (d *decoder) epRule(r *rawVariant, key string, v *yaml.Node) {
	s := d.str(v, key)
	if s == nil {
		return
	}
	switch s.val {
	case "capturable":
		r.epRules.marked = false
	case "marked":
		r.epRules.marked = true
	default:
		d.e.add(s.loc, "ep-field: %q: want capturable or marked", s.val)
	}
}

// mergeEPRules gives m the parent's ep-field unless the child sets it;
// inherit is merge's helper (true: the child lacks the field).
func mergeEPRules(parent, m *rawVariant, inherit func(string) bool) {
	if inherit("ep-field") {
		m.epRules.marked = parent.epRules.marked
	}
}

// finishEP copies the ep-field rule into the Variant.
func finishEP(r *rawVariant, v *Variant) {
	v.EPFieldMarked = r.epRules.marked
}
