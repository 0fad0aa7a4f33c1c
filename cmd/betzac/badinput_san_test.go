package main

import "testing"

// badInputsSAN: --moves in SAN, read by parseMove (movetext.go).
var badInputsSAN = []badInput{
	{name: "SAN and UCI mixed", args: []string{"moves", "chess", "--moves", "e4 e7e5 Nf3 Nc6 Bb5 a6 O-O", "--oneline"}, wantExit: 0, wantFirst: ""},
	{name: "SAN ambiguous", args: []string{"moves", "chess", "--fen", "k7/8/8/8/8/8/8/1N1NK3 w - - 0 1", "--moves", "Nc3"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (Nc3): ambiguous: it fits Nbc3, Ndc3; legal moves: Kd2 Ke2 Kf1 Kf2 Na3 Nb2 Nbc3 Nd2 Ndc3 Ne3 Nf2"}, // Nb1: a3 c3 d2; Nd1: b2 c3 e3 f2,
	{name: "SAN castling without the right", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "--moves", "O-O-O"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (O-O-O): not a legal move in SAN; legal moves: Kd1 Kd2 Ke2 Kf1 Kf2 O-O Ra2 Ra3 Ra4 Ra5 Ra6 Ra7 Ra8+ Rb1 Rc1 Rd1 Rf1 Rg1 Rh2 Rh3 Rh4 Rh5 Rh6 Rh7 Rh8+"},
	{name: "SAN past the end of a game", args: []string{"moves", "chess", "--moves", "f3 e5 g4 Qh4 Nc3"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 5 (Nc3): the game is over: 0-1 (checkmate)"},
}

func TestBadInputsSAN(t *testing.T) { runBadInputs(t, badInputsSAN) }
