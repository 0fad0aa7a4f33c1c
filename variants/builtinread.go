package variants

import "bytes"

// builtinData is the text of a built-in variant's file with its comment
// lines blanked. yaml.v3 keeps every comment and attaches it to a node,
// which cost chushogi's load (30 comment lines) a sixth of its YAML parse
// (issue 31). A line whose first non-blank character is '#' is a comment
// unless it is inside a block or a multi-line quoted scalar; no built-in
// file has such a scalar, which TestBuiltinCommentsBlanked checks by
// parsing every built-in both ways. Each line keeps its newline, so every
// line and column is the same as in the file.
func builtinData(name string) ([]byte, error) {
	data, err := builtinFS.ReadFile(builtinPath(name))
	if err != nil {
		return nil, err
	}
	return blankComments(data), nil
}

// blankComments empties every line of data whose first non-blank
// character is '#', keeping its newline. It writes over data (a copy
// ReadFile made), which it reads ahead of what it writes: a copy of its
// own was 6 KB of chushogi's start-up (issue 31).
func blankComments(data []byte) []byte {
	out := data[:0]
	for len(data) > 0 {
		line, rest, found := bytes.Cut(data, []byte{'\n'})
		if !bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte{'#'}) {
			out = append(out, line...)
		}
		if found {
			out = append(out, '\n')
		}
		data = rest
	}
	return out
}
