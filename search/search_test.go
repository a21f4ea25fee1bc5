package search_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// position is fen's position in variant, or its start position when fen
// is empty.
func position(t testing.TB, variant, fen string) *core.Position {
	text, ok := variants.Block(variant)
	require.True(t, ok, variant)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	if fen == "" {
		p, err := core.StartPosition(b.Variant)
		require.NoError(t, err)
		return p
	}
	p, err := notation.ParseFEN(b.Variant, fen, notation.FENOptions{})
	require.NoError(t, err)
	return p
}

func best(t testing.TB, p *core.Position, depth int) (string, search.Info) {
	s := search.New(p)
	info := s.Think(search.Limits{Depth: depth})
	require.True(t, info.Found)
	return sanOf(p, info.Best), info
}

func TestMates(t *testing.T) {
	cases := []struct {
		variant, fen string
		depth        int
		want         string
	}{
		{"chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 2, "Ra8#"},                                    // back-rank mate in 1
		{"chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 2, "Qxf7#"}, // scholar's mate
		{"chess", "k7/8/1K6/8/8/8/8/7R w - - 0 1", 4, "Rh8#"},                                        // mate in 1 found at depth 4 too
		{"xiangqi", "3k5/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1", 2, ""},                                   // Rb10# or Re9 (stalemate loses)
		{"shogi", "4k4/9/4G4/9/9/9/9/9/4K4[G] w - - 0 1", 2, "G@e8#"},
	}
	for _, c := range cases {
		t.Run(c.variant+"/"+c.fen, func(t *testing.T) {
			san, info := best(t, position(t, c.variant, c.fen), c.depth)
			if c.want != "" {
				assert.Equal(t, c.want, san)
			}
			assert.Greater(t, info.Score, search.Mate-10)
		})
	}
}

func TestMateInTwo(t *testing.T) {
	// 1. Qh7+ Kf8 2. Qh8# (the queen is protected by the knight)
	p := position(t, "chess", "6k1/5p2/6pN/8/8/8/8/6QK w - - 0 1")
	_, info := best(t, p, 4)
	assert.Greater(t, info.Score, search.Mate-10, "a forced mate is found")
}

func TestStalemateScoresZero(t *testing.T) {
	p := position(t, "chess", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")
	s := search.New(p)
	info := s.Think(search.Limits{Depth: 3})
	assert.False(t, info.Found)
	assert.Equal(t, 0, info.Score)
}

func TestContemptScoresDrawsBelowLevel(t *testing.T) {
	// stalemate at the root, and a repetition the side to move must allow:
	// with contempt a draw costs the side at the root what it says
	p := position(t, "chess", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")
	s := search.New(p)
	s.Contempt = 30
	assert.Equal(t, -30, s.Think(search.Limits{Depth: 3}).Score)

	// a lone king against a lone king: every line ends in the move rule
	// soon, so the score is the draw's
	p = position(t, "chess", "8/8/8/3k4/8/8/8/K7 w - - 98 80")
	s = search.New(p)
	s.Contempt = 25
	info := s.Think(search.Limits{Depth: 4})
	require.True(t, info.Found)
	assert.Equal(t, -25, info.Score)
}

func TestBareKingSeenInQuiescence(t *testing.T) {
	// shatranj: taking Black's last piece wins outright; a one-ply search
	// sees it in its quiescence search, not only as a ferz won
	san, info := best(t, position(t, "shatranj", "7k/8/8/8/q7/8/8/R3K3 w - - 0 1"), 1)
	assert.Equal(t, "Rxa4", san)
	assert.Greater(t, info.Score, search.Mate-10)
}

func sanOf(p *core.Position, m core.MoveDetail) string {
	return notation.SANDetail(p, &m)
}

func TestNoiseVariesButKeepsMaterial(t *testing.T) {
	// the beginner's noise: still takes a rook left hanging, but does not
	// always play the same opening move
	p := position(t, "chess", "4k3/8/8/8/3r4/8/8/3RK3 w - - 0 1")
	s := search.New(p)
	for i := 0; i < 5; i++ {
		info := s.Think(search.Limits{Depth: 3, Noise: 150})
		require.True(t, info.Found)
		assert.Equal(t, "Rxd4", sanOf(p, info.Best))
	}
	p = position(t, "chess", "")
	s = search.New(p)
	seen := map[string]bool{}
	for i := 0; i < 8; i++ {
		info := s.Think(search.Limits{Depth: 3, Noise: 150})
		require.True(t, info.Found)
		seen[sanOf(p, info.Best)] = true
	}
	assert.GreaterOrEqual(t, len(seen), 2, "%v", seen)
	// without noise the same search gives the same move: the same
	// search from a new position and searcher (a searched position's
	// piece lists come back in another order, so its moves are tried in
	// another order, and a searcher keeps its table and history: either
	// may change the choice between moves of nearly equal score)
	seen = map[string]bool{}
	for i := 0; i < 3; i++ {
		q := position(t, "chess", "")
		info := search.New(q).Think(search.Limits{Depth: 3})
		seen[sanOf(q, info.Best)] = true
	}
	assert.Len(t, seen, 1)
}

func TestFibonacciTactic(t *testing.T) {
	// White has two moves this turn: the rook takes the queen and then the
	// knight, which a one-move-per-turn search would not see as one turn.
	p := position(t, "fibonacci", "4k3/8/8/q6n/8/8/8/R3K3 w - - 0 3 T2/2")
	s := search.New(p)
	info := s.Think(search.Limits{Depth: 2})
	require.True(t, info.Found)
	assert.Equal(t, "Rxa5", notation.SANDetail(p, &info.Best))
}

// TestNeverIllegal: randomized self-play in every shipped variant, with
// random opening moves and then tiny search limits, returns only legal
// moves and leaves the position as it found it.
func TestNeverIllegal(t *testing.T) {
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(name)), 7))
			p := position(t, name, "startpos")
			s := search.New(p)
			for ply := 0; ply < 12; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if len(ml.Moves) == 0 {
					return
				}
				if ply < 3 {
					p.Make(ml.Moves[rng.IntN(len(ml.Moves))])
					continue
				}
				hash := p.Hash()
				info := s.Think(search.Limits{Nodes: 1500})
				require.Equal(t, hash, p.Hash(), "the search restores the position")
				require.True(t, info.Found)
				ml.Reset()
				p.GenerateLegal(&ml) // (Think forgot the moves generated before)
				_, legal := p.Find(ml.Moves, &info.Best)
				require.True(t, legal, "ply %d", ply)
				p.MakeDetail(&info.Best)
				if p.Outcome(nil).Over {
					return
				}
			}
		})
	}
}

// TestSearchAllocatesLittle: once the move lists have grown, a search
// allocates a handful of objects per iteration (its principal variation),
// not one per node.
func TestSearchAllocatesLittle(t *testing.T) {
	// chess, and Othello (whose evaluation walks the board for the
	// placement terms)
	const depth = 7
	for _, variant := range []string{"chess", "flipello"} {
		p := position(t, variant, "")
		s := search.New(p)
		s.Think(search.Limits{Depth: depth})
		var nodes uint64
		allocs := testing.AllocsPerRun(2, func() {
			s.Clear()
			nodes = s.Think(search.Limits{Depth: depth}).Nodes
		})
		require.Greater(t, nodes, uint64(1000), variant)
		assert.Less(t, allocs, 10.0*depth, "%s: allocations for %d nodes", variant, nodes)
	}
}

// TestRepetitionScoresDraw: Black, a queen down, has one legal move, and
// it repeats the position the game started from: the search must see the
// draw rather than the material.
func TestRepetitionScoresDraw(t *testing.T) {
	p := position(t, "chess", "8/5K1k/8/8/8/8/Q7/8 w - - 0 1")
	_, err := notation.PlayText(p, "Qa3 Kh8 Qa2")
	require.NoError(t, err)
	s := search.New(p)
	info := s.Think(search.Limits{Depth: 4})
	require.True(t, info.Found)
	assert.Equal(t, 0, info.Score, "Kh7 repeats the start position")

	// without the history the same position is simply lost
	q := position(t, "chess", "7k/5K2/8/8/8/8/Q7/8 b - - 0 1")
	info = search.New(q).Think(search.Limits{Depth: 4})
	assert.Less(t, info.Score, -500)
}

// TestValueOverride: value= on a piece line replaces the derived value.
func TestValueOverride(t *testing.T) {
	b, err := notation.ParseBlock("pawn::::a2-h2\nknight:N:::b1,g1\nvalue=555\nking::::e1")
	require.NoError(t, err)
	p, err := core.StartPosition(b.Variant)
	require.NoError(t, err)
	e := search.New(p).Evaluator()
	assert.Equal(t, 555, e.Value(1), "value= overrides the derived value")
	assert.Equal(t, 0, e.Value(2), "royal pieces have no material value")
	assert.GreaterOrEqual(t, e.Value(0), 70, "a promoting type is worth something")
}

// TestDerivedValues: the values derived from mobility order the chess
// pieces as players do and keep their usual proportions.
func TestDerivedValues(t *testing.T) {
	p := position(t, "chess", "startpos")
	e := search.New(p).Evaluator()
	v := p.Variant()
	val := func(id string) int { return e.Value(v.TypeByID(id)) }
	assert.InDelta(t, 325, val("N"), 40)
	assert.InDelta(t, val("N"), val("B"), 40, "bishop about a knight")
	assert.InDelta(t, 500, val("R"), 60)
	assert.InDelta(t, 950, val("Q"), 100)
	assert.InDelta(t, 100, val("P"), 20)
}

// TestRuleOfTheSquare: a pawn the enemy king cannot catch counts as
// nearly promoted; one it can catch does not.
func TestRuleOfTheSquare(t *testing.T) {
	free := position(t, "chess", "8/8/8/8/8/8/6P1/k5K1 w - - 0 1")    // the king on a1 is outside the g-pawn's square
	caught := position(t, "chess", "8/8/8/6k1/8/8/6P1/6K1 w - - 0 1") // the king on g5 stops it
	e := search.New(free).Evaluator()
	assert.Greater(t, e.Evaluate(free)-e.Evaluate(caught), 400)
}

// TestRuleWins: the search sees wins that are not checkmates: a goal
// square (King of the Hill: e4 is guarded by the queen, d4 is not), the
// last check of 3check, and extinction (taking the only queen).
func TestRuleWins(t *testing.T) {
	cases := []struct{ variant, fen, want string }{
		{"kingofthehill", "k7/8/8/8/8/4K3/8/7q w - - 0 1", "Kd4"},
		{"3check", "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3", "Bb5#"}, // the third check ends the game
		{"extinction", "rnb1kbnr/pppppppp/8/8/8/4q3/PPPP1PPP/RNBQKBNR w KQkq - 0 1", ""},
	}
	for _, c := range cases {
		t.Run(c.variant, func(t *testing.T) {
			san, info := best(t, position(t, c.variant, c.fen), 3)
			if c.want != "" {
				assert.Equal(t, c.want, san)
			}
			assert.Equal(t, search.Mate-1, info.Score, "a win with this move")
		})
	}
}

// TestSymmetricStartScoresEqual: every shipped variant whose start
// position is symmetric evaluates the same for both sides (only the
// side to move's tempo differs).
func TestSymmetricStartScoresEqual(t *testing.T) {
	for _, name := range []string{"chess", "shogi", "xiangqi", "janggi", "minishogi", "capablanca", "makruk", "chushogi", "grand"} {
		t.Run(name, func(t *testing.T) {
			p := position(t, name, "startpos")
			e := search.New(p).Evaluator()
			white := e.Evaluate(p)
			p.SetSide(core.Black)
			black := e.Evaluate(p)
			assert.Equal(t, white, black, "the start position is the same from both sides")
		})
	}
}

// TestPawnTermsFollowPromotion: an advanced passed pawn is worth much
// more in chess (it becomes a queen) than in shatranj (a ferz).
func TestPawnTermsFollowPromotion(t *testing.T) {
	gain := func(variant, far, near string) int {
		p := position(t, variant, far)
		e := search.New(p).Evaluator()
		return e.Evaluate(p) - e.Evaluate(position(t, variant, near))
	}
	// White's passed pawn on the 7th versus on the 2nd, kings alike
	chess := gain("chess", "8/4P3/8/8/8/8/8/K1k5 w - - 0 1", "8/8/8/8/8/8/4P3/K1k5 w - - 0 1")
	shatranj := gain("shatranj", "8/4P3/8/8/8/8/8/K1k5 w - - 0 1", "8/8/8/8/8/8/4P3/K1k5 w - - 0 1")
	// a ferz gains less than a queen, but a shatranj pawn near promotion
	// is still worth pushing
	assert.Greater(t, chess, 150)
	assert.Less(t, shatranj, chess/2)
	assert.Greater(t, shatranj, 60)
}

// TestIncrementalSums: through random games with every kind of move (drops,
// promotions, explosions, gating, relocated captures, multi-move turns)
// and their take-backs, the sums the position keeps for the evaluation
// equal a recount.
func TestIncrementalSums(t *testing.T) {
	for _, name := range []string{"chess", "crazyhouse", "shogi", "kyotoshogi", "atomic", "xiangqi", "seirawan", "madhouse", "fibonacci", "chushogi"} {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, uint64(len(name))))
			p := position(t, name, "startpos")
			e := search.New(p).Evaluator()
			require.True(t, e.Recount(p))
			made := 0
			for ply := 0; ply < 80; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if len(ml.Moves) == 0 {
					break
				}
				p.Make(ml.Moves[rng.IntN(len(ml.Moves))])
				made++
				require.True(t, e.Recount(p), "after move %d", ply+1)
				if rng.IntN(4) == 0 {
					p.Unmake()
					made--
					require.True(t, e.Recount(p), "after taking back move %d", ply+1)
				}
			}
			for ; made > 0; made-- {
				p.Unmake()
			}
			require.True(t, e.Recount(p), "back at the start")
		})
	}
}

// TestMopUp: with a rook against a lone king, the defender's king in the
// corner and the kings close is better for the attacker than the
// defender's king in the centre.
func TestMopUp(t *testing.T) {
	corner := position(t, "chess", "7k/8/5K2/8/8/8/8/R7 w - - 0 1")
	centre := position(t, "chess", "8/8/8/4k3/8/8/8/R5K1 w - - 0 1")
	e := search.New(corner).Evaluator()
	assert.Greater(t, e.Evaluate(corner)-e.Evaluate(centre), 50)
}

func TestHuntTheLastPiece(t *testing.T) {
	// shatranj, where a bare king loses: with rook and ferz against a lone
	// knight, White's king belongs near the knight (b6 and g3 are both
	// squares with eight neighbours, so placement alone does not tell)
	near := position(t, "shatranj", "n7/8/1K6/8/8/8/3Q4/R6k w - - 0 1")
	far := position(t, "shatranj", "n7/8/8/8/8/6K1/3Q4/R6k w - - 0 1")
	e := search.New(near).Evaluator()
	assert.Greater(t, e.Evaluate(near)-e.Evaluate(far), 15)
}

// TestCloseIn: Chu Shogi, a king (royal by count: its prince could be a
// second one) alone against three generals; with the mop-up on and the
// mopUpPieces weight set (both off for Chu Shogi by default), the
// generals near it are worth more than the same generals at home.
func TestCloseIn(t *testing.T) {
	near := position(t, "chushogi", "12/12/5k6/12/4G1S5/5C6/12/12/12/12/12/5K6 w - - 0 1")
	far := position(t, "chushogi", "12/12/5k6/12/12/12/12/12/12/5C6/4G1S5/5K6 w - - 0 1")
	e := search.New(near).Evaluator()
	diff := func(pieces int) int {
		e.SetWeights([]core.EvalSetting{{Term: core.EvalMopUpLead, Type: -1, Value: 300},
			{Term: core.EvalMopUpPieces, Type: -1, Value: pieces}})
		return e.Evaluate(near) - e.Evaluate(far)
	}
	off, on := diff(0), diff(2)
	t.Logf("near minus far: %d without, %d with", off, on)
	assert.Greater(t, on-off, 25)
}

// TestSpareRoyal: Chu Shogi's crown prince beside the king is a second
// life, worth what its moves are worth: a side with king and prince
// against a lone king is ahead (with the prince worth nothing, the
// two would be level).
func TestSpareRoyal(t *testing.T) {
	p := position(t, "chushogi", "12/12/5k6/12/12/12/12/12/12/12/6+E5/5K6 w - - 0 1")
	e := search.New(p).Evaluator()
	t.Logf("king and prince against king: %d", e.Evaluate(p))
	assert.Greater(t, e.Evaluate(p), 150)
}

// TestHorizonNodeCountedOnce: a position reached at the end of the
// depth, where the quiescence search takes over, is one node. With one
// legal move (h4) and no capture after it, a depth-1 search visits one
// position besides the root.
func TestHorizonNodeCountedOnce(t *testing.T) {
	p := position(t, "chess", "8/8/8/8/8/7P/2q5/K6k w - - 0 1")
	_, info := best(t, p, 1)
	assert.Equal(t, uint64(1), info.Nodes)
}
