// Package testenv is the one switch between betzac's two test tiers.
//
// "go test ./..." runs the default tier: every test, the heavy proofs
// (the golden corpus, Game Courier, random games against refgen, the
// browser) on a sample small enough that the whole module takes a few
// minutes on two cores; a test that needs a tool from outside Go
// (Chromium, the H8/300 toolchain, node) skips when it is missing and
// says which one.
//
// BETZAC_FULL=1 runs the full tier: the heavy proofs whole, and a missing
// tool is a failure, not a skip. .ci/run sets it; the README says what
// each tier costs. go test's -short flag changes nothing.
package testenv

import (
	"os"
	"os/exec"
	"testing"
)

// Var is the environment variable that selects the full tier.
const Var = "BETZAC_FULL"

// Full reports whether the full tier runs: BETZAC_FULL=1.
func Full() bool { return os.Getenv(Var) == "1" }

// Pick returns light in the default tier and full in the full tier.
func Pick[T any](light, full T) T {
	if Full() {
		return full
	}
	return light
}

// Missing ends a test that cannot run because what (a tool, say how to
// get it) is missing: a skip naming it in the default tier, a failure in
// the full tier, where every check must run.
func Missing(t testing.TB, what string) {
	t.Helper()
	if Full() {
		t.Fatalf("%s (%s=1: every check must run)", what, Var)
		return
	}
	t.Skipf("skipped: %s (%s=1 makes this a failure)", what, Var)
}

// NeedTools calls Missing for the first of tools not found in PATH.
func NeedTools(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			Missing(t, tool+" not found in PATH")
			return
		}
	}
}
