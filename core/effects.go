package core

// The Interactive Diagram's two rule tables, in compiled form: the morph
// board (what happens when a piece of a type arrives on a square) and the
// capture matrix (what happens when a type captures another).

// MorphKind is the meaning of one square of a morph board.
type MorphKind uint8

const (
	MorphNone          MorphKind = iota // '.': nothing special
	MorphChange                         // a piece ID: mandatory change of type
	MorphChoice                         // '*' or a digit: promotion with a choice from a promotion set
	MorphShogi                          // '?': optional shogi promotion (stay, or the promoted form)
	MorphShogiForced                    // '^': mandatory shogi promotion
	MorphForbidden                      // '!': the type may not arrive here
	MorphGoalLegal                      // '+': reaching it wins, by a legal move
	MorphGoalImmediate                  // '#': reaching it wins at once, even pseudo-legally
	MorphKeepType                       // '=': capture-driven type changes are suppressed here
)

// MorphCell is one square of a morph board.
type MorphCell struct {
	Kind MorphKind
	// Type is the type changed to (MorphChange).
	Type int
	// Enemy: the piece becomes the opponent's (lower-case ID).
	Enemy bool
	// Set is the promotion set index (MorphChoice): 0 = the first
	// promoChoice set ('*' and '1'), 1 = the second ('2'), ...
	Set int
}

// Morph is a morph board written from White's point of view: index
// rank*files + file, rank 0 = White's first rank. Black's board is derived
// by the variant's symmetry.
type Morph []MorphCell

// CaptureKind is the meaning of one cell of the capture matrix.
type CaptureKind uint8

const (
	CaptureNone           CaptureKind = iota // '.': nothing special
	CaptureChange                            // a piece ID: the capturer changes type
	CaptureForbidden                         // '!': the capture is impossible
	CaptureIfUnguarded                       // '%': forbidden when the victim is protected
	CaptureNoHop                             // '^': the mover may not hop over this type
	CaptureExplode                           // '@': the capture explodes (atomic area effect)
	CaptureWins                              // '$': the capture wins the game (type-selective royalty)
	CaptureNoHopNoCapture                    // '&': neither hop over nor capture this type (Janggi cannons)
	CaptureRifle                             // '~': a rifle capture: the victim is removed, the capturer stays where it was
)

// CaptureCell is one cell of the capture matrix.
type CaptureCell struct {
	Kind  CaptureKind
	Type  int  // CaptureChange: the type the capturer becomes
	Enemy bool // CaptureChange: it becomes the opponent's piece (lower-case ID)
}

// CaptureMatrix has one row per mover type; column 0 is the empty square
// (a non-capture), columns 1..n the enemy types and n+1..2n the friendly
// types, n being the number of types.
type CaptureMatrix [][]CaptureCell
