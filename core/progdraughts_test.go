package core_test

import (
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

var (
	checkE = core.CheckEmpty
	checkX = core.CheckEnemy
)

// fanoronaPrograms: the stone's paika "(*)[p]" and its capture chain
// "((*-\1)[p][R]|(\1[ex](\1[ex])*[E>\1];~1~1[ex](~1[ex])*[E>~1])@)+":
// each link steps to an empty point not visited before, in another
// direction than the link before, is put down there and takes the whole
// line of enemies ahead (approach) or behind its point of departure
// (withdrawal), then picks the stone up again. Every prefix of a chain
// is a move (stopping is allowed).
func fanoronaPrograms() []*core.Program {
	line := func(d core.DirRef) frag {
		return seq(step(d), check(checkX), take(), star(seq(step(d), check(checkX), take())), look(core.CheckNotEnemy, d))
	}
	link := seq(bind(1, allDirs, 1), step(v1), check(checkE, core.CheckNotVisited), put(),
		alt(line(v1), seq(step(o1), line(o1))), ret())
	return []*core.Program{
		prog(`(*)[p]`, bind(1, allDirs, 0), step(v1), check(checkE)),
		prog(`((*-\1)[p][R]|(\1[ex](\1[ex])*[E>\1];~1~1[ex](~1[ex])*[E>~1])@)+`, plus(link)),
	}
}

// checkersPrograms: a man steps diagonally forward to an empty square,
// or jumps: over an adjacent enemy diagonally forward to the empty square
// beyond, again and again while it can (greedy: a chain ends only when
// no further jump exists); the crown does the same in all four diagonal
// directions.
func checkersPrograms(dirs core.DirSet, src string) []*core.Program {
	jump := seq(bind(1, dirs, 0), step(v1), check(checkX), take(), step(v1), check(checkE))
	return []*core.Program{
		prog(src+"[p]", bind(1, dirs, 0), step(v1), check(checkE)),
		prog("jumps", jump, greedy(jump)),
	}
}

// blockVariant reads a block from core/testdata and gives the named
// types the programs.
func blockVariant(t *testing.T, file string, progs map[string][]*core.Program) *core.Variant {
	text, err := os.ReadFile("testdata/" + file)
	require.NoError(t, err)
	b, err := notation.ParseBlock(string(text))
	require.NoError(t, err)
	n := core.Uncompiled(b.Variant)
	for i := range n.Types {
		prs, ok := progs[n.Types[i].Name]
		if !ok {
			continue
		}
		var paths []core.Path
		src := ""
		for _, pr := range prs {
			paths = append(paths, core.Path{Program: pr})
			src += pr.Source + ";"
		}
		n.Types[i].Moves = core.MoveSpec{Source: "dagaz=" + src, Paths: paths}
	}
	require.NoError(t, n.Compile())
	return n
}

func fanorona(t *testing.T) *core.Variant {
	return blockVariant(t, "fanorona.txt", map[string][]*core.Program{"stone": fanoronaPrograms()})
}

func checkers(t *testing.T) *core.Variant {
	return blockVariant(t, "checkers.txt", map[string][]*core.Program{
		"man":   checkersPrograms(core.DirSet(1<<dO|1<<dM), "(OM)"),
		"crown": checkersPrograms(diagDirs, "(X)"),
	})
}

// TestProgramRules plays the path programs of Fanorona and checkers on
// the hand-made positions of testdata/programrules.tsv.
func TestProgramRules(t *testing.T) {
	vs := map[string]*core.Variant{"fanorona": fanorona(t), "checkers": checkers(t)}
	data, err := os.ReadFile("testdata/programrules.tsv")
	require.NoError(t, err)
	rows := 0
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		require.Len(t, f, 5, line)
		v := vs[f[0]]
		require.NotNil(t, v, f[0])
		p, err := notation.ParseFEN(v, f[1], notation.FENOptions{})
		require.NoError(t, err, f[1])
		g := v.Geometry
		from := g.ParseSquare(f[2])
		var ml core.MoveList
		p.GenerateLegal(&ml)
		var got []string
		for _, m := range p.Details(ml.Moves) {
			if int(m.From) == from {
				got = append(got, moveText(v, &m))
			}
		}
		sort.Strings(got)
		want := f[3]
		if want == "-" {
			want = ""
		}
		require.Equal(t, want, strings.Join(got, " "), "%s %s %s: %s", f[0], f[1], f[2], f[4])
		// each legal move has its own SAN, which reads back as it
		for i := range ml.Moves {
			san := notation.SAN(p, ml.Moves[i], ml.Moves)
			back, err := notation.FindSAN(p, san)
			require.NoError(t, err, "%s: %s", f[1], san)
			require.True(t, p.SameMove(back, ml.Moves[i]), "%s: %s reads back as another move", f[1], san)
		}
		rows++
	}
	require.Greater(t, rows, 10)
}

// moveText writes a move as the rules table does: destination, victims
// in order, promotion.
func moveText(v *core.Variant, m *core.MoveDetail) string {
	g := v.Geometry
	s := g.SquareName(int(m.To))
	for i := 0; i < int(m.NVictims); i++ {
		if i == 0 {
			s += "x"
		} else {
			s += ","
		}
		s += g.SquareName(int(m.Victims[i]))
	}
	if m.Result != m.Piece {
		s += "=" + v.Types[m.Result.Type()].ID
	}
	return s
}

// TestProgramPerft: perft from the start positions of Fanorona and
// checkers with their path programs, with and without bitboards.
//
// Checked by hand:
//
// Fanorona, depth 1 = 5: White can only move into e3, the one empty
// point, and every such move captures: d2-e3 approaches f4 and g5,
// e2-e3 approaches e4 and e5, f2-e3 approaches d4 and c5, and f3-e3
// either approaches d3 (c3 is White's) or withdraws from g3 (h3 is
// White's); no chain can go on (every point around e3 is taken, or was
// left, or lies in the direction just moved).
//
// Fanorona, depth 2 = 39 = 5 + 2 + 10 + 4 + 18, Black's replies (all
// captures) after each first move, worked through point by point:
// after d2-e3: d3-d2 (x d1), f5-f4 (x f3 f2 f1) and on to g5 (x e3),
// g3-f4 (x h2 i1) and on to g5 (x e3); after e2-e3: d4-e5 (x c3 b2 a1)
// and on to e4 (x e3); after f2-e3: d3-d4 (x d2 d1) and on to c5 (x e3),
// e5-d4 (x c3 b2 a1) and on to c5 (x e3), c4-c5 (x c3 c2 c1), on to d4
// (x e3), on to c3 (x b2 a1), b4-c5 (x a3) and on to d4 (x e3), g3-f2
// (x e1); after f3-e3 x d3: f4-f3 (x f2 f1), g3-f3 approaching e3 or
// withdrawing from h3, d4-d3 (x d2 d1); after f3-e3 x g3: f4-f3 (x f2
// f1) going on east to g3 approaching h3 or withdrawing from e3, each
// going on south-west to f2 (x e1), the second on north-west to e3 (x
// g1): 6; f4-g3 (x h2 i1) and on west to f3 approaching e3 or
// withdrawing from h3: 3; g4-g3 (x g2 g1) likewise: 3; h4-g3 (x f2 e1),
// on to f3 two ways, each on south to f2 (x f1), the approaching one on
// north-west to e3 (x g1): 6.
//
// As a cross-check, the same board with single captures (no chains)
// gives 5 and 17, the depth-1 and depth-2 counts of an independent
// Fanorona engine (SlimPlanet92805/Fanorona, bench/perft.txt, which
// counts each link of a chain as a ply, so its deeper counts differ).
//
// Checkers, depth 1 = 7: a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4,
// g3-h4. Depth 2 = 49: after any of them Black has the same 7 steps, no
// man being next to an enemy. 302, 1469 and 7361 are English draughts'
// published perft counts.
func TestProgramPerft(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    *core.Variant
		want []uint64
	}{
		{"fanorona", fanorona(t), []uint64{5, 39, 688, 16254, 380132}},
		{"checkers", checkers(t), []uint64{7, 49, 302, 1469, 7361}},
	} {
		p, err := core.StartPosition(tc.v)
		require.NoError(t, err)
		for d, want := range tc.want {
			require.Equal(t, want, p.Perft(d+1), "%s depth %d", tc.name, d+1)
		}
		p.WithoutBitboards(func() {
			require.Equal(t, tc.want[3], p.Perft(4), "%s without bitboards", tc.name)
		})
	}
}

// TestProgramMakeUnmake plays random Fanorona and checkers games: Unmake
// restores the position (FEN and hash) after moves that take several
// pieces.
func TestProgramMakeUnmake(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	multi := 0
	for _, v := range []*core.Variant{fanorona(t), checkers(t)} {
		for game := 0; game < 20; game++ {
			p, err := core.StartPosition(v)
			require.NoError(t, err)
			for ply := 0; ply < 200; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if len(ml.Moves) == 0 {
					break
				}
				fen, hash := notation.FEN(p), p.Hash()
				for i := range ml.Moves {
					p.Make(ml.Moves[i])
					p.Unmake()
					require.Equal(t, fen, notation.FEN(p))
					require.Equal(t, hash, p.Hash())
				}
				m := ml.Moves[r.Intn(len(ml.Moves))]
				if p.Detail(m).NVictims > 1 {
					multi++
				}
				p.Make(m)
				q, err := notation.ParseFEN(v, notation.FEN(p), notation.FENOptions{})
				require.NoError(t, err)
				require.Equal(t, q.Hash(), p.Hash(), "incremental hash")
			}
		}
	}
	require.Greater(t, multi, 20)
}

// TestProgramAttacks: every square a program move takes on counts as
// attacked, not only where the piece lands; an empty square is attacked
// if a piece put there would be taken.
func TestProgramAttacks(t *testing.T) {
	vs := map[string]*core.Variant{"fanorona": fanorona(t), "checkers": checkers(t)}
	for _, tc := range []struct {
		variant, fen   string
		attacked, safe string
		by             core.Color
	}{
		// c3 approaches e3 f3 (and g3 were an enemy there: the line goes
		// on), withdraws from b3 a3, and would take a piece on d4, d2 (by
		// withdrawal), c5, e5, a5 (by approach); h3 is past the empty g3
		{"fanorona", "9/9/ssS1ss3/9/9 w - - 0 1", "e3 f3 g3 b3 a3 d4 d2 c5 e5 a5", "h3 i1 g1 f5 c3", core.White},
		// a man jumps forward only; a crown both ways
		{"checkers", "8/8/8/4M3/3m4/8/8/8 w - - 0 1", "d6 f6", "d4 f4 e5", core.White},
		{"checkers", "8/8/8/4K3/3m4/8/8/8 w - - 0 1", "d4 f4 d6 f6", "c3 e5", core.White},
	} {
		v := vs[tc.variant]
		p, err := notation.ParseFEN(v, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		for _, name := range strings.Fields(tc.attacked) {
			require.True(t, p.Attacked(v.Geometry.ParseSquare(name), tc.by), "%s: %s attacked", tc.fen, name)
		}
		for _, name := range strings.Fields(tc.safe) {
			require.False(t, p.Attacked(v.Geometry.ParseSquare(name), tc.by), "%s: %s not attacked", tc.fen, name)
		}
	}
}
