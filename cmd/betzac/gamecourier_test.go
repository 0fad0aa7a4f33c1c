package main

import (
	"path/filepath"
	"testing"
)

// TestGamecourierCommand: the preset's files, the proof, the probe and
// refusals. Flags keep their values between runs, so each case sets them.
func TestGamecourierCommand(t *testing.T) {
	dir := t.TempDir()
	preset := []string{"README.txt", "settings.txt", "pregame.txt", "postmove1.txt", "postmove2.txt", "postgame1.txt", "postgame2.txt"}
	runWriteCases(t, dir, []writeCase{
		{"chess", []string{"gamecourier", "--ends=false", "--probe-answers=", "chess", "-o", filepath.Join(dir, "chess"), "--check=false", "--probe=false"}, 0, "wrote", "", "chess", preset},
		{"check", []string{"gamecourier", "--ends=false", "--probe-answers=", "--check", "--probe=false", "makruk", "--games", "1", "--plies", "2", "--perft", "1"}, 0, "under every switch combination: 2 combinations", "", "", nil},
		{"probe", []string{"gamecourier", "--ends=false", "--probe-answers=", "--probe", "--check=false", "-o", filepath.Join(dir, "probe")}, 0, "wrote", "", "probe", preset},
		{"probe stage 2", []string{"gamecourier", "--ends=false", "--probe-answers=", "--probe", "--check=false", "-o", filepath.Join(dir, "probe")}, 0, "stage2", "", "probe/stage2", preset},
		{"probe answers", []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", filepath.Join("testdata", "probe-answers-ok.txt")}, 0, "uses nothing this server refused", "", "", nil},
		{"kyotoshogi refused", []string{"gamecourier", "--ends=false", "--probe-answers=", "kyotoshogi", "--probe=false", "--check=false", "-o", filepath.Join(dir, "kyoto")}, 1, "", "drops of promoted pieces (Program.Hand.DropPromoted) is not supported", "", nil},
		{"probe takes no variant", []string{"gamecourier", "--ends=false", "--probe-answers=", "--probe", "--check=false", "chess"}, 2, "", "--probe takes no VARIANT and no --check or --ends", "", nil},
		{"no variant", []string{"gamecourier", "--ends=false", "--probe-answers=", "--probe=false", "--check=false"}, 2, "", "missing argument VARIANT|FILE", "", nil},
		{"negative perft", []string{"gamecourier", "--ends=false", "--probe-answers=", "--check", "--probe=false", "makruk", "--perft", "-1"}, 2, "", `invalid argument "-1" for "--perft" flag: want an integer from 0 to 64`, "", nil},
		{"ends hint", []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", filepath.Join("testdata", "probe-answers-ok.txt")}, 0, "write it (and --check it) with --ends", "", "", nil},
		{"ends", []string{"gamecourier", "--ends=false", "--probe-answers=", "chess", "--ends", "-o", filepath.Join(dir, "ends"), "--check=false", "--probe=false"}, 0, "wrote", "", "ends", preset},
		{"ends checked", []string{"gamecourier", "--ends=false", "--probe-answers=", "--check", "--probe=false", "--ends", "makruk", "--games", "1", "--plies", "2", "--perft", "1"}, 0, "agrees with the VM", "", "", nil},
	})
}
