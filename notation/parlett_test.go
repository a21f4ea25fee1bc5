package notation

import (
	"math/rand"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
)

// twinBlock is a small variant for comparing one piece's moves: kings,
// wazirs as blockers and victims, and the piece A (start squares on the
// second rank, so that i moves happen).
func twinBlock(move string) string {
	return "files=8 ranks=8 symmetry=mirror\nking:K:K::e1\nwazir:W:W::\npiece:A:" + move + "::a2-h2\n"
}

// moveKey names a move by everything it does.
func moveKey(p *core.Position, cm core.Move) string {
	d := p.Detail(cm)
	m := &d
	v := append([]int16(nil), m.Victims[:m.NVictims]...)
	slices.Sort(v)
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(m.From)) + ">" + strconv.Itoa(int(m.To)) + "/" + strconv.Itoa(int(m.Flags)) + "/" + strconv.Itoa(int(m.Result)))
	for _, s := range v {
		b.WriteString("x" + strconv.Itoa(int(s)))
	}
	return b.String()
}

// pieceMoves is the sorted keys of the pseudo-legal moves of every A of
// both colours, then of the legal moves of the side to move.
func pieceMoves(p *core.Position, ml *core.MoveList) []string {
	var keys []string
	a := -1
	for t, ty := range p.Variant().Types {
		if ty.ID == "A" {
			a = t
		}
	}
	for sq := 0; sq < 64; sq++ {
		if pc := p.At(sq); pc != core.NoPiece && pc.Type() == a {
			ml.Reset()
			p.GeneratePieceMoves(ml, sq)
			for i := range ml.Moves {
				keys = append(keys, moveKey(p, ml.Moves[i]))
			}
		}
	}
	slices.Sort(keys)
	ml.Reset()
	p.GenerateLegal(ml)
	var legal []string
	for i := range ml.Moves {
		legal = append(legal, moveKey(p, ml.Moves[i]))
	}
	slices.Sort(legal)
	return append(keys, append([]string{"legal:"}, legal...)...)
}

// randomFEN places two kings and, at random, pieces A and wazirs of
// both colours.
func randomFEN(r *rand.Rand) string {
	var board [64]byte
	wk, bk := r.Intn(64), r.Intn(63)
	if bk >= wk {
		bk++
	}
	board[wk], board[bk] = 'K', 'k'
	for sq := range board {
		if board[sq] != 0 {
			continue
		}
		switch x := r.Float64(); {
		case x < 0.12:
			board[sq] = 'A'
		case x < 0.24:
			board[sq] = 'a'
		case x < 0.32:
			board[sq] = 'W'
		case x < 0.40:
			board[sq] = 'w'
		}
	}
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			c := board[rank*8+file]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	side := " w"
	if r.Intn(2) == 1 {
		side = " b"
	}
	return b.String() + side + " - - 0 1"
}

// TestParlettTwins: every Parlett expression of the twin table generates
// exactly the moves of its XBetza twin, for both colours, over random
// positions and the random moves played from them (which bring
// en-passant rights and moved pieces).
func TestParlettTwins(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/parlett_twins.tsv", 3) {
		t.Run(row[0], func(t *testing.T) {
			bp, err := ParseBlock(twinBlock(ParlettMarker + row[0]))
			require.NoError(t, err)
			bx, err := ParseBlock(twinBlock(row[1]))
			require.NoError(t, err)
			r := rand.New(rand.NewSource(17))
			var mp, mx core.MoveList
			positions, moves := 0, 0
			for trial := 0; trial < 200; trial++ {
				fen := randomFEN(r)
				pp, err := ParseFEN(bp.Variant, fen, FENOptions{})
				if err != nil {
					continue // e.g. the side not to move in check
				}
				px, err := ParseFEN(bx.Variant, fen, FENOptions{})
				require.NoError(t, err)
				for ply := 0; ply < 6; ply++ {
					kp, kx := pieceMoves(pp, &mp), pieceMoves(px, &mx)
					require.Equal(t, kx, kp, "%s after %d plies from %s", row[2], ply, fen)
					positions++
					moves += len(kp)
					pp.GenerateLegal(&mp)
					px.GenerateLegal(&mx)
					if mp.Len() == 0 {
						break
					}
					m := mp.Moves[r.Intn(mp.Len())]
					found := false
					for i := range mx.Moves {
						if moveKey(px, mx.Moves[i]) == moveKey(pp, m) {
							pp.Make(m)
							px.Make(mx.Moves[i])
							found = true
							break
						}
					}
					require.True(t, found)
				}
			}
			assert.Greater(t, positions, 400)
			assert.Greater(t, moves, positions, "the piece must have moves to compare")
		})
	}
}

// TestParlettErrors: a bad expression is refused with the column and
// the problem in the author's terms, as a block error naming the line.
func TestParlettErrors(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/parlett_errors.tsv", 2) {
		t.Run(row[0], func(t *testing.T) {
			_, err := parseParlett(row[0])
			require.Error(t, err)
			var pe *parlettError
			require.ErrorAs(t, err, &pe)
			assert.Contains(t, err.Error(), row[1])
			if strings.Contains(row[0], " ") {
				return // the block splits the line there and says so itself
			}
			_, err = ParseBlock(twinBlock(ParlettMarker + row[0]))
			require.Error(t, err)
			var be *BlockError
			require.ErrorAs(t, err, &be)
			assert.Equal(t, 4, be.Line)
			assert.Contains(t, err.Error(), row[1])
		})
	}
}

// TestParlettCheckersCapture: "cn(^2X>)" jumps forward diagonally over
// enemy pieces, taking each, one to four times, landing on empty squares.
func TestParlettCheckersCapture(t *testing.T) {
	b, err := ParseBlock("files=8 ranks=8 symmetry=mirror\nking:K:K::h1\nwazir:W:W::\npiece:A:parlett=cn(^2X>)::\n")
	require.NoError(t, err)
	// A on b1; enemies on c2, e4 (double jump b1-d3-f5) and a2 (no room
	// behind it: off the board); a friend on f2... not jumpable
	p, err := ParseFEN(b.Variant, "k7/8/8/8/4w3/8/w1w2W2/1A5K w - - 0 1", FENOptions{})
	require.NoError(t, err)
	var ml core.MoveList
	p.GeneratePieceMoves(&ml, 1)
	var got []string
	for _, m := range p.Details(ml.Moves) {
		s := squareName(int(m.From)) + "-" + squareName(int(m.To))
		for _, v := range m.Victims[:m.NVictims] {
			s += "x" + squareName(int(v))
		}
		got = append(got, s)
	}
	slices.Sort(got)
	assert.Equal(t, []string{"b1-d3xc2", "b1-f5xc2xe4"}, got)
}

func squareName(sq int) string {
	return string(rune('a'+sq%8)) + strconv.Itoa(sq/8+1)
}

// TestParlettStructure pins what a few expressions compile to.
func TestParlettStructure(t *testing.T) {
	cases := []struct {
		text  string
		paths int
		legs  []int
		lame  bool
	}{
		{"n+", 1, []int{1}, false},
		{"oi2>", 1, []int{2}, true},
		{"1/2", 8, []int{3, 3, 3, 3, 3, 3, 3, 3}, true},
		{"1+.nX", 1, []int{2}, false},
		{"2-3+", 1, []int{2}, false},
		{"cn(^2X>)", 0, nil, false},
	}
	for _, c := range cases {
		spec, err := parseParlett(c.text)
		require.NoError(t, err, c.text)
		assert.Equal(t, ParlettMarker+c.text, spec.Source)
		if c.legs == nil {
			continue
		}
		require.Len(t, spec.Paths, c.paths, c.text)
		for i, p := range spec.Paths {
			assert.Len(t, p.Legs, c.legs[i], c.text)
			assert.Equal(t, c.lame, p.Lame, c.text)
		}
	}
}

// TestParlettDescribe: the legend's plain words for Parlett pieces.
func TestParlettDescribe(t *testing.T) {
	cases := map[string]string{
		"~1/2":          "leaps (2,1) like a knight",
		"(~1/2)>":       "leaps (2,1) like a knight forward",
		"o1>,c1X>,oi2>": "leaps orthogonally forward (moves only); leaps diagonally forward (captures only); steps 2 squares orthogonally forward, blocked by pieces on the way (moves only), first move only",
		"1+.nX":         "moves in 2 steps: leaps orthogonally (moves only), then slides diagonally turning 45 degrees",
		"1-3+":          "slides up to 3 squares orthogonally",
		"~1/2&":         "slides (2,1) like a knight",
	}
	for text, want := range cases {
		spec, err := parseParlett(text)
		require.NoError(t, err)
		assert.Equal(t, want, Describe(spec), text)
	}
}

func FuzzParseParlett(f *testing.F) {
	for _, s := range []string{"1*", "n+", "~1/2", "o1>,c1X>,oi2>", "1+.nX", "(~1/2)>", "cn(^2X>)", "1-3+", "2-n+",
		"~1/2&", "((((((((((1+))))))))))", "n(n(n(1*.1*)))", "1*.1*.1*.1*.1*.1*", "35*", "~35/34", "o(c1+)", "", ")", "1+X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := parseParlett(s)
		if err != nil {
			var pe *parlettError
			require.ErrorAs(t, err, &pe)
			require.NotContains(t, err.Error(), "internal error", s)
			return
		}
		require.NotEmpty(t, spec.Paths, s)
		require.LessOrEqual(t, len(spec.Paths), maxPathsPerMove, s)
		require.LessOrEqual(t, moveWork(spec.Paths, core.MaxBoardSize, core.MaxBoardSize), maxMoveWork, s)
		for _, p := range spec.Paths {
			require.NotEmpty(t, p.Legs, s)
			require.LessOrEqual(t, len(p.Legs), maxLegsPerPath, s)
			for _, l := range p.Legs {
				require.NotZero(t, l.Dirs, s)
				require.NotZero(t, l.Mode, s)
			}
		}
		if strings.ContainsAny(s, " \t\n\r:") || strings.Contains(s, "//") {
			return
		}
		b, err := ParseBlock("files=8 ranks=8\nking::::e1\npiece:X:" + ParlettMarker + s + "::d4\n")
		if err != nil {
			require.Contains(t, err.Error(), "too much work to compile", s)
			return
		}
		pos, err := ParseFEN(b.Variant, "startpos", FENOptions{})
		require.NoError(t, err, s)
		var ml core.MoveList
		pos.GenerateLegal(&ml)
	})
}

// TestParlettPieceExtras: the moves of linemoves= and promoMove= may be
// written in Parlett's notation too, and compile as their XBetza twins
// (promoMove cuts its target ID at the last '>', since Parlett's
// directions hold '>').
func TestParlettPieceExtras(t *testing.T) {
	cases := []struct {
		variant, xbetza, parlett string
	}{
		{"sittuyin", "promoMove=mF>F", "promoMove=parlett=o1X>,o1X<>F"},
		{"janggi", "linemoves=B", "linemoves=parlett=nX"},
		{"janggi", "linemoves=fF", "linemoves=parlett=1X>"},
	}
	for _, c := range cases {
		t.Run(c.parlett, func(t *testing.T) {
			raw, err := os.ReadFile("../variants/" + c.variant + ".txt")
			require.NoError(t, err)
			text := string(raw)
			require.Contains(t, text, c.xbetza+"\n")
			bx, err := ParseBlock(text)
			require.NoError(t, err)
			bp, err := ParseBlock(strings.Replace(text, c.xbetza+"\n", c.parlett+"\n", 1))
			require.NoError(t, err)
			for ty := range bx.Variant.Types {
				x, p := bx.Variant.Types[ty], bp.Variant.Types[ty]
				assert.Equal(t, x.LineMoves.Paths, p.LineMoves.Paths, x.Name)
				assert.Equal(t, x.PromoMoves.Paths, p.PromoMoves.Paths, x.Name)
				assert.Equal(t, x.PromoTo, p.PromoTo, x.Name)
			}
		})
	}
}
