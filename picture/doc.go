// Package picture draws boards and pieces as players know them, for the
// SVG diagrams (package diagram), betzac show --svg and the web page.
//
// A variant's board-style key (Style, read by ParseStyle) chooses the
// board: chess (checkered squares, files a.. and ranks 1..), shogi
// (one-colour squares with lines and star points, files 9..1 from the
// right and ranks 一.. from the top), xiangqi (pieces on the
// intersections, palaces with their diagonals, the river, files numbered
// from each player's right) or janggi (as xiangqi with no river, files
// 1..9 and ranks 1..9, 0 from the top): Board.Labels, which the text
// boards read too (Board.Margins). "letters" after the board draws
// the pieces' letters instead of their characters.
//
// The pieces (Set): in the chess style Colin M.L. Burnett's chess pieces
// (cburnett/, GPLv2+, see its README.md) for the pieces with chess names,
// two of them together for the common compounds (Archbishop, Chancellor,
// Amazon, Centaur: by name, or by the Betza BN, RN, QN, KN); shogi
// pentagons pointing at the enemy with the piece's kanji, the promoted
// side in red; xiangqi discs and janggi octagons with their characters in
// the side's colour (Red and Black; Blue and Red); and for any other piece
// (invented pieces, or names the tables here do not know) its letter: in a
// disc, white for the first side and black for the second, or on the
// style's own shape.
//
// Every style lays the board out in square cells, one a square or
// intersection, so that a renderer puts pieces and marks in the same
// places whatever the style. Nothing here depends on the operating
// system, so that it builds for the browser.
package picture
