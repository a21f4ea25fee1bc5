package core

// Value is the outcome of a game for one side.
type Value int8

const (
	// ValueNone: the rule does not end the game.
	ValueNone Value = iota
	// ValueWin: the side the rule is about wins.
	ValueWin
	// ValueLoss: the side the rule is about loses.
	ValueLoss
	// ValueDraw: the game is drawn.
	ValueDraw
)

// Rules are the variant's game-end rules, all data. Values are from the
// point of view of the side the rule is about (the side that is mated,
// stalemated, bared ...).
type Rules struct {
	// Checkmate: the side to move has no legal move and a royal is
	// attacked (default loss).
	Checkmate Value
	// Stalemate: no legal move and no royal attacked (default draw).
	Stalemate Value
	// BareKing: the value for a side left with only royal pieces while
	// the opponent still has others (shatranj: loss).
	BareKing Value
	// Extinction lists types that a side loses by having none left
	// (extinction chess: every type; horde: all of White's).
	Extinction []int
	// ExtinctionValue is the value for the side that lost a whole type.
	ExtinctionValue Value
	// ExtinctionCount: a type counts as extinct when the side has this
	// many pieces of it or fewer (0: none left; three kings: 2).
	ExtinctionCount int
	// ExtinctionOpponentCount: extinction is judged only while the
	// opponent has at least this many pieces of the type (Koedem: a side
	// loses its kings only when the opponent holds both).
	ExtinctionOpponentCount int
	// ExtinctionClaim: the side to move is judged extinct only while the
	// opponent has one piece more than ExtinctionOpponentCount (Courier
	// chess: a side just bared may bare the opponent in reply when that
	// opponent has one piece besides its king). FSF's extinctionClaim.
	ExtinctionClaim bool
	// Repetition: a position occurring this many times ends the game
	// (0 = never) with RepetitionValue for the side to move.
	Repetition      int
	RepetitionValue Value
	// PerpetualCheckLoses: a repetition in which one side gave check on
	// every move of the cycle loses for that side.
	PerpetualCheckLoses bool
	// PerpetualChaseLoses: a repetition in which every move of one side
	// chased one and the same enemy piece, and not every move of the
	// other side did, loses for the chasing side (xiangqi's Asian rules;
	// chase.go says what a chase is). Perpetual check is judged first.
	PerpetualChaseLoses bool
	// MoveRule: after this many plies without a capture or a promoting
	// piece's move the game is drawn (0 = never; chess: 100).
	MoveRule int
	// MateLosesBy marks types that may not give checkmate: a mate in
	// which every checker is of one of them loses for the side that gave
	// it (Shatar's knight).
	MateLosesBy []bool
	// MateNeedsCheckBy marks types of which one must have given check in
	// the unbroken series of checks that ends in a mate; without such a
	// check the mate is a draw (Shatar's shak: knight, rook or bers).
	MateNeedsCheckBy []bool
	// CheckLimit: the side that gives this many checks wins (3check).
	CheckLimit int
	// RoyalsFacing: royal pieces may not face each other on an open file
	// (Xiangqi's flying general, Janggi's bikjang as a loss).
	RoyalsFacing bool
	// Turns is the number of moves in each turn; the last entry repeats
	// (nil = one move per turn). TurnsFibonacci and TurnsProgressive
	// replace the list by 1,1,2,3,5,... and 1,2,3,....
	Turns            []int
	TurnsFibonacci   bool
	TurnsProgressive bool
	// CheckEndsTurn: a move that gives check ends its turn early.
	CheckEndsTurn bool
	// Bikjang: royals facing each other on an open file end the game at
	// once with this value (Janggi); ValueNone = no such rule.
	Bikjang Value
	// ChecksForbidden: a move may not give check (racing kings).
	ChecksForbidden bool
	// GoalReply: when White reaches a goal square, the game goes on for
	// Black's reply if Black can reach one too (then a draw).
	GoalReply bool
	// AimRevokesInitial marks types that cost an unmoved enemy royal its
	// initial moves for good when they move onto one of its lines (as on
	// an empty board): Cambodian chess, where a rook aiming at the king
	// takes away its leap.
	AimRevokesInitial []bool
	// Connect is the connect-N rule (connect.go).
	Connect Connect
	// Counting decides a drawn game by counting pieces (counting.go).
	Counting Counting
	// CountingKomi is added to Black's sum under CountValues (Janggi: 1.5
	// points to Han, the second player, so no count is equal).
	CountingKomi int
	// FullBoardEnds: the game ends when every square holds a piece, drawn
	// (then counted).
	FullBoardEnds bool
	// Goal says when a goal square wins (goalrules.go).
	Goal GoalRule
	// GoalCount > 1: a side wins by its goal squares only with this many
	// of its pieces on them at once (Fairy-Stockfish's flagPieceCount);
	// 0 and 1 are one piece.
	GoalCount int
	// StalemateCount: a stalemate is worth Stalemate to the side with
	// fewer pieces on the board, the opposite to the side with more, and
	// a draw with equal numbers.
	StalemateCount bool
}

// DefaultRules are the chess rules.
func DefaultRules() Rules {
	return Rules{Checkmate: ValueLoss, Stalemate: ValueDraw, Repetition: 3,
		RepetitionValue: ValueDraw, MoveRule: 100}
}

// Outcome is the end of a game, or that it goes on (Over false).
type Outcome struct {
	// Over: the game has ended.
	Over bool
	// Winner is meaningful when Over and not Draw.
	Winner Color
	// Draw: the game has ended in a draw.
	Draw bool
	// Reason names the rule that ended it ("checkmate", "stalemate",
	// ...), for a status line.
	Reason string
}

// movesInTurn returns how many moves turn i (0-based, counting both
// sides' turns) holds.
func (r *Rules) movesInTurn(i int) int {
	switch {
	case r.TurnsFibonacci:
		a, b := 1, 1
		for k := 0; k < i; k++ {
			a, b = b, a+b
			if a > 1<<20 {
				return a
			}
		}
		return a
	case r.TurnsProgressive:
		return i + 1
	case len(r.Turns) == 0:
		return 1
	case i < len(r.Turns):
		return r.Turns[i]
	}
	return r.Turns[len(r.Turns)-1]
}

// multiMove reports whether some turn holds more than one move.
func (r *Rules) multiMove() bool {
	return r.TurnsFibonacci || r.TurnsProgressive || len(r.Turns) > 0
}
