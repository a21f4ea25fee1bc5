package notation_test

import (
	"fmt"
	"slices"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// A block names the board, the pieces (name:ID:XBetza:image:start
// squares) and the rules; ParseBlock compiles it into a core.Variant.
func ExampleParseBlock() {
	// Capablanca chess, as the README shows it: chess on ten files with
	// an archbishop (bishop+knight) and a chancellor (rook+knight).
	block, err := notation.ParseBlock(`files=10 ranks=8 promoZone=1 promoChoice=QCARBN symmetry=mirror
pawn::::a2-j2
knight:N:::b1,i1
archbishop:A:BN::c1
bishop::::d1,g1
queen::::e1
king::KisO3::f1
chancellor:C:RN::h1
rook::::a1,j1`)
	if err != nil {
		panic(err)
	}
	v := block.Variant
	for _, t := range v.Types {
		fmt.Printf("%s %s %s\n", t.ID, t.Name, t.Betza)
	}
	p, err := core.StartPosition(v)
	if err != nil {
		panic(err)
	}
	fmt.Println(notation.FEN(p))
	fmt.Println(p.Perft(2))
	// Output:
	// P pawn fmWfceFifmnD
	// N knight N
	// A archbishop BN
	// B bishop B
	// Q queen Q
	// K king KisO3
	// C chancellor RN
	// R rook R
	// rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
	// 784
}

// The shipped variants are blocks too, embedded in package variants.
func ExampleParseBlock_shipped() {
	text, ok := variants.Block("shogi")
	if !ok {
		panic("no shogi")
	}
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	fmt.Println(notation.FEN(p))
	fmt.Println(p.Perft(1), p.Perft(2), p.Perft(3))
	// Output:
	// lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1
	// 30 900 25470
}

// Errors name the line and the token; problems that do not stop the
// variant from compiling are warnings.
func ExampleParseBlock_errors() {
	_, err := notation.ParseBlock("files=8 ranks=8\nking::KQx::e1")
	fmt.Println(err)

	block, err := notation.ParseBlock("files=8 ranks=8 colour=blue\nking::K::e1")
	if err != nil {
		panic(err)
	}
	for _, w := range block.Warnings {
		fmt.Println("warning:", w)
	}
	// Output:
	// line 2: "king::KQx::e1": xbetza "KQx": at 3 'x': not an XBetza letter
	// warning: line 1: "colour=blue": unknown parameter (kept, not used)
}

// ParseFEN reads Fairy-Stockfish's FEN dialect, holdings included, and
// FEN writes back what it read.
func ExampleParseFEN() {
	text, _ := variants.Block("crazyhouse")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 4 4"
	p, err := notation.ParseFEN(block.Variant, fen, notation.FENOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(notation.FEN(p))
	fmt.Println(notation.FEN(p) == fen)
	// Output:
	// r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[] w KQkq - 4 4
	// true
}

// FEN writes any position, hands and promoted pieces included.
func ExampleFEN() {
	text, _ := variants.Block("crazyhouse")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	if _, err := notation.PlayText(p, "e4 d5 exd5 Qxd5"); err != nil {
		panic(err)
	}
	fmt.Println(notation.FEN(p))
	// Output:
	// rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3
}

// SAN needs the legal moves of the position, to add the file or the
// rank of the piece that moves when two of a type reach the same square.
func ExampleSAN() {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := notation.ParseFEN(block.Variant, "7k/8/8/8/8/8/8/R4RK1 w - - 0 1", notation.FENOptions{})
	if err != nil {
		panic(err)
	}
	var ml core.MoveList
	p.GenerateLegal(&ml)
	g := block.Variant.Geometry
	var sans []string
	for i := range ml.Moves {
		if to := g.SquareName(int(ml.Moves[i].To())); to == "d1" || to == "a8" {
			sans = append(sans, notation.SAN(p, ml.Moves[i], ml.Moves))
		}
	}
	slices.Sort(sans)
	fmt.Println(sans)
	// Output:
	// [Ra8+ Rad1 Rfd1]
}

// FindSAN turns a move written by a person into a core.Move to make.
func ExampleFindSAN() {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	m, err := notation.FindSAN(p, "Nf3")
	if err != nil {
		panic(err)
	}
	g := block.Variant.Geometry
	fmt.Println(g.SquareName(int(m.From())), g.SquareName(int(m.To())))
	p.Make(m)
	fmt.Println(notation.FEN(p))

	_, err = notation.FindSAN(p, "Nf3")
	fmt.Println(err)
	// Output:
	// g1 f3
	// rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
	// "Nf3" is not a legal move in rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
}

// PlayText plays a whole game; GameText writes one back, numbered.
func ExamplePlayText() {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	start, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	p := start.Copy()
	moves, err := notation.PlayText(p, "e4 e5 Nf3 Nc6 Bb5 a6")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(moves), "moves")
	fmt.Println(notation.GameText(start, moves))
	// Output:
	// 6 moves
	// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6
}

// Describe says in words what a piece's XBetza does, for a legend.
func ExampleDescribe() {
	text, _ := variants.Block("xiangqi")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	for _, t := range block.Variant.Types[:3] {
		fmt.Printf("%s (%s): %s\n", t.Name, t.Betza, notation.Describe(t.Moves))
	}
	// Output:
	// chariot (R): slides orthogonally
	// horse (nN): steps (2,1) like a knight, blocked by pieces on the way
	// elephant (nA): steps 2 squares diagonally, blocked by pieces on the way
}
