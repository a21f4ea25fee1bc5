package notation

import "strings"

// builtinPiece is an entry of the table of well-known piece names that
// fills the empty fields of a piece line.
type builtinPiece struct {
	ID, Betza, Image string
}

// builtinPieces maps lower-case names to their usual ID, XBetza and image.
// The king's castling is added by the block parser because its distance
// depends on the board width.
var builtinPieces = map[string]builtinPiece{
	"pawn":            {"P", "fmWfceFifmnD", "pawn"},
	"knight":          {"N", "N", "knight"},
	"bishop":          {"B", "B", "bishop"},
	"rook":            {"R", "R", "rook"},
	"queen":           {"Q", "Q", "queen"},
	"king":            {"K", "K", "king"},
	"ferz":            {"F", "F", "ferz"},
	"met":             {"M", "F", "ferz"},
	"wazir":           {"W", "W", "wazir"},
	"alfil":           {"A", "A", "alfil"},
	"dabbaba":         {"D", "D", "dabbaba"},
	"man":             {"M", "K", "man"},
	"wall":            {"X", "", "wall"},
	"commoner":        {"M", "K", "man"},
	"mann":            {"M", "K", "man"},
	"camel":           {"C", "C", "camel"},
	"zebra":           {"Z", "Z", "zebra"},
	"giraffe":         {"G", "FX", "giraffe"},
	"threeleaper":     {"H", "H", "threeleaper"},
	"tripper":         {"G", "G", "tripper"},
	"elephant":        {"E", "FA", "elephant"},
	"war machine":     {"W", "WD", "warmachine"},
	"warmachine":      {"W", "WD", "warmachine"},
	"alibaba":         {"A", "DA", "alibaba"},
	"wizard":          {"W", "CF", "wizard"},
	"champion":        {"C", "WAD", "champion"},
	"cardinal":        {"C", "BN", "archbishop"},
	"archbishop":      {"A", "BN", "archbishop"},
	"princess":        {"A", "BN", "archbishop"},
	"chancellor":      {"C", "RN", "chancellor"},
	"marshall":        {"M", "RN", "chancellor"},
	"marshal":         {"M", "RN", "chancellor"},
	"empress":         {"E", "RN", "chancellor"},
	"amazon":          {"A", "QN", "amazon"},
	"fairy":           {"F", "QN", "amazon"},
	"cannon":          {"C", "mRcpR", "cannon"},
	"vao":             {"V", "mBcpB", "vao"},
	"nightrider":      {"N", "NN", "nightrider"},
	"grasshopper":     {"G", "gQ", "grasshopper"},
	"griffon":         {"G", "FyafsF", "griffon"},
	"gryphon":         {"G", "FyafsF", "griffon"},
	"rhino":           {"R", "WyafsW", "rhino"},
	"unicorn":         {"U", "BNN", "unicorn"},
	"dragon":          {"D", "DDAA", "dragon"},
	"dragon king":     {"D", "RF", "dragonking"},
	"dragon horse":    {"H", "BW", "dragonhorse"},
	"lion":            {"L", "KNADcaKmcabK", "lion"},
	"gold":            {"G", "WfF", "gold"},
	"gold general":    {"G", "WfF", "gold"},
	"silver":          {"S", "FfW", "silver"},
	"silver general":  {"S", "FfW", "silver"},
	"khon":            {"S", "FfW", "silver"},
	"lance":           {"L", "fR", "lance"},
	"horse":           {"H", "nN", "horse"},
	"advisor":         {"A", "F", "advisor"},
	"general":         {"K", "W", "king"},
	"soldier":         {"P", "fW", "pawn"},
	"mao":             {"M", "afsW", "horse"},
	"moa":             {"M", "afsF", "moa"},
	"checker":         {"C", "fmFcafmF", "checker"},
	"quintessence":    {"Q", "(az)N", "quintessence"},
	"rose":            {"R", "qN", "rose"},
	"universal":       {"U", "U", "universal"},
	"berolina pawn":   {"P", "mfFfceWifmnA", "pawn"},
	"berolina":        {"P", "mfFfceWifmnA", "pawn"},
	"shogi pawn":      {"P", "fW", "pawn"},
	"tokin":           {"T", "WfF", "tokin"},
	"bers":            {"B", "RF", "dragonking"},
	"squirrel":        {"S", "NAD", "squirrel"},
	"centaur":         {"C", "KN", "centaur"},
	"crowned rook":    {"R", "RF", "dragonking"},
	"crowned bishop":  {"B", "BW", "dragonhorse"},
	"phoenix":         {"P", "WA", "phoenix"},
	"kirin":           {"K", "FD", "kirin"},
	"hawk":            {"H", "BN", "archbishop"},
	"modern elephant": {"E", "RN", "chancellor"},
	"rifle rook":      {"R", "mRcaibR", "rook"},
	"advancer":        {"A", "yafmcabQ", "advancer"},
	"fers":            {"F", "F", "ferz"},
}

// lookupBuiltin finds a built-in piece by its display name.
func lookupBuiltin(name string) (builtinPiece, bool) {
	b, ok := builtinPieces[strings.ToLower(strings.TrimSpace(name))]
	return b, ok
}

// BuiltinNames lists the names of the built-in piece table, in no fixed
// order: a piece line with one of these names and no XBetza of its own
// ("knight:N:::b1,g1") moves as the table says.
func BuiltinNames() []string {
	names := make([]string, 0, len(builtinPieces))
	for n := range builtinPieces {
		names = append(names, n)
	}
	return names
}
