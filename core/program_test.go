package core_test

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// chessPrograms are the seed's chess pieces as path programs: knight
// "N,OM;E,OT;S,TR;W,RM", bishop "(X)([p]\1)*", rook "(+)([p]\1)*",
// queen "(*)([p]\1)*", king "(*)" (castling stays XBetza's O2).
func chessPrograms() map[string]*core.Program {
	return map[string]*core.Program{
		"knight": prog("N,OM;E,OT;S,TR;W,RM", alt(
			seq(step(dN), steps(dO, dM)), seq(step(dE), steps(dO, dT)),
			seq(step(dS), steps(dT, dR)), seq(step(dW), steps(dR, dM)))),
		"bishop": rider(`(X)([p]\1)*`, diagDirs),
		"rook":   rider(`(+)([p]\1)*`, orthDirs),
		"queen":  rider(`(*)([p]\1)*`, allDirs),
		"king":   prog("(*)", bind(1, allDirs, 0), step(v1)),
	}
}

// withPrograms returns a copy of the parsed variant v in which the named
// types move by the given programs instead of their XBetza paths
// (castling and drops kept).
func withPrograms(t *testing.T, v *core.Variant, progs map[string]*core.Program) *core.Variant {
	n := core.Uncompiled(v)
	for i := range n.Types {
		pr, ok := progs[n.Types[i].Name]
		if !ok {
			continue
		}
		var paths []core.Path
		for _, p := range n.Types[i].Moves.Paths {
			if p.Castle != nil || p.Drop != nil {
				paths = append(paths, p)
			}
		}
		paths = append(paths, core.Path{Program: pr})
		n.Types[i].Moves = core.MoveSpec{Source: "dagaz=" + pr.Source, Paths: paths}
	}
	require.NoError(t, n.Compile())
	return n
}

func parseVariant(t *testing.T, name string) *core.Variant {
	text, ok := variants.Block(name)
	require.True(t, ok, name)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err, name)
	return b.Variant
}

func moveKeys(p *core.Position, legal bool) []string {
	var ml core.MoveList
	if legal {
		p.GenerateLegal(&ml)
	} else {
		p.GeneratePseudo(&ml)
	}
	keys := make([]string, len(ml.Moves))
	for i, m := range p.Details(ml.Moves) {
		keys[i] = moveKey(&m)
	}
	sort.Strings(keys)
	return keys
}

// TestProgramTwinsChess: over positions of random chess games, the
// chess pieces written as programs generate exactly the moves of their
// XBetza twins (pseudo-legal and legal), with and without bitboards.
func TestProgramTwinsChess(t *testing.T) {
	chess := parseVariant(t, "chess")
	twin := withPrograms(t, chess, chessPrograms())
	r := rand.New(rand.NewSource(3))
	positions := 0
	for game := 0; game < 30; game++ {
		p, err := core.StartPosition(chess)
		require.NoError(t, err)
		for ply := 0; ply < 100; ply++ {
			fen := notation.FEN(p)
			q, err := notation.ParseFEN(twin, fen, notation.FENOptions{})
			require.NoError(t, err, fen)
			for _, legal := range []bool{false, true} {
				require.Equal(t, moveKeys(p, legal), moveKeys(q, legal), fen)
			}
			q.WithoutBitboards(func() { require.Equal(t, moveKeys(p, true), moveKeys(q, true), fen) })
			for sq := 0; sq < 64; sq++ {
				for _, c := range []core.Color{core.White, core.Black} {
					if pc := p.At(sq); pc != core.NoPiece && pc.Color() == c {
						continue // (leaps and slides "attack" their own pieces, programs take only others)
					}
					require.Equal(t, p.Attacked(sq, c), q.Attacked(sq, c), "%s attacked(%d, %v)", fen, sq, c)
				}
			}
			positions++
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			p.Make(ml.Moves[r.Intn(len(ml.Moves))])
		}
	}
	t.Logf("%d positions", positions)
}

// TestProgramChessPerft: chess with its pieces as programs reproduces
// chess perft (the start position and Kiwipete).
func TestProgramChessPerft(t *testing.T) {
	twin := withPrograms(t, parseVariant(t, "chess"), chessPrograms())
	for _, tc := range []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
	} {
		p, err := notation.ParseFEN(twin, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		require.Equal(t, tc.want, p.Perft(tc.depth), tc.fen)
	}
}

// moveKey is a move's identity as text.
func moveKey(m *core.MoveDetail) string {
	return fmt.Sprintf("%d-%d %v>%v f%x v%v p%d-%d", m.From, m.To, m.Piece, m.Result, m.Flags&^core.FlagInitial,
		m.Victims[:m.NVictims], m.PartnerFrom, m.PartnerTo)
}

// TestProgramNoAlloc: generating program moves allocates nothing once the
// move list has grown.
func TestProgramNoAlloc(t *testing.T) {
	twin := withPrograms(t, parseVariant(t, "chess"), chessPrograms())
	p, err := notation.ParseFEN(twin, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	var ml core.MoveList
	p.GenerateLegal(&ml)
	allocs := testing.AllocsPerRun(20, func() {
		ml.Reset()
		p.GenerateLegal(&ml)
		p.Attacked(20, core.Black)
	})
	require.Zero(t, allocs)
}

// kingPrograms: the seed's king with castling, made exact: a step to a
// square not attacked, "(*)[A]"; castling with the partner three squares
// away, "(EW)[MA](\1[p][A]){2}|\1^[M]~1~1" (the king unmoved and not in
// check, the two squares it crosses empty and not attacked, the king
// put down, the unmoved partner beyond picked up and carried back over
// it), and with the partner four squares away,
// "(EW)[MA](\1[p][A]){2}|\1[p]\1^[M]~1~1~1". Directions are the mover's
// (Black's turned by 180 degrees), so both wings are written with a
// variable; a program cannot tell a rook from another unmoved piece, and
// the test positions have none on the wrong wing.
func kingPrograms() []*core.Program {
	wings := core.DirSet(1<<dE | 1<<dW)
	ma := check(core.CheckUnmoved, core.CheckNotAttacked)
	safe := seq(step(v1), check(checkE, core.CheckNotAttacked))
	return []*core.Program{
		prog("(*)[A]", bind(1, allDirs, 0), step(v1), check(core.CheckNotAttacked)),
		prog(`(EW)[MA](\1[p][A]){2}|\1^[M]~1~1`, bind(1, wings, 0), ma, safe, safe, put(), step(v1), pick(),
			check(core.CheckUnmoved), step(o1), step(o1)),
		prog(`(EW)[MA](\1[p][A]){2}|\1[p]\1^[M]~1~1~1`, bind(1, wings, 0), ma, safe, safe, put(), step(v1), check(checkE),
			step(v1), pick(), check(core.CheckUnmoved), step(o1), step(o1), step(o1)),
	}
}

// TestProgramCastling: chess whose king moves and castles by programs
// ([A] and [M] checks, a partner picked up with ^) reproduces chess
// perft, castling and its rights included.
func TestProgramCastling(t *testing.T) {
	chess := parseVariant(t, "chess")
	n := core.Uncompiled(chess)
	for i := range n.Types {
		if n.Types[i].Name != "king" {
			continue
		}
		var paths []core.Path
		for _, pr := range kingPrograms() {
			paths = append(paths, core.Path{Program: pr})
		}
		n.Types[i].Moves = core.MoveSpec{Source: "dagaz=...", Paths: paths}
	}
	require.NoError(t, n.Compile())
	for _, tc := range []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467},
		{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
	} {
		// the FEN reader finds castlers by their XBetza castling, so the
		// rights of the castling field are set here as unmoved flags
		p, err := notation.ParseFEN(n, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		for _, ch := range strings.Fields(tc.fen)[2] {
			if sqs, ok := map[rune][2]string{'K': {"e1", "h1"}, 'Q': {"e1", "a1"}, 'k': {"e8", "h8"}, 'q': {"e8", "a8"}}[ch]; ok {
				p.SetVirgin(n.Geometry.ParseSquare(sqs[0]), true)
				p.SetVirgin(n.Geometry.ParseSquare(sqs[1]), true)
			}
		}
		q, err := notation.ParseFEN(chess, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		require.Equal(t, moveKeys(q, true), moveKeys(p, true), tc.fen)
		require.Equal(t, tc.want, p.Perft(tc.depth), tc.fen)
	}
}

// TestProgramReach: the reach of the chess pieces written as programs
// is, from each square, exactly the squares the XBetza piece attacks on
// an empty board (the programs' checks only block, and a lone piece is
// blocked by nothing); programs that return to the piece have none.
func TestProgramReach(t *testing.T) {
	chess := parseVariant(t, "chess")
	twin := withPrograms(t, chess, chessPrograms())
	g := chess.Geometry
	for ti, pt := range twin.Types {
		if _, ok := chessPrograms()[pt.Name]; !ok {
			continue
		}
		for _, c := range []core.Color{core.White, core.Black} {
			for from := 0; from < 64; from++ {
				p, err := core.NewPosition(chess)
				require.NoError(t, err)
				p.Put(from, core.MakePiece(ti, c), false)
				var ml core.MoveList
				p.GeneratePieceMoves(&ml, from)
				want := map[int]bool{}
				for _, m := range ml.Moves {
					want[int(m.To())] = true
				}
				for to := 0; to < 64; to++ {
					known, has := twin.ProgReach(c, ti, from, to)
					require.True(t, known, pt.Name)
					require.Equal(t, want[to], has, "%s %v from %s to %s", pt.Name, c, g.SquareName(from), g.SquareName(to))
				}
			}
		}
	}
	known, _ := fanorona(t).ProgReach(core.White, 0, 0, 1)
	require.False(t, known, "the Fanorona chain returns to the stone: no reach")
}
