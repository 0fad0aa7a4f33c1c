package fsf

import (
	"errors"
	"fmt"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// LineError is a line of a variants.ini file that cannot be read.
type LineError struct {
	Line int
	Msg  string
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// ColError is a variants.ini line that cannot be read, at a column
// (1-based) of the line.
type ColError struct {
	Line, Col int
	Msg       string
}

func (e *ColError) Error() string { return fmt.Sprintf("line %d:%d: %s", e.Line, e.Col, e.Msg) }

// FileError is err, from reading the variants.ini file path, at its line
// (a *LineError, or a *ColError at its column) or else naming the file.
func FileError(path string, err error) error {
	var ce *ColError
	if errors.As(err, &ce) {
		return variants.ErrorList{{File: path, Line: ce.Line, Column: ce.Col, Msg: ce.Msg}}
	}
	var le *LineError
	if errors.As(err, &le) {
		return variants.ErrorList{{File: path, Line: le.Line, Msg: le.Msg}}
	}
	return fmt.Errorf("%s: %w", path, err)
}

// checkImport loads and compiles the variant file that Import wrote for
// section and sets up its start position, so that Import never hands out
// a file betzac cannot read. Its error names the ini setting behind the
// first problem, which it returns too ("" if none).
func checkImport(section string, yaml string) (setting string, err error) {
	v, err := variants.LoadBytes(section+".yaml", []byte(yaml))
	if err == nil {
		var p *legdefs.Program
		if p, err = compiler.Compile(v); err == nil {
			if _, err := vm.NewPosition(p, ""); err != nil {
				return "startFen", fmt.Errorf("startFen: the start position does not fit the variant: %v", err)
			}
			return "", nil
		}
	}
	var list variants.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return "", fmt.Errorf("the variant file it translates to does not compile: %v", err)
	}
	e := list[0]
	lines := strings.Split(yaml, "\n")
	setting = "the section"
	if e.Line >= 1 && e.Line <= len(lines) {
		setting = settingOf(lines[e.Line-1])
	}
	return setting, fmt.Errorf("%s: the variant file it translates to is wrong: %s", setting, e.Msg)
}

// settingOf names the variants.ini setting that a line of the variant file
// Import writes comes from.
func settingOf(line string) string {
	switch {
	case strings.HasPrefix(line, "board:"):
		return "maxFile, maxRank"
	case strings.HasPrefix(line, "start:"):
		return "startFen"
	case strings.HasPrefix(line, "pieces:"):
		return "the piece types"
	}
	if _, rest, ok := strings.Cut(line, `name: "Custom piece `); ok {
		n, _, _ := strings.Cut(rest, `"`)
		return "customPiece" + n
	}
	if _, rest, ok := strings.Cut(line, `name: "`); ok {
		n, _, _ := strings.Cut(rest, `"`)
		return strings.ToLower(n[:1]) + n[1:]
	}
	return "the section"
}
