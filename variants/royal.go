package variants

import "gopkg.in/yaml.v3"

// royalVariantFields are the variant-wide rules about royal pieces that
// this file decodes (see README.md, "Royal pieces").
var royalVariantFields = []string{"duple-check", "royal-extinction"}

// rawRoyalRules holds the decoded royal rules of a file.
type rawRoyalRules struct {
	dupleCheck      bool
	royalExtinction bool
}

// royalRule decodes one of royalVariantFields into r.
func (d *decoder) royalRule(r *rawVariant, key string, v *yaml.Node) {
	b, ok := d.boolean(v, key)
	if !ok {
		return
	}
	switch key {
	case "duple-check":
		r.royalRules.dupleCheck = b
	case "royal-extinction":
		r.royalRules.royalExtinction = b
	}
}

// mergeRoyalRules gives m the parent's royal rules that the child does not
// set; inherit is merge's helper (true: the child lacks the field).
func mergeRoyalRules(parent, m *rawVariant, inherit func(string) bool) {
	if inherit("duple-check") {
		m.royalRules.dupleCheck = parent.royalRules.dupleCheck
	}
	if inherit("royal-extinction") {
		m.royalRules.royalExtinction = parent.royalRules.royalExtinction
	}
}

// finishRoyal copies the royal rules into the Variant.
func finishRoyal(r *rawVariant, v *Variant) {
	v.DupleCheck = r.royalRules.dupleCheck
	v.RoyalExtinction = r.royalRules.royalExtinction
}
