package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// morphString renders a morph board rank by rank (first rank first) with
// one character per cell: '.', '*', a set digit, '?', '^', '!', '+', '#',
// '=', or the target's ID (lower case for an enemy change).
func morphString(m core.Morph, files int, ids []string) string {
	var ranks []string
	for r := 0; r*files < len(m); r++ {
		var sb strings.Builder
		for f := 0; f < files; f++ {
			c := m[r*files+f]
			switch c.Kind {
			case core.MorphNone:
				sb.WriteByte('.')
			case core.MorphChange:
				id := ids[c.Type]
				if c.Enemy {
					id = strings.ToLower(id)
				}
				sb.WriteString(id)
			case core.MorphChoice:
				if c.Set == 0 {
					sb.WriteByte('*')
				} else {
					sb.WriteByte(byte('1' + c.Set))
				}
			case core.MorphShogi:
				sb.WriteByte('?')
			case core.MorphShogiForced:
				sb.WriteByte('^')
			case core.MorphForbidden:
				sb.WriteByte('!')
			case core.MorphGoalLegal:
				sb.WriteByte('+')
			case core.MorphGoalImmediate:
				sb.WriteByte('#')
			case core.MorphKeepType:
				sb.WriteByte('=')
			}
		}
		ranks = append(ranks, sb.String())
	}
	return strings.Join(ranks, "/")
}

func TestParseMorph(t *testing.T) {
	ids := []string{"P", "N", "B", "+L", "L", "P"}
	cases := []struct {
		name, morph  string
		files, ranks int
		self         int
		want         string
	}{
		{"repetition fills a rank", ".N/N./.N", 8, 3, 0, ".N.N.N.N/N.N.N.N./.N.N.N.N"},
		{"one symbol fills the rank", "!", 4, 2, 0, "!!!!/...."},
		{"empty and missing ranks", "/*", 3, 4, 0, ".../***/.../..."},
		{"every symbol", ".*2?^!+#=", 9, 1, 1, ".*2?^!+#="},
		{"enemy change", "n", 2, 1, 0, "nn"},
		{"comma-separated long IDs", "+L,.,L", 3, 1, 0, "+L.L"},
		{"shared ID means the other type", "P", 1, 1, 0, "P"},
		{"set digits", "123", 3, 1, 0, "*23"},
		{"king of the hill", "///...++.../...++...", 8, 8, 0,
			"......../......../......../...++.../...++.../......../......../........"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseMorphIDs(c.morph, c.files, c.ranks, ids, c.self)
			require.NoError(t, err)
			require.Len(t, m, c.files*c.ranks)
			assert.Equal(t, c.want, morphString(m, c.files, ids))
		})
	}
	// the shared-ID rule: type 0 (P) naming P means type 5, the other P
	m, err := parseMorphIDs("P", 1, 1, ids, 0)
	require.NoError(t, err)
	assert.Equal(t, 5, m[0].Type)
	m, err = parseMorphIDs("P", 1, 1, ids, 5)
	require.NoError(t, err)
	assert.Equal(t, 0, m[0].Type)
}

func TestParseMorphErrors(t *testing.T) {
	ids := []string{"P", "N"}
	cases := []struct {
		morph string
		pos   int
	}{
		{"..X", 2},      // unknown ID
		{"N", 0},        // self-morph (self = 1)
		{"./././.", 6},  // too many ranks for 3
		{"....../.", 0}, // rank longer than 4 files
	}
	for _, c := range cases {
		_, err := parseMorphIDs(c.morph, 4, 3, ids, 1)
		require.Error(t, err, c.morph)
		var te *tableError
		require.ErrorAs(t, err, &te)
		assert.Equal(t, c.pos, te.Pos, c.morph)
	}
}

// matrixString renders a capture matrix row by row.
func matrixString(cm core.CaptureMatrix, ids []string) string {
	var rows []string
	for _, row := range cm {
		var sb strings.Builder
		for _, c := range row {
			switch c.Kind {
			case core.CaptureNone:
				sb.WriteByte('.')
			case core.CaptureChange:
				id := ids[c.Type]
				if c.Enemy {
					id = strings.ToLower(id)
				}
				sb.WriteString(id)
			case core.CaptureForbidden:
				sb.WriteByte('!')
			case core.CaptureIfUnguarded:
				sb.WriteByte('%')
			case core.CaptureNoHop:
				sb.WriteByte('^')
			case core.CaptureExplode:
				sb.WriteByte('@')
			case core.CaptureWins:
				sb.WriteByte('$')
			}
		}
		rows = append(rows, sb.String())
	}
	return strings.Join(rows, "/")
}

func TestParseCaptureMatrix(t *testing.T) {
	ids3 := []string{"P", "C", "K"} // width 7: empty, 3 enemy, 3 friendly
	cases := []struct {
		name, matrix string
		ids          []string
		want         string
	}{
		{"unfinished rows and missing rows", "!", ids3, "!....../......./......."},
		{"a count repeats the symbol", "!3", ids3, "!!!..../......./......."},
		{"a leading count is dots", "2%", ids3, "..%..../......./......."},
		{"= copies enemy columns to friendly", ".^=", ids3, ".^..^../......./......."},
		{"writing after = overrules", ".^=!", ids3, ".^..!../......./......."},
		{"quote repeats the previous row", ".W/\"", []string{"W", "X"}, ".W.../.W..."},
		{"quote with a count", ".!/\"2", ids3, ".!...../.!...../.!....."},
		{"upper and lower case IDs", ".K/.p", ids3, ".K...../.p...../......."},
		{"explosion and decisive capture", ".@$", ids3, ".@$..../......./......."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cm, err := parseCaptureMatrix(c.matrix, c.ids)
			require.NoError(t, err)
			require.Len(t, cm, len(c.ids))
			assert.Equal(t, c.want, matrixString(cm, c.ids))
		})
	}
}

// TestParseCaptureMatrixRealExample: the only real-world shorthand found,
// for 13 types: an empty first row, 8 copies of it, three rows of
// explosions, and the last row left out (all '.').
func TestParseCaptureMatrixRealExample(t *testing.T) {
	ids := strings.Split("A B C D E F G H I J K L M", " ")
	cm, err := parseCaptureMatrix(`/"8/@14/.@13/@14`, ids)
	require.NoError(t, err)
	require.Len(t, cm, 13)
	empty := strings.Repeat(".", 27)
	for r := 0; r < 9; r++ {
		assert.Equal(t, empty, matrixString(cm[r:r+1], ids), "row %d", r)
	}
	assert.Equal(t, strings.Repeat("@", 14)+strings.Repeat(".", 13), matrixString(cm[9:10], ids))
	assert.Equal(t, "."+strings.Repeat("@", 13)+strings.Repeat(".", 13), matrixString(cm[10:11], ids))
	assert.Equal(t, strings.Repeat("@", 14)+strings.Repeat(".", 13), matrixString(cm[11:12], ids))
	assert.Equal(t, empty, matrixString(cm[12:13], ids))
}

func TestParseCaptureMatrixErrors(t *testing.T) {
	ids := []string{"P", "C"}
	for _, s := range []string{".X", "!9", "./././.", ".!!!=", "\"x"} {
		_, err := parseCaptureMatrix(s, ids)
		require.Error(t, err, s)
		var te *tableError
		require.ErrorAs(t, err, &te, s)
	}
}

func FuzzParseMorph(f *testing.F) {
	for _, s := range []string{".N/N./.N", "!", "+L,.,L", "///...++...", "*/1/2/?/^/#/=", ",,,/", "PpNn"} {
		f.Add(s)
	}
	ids := []string{"P", "N", "+L"}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := parseMorphIDs(s, 8, 8, ids, 0)
		if err == nil {
			require.Len(t, m, 64)
		}
	})
}

func FuzzParseCaptureMatrix(f *testing.F) {
	for _, s := range []string{`/"8/@14/.@13/@14`, ".^=", "!3/\"2", "2%", "+L9", "=!"} {
		f.Add(s)
	}
	ids := []string{"P", "N", "+L"}
	f.Fuzz(func(t *testing.T, s string) {
		cm, err := parseCaptureMatrix(s, ids)
		if err == nil {
			require.Len(t, cm, 3)
			for _, row := range cm {
				require.Len(t, row, 7)
			}
		}
	})
}
