package core_test

import (
	"fmt"
	"slices"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// chessBlock is orthodox chess as a parameter block, the one the README
// shows for embedding a diagram.
const chessBlock = `files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=mirror
pawn::::a2-h2
knight:N:::b1,g1
bishop::::c1,f1
rook::::a1,h1
queen::::d1
king::KisO2::e1`

// Example shows the usual flow: a parameter block compiled by notation,
// the start position, its legal moves, a move made and taken back.
func Example() {
	block, err := notation.ParseBlock(chessBlock)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	var ml core.MoveList
	p.GenerateLegal(&ml)
	fmt.Println(ml.Len(), "legal moves")

	m, err := notation.FindSAN(p, "e4")
	if err != nil {
		panic(err)
	}
	p.Make(m)
	fmt.Println(notation.FEN(p))
	p.Unmake()
	fmt.Println(notation.FEN(p))
	// Output:
	// 20 legal moves
	// rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
}

// The start position comes from the piece lines' start squares and hand
// counts.
func ExampleStartPosition() {
	text, _ := variants.Block("xiangqi") // a shipped block
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	v := block.Variant
	p, err := core.StartPosition(v)
	if err != nil {
		panic(err)
	}
	g := v.Geometry
	// 8 types: the soldier that crossed the river is a type of its own
	fmt.Println(g.Files, "x", g.Ranks, "board,", len(v.Types), "piece types")
	fmt.Println(len(p.Pieces(core.White)), "white pieces,", p.Side(), "to move")
	for _, sq := range p.Royals(core.Black) {
		fmt.Println("black royal:", v.Types[p.At(int(sq)).Type()].Name, "on", g.SquareName(int(sq)))
	}
	// Output:
	// 9 x 10 board, 8 piece types
	// 16 white pieces, white to move
	// black royal: general on e10
}

// A MoveList is reused from one call to the next, so that generating
// moves does not allocate; SAN writes a move given the position's legal
// moves (to tell apart two pieces that reach the same square).
func ExamplePosition_GenerateLegal() {
	block, err := notation.ParseBlock(chessBlock)
	if err != nil {
		panic(err)
	}
	p, err := notation.ParseFEN(block.Variant, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", notation.FENOptions{})
	if err != nil {
		panic(err)
	}
	var ml core.MoveList
	p.GenerateLegal(&ml)
	var sans []string
	for i := range ml.Moves {
		sans = append(sans, notation.SAN(p, ml.Moves[i], ml.Moves))
	}
	slices.Sort(sans)
	fmt.Println(len(sans), "moves:", sans[:8])
	// Output:
	// 26 moves: [Kd1 Kd2 Ke2 Kf1 Kf2 O-O O-O-O Ra2]
}

// Make records every change, so Unmake restores the position exactly
// (the hash too): a search walks the tree on one position.
func ExamplePosition_Make() {
	block, err := notation.ParseBlock(chessBlock)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	start := p.Hash()
	for _, san := range []string{"e4", "d5", "exd5"} {
		m, err := notation.FindSAN(p, san)
		if err != nil {
			panic(err)
		}
		p.Make(m)
	}
	fmt.Println(notation.FEN(p))
	for range 3 {
		p.Unmake()
	}
	fmt.Println(p.Hash() == start)
	// Output:
	// rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
	// true
}

// Perft counts the positions at each depth of the legal move tree: the
// standard test of a move generator against published numbers.
func ExamplePosition_Perft() {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, p.Perft(depth))
	}
	// Output:
	// 1 20
	// 2 400
	// 3 8902
}

// Outcome judges the end of a game by the variant's rules.
func ExamplePosition_Outcome() {
	block, err := notation.ParseBlock(chessBlock)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	if _, err := notation.PlayText(p, "1. f3 e5 2. g4 Qh4#"); err != nil {
		panic(err)
	}
	o := p.Outcome(nil)
	fmt.Println(o.Over, o.Winner, o.Reason)
	// Output:
	// true black checkmate
}

// A position read from a FEN may not be playable; Validate says why.
func ExamplePosition_Validate() {
	block, err := notation.ParseBlock(chessBlock)
	if err != nil {
		panic(err)
	}
	p, err := notation.ParseFEN(block.Variant, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", notation.FENOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Validate())
	// Output:
	// the white pawn on h8 could never move: it must promote there
}
