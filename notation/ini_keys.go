package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// The key table: each Fairy-Stockfish key Chimera reads, with the kind of
// its value and Fairy-Stockfish's default. run checks every value by its
// kind (a malformed one is an error naming the line and the token) and
// keeps it; load puts the values into the translator's fields, and
// write (ini_params.go) turns them into Chimera's parameters. A key that
// is not in the table is a warning. Extending the translation is adding
// a row here and its use in load and write; a key whose Chimera
// counterpart is still missing is a kDefault row: its default value is
// accepted and any other value warns.
type iniKey struct {
	kind uint8
	def  string // Fairy-Stockfish's default, in the INI's own syntax
}

const (
	kSize    = iota + 1 // maxRank, maxFile
	kBool               // true or false
	kInt                // a count
	kValue              // win, loss, draw or none
	kSet                // piece letters, * for all
	kRegion             // squares: a1 *1 (a rank) a* (a file), - for none
	kFile               // a file: a letter or a number from 1
	kText               // read elsewhere (startFen)
	kSpecial            // a handler of its own (piece maps)
	kQuiet              // a GUI's or the engine's concern: ignored silently
	kChoice             // one of Fairy-Stockfish's words: iniChoices
	kDefault            // no Chimera counterpart yet: warns unless def
)

var iniKeys = map[string]iniKey{
	"maxRank": {kSize, "8"}, "maxFile": {kSize, "8"},
	"startFen":                 {kText, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	"pawnTypes":                {kSet, ""},
	"promotionPawnTypes":       {kSet, ""},
	"promotionPawnTypesBlack":  {kSet, ""},
	"promotionPieceTypes":      {kSet, "nbrq"},
	"promotionPieceTypesBlack": {kSet, ""},
	"promotionRegionWhite":     {kRegion, "*8"},
	"promotionRegionBlack":     {kRegion, "*1"},
	"promotionRank":            {kSpecial, ""},
	"promotionLimit":           {kSpecial, ""},
	"promotedPieceType":        {kSpecial, ""},
	"mandatoryPawnPromotion":   {kBool, "true"},
	"mandatoryPiecePromotion":  {kBool, "false"},
	"doubleStep":               {kBool, "true"},
	"doubleStepRegionWhite":    {kRegion, "*2"},
	"doubleStepRegionBlack":    {kRegion, "*7"},
	"tripleStepRegionWhite":    {kRegion, ""},
	"tripleStepRegionBlack":    {kRegion, ""},
	"enPassantTypes":           {kSet, ""},
	"castling":                 {kBool, "true"},
	"castlingKingsideFile":     {kFile, "g"},
	"castlingQueensideFile":    {kFile, "c"},
	"castlingKingPiece":        {kSet, ""},
	"castlingRookPieces":       {kSet, "r"},
	"castlingDroppedPiece":     {kBool, "false"},
	"castlingKingFile":         {kFile, "e"},
	"checking":                 {kBool, "true"},
	"pieceDrops":               {kBool, "false"},
	"capturesToHand":           {kBool, "false"},
	"firstRankPawnDrops":       {kBool, "false"},
	"promotionZonePawnDrops":   {kBool, "false"},
	"dropRegionWhite":          {kRegion, ""},
	"enPassantRegion":          {kRegion, ""}, "enPassantRegionWhite": {kRegion, ""}, "enPassantRegionBlack": {kRegion, ""},
	"dropRegionBlack":              {kRegion, ""},
	"sittuyinRookDrop":             {kBool, "false"},
	"dropOppositeColoredBishop":    {kBool, "false"},
	"dropPromoted":                 {kBool, "false"},
	"dropNoDoubled":                {kSet, ""},
	"dropNoDoubledCount":           {kInt, "1"},
	"dropLoop":                     {kBool, "false"},
	"dropChecks":                   {kBool, "true"},
	"immobilityIllegal":            {kBool, "false"},
	"shogiPawnDropMateIllegal":     {kBool, "false"},
	"mustDrop":                     {kBool, "false"},
	"mustDropType":                 {kSet, "*"},
	"mustCapture":                  {kBool, "false"},
	"gating":                       {kBool, "false"},
	"seirawanGating":               {kBool, "false"},
	"flagPieceWhite":               {kSet, "*"},
	"flagPieceBlack":               {kSet, "*"},
	"flagRegionWhite":              {kRegion, ""},
	"flagRegionBlack":              {kRegion, ""},
	"flagMove":                     {kBool, "false"},
	"flagPieceCount":               {kInt, "1"},
	"extinctionValue":              {kValue, "none"},
	"extinctionPieceTypes":         {kSet, ""},
	"extinctionPieceCount":         {kInt, "0"},
	"extinctionOpponentPieceCount": {kInt, "0"},
	"extinctionPseudoRoyal":        {kBool, "false"},
	"dupleCheck":                   {kBool, "false"},
	"extinctionClaim":              {kBool, "false"},
	"stalemateValue":               {kValue, "draw"},
	"stalematePieceCount":          {kBool, "false"},
	"makpongRule":                  {kBool, "false"},
	"checkmateValue":               {kValue, "loss"},
	"nFoldValue":                   {kValue, "draw"},
	"nMoveRule":                    {kInt, "50"},
	"nFoldRule":                    {kInt, "3"},
	"perpetualCheckIllegal":        {kBool, "false"},
	"checkCounting":                {kBool, "false"},
	"blastOnCapture":               {kBool, "false"},
	"blastImmuneTypes":             {kSet, ""},
	"mutuallyImmuneTypes":          {kSet, ""},
	"flyingGeneral":                {kBool, "false"},
	"bikjangRule":                  {kBool, "false"},
	"passWhite":                    {kBool, "false"},
	"passBlack":                    {kBool, "false"},
	"diagonalLines":                {kRegion, ""},
	"soldierPromotionRank":         {kInt, "1"},
	"connectN":                     {kInt, "0"},
	"connectHorizontal":            {kBool, "true"},
	"connectVertical":              {kBool, "true"},
	"connectDiagonal":              {kBool, "true"},
	"connectPieceTypes":            {kSet, "*"},
	"connectValue":                 {kValue, "win"},
	"enclosingDrop":                {kChoice, "none"},
	"enclosingDropStart":           {kRegion, ""},
	"freeDrops":                    {kBool, "false"}, // Fairy-Stockfish's field (its built-ins), not a key of its files
	"flipEnclosedPieces":           {kChoice, "none"},
	"passOnStalemateWhite":         {kBool, "false"},
	"passOnStalemateBlack":         {kBool, "false"},
	"materialCounting":             {kChoice, "none"},
	"chasingRule":                  {kChoice, "none"},
	"adjudicateFullBoard":          {kBool, "false"},
	"flagPieceSafe":                {kBool, "false"},
	"petrifyOnCaptureTypes":        {kSet, ""},
	"wallingRule":                  {kChoice, "none"},
	"wallingRegionWhite":           {kRegion, ""},
	"wallingRegionBlack":           {kRegion, ""},
	"wallOrMove":                   {kBool, "false"},

	"variantTemplate": {kQuiet, ""}, "pieceToCharTable": {kQuiet, ""}, "pocketSize": {kQuiet, ""},
	"pieceValueMg": {kQuiet, ""}, "pieceValueEg": {kQuiet, ""}, "nnueAlias": {kQuiet, ""},
	"endgameEval": {kQuiet, ""},

	"castlingRank":   {kDefault, "1"},
	"nMoveRuleTypes": {kDefault, ""},
	"chess960":       {kBool, "false"},
	"twoBoards":      {kDefault, "false"}, "pieceDemotion": {kDefault, "false"},
	"piecePromotionOnCapture": {kDefault, "false"},
	"flagPieceBlockedWin":     {kDefault, "false"},
	"countingRule":            {kDefault, "none"},

	"oppositeCastling":      {kDefault, "false"},
	"moveRepetitionIllegal": {kDefault, "false"}, "shatarMateRule": {kBool, "false"},
	"cambodianMoves": {kDefault, "false"}, "sittuyinPromotion": {kDefault, "false"},
	"nFoldValueAbsolute": {kDefault, "false"},
	"castlingWins":       {kDefault, "-"},
	"collinearN":         {kDefault, "0"}, "connectNxN": {kDefault, "0"},
}

// iniAliases are keys that stand for others: flagPiece is
// flagPieceWhite and flagPieceBlack. The others, given too, win.
var iniAliases = map[string]string{
	"flagPiece": "flagPieceWhite flagPieceBlack", "flagRegion": "flagRegionWhite flagRegionBlack",
	"pass": "passWhite passBlack", "passOnStalemate": "passOnStalemateWhite passOnStalemateBlack",
	"wallingRegion": "wallingRegionWhite wallingRegionBlack", "promotionPawnTypesWhite": "promotionPawnTypes",
	"promotionPieceTypesWhite": "promotionPieceTypes", "enPassantTypesWhite": "enPassantTypes",
}

// iniChoices are the words a kChoice key takes, each with its Chimera
// value: "" for a word Chimera has no counterpart for yet (a warning),
// "none" for the default (nothing written). A table of rows, not a map
// of maps: a map literal is code run at start in the page, and the rows
// are data; each key's words are in alphabetical order (a test checks),
// the order its error lists them in, so the page links no string sort.
var iniChoices = []struct{ key, word, value string }{
	{"chasingRule", "axf", "loss"},
	{"chasingRule", "none", "none"},
	{"enclosingDrop", "anyside", "sides"},
	{"enclosingDrop", "ataxx", "adjacent"},
	{"enclosingDrop", "none", "none"},
	{"enclosingDrop", "quadwrangle", "adjacent"},
	{"enclosingDrop", "reversi", "enclose"},
	{"enclosingDrop", "snort", "apart"},
	{"enclosingDrop", "top", "gravity"},
	{"flipEnclosedPieces", "anyside", "none"},
	{"flipEnclosedPieces", "ataxx", "adjacent"},
	{"flipEnclosedPieces", "none", "none"},
	{"flipEnclosedPieces", "quadwrangle", "adjacentJoined"},
	{"flipEnclosedPieces", "reversi", "enclosed"},
	{"flipEnclosedPieces", "snort", "none"},
	{"flipEnclosedPieces", "top", "none"},
	{"materialCounting", "blackdrawodds", "blackDrawOdds"},
	{"materialCounting", "janggi", "values"},
	{"materialCounting", "none", "none"},
	{"materialCounting", "unweighted", "pieces"},
	{"materialCounting", "whitedrawodds", "whiteDrawOdds"},
	{"wallingRule", "arrow", "arrow"},
	{"wallingRule", "duck", "duck"},
	{"wallingRule", "edge", "edge"},
	{"wallingRule", "none", "none"},
	{"wallingRule", "past", "past"},
	{"wallingRule", "static", "anywhere"},
}

// choiceOf is the Chimera value of a kChoice key's word, and whether the
// key takes that word.
func choiceOf(key, word string) (string, bool) {
	for _, c := range iniChoices {
		if c.key == key && c.word == word {
			return c.value, true
		}
	}
	return "", false
}

// choice is a kChoice key's Chimera value ("none" when it has none).
func (t *iniTranslator) choice(key string) string {
	if c, _ := choiceOf(key, t.raw(key)); c != "" {
		return c
	}
	return "none"
}

// cumulativeKeys are keys whose pairs add to the inherited ones, piece
// by piece, instead of replacing them.
var cumulativeKeys = map[string]bool{"promotedPieceType": true, "promotionLimit": true}

// check reads one entry by its kind: an error for a malformed value,
// a warning for a key Chimera does not have.
func (t *iniTranslator) check(e iniEntry) error {
	k, ok := iniKeys[e.key]
	if !ok {
		t.warn(e, "Chimera has no counterpart for "+e.key+" (ignored)")
		return nil
	}
	var err error
	switch k.kind {
	case kBool:
		if _, ok := parseBool(e.val); !ok {
			err = t.bad(e, e.key+" must be true or false")
		}
	case kInt:
		if _, ok := parseCount(e.val, maxNumber); !ok {
			err = t.bad(e, e.key+" must be a number from 0 to "+strconv.Itoa(maxNumber))
		}
	case kValue:
		switch e.val {
		case "win", "loss", "draw", "none":
		default:
			err = t.bad(e, e.key+" must be win, loss, draw or none")
		}
	case kSet:
		_, err = t.pieceSetOf(e, true)
	case kRegion:
		_, err = t.regionOf(e)
	case kFile:
		if t.fileOf(e.val) < 0 {
			err = t.bad(e, e.key+" must be a file of the board (a letter or a number from 1)")
		}
	case kChoice:
		c, ok := choiceOf(e.key, e.val)
		switch {
		case !ok:
			var words []string
			for _, c := range iniChoices {
				if c.key == e.key {
					words = append(words, c.word)
				}
			}
			err = t.bad(e, e.key+" must be one of "+strings.Join(words, ", "))
		case c == "":
			t.warn(e, "Chimera has no counterpart for "+e.key+" = "+e.val+" yet (ignored)")
		}
	case kSpecial:
		switch e.key {
		case "promotionRank":
			err = t.promotionRank(e)
		case "promotionLimit":
			err = t.promotionLimit(e)
		case "promotedPieceType":
			err = t.promotedPieceType(e)
		}
		return err
	case kDefault:
		if e.val != k.def && e.val != "" && !(k.def == "" && e.val == "-") {
			t.warn(e, "Chimera has no counterpart for "+e.key+" yet (ignored)")
		}
	}
	return err
}

// raw is a key's value: given, or Fairy-Stockfish's default.
func (t *iniTranslator) raw(key string) string {
	if v, ok := t.vals[key]; ok {
		return v
	}
	return iniKeys[key].def
}

func (t *iniTranslator) flag(key string) bool {
	b, _ := parseBool(t.raw(key))
	return b
}

func (t *iniTranslator) num(key string) int {
	n, _ := parseCount(t.raw(key), maxNumber)
	return n
}

func (t *iniTranslator) set(key string) pieceSet {
	_, given := t.vals[key]
	s, _ := t.pieceSetOf(iniEntry{key: key, val: t.raw(key)}, false)
	s.set = given || iniKeys[key].def != ""
	return s
}

// reg is a key's region; nil when neither given nor defaulted.
func (t *iniTranslator) reg(key string) region {
	v := t.raw(key)
	if v == "" {
		return nil
	}
	r, _ := t.regionOf(iniEntry{key: key, val: v})
	return r
}

func (t *iniTranslator) fileOf(v string) int {
	if len(v) == 1 && v[0] >= 'a' && v[0] < 'a'+byte(t.files) {
		return int(v[0] - 'a')
	}
	if n, err := lite.Atoi(v); err == nil && n >= 1 && n <= t.files {
		return n - 1
	}
	return -1
}

// load puts the checked values into the translator's fields.
func (t *iniTranslator) load() {
	t.pawnTypes, t.promoPawns, t.epTypes = t.set("pawnTypes"), t.set("promotionPawnTypes"), t.set("enPassantTypes")
	t.promoPawnsBlack = pieceSet{}
	if _, ok := t.vals["promotionPawnTypesBlack"]; ok {
		t.promoPawnsBlack = t.set("promotionPawnTypesBlack")
	}
	t.promoTypes[0] = t.set("promotionPieceTypes")
	t.promoTypes[1] = t.promoTypes[0]
	if _, ok := t.vals["promotionPieceTypesBlack"]; ok {
		t.promoTypes[1] = t.set("promotionPieceTypesBlack")
	}
	t.promoRegion = [2]region{t.reg("promotionRegionWhite"), t.reg("promotionRegionBlack")}
	t.doubleRegion = [2]region{t.reg("doubleStepRegionWhite"), t.reg("doubleStepRegionBlack")}
	t.tripleRegion = [2]region{t.reg("tripleStepRegionWhite"), t.reg("tripleStepRegionBlack")}
	t.dropRegion = [2]region{t.reg("dropRegionWhite"), t.reg("dropRegionBlack")}
	for c, k := range [2]string{"enPassantRegionWhite", "enPassantRegionBlack"} {
		if t.epRegion[c] = t.reg(k); t.epRegion[c] == nil {
			t.epRegion[c] = t.reg("enPassantRegion")
		}
	}
	t.flagRegion = [2]region{t.reg("flagRegionWhite"), t.reg("flagRegionBlack")}
	t.flagPiece = [2]pieceSet{t.set("flagPieceWhite"), t.set("flagPieceBlack")}
	t.diagonalLines = t.reg("diagonalLines")
	t.mandatoryPawnPromotion, t.mandatoryPiecePromotion = t.flag("mandatoryPawnPromotion"), t.flag("mandatoryPiecePromotion")
	t.doubleStep, t.castling = t.flag("doubleStep"), t.flag("castling")
	t.castleFile = [2]int{t.fileOf(t.raw("castlingQueensideFile")), t.fileOf(t.raw("castlingKingsideFile"))}
	t.castlePiece = t.set("castlingKingPiece")
	t.pieceDrops, t.capturesToHand = t.flag("pieceDrops"), t.flag("capturesToHand")
	t.firstRankPawnDrops, t.promoZonePawnDrops = t.flag("firstRankPawnDrops"), t.flag("promotionZonePawnDrops")
	t.sittuyinRookDrop, t.oppositeBishops = t.flag("sittuyinRookDrop"), t.flag("dropOppositeColoredBishop")
	t.dropNoDoubled, t.dropNoDoubledCount = t.set("dropNoDoubled"), t.num("dropNoDoubledCount")
	t.mustDrop, t.mustDropType = t.flag("mustDrop"), t.set("mustDropType")
	t.immobilityIllegal, t.pawnDropMate = t.flag("immobilityIllegal"), t.flag("shogiPawnDropMateIllegal")
	t.shatarMate = t.flag("shatarMateRule")
	t.gating, t.seirawanGating = t.flag("gating"), t.flag("seirawanGating")
	t.chess960 = t.flag("chess960")
	t.flagMove = t.flag("flagMove")
	t.extinctionValue, t.extinctionTypes = t.raw("extinctionValue"), t.set("extinctionPieceTypes")
	t.extinctionCount, t.extinctionOpponentCount = t.num("extinctionPieceCount"), t.num("extinctionOpponentPieceCount")
	t.extinctionRoyal, t.dupleCheck = t.flag("extinctionPseudoRoyal"), t.flag("dupleCheck")
	t.extinctionClaim = t.flag("extinctionClaim")
	t.blastImmune, t.mutuallyImmune = t.set("blastImmuneTypes"), t.set("mutuallyImmuneTypes")
	t.nFoldValue, t.nFoldRule = t.raw("nFoldValue"), t.num("nFoldRule")
	t.checkCounting, t.blast = t.flag("checkCounting"), t.flag("blastOnCapture")
	t.pass = [2]bool{t.flag("passWhite"), t.flag("passBlack")}
	t.soldierRank = t.num("soldierPromotionRank")
	t.connectTypes, t.petrify = t.set("connectPieceTypes"), t.set("petrifyOnCaptureTypes")
	t.dropStart = t.reg("enclosingDropStart")
	t.wallRegion = [2]region{t.reg("wallingRegionWhite"), t.reg("wallingRegionBlack")}
	t.walling = t.choice("wallingRule")
}

func (t *iniTranslator) bad(e iniEntry, msg string) error {
	return &BlockError{e.line, e.token, msg}
}

func (t *iniTranslator) size(e iniEntry, dst *int) error {
	n, err := lite.Atoi(e.val)
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

// pieceSet is a set of piece letters (lower case); all means "*".
type pieceSet struct {
	_       lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	letters string
	all     bool
	set     bool
}

func (t *iniTranslator) pieceSetOf(e iniEntry, warn bool) (pieceSet, error) {
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
				if warn {
					t.warn(e, lite.Quote(string(c))+" is not the letter of any piece of the variant (ignored)")
				}
				continue
			}
			if strings.IndexByte(s.letters, c) < 0 {
				s.letters += string(c)
			}
		default:
			return s, t.bad(e, e.key+": "+lite.Quote(string(c))+" is not a piece letter")
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
	for _, sym := range strings.Fields(e.val) {
		if sym == "-" {
			break
		}
		switch {
		case len(sym) == 2 && sym[1] == '*' && sym[0] >= 'a' && sym[0] <= 'z':
			f := int(sym[0] - 'a')
			if f >= max(t.files, fsfFiles) {
				return nil, t.bad(e, e.key+": "+lite.Quote(sym)+" is not a file of the board")
			}
			for rk := 0; rk < t.ranks && f < t.files; rk++ {
				r[rk*t.files+f] = true
			}
		case sym[0] == '*':
			n, err := lite.Atoi(sym[1:])
			if err != nil || n < 1 || n > max(t.ranks, fsfRanks) {
				return nil, t.bad(e, e.key+": "+lite.Quote(clip(sym))+" is not a rank of the board")
			}
			for f := 0; f < t.files && n <= t.ranks; f++ {
				r[(n-1)*t.files+f] = true
			}
		default:
			if len(sym) < 2 || sym[0] < 'a' || sym[0] > 'z' {
				return nil, t.bad(e, e.key+": "+lite.Quote(clip(sym))+" is not a square")
			}
			n, err := lite.Atoi(sym[1:])
			f := int(sym[0] - 'a')
			if err != nil || n < 1 || n > max(t.ranks, fsfRanks) || f >= max(t.files, fsfFiles) {
				return nil, t.bad(e, e.key+": "+lite.Quote(clip(sym))+" is not a square of the board")
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
	n, err := lite.Atoi(s[1:])
	f = int(s[0] - 'a')
	if err != nil || n < 1 || n > t.ranks || f >= t.files {
		return 0, 0, false
	}
	return f, n - 1, true
}

// promotionRank is the old key: promotion on that rank and beyond.
func (t *iniTranslator) promotionRank(e iniEntry) error {
	n, err := lite.Atoi(e.val)
	if err != nil || n < 1 || n > t.ranks {
		return t.bad(e, "promotionRank must be a rank of the board")
	}
	var w, b string
	for rk := n; rk <= t.ranks; rk++ {
		w += " *" + strconv.Itoa(rk)
		b += " *" + strconv.Itoa(t.ranks+1-rk)
	}
	// the regions, when given, win whatever their order
	if _, given := t.keyLine["promotionRegionWhite"]; !given {
		t.vals["promotionRegionWhite"] = w
	}
	if _, given := t.keyLine["promotionRegionBlack"]; !given {
		t.vals["promotionRegionBlack"] = b
	}
	return nil
}

// letterPairs reads "p:g s:g" or "q:1 r:2".
func (t *iniTranslator) letterPairs(e iniEntry) ([][2]string, error) {
	var out [][2]string
	for _, item := range strings.Fields(e.val) {
		if item == "-" {
			continue
		}
		a, b, ok := strings.Cut(item, ":")
		if !ok || len(a) != 1 || b == "" {
			return nil, t.bad(e, e.key+": "+lite.Quote(clip(item))+" must be letter:value")
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
			return t.bad(e, "promotedPieceType: "+lite.Quote(p[0]+":"+p[1])+" must pair the letters of two pieces of the variant")
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
			return t.bad(e, "promotionLimit: "+lite.Quote(p[0]+":"+p[1])+" must be letter:count")
		}
		t.promoLimit[p[0][0]] = n
	}
	return nil
}
