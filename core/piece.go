package core

// Color is a side: White moves first.
type Color uint8

// The two sides. A Color is also the index of per-side arrays
// (PieceType.Start, the hands), hence the fixed values.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black", as messages write the side.
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Piece is a coloured piece type packed in 16 bits; NoPiece (0) is an
// empty square.
type Piece uint16

// NoPiece is the empty square.
const NoPiece Piece = 0

// MakePiece packs a type index and a colour.
func MakePiece(typ int, c Color) Piece { return Piece((typ+1)<<1) | Piece(c) }

// Type returns the piece type index (position in the variant's list).
func (p Piece) Type() int { return int(p>>1) - 1 }

// Color returns the owner of the piece.
func (p Piece) Color() Color { return Color(p & 1) }

// PieceType is one type of piece of a variant, as its parameter block
// defines it.
type PieceType struct {
	// Name is the piece line's name ("knight").
	Name string
	ID   string // upper-case letter(s) used in FEN and notation
	// Betza is the type's XBetza move string, as written or taken from
	// the table of named pieces.
	Betza string
	// Moves is Betza parsed.
	Moves MoveSpec
	// Image is the piece line's image name, for drawing.
	Image string
	// Start holds the start squares of each colour.
	Start [2][]int
	// Home lists further squares per colour that count as start squares
	// for the unmoved state (a king dropped on e1 in a placement phase may
	// castle) without a piece standing there at the start.
	Home [2][]int
	// InHand is the number of pieces of this type in each side's hand at
	// the start (White's, Black's).
	InHand [2]int
	// Royal: the type may not be left capturable (the king).
	Royal bool
	// Value overrides the search's derived material value of the type
	// (centipawns; 0 = derive it from the type's moves).
	Value int
	// Promotes marks the types that promote in the promotion zone.
	Promotes bool
	// Morph is the type's morph board (nil = none), from White's point of
	// view; promoZone fills it with '*' for promoting types.
	Morph Morph
	// BlackMorph, when set, is Black's morph board as written (White's
	// view of the board), instead of Morph mirrored.
	BlackMorph Morph
	// Promoted is the type's shogi-style promoted form (-1 = none), used
	// by the morph symbols '?' and '^'.
	Promoted int
	// Burns: after every move of this type, the enemy pieces next to its
	// destination are removed too (Tenjiku's fire demon, Jocly burning).
	Burns bool
	// FlyRank > 0 makes the type's slides flying: it may jump over, and
	// capture, any number of pieces whose FlyRank is lower, and stops at
	// the first piece ranked as high or higher (Tenjiku's generals).
	FlyRank int
	// Wall: pieces of this type are walls (walls.go).
	Wall bool
	// LineMoves are extra moves made only along Variant.Lines: every
	// square they touch, the start included, must be a line square (the
	// Janggi palace diagonals).
	LineMoves MoveSpec
	// PromoMoves are moves that exist only as promotions into PromoTo
	// (Sittuyin: a pawn becomes a general by stepping diagonally). They
	// start only from PromoFrom squares (per colour), or anywhere when the
	// piece is the side's last of its type and PromoAnywhereIfLast is
	// set, and only while the side has fewer than PromoLimit of PromoTo
	// (0 = no limit). With PromoQuiet the new piece may not attack an
	// enemy piece and the move may not give check.
	PromoMoves          MoveSpec
	PromoTo             int
	PromoFrom           [2][]bool
	PromoAnywhereIfLast bool
	PromoLimit          int
	PromoQuiet          bool
	// Demoted is what a captured piece of this type becomes in the
	// capturer's hand (-1 = itself): a promoted shogi piece reverts.
	Demoted int
	// DropFileLimit: with an f@ drop, how many own pieces of the type a
	// file may already hold (0 = none, as in shogi's nifu; Tori shogi's
	// swallows: 1, at most two on a file).
	DropFileLimit int
	// CountsAs is 1 + the type a piece of this type counts as for
	// extinction and royalty by count (0 = itself): Sho shogi's crown
	// prince counts as a king.
	CountsAs int
	// Chase is the type's part in the perpetual-chase rule
	// (Rules.PerpetualChaseLoses); royal types take no part.
	Chase ChaseRole
}
