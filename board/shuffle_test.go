package board

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// TestRestartShuffles: a new game of a variant with shuffle= starts from
// the listed array; each Restart picks a new array (several different
// ones over many restarts), every one with the bishops on both colours
// and the king between the rooks, Black mirroring White, and castling
// toward each rook once the way is clear. A FEN set by the player is
// kept by Restart.
func TestRestartShuffles(t *testing.T) {
	for _, c := range []struct {
		variant string
		files   int
	}{{"fischerandom", 8}, {"caparandom", 10}} {
		t.Run(c.variant, func(t *testing.T) {
			ctl := newBoard(t, c.variant, "")
			g := ctl.Game
			n, ok := g.Variant().ShuffleIndex(g.Start)
			require.True(t, ok, "the new game starts from the listed array")
			if c.variant == "fischerandom" {
				assert.Equal(t, uint64(518), n)
			}
			seen := map[string]bool{}
			for range 40 {
				g.Play(g.Legal()[0], false)
				ctl.Restart()
				require.Empty(t, g.Moves)
				require.Equal(t, g.Start.Hash(), g.Pos.Hash())
				fen := g.FEN()
				seen[fen] = true
				white := expandRank(t, rankOf(fen, -1), c.files)
				black := expandRank(t, rankOf(fen, 0), c.files)
				assert.Equal(t, strings.ToLower(white), black, "Black mirrors White: %s", fen)
				b1, b2 := strings.IndexByte(white, 'B'), strings.LastIndexByte(white, 'B')
				assert.NotEqual(t, b1%2, b2%2, "bishops on both colours: %s", fen)
				k := strings.IndexByte(white, 'K')
				assert.Contains(t, white[:k], "R", fen)
				assert.Contains(t, white[k+1:], "R", fen)
				_, ok := g.Variant().ShuffleIndex(g.Start)
				assert.True(t, ok, fen)
				require.NoError(t, g.Start.Validate())
				// castling toward each rook, the rest of the rank cleared
				for _, r := range []int{strings.IndexByte(white, 'R'), strings.LastIndexByte(white, 'R')} {
					only := []byte(strings.Repeat(".", c.files))
					only[k], only[r] = 'K', 'R'
					setup := strings.Replace(fen, rankOf(fen, -1)+" ", compressRank(string(only))+" ", 1)
					h := newBoard(t, c.variant, setup).Game
					want := "O-O"
					if r < k {
						want = "O-O-O"
					}
					assert.Contains(t, legalSAN(h), want, setup)
				}
			}
			assert.Greater(t, len(seen), 30, "40 restarts give many different arrays")

			// a FEN set by the player is kept by Restart
			fen := "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1"
			if c.files == 10 {
				fen = "r1k5r1/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K5R1 w IAia - 0 1"
			}
			require.NoError(t, g.SetFEN(fen))
			g.Play(g.Legal()[0], false)
			ctl.Restart()
			assert.Equal(t, fen, g.FEN())
			assert.Contains(t, legalSAN(g), "O-O")
			assert.Contains(t, legalSAN(g), "O-O-O")
		})
	}
}

// rankOf is the FEN's rank i of the board field (-1: the last, White's
// first rank).
func rankOf(fen string, i int) string {
	ranks := strings.Split(strings.Fields(fen)[0], "/")
	if i < 0 {
		i += len(ranks)
	}
	return ranks[i]
}

// expandRank writes a FEN rank a character per square ('.' empty).
func expandRank(t *testing.T, rank string, files int) string {
	var sb strings.Builder
	for i := 0; i < len(rank); i++ {
		j := i
		for j < len(rank) && rank[j] >= '0' && rank[j] <= '9' {
			j++
		}
		if j > i {
			n, _ := strconv.Atoi(rank[i:j])
			sb.WriteString(strings.Repeat(".", n))
			i = j - 1
			continue
		}
		sb.WriteByte(rank[i])
	}
	require.Len(t, sb.String(), files, rank)
	return sb.String()
}

// compressRank is expandRank's inverse.
func compressRank(s string) string {
	var sb strings.Builder
	empty := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			empty++
			continue
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		sb.WriteByte(s[i])
	}
	if empty > 0 {
		sb.WriteString(strconv.Itoa(empty))
	}
	return sb.String()
}

// legalSAN lists the game's legal moves in SAN.
func legalSAN(g *Game) []string {
	legal := g.Legal()
	var out []string
	for i := range legal {
		out = append(out, notation.SANDetail(g.Pos, &legal[i]))
	}
	return out
}
