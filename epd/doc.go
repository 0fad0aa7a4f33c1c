// Package epd reads perft suites in the common EPD form, one position a
// line:
//
//	FEN ;D1 20 ;D2 400 ;D3 8902
//
// the FEN (four EPD fields or six FEN fields; betzac reads either), then
// for each depth ";D<depth> <nodes>". Blank lines and lines starting
// with '#' are comments. This is the form of Fairy-Stockfish's and many
// chess engines' perft suites, and what "betzac golden --epd" writes.
//
// Parse reads a whole suite or fails on its first malformed line with an
// *Error that names the file, line and column (1-based, in characters)
// and the cause: a line without ";D", a field that is not "D<depth>
// <nodes>", a depth outside 1..64, a count that is not a decimal number,
// a depth given twice. It never panics (FuzzParse).
package epd
