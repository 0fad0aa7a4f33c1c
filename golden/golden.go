// Package golden holds the golden perft corpus: YAML files of positions
// with node counts at several depths, each count with its source (see
// README.md for the format). The files are embedded, so the betzac
// binary carries the corpus.
package golden

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

//go:embed *.yaml
var files embed.FS

// File is one corpus file: the positions of one variant.
type File struct {
	Variant   string     `yaml:"variant"`
	Positions []Position `yaml:"positions"`
}

// Position is a test position and its perft counts.
type Position struct {
	Name  string  `yaml:"name"`
	Title string  `yaml:"title,omitempty"`
	FEN   string  `yaml:"fen"`
	Perft []Count `yaml:"perft"`
}

// Count is the number of leaf nodes at one depth and where it comes from.
type Count struct {
	Depth  int    `yaml:"depth"`
	Nodes  uint64 `yaml:"nodes"`
	Source string `yaml:"source"`
	// Unvalidated marks a count that only betzac produced: it is a
	// regression check, not an independent validation.
	Unvalidated bool `yaml:"unvalidated,omitempty"`
}

// Entry is one count of one position, flattened for running.
type Entry struct {
	Variant string
	Name    string
	FEN     string
	Count
}

// Parse reads a corpus file, rejecting unknown fields and entries
// without a source.
func Parse(name string, data []byte) (*File, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("golden %s: %w", name, err)
	}
	if f.Variant == "" {
		return nil, fmt.Errorf("golden %s: no variant", name)
	}
	for i, p := range f.Positions {
		if p.FEN == "" || p.Name == "" {
			return nil, fmt.Errorf("golden %s: position %d: name and fen are required", name, i+1)
		}
		for _, c := range p.Perft {
			if c.Depth < 0 || c.Source == "" {
				return nil, fmt.Errorf("golden %s: %s depth %d: a depth >= 0 and a source are required", name, p.Name, c.Depth)
			}
		}
	}
	return &f, nil
}

// Variants returns the names of the variants in the corpus, sorted.
func Variants() []string {
	names, _ := fs.Glob(files, "*.yaml")
	for i, n := range names {
		names[i] = strings.TrimSuffix(n, ".yaml")
	}
	sort.Strings(names) // by name: "a-b.yaml" sorts before "a.yaml"
	return names
}

// Load returns the corpus file of a variant.
func Load(variant string) (*File, error) {
	data, err := files.ReadFile(variant + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("golden: no corpus for variant %q (have %s)", variant, strings.Join(Variants(), ", "))
	}
	return Parse(variant+".yaml", data)
}

// Entries returns every count of the corpus files of the given variants
// (all of them if none), in file order, that has at most maxNodes nodes
// (0 = no limit).
func Entries(maxNodes uint64, variants ...string) ([]Entry, error) {
	if len(variants) == 0 {
		variants = Variants()
	}
	var out []Entry
	for _, v := range variants {
		f, err := Load(v)
		if err != nil {
			return nil, err
		}
		for _, p := range f.Positions {
			for _, c := range p.Perft {
				if maxNodes > 0 && c.Nodes > maxNodes {
					continue
				}
				out = append(out, Entry{Variant: f.Variant, Name: p.Name, FEN: p.FEN, Count: c})
			}
		}
	}
	return out, nil
}

// EPD returns a file's positions as EPD lines ("fen ;D1 20 ;D2 400"), for
// other engines.
// Counts of more than maxNodes nodes are left out (0 = no limit), and
// positions left without counts.
func (f *File) EPD(maxNodes uint64) string {
	var sb strings.Builder
	for _, p := range f.Positions {
		var counts strings.Builder
		for _, c := range p.Perft {
			if maxNodes == 0 || c.Nodes <= maxNodes {
				fmt.Fprintf(&counts, " ;D%d %d", c.Depth, c.Nodes)
			}
		}
		if counts.Len() > 0 {
			sb.WriteString(p.FEN + counts.String() + "\n")
		}
	}
	return sb.String()
}
