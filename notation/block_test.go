package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

func TestParseBlockPieceLines(t *testing.T) {
	b, err := ParseBlock(`files=10 ranks=8 symmetry=mirror satellite=demo firstRank=1 royal=8 foo=bar
Pawn::::a2-j2 Knight:N:::b1,i1 Bishop::::d1,g1 Rook::::a1,j1 Archbishop::::c1
Chancellor::::h1 Queen::::e1 King::::f1 Lion:::::2`)
	require.NoError(t, err)
	v := b.Variant
	require.Len(t, v.Types, 9)
	assert.Equal(t, 10, v.Geometry.Files)
	assert.Equal(t, "A", v.Types[4].ID)
	assert.Equal(t, "BN", v.Types[4].Betza)
	assert.True(t, v.Types[7].Royal)
	assert.Equal(t, [2]int{2, 2}, v.Types[8].InHand)
	assert.Len(t, v.Types[0].Start[0], 10)
	assert.Equal(t, v.Geometry.ParseSquare("a7"), v.Types[0].Start[1][0], "mirror symmetry")
	require.Len(t, b.Warnings, 1, "foo=bar is unknown; display keys are not reported")
	assert.Equal(t, 1, b.Warnings[0].Line)
	assert.Equal(t, "bar", v.Params["foo"])
}

func TestParseBlockNamesWithSpaces(t *testing.T) {
	b, err := ParseBlock(`files=9 ranks=10 promoZone=5 promoChoice=Q symmetry=mirror
pawn::fW::a4,c4,e4,g4,i4 pawn (passed):Q:fsW:pawn: advisor::F:ferz:d1,f1
elephant::afF::c1,g1 horse::afsW:horse:b1,h1 cannon::::b3,h3 rook::::a1,i1
king::WfafyafcW:wazir:e1`)
	require.NoError(t, err)
	names := []string{}
	for _, pt := range b.Variant.Types {
		names = append(names, pt.Name)
	}
	assert.Equal(t, []string{"pawn", "pawn (passed)", "advisor", "elephant", "horse", "cannon", "rook", "king"}, names)
}

func TestParseBlockSymmetryNone(t *testing.T) {
	b, err := ParseBlock("symmetry=none files=12 ranks=12\nking::::f1,,f12\n")
	require.NoError(t, err)
	g := b.Variant.Geometry
	assert.Equal(t, []int{g.ParseSquare("f1")}, b.Variant.Types[0].Start[0])
	assert.Equal(t, []int{g.ParseSquare("f12")}, b.Variant.Types[0].Start[1])
}

func TestParseBlockErrors(t *testing.T) {
	cases := []struct {
		name, block string
		line        int
		token       string
		says        string // part of the message, when it matters
	}{
		{"too few fields", "files=8\nking:K:K\n", 2, "king:K:K", "found 3"},
		{"a space in the image", "files=8\nking::K:my king:e1\n", 2, "king::K:my",
			`only the name may contain spaces, not the image ("my king")`},
		{"a space in the squares", "files=8\nking::K::e1\nrook::R::a1 h1\n", 3, "h1", "no field but the name may contain spaces"},
		{"royal= beyond the piece lines", "files=8\nroyal=1\nking::K::e1 royal=3\nrook::R::a1\n", 3, "royal=3",
			"royal=3 names the 3rd piece line, but there are only 2"},
		{"bad betza", "files=8\nking::K::e1\nrook::Rx7q::a1\n", 3, "rook::Rx7q::a1", ""},
		{"bad square", "files=8\nrook::::a1,z9\n", 2, "rook::::a1,z9", ""},
		{"bad files", "files=99\nking::::e1\n", 1, "files=99", ""},
		{"unknown name needs a move", "files=8\nwibble::::a1\n", 2, "wibble::::a1", ""},
		{"stray words", "files=8\nking::::e1 and so\n", 2, "and so", ""},
		{"bad symmetry", "symmetry=upside\nking::::e1\n", 1, "symmetry=upside", ""},
		{"bad promoChoice", "promoChoice=QX\npawn::::a2\nqueen::::d1\n", 1, "promoChoice=QX", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseBlock(c.block)
			require.Error(t, err)
			var be *BlockError
			require.ErrorAs(t, err, &be)
			assert.Equal(t, c.line, be.Line)
			assert.Equal(t, c.token, be.Token)
			assert.Contains(t, be.Msg, c.says)
		})
	}
}

// *Q counts each side's own start: with symmetry=none White may start
// with two queens and Black with none.
func TestPromoLimitPerSide(t *testing.T) {
	b, err := ParseBlock("symmetry=none promoZone=1 promoChoice=*QN*R3\npawn::::a2,,a7\nking::K::e1,,e8\nqueen::::d1,d2,,\nknight::::\nrook::::\n")
	require.NoError(t, err)
	assert.Equal(t, [][][2]int{{{2, 1}, {0, 0}, {3, 3}}}, b.Variant.PromoLimit)
}

func FuzzParseBlock(f *testing.F) {
	for _, s := range []string{
		"files=8\nking::::e1\n",
		"files=10 ranks=8 royal=2\npawn::::a2-j2 king::::f1:2\n",
		"symmetry=none\nrook::R::a1,,h8\n",
		"files=0\n", "files=36 ranks=36\nqueen::::a1\n", "promoChoice=*Q/N\npawn::::a2\nqueen::::d1\n",
		"a b c:d:e:f:g", "x=y=z\n::::\n",
	} {
		f.Add(s)
	}
	f.Add("files=36 ranks=36\nking::::a1\nq:Q:(az)N::")
	f.Add("king::::e1\nqueen::::d1:999999999999")
	f.Add("symmetry=none holdingsType=1 dropRegion=a1-h2/a8,b7 firstMove=black castlePartners=R goalCount=2 initialRanks=3/2\nking:K:KisO2::e1,,e8:1/0\nrook::::h1\npawn::ifmnDiifmnH::a2:0/3\n")
	f.Add("dropRule=sides flip=adjacentJoined\nstone:P:@::,,:5/2\n")
	f.Add("files=5 ranks=5\nking:K:K:king:a1\nwall:X:::\nwall=1\nwallPlacing=edge wallOrMove=1 wallRegion=a1-e2\n")
	f.Add("files=8 ranks=8\nking::::e1\npawn:P:fW::a2-h2\nmorph=+Q/+Q\ncaptureMatrix=.!/\"99999999999999999999")
	f.Add("perpetualChase=loss perpetualCheck=loss\nking::::e1\nrook::::a1\nvalue=900\nchase=both\npawn::::a2\nchase=none\nknight::::b1\nchase=victim\n")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseBlock(s)
		if err != nil {
			var be *BlockError
			require.ErrorAs(t, err, &be)
			require.NotContains(t, err.Error(), "internal error", s)
			return
		}
		require.NotNil(t, b.Variant)
		require.LessOrEqual(t, len(b.Variant.Types), maxPieceTypes)
		// the start position can be set up and its moves generated
		p, err := core.StartPosition(b.Variant)
		if err != nil {
			return
		}
		var ml core.MoveList
		p.GenerateLegal(&ml)
		require.LessOrEqual(t, len(FEN(p)), maxFENLength)
	})
}

// TestJoclyNamedPieces: the named leapers and compounds of Jocly's
// fairy-move model are built in.
func TestJoclyNamedPieces(t *testing.T) {
	want := map[string]string{
		"camel": "C", "zebra": "Z", "elephant": "FA", "war machine": "WD", "alibaba": "DA",
		"wizard": "CF", "champion": "WAD", "vao": "mBcpB", "cardinal": "BN", "marshall": "RN",
		"amazon": "QN", "griffon": "FyafsF", "rhino": "WyafsW",
	}
	block := "files=10 ranks=10\nking::::e1\n"
	for name := range want {
		block += name + ":::::\n"
	}
	b, err := ParseBlock(block)
	require.NoError(t, err)
	for _, pt := range b.Variant.Types[1:] {
		assert.Equal(t, want[pt.Name], pt.Betza, pt.Name)
	}
}

// TestParseBlockMarkupInName: markup in a piece name is kept as text, and
// words with '=' inside a name are part of it.
func TestParseBlockMarkupInName(t *testing.T) {
	b, err := ParseBlock("files=8 symmetry=mirror\n<img src=x onerror=\"window.pwned=1\">:X:W::d1\nking::K::e1\n")
	require.NoError(t, err)
	assert.Equal(t, `<img src=x onerror="window.pwned=1">`, b.Variant.Types[0].Name)
}
