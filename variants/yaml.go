package variants

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/internal/quote"
	"gopkg.in/yaml.v3"
)

// This file reads YAML: the parse of a file into nodes, with the line and
// column of each, and the decoder's readers of scalars and mappings, which
// report a value of the wrong kind at its place.

// str is a string field's value and where its text starts. exact reports
// whether loc.at(i) is the position of the value's i-th byte: true for a
// one-line plain or quoted scalar without escapes.
type str struct {
	val   string
	loc   loc
	exact bool
}

// value is the string's value, or "" for a field that is absent.
func (s *str) value() string {
	if s == nil {
		return ""
	}
	return s.val
}

// pos returns the position of byte i of s, or of s itself if positions
// inside it are not exact.
func (s *str) pos(i int) loc {
	if s.exact && i >= 0 && i <= len(s.val) {
		return s.loc.at(i)
	}
	return s.loc
}

// yamlLine matches the line number in yaml.v3's syntax errors.
var yamlLine = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) }}

// parseYAML parses data as one YAML document and returns its top node.
func parseYAML(file string, data []byte, e *errs) (root *yaml.Node, ok bool) {
	if at, b, ok := badUTF8(file, data); ok {
		e.add(at, "not UTF-8 text: byte 0x%02x is not part of a UTF-8 character (a variant file is UTF-8)", b)
		return nil, false
	}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	err := safeDecode(dec, &doc)
	if errors.Is(err, io.EOF) {
		e.add(loc{file: file}, "empty file: want a variant definition")
		return nil, false
	}
	if err != nil {
		if at, ok := indentTab(file, data); ok {
			e.add(at, "YAML syntax: a tab in the indentation: YAML indents with spaces only")
			return nil, false
		}
		e.add(yamlErrorLoc(file, err))
		return nil, false
	}
	var next yaml.Node
	switch err := safeDecode(dec, &next); {
	case err == nil:
		e.add(nodeLoc(file, &next), "a second YAML document: a file holds one variant")
	case !errors.Is(err, io.EOF):
		e.add(yamlErrorLoc(file, err))
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		e.add(loc{file: file}, "empty file: want a variant definition")
		return nil, false
	}
	return resolve(doc.Content[0]), true
}

// safeDecode runs dec.Decode, turning a panic inside the YAML library into an
// error so that no input can crash a caller.
func safeDecode(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("yaml: %v", p)
		}
	}()
	return dec.Decode(n)
}

// badUTF8 finds the first byte of data that is not UTF-8, at its line
// and column (in characters, as yaml.v3 counts them), which yaml.v3
// reports at line 1. Text with a UTF-16 byte order mark is left to
// yaml.v3, which reads it.
func badUTF8(file string, data []byte) (loc, byte, bool) {
	if utf8.Valid(data) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) || bytes.HasPrefix(data, []byte{0xff, 0xfe}) {
		return loc{}, 0, false
	}
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return loc{file, int32(line), int32(col)}, data[i], true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return loc{}, 0, false
}

// indentTab finds the first tab in the indentation of a line: the usual
// cause of a YAML syntax error, which yaml.v3 reports obscurely.
func indentTab(file string, data []byte) (loc, bool) {
	for i, line := range strings.Split(string(data), "\n") {
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if col := strings.IndexByte(line[:indent], '\t'); col >= 0 {
			return loc{file: file, line: int32(i + 1), col: int32(col + 1)}, true
		}
	}
	return loc{}, false
}

// yamlParserErrors are the yaml.v3 messages of parser (not scanner) errors.
// For these the library reports the 0-based line of the enclosing
// construct's start (a flow sequence's '['), or no line for the first line.
var yamlParserErrors = []string{
	"did not find expected node content",
	"did not find expected key",
	"did not find expected '-' indicator",
	"did not find expected ',' or ']'",
	"did not find expected ',' or '}'",
	"did not find expected <document start>",
}

// yamlErrorLoc splits a yaml.v3 syntax error into its line and message. The
// library gives no column.
func yamlErrorLoc(file string, err error) (loc, string, any) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 1
	if m := yamlLine.Get().FindStringSubmatch(err.Error()); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			line, msg = n, m[2]
			if contains(yamlParserErrors, msg) {
				line++
			}
		}
	}
	return loc{file: file, line: int32(line)}, "YAML syntax: %s", msg
}

// rootKindName names what a file holds instead of a mapping, without
// its content (inherit may name any file).
func rootKindName(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return "text"
	}
	return kindName(n)
}

// resolve follows aliases.
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	if n == nil {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null"}
	}
	return n
}

func nodeLoc(file string, n *yaml.Node) loc { return loc{file, int32(n.Line), int32(n.Column)} }

// kindName describes what a node is, for "want X, got Y" messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if quote.Long(n.Value) {
			// Long text is not what the user meant to write here.
			return fmt.Sprintf("a value of %d characters", len(n.Value))
		}
		switch n.ShortTag() {
		case "!!str":
			return fmt.Sprintf("the string %q", n.Value)
		case "!!int":
			return "the integer " + n.Value
		case "!!bool":
			return "the boolean " + n.Value
		case "!!float":
			return "the number " + n.Value
		case "!!null":
			return "nothing (null)"
		}
		return fmt.Sprintf("%q (%s)", n.Value, n.ShortTag())
	}
	return "an unexpected YAML node"
}

type decoder struct {
	file string
	e    *errs
}

// fields calls f for each key of the mapping m that is in known, in order,
// and reports unknown and repeated keys. ctx names the mapping in messages
// ("" at the top level).
func (d *decoder) fields(m *yaml.Node, known []string, ctx string, f func(key string, k, v *yaml.Node)) {
	seen := map[string]loc{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := resolve(m.Content[i]), resolve(m.Content[i+1])
		kl := nodeLoc(d.file, k)
		if k.Kind != yaml.ScalarNode {
			d.e.add(kl, "%swant a field name, got %s", ctx, kindName(k))
			continue
		}
		key := k.Value
		if first, ok := seen[key]; ok {
			d.e.add(kl, "%sfield %q given twice (first at %s)", ctx, key, first.short())
			continue
		}
		seen[key] = kl
		if !contains(known, key) {
			if s := suggest(key, known); s != "" {
				d.e.add(kl, "%sunknown field %q (did you mean %q?)", ctx, key, s)
			} else {
				d.e.add(kl, "%sunknown field %q (known fields: %s)", ctx, key, strings.Join(known, ", "))
			}
			continue
		}
		f(key, k, v)
	}
}

// letter reads a piece letter (A-Z, +X or X~). It reports anything else
// and returns nil.
func (d *decoder) letter(n *yaml.Node, field string) *str {
	s := d.str(n, field)
	if s != nil && !isPieceLetter(s.val) {
		d.e.add(s.loc, "%s %q: want a piece letter", field, s.val)
		return nil
	}
	return s
}

// mapping calls f for each known key of the mapping n, as fields does
// (ctx starts its messages), and reports whether n is a mapping; if it is
// not, it reports want (what n should be) and what n is.
func (d *decoder) mapping(n *yaml.Node, want, ctx string, known []string, f func(key string, k, v *yaml.Node)) bool {
	if n.Kind != yaml.MappingNode {
		d.e.add(nodeLoc(d.file, n), "%s, got %s", want, kindName(n))
		return false
	}
	d.fields(n, known, ctx, f)
	return true
}

// str reads a string scalar. It reports anything else and returns nil.
func (d *decoder) str(n *yaml.Node, field string) *str {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!str" {
		hint := ""
		if field == "betza" && n.Kind == yaml.SequenceNode {
			hint = ` (YAML reads [...] as a list: quote a bracketed Betza string, betza: "[F?R]")`
		}
		if v := n.Value; n.Kind == yaml.ScalarNode && (strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0o")) {
			hint = fmt.Sprintf(" (YAML reads %s as a number in base %d; quote it to mean text)", v, map[byte]int{'x': 16, 'o': 8}[v[1]])
		}
		d.e.add(nodeLoc(d.file, n), "%s: want a string, got %s%s", field, kindName(n), hint)
		return nil
	}
	s := &str{val: n.Value, loc: nodeLoc(d.file, n), exact: !strings.Contains(n.Value, "\n")}
	switch n.Style {
	case 0, yaml.TaggedStyle, yaml.FlowStyle:
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		s.loc.col++
		// Escapes make the text longer than the value; positions inside
		// such a string fall back to its start.
		s.exact = s.exact && !strings.ContainsAny(n.Value, `\'"`)
	default: // block scalars: the text starts on a later line
		s.exact = false
	}
	return s
}

func (d *decoder) boolean(n *yaml.Node, field string) (val, ok bool) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!bool" {
		if b, ok := decodeBool(n); ok {
			return b, true
		}
	}
	d.e.add(nodeLoc(d.file, n), "%s: want true or false, got %s", field, kindName(n))
	return false, false
}

// decodeBool is the value of n, a !!bool scalar, and whether yaml.v3
// decodes it: "true" and "false" read as they are, any other spelling
// through yaml.v3 (a decoder each, 70,000 instructions of chushogi's 39
// booleans, issue 31).
func decodeBool(n *yaml.Node) (val, ok bool) {
	switch n.Value {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	err := n.Decode(&val)
	return val, err == nil
}

func (d *decoder) integer(n *yaml.Node, field string) (int, bool) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!int" {
		if i, err := strconv.ParseInt(n.Value, 0, 32); err == nil {
			return int(i), true
		}
	}
	d.e.add(nodeLoc(d.file, n), "%s: want an integer, got %s", field, kindName(n))
	return 0, false
}
