package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// Cell constructors for the expected morph boards, so that every test
// spells out the expanded board square by square.
var (
	mDot  = core.MorphCell{}
	mStar = core.MorphCell{Kind: core.MorphChoice}
	mShog = core.MorphCell{Kind: core.MorphShogi}
	mShoF = core.MorphCell{Kind: core.MorphShogiForced}
	mBan  = core.MorphCell{Kind: core.MorphForbidden}
	mGoal = core.MorphCell{Kind: core.MorphGoalLegal}
	mHash = core.MorphCell{Kind: core.MorphGoalImmediate}
	mKeep = core.MorphCell{Kind: core.MorphKeepType}
)

func mTo(t int) core.MorphCell  { return core.MorphCell{Kind: core.MorphChange, Type: t} }
func mFoe(t int) core.MorphCell { return core.MorphCell{Kind: core.MorphChange, Type: t, Enemy: true} }
func mSet(n int) core.MorphCell { return core.MorphCell{Kind: core.MorphChoice, Set: n} }

// ranksOf joins ranks (first rank first) into one expected board.
func ranksOf(ranks ...[]core.MorphCell) core.Morph {
	var m core.Morph
	for _, r := range ranks {
		m = append(m, r...)
	}
	return m
}

// rep is n copies of a cell.
func rep(c core.MorphCell, n int) []core.MorphCell {
	out := make([]core.MorphCell, n)
	for i := range out {
		out[i] = c
	}
	return out
}

// assertMorph compares two boards square by square, naming the square.
func assertMorph(t *testing.T, want, got core.Morph, files int) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		assert.Equal(t, want[i], got[i], "file %d rank %d (index %d)", i%files, i/files, i)
	}
}

// morphIDs: 0 P, 1 N, 2 +L (a shogi-style two-character ID), 3 L, 4 K.
var morphIDs = []string{"P", "N", "+L", "L", "K"}

func TestMorphShorthand(t *testing.T) {
	cases := []struct {
		name         string
		morph        string
		files, ranks int
		self         int
		want         core.Morph
	}{
		{"unfinished rank repeats (.N on 8 files)", ".N/N.", 8, 2, 0, ranksOf(
			[]core.MorphCell{mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1)},
			[]core.MorphCell{mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot},
		)},
		{"a pattern that does not divide the rank is cut off", ".!N", 8, 1, 0, ranksOf(
			[]core.MorphCell{mDot, mBan, mTo(1), mDot, mBan, mTo(1), mDot, mBan},
		)},
		{"dark squares of an 8x8 board", ".N/N./.N/N./.N/N./.N/N.", 8, 8, 0, ranksOf(
			[]core.MorphCell{mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1)},
			[]core.MorphCell{mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot},
			[]core.MorphCell{mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1)},
			[]core.MorphCell{mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot},
			[]core.MorphCell{mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1)},
			[]core.MorphCell{mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot},
			[]core.MorphCell{mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1)},
			[]core.MorphCell{mTo(1), mDot, mTo(1), mDot, mTo(1), mDot, mTo(1), mDot},
		)},
		{"a one-character rank fills the rank", "!/*", 4, 2, 0, ranksOf(
			rep(mBan, 4), rep(mStar, 4),
		)},
		{"a one-ID rank fills the rank, even a long ID", "+L", 3, 1, 0, ranksOf(
			rep(mTo(2), 3),
		)},
		{"empty ranks are all dots", "/*//#", 3, 4, 0, ranksOf(
			rep(mDot, 3), rep(mStar, 3), rep(mDot, 3), rep(mHash, 3),
		)},
		{"missing trailing ranks are all dots", "*", 3, 4, 0, ranksOf(
			rep(mStar, 3), rep(mDot, 3), rep(mDot, 3), rep(mDot, 3),
		)},
		{"an empty morph is all dots", "", 2, 2, 0, ranksOf(
			rep(mDot, 2), rep(mDot, 2),
		)},
		{"king of the hill", "///.++./.++.", 4, 6, 4, ranksOf(
			rep(mDot, 4), rep(mDot, 4), rep(mDot, 4),
			[]core.MorphCell{mDot, mGoal, mGoal, mDot},
			[]core.MorphCell{mDot, mGoal, mGoal, mDot},
			rep(mDot, 4),
		)},
		{"comma-separated rank with +L", "+L,.,L,+", 4, 1, 0, ranksOf(
			[]core.MorphCell{mTo(2), mDot, mTo(3), mGoal},
		)},
		{"a comma-separated rank repeats too", "+L,.", 5, 1, 0, ranksOf(
			[]core.MorphCell{mTo(2), mDot, mTo(2), mDot, mTo(2)},
		)},
		{"empty comma items are dots", ",N,", 3, 1, 0, ranksOf(
			[]core.MorphCell{mDot, mTo(1), mDot},
		)},
		{"lower-case long ID in a comma rank", "+l,?", 2, 1, 0, ranksOf(
			[]core.MorphCell{mFoe(2), mShog},
		)},
		{"commas in one rank only", "N/+L,^", 2, 2, 0, ranksOf(
			rep(mTo(1), 2), []core.MorphCell{mTo(2), mShoF},
		)},
		{"long IDs without commas: longest match", "+LL+", 3, 1, 0, ranksOf(
			[]core.MorphCell{mTo(2), mTo(3), mGoal},
		)},
		{"'+' before a letter that makes no ID is a goal", "+N", 2, 1, 0, ranksOf(
			[]core.MorphCell{mGoal, mTo(1)},
		)},
		{"every symbol", ".*129?^!+#=N", 12, 1, 0, ranksOf(
			[]core.MorphCell{mDot, mStar, mSet(0), mSet(1), mSet(8), mShog, mShoF, mBan, mGoal, mHash, mKeep, mTo(1)},
		)},
		{"lower case: becomes the opponent's", "nN", 2, 1, 0, ranksOf(
			[]core.MorphCell{mFoe(1), mTo(1)},
		)},
		{"xiangqi palace for the general", "!!!...!!!/!!!...!!!/!!!...!!!/!/!/!/!/!/!/!", 9, 10, 4, ranksOf(
			[]core.MorphCell{mBan, mBan, mBan, mDot, mDot, mDot, mBan, mBan, mBan},
			[]core.MorphCell{mBan, mBan, mBan, mDot, mDot, mDot, mBan, mBan, mBan},
			[]core.MorphCell{mBan, mBan, mBan, mDot, mDot, mDot, mBan, mBan, mBan},
			rep(mBan, 9), rep(mBan, 9), rep(mBan, 9), rep(mBan, 9),
			rep(mBan, 9), rep(mBan, 9), rep(mBan, 9),
		)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseMorphIDs(c.morph, c.files, c.ranks, morphIDs, c.self)
			require.NoError(t, err)
			require.Len(t, m, c.files*c.ranks)
			assertMorph(t, c.want, m, c.files)
		})
	}
}

// TestMorphSharedID: two types with the same ID ("disguised promotion",
// the Xiangqi soldier before and after the river). Naming the ID in the
// morph of one of them means the other.
func TestMorphSharedID(t *testing.T) {
	ids := []string{"P", "N", "P"}
	cases := []struct {
		name  string
		morph string
		self  int
		want  core.MorphCell
	}{
		{"first P names the second", "P", 0, mTo(2)},
		{"second P names the first", "P", 2, mTo(0)},
		{"lower case keeps the rule", "p", 0, mFoe(2)},
		// decision: a type that does not have the shared ID gets the first
		// type with it
		{"a third type gets the first P", "P", 1, mTo(0)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseMorphIDs(c.morph, 2, 1, ids, c.self)
			require.NoError(t, err)
			assertMorph(t, core.Morph{c.want, c.want}, m, 2)
		})
	}

	// Xiangqi soldier: P (own half) becomes the other P across the river;
	// the crossed P has no morph of its own here
	m, err := parseMorphIDs("/////P/P/P/P/P", 9, 10, []string{"K", "P", "P"}, 1)
	require.NoError(t, err)
	for i, c := range m {
		want := mDot
		if i/9 >= 5 {
			want = mTo(2)
		}
		assert.Equal(t, want, c, "square %d", i)
	}
}

func TestMorphErrors(t *testing.T) {
	ids := []string{"P", "N", "+L"}
	cases := []struct {
		name         string
		morph        string
		files, ranks int
		self         int
		pos          int
		token        string
		msg          string
	}{
		{"unknown ID", "..X", 4, 3, 0, 2, "X", "not a piece ID"},
		{"unknown ID on a later rank", "../.X", 4, 3, 0, 4, "X", "not a piece ID"},
		{"unknown ID in a comma rank", "+L,Q", 4, 3, 0, 3, "Q", "not a piece ID"},
		{"digit 0 is no promotion set", ".0", 4, 3, 0, 1, "0", "not a piece ID"},
		{"self-morph", ".N", 4, 3, 1, 1, "N", "itself"},
		{"self-morph to the enemy colour", "n", 4, 3, 1, 0, "n", "itself"},
		{"self-morph with a long ID", "+L,.", 4, 3, 2, 0, "+L", "itself"},
		{"two symbols in one comma square", "NN,.", 4, 3, 0, 0, "NN", "one symbol per comma-separated square"},
		{"too many ranks, pointing at the first extra", "./N/!/./.", 4, 2, 0, 4, "!", "5 ranks, the board has 2"},
		{"a non-ASCII character", ".é", 4, 3, 0, 1, "é", "not a piece ID"},
		{"no board", "", 0, 3, 0, 0, "", "no morph board"},
		{"negative files", ".", -2, 1, 0, 0, ".", "no morph board"},
		{"rank longer than the board", "...../.", 4, 3, 0, 0, ".....", "4 files"},
		{"comma rank longer than the board", "/.,.,.,.,.", 4, 3, 0, 1, ".,.,.,.,.", "4 files"},
		{"too many ranks", "./././.", 4, 3, 0, 6, ".", "4 ranks, the board has 3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := parseMorphIDs(c.morph, c.files, c.ranks, ids, c.self)
			require.Error(t, err)
			assert.Nil(t, m)
			var te *tableError
			require.ErrorAs(t, err, &te)
			assert.Equal(t, "morph", te.Table)
			if c.pos >= 0 { // -1: where it points is not pinned down
				assert.Equal(t, c.pos, te.Pos, "Pos")
				assert.Equal(t, c.token, te.Token, "Token")
			}
			assert.Contains(t, te.Msg, c.msg)
			// the message names the position, token and problem
			assert.Contains(t, err.Error(), te.Msg)
			assert.Contains(t, err.Error(), te.Token)
		})
	}
}

func FuzzMorphBoard(f *testing.F) {
	for _, s := range []string{
		".N/N./.N/N./.N/N./.N/N.", "!", "/*", "+L,.,L,+", "+LL+", "+N",
		".*129?^!+#=N", "nN", ",N,", "+l,?", "P", "p", "..X", "NN,.", "./././.",
		"!!!...!!!/!!!...!!!/!!!...!!!/!/!/!/!/!/!/!", "", "/", ",", "\xff", "é",
	} {
		f.Add(s, uint8(8), uint8(8), uint8(0))
	}
	f.Add("+L,+,l", uint8(2), uint8(0), uint8(2))
	f.Add("P", uint8(0), uint8(0), uint8(4))
	ids := []string{"P", "N", "+L", "L", "P"}
	f.Fuzz(func(t *testing.T, s string, fl, rk, self uint8) {
		files, ranks := 1+int(fl)%12, 1+int(rk)%12
		st := int(self) % len(ids)
		m, err := parseMorphIDs(s, files, ranks, ids, st)
		if err != nil {
			var te *tableError
			require.ErrorAs(t, err, &te)
			return
		}
		require.Len(t, m, files*ranks)
		for _, c := range m {
			require.LessOrEqual(t, c.Kind, core.MorphKeepType)
			if c.Kind == core.MorphChange {
				require.True(t, c.Type >= 0 && c.Type < len(ids) && c.Type != st, "type %d", c.Type)
			}
			require.True(t, c.Set >= 0 && c.Set <= 8)
		}
	})
}
