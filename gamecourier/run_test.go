package gamecourier

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
)

func TestStartChess(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Emit(p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gamecode.Run(gcPreset(pr), nil, gamecode.Switches{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", res.Legal)
	t.Logf("%+v %+v %v", res.Cost, res.Refusal, res.Output)
}

func TestCheckChess(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Check(p, CheckOptions{Games: 1, Plies: 6, Seed: 1})
	t.Logf("%+v", rep)
	if err != nil {
		t.Fatal(err)
	}
}
