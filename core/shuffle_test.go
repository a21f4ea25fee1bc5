package core_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestShuffleArrays checks the numbering of shuffled arrays against a
// brute-force enumeration: every distinct order of the shuffled squares'
// pieces that keeps the colour-bound pairs on both colours and the
// castling piece between partners is numbered exactly once; each number
// sets up that array for White and its mirror for Black, ShuffleIndex
// reads the number back, the FEN reads back as the same position, and
// (Chess960 rule) the king castles both ways once the rank is cleared.
func TestShuffleArrays(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/shuffle.tsv", 6) {
		name := row[0] + " " + row[1]
		t.Run(name, func(t *testing.T) {
			text, ok := variants.Block(row[0])
			require.True(t, ok)
			block, err := notation.ParseBlock(text + "\n" + row[1] + "\n")
			require.NoError(t, err)
			v := block.Variant
			count, _ := strconv.ParseUint(row[4], 10, 64)
			listedIndex, _ := strconv.ParseUint(row[5], 10, 64)
			require.Equal(t, count, v.ShuffleCount())

			start, err := core.StartPosition(v)
			require.NoError(t, err)
			idx, ok := v.ShuffleIndex(start)
			require.True(t, ok, "the listed array is one of the arrays")
			assert.Equal(t, listedIndex, idx)

			squares := slices.Clone(v.Shuffle)
			slices.Sort(squares)
			valid := validArrays(t, v, start, squares, strings.Fields(row[2]), strings.Fields(row[3]))
			assert.Equal(t, len(valid), int(count), "brute force finds as many arrays")

			seen := map[string]bool{}
			for i := uint64(0); i < count; i++ {
				p, err := core.ShuffledPosition(v, i)
				require.NoError(t, err)
				key := arrayKey(v, p, squares)
				require.True(t, valid[key], "array %d %s breaks a rule", i, key)
				require.False(t, seen[key], "array %d %s numbered twice", i, key)
				seen[key] = true
				for _, sq := range squares {
					b := mirror(v, sq)
					if pc := p.At(sq); pc == core.NoPiece {
						require.Equal(t, core.NoPiece, p.At(b))
					} else {
						require.Equal(t, core.MakePiece(pc.Type(), core.Black), p.At(b), "Black mirrors White")
					}
				}
				j, ok := v.ShuffleIndex(p)
				require.True(t, ok)
				require.Equal(t, i, j)
				if i%97 != 0 && i != listedIndex {
					continue // the slower checks on a sample
				}
				fen := notation.FEN(p)
				q, err := notation.ParseFEN(v, fen, notation.FENOptions{})
				require.NoError(t, err)
				require.Equal(t, fen, notation.FEN(q))
				if v.Castle960 {
					// (by fixed distances a rook off its corner is no
					// partner, and the FEN cannot say it is unmoved)
					require.Equal(t, p.Hash(), q.Hash(), fen)
				}
				require.NoError(t, p.Validate())
				if v.Castle960 && row[3] != "-" {
					assert.Equal(t, 2, castlingsOnClearedRank(t, v, p, squares), fen)
				}
			}
			_, err = core.ShuffledPosition(v, count)
			assert.Error(t, err, "numbers stop at the count")
		})
	}
}

func mirror(v *core.Variant, sq int) int {
	g := v.Geometry
	f := g.FileOf(sq)
	if v.Symmetry == "rotate" {
		f = g.Files - 1 - f
	}
	return g.Square(f, g.Ranks-1-g.RankOf(sq))
}

// arrayKey writes White's pieces on the squares (IDs, '.' empty).
func arrayKey(v *core.Variant, p *core.Position, squares []int) string {
	var sb strings.Builder
	for _, sq := range squares {
		if pc := p.At(sq); pc == core.NoPiece {
			sb.WriteByte('.')
		} else {
			sb.WriteString(v.Types[pc.Type()].ID)
		}
	}
	return sb.String()
}

// validArrays enumerates the distinct orders of the listed pieces on the
// squares and keeps those with each bound type spread over both colours
// (at most one more on one colour) and each castling piece with a
// partner on both sides along its rank (fixed pieces included).
func validArrays(t *testing.T, v *core.Variant, start *core.Position, squares []int, bound, castle []string) map[string]bool {
	g := v.Geometry
	ids := []byte(arrayKey(v, start, squares))
	for _, id := range ids {
		require.True(t, id == '.' || len(v.Types[v.TypeByID(string(id))].ID) == 1, "one-letter IDs")
	}
	slices.Sort(ids)
	rank := g.RankOf(squares[0])
	fixed := map[int]byte{}
	for f := range g.Files {
		sq := g.Square(f, rank)
		if pc := start.At(sq); pc != core.NoPiece && !slices.Contains(squares, sq) {
			fixed[f] = v.Types[pc.Type()].ID[0]
		}
	}
	out := map[string]bool{}
	for {
		ok := true
		for _, b := range bound {
			light, n := 0, 0
			for i, id := range ids {
				if string(id) == b {
					n++
					if (g.FileOf(squares[i])+g.RankOf(squares[i]))%2 == 1 {
						light++
					}
				}
			}
			ok = ok && (n < 2 || light >= n/2 && n-light >= n/2)
		}
		if len(castle) == 2 {
			line := map[int]byte{}
			maps := []map[int]byte{fixed}
			for i, id := range ids {
				line[g.FileOf(squares[i])] = id
			}
			maps = append(maps, line)
			var files []byte
			for f := range g.Files {
				ch := byte('.')
				for _, m := range maps {
					if c, ok := m[f]; ok {
						ch = c
					}
				}
				files = append(files, ch)
			}
			row := string(files)
			k := strings.Index(row, castle[0])
			ok = ok && strings.Contains(row[:k], castle[1]) && strings.Contains(row[k+1:], castle[1])
		}
		if ok {
			out[string(ids)] = true
		}
		if !core.NextPermutation(ids) {
			return out
		}
	}
}

// castlingsOnClearedRank counts the sides White castles to once the
// shuffled pieces but the castling piece have left the rank, with the
// partners of one side at a time (two partners side by side block each
// other's castling otherwise: BBQNNRKR castles only toward the a-file).
func castlingsOnClearedRank(t *testing.T, v *core.Variant, p *core.Position, squares []int) int {
	g := v.Geometry
	king := -1
	for _, sq := range squares {
		if pc := p.At(sq); pc != core.NoPiece && v.CanCastle(pc.Type()) {
			king = sq
		}
	}
	require.GreaterOrEqual(t, king, 0)
	sides := 0
	for _, dir := range []int{-1, 1} {
		q := p.Copy()
		for f := range g.Files {
			sq := g.Square(f, g.RankOf(king))
			pc := q.At(sq)
			onSide := (f-g.FileOf(king))*dir > 0
			if sq != king && pc != core.NoPiece && !(onSide && v.IsCastlePartnerType(pc.Type())) {
				q.Put(sq, core.NoPiece, false)
			}
			// Black's array too: nothing attacks the king's path (on 10
			// files the i- and j-files have no pawns)
			if b := mirror(v, sq); q.At(b) != core.NoPiece && !v.IsRoyal(q.At(b).Type()) {
				q.Put(b, core.NoPiece, false)
			}
		}
		var ml core.MoveList
		q.GenerateLegal(&ml)
		n := 0
		for _, m := range ml.Moves {
			if q.Flags(m)&core.FlagCastle != 0 {
				n++
			}
		}
		require.LessOrEqual(t, n, 1)
		sides += n
	}
	return sides
}

// TestShuffleScharnagl checks arrays of Fischer random chess against
// Scharnagl's numbering.
func TestShuffleScharnagl(t *testing.T) {
	text, _ := variants.Block("fischerandom")
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	for _, c := range []struct {
		n    uint64
		rank string
	}{{0, "BBQNNRKR"}, {1, "BQNBNRKR"}, {2, "BQNNRBKR"}, {4, "QBBNNRKR"}, {518, "RNBQKBNR"}, {959, "RKRNNQBB"}} {
		p, err := core.ShuffledPosition(block.Variant, c.n)
		require.NoError(t, err)
		fen := notation.FEN(p)
		assert.Equal(t, c.rank, fen[strings.LastIndexByte(fen[:strings.IndexByte(fen, ' ')], '/')+1:strings.IndexByte(fen, ' ')], "array %d", c.n)
		assert.Equal(t, strings.ToLower(c.rank), fen[:8], "Black mirrors array %d", c.n)
	}
}

// TestColourBound checks which moves keep a piece on its square colour,
// read from the moves (each leg's step; odd leaper legs in pairs).
func TestColourBound(t *testing.T) {
	cases := []struct {
		betza string
		bound bool
	}{
		{"B", true}, {"F", true}, {"A", true}, {"nA", true}, {"FA", true}, {"afsW", true},
		{"N", false}, {"R", false}, {"K", false}, {"W", false}, {"mBcW", false}, {"BN", false},
		{"afW", true}, {"aW", true}, {"mWaW", false}, {"D", true}, {"mpafsW", true},
	}
	for _, c := range cases {
		block, err := notation.ParseBlock("files=8 ranks=8\nking::K::e1\nx:X:" + c.betza + "::a1\n")
		require.NoError(t, err, c.betza)
		assert.Equal(t, c.bound, block.Variant.ColourBound(1), c.betza)
	}
}
