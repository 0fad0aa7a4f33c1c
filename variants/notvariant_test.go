package variants

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLoadErrorsCauseFirst: a broken inherit, a file that is not a
// variant file and bytes that are not UTF-8 are reported as such, at
// their position, and nothing they cause (missing fields, a file's
// content as field names) is reported with them. Each want is written
// from the input: the position of the inherit value or bad byte.
func TestLoadErrorsCauseFirst(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"empty.yaml": "inherit: \"\"\nname: t\n",
		"null.yaml":  "inherit: null\nname: t\n",
		"list.yaml":  "inherit: [chess, shogi]\nname: t\n",
		"json.yaml":  "inherit: package.json\nname: t\n",
		"mine.yaml":  "name: t\ninherit: shadow\n",
		// a JSON object, and lines as /etc/shadow has them, each a key
		"package.json": `{"name-of-package": "x", "version": "1.0.0"}`,
		"shadow":       "root:$6$s3cr3thash:19000:0:99999:7:::\nuser:$6$0th3rhash:19000:0:99999:7:::\n",
		"utf8.yaml":    "name: t\nboard: 8x8\ntitle: \"ab\xc3\xa9\xff\"\n",
		"utf8-2.yaml":  "name: t\n\xe2\x82\n",
	})
	j := func(f string) string { return filepath.Join(dir, f) }
	notVariant := ":1:1: not a variant file: want a mapping of fields (name: …, board: …), got a mapping of 2 other keys"
	tests := []struct {
		file string
		want []string
	}{
		{"empty.yaml", []string{j("empty.yaml") + ":1:11: inherit: want a variant name or file, got an empty string"}},
		{"null.yaml", []string{j("null.yaml") + ":1:10: inherit: want a string, got nothing (null)"}},
		{"list.yaml", []string{j("list.yaml") + ":1:10: inherit: want a string, got a list"}},
		{"json.yaml", []string{j("json.yaml") + ":1:10: inherit: " + j("package.json") + notVariant}},
		{"mine.yaml", []string{j("mine.yaml") + ":2:10: inherit: " + j("shadow") + notVariant}},
		{"shadow", []string{j("shadow") + notVariant}},
		// é is one character: the bad byte is the 12th of line 3
		{"utf8.yaml", []string{j("utf8.yaml") + ":3:12: not UTF-8 text: byte 0xff is not part of a UTF-8 character (a variant file is UTF-8)"}},
		{"utf8-2.yaml", []string{j("utf8-2.yaml") + ":2:1: not UTF-8 text: byte 0xe2 is not part of a UTF-8 character (a variant file is UTF-8)"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			_, err := Load(j(tt.file))
			got := errorLines(err)
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("errors (-want +got):\n%s", d)
			}
			for _, secret := range []string{"s3cr3t", "0th3r", "name-of-package"} {
				if strings.Contains(strings.Join(got, "\n"), secret) {
					t.Errorf("an error shows the file's content %q", secret)
				}
			}
		})
	}
}
