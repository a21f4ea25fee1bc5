package core_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestBitboardsAgree plays random games in every shipped variant and
// checks, in every position, that the bitboard layer and the step-table
// walks find the same pseudo-legal moves (each as often), the same legal
// moves, and the same attacked squares for both colours.
func TestBitboardsAgree(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	starts := bitboardStarts(t)
	for _, st := range starts {
		name, p := st.name, st.p
		g := p.Variant().Geometry
		for ply := 0; ply < 50; ply++ {
			var pseudo, pseudoWalk, legal, legalWalk core.MoveList
			p.GeneratePseudo(&pseudo)
			p.GenerateLegal(&legal)
			var attacked [2][]bool
			for c := core.White; c <= core.Black; c++ {
				for sq := 0; sq < g.Size(); sq++ {
					attacked[c] = append(attacked[c], g.Exists[sq] && p.Attacked(sq, c))
				}
			}
			p.WithoutBitboards(func() {
				p.GeneratePseudo(&pseudoWalk)
				p.GenerateLegal(&legalWalk)
				for c := core.White; c <= core.Black; c++ {
					for sq := 0; sq < g.Size(); sq++ {
						if g.Exists[sq] && p.Attacked(sq, c) != attacked[c][sq] {
							t.Fatalf("%s: %s: square %s attacked by %d: bitboards say %v", name, notation.FEN(p),
								g.SquareName(sq), c, attacked[c][sq])
						}
					}
				}
			})
			if !sameMultiset(p, pseudo.Moves, pseudoWalk.Moves) {
				t.Fatalf("%s: %s: bitboards give %d pseudo-legal moves, the walks %d", name, notation.FEN(p),
					len(pseudo.Moves), len(pseudoWalk.Moves))
			}
			if !sameMultiset(p, legal.Moves, legalWalk.Moves) {
				t.Fatalf("%s: %s: bitboards give %d legal moves, the walks %d", name, notation.FEN(p),
					len(legal.Moves), len(legalWalk.Moves))
			}
			if len(legal.Moves) == 0 {
				break
			}
			p.Make(legal.Moves[r.Intn(len(legal.Moves))])
		}
	}
	t.Logf("%d variants with bitboards", len(starts))
	require.Greater(t, len(starts), 100)
}

// namedStart is a shipped variant's start position.
type namedStart struct {
	name string
	p    *core.Position
}

// bitboardStarts returns the start positions of the shipped variants
// whose boards have bitboards, in the order of variants.Names.
func bitboardStarts(t *testing.T) []namedStart {
	var out []namedStart
	for _, name := range variants.Names() {
		text, _ := variants.Block(name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		p, err := core.StartPosition(block.Variant)
		require.NoError(t, err, name)
		if p.WithoutBitboards(func() {}) {
			out = append(out, namedStart{name, p})
		}
	}
	return out
}

// sameMultiset reports whether a and b hold the same moves, each as
// often.
func sameMultiset(p *core.Position, a, b []core.Move) bool {
	if len(a) != len(b) {
		return false
	}
	taken := make([]bool, len(b))
	for i := range a {
		found := false
		for j := range b {
			if !taken[j] && p.SameMove(a[i], b[j]) {
				taken[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
