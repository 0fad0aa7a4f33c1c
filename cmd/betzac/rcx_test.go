package main

import (
	"path/filepath"
	"testing"
)

func TestRCXCommand(t *testing.T) {
	dir := t.TempDir()
	runWriteCases(t, dir, []writeCase{
		{"chess", []string{"rcx", "chess", "-o", filepath.Join(dir, "chess")}, 0, "estimated size: text", "",
			"chess", []string{"Makefile", "core.c", "app.c", "betzac.h", "variant.h", "tables.inc", "crt0.s", "bare.ld"}},
		{"atomic960 refused", []string{"rcx", "atomic960", "-o", filepath.Join(dir, "a960")}, 1, "", "Program.Blast", "", nil},
		{"bad depth", []string{"rcx", "chess", "--depth", "0"}, 2, "", `invalid argument "0" for "-d, --depth" flag: want an integer from 1 to 9`, "", nil},
		{"no variant", []string{"rcx"}, 2, "", "missing argument VARIANT|FILE", "", nil},
	})
}
