package notation_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func chessVariant(t testing.TB) *core.Variant {
	text, ok := variants.Block("chess")
	require.True(t, ok)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	return b.Variant
}

func TestParseWeights(t *testing.T) {
	v := chessVariant(t)
	knight := -1
	for i := range v.Types {
		if v.Types[i].ID == "N" {
			knight = i
		}
	}
	cases := []struct {
		text string
		want []core.EvalSetting
		err  string // part of the error, "" = none
	}{
		{"tempo=12\n", []core.EvalSetting{{Term: core.EvalTempo, Type: -1, Value: 12}}, ""},
		{"# a comment\n\n  mg.N=310  # knight\neval.eg.n=-5", []core.EvalSetting{
			{Term: core.EvalMg, Type: knight, Value: 310}, {Term: core.EvalEg, Type: knight, Value: -5}}, ""},
		{"TEMPO=1 psqMg.N=80", []core.EvalSetting{{Term: core.EvalTempo, Type: -1, Value: 1}, {Term: core.EvalPsqMg, Type: knight, Value: 80}}, ""},
		{"tempo=1\nspeed=3", nil, `line 2: "speed=3": unknown weight speed`},
		{"mg.Z=3", nil, "no one piece has the ID Z"},
		{"value.N=3", nil, "unknown weight value"},
		{"tempo", nil, "want name=value"},
		{"tempo=1.5", nil, "whole number"},
		{"tempo=1000000", nil, "whole number"},
	}
	for _, c := range cases {
		got, err := notation.ParseWeights(c.text, v)
		if c.err != "" {
			require.Error(t, err, c.text)
			assert.Contains(t, err.Error(), c.err)
			continue
		}
		require.NoError(t, err, c.text)
		assert.Equal(t, c.want, got, c.text)
	}
}

// TestWeightsSharedID: where two types share an ID (xiangqi's soldier
// and crossed soldier) the ID is refused and piece-line numbers name
// them; WeightName writes what reads back.
func TestWeightsSharedID(t *testing.T) {
	text, _ := variants.Block("xiangqi")
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	v := b.Variant
	var soldiers []int
	for i := range v.Types {
		if v.Types[i].ID == "P" {
			soldiers = append(soldiers, i)
		}
	}
	require.Len(t, soldiers, 2)
	_, err = notation.ParseWeights("mg.P=100", v)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no one piece has the ID P")
	for _, s := range soldiers {
		set := core.EvalSetting{Term: core.EvalMg, Type: s, Value: 150}
		name := notation.WeightName(v, set)
		assert.Equal(t, "mg."+strconv.Itoa(s+1), name)
		got, err := notation.ParseWeights(name+"=150", v)
		require.NoError(t, err)
		assert.Equal(t, []core.EvalSetting{set}, got)
	}
	got, err := notation.ParseWeights("mg.R=950", v)
	require.NoError(t, err)
	assert.Equal(t, "R", v.Types[got[0].Type].ID)
}

// TestBlockCarriesWeights: eval. lines of a parameter block reach
// Variant.Eval, and a bad one is an error naming its line.
func TestBlockCarriesWeights(t *testing.T) {
	text, _ := variants.Block("chess")
	shipped, err := notation.ParseBlock(text)
	require.NoError(t, err)
	n := len(shipped.Variant.Eval) // (chess ships tuned weights)
	b, err := notation.ParseBlock(text + "\neval.tempo=7 eval.hand.Q=900\n")
	require.NoError(t, err)
	require.Len(t, b.Variant.Eval, n+2)
	assert.Equal(t, core.EvalSetting{Term: core.EvalTempo, Type: -1, Value: 7}, b.Variant.Eval[n])
	assert.Equal(t, core.EvalHand, b.Variant.Eval[n+1].Term)
	assert.Equal(t, "Q", b.Variant.Types[b.Variant.Eval[n+1].Type].ID)
	assert.Equal(t, "hand.Q", notation.WeightName(b.Variant, b.Variant.Eval[n+1]))
	_, err = notation.ParseBlock(strings.TrimSpace(text) + "\neval.tempo=x\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"eval.tempo=x"`)
	assert.Contains(t, err.Error(), "line "+strconv.Itoa(strings.Count(strings.TrimSpace(text), "\n")+2))
}

// FuzzParseWeights: any text gives settings or an error, never a panic,
// and every setting names a real term and type.
func FuzzParseWeights(f *testing.F) {
	for _, s := range []string{"tempo=12", "mg.N=310\n# c\neval.eg.Q=900", "psqEg.K=50", "x", "hand.=3", "=", "eval.=1", "mg.N=-100000"} {
		f.Add(s)
	}
	v := chessVariant(f)
	f.Fuzz(func(t *testing.T, text string) {
		got, err := notation.ParseWeights(text, v)
		if err != nil {
			return
		}
		for _, s := range got {
			if s.Type < 0 {
				assert.Less(t, s.Term, int(core.NumEvalTerms))
			} else {
				assert.Less(t, s.Type, len(v.Types))
				assert.Less(t, s.Term, int(core.NumEvalTypeTerms))
			}
			assert.LessOrEqual(t, s.Value, core.MaxEvalValue)
			assert.GreaterOrEqual(t, s.Value, -core.MaxEvalValue)
			// its name reads back as the same setting
			back, err := notation.ParseWeights(notation.WeightName(v, s)+"=0", v)
			require.NoError(t, err)
			assert.Equal(t, s.Term, back[0].Term)
			assert.Equal(t, s.Type, back[0].Type)
		}
	})
}
