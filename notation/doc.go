// Package notation reads and writes the text of chess variants:
// parameter blocks in the dialect of H. G. Muller's Interactive Diagram,
// XBetza move strings, FEN, SAN and move lists. It turns text into the
// values of package core and back; the rules themselves are core's.
//
//   - [ParseBlock] compiles a parameter block into a core.Variant
//     ([Block].Variant), keeping warnings for what it read but did not
//     use; its errors are [*BlockError] values naming the line and the
//     token. A piece line's moves are XBetza, or come from the built-in
//     table of named pieces ([BuiltinNames]).
//   - [ParseFEN] reads a position of a compiled variant in
//     Fairy-Stockfish's FEN dialect (holdings, promoted pieces, check
//     counters, multi-move turns); [FEN] writes one back, so that the two
//     round-trip.
//   - [SAN] writes a legal move in standard algebraic notation, extended
//     for fairy moves (drops, multi-leg captures, gating); [FindSAN]
//     finds the legal move a SAN string names.
//   - [PlayText] plays a move list on a position; [GameText] and
//     [AnnotatedGameText] write one, numbered.
//   - [ParsePGN] splits a PGN text into games: tag pairs and a move list
//     for PlayText.
//   - [Describe] says in words what a piece's moves do, for a legend.
//
// Shuffled start arrays (Chess960 and its kin) are the block's shuffle=
// parameter (shuffle.go): a rank number (shuffle=1) or White's squares
// in a piece line's syntax (shuffle=a1-h1, shuffle=b1-g1); Black's
// pieces mirror White's by symmetry=. "startpos" stays the listed
// array; core.ShuffledPosition sets up array n (Scharnagl's numbering
// on 8 files: 518 is the orthodox array) and FEN writes its castling
// rights as file letters (Shredder-FEN, HAha) when castling follows the
// Chess960 rule (castleFiles=).
//
// The flow from text to a move played:
//
//	block, err := notation.ParseBlock(text) // or variants.Block("chess")
//	if err != nil { ... }
//	p, err := notation.ParseFEN(block.Variant, "startpos", notation.FENOptions{})
//	if err != nil { ... }
//	m, err := notation.FindSAN(p, "Nf3")
//	if err != nil { ... }
//	p.Make(m)
//	fmt.Println(notation.FEN(p))
//
// Every parser here reads text a page may not trust: a block, a FEN or a
// move list pasted by a visitor. Each checks the size of what it is about
// to do before doing it and refuses, with an error naming the limit,
// text beyond limits far above any real variant or game (the README's
// Limits table lists them), so that hostile text costs time linear in its
// length and bounded memory.
package notation
