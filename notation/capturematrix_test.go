package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// Cell constructors for expected capture matrices, so that every test
// spells out the expanded matrix cell by cell.
var (
	cDot  = core.CaptureCell{}
	cBan  = core.CaptureCell{Kind: core.CaptureForbidden}
	cPct  = core.CaptureCell{Kind: core.CaptureIfUnguarded}
	cHop  = core.CaptureCell{Kind: core.CaptureNoHop}
	cBoom = core.CaptureCell{Kind: core.CaptureExplode}
	cWin  = core.CaptureCell{Kind: core.CaptureWins}
	cAmp  = core.CaptureCell{Kind: core.CaptureNoHopNoCapture}
	cRif  = core.CaptureCell{Kind: core.CaptureRifle}
)

func cTo(t int) core.CaptureCell { return core.CaptureCell{Kind: core.CaptureChange, Type: t} }
func cFoe(t int) core.CaptureCell {
	return core.CaptureCell{Kind: core.CaptureChange, Type: t, Enemy: true}
}

// cRep is n copies of a cell.
func cRep(c core.CaptureCell, n int) []core.CaptureCell {
	out := make([]core.CaptureCell, n)
	for i := range out {
		out[i] = c
	}
	return out
}

// cCat concatenates row pieces.
func cCat(parts ...[]core.CaptureCell) []core.CaptureCell {
	var out []core.CaptureCell
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// assertMatrix compares two matrices cell by cell, naming row and column.
func assertMatrix(t *testing.T, want, got core.CaptureMatrix) {
	t.Helper()
	require.Len(t, got, len(want))
	for r := range want {
		require.Len(t, got[r], len(want[r]), "row %d", r)
		for c := range want[r] {
			assert.Equal(t, want[r][c], got[r][c], "row %d column %d", r, c)
		}
	}
}

func TestCaptureMatrixShorthand(t *testing.T) {
	// three types: columns 0 empty, 1-3 enemy P C K, 4-6 friendly P C K
	ids := []string{"P", "C", "K"}
	dots := cRep(cDot, 7)
	cases := []struct {
		name, matrix string
		want         core.CaptureMatrix
	}{
		{"an empty matrix is all dots", "", core.CaptureMatrix{dots, dots, dots}},
		{"unfinished rows end in dots, missing rows are dots", "!", core.CaptureMatrix{
			cCat([]core.CaptureCell{cBan}, cRep(cDot, 6)), dots, dots,
		}},
		{"a count fills that many cells in total", "!3", core.CaptureMatrix{
			cCat(cRep(cBan, 3), cRep(cDot, 4)), dots, dots,
		}},
		{"a count after an ID", "P2/.k3", core.CaptureMatrix{
			cCat(cRep(cTo(0), 2), cRep(cDot, 5)),
			cCat([]core.CaptureCell{cDot}, cRep(cFoe(2), 3), cRep(cDot, 3)),
			dots,
		}},
		{"a count of 1 is the symbol once", "%1", core.CaptureMatrix{
			cCat([]core.CaptureCell{cPct}, cRep(cDot, 6)), dots, dots,
		}},
		{"a count can fill the whole row", "@7", core.CaptureMatrix{cRep(cBoom, 7), dots, dots}},
		{"counts with several symbols", ".@2$2", core.CaptureMatrix{
			{cDot, cBoom, cBoom, cWin, cWin, cDot, cDot}, dots, dots,
		}},
		{"~ is a rifle capture, with a count too", ".~/2~2=", core.CaptureMatrix{
			{cDot, cRif, cDot, cDot, cDot, cDot, cDot},
			{cDot, cDot, cRif, cRif, cDot, cRif, cRif},
			dots,
		}},
		{"a leading count is that many dots", "2%", core.CaptureMatrix{
			{cDot, cDot, cPct, cDot, cDot, cDot, cDot}, dots, dots,
		}},
		{"a leading count then a count", "2!2", core.CaptureMatrix{
			{cDot, cDot, cBan, cBan, cDot, cDot, cDot}, dots, dots,
		}},
		{"a count alone is a row of dots", "7/3", core.CaptureMatrix{dots, dots, dots}},
		{"= alone completes the row with dots", "=", core.CaptureMatrix{dots, dots, dots}},
		{"= copies the enemy columns to the friendly ones", ".^=", core.CaptureMatrix{
			{cDot, cHop, cDot, cDot, cHop, cDot, cDot}, dots, dots,
		}},
		{"= after a full enemy part", "!P%K=", core.CaptureMatrix{
			{cBan, cTo(0), cPct, cTo(2), cTo(0), cPct, cTo(2)}, dots, dots,
		}},
		{"writing after = overrules the copy", ".^%=!", core.CaptureMatrix{
			{cDot, cHop, cPct, cDot, cBan, cPct, cDot}, dots, dots,
		}},
		{"a dot after = clears a copied cell", ".^=.^", core.CaptureMatrix{
			{cDot, cHop, cDot, cDot, cDot, cHop, cDot}, dots, dots,
		}},
		{"a count after = is dots over the copy", ".!3=2", core.CaptureMatrix{
			{cDot, cBan, cBan, cBan, cDot, cDot, cBan}, dots, dots,
		}},
		{"a count of a symbol after =", "=$3", core.CaptureMatrix{
			{cDot, cDot, cDot, cDot, cWin, cWin, cWin}, dots, dots,
		}},
		{"a quote repeats the previous row", ".!/\"", core.CaptureMatrix{
			{cDot, cBan, cDot, cDot, cDot, cDot, cDot},
			{cDot, cBan, cDot, cDot, cDot, cDot, cDot},
			dots,
		}},
		{"a quote with a count repeats it that many times", "%/\"2", core.CaptureMatrix{
			cCat([]core.CaptureCell{cPct}, cRep(cDot, 6)),
			cCat([]core.CaptureCell{cPct}, cRep(cDot, 6)),
			cCat([]core.CaptureCell{cPct}, cRep(cDot, 6)),
		}},
		{"a quote repeats a row built with =", ".^=/\"", core.CaptureMatrix{
			{cDot, cHop, cDot, cDot, cHop, cDot, cDot},
			{cDot, cHop, cDot, cDot, cHop, cDot, cDot},
			dots,
		}},
		// decision: '"' on the first row repeats an empty row, '"0' adds none
		{"a quote first repeats an empty row", "\"/!", core.CaptureMatrix{
			dots, cCat([]core.CaptureCell{cBan}, cRep(cDot, 6)), dots,
		}},
		{"\"0 adds no row", "!/\"0/$", core.CaptureMatrix{
			cCat([]core.CaptureCell{cBan}, cRep(cDot, 6)),
			cCat([]core.CaptureCell{cWin}, cRep(cDot, 6)),
			dots,
		}},
		{"upper and lower case IDs", ".K/.p", core.CaptureMatrix{
			{cDot, cTo(2), cDot, cDot, cDot, cDot, cDot},
			{cDot, cFoe(0), cDot, cDot, cDot, cDot, cDot},
			dots,
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cm, err := parseCaptureMatrix(c.matrix, ids)
			require.NoError(t, err)
			assertMatrix(t, c.want, cm)
		})
	}

	// every symbol, with four types (9 cells)
	cm, err := parseCaptureMatrix(".P!%^@$&d", []string{"P", "C", "K", "D"})
	require.NoError(t, err)
	assertMatrix(t, core.CaptureMatrix{
		{cDot, cTo(0), cBan, cPct, cHop, cBoom, cWin, cAmp, cFoe(3)},
		cRep(cDot, 9), cRep(cDot, 9), cRep(cDot, 9),
	}, cm)
}

// TestCaptureMatrixLongIDs: multi-character IDs are matched longest first,
// also with a count after them and in lower case.
func TestCaptureMatrixLongIDs(t *testing.T) {
	ids := []string{"L", "+L"} // 5 cells
	cm, err := parseCaptureMatrix("+L2L/.+l3", ids)
	require.NoError(t, err)
	assertMatrix(t, core.CaptureMatrix{
		{cTo(1), cTo(1), cTo(0), cDot, cDot},
		{cDot, cFoe(1), cFoe(1), cFoe(1), cDot},
	}, cm)
}

// TestCaptureMatrixRealWorld: the only real-world shorthand (13 types: the
// first row empty, 8 copies of it, three rows of explosions, the last row
// left out) and the worked examples of the reference.
func TestCaptureMatrixRealWorld(t *testing.T) {
	t.Run(`/"8/@14/.@13/@14 with 13 types`, func(t *testing.T) {
		ids := strings.Split("A B C D E F G H I J K L M", " ")
		cm, err := parseCaptureMatrix(`/"8/@14/.@13/@14`, ids)
		require.NoError(t, err)
		empty := cRep(cDot, 27)
		want := core.CaptureMatrix{}
		for r := 0; r < 9; r++ {
			want = append(want, empty)
		}
		want = append(want,
			cCat(cRep(cBoom, 14), cRep(cDot, 13)),
			cCat([]core.CaptureCell{cDot}, cRep(cBoom, 13), cRep(cDot, 13)),
			cCat(cRep(cBoom, 14), cRep(cDot, 13)),
			empty)
		assertMatrix(t, want, cm)
	})

	t.Run("Kyoto shogi: full rows toggling the type", func(t *testing.T) {
		// P<->R, S<->B, K stays: every move (empty column and every capture)
		// toggles; friendly captures do not exist, written out anyway
		ids := []string{"P", "R", "S", "B", "K"} // 11 cells
		cm, err := parseCaptureMatrix("RRRRRR/PPPPPP/BBBBBB/SSSSSS", ids)
		require.NoError(t, err)
		want := core.CaptureMatrix{
			cCat(cRep(cTo(1), 6), cRep(cDot, 5)),
			cCat(cRep(cTo(0), 6), cRep(cDot, 5)),
			cCat(cRep(cTo(3), 6), cRep(cDot, 5)),
			cCat(cRep(cTo(2), 6), cRep(cDot, 5)),
			cRep(cDot, 11),
		}
		assertMatrix(t, want, cm)
		// the same with counts
		cm2, err := parseCaptureMatrix("R6/P6/B6/S6", ids)
		require.NoError(t, err)
		assertMatrix(t, want, cm2)
	})

	t.Run("micro-shogi: toggles on captures only", func(t *testing.T) {
		ids := []string{"P", "R", "K"} // 7 cells
		cm, err := parseCaptureMatrix(".R3/.P3", ids)
		require.NoError(t, err)
		assertMatrix(t, core.CaptureMatrix{
			{cDot, cTo(1), cTo(1), cTo(1), cDot, cDot, cDot},
			{cDot, cTo(0), cTo(0), cTo(0), cDot, cDot, cDot},
			cRep(cDot, 7),
		}, cm)
	})

	t.Run("Werewolf chess: a column of W", func(t *testing.T) {
		// K Q N W: every non-royal capturing a Werewolf (enemy column 4)
		// becomes one; the King and the Werewolf itself do not change
		ids := []string{"K", "Q", "N", "W"} // 9 cells
		cm, err := parseCaptureMatrix(`/4W/"`, ids)
		require.NoError(t, err)
		wolf := cCat(cRep(cDot, 4), []core.CaptureCell{cTo(3)}, cRep(cDot, 4))
		assertMatrix(t, core.CaptureMatrix{cRep(cDot, 9), wolf, wolf, cRep(cDot, 9)}, cm)
		for r, row := range cm {
			assert.Equal(t, r == 1 || r == 2, row[4].Kind == core.CaptureChange, "row %d", r)
		}
	})

	t.Run("Gholem chess: lower-case h", func(t *testing.T) {
		// K G H P: whoever captures a Gholem (enemy column 2) becomes the
		// opponent's Half-Gholem
		ids := []string{"K", "G", "H", "P"} // 9 cells
		cm, err := parseCaptureMatrix(`2h/"3`, ids)
		require.NoError(t, err)
		row := cCat(cRep(cDot, 2), []core.CaptureCell{cFoe(2)}, cRep(cDot, 6))
		assertMatrix(t, core.CaptureMatrix{row, row, row, row}, cm)
	})

	t.Run("Korean cannon: ^ for enemy and friendly cannons via =", func(t *testing.T) {
		// K C R: the cannon row bans hopping over both cannon columns
		ids := []string{"K", "C", "R"} // 7 cells
		cm, err := parseCaptureMatrix(`/2^=`, ids)
		require.NoError(t, err)
		assertMatrix(t, core.CaptureMatrix{
			cRep(cDot, 7),
			{cDot, cDot, cHop, cDot, cDot, cHop, cDot},
			cRep(cDot, 7),
		}, cm)
		// Janggi: neither hop over nor capture, the same way
		cm, err = parseCaptureMatrix(`/2&=`, ids)
		require.NoError(t, err)
		assert.Equal(t, []core.CaptureCell{cDot, cDot, cAmp, cDot, cDot, cAmp, cDot}, cm[1])
	})

	t.Run("Chu shogi: Lion anti-trade", func(t *testing.T) {
		ids := []string{"K", "N"} // 5 cells: N may not take a protected N
		cm, err := parseCaptureMatrix(`/2%`, ids)
		require.NoError(t, err)
		assertMatrix(t, core.CaptureMatrix{cRep(cDot, 5), {cDot, cDot, cPct, cDot, cDot}}, cm)
	})
}

func TestCaptureMatrixErrors(t *testing.T) {
	ids := []string{"P", "C"} // 5 cells
	cases := []struct {
		name, matrix string
		pos          int
		token        string
		msg          string
	}{
		{"unknown ID", ".X", 1, "X", "not a piece ID"},
		{"unknown ID on a later row", "./!Q", 3, "Q", "not a piece ID"},
		{"'+' alone is no symbol here", "+", 0, "+", "not a piece ID"},
		{"a quote inside a row", ".\"", 1, "\"", "not a piece ID"},
		{"row longer than the matrix", "......", 5, ".", "longer than 5 cells"},
		{"a count overflowing the row", "!9", 1, "9", "longer than 5 cells"},
		{"a leading count overflowing the row", "6", 0, "6", "longer than 5 cells"},
		{"a huge count", "!99999999999999999999999", 1, "99999999999999999999999", "longer than 5 cells"},
		{"overflow after =", "=!!!", 3, "!", "longer than 5 cells"},
		{"= after the enemy columns", ".!!!=", 4, "=", "'=' after the enemy columns"},
		{"more rows than types", "./././.", 4, ".", "more rows than the 2 piece types"},
		{"quote repeats beyond the types", "!/\"5", 2, "\"5", "more rows than the 2 piece types"},
		{"a huge quote count", "\"344444442", 0, "\"344444442", "more rows than the 2 piece types"},
		{"a non-ASCII character", ".é", 1, "é", "not a piece ID"},
		{"bad quote count", "\"x", 0, "\"x", "repeats the previous row"},
		{"negative quote count", "\"-1", 0, "\"-1", "repeats the previous row"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cm, err := parseCaptureMatrix(c.matrix, ids)
			require.Error(t, err)
			assert.Nil(t, cm)
			var te *tableError
			require.ErrorAs(t, err, &te)
			assert.Equal(t, "captureMatrix", te.Table)
			if c.pos >= 0 { // -1: where it points is not pinned down
				assert.Equal(t, c.pos, te.Pos, "Pos")
				assert.Equal(t, c.token, te.Token, "Token")
			}
			assert.Contains(t, te.Msg, c.msg)
			assert.Contains(t, err.Error(), te.Msg)
		})
	}
}

func FuzzCaptureMatrixTable(f *testing.F) {
	for _, s := range []string{
		`/"8/@14/.@13/@14`, "!3", "2%", "2!2", ".^=", ".^%=!", ".!3=2", "=$3",
		".!/\"2", "\"/!", ".P!%^@$&d", "+L2L/.+l3", "RRRRRR/PPPPPP", "/4W/\"",
		"2h/\"3", "/2^=", "......", "!9", ".!!!=", "\"x", "\"-1", "é", "\xff",
	} {
		f.Add(s, uint8(4))
	}
	f.Add(`/"8/@14/.@13/@14`, uint8(12))
	all := []string{"P", "+L", "L", "K", "C", "W", "H", "G", "A", "B", "D", "E", "F"}
	f.Fuzz(func(t *testing.T, s string, k uint8) {
		n := 1 + int(k)%len(all)
		ids := all[:n]
		cm, err := parseCaptureMatrix(s, ids)
		if err != nil {
			var te *tableError
			require.ErrorAs(t, err, &te)
			return
		}
		require.Len(t, cm, n)
		for _, row := range cm {
			require.Len(t, row, 1+2*n)
			for _, c := range row {
				require.LessOrEqual(t, c.Kind, core.CaptureRifle)
				if c.Kind == core.CaptureChange {
					require.True(t, c.Type >= 0 && c.Type < n)
				}
			}
		}
	})
}

// A row with commas is read item by item, as morph boards are: an ID is
// never read across a comma, an empty item is '.', and counts and '='
// work inside an item.
func TestCaptureMatrixCommaCells(t *testing.T) {
	// columns 0 empty, 1-3 enemy L +L K, 4-6 friendly L +L K
	ids := []string{"L", "+L", "K"}
	dots := cRep(cDot, 7)
	cases := []struct {
		name, matrix string
		want         core.CaptureMatrix
	}{
		{"a two-character ID in an item", "+L,.,!", core.CaptureMatrix{
			{cTo(1), cDot, cBan, cDot, cDot, cDot, cDot}, dots, dots,
		}},
		{"an empty item is a dot", "L,,K", core.CaptureMatrix{
			{cTo(0), cDot, cTo(2), cDot, cDot, cDot, cDot}, dots, dots,
		}},
		{"a count and = in items", ".,!3,=", core.CaptureMatrix{
			{cDot, cBan, cBan, cBan, cBan, cBan, cBan}, dots, dots,
		}},
		{"rows with and without commas mix", "l3/.,+l", core.CaptureMatrix{
			cCat(cRep(cFoe(0), 3), cRep(cDot, 4)),
			{cDot, cFoe(1), cDot, cDot, cDot, cDot, cDot},
			dots,
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := parseCaptureMatrix(c.matrix, ids)
			require.NoError(t, err)
			assertMatrix(t, c.want, got)
		})
	}
	_, err := parseCaptureMatrix("L,.,X", ids)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `at 5 "X"`, "the position (from 1) counts the commas")
}
