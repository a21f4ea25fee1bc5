package notation

import (
	"strconv"
	"strings"
)

// The key table: each Fairy-Stockfish key Chimera reads, with the
// function that puts its value into the translator's state. Keys run in
// phases (board size, then pieces, then the rest), so a value may name
// squares and piece letters whatever the order of the lines. A key not
// in the table, or in noCounterpart, is a warning; extending the
// translation is adding a row.
type iniKey struct {
	phase int
	apply func(t *iniTranslator, e iniEntry) error
}

var iniKeys map[string]iniKey

func init() {
	iniKeys = map[string]iniKey{
		"maxRank": {0, func(t *iniTranslator, e iniEntry) error { return t.size(e, &t.ranks) }},
		"maxFile": {0, func(t *iniTranslator, e iniEntry) error { return t.size(e, &t.files) }},

		"startFen":                     {2, func(t *iniTranslator, e iniEntry) error { t.startFen = e; return nil }},
		"pawnTypes":                    {2, setSet(func(t *iniTranslator) *pieceSet { return &t.pawnTypes })},
		"promotionPawnTypes":           {2, setSet(func(t *iniTranslator) *pieceSet { return &t.promoPawns })},
		"promotionPawnTypesWhite":      {2, setSet(func(t *iniTranslator) *pieceSet { return &t.promoPawns })},
		"promotionPieceTypes":          {2, setSet(func(t *iniTranslator) *pieceSet { return &t.promoTypes[0] }, func(t *iniTranslator) *pieceSet { return &t.promoTypes[1] })},
		"promotionPieceTypesWhite":     {2, setSet(func(t *iniTranslator) *pieceSet { return &t.promoTypes[0] })},
		"promotionPieceTypesBlack":     {2, setSet(func(t *iniTranslator) *pieceSet { return &t.promoTypes[1] })},
		"promotionRegionWhite":         {2, setRegion(func(t *iniTranslator) *region { return &t.promoRegion[0] })},
		"promotionRegionBlack":         {2, setRegion(func(t *iniTranslator) *region { return &t.promoRegion[1] })},
		"promotionRank":                {2, (*iniTranslator).promotionRank},
		"promotionLimit":               {2, (*iniTranslator).promotionLimit},
		"promotedPieceType":            {2, (*iniTranslator).promotedPieceType},
		"mandatoryPawnPromotion":       {2, setBool(func(t *iniTranslator) *bool { return &t.mandatoryPawnPromotion })},
		"mandatoryPiecePromotion":      {2, setBool(func(t *iniTranslator) *bool { return &t.mandatoryPiecePromotion })},
		"doubleStep":                   {2, setBool(func(t *iniTranslator) *bool { return &t.doubleStep })},
		"doubleStepRegionWhite":        {2, setRegion(func(t *iniTranslator) *region { return &t.doubleRegion[0] })},
		"doubleStepRegionBlack":        {2, setRegion(func(t *iniTranslator) *region { return &t.doubleRegion[1] })},
		"tripleStepRegionWhite":        {2, setRegion(func(t *iniTranslator) *region { return &t.tripleRegion[0] })},
		"tripleStepRegionBlack":        {2, setRegion(func(t *iniTranslator) *region { return &t.tripleRegion[1] })},
		"enPassantTypes":               {2, setSet(func(t *iniTranslator) *pieceSet { return &t.epTypes })},
		"enPassantTypesWhite":          {2, setSet(func(t *iniTranslator) *pieceSet { return &t.epTypes })},
		"castling":                     {2, setBool(func(t *iniTranslator) *bool { return &t.castling })},
		"castlingKingsideFile":         {2, setFile(func(t *iniTranslator) *int { return &t.castleFile[1] })},
		"castlingQueensideFile":        {2, setFile(func(t *iniTranslator) *int { return &t.castleFile[0] })},
		"checking":                     {2, setBool(func(t *iniTranslator) *bool { return &t.checking })},
		"pieceDrops":                   {2, setBool(func(t *iniTranslator) *bool { return &t.pieceDrops })},
		"capturesToHand":               {2, setBool(func(t *iniTranslator) *bool { return &t.capturesToHand })},
		"firstRankPawnDrops":           {2, setBool(func(t *iniTranslator) *bool { return &t.firstRankPawnDrops })},
		"promotionZonePawnDrops":       {2, setBool(func(t *iniTranslator) *bool { return &t.promoZonePawnDrops })},
		"dropRegionWhite":              {2, setRegion(func(t *iniTranslator) *region { return &t.dropRegion[0] })},
		"dropRegionBlack":              {2, setRegion(func(t *iniTranslator) *region { return &t.dropRegion[1] })},
		"sittuyinRookDrop":             {2, setBool(func(t *iniTranslator) *bool { return &t.sittuyinRookDrop })},
		"dropOppositeColoredBishop":    {2, setBool(func(t *iniTranslator) *bool { return &t.oppositeBishops })},
		"dropPromoted":                 {2, setBool(func(t *iniTranslator) *bool { return &t.dropPromoted })},
		"dropNoDoubled":                {2, setSet(func(t *iniTranslator) *pieceSet { return &t.dropNoDoubled })},
		"immobilityIllegal":            {2, setBool(func(t *iniTranslator) *bool { return &t.immobilityIllegal })},
		"shogiPawnDropMateIllegal":     {2, setBool(func(t *iniTranslator) *bool { return &t.pawnDropMate })},
		"mustDrop":                     {2, setBool(func(t *iniTranslator) *bool { return &t.mustDrop })},
		"gating":                       {2, setBool(func(t *iniTranslator) *bool { return &t.gating })},
		"seirawanGating":               {2, setBool(func(t *iniTranslator) *bool { return &t.seirawanGating })},
		"flagPiece":                    {2, setSet(func(t *iniTranslator) *pieceSet { return &t.flagPiece[0] }, func(t *iniTranslator) *pieceSet { return &t.flagPiece[1] })},
		"flagPieceWhite":               {2, setSet(func(t *iniTranslator) *pieceSet { return &t.flagPiece[0] })},
		"flagPieceBlack":               {2, setSet(func(t *iniTranslator) *pieceSet { return &t.flagPiece[1] })},
		"flagRegion":                   {2, setRegion(func(t *iniTranslator) *region { return &t.flagRegion[0] }, func(t *iniTranslator) *region { return &t.flagRegion[1] })},
		"flagRegionWhite":              {2, setRegion(func(t *iniTranslator) *region { return &t.flagRegion[0] })},
		"flagRegionBlack":              {2, setRegion(func(t *iniTranslator) *region { return &t.flagRegion[1] })},
		"flagMove":                     {2, setBool(func(t *iniTranslator) *bool { return &t.flagMove })},
		"extinctionValue":              {2, setValue(func(t *iniTranslator) *string { return &t.extinctionValue })},
		"extinctionPieceTypes":         {2, setSet(func(t *iniTranslator) *pieceSet { return &t.extinctionTypes })},
		"stalemateValue":               {2, setValue(func(t *iniTranslator) *string { return &t.stalemateValue })},
		"checkmateValue":               {2, setValue(func(t *iniTranslator) *string { return &t.checkmateValue })},
		"nFoldValue":                   {2, setValue(func(t *iniTranslator) *string { return &t.nFoldValue })},
		"nMoveRule":                    {2, setInt(func(t *iniTranslator) *int { return &t.nMoveRule })},
		"nFoldRule":                    {2, setInt(func(t *iniTranslator) *int { return &t.nFoldRule })},
		"perpetualCheckIllegal":        {2, setBool(func(t *iniTranslator) *bool { return &t.perpetualCheckIllegal })},
		"checkCounting":                {2, setBool(func(t *iniTranslator) *bool { return &t.checkCounting })},
		"blastOnCapture":               {2, setBool(func(t *iniTranslator) *bool { return &t.blast })},
		"flyingGeneral":                {2, setBool(func(t *iniTranslator) *bool { return &t.flyingGeneral })},
		"bikjangRule":                  {2, setBool(func(t *iniTranslator) *bool { return &t.bikjang })},
		"pass":                         {2, setBool(func(t *iniTranslator) *bool { return &t.pass[0] }, func(t *iniTranslator) *bool { return &t.pass[1] })},
		"passWhite":                    {2, setBool(func(t *iniTranslator) *bool { return &t.pass[0] })},
		"passBlack":                    {2, setBool(func(t *iniTranslator) *bool { return &t.pass[1] })},
		"diagonalLines":                {2, setRegion(func(t *iniTranslator) *region { return &t.diagonalLines })},
		"extinctionPieceCount":         {2, setInt(func(t *iniTranslator) *int { return &t.extinctionCount })},
		"extinctionOpponentPieceCount": {2, setInt(func(t *iniTranslator) *int { return &t.extinctionOpponent })},
		"castlingKingPiece":            {2, setSet(func(t *iniTranslator) *pieceSet { return &t.castlePiece })},
		"soldierPromotionRank":         {2, setInt(func(t *iniTranslator) *int { return &t.soldierRank })},
	}
	// keys that only concern a GUI, the engine's evaluation or XBoard:
	// read and ignored without a warning
	for _, k := range []string{"variantTemplate", "pieceToCharTable", "pocketSize", "pieceValueMg",
		"pieceValueEg", "nnueAlias", "endgameEval"} {
		iniKeys[k] = iniKey{2, func(*iniTranslator, iniEntry) error { return nil }}
	}
	// keys whose default Chimera shares: only another value warns
	for k, def := range map[string]string{
		"castlingRookPieces": "r", "castlingRank": "1",
		"promotionPawnTypesBlack": "", "enPassantTypesBlack": "", "enPassantRegion": "",
		"nMoveRuleTypes": "", "dropChecks": "true", "mustCapture": "false", "chess960": "false",
		"extinctionPseudoRoyal": "false", "extinctionClaim": "false",
		"dupleCheck": "false", "makpongRule": "false", "dropLoop": "false", "twoBoards": "false",
		"pieceDemotion": "false", "piecePromotionOnCapture": "false", "flagPieceCount": "1",
		"flagPieceSafe": "false", "flagPieceBlockedWin": "false", "connectN": "0",
		"materialCounting": "none", "countingRule": "none", "chasingRule": "none",
		"wallingRule": "none", "enclosingDrop": "none", "flipEnclosedPieces": "none",
		"passOnStalemate": "false", "castlingDroppedPiece": "false", "oppositeCastling": "false",
		"moveRepetitionIllegal": "false", "stalematePieceCount": "false", "shatarMateRule": "false",
		"cambodianMoves": "false", "sittuyinPromotion": "false", "nFoldValueAbsolute": "false",
		"blastImmuneTypes": "", "mutuallyImmuneTypes": "", "petrifyOnCaptureTypes": "",
		"dropNoDoubledCount": "1", "mustDropType": "*", "adjudicateFullBoard": "false",
		"castlingWins": "-", "collinearN": "0", "connectNxN": "0",
	} {
		iniKeys[k] = iniKey{2, defaultOnly(def)}
	}
}

// defaultOnly accepts a key at its default (or empty) value and warns
// about any other: Chimera has no counterpart yet.
func defaultOnly(def string) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		if e.val == def || e.val == "" || def == "" && e.val == "-" {
			return nil
		}
		t.warn(e, "Chimera has no counterpart for "+e.key+" yet (ignored)")
		return nil
	}
}

func (t *iniTranslator) bad(e iniEntry, msg string) error {
	return &BlockError{e.line, e.token, msg}
}

func (t *iniTranslator) size(e iniEntry, dst *int) error {
	n, err := strconv.Atoi(e.val)
	if err != nil && len(e.val) == 1 && e.val[0] >= 'a' && e.val[0] <= 'z' && e.key == "maxFile" {
		n, err = int(e.val[0]-'a')+1, nil
	}
	if err != nil || n < 1 || n > 36 {
		return t.bad(e, e.key+" must be a number from 1 to 36")
	}
	*dst = n
	return nil
}

func parseBool(s string) (bool, bool) {
	switch s {
	case "true", "1":
		return true, true
	case "false", "0":
		return false, true
	}
	return false, false
}

func setBool(dsts ...func(*iniTranslator) *bool) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		b, ok := parseBool(e.val)
		if !ok {
			return t.bad(e, e.key+" must be true or false")
		}
		for _, d := range dsts {
			*d(t) = b
		}
		return nil
	}
}

func setInt(dst func(*iniTranslator) *int) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		n, ok := parseCount(e.val, maxNumber)
		if !ok {
			return t.bad(e, e.key+" must be a number from 0 to "+strconv.Itoa(maxNumber))
		}
		*dst(t) = n
		return nil
	}
}

func setValue(dst func(*iniTranslator) *string) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		switch e.val {
		case "win", "loss", "draw", "none":
			*dst(t) = e.val
			return nil
		}
		return t.bad(e, e.key+" must be win, loss, draw or none")
	}
}

func setFile(dst func(*iniTranslator) *int) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		v := e.val
		switch {
		case len(v) == 1 && v[0] >= 'a' && v[0] < 'a'+byte(t.files):
			*dst(t) = int(v[0] - 'a')
			return nil
		}
		if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= t.files {
			*dst(t) = n - 1
			return nil
		}
		return t.bad(e, e.key+" must be a file of the board (a letter or a number from 1)")
	}
}

func setSet(dsts ...func(*iniTranslator) *pieceSet) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		s, err := t.pieceSetOf(e)
		if err != nil {
			return err
		}
		for _, d := range dsts {
			*d(t) = s
		}
		return nil
	}
}

func setRegion(dsts ...func(*iniTranslator) *region) func(t *iniTranslator, e iniEntry) error {
	return func(t *iniTranslator, e iniEntry) error {
		r, err := t.regionOf(e)
		if err != nil {
			return err
		}
		for _, d := range dsts {
			*d(t) = r
		}
		return nil
	}
}

// pieceSet is a set of piece letters (lower case); all means "*".
type pieceSet struct {
	letters string
	all     bool
	set     bool
}

func (t *iniTranslator) pieceSetOf(e iniEntry) (pieceSet, error) {
	s := pieceSet{set: true}
	for i := 0; i < len(e.val); i++ {
		c := e.val[i]
		switch {
		case c == '*':
			s.all = true
		case c == '-' || c == ' ' || c == ',':
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			c |= 0x20
			if t.byLetter[c] == nil {
				t.warn(e, strconv.Quote(string(c))+" is not the letter of any piece of the variant (ignored)")
				continue
			}
			if strings.IndexByte(s.letters, c) < 0 {
				s.letters += string(c)
			}
		default:
			return s, t.bad(e, e.key+": "+strconv.Quote(string(c))+" is not a piece letter")
		}
	}
	return s, nil
}

// region is a set of squares (nil: every square).
type region []bool

func (t *iniTranslator) regionOf(e iniEntry) (region, error) {
	r := make(region, t.files*t.ranks)
	// squares off this board but on Fairy-Stockfish's largest (12x10)
	// are accepted and left out, as Fairy-Stockfish does
	const fsfFiles, fsfRanks = 12, 10
	for sym := range strings.FieldsSeq(e.val) {
		if sym == "-" {
			break
		}
		switch {
		case len(sym) == 2 && sym[1] == '*' && sym[0] >= 'a' && sym[0] <= 'z':
			f := int(sym[0] - 'a')
			if f >= max(t.files, fsfFiles) {
				return nil, t.bad(e, e.key+": "+strconv.Quote(sym)+" is not a file of the board")
			}
			for rk := 0; rk < t.ranks && f < t.files; rk++ {
				r[rk*t.files+f] = true
			}
		case sym[0] == '*':
			n, err := strconv.Atoi(sym[1:])
			if err != nil || n < 1 || n > max(t.ranks, fsfRanks) {
				return nil, t.bad(e, e.key+": "+strconv.Quote(clip(sym))+" is not a rank of the board")
			}
			for f := 0; f < t.files && n <= t.ranks; f++ {
				r[(n-1)*t.files+f] = true
			}
		default:
			if len(sym) < 2 || sym[0] < 'a' || sym[0] > 'z' {
				return nil, t.bad(e, e.key+": "+strconv.Quote(clip(sym))+" is not a square")
			}
			n, err := strconv.Atoi(sym[1:])
			f := int(sym[0] - 'a')
			if err != nil || n < 1 || n > max(t.ranks, fsfRanks) || f >= max(t.files, fsfFiles) {
				return nil, t.bad(e, e.key+": "+strconv.Quote(clip(sym))+" is not a square of the board")
			}
			if n <= t.ranks && f < t.files {
				r[(n-1)*t.files+f] = true
			}
		}
	}
	return r, nil
}

func (t *iniTranslator) square(s string) (f, r int, ok bool) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return 0, 0, false
	}
	n, err := strconv.Atoi(s[1:])
	f = int(s[0] - 'a')
	if err != nil || n < 1 || n > t.ranks || f >= t.files {
		return 0, 0, false
	}
	return f, n - 1, true
}

// promotionRank is the old key: promotion on that rank and beyond.
func (t *iniTranslator) promotionRank(e iniEntry) error {
	n, err := strconv.Atoi(e.val)
	if err != nil || n < 1 || n > t.ranks {
		return t.bad(e, "promotionRank must be a rank of the board")
	}
	for c := range 2 {
		t.promoRegion[c] = make(region, t.files*t.ranks)
	}
	for rk := n - 1; rk < t.ranks; rk++ {
		for f := 0; f < t.files; f++ {
			t.promoRegion[0][rk*t.files+f] = true
			t.promoRegion[1][(t.ranks-1-rk)*t.files+f] = true
		}
	}
	return nil
}

// letterPairs reads "p:g s:g" or "q:1 r:2".
func (t *iniTranslator) letterPairs(e iniEntry) ([][2]string, error) {
	var out [][2]string
	for item := range strings.FieldsSeq(e.val) {
		if item == "-" {
			continue
		}
		a, b, ok := strings.Cut(item, ":")
		if !ok || len(a) != 1 || b == "" {
			return nil, t.bad(e, e.key+": "+strconv.Quote(clip(item))+" must be letter:value")
		}
		out = append(out, [2]string{strings.ToLower(a), b})
	}
	return out, nil
}

func (t *iniTranslator) promotedPieceType(e iniEntry) error {
	pairs, err := t.letterPairs(e)
	if err != nil {
		return err
	}
	if t.promoted == nil {
		t.promoted = map[byte]byte{}
	}
	for _, p := range pairs {
		b := strings.ToLower(p[1])
		if b == "-" {
			delete(t.promoted, p[0][0])
			continue
		}
		if e.line == 0 && (t.byLetter[p[0][0]] == nil || t.byLetter[b[0]] == nil) {
			continue // an inherited pair naming a piece the section removed
		}
		if len(b) != 1 || t.byLetter[p[0][0]] == nil || t.byLetter[b[0]] == nil {
			return t.bad(e, "promotedPieceType: "+strconv.Quote(p[0]+":"+p[1])+" must pair the letters of two pieces of the variant")
		}
		t.promoted[p[0][0]] = b[0]
	}
	return nil
}

func (t *iniTranslator) promotionLimit(e iniEntry) error {
	pairs, err := t.letterPairs(e)
	if err != nil {
		return err
	}
	if t.promoLimit == nil {
		t.promoLimit = map[byte]int{}
	}
	for _, p := range pairs {
		n, ok := parseCount(p[1], maxNumber)
		if !ok {
			return t.bad(e, "promotionLimit: "+strconv.Quote(p[0]+":"+p[1])+" must be letter:count")
		}
		t.promoLimit[p[0][0]] = n
	}
	return nil
}
