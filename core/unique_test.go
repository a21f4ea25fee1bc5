package core_test

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/movekey"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func distinct(moves []core.MoveDetail) int {
	set := map[string]bool{}
	for i := range moves {
		set[movekey.Of(&moves[i])] = true
	}
	return len(set)
}

// pieceBlock makes a parameter block of the given size from
// "ID:xbetza;..." with no start squares; K is royal.
func pieceBlock(files, ranks int, pieces string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "files=%d ranks=%d symmetry=none maxPromote=0\n", files, ranks)
	royal := 0
	for i, def := range strings.Split(pieces, ";") {
		id, betza, _ := strings.Cut(def, ":")
		fmt.Fprintf(&sb, "piece%s:%s:%s::\n", id, id, betza)
		if id == "K" {
			royal = i + 1
		}
	}
	if royal > 0 {
		fmt.Fprintf(&sb, "royal=%d\n", royal)
	}
	return sb.String()
}

// pieceMoves lists the pseudo-legal moves of the piece on from.
func pieceMoves(t *testing.T, block, placement, side, from string) (*core.Variant, []core.MoveDetail) {
	b, err := notation.ParseBlock(block)
	require.NoError(t, err)
	p, err := notation.ParseFEN(b.Variant, placement+" "+side+" - - 0 1", notation.FENOptions{AllVirgin: true})
	require.NoError(t, err)
	sq := b.Variant.Geometry.ParseSquare(from)
	require.GreaterOrEqual(t, sq, 0, from)
	var ml core.MoveList
	p.GeneratePieceMoves(&ml, sq)
	return b.Variant, details(p, ml.Moves)
}

// details are the moves' details.
func details(p *core.Position, moves []core.Move) []core.MoveDetail {
	out := make([]core.MoveDetail, len(moves))
	for i, m := range moves {
		out[i] = p.Detail(m)
	}
	return out
}

// TestUniqueMoves: pieces that reach squares in several ways list each
// move once (testdata/unique.tsv), and the repeats are merged when the
// piece is compiled wherever that is possible.
func TestUniqueMoves(t *testing.T) {
	for _, c := range tsvtest.Rows(t, "testdata/unique.tsv", 6) {
		t.Run(c[0], func(t *testing.T) {
			v, moves := pieceMoves(t, pieceBlock(8, 8, c[1]), c[2], "w", c[3])
			assert.Equal(t, distinct(moves), len(moves), "every move once")
			if c[4] != "-" {
				n, err := strconv.Atoi(c[4])
				require.NoError(t, err)
				assert.Equal(t, n, len(moves), "hand count")
			}
			id := "X"
			if v.TypeByID(id) < 0 {
				id = "K"
			}
			typ := v.TypeByID(id)
			for col := core.White; col <= core.Black; col++ {
				assert.Equal(t, c[5] == "y", v.DedupsMoves(col, typ), "run-time dedup for %v", col)
			}
		})
	}
}

// TestXBetzaVectorsListEachMoveOnce: for every XBoard vector
// (notation/testdata/xbetza.tsv, whose move sets XBoard de-duplicated)
// the generator lists exactly as many moves as XBoard's set holds.
func TestXBetzaVectorsListEachMoveOnce(t *testing.T) {
	for _, c := range tsvtest.Rows(t, "../notation/testdata/xbetza.tsv", 8) {
		if strings.Contains(c[5], "*") {
			continue // holes need a holes= line; those rows are covered in notation
		}
		t.Run(c[0], func(t *testing.T) {
			files, _ := strconv.Atoi(c[1])
			ranks, _ := strconv.Atoi(c[2])
			_, moves := pieceMoves(t, pieceBlock(files, ranks, c[4]), c[5], c[3], c[6])
			assert.Len(t, moves, len(strings.Fields(c[7])), "pieces %s placement %s", c[4], c[5])
			assert.Equal(t, distinct(moves), len(moves))
		})
	}
}

// TestLongWazirString: 20,000 W's are ten thousand wazir riders, one
// rook. Built here without the parser (which refuses such long strings
// and keeps identical paths once), the ten thousand riders compile to
// four slides and cost nothing more than a rook.
func TestLongWazirString(t *testing.T) {
	g, err := core.NewGeometry(8, 8)
	require.NoError(t, err)
	rider := core.Path{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: 0x55, Range: 0,
		Mode: core.ModeMove | core.ModeCapture}}}
	var spec core.MoveSpec
	for i := 0; i < 10000; i++ {
		spec.Paths = append(spec.Paths, rider)
	}
	king := core.MoveSpec{Paths: []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: 0xFF, Range: 1,
		Mode: core.ModeMove | core.ModeCapture}}}}}
	v := &core.Variant{Name: "wazirs", Geometry: g, Types: []core.PieceType{
		{Name: "king", ID: "K", Moves: king, Royal: true, Promoted: -1, Demoted: -1},
		{Name: "wazirs", ID: "X", Moves: spec, Promoted: -1, Demoted: -1}}}
	require.NoError(t, v.Compile())
	for c := core.White; c <= core.Black; c++ {
		assert.Equal(t, 4, v.SimpleMoves(c, 1))
		assert.False(t, v.DedupsMoves(c, 1))
	}
	p, err := notation.ParseFEN(v, "7k/8/8/8/4X3/8/8/K7 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	assert.Equal(t, uint64(3+14), p.Perft(1))
}

// TestOrdinaryPiecesNeedNoDedup: the pieces of the classic games reach
// each square in one way only, so their moves are generated without the
// repeat test (which would cost time); in Chu Shogi only the Lion's
// double moves and the soaring eagle's forward Lion power (two forward
// diagonals, whose passes both end on the start square) need it.
func TestOrdinaryPiecesNeedNoDedup(t *testing.T) {
	for _, name := range []string{"chess", "capablanca", "grand", "xiangqi", "janggi", "shogi", "minishogi",
		"makruk", "shatranj", "crazyhouse", "berolina", "grasshopper", "nightrider", "chushogi"} {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		b, err := notation.ParseBlock(text)
		require.NoError(t, err)
		v := b.Variant
		require.NoError(t, v.Compile())
		for typ, pt := range v.Types {
			lion := name == "chushogi" && (pt.ID == "N" || pt.ID == "+O" || pt.ID == "+D")
			for c := core.White; c <= core.Black; c++ {
				assert.Equal(t, lion, v.DedupsMoves(c, typ), "%s %s (%s)", name, pt.Name, pt.Moves.Source)
			}
		}
	}
}

// TestDedupByDestination: removing repeats through the table of
// destination squares keeps exactly the moves, in the same order, that
// comparing every pair keeps, FlagInitial rule included (the move
// without the flag wins), on boards larger than the table too.
func TestDedupByDestination(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	store := startPosition(t, "chess")
	for _, size := range []int{4, 30, 144, 700} {
		for round := 0; round < 200; round++ {
			n := 1 + r.Intn(80)
			if round%50 == 0 {
				n = 600 // beyond the table: the scan
			}
			var built []core.MoveDetail
			for i := 0; i < n; i++ {
				if i > 0 && r.Intn(3) == 0 {
					m := built[r.Intn(len(built))]
					m.Flags ^= core.FlagInitial * core.MoveFlags(r.Intn(2))
					built = append(built, m)
					continue
				}
				m := core.MoveDetail{From: 3, To: int16(r.Intn(size)), PartnerFrom: -1, UnloadSq: -1}
				if r.Intn(2) == 0 {
					m.Flags |= core.FlagInitial
				}
				for k := r.Intn(3); k > 0; k-- {
					m.Victims[m.NVictims] = int16(r.Intn(size))
					m.NVictims++
				}
				built = append(built, m)
			}
			p := store.Copy() // the moves' details are kept in p
			moves := make([]core.Move, len(built))
			for i := range built {
				moves[i] = p.Pack(&built[i])
			}
			want := p.Dedup(moves, true)
			got := p.Dedup(moves, false)
			require.Equal(t, want, got, "board of %d squares, %d moves", size, n)
			require.Equal(t, distinct(details(p, got)), len(got))
		}
	}
}

// startPosition is the start position of a shipped variant.
func startPosition(t *testing.T, name string) *core.Position {
	text, ok := variants.Block(name)
	require.True(t, ok, name)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := core.StartPosition(b.Variant)
	require.NoError(t, err)
	return p
}
