package variants_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// Rules of placement and conversion games (notation/placementrules.go):
// lines that win, drops that must fall, enclose or touch, flips, passing
// when stuck, and counting at the end.

func fenPosition(t *testing.T, variant, fen string) *core.Position {
	t.Helper()
	p, err := notation.ParseFEN(loadVariant(t, variant), fen, notation.FENOptions{})
	require.NoError(t, err)
	return p
}

func legalCount(p *core.Position) int {
	var ml core.MoveList
	p.GenerateLegal(&ml)
	return ml.Len()
}

// TestConnectWindows: the runs a line could be made along are every
// run of N squares in the rule's directions, counted by hand: Connect
// Four's 24 across, 21 up and 12 along each diagonal; tic-tac-toe's 3
// rows, 3 columns and 2 diagonals; none in chess.
func TestConnectWindows(t *testing.T) {
	for _, c := range []struct {
		variant string
		n, runs int
	}{{"connect4", 4, 69}, {"tictactoe", 3, 8}, {"chess", 0, 0}} {
		v := loadVariant(t, c.variant)
		w := v.ConnectWindows()
		if c.n == 0 {
			assert.Empty(t, w, c.variant)
			continue
		}
		require.Zero(t, len(w)%c.n, c.variant)
		assert.Equal(t, c.runs, len(w)/c.n, c.variant)
		seen := map[[4]int16]bool{}
		for i := 0; i < len(w); i += c.n {
			var k [4]int16
			copy(k[:], w[i:i+c.n])
			assert.False(t, seen[k], "%s: run %v twice", c.variant, k)
			seen[k] = true
		}
	}
}

// TestConnectWins: the side whose move completes a line wins at once,
// and the position has no moves left; a full board without a line is a
// draw (the side to move cannot move).
func TestConnectWins(t *testing.T) {
	p := fenPosition(t, "tictactoe", "3/pp1/PP1[PPPppp] w - - 0 3")
	require.False(t, p.Outcome(nil).Over)
	play(t, p, "P@c1")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
	assert.Equal(t, "line completed", out.Reason)
	assert.Zero(t, legalCount(p))

	// a diagonal counts too; a line of the side to move (which it did
	// not just make) does not end the game for it
	p = fenPosition(t, "tictactoe", "2P/1P1/1pp[PPPppp] w - - 0 3")
	play(t, p, "P@a1")
	assert.Equal(t, "line completed", p.Outcome(nil).Reason)

	p = fenPosition(t, "tictactoe", "PpP/PpP/pPp[P] w - - 0 5")
	out = p.Outcome(nil)
	require.True(t, out.Over)
	assert.True(t, out.Draw)

	// connect4: four across wins; a disc falls onto the one below
	p = fenPosition(t, "connect4", "7/7/7/7/7/PPP1ppp[PPPPPPPPPPPPPPPPPPpppppppppppppppppp] w - - 0 4")
	play(t, p, "P@d1")
	assert.Equal(t, core.White, p.Outcome(nil).Winner)
}

// TestConnectDirections: connectDirections= limits the lines that count.
func TestConnectDirections(t *testing.T) {
	text := "files=3 ranks=3 royal=0 maxPromote=0 immobileDrops=1 connect=3 connectDirections=horizontal,vertical\n" +
		"stone:P:@:pawn:,,:5\n"
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := notation.ParseFEN(block.Variant, "2P/1P1/P2[PPpp] b - - 0 3", notation.FENOptions{})
	require.NoError(t, err)
	assert.False(t, p.Outcome(nil).Over, "a diagonal does not count")
	p, err = notation.ParseFEN(block.Variant, "P2/P2/P2[PPpp] b - - 0 3", notation.FENOptions{})
	require.NoError(t, err)
	assert.Equal(t, core.White, p.Outcome(nil).Winner, "a file does")
}

// TestFlipEnclosed: an Othello drop turns the enclosed stones, in every
// direction at once, and Unmake turns them back.
func TestFlipEnclosed(t *testing.T) {
	p := fenPosition(t, "flipello", "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPPPpppppppppp] w - - 0 1")
	before, hash := notation.FEN(p), p.Hash()
	play(t, p, "P@d6")
	assert.Equal(t, "8/8/3P4/3PP3/3Pp3/8/8/8[PPPPPPPPPpppppppppp] b - - 0 1", notation.FEN(p))
	p.Unmake()
	assert.Equal(t, before, notation.FEN(p))
	assert.Equal(t, hash, p.Hash())

	// two lines at once: c1 encloses b2 (toward a3) and c2, c3 (toward c4)
	p = fenPosition(t, "flipello", "8/8/8/8/2P5/P1p5/1pp5/8[Pp] w - - 0 1")
	play(t, p, "P@c1")
	assert.Equal(t, "8/8/8/8/2P5/P1P5/1PP5/2P5[p] b - - 0 1", notation.FEN(p))
}

// TestPassOnStalemate: a player with stones but no legal drop passes; two
// passes end the game, decided by counting the stones.
func TestPassOnStalemate(t *testing.T) {
	p := fenPosition(t, "flipello", "8/8/8/8/8/8/8/PPPPPPPp[Pp] b - - 0 1")
	var ml core.MoveList
	p.GenerateLegal(&ml)
	require.Equal(t, 1, ml.Len())
	assert.Equal(t, "pass", notation.SAN(p, ml.Moves[0], ml.Moves))
	play(t, p, "pass")
	assert.False(t, p.Outcome(nil).Over, "one pass")
	assert.Equal(t, 1, legalCount(p), "White cannot drop either")
	play(t, p, "pass")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner, "seven stones to one")
	assert.Zero(t, legalCount(p))

	// a player without stones on the board cannot pass: it has lost
	p = fenPosition(t, "flipello", "8/8/8/8/8/8/8/PP6[Pp] b - - 0 1")
	assert.Zero(t, legalCount(p))
	out = p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)

	// flipersi has no passing: stuck is a loss for the side with fewer stones
	p = fenPosition(t, "flipersi", "8/8/8/3PP3/3PP3/8/8/PPPPPPPp[Pp] b - - 0 1")
	assert.Zero(t, legalCount(p))
	assert.Equal(t, core.White, p.Outcome(nil).Winner)
}

// TestFullBoardCounted: a full board ends the game; the side with more
// stones wins, equal numbers draw.
func TestFullBoardCounted(t *testing.T) {
	p := fenPosition(t, "ataxx", "ppppppp/ppppppp/ppppppp/PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP w - - 0 40")
	assert.Zero(t, legalCount(p))
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
	assert.Equal(t, "board full, more pieces", out.Reason)

	block, err := notation.ParseBlock("files=2 ranks=1 royal=0 maxPromote=0 immobileDrops=1 fullBoardEnds=1 counting=pieces\nstone:P:@::,,:1\n")
	require.NoError(t, err)
	q, err := notation.ParseFEN(block.Variant, "Pp w - - 0 2", notation.FENOptions{})
	require.NoError(t, err)
	assert.True(t, q.Outcome(nil).Draw)
}

// TestAtaxx: a clone is a drop from an endless supply next to an own
// stone, a jump leaves its square empty, and both turn the enemy stones
// next to where they land.
func TestAtaxx(t *testing.T) {
	p := fenPosition(t, "ataxx", "P5p/7/7/7/7/3p3/p5P w - - 0 1")
	play(t, p, "P@f2")
	assert.Equal(t, "P5p/7/7/7/7/3p1P1/p5P b - - 0 1", notation.FEN(p), "no hand is written: the supply is endless")
	p = fenPosition(t, "ataxx", "P5p/7/7/7/7/3p3/p5P w - - 0 1")
	play(t, p, "Pe1")
	assert.Equal(t, "P5p/7/7/7/7/3P3/p3P2 b - - 1 1", notation.FEN(p), "g1 jumped to e1 and turned d2")
	p.Unmake()
	assert.Equal(t, "P5p/7/7/7/7/3p3/p5P w - - 0 1", notation.FEN(p))
}

// drops counts the side to move's legal drops.
func drops(p *core.Position) int {
	var ml core.MoveList
	p.GenerateLegal(&ml)
	n := 0
	for _, m := range ml.Moves {
		if m.IsDrop() {
			n++
		}
	}
	return n
}

// TestDropSquares: the room the evaluation counts for each side is the
// number of drops that side would have if it were to move, checked
// against the generated moves with the side to move switched; 0 while
// flipersi's start squares are open (both sides have the same four),
// for a side with nothing in hand, and in games whose drops do not
// depend on the pieces around.
func TestDropSquares(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		white, black int
	}{
		{"flipello", "", 4, 4},
		{"flipello", "8/8/8/3pP3/3PP3/4P3/8/8[PPPPPPPPPPpppppppppp] b - - 0 1", 3, 3},
		{"flipello", "PP1P3p/P6p/8/3pP3/3Pp3/2p5/8/8[PPPPPPPPpppppppp] w - - 0 1", -1, -1},
		{"flipello10", "", 4, 4},
		{"ataxx", "", -1, -1},
		{"ataxx", "P5p/7/7/7/7/3p3/p5P w - - 0 1", -1, -1},
		{"flipersi", "", 0, 0},
		{"flipersi", "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPpppppppp] w - - 0 3", -1, -1},
		{"flipello", "8/8/8/3pP3/3Pp3/8/8/8[pppppppp] w - - 0 1", 0, -1},
		{"connect4", "", 0, 0},
		{"chess", "", 0, 0},
	} {
		fen := c.fen
		if fen == "" {
			start, err := core.StartPosition(loadVariant(t, c.variant))
			require.NoError(t, err)
			fen = notation.FEN(start)
		}
		p := fenPosition(t, c.variant, fen)
		room := p.DropSquares()
		for side, want := range []int{c.white, c.black} {
			col := core.Color(side)
			if want < 0 {
				// the generated drops of that side, with it to move
				q := fenPosition(t, c.variant, withSide(notation.FEN(p), col))
				want = drops(q)
				require.Positive(t, want, "%s %s: the check needs drops", c.variant, c.fen)
			}
			assert.Equal(t, want, room[col], "%s %s, %v", c.variant, c.fen, col)
		}
	}
}

// TestDropSquaresInPlay: along random games of each placement game, the
// room counted for each side is its generated drops with it to move.
func TestDropSquaresInPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, variant := range []string{"flipello", "flipello10", "flipersi", "ataxx"} {
		v := loadVariant(t, variant)
		for game := 0; game < 4; game++ {
			p, err := core.StartPosition(v)
			require.NoError(t, err)
			for ply := 0; ply < 200 && !p.Outcome(nil).Over; ply++ {
				fen := notation.FEN(p)
				room := p.DropSquares()
				for c := core.White; c <= core.Black; c++ {
					want := drops(fenPosition(t, variant, withSide(fen, c)))
					if p.Hand(c, 0) == 0 && !v.UnlimitedDrop(0) || v.DropStart != nil && ply < 4 {
						want = 0
					}
					require.Equal(t, want, room[c], "%s %s, %v", variant, fen, c)
				}
				var ml core.MoveList
				p.GenerateLegal(&ml)
				p.Make(ml.Moves[rng.IntN(ml.Len())])
			}
		}
	}
}

// withSide returns fen with colour c to move.
func withSide(fen string, c core.Color) string {
	f := strings.Fields(fen)
	f[1] = map[core.Color]string{core.White: "w", core.Black: "b"}[c]
	return strings.Join(f, " ")
}

// TestAnchoredPieces: an Othello stone counts as anchored when, along
// every line through it, its own stones run from it to the edge in one
// direction: a corner, and edge stones joined to an own corner, but not
// an edge stone with an empty square on both sides along the edge.
func TestAnchoredPieces(t *testing.T) {
	p := fenPosition(t, "flipello", "PP1P3p/P6p/8/3pP3/3Pp3/8/8/8[PPPPPPPPpppppppp] w - - 0 1")
	assert.Equal(t, 3, p.AnchoredPieces(core.White), "a8, b8, a7; not d8, d4, e5")
	assert.Equal(t, 2, p.AnchoredPieces(core.Black), "h8, h7; not d5, e4")
	p = fenPosition(t, "flipello", "8/8/8/3pP3/3Pp3/8/8/8[PPPPPPPPpppppppp] w - - 0 1")
	assert.Zero(t, p.AnchoredPieces(core.White))
	p = fenPosition(t, "ataxx", "P5p/7/7/7/7/3p3/p5P w - - 0 1")
	assert.Zero(t, p.AnchoredPieces(core.White), "ataxx flips by touching: nothing is anchored")
}

// TestExposure: under an enclosing flip, the frontier counts the stones
// with an empty square next to them, and nearCorner those next to an
// empty corner (Othello's X- and C-squares); other flip rules count
// nothing.
func TestExposure(t *testing.T) {
	for _, c := range []struct {
		variant, fen         string
		frontier, nearCorner [2]int // White's, Black's
	}{
		// every stone touches an empty square; the corners a8 and h8
		// are taken, a1 and h1 have no stone next to them
		{"flipello", "PP1P3p/P6p/8/3pP3/3Pp3/8/8/8[PPPPpppp] w - - 0 1", [2]int{6, 4}, [2]int{0, 0}},
		// b2, a2 and b1 beside the empty a1; g7 beside the empty h8
		{"flipello", "8/6p1/8/3pP3/3Pp3/8/PP6/1P6[PPPPpppp] w - - 0 1", [2]int{5, 3}, [2]int{3, 1}},
		// a block of four in a corner: the corner stone touches no empty
		// square, the other three do
		{"flipello", "PP6/PP6/8/8/8/8/8/7p[PPPPpppp] w - - 0 1", [2]int{3, 1}, [2]int{0, 0}},
		// Ataxx flips by touching, chess not at all: nothing counts
		{"ataxx", "P5p/7/7/7/7/3p3/p5P w - - 0 1", [2]int{}, [2]int{}},
		{"chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", [2]int{}, [2]int{}},
	} {
		p := fenPosition(t, c.variant, c.fen)
		for col := core.White; col <= core.Black; col++ {
			f, n := p.Exposure(col)
			assert.Equal(t, c.frontier[col], f, "%s %s %v: frontier", c.variant, c.fen, col)
			assert.Equal(t, c.nearCorner[col], n, "%s %s %v: nearCorner", c.variant, c.fen, col)
		}
	}
}

// TestFlipGain: under an adjacent flip, the most enemy stones one drop of
// each side turns; a drop must touch an own stone (dropRule=adjacent).
func TestFlipGain(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		gain         [2]int // White's, Black's
	}{
		{"ataxx", "P5p/7/7/7/7/7/p5P w - - 0 1", [2]int{0, 0}},
		// White's d4 against c5, d5, e5: a drop on c4 or e4 turns two;
		// Black's best, beside d4, turns one
		{"ataxx", "7/7/2ppp2/3P3/7/7/7 w - - 0 1", [2]int{2, 1}},
		// the same whoever is to move
		{"ataxx", "7/7/2ppp2/3P3/7/7/7 b - - 0 1", [2]int{2, 1}},
		// a ring of Black's around the empty d4, no White stone next to
		// it: White cannot drop there (it would turn eight); its best,
		// b2 beside a1, turns c3, and Black's b2 turns a1
		{"ataxx", "7/7/2ppp2/2p1p2/2ppp2/7/P6 w - - 0 1", [2]int{1, 1}},
		// Othello flips by enclosing: nothing counts
		{"flipello", "8/8/8/3pP3/3Pp3/8/8/8[PPPPpppp] w - - 0 1", [2]int{}},
	} {
		p := fenPosition(t, c.variant, c.fen)
		assert.Equal(t, c.gain, p.FlipGain(), "%s %q", c.variant, c.fen)
	}
}

// TestPieceMoveCount: the squares a piece's moves go to, counted by
// listing them where the bitboards do not apply (Joust's walls), each
// square once whatever wall the move leaves.
func TestPieceMoveCount(t *testing.T) {
	for _, c := range []struct {
		fen  string
		sq   string
		want int
	}{
		{"8/8/8/4n3/3N4/8/8/8 w - - 0 1", "d4", 8},
		{"8/8/8/4n3/8/8/8/N7 w - - 0 1", "a1", 2},
		{"8/8/8/4n3/8/1X6/8/N7 w - - 0 1", "a1", 1}, // a wall on b3
		{"8/8/8/4n3/8/1X6/8/N7 w - - 0 1", "b3", 0}, // a wall does not move
		{"8/8/8/4n3/8/1X6/8/N7 w - - 0 1", "h8", 0}, // an empty square
	} {
		p := fenPosition(t, "joust", c.fen)
		g := p.Variant().Geometry
		sq := g.Square(int(c.sq[0]-'a'), int(c.sq[1]-'1'))
		assert.Equal(t, c.want, p.PieceMoveCount(sq), "%s %s", c.fen, c.sq)
	}
}

// Territory splits the empty squares by which side's pieces reach them
// in fewer moves (Joust's knights).
func TestTerritory(t *testing.T) {
	for _, c := range []struct {
		name, fen    string
		white, black int
	}{
		// the board turned half round maps each knight's squares onto
		// the other's: an even split. Both knights stand on dark
		// squares, so they reach each square in moves of the same
		// parity, and most squares are ties, nobody's
		{"the start, point-symmetric", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 11, 11},
		// a1's jumps, b3 and c2, are walled: White reaches nothing, and
		// Black all 60 empty squares
		{"a knight walled in", "8/8/8/4n3/8/1X6/2X5/N7 w - - 0 1", 0, 60},
		// by c2 only: White has c2 first, and Black, a move ahead
		// everywhere else, 40 squares; the rest are ties
		{"one way out", "8/8/8/4n3/8/1X6/8/N7 w - - 0 1", 1, 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			own, ok := fenPosition(t, "joust", c.fen).Territory()
			require.True(t, ok)
			assert.Equal(t, [2]int{c.white, c.black}, own)
		})
	}
}
