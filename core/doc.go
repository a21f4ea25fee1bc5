// Package core is Chimera's rules engine: a chess variant compiled from
// data, positions of it, and exact move generation, make and unmake,
// game ends and perft. No variant has code of its own; every rule is a
// general mechanism with a parameter.
//
// Nothing in core reads text. A [Variant] is usually made by
// notation.ParseBlock from a parameter block in the Interactive
// Diagram's dialect (package variants holds the shipped ones), which
// fills in the board ([Geometry]), the piece types ([PieceType], their
// XBetza moves parsed into a [MoveSpec]) and the game-end [Rules], and
// compiles it. From a compiled variant:
//
//   - [StartPosition] sets up the start position; [NewPosition] makes an
//     empty one to fill with [Position.Put] (notation.ParseFEN reads a
//     FEN into one, and [Position.Validate] says whether play can start
//     from it).
//   - [Position.GenerateLegal] appends the side to move's legal moves to a
//     [MoveList]. A [Move] is a plain value; its squares are indexes
//     into the Geometry ([Geometry.SquareName] names them,
//     notation.SAN writes the whole move).
//   - [Position.Make] plays a move and [Position.Unmake] takes it back
//     exactly, hash included, so a search walks its tree on one position.
//   - [Position.Outcome] judges whether the game is over (mate,
//     stalemate, or a rule of the variant: a goal, a bare king, the
//     check limit, ...).
//   - [Position.Perft] and [Position.Divide] count the legal move tree,
//     the usual test of a move generator against published numbers.
//
// The flow, with package notation for the text:
//
//	block, err := notation.ParseBlock(text)
//	if err != nil { ... }
//	p, err := core.StartPosition(block.Variant)
//	if err != nil { ... }
//	var ml core.MoveList
//	p.GenerateLegal(&ml)             // ml.Moves: the legal moves
//	m, err := notation.FindSAN(p, "e4")
//	if err != nil { ... }
//	p.Make(m)
//	fmt.Println(notation.FEN(p), p.Perft(3))
//
// A square is an index rank*Files + file, rank 0 being White's first
// rank; holes are squares that do not exist. A [Piece] packs an index
// into Variant.Types and a [Color]; [NoPiece] is an empty square.
//
// Move generation, Make and Unmake are the search's hot path: they work
// in storage the position and the MoveList keep from one call to the
// next, so reuse a MoveList rather than making one per call. A Position
// is changed by Make and Unmake, and by a search of it, so it is not safe
// for concurrent use; [Position.Copy] makes an independent one.
package core
