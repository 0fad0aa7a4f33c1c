package variants

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

//go:embed builtin/*.yaml
var builtinFS embed.FS

// maxFileSize bounds what the loader reads from one file.
const maxFileSize = 1 << 20

// maxInheritDepth bounds a chain of inherit.
const maxInheritDepth = 32

// Load reads the variant file at path, with everything it inherits.
// A non-nil error is an ErrorList.
func Load(path string) (*Variant, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, ErrorList{{File: path, Msg: "cannot read: " + err.Error()}}
	}
	return LoadBytes(path, data)
}

// LoadBytes reads a variant from data. name is the file name used in error
// messages; a file named in inherit is looked up relative to its directory.
// A non-nil error is an ErrorList.
func LoadBytes(name string, data []byte) (*Variant, error) {
	l := &loader{}
	return l.finish(l.load(fileID(name), name, data, false))
}

// Builtin returns the built-in variant with the given name.
// A non-nil error is an ErrorList.
func Builtin(name string) (*Variant, error) {
	data, err := builtinData(name)
	if err != nil || !validName(name) {
		return nil, ErrorList{{File: "builtin:" + name, Msg: unknownVariant(name)}}
	}
	l := &loader{}
	return l.finish(l.load("builtin:"+name, builtinFile(name), data, true))
}

// BuiltinNames returns the names of the built-in variants, sorted.
func BuiltinNames() []string {
	ents, _ := builtinFS.ReadDir("builtin")
	var names []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Resolve returns the variant arg names: a built-in variant's name, or the
// path of a variant file. An argument that ends in .yaml or .yml or contains
// a path separator is a file; otherwise a built-in name is looked for first.
func Resolve(arg string) (*Variant, error) {
	if isPathLike(arg) {
		return Load(arg)
	}
	if isBuiltin(arg) {
		return Builtin(arg)
	}
	if st, err := os.Stat(arg); err == nil && st.Mode().IsRegular() {
		return Load(arg)
	}
	// neither a variant nor a file: a long text is abbreviated
	return nil, ErrorList{{File: quote.Short(arg), Msg: unknownVariant(arg) + ", and no such file"}}
}

func isPathLike(s string) bool {
	return strings.HasSuffix(s, ".yaml") || strings.HasSuffix(s, ".yml") ||
		strings.ContainsRune(s, '/') || strings.ContainsRune(s, filepath.Separator)
}

func isBuiltin(name string) bool {
	if !validName(name) {
		return false
	}
	// Stat, not ReadFile: a copy of the file is what Builtin then reads.
	_, err := fs.Stat(builtinFS, builtinPath(name))
	return err == nil
}

func builtinPath(name string) string { return path.Join("builtin", name+".yaml") }

// builtinFile is the File of a built-in variant, as error messages show it.
func builtinFile(name string) string { return "builtin:" + name + ".yaml" }

// unknownVariant says that name is no built-in variant, suggesting the
// nearest one; the full list is long, so it points at "betzac variants".
func unknownVariant(name string) string {
	if s := suggest(name, BuiltinNames()); s != "" {
		return fmt.Sprintf("unknown variant %s (did you mean %q? 'betzac variants' lists the built-ins)", quote.Q(name), s)
	}
	return fmt.Sprintf("unknown variant %s ('betzac variants' lists the built-ins)", quote.Q(name))
}

// ReadFile reads a regular file of at most maxFileSize bytes, as every
// input file of betzac is read: a FIFO or a device is refused without
// opening it (which could block for ever). Its errors do not repeat the
// file name.
func ReadFile(name string) ([]byte, error) {
	data, err := readFile1(name)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return data, err
}

func readFile1(name string) ([]byte, error) {
	// Stat first: opening a FIFO or a device could block.
	if st, err := os.Stat(name); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxFileSize {
		return nil, fmt.Errorf("larger than %d bytes", maxFileSize)
	}
	return data, nil
}

// fileID identifies a file for cycle detection.
func fileID(name string) string {
	if abs, err := filepath.Abs(name); err == nil {
		return abs
	}
	return filepath.Clean(name)
}

// loader loads a variant and the chain of variants it inherits from.
type loader struct {
	e     errs
	stack []string // IDs of the files being loaded, outermost first
	names []string // their names, for messages
}

// load decodes one file and merges it onto what it inherits. It returns
// nil if nothing could be read.
func (l *loader) load(id, file string, data []byte, builtin bool) *rawVariant {
	l.stack = append(l.stack, id)
	l.names = append(l.names, file)
	defer func() {
		l.stack = l.stack[:len(l.stack)-1]
		l.names = l.names[:len(l.names)-1]
	}()
	r := decode(file, data, &l.e)
	if r == nil {
		return nil
	}
	if r.inherit == nil {
		return merge(nil, r, &l.e)
	}
	parent := l.parent(r, builtin)
	if parent == nil {
		// The parent's errors are reported; check what this file says on
		// its own, but not what it might have inherited.
		r.brokenPieces, r.incomplete = true, true
		return merge(nil, r, &l.e)
	}
	return merge(parent, r, &l.e)
}

// parent loads the variant r inherits from.
func (l *loader) parent(r *rawVariant, builtin bool) *rawVariant {
	in := r.inherit
	var id, file string
	var data []byte
	switch {
	case builtin || !isPathLike(in.val) && isBuiltin(in.val):
		if !isBuiltin(in.val) {
			l.e.add(in.loc, "inherit: %s", unknownVariant(in.val))
			return nil
		}
		builtin = true
		id, file = "builtin:"+in.val, builtinFile(in.val)
		data, _ = builtinData(in.val)
	default:
		file = in.val
		if !filepath.IsAbs(file) {
			file = filepath.Join(filepath.Dir(r.file), file)
		}
		if !isPathLike(in.val) {
			// A bare name that is not built in: NAME.yaml beside this
			// file, or else a file called NAME.
			if st, err := os.Stat(file + ".yaml"); err == nil && st.Mode().IsRegular() {
				file += ".yaml"
			}
		}
		id = fileID(file)
	}
	for i, s := range l.stack {
		if s == id {
			chain := append(append([]string{}, l.names[i:]...), file)
			l.e.add(in.loc, "inherit: inheritance cycle: %s", strings.Join(chain, " -> "))
			return nil
		}
	}
	if len(l.stack) >= maxInheritDepth {
		l.e.add(in.loc, "inherit: more than %d levels of inheritance", maxInheritDepth)
		return nil
	}
	if !builtin {
		var err error
		data, err = ReadFile(file)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && !isPathLike(in.val) {
				l.e.add(in.loc, "inherit: %s, and no file %s", unknownVariant(in.val), file)
			} else {
				l.e.add(in.loc, "inherit: cannot read %s: %v", file, err)
			}
			return nil
		}
	}
	return l.load(id, file, data, builtin)
}

// merge applies child's fields onto parent (nil if child inherits nothing):
// top-level fields replace the parent's, pieces merge by letter. name,
// title and description are never inherited. It reports misused remove
// entries. Without a parent it returns child itself, its pieces without
// the remove entries: the caller drops child (a copy of it, its present
// keys and its pieces was 3 KB of chushogi's load, issue 31).
func merge(parent, child *rawVariant, e *errs) *rawVariant {
	if parent == nil {
		kept := child.pieces[:0]
		for _, p := range child.pieces {
			if p.remove {
				e.add(p.letter.loc, "piece %s: remove: true needs a variant to remove it from (inherit: …)", p.letter.val)
				continue
			}
			kept = append(kept, p)
		}
		if len(kept) == 0 {
			kept = nil // as the copy's list was
		}
		child.pieces = kept
		return child
	}
	m := *child
	m.present = map[string]loc{}
	for k, v := range child.present {
		m.present[k] = v
	}
	inherit := func(key string) bool {
		if _, ok := child.present[key]; ok {
			return false
		}
		if l, ok := parent.present[key]; ok {
			m.present[key] = l
			return true
		}
		return false
	}
	if inherit("board") {
		m.board, m.files, m.ranks = parent.board, parent.files, parent.ranks
	}
	if inherit("start") {
		m.start = parent.start
	}
	if inherit("shuffle") {
		m.shuffle = parent.shuffle
	}
	if inherit("shuffle-black") {
		m.shuffleBlack = parent.shuffleBlack
	}
	if inherit("sides") {
		m.sides = parent.sides
	}
	if inherit("board-style") {
		m.style = parent.style
	}
	mergeRules(parent, &m, inherit)
	m.incomplete = child.incomplete || parent.incomplete
	if inherit("pieces") {
		m.pieces, m.brokenPieces = parent.pieces, parent.brokenPieces
		return &m
	}
	m.brokenPieces = child.brokenPieces || parent.brokenPieces
	m.pieces = append([]*rawPiece(nil), parent.pieces...)
	for _, p := range child.pieces {
		i := indexPiece(m.pieces, p.letter.val)
		switch {
		case p.remove && i < 0:
			if !m.brokenPieces {
				e.add(p.letter.loc, "piece %s: remove: true, but %s has no piece %s", p.letter.val, child.inherit.val, p.letter.val)
			}
		case p.remove:
			m.pieces = append(m.pieces[:i], m.pieces[i+1:]...)
		case i >= 0:
			m.pieces[i] = p
		default:
			m.pieces = append(m.pieces, p)
		}
	}
	return &m
}

func indexPiece(ps []*rawPiece, letter string) int {
	for i, p := range ps {
		if p.letter.val == letter {
			return i
		}
	}
	return -1
}

// finish validates the merged variant and builds the Variant.
func (l *loader) finish(r *rawVariant) (*Variant, error) {
	if r != nil {
		validate(r, &l.e)
	}
	if len(l.e.list) > 0 || r == nil {
		if len(l.e.list) == 0 { // cannot happen: nil comes with an error
			return nil, ErrorList{{Msg: "no variant"}}
		}
		if r != nil && r.inherit != nil {
			pointInherited(l.e.list, r.file, r.inherit.loc)
		}
		l.e.list.sort()
		return nil, l.e.list
	}
	v := &Variant{
		Name:   r.name.val,
		Title:  r.name.val,
		Files:  r.files,
		Ranks:  r.ranks,
		Start:  r.start.val,
		File:   r.file,
		Pieces: make([]Piece, len(r.pieces)),
	}
	if r.title != nil {
		v.Title = r.title.val
	}
	if r.descr != nil {
		v.Description = r.descr.val
	}
	setLooks(v, r)
	if r.inherit != nil {
		v.Inherit = r.inherit.val
		v.InheritPos = r.inherit.loc.filePos()
	}
	if r.start != nil {
		v.StartPos = r.start.loc.filePos()
		v.StartFile = r.start.loc.file
	}
	v.Rules = r.rules
	if v.Rules.Walling == legdefs.WallingNone { // else each '*' is a wall (walls.go)
		v.Rules.Holes = startHoles(v.Start, v.Ranks) // holes.go
	}
	for i, p := range r.pieces {
		q := Piece{
			Letter:   p.letter.val,
			Name:     p.letter.val,
			Betza:    p.betza.val,
			Royal:    p.royal,
			BetzaPos: p.betza.loc.filePos(),
			File:     p.betza.loc.file,
		}
		if p.name != nil {
			q.Name = p.name.val
		}
		if p.promote != nil {
			q.Promote = &Promote{Zone: p.promote.zone, To: p.promote.to.val,
				Optional: p.promote.optional, Leaving: p.promote.leaving,
				CaptureInside: p.promote.captureInside}
			if q.Promote.To == "-" {
				q.Promote.To, q.Promote.Nothing = "", true
			}
			finishPromoteExtra(q.Promote, p.promote)
			for _, l := range p.promote.limit {
				if q.Promote.Limit == nil {
					q.Promote.Limit = map[string]int{}
				}
				q.Promote.Limit[l.letter] = l.n
			}
		}
		finishHand(&q, p)
		v.Pieces[i] = q
	}
	return finishRest(r, v)
}

// finishRest sets what finish leaves to the files of their own: zones,
// clocks and the shuffle, whose check may fail.
func finishRest(r *rawVariant, v *Variant) (*Variant, error) {
	finishZones(r, v)
	finishClock(r, v)
	if err := finishShuffle(r, v); err != nil {
		return nil, err
	}
	return v, nil
}

// setLooks sets what v's players and pictures call its sides and how they
// draw it: sides (White Black if absent) and board-style.
func setLooks(v *Variant, r *rawVariant) {
	v.Sides = [2]string{"White", "Black"}
	if r.sides != nil {
		copy(v.Sides[:], strings.Fields(r.sides.val))
	}
	if r.style != nil {
		v.BoardStyle, _ = picture.ParseStyle(r.style.val) // checked by decode
	}
}
