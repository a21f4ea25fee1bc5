package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftPrintsNodesLast(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPerft([]string{"--variant", "chess", "3"}, &out))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "nodes 8902", lines[len(lines)-1])
}

func TestPerftDivide(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPerft([]string{"--variant", "chess", "--divide", "2"}, &out))
	s := out.String()
	assert.Contains(t, s, "Nf3 20\n")
	assert.Contains(t, s, "e4 20\n")
	assert.True(t, strings.HasSuffix(s, "nodes 400\n"))
}

func TestMovesJSON(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runMoves([]string{"--variant", "chess", "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "--from", "b7", "--json"}, &out))
	var moves []jsonMove
	require.NoError(t, json.Unmarshal(out.Bytes(), &moves))
	var promos []string
	for _, m := range moves {
		assert.Equal(t, "b7", m.From)
		assert.Equal(t, "b8", m.To)
		promos = append(promos, m.Promotion)
	}
	assert.ElementsMatch(t, []string{"Q", "R", "B", "N"}, promos)
	assert.Contains(t, out.String(), `"notation":"b8=Q+"`)
}

func TestMovesJSONLocust(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runMoves([]string{"--variant", "testdata/lion.txt", "--fen", "4k3/8/8/8/8/2r5/2r5/R2LK3 w - - 0 1",
		"--json"}, &out))
	var moves []jsonMove
	require.NoError(t, json.Unmarshal(out.Bytes(), &moves))
	byNotation := map[string]jsonMove{}
	for _, m := range moves {
		byNotation[m.Notation] = m
	}
	// the lion takes c2 and goes on to take c3: a double capture
	dbl, ok := byNotation["Lxc2xc3"]
	require.True(t, ok, out.String())
	assert.Equal(t, []string{"c2", "c3"}, dbl.Captures)
	// igui: take c2 and return to d1
	igui, ok := byNotation["Lxc2-d1"]
	require.True(t, ok)
	assert.Equal(t, "d1", igui.To)
	// the rifle rook takes nothing at distance here, but moves
	_, ok = byNotation["Ra8+"]
	assert.True(t, ok)
}

func TestTypoInBlockNamesLineAndToken(t *testing.T) {
	var out bytes.Buffer
	err := runMoves([]string{"--variant", "testdata/typo.txt"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 3")
	assert.Contains(t, err.Error(), "rook::Rq7x::a1")
}

func TestUnknownVariant(t *testing.T) {
	err := runPerft([]string{"--variant", "no-such-variant", "1"}, &bytes.Buffer{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "chess")
}

// TestJoclyCaptures: each of Jocly's capture styles, expressed as
// parameters, lists its victims in moves --json.
func TestJoclyCaptures(t *testing.T) {
	cases := []struct {
		name, fen, from, notation string
		captures                  []string
	}{
		{"advancer takes the piece beyond where it stops", "9k/10/10/3p6/10/10/3A6/10/10/K9 w - - 0 1", "d4", "Axd7-d6", []string{"d7"}},
		{"withdrawer takes the piece it moves away from", "9k/10/10/10/10/3p6/3W6/10/10/K9 w - - 0 1", "d4", "Wxd5-d2", []string{"d5"}},
		{"hit and run: capture, then a king step", "9k/10/10/10/10/4p5/3H6/10/10/K9 w - - 0 1", "d4", "Hxe5-f6", []string{"e5"}},
		{"checker jumps over its victim", "9k/10/10/10/10/4p5/3C6/10/10/K9 w - - 0 1", "d4", "Cxe5-f6", []string{"e5"}},
		{"fire demon burns the enemies around", "9k/10/10/10/2p1p5/10/3F6/10/10/K9 w - - 0 1", "d4", "Fxc6xe6-d5", []string{"c6", "e6"}},
		{"great general flies over lower pieces", "9k/10/10/10/10/p9/10/p9/10/G8K w - - 0 1", "a1", "Gxa5", []string{"a5"}},
		{"bent rider (griffon)", "9k/10/10/10/10/10/10/10/10/B8K w - - 0 1", "a1", "Bb6", []string{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			require.NoError(t, runMoves([]string{"--variant", "testdata/jocly.txt", "--fen", c.fen, "--from", c.from, "--json"}, &out))
			var moves []jsonMove
			require.NoError(t, json.Unmarshal(out.Bytes(), &moves))
			for _, m := range moves {
				if strings.TrimRight(m.Notation, "+#") == c.notation {
					assert.Equal(t, c.captures, m.Captures)
					return
				}
			}
			t.Fatalf("%s not among %s", c.notation, out.String())
		})
	}
}

func TestUCI(t *testing.T) {
	// (at the end of the input the search finishes)
	in := strings.NewReader("uci\nsetoption name UCI_Variant value shogi\nisready\n" +
		"position startpos moves g3g4\ngo depth 2\n")
	var out bytes.Buffer
	require.NoError(t, runUCI(nil, in, &out))
	s := out.String()
	assert.Contains(t, s, "uciok")
	assert.Contains(t, s, "var shogi")
	assert.Contains(t, s, "readyok")
	assert.Regexp(t, `(?m)^bestmove [a-i][1-9][a-i][1-9]`, s)
}

func TestUCIMate(t *testing.T) {
	in := strings.NewReader("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n")
	var out bytes.Buffer
	require.NoError(t, runUCI(nil, in, &out))
	assert.Contains(t, out.String(), "bestmove a1a8")
	assert.Contains(t, out.String(), "score mate 1")
}

func TestUCIContempt(t *testing.T) {
	// two bare kings, the move rule about to end the game: every line is a
	// draw, scored at the contempt in play: the option the GUI set, else
	// the variant file's eval.contempt, else the default
	chess, err := os.ReadFile(filepath.Join("..", "..", "variants", "chess.txt"))
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "drawish.txt")
	require.NoError(t, os.WriteFile(file, append(chess, "\neval.contempt=-50\n"...), 0o644))
	const draw = "position fen 8/8/8/3k4/8/8/8/K7 w - - 98 80\ngo depth 3\n"
	for _, c := range []struct{ name, setup, want string }{
		{"default", "", "score cp -20 "},
		{"option", "setoption name Contempt value 40\n", "score cp -40 "},
		{"variant file", "setoption name VariantFile value " + file + "\n", "score cp 50 "},
		{"option over variant file", "setoption name VariantFile value " + file + "\nsetoption name Contempt value 0\n", "score cp 0 "},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			require.NoError(t, runUCI(nil, strings.NewReader(c.setup+draw), &out))
			assert.Contains(t, out.String(), "info depth 3 "+c.want)
		})
	}
}
