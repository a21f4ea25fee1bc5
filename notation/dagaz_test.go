package notation

import (
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
)

// TestDagazErrors checks the message of every mistake of
// testdata/dagaz_errors.tsv, both from the expression alone and from a
// piece line of a block (which names the line and the token).
func TestDagazErrors(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/dagaz_errors.tsv", 2) {
		_, err := parseDagazMove(row[0], "dagaz="+row[0])
		require.Error(t, err, row[0])
		var de *dagazError
		require.ErrorAs(t, err, &de)
		require.True(t, strings.HasSuffix(err.Error(), ": "+row[1]), "%s: got %q, want %q", row[0], err.Error(), row[1])
		tok := "tested:Z:dagaz=" + row[0] + "::"
		_, err = ParseBlock("files=8 ranks=8\n" + tok + "\n")
		require.Error(t, err, row[0])
		var be *BlockError
		require.ErrorAs(t, err, &be)
		require.Equal(t, 2, be.Line, row[0])
		require.Equal(t, tok, be.Token, row[0])
		require.Contains(t, be.Msg, row[1], row[0])
	}
}

// TestDagazCompiled checks what some expressions compile to: legs where
// legs are exact (and how many paths after merging directions), a path
// program otherwise.
func TestDagazCompiled(t *testing.T) {
	for _, c := range []struct {
		expr          string
		legs, program int
	}{
		{`(+)([p]\1)*`, 1, 0},
		{`N,OM;E,OT;S,TR;W,RM`, 1, 0},
		{`*[A];[MA](E[pA]){2}|E^[M]W{2};[MA](W[pA]){2}|W[p]W^[M]E{3}`, 2, 0},
		{`N[p];OM[e];[M](N[p]){2};[(te,=Pawn,x)>E]O[l>N];[(te,=Pawn,x)>W]M[l>N]`, 3, 0},
		{`(*)[p]`, 1, 0},
		// the seed's king: its queen side moves three squares (O3), so
		// the two castlings do not merge
		{`*[A];[MA](E[p]){2}[A]|E^[M]W{2};[MA](W[p]){3}[A]|W^[M]E{2}`, 3, 0},
		{`((*-\1)[p][R]|(\1[ex](\1[ex])*[E>\1];~1~1[ex](~1[ex])*[E>~1])@)+`, 0, 1},
		{`(*)[p]|\1[ex](\1[ex])*`, 0, 1},
		{`(*)[p]|((\1[ex])*;~1(~1[ex])*)`, 0, 1}, // the seed's Fanorona, as written (without spaces)
		{`(+)[p][a]`, 0, 1},
		{`(+)N`, 0, 1}, // S then N comes back: no leap
		{`N+`, 0, 1},
		{`N[p];N+`, 1, 1},
		{`OM[p];((OM)[ex]\1[p])++`, 1, 1}, // possessive: a program
		{`N{2}+`, 0, 1},
	} {
		spec, err := parseDagazMove(c.expr, c.expr)
		require.NoError(t, err, c.expr)
		legs, progs := 0, 0
		for _, p := range spec.Paths {
			if p.Program != nil {
				progs++
				require.NoError(t, p.Program.Validate(), c.expr)
			} else {
				legs++
			}
		}
		require.Equal(t, c.legs, legs, "%s: leg paths", c.expr)
		require.Equal(t, c.program, progs, "%s: programs", c.expr)
	}
}

func FuzzParseDagaz(f *testing.F) {
	for _, s := range []string{`(+)([p]\1)*`, `N,OM;E,OT;S,TR;W,RM`, `*[A];[MA](E[p]){2}[A]|E^[M]W{2}`,
		`N[p];OM[e];[M](N[p]){2};[(te,=Pawn,x)>E]O[l>N]`, `((*-\1)[p][R]|(\1[ex](\1[ex])*[E>\1];~1~1[ex](~1[ex])*[E>~1])@)+`,
		`(N;S){64}`, `((N{64}){64}){64}`, `((((((((((N))))))))))`, `[x>\1]`, `(X)[ex]\1[p]`, `N]`, `{`, `(*-\1)`,
		`((+);N)\1`, `(+)([p]\1){,64}[P]\1([p]\1)*[e]`, `[((((t))))]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := parseDagazMove(s, s)
		if err != nil {
			var de *dagazError
			require.ErrorAs(t, err, &de)
			require.NotContains(t, err.Error(), "internal error", s)
			return
		}
		require.LessOrEqual(t, len(spec.Paths), maxPathsPerMove, s)
		for _, p := range spec.Paths {
			if p.Program != nil {
				require.Empty(t, p.Legs, s)
				require.NoError(t, p.Program.Validate(), s)
				continue
			}
			require.NotEmpty(t, p.Legs, s)
			require.LessOrEqual(t, len(p.Legs), maxLegsPerPath, s)
			for _, l := range p.Legs {
				require.NotZero(t, l.Dirs, s)
				require.NotZero(t, l.Mode, s)
			}
		}
		// as a piece of a block, generating moves in a crowded position
		if strings.ContainsAny(s, ": \t\n\r\v\f#") || strings.Contains(s, "//") || !utf8.ValidString(s) {
			return
		}
		b, err := ParseBlock("files=5 ranks=5 diagonals=even\nblocker:Y:W::\ntested:Z:dagaz=" + s + "::\n")
		if err != nil {
			return // a block-level limit, or the block's own syntax
		}
		for _, fen := range []string{"2y2/1Zy1z/yZ1Yz/2z2/Z3Y w - - 0 1", "5/5/2Z2/5/5 b - - 0 1"} {
			p, err := ParseFEN(b.Variant, fen, FENOptions{})
			require.NoError(t, err)
			var ml core.MoveList
			p.GenerateLegal(&ml)
			for i := range ml.Moves {
				p.Make(ml.Moves[i])
				p.Unmake()
			}
		}
	})
}

// TestDagazEquivalentForms checks that different spellings of the same
// moves compile to the same paths.
func TestDagazEquivalentForms(t *testing.T) {
	for _, c := range [][2]string{
		{`(+)([p]\1)*`, `N([p]N)*;E([p]E)*;S([p]S)*;W([p]W)*`},
		{`(+)([p]\1)*`, `(NESW)([p]\1)*`},
		{`N,OM;E,OT;S,TR;W,RM`, `N,O;N,M;E,O;E,T;S,T;S,R;W,R;W,M`},
		{`[MA](E[pA]){2}|E^[M]W{2}`, `[M](E[p]){2}|E^W{2}`},
		{`(X)[ex]\1[p]`, `(X)[e][x]\1[p]`},
		{`(*)([p]\1){,3}`, `(*)(([p]\1)?){3}`},
	} {
		a, err := parseDagazMove(c[0], c[0])
		require.NoError(t, err, c[0])
		b, err := parseDagazMove(c[1], c[1])
		require.NoError(t, err, c[1])
		require.Equal(t, pathKeys(a.Paths), pathKeys(b.Paths), "%s vs %s", c[0], c[1])
	}
}

func pathKeys(paths []core.Path) []string {
	var keys []string
	for i := range paths {
		keys = append(keys, string(pathKey(nil, &paths[i])))
	}
	sort.Strings(keys)
	return keys
}

// TestDagazSameAsXBetza checks that the chess pieces of chessdagaz.txt
// compile to exactly the paths of their XBetza twins (not only the same
// moves): the generator, the legend and the move diagrams treat them
// alike. (Lame leapers give the same moves by other paths: XBetza's nN
// keeps a path per direction, the path language merges them.)
func TestDagazSameAsXBetza(t *testing.T) {
	for _, c := range [][2]string{
		{`N[p];OM[e];[M](N[p]){2};[(te,=Pawn,x)>E]O[l>N];[(te,=Pawn,x)>W]M[l>N]`, "fmWfceFifmnD"},
		{`N,OM;E,OT;S,TR;W,RM`, "N"},
		{`(X)([p]\1)*`, "B"},
		{`(+)([p]\1)*`, "R"},
		{`(*)([p]\1)*`, "Q"},
		{`*[A];[MA](E[pA]){2}|E^[M]W{2};[MA](W[pA]){2}|W[p]W^[M]E{3}`, "KisO2"},
		{`(X)[ex]\1[p]`, "cafmF"},
	} {
		a, err := parseDagazMove(c[0], c[0])
		require.NoError(t, err, c[0])
		b, err := parseXBetza(c[1])
		require.NoError(t, err, c[1])
		require.Equal(t, pathKeys(b.Paths), pathKeys(a.Paths), "%s vs %s", c[0], c[1])
	}
}

// TestDagazPieceExtras checks dagaz= in linemoves= and promoMove=: legs
// as XBetza's, the promotion's '>' found after a look-beside '>', and
// path programs refused with the reason.
func TestDagazPieceExtras(t *testing.T) {
	b, err := ParseBlock("files=8 ranks=8\nferz:F:F::\npawn:P:fW::a2 linemoves=dagaz=(X)([p]\\1)* promoMove=dagaz=X[p]>F\n")
	require.NoError(t, err)
	bishop, _ := parseXBetza("B")
	mf, _ := parseXBetza("mF")
	require.Equal(t, pathKeys(bishop.Paths), pathKeys(b.Variant.Types[1].LineMoves.Paths))
	require.Equal(t, pathKeys(mf.Paths), pathKeys(b.Variant.Types[1].PromoMoves.Paths))
	require.Equal(t, 0, b.Variant.Types[1].PromoTo)
	_, err = ParseBlock("files=8 ranks=8\nferz:F:F::\npawn:P:fW::a2 promoMove=dagaz=N[p][E>N]>F\n")
	require.ErrorContains(t, err, `promoMove= takes moves that legs can express; "N[p][E>N]" needs a path program`)
	_, err = ParseBlock("files=8 ranks=8\npawn:P:fW::a2 linemoves=dagaz=(+)[p]|\\1[ex]\n")
	require.ErrorContains(t, err, "linemoves= takes moves that legs can express")
}
