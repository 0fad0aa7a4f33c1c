//go:build js && wasm

// Command wasm is betzac's VM for the web page (GOOS=js GOARCH=wasm):
// it sets globalThis.betzac to a small API over package game and waits.
// Every function takes and returns strings; a result is JSON, an object
// with "error" when something was refused.
//
//	betzac.load(programJSON, fen, sidesJSON)
//	                               the pieces (game.Piece list); sidesJSON, if
//	                               given, the sides' names (["Red","Black"]), for
//	                               the result's reason
//	betzac.state()                 the position, moves in SAN, result (game.State)
//	betzac.play(move)              the position after the move (refused once the game is over)
//	betzac.undo()                  the position after taking one back
//	betzac.perft(depth)            the count and divide (game.PerftResult)
//	betzac.best(depth, ms)         the computer's move, not played (game.Best):
//	                               package search to depth plies, or for ms
//	                               milliseconds when depth is "0"
//
// page.Write builds it and writes the page around it (package page).
package main

import (
	"encoding/json"
	"strconv"
	"syscall/js"

	"github.com/betzac/betzac/page/game"
)

var (
	current  *game.Game
	computer game.Computer // its hash table lasts from one search to the next
)

func main() {
	api := map[string]any{
		"load":  js.FuncOf(load),
		"state": js.FuncOf(func(js.Value, []js.Value) any { return state() }),
		"play":  js.FuncOf(play),
		"undo":  js.FuncOf(undo),
		"perft": js.FuncOf(runPerft),
		"best":  js.FuncOf(best),
	}
	js.Global().Set("betzac", js.ValueOf(api))
	select {}
}

// arg returns args[i] as a string, "" if absent.
func arg(args []js.Value, i int) string {
	if i < len(args) && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

func reply(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return failed(err)
	}
	return string(b)
}

func failed(err error) any {
	b, _ := json.Marshal(map[string]string{"error": err.Error()})
	return string(b)
}

func load(_ js.Value, args []js.Value) any {
	p, err := game.DecodeProgram([]byte(arg(args, 0)))
	if err != nil {
		return failed(err)
	}
	g, err := game.New(p, arg(args, 1))
	if err != nil {
		return failed(err)
	}
	if s := arg(args, 2); s != "" {
		var sides [2]string
		if err := json.Unmarshal([]byte(s), &sides); err != nil {
			return failed(err)
		}
		g.SetSides(sides)
	}
	current = g
	return reply(game.Pieces(p))
}

func state() any {
	if current == nil {
		return reply(map[string]string{"error": "no game loaded"})
	}
	return reply(current.State())
}

func play(_ js.Value, args []js.Value) any {
	if current == nil {
		return state()
	}
	if err := current.Play(arg(args, 0)); err != nil {
		return failed(err)
	}
	return state()
}

func undo(js.Value, []js.Value) any {
	if current != nil {
		current.Undo()
	}
	return state()
}

func runPerft(_ js.Value, args []js.Value) any {
	return withNumbers(args, 1, func(n []int) (any, error) {
		r, err := current.Perft(n[0])
		return r, err
	})
}

func best(_ js.Value, args []js.Value) any {
	return withNumbers(args, 2, func(n []int) (any, error) {
		b, err := computer.Best(current, n[0], n[1])
		return b, err
	})
}

// withNumbers answers f's result, given the first n arguments as
// numbers, once a game is loaded.
func withNumbers(args []js.Value, n int, f func([]int) (any, error)) any {
	if current == nil {
		return state()
	}
	nums := make([]int, n)
	for i := range nums {
		var err error
		if nums[i], err = strconv.Atoi(arg(args, i)); err != nil {
			return failed(err)
		}
	}
	v, err := f(nums)
	if err != nil {
		return failed(err)
	}
	return reply(v)
}
