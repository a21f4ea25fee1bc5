package notation

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func readGamesINI(t testing.TB) string {
	b, err := os.ReadFile("testdata/ini/games.ini")
	require.NoError(t, err)
	return string(b)
}

// TestINIPerft compares the start positions of our own sections with
// Fairy-Stockfish's perft (testdata/ini_perft.tsv says how the counts
// were made), through ParseINI and through the printed conversion.
func TestINIPerft(t *testing.T) {
	text := readGamesINI(t)
	for _, row := range tsvtest.Rows(t, "testdata/ini_perft.tsv", 3) {
		section, depth, want := row[0], row[1], row[2]
		if section == "section" {
			continue
		}
		d, _ := strconv.Atoi(depth)
		n, _ := strconv.ParseUint(want, 10, 64)
		if testing.Short() && n > 200_000 {
			continue
		}
		t.Run(section+"/"+depth, func(t *testing.T) {
			b, err := ParseINI(text, section)
			require.NoError(t, err)
			p, err := core.StartPosition(b.Variant)
			require.NoError(t, err)
			assert.Equal(t, n, p.Perft(d), "ParseINI")
			// the printed block gives the same count
			block, _, err := ConvertINI(text, section)
			require.NoError(t, err)
			b2, err := ParseBlock(block)
			require.NoError(t, err, block)
			p2, err := core.StartPosition(b2.Variant)
			require.NoError(t, err)
			assert.Equal(t, n, p2.Perft(d), "converted block")
		})
	}
}

// TestINIBuiltins loads every built-in through a section "[t:PARENT]"
// and compares its perft with Fairy-Stockfish's
// (testdata/ini_builtins_perft.tsv).
func TestINIBuiltins(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/ini_builtins_perft.tsv", 4) {
		parent, depth, want, missing := row[0], row[1], row[2], row[3]
		if parent == "parent" {
			continue
		}
		d, _ := strconv.Atoi(depth)
		n, _ := strconv.ParseUint(want, 10, 64)
		t.Run(parent+"/"+depth, func(t *testing.T) {
			b, err := ParseINI("[t:"+parent+"]\n", "t")
			require.NoError(t, err)
			if missing != "-" {
				t.Skip("Chimera has no " + missing + " yet")
			}
			if testing.Short() && n > 200_000 {
				t.Skip("large")
			}
			p, err := core.StartPosition(b.Variant)
			require.NoError(t, err)
			assert.Equal(t, n, p.Perft(d))
		})
	}
	assert.Contains(t, builtinININames(), "fairy")
}

// TestFSFBetza checks the reading of Fairy-Stockfish's Betza dialect
// (where it differs from XBetza) by the XBetza written for it.
func TestFSFBetza(t *testing.T) {
	for _, tc := range []struct{ fsf, xbetza string }{
		{"fmWfceF", "mfWcfF"},   // the pawn: e is a flag, not a modality
		{"fsW", "frlW"},         // fs on an orthogonal atom is f and s
		{"frK", "rWfrF"},        // a pair on K: the W of the pair's second letter, the F diagonal
		{"fK", "fWfF"},          // a lone direction on K applies to both
		{"nN", "nN"},            // lame
		{"nZ", "nZ"},            // the janggi elephant
		{"mQ3cK", "mW3mF3cWcF"}, // a digit makes a rider
		{"NN", "NN"},            // a doubled atom too
		{"gRgB", "gRgB"},        // grasshoppers
		{"pR", "pR"},            // cannon
		{"fN", "fN"},            // the shogi knight: both narrow forward leaps
		{"sN", "lNrN"},          // the four wide ones
		{"lfrbB", "brBflB"},     // two single diagonals
		{"hlN", "frNblNrbNlfN"}, // chiral: Fairy-Stockfish's hl set
		{"ifmnD", "imnfD"},      // initial lame double step
		{"vW", "fbW"},           // v on an orthogonal atom
		{"", ""},
	} {
		moves, err := fsfBetza(tc.fsf)
		require.NoError(t, err, tc.fsf)
		assert.Equal(t, tc.xbetza, xbetzaOf(moves, false), tc.fsf)
	}
	_, err := fsfBetza("mQx")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `at 3 "x"`)
	// the pawn's capture gets e when it may take en passant
	moves, _ := fsfBetza("fmWfceF")
	assert.Equal(t, "mfWcefF", xbetzaOf(moves, true))
}

// TestINIKeys checks what single keys turn into.
func TestINIKeys(t *testing.T) {
	for _, tc := range []struct {
		name, section string
		want          []string
	}{
		{"castling files", "[x:capablanca]", []string{"castleFiles=c,i", "king:K:WFisO2"}},
		{"no castling", "[x:chess]\ncastling = false", []string{"king:K:WF:king"}},
		{"chess960", "[x:chess]\nchess960 = true", []string{"castleFiles=c,g", "shuffle=1"}},
		{"fischerandom", "[x:fischerandom]", []string{"castleFiles=c,g", "shuffle=1"}},
		{"caparandom", "[x:caparandom]", []string{"castleFiles=c,i", "shuffle=1"}},
		{"checking", "[x:chess]\nchecking = false", []string{"checksForbidden=1"}},
		{"drops", "[x:crazyhouse]", []string{"holdingsType=1", "morph=!!!!!!!!/......../"}},
		{"first-rank pawn drops", "[x:crazyhouse]\nfirstRankPawnDrops = true", []string{"holdingsType=1", "morph=......../......../"}},
		{"drop region", "[x:placement]", []string{"dropRegion=a1-h1", "mustDropType=PNBRQK", "oppositeColorDrops=B", "castlePartners=R", "home=e1,,e8", "home=a1,h1,,a8,h8"}},
		{"no double step", "[x:chess]\ndoubleStep = false", []string{"pawn:P:mfWcefF:pawn"}},
		{"hands per side", "[x:crazyhouse]\nstartFen = 4k3/8/8/8/8/8/8/4K3[NNn] w - - 0 1", []string{"knight:N:N:knight::2/1"}},
		{"black first", "[x:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K3 b - - 0 1", []string{"firstMove=black"}},
		{"drop region shape", "[x:crazyhouse]\ndropRegionWhite = *1 *2 d4\ndropRegionBlack = *8", []string{"dropRegion=a1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2,e2,f2,g2,h2,d4/a8,b8,c8,d8,e8,f8,g8,h8"}},
		{"drop checks", "[x:crazyhouse]\ndropChecks = false", []string{"dropNoCheck=PNBRQK"}},
		{"janggi counting", "[x:janggi]\nmaterialCounting = janggi", []string{"counting=values countingKomi=75", "rook:R:R:rook:a1,i1,,a10,i10\nvalue=650"}},
		{"duck", "[x:chess]\nwallingRule = duck", []string{"wallPlacing=duck", "wall=1"}},
		{"wall or move", "[x:chess]\nwallingRule = edge\nwallOrMove = true", []string{"wallPlacing=edge wallOrMove=1", "wall=1"}},
		{"flag count", "[x:chess]\nflagPiece = n\nflagRegionWhite = *8\nflagPieceCount = 2", []string{"goalCount=2"}},
		{"castling partners", "[x:chess]\ncastlingRookPieces = rq", []string{"castlePartners=RQ"}},
		{"triple step", "[x:chess]\nmaxRank = 10\ndoubleStepRegionWhite = *2 *3\ndoubleStepRegionBlack = *9 *8\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *9\nstartFen = 4k3/pppppppp/8/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", []string{"initialRanks=3/2", "ifmnDiifmnH"}},
		{"double-step ranks", "[x:chess]\ndoubleStepRegionWhite = *2 *3", []string{"initialRanks=3"}},
		{"promotion", "[x:chess]\npromotionPieceTypes = qn\npromotionRegionWhite = *7 *8", []string{"maxPromote=1", "promoChoice=QN", "morph=......../......../......../......../......../......../********/********"}},
		{"optional promotion", "[x:chess]\nmandatoryPawnPromotion = false", []string{"promoChoice=NBRQP"}},
		{"promotion limit", "[x:chess]\npromotionLimit = q:1", []string{"promoChoice=NBR*Q1"}},
		{"old promotionRank", "[x:chess]\npromotionRank = 7", []string{"blackMorph=********/********/......../"}},
		{"shogi promotion", "[x:minishogi]", []string{"promoted=+P", "promoFromZone=1", "promoted shogi pawn:+P:WfF", "morph=...../...../...../...../?????"}},
		{"mandatory piece promotion", "[x:minishogi]\nmandatoryPiecePromotion = true", []string{"morph=...../...../...../...../^^^^^"}},
		{"values", "[x:chess]\nstalemateValue = win\ncheckmateValue = draw", []string{"stalemate=win", "checkmate=draw"}},
		{"move rule and repetition", "[x:chess]\nnMoveRule = 0\nnFoldRule = 4\nnFoldValue = loss\nperpetualCheckIllegal = true", []string{"moveRule=0", "repetition=4 repetitionValue=loss", "perpetualCheck=loss"}},
		{"extinction", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = q", []string{"extinction=Q extinctionValue=loss"}},
		{"bare king", "[x:shatranj]", []string{"extinction=* extinctionValue=loss", "extinctionCount=1", "extinctionOpponentCount=2", "extinctionClaim=1"}},
		{"en passant region", "[x:horde]", []string{"epRegion=a6,b6,c6,d6,e6,f6,g6,h6/a3,b3,c3,d3,e3,f3,g3,h3"}},
		{"shatar mate rule", "[x:chess]\nqueen = -\nbers = q\nshatarMateRule = true", []string{"mateLosesBy=N", "mateNeedsCheckBy=NRQ"}},
		{"flag", "[x:chess]\nflagPiece = k\nflagRegionWhite = *8\nflagRegionBlack = *1\nflagMove = true", []string{"goalReply=1", "morph=......../......../......../......../......../......../......../++++++++"}},
		{"flag held", "[x:jesonmor]", []string{"goalRule=hold", "morph=........./........./........./........./....+...."}},
		{"flag safe", "[x:dobutsu]", []string{"goalRule=safe", "extinction=L extinctionValue=loss"}},
		{"connect", "[x:chess]\nconnectN = 4\nconnectVertical = false\nconnectPieceTypes = pn\nconnectValue = draw", []string{"connect=4 connectDirections=horizontal,diagonal connectTypes=PN connectValue=draw"}},
		{"enclosing drops", "[x:flipersi]", []string{"dropRule=enclose", "dropStart=d4,e4,d5,e5", "flip=enclosed", "counting=pieces", "fullBoardEnds=1", "stalemateByCount=1"}},
		{"ataxx", "[x:ataxx]", []string{"dropRule=adjacent", "flip=adjacent", "unlimitedDrops=*", "passOnStalemate=1"}},
		{"gravity", "[x:crazyhouse]\nenclosingDrop = top\nmaterialCounting = whitedrawodds", []string{"dropRule=gravity", "counting=whiteDrawOdds"}},
		{"walls placed", "[x:isolation]", []string{"wallPlacing=anywhere wallRegion=a1,b1,d1,e1,f1,a2,", "wall:X:::", "wall=1"}},
		{"arrows", "[x:amazons]", []string{"wallPlacing=arrow", "custom piece 1:Q:mRmB", "wall:X:::"}},
		{"petrified", "[x:petrified]", []string{"captureMatrix=", "wall:X:::", "extinctionRoyal=1"}},
		{"check counting", "[x:3check]", []string{"checkLimit=3"}},
		{"atomic", "[x:atomic]", []string{"atomic=1 explosionImmune=P"}},
		{"xiangqi", "[x:xiangqi]", []string{"royalsFacing=1", "crossed soldier:P:frlW", "soldier:P:fW:pawn"}},
		{"chasing rule", "[x:xiangqi]", []string{"perpetualChase=loss", "chase=none", "crossed soldier:P:frlW:pawn:\nchase=victim", "horse:N:nN:horse:b1,h1,,b10,h10\nvalue=400"}},
		{"janggi", "[x:janggi]", []string{"pass=1", "bikjang=draw", "lines=d1,f1,e2,d3,f3,d8,f8,e9,d10,f10", "linemoves=pB", "captureMatrix="}},
		{"gating", "[x:seirawan]", []string{"gating=1", "archbishop:H:BN:archbishop::1"}},
		{"nifu and pawn-drop mate", "[x:shogi]", []string{"shogi pawn:P:fWf@", "dropMateLoses=P"}},
		{"must capture", "[x:chess]\nmustCapture = true", []string{"mustCapture=1"}},
		{"win values", "[x:losers]", []string{"checkmate=win", "stalemate=win", "extinction=* extinctionValue=win", "extinctionCount=1"}},
		{"extinction count", "[x:threekings]", []string{"extinction=K extinctionValue=loss", "extinctionCount=2"}},
		{"opponent count and forced drop", "[x:koedem]", []string{"extinctionOpponentCount=2", "mustDropType=K"}},
		{"pseudo-royal and duple check", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\ndupleCheck = true", []string{"extinctionRoyal=1", "dupleCheck=1"}},
		{"stalemate by count", "[x:suicide]", []string{"stalemateByCount=1", "mustCapture=1"}},
		{"makpong", "[x:makpong]", []string{"checkedRoyalStays=1"}},
		{"drop loop", "[x:loop]", []string{"keepPromotion=1"}},
		{"gating drops", "[x:shouse]", []string{"gating=1 gatingDrops=1", "holdingsType=1"}},
		{"blast immune", "[x:atomar]", []string{"atomic=1 explosionImmune=P blastImmune=K", "captureMatrix=/////......!......"}},
		{"promotion sets by side", "[x:spartan]", []string{"promoChoice=QRBN/*K2GWLC", "maxPromote=2", "morph=......../......../......../......../......../......../......../11111111", "blackMorph=22222222/"}},
		{"promoted royal", "[x:shoshogi]", []string{"extinctionRoyal=1", "promoted custom piece 1:+E:WF:man:\ncountsAs=K"}},
		{"doubled drops", "[x:torishogi]", []string{"dropFileLimit=1", "dropMateLoses=S", "shogi pawn:S:fWf@"}},
		{"bare king with opponent count", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\nextinctionOpponentPieceCount = 2", []string{"extinction=* extinctionValue=loss", "extinctionCount=1", "extinctionOpponentCount=2"}},
		{"sittuyin rook drop", "[x:sittuyin]", []string{"rook:R:R@1", "dropRegion=a1-h3"}},
		{"drop promoted", "[x:chess]\npieceDrops = true\ncapturesToHand = true\ndropPromoted = true", []string{"dropPromoted=1"}},
		{"walls", "[x:chess]\nstartFen = 8/8/8/3**3/8/8/8/K6k w - - 0 1", []string{"holes=d5,e5"}},
		{"mobility region", "[x:chess]\nmobilityRegionWhiteKnight = *1 *2", []string{"morph=......../......../!!!!!!!!/!!!!!!!!/"}},
		{"custom king", "[x:chess]\nking = k:KN", []string{"king:K:WFNisO2"}},
		{"removed piece", "[x:chess]\nqueen = -\nstartFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\npromotionPieceTypes = rbn", []string{"promoChoice=RBN"}},
		{"board size", "[x]\nmaxRank = 10\nmaxFile = j\nking = k\nstartFen = k9/10/10/10/10/10/10/10/10/9K w - - 0 1", []string{"files=10 ranks=10"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			block, _, err := ConvertINI(tc.section+"\n", "x")
			require.NoError(t, err)
			for _, w := range tc.want {
				assert.Contains(t, block, w)
			}
			_, err = ParseBlock(block)
			require.NoError(t, err, block)
		})
	}
}

// TestINIInheritance: earlier sections, built-ins, overriding, and the
// last section of a pasted text.
func TestINIInheritance(t *testing.T) {
	text := readGamesINI(t)
	b, err := ParseINI(text, "wazirblitz")
	require.NoError(t, err)
	assert.Equal(t, "wazirblitz", b.Variant.Name)
	assert.Equal(t, "W", b.Variant.Types[b.Variant.TypeByID("W")].ID)
	assert.Equal(t, "20", b.Variant.Params["moverule"])
	// the last section of a pasted text, with blank lines before it
	b, err = ParseBlock("\n\n[a:chess]\nnMoveRule = 10\n[b:a]\nnFoldRule = 5\n")
	require.NoError(t, err)
	assert.Equal(t, "b", b.Variant.Name)
	assert.Equal(t, "10", b.Variant.Params["moverule"])
	assert.Equal(t, "5", b.Variant.Params["repetition"])
	// Windows line ends and a byte-order mark
	b, err = ParseBlock("\ufeff[w:chess]\r\nnMoveRule = 12\r\n")
	require.NoError(t, err)
	assert.Equal(t, "12", b.Variant.Params["moverule"])
	// a section named like its built-in parent refines it
	b, err = ParseINI("[chess:chess]\nnMoveRule = 30\n", "chess")
	require.NoError(t, err)
	assert.Equal(t, "30", b.Variant.Params["moverule"])
}

// TestINIWarnings: keys without a Chimera counterpart warn with their
// line; nothing else does.
func TestINIWarnings(t *testing.T) {
	text := readGamesINI(t)
	b, err := ParseINI(text, "unknowns")
	require.NoError(t, err)
	var got []string
	for _, w := range b.Warnings {
		got = append(got, w.Error())
	}
	start := strings.Count(text[:strings.Index(text, "[unknowns")], "\n") + 1
	assert.Equal(t, []string{
		"line " + strconv.Itoa(start+1) + `: "pieceDemotion = true": Chimera has no counterpart for pieceDemotion yet (ignored)`,
		"line " + strconv.Itoa(start+2) + `: "countingRule = makruk": Chimera has no counterpart for countingRule yet (ignored)`,
		"line " + strconv.Itoa(start+3) + `: "fancyNewKey = 7": Chimera has no counterpart for fancyNewKey (ignored)`,
	}, got)
	b, err = ParseINI(text, "wazirchess")
	require.NoError(t, err)
	assert.Empty(t, b.Warnings)
	// passing when stalemated and wall regions are for both sides in Chimera
	b, err = ParseINI("[x:flipersi]\npassOnStalemateWhite = true\n", "x")
	require.NoError(t, err)
	require.Len(t, b.Warnings, 1)
	assert.Contains(t, b.Warnings[0].Msg, "passing when stalemated is for both sides")
	b, err = ParseINI("[x:isolation]\nwallingRegionBlack = *4\n", "x")
	require.NoError(t, err)
	require.Len(t, b.Warnings, 1)
	assert.Contains(t, b.Warnings[0].Msg, "wall region is one for both sides")
	// a missing mechanism of a built-in is said on the section's header
	b, err = ParseINI("# x\n[k:kyotoshogi]\n", "k")
	require.NoError(t, err)
	require.NotEmpty(t, b.Warnings)
	assert.Equal(t, 2, b.Warnings[0].Line)
	assert.Contains(t, b.Warnings[0].Msg, "inherited from a built-in")
}

// TestINIErrors: malformed values name the line and the token.
func TestINIErrors(t *testing.T) {
	deep := strings.Builder{}
	deep.WriteString("[s0:chess]\n")
	for i := 1; i <= maxINIDepth+1; i++ {
		deep.WriteString("[s" + strconv.Itoa(i) + ":s" + strconv.Itoa(i-1) + "]\n")
	}
	for _, tc := range []struct{ text, section, want string }{
		{"[x:chess]\nmaxRank = x\n", "x", `line 2: "maxRank = x": maxRank must be a number from 1 to 36`},
		{"[x:chess]\ncastling = maybe\n", "x", `line 2: "castling = maybe": castling must be true or false`},
		{"[x:chess]\nnMoveRule = -3\n", "x", `line 2: "nMoveRule = -3": nMoveRule must be a number`},
		{"[x:chess]\nstalemateValue = lose\n", "x", `line 2: "stalemateValue = lose": stalemateValue must be win, loss, draw or none`},
		{"[x:chess]\ncustomPiece1 = a:mQx\n", "x", `line 2: "customPiece1 = a:mQx": Betza "mQx": at 3 "x"`},
		{"[x:chess]\ncustomPiece1 = a\n", "x", `line 2: "customPiece1 = a": customPiece1 needs its moves`},
		{"[x:chess]\npromotionRegionWhite = *99\n", "x", `line 2: "promotionRegionWhite = *99": promotionRegionWhite: "*99" is not a rank`},
		{"[x:chess]\nflagRegion = q9q\n", "x", `line 2: "flagRegion = q9q": flagRegion: "q9q" is not a square`},
		{"[x:chess]\npromotedPieceType = q:z\n", "x", `line 2: "promotedPieceType = q:z": promotedPieceType`},
		{"[x:chess]\nstartFen = rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n", "x", `line 2: "startFen = rnbqkbnr/ppppXppp/8/8/8/8/PPP…": startFen: "X" is not the letter of any piece`},
		{"[x:chess]\nstartFen = 8/8/8 w - - 0 1\n", "x", "startFen has 3 ranks; the board has 8"},
		{"[x:chess]\nthis line has no equals\n", "x", `line 2: "this line has no equals": expected key = value`},
		{"[x:nosuch]\n", "x", `line 1: "[x:nosuch]": unknown parent variant "nosuch"`},
		{"[a:b]\n[b:a]\n", "a", `inheritance cycle: a -> b -> a`},
		{deep.String(), "s" + strconv.Itoa(maxINIDepth+1), "inheritance deeper than 32 sections"},
		{"[x:chess]\n[x:chess]\n", "x", `line 2: "[x:chess]": section "x" is already defined on line 1`},
		{"[x:chess]\n", "y", `no section [y] in the file`},
		{"[x y]\n", "x", `a section header is [name] or [name:parent]`},
		{"[x:chess]\nwallingRule = moat\n", "x", `line 2: "wallingRule = moat": wallingRule must be one of arrow, duck, edge, none, past, static`},
		{"[x:chess]\nenclosingDrop = yes\n", "x", `enclosingDrop must be one of anyside, ataxx, none, quadwrangle, reversi, snort, top`},
		{"[x:chess]\nconnectN = many\n", "x", `line 2: "connectN = many": connectN must be a number`},
	} {
		_, err := ParseINI(tc.text, tc.section)
		require.Error(t, err, tc.text)
		assert.Contains(t, err.Error(), tc.want, tc.text)
	}
	// a pasted section reports lines of the pasted text
	_, err := ParseBlock("\n\n[x:chess]\n\nmaxRank = zero\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 5:")
	// the text limit
	_, err = ParseINI("[x:chess]\n#"+strings.Repeat("a", maxINILength), "x")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the limit is 1048576")
}

func FuzzParseINI(f *testing.F) {
	f.Add("[x:chess]\nmaxRank = 6\n")
	f.Add("[a]\ncustomPiece1 = p:fmWfceFifmnD\nking = k:KN\nstartFen = 4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3[Pp] w - - 0 1\n")
	f.Add("[a:b]\n[b:a]\n")
	f.Add("[x:shogi]\npromotedPieceType = p:r -\n[y:x]\npromotionRegionWhite = *9 a* b3\n")
	f.Add("[x:janggi]\ndiagonalLines = a1 *5\nmobilityRegionWhiteKing = -\n")
	f.Add("[x:crazyhouse]\nstartFen = 4k3/8/8/8/8/8/8/4K3[NNr] b - - 0 1\ndropRegionWhite = *1 d4\ndropChecks = false\ncastlingDroppedPiece = true\nflagPieceCount = 2\ncustomPiece1 = a:pR2nC\n")
	f.Add("[x:chess]\nwallingRule = edge\nwallOrMove = true\nstartFen = 8/8/8/3*4/8/8/8/K6k w - - 0 1\n[y:x]\nwallingRule = past\n")
	f.Add("[x:ataxx]\nimmobile = p\nenclosingDrop = anyside\nflipEnclosedPieces = quadwrangle\n[y:x]\ntripleStepRegionWhite = *2\n")
	f.Fuzz(func(t *testing.T, s string) {
		block, _, err := ConvertINI(s, "")
		if err != nil {
			var be *BlockError
			require.ErrorAs(t, err, &be)
			return
		}
		b, err := ParseBlock(block)
		if err != nil {
			var be *BlockError
			require.ErrorAs(t, err, &be)
			return
		}
		if p, err := core.StartPosition(b.Variant); err == nil {
			var ml core.MoveList
			p.GenerateLegal(&ml)
		}
	})
}
