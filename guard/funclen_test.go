package guard

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxFuncLines is the longest a non-test function may be (its lines from
// func to the closing brace) without a sentence in its doc comment, one
// starting "It is long because", saying why.
const maxFuncLines = 80

// longPending are the long functions not yet split nor explained, in files
// that issue 11's move of the legdefs encoding and its meaning into a leaf
// package is rewriting: "dir/file.go:Func". The test fails when one of
// them is no longer long, so that the list only shrinks.
var longPending = map[string]bool{}

// TestFunctionLength holds every non-test function of the module to
// maxFuncLines, or to a doc comment saying why it is longer.
func TestFunctionLength(t *testing.T) {
	long := longFunctions(t, "..")
	seen := map[string]bool{}
	for _, f := range long {
		seen[f.name] = true
		if longPending[f.name] {
			continue
		}
		if !strings.Contains(f.doc, "It is long because") {
			t.Errorf("%s is %d lines (more than %d): split it into named steps, or say why in its doc comment (\"It is long because ...\")", f.name, f.lines, maxFuncLines)
		}
	}
	for name := range longPending {
		if !seen[name] {
			t.Errorf("%s is listed in longPending but is no longer over %d lines: remove it from the list", name, maxFuncLines)
		}
	}
}

type longFunc struct {
	name  string // dir/file.go:Func
	lines int
	doc   string
}

// longFunctions lists the non-test functions under root longer than
// maxFuncLines.
func longFunctions(t *testing.T, root string) []longFunc {
	t.Helper()
	var out []longFunc
	fset := token.NewFileSet()
	eachGoFile(t, root, false, func(path string) error {
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			if n > maxFuncLines {
				out = append(out, longFunc{name: filepath.ToSlash(rel) + ":" + fd.Name.Name, lines: n, doc: strings.Join(strings.Fields(fd.Doc.Text()), " ")})
			}
		}
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}
