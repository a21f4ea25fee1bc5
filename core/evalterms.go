package core

// The evaluation's weights have names, so that a variant file or a
// weights file can set them and a tuner can fit them: global terms
// (EvalTermNames) and terms per piece type (EvalTypeTermNames, written
// NAME.ID). The search owns their meaning and defaults; the variant only
// carries the values that differ from those (Variant.Eval).

// Global evaluation terms, indexes into EvalTermNames.
const (
	EvalTempo           = iota // bonus of the side to move
	EvalCentreWeight           // per mille of a knight's value per relative extra mobility of a square
	EvalCentreCap              // largest placement bonus of a piece (not royal, not promoting)
	EvalShelter                // per own piece next to a royal, middle game
	EvalShelterMax             // most pieces counted as shelter
	EvalAttacker               // per enemy non-promoting piece within two king steps of a royal
	EvalHandAttack             // per enemy piece in hand while the royal has fewer than 4 shelterers (drop games)
	EvalHandFactor             // percent of a type's value a piece in hand is worth (unless hand.ID is set)
	EvalPair                   // two colour-bound pieces on both colours
	EvalRoyalCentreFile        // per file from the edge, a royal's middle-game penalty
	EvalDoubled                // per extra promoting piece on a file
	EvalIsolated               // per promoting piece with none of its kind on the files beside
	EvalPassed                 // per rank (squared, late) of a passed promoting piece
	EvalUnstoppable            // a passed piece the bare enemy royal cannot catch
	EvalMopUpLead              // the lead in material from which the mop-up applies
	EvalMopUpEdge              // per step of a lone royal from the centre
	EvalMopUpNear              // per step the royals are closer
	EvalMopUpPieces            // per step each other piece is closer to the lone royal
	EvalMopUpShare             // the mop-up's lead must be at least 1/N of the pieces' value on the board (0: any)
	EvalHuntNear               // per step the own royal is nearer the last enemy pieces
	EvalHuntApart              // per step those are further from their royal
	EvalMobility               // percent of the derived per-square mobility weights
	EvalKingAttack             // percent of the penalty for attacks on the squares around a royal
	EvalThreat                 // per enemy piece a piece worth less attacks
	EvalHanging                // per enemy piece attacked and not guarded
	EvalAttackerWorth          // per mille of its value, per enemy non-promoting piece within two king steps of a royal, both phases
	EvalConnect                // per open run of a connect rule's line, times the square of the own pieces in it
	EvalDropRoom               // per square the side may drop on under a drop rule that depends on the pieces (Othello's mobility)
	EvalAnchored               // per own piece an enclosing flip cannot turn (Othello's corners and what grows from them)
	EvalFrontier               // per own piece next to an empty square, under an enclosing flip
	EvalNearCorner             // per own piece next to an empty corner, under an enclosing flip
	EvalFlipGain               // per enemy piece the side to move's best drop would turn, under an adjacent flip
	EvalGoalNear               // per move a piece needs to reach its nearest goal square, a penalty (both phases)
	EvalChecksGiven            // times the square of the checks a side has given toward a check limit (both phases)
	EvalTerritory              // per empty square a side's pieces reach first, where pieces never capture and a side without moves loses (both phases)
	EvalOpenFile               // per piece sliding forward along a file without own promoting pieces, twice without any (middle game; half in the end game)
	EvalRoyalOpenFile          // per file at or beside a royal without own promoting pieces, twice without any, a penalty (middle game)
	EvalMobilityLow            // percent of a type's mobility weight that each square short of the middle of its reach costs
	EvalDropCheck              // king-attack units per type in hand that could be dropped to check the enemy royal on a square the enemy does not guard (drop games)
	EvalContempt               // centipawns a draw costs the side to move at the root: the contempt engines and the page play with unless told another
	NumEvalTerms
)

// EvalTermNames are the names of the global terms, by index.
var EvalTermNames = [NumEvalTerms]string{"tempo", "centreWeight", "centreCap", "shelter", "shelterMax",
	"attacker", "handAttack", "handFactor", "pair", "royalCentreFile", "doubled", "isolated", "passed",
	"unstoppable", "mopUpLead", "mopUpEdge", "mopUpNear", "mopUpPieces", "mopUpShare",
	"huntNear", "huntApart", "mobility",
	"kingAttack", "threat", "hanging", "attackerWorth", "connect",
	"dropRoom", "anchored", "frontier", "nearCorner", "flipGain", "goalNear", "checksGiven", "territory", "openFile", "royalOpenFile", "mobilityLow", "dropCheck", "contempt"}

// Terms per piece type, indexes into EvalTypeTermNames.
const (
	EvalMg    = iota // material value in the middle game (centipawns)
	EvalEg           // material value in the end game
	EvalPsqMg        // percent of the derived middle-game placement table
	EvalPsqEg        // percent of the derived end-game placement table
	EvalHand         // value of a piece in hand
	NumEvalTypeTerms
)

// EvalTypeTermNames are the names of the per-type terms, by index.
var EvalTypeTermNames = [NumEvalTypeTerms]string{"mg", "eg", "psqMg", "psqEg", "hand"}

// EvalSetting sets one evaluation weight: a global term (Type -1) or a
// type's term (Type indexes Variant.Types).
type EvalSetting struct {
	Term  int
	Type  int
	Value int
}

// MaxEvalValue bounds the magnitude of an evaluation weight.
const MaxEvalValue = 100_000
