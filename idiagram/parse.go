package idiagram

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Diagram is a Diagram definition as written: its parameters and pieces
// in order, each with its line in the file read.
type Diagram struct {
	Params []Param
	Pieces []PieceLine
}

// Param is one "key=value" line.
type Param struct {
	Key, Value string
	Line       int
}

// PieceLine is one "name:ID:XBetza:image:squares[:hand]" line, its
// fields as written (empty where left out).
type PieceLine struct {
	Name, ID, Betza, Image, Squares, Hand string
	Line                                  int
}

// LineError is an error at a line of the file read.
type LineError struct {
	Line int
	Msg  string
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func lineErrorf(line int, format string, args ...any) *LineError {
	return &LineError{line, fmt.Sprintf(format, args...)}
}

// The opening tag of the element that holds a definition, and the tags
// inside it (<br>, <p>) that a page's editor may add.
var (
	openTag = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
		return regexp.MustCompile(`(?is)<([a-z]+)[^>]*\bclass\s*=\s*["']?[^"'>]*\bidiagram\b[^>]*>`)
	}}
	anyTag = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`(?s)<[^>]*>`) }}
	entity = lazy.Value[*strings.Replacer]{Build: func() *strings.Replacer {
		return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'", "&nbsp;", " ", "&amp;", "&")
	}}
)

// Parse reads a Diagram definition: the content of the first element
// with class="idiagram" in an HTML page, or, if there is none, the whole
// text as the definition. Lines keep their numbers in text.
func Parse(text string) (*Diagram, error) {
	first := 1
	if loc := openTag.Get().FindStringSubmatchIndex(text); loc != nil {
		name := text[loc[2]:loc[3]]
		first += strings.Count(text[:loc[1]], "\n")
		body := text[loc[1]:]
		// Not strings.ToLower: it changes the length of invalid UTF-8.
		loc := regexp.MustCompile(`(?i)</` + regexp.QuoteMeta(name) + `\b`).FindStringIndex(body)
		if loc == nil {
			return nil, lineErrorf(first, "the <%s class=\"idiagram\"> element has no </%s>", name, name)
		}
		// A tag becomes its newlines, so that lines keep their numbers.
		text = anyTag.Get().ReplaceAllStringFunc(body[:loc[0]], func(t string) string {
			return strings.Repeat("\n", strings.Count(t, "\n"))
		})
		text = entity.Get().Replace(text)
	}
	d := &Diagram{}
	for i, raw := range strings.Split(text, "\n") {
		// ParseGameDef cuts a line at "<br>" and reads a line with '=' as
		// a parameter, any other with five ':'-separated parts as a piece.
		line, _, _ := strings.Cut(raw, "<br>")
		line = strings.TrimSpace(line)
		n := first + i
		switch {
		case line == "":
		case strings.Contains(line, "="):
			k, v, _ := strings.Cut(line, "=")
			d.Params = append(d.Params, Param{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v), Line: n})
		case strings.Contains(line, ":"):
			p, err := parsePiece(line, n)
			if err != nil {
				return nil, err
			}
			d.Pieces = append(d.Pieces, p)
		default:
			return nil, lineErrorf(n, "%q is neither a parameter (key=value) nor a piece (name:ID:XBetza:image:squares[:hand])", line)
		}
	}
	if len(d.Pieces) == 0 {
		return nil, lineErrorf(first, "the definition has no piece line (name:ID:XBetza:image:squares)")
	}
	return d, nil
}

func parsePiece(line string, n int) (PieceLine, error) {
	f := strings.Split(line, ":")
	if len(f) < 5 || len(f) > 6 {
		return PieceLine{}, lineErrorf(n, "piece %q has %d fields; a piece is name:ID:XBetza:image:squares[:hand]", line, len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	p := PieceLine{Name: f[0], ID: f[1], Betza: f[2], Image: f[3], Squares: f[4], Line: n}
	if len(f) == 6 {
		p.Hand = f[5]
	}
	if p.Name == "" {
		return p, lineErrorf(n, "piece %q has no name", line)
	}
	return p, nil
}
