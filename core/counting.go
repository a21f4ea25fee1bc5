package core

// Counting rules: how a game that would otherwise be drawn, or that ends
// because the board is full or nobody can move, is decided by counting
// the pieces on the board (Othello, Ataxx).

// Counting says how a drawn game is decided instead (Fairy-Stockfish's
// materialCounting).
type Counting uint8

const (
	// CountNone: a draw stays a draw.
	CountNone Counting = iota
	// CountPieces: the side with more pieces on the board wins; equal
	// numbers draw (materialCounting=unweighted).
	CountPieces
	// CountWhiteDrawOdds: White wins what would be a draw.
	CountWhiteDrawOdds
	// CountBlackDrawOdds: Black wins what would be a draw.
	CountBlackDrawOdds
	// CountValues: the side whose pieces on the board have the greater
	// sum of their value= wins, Black's sum raised by CountingKomi; equal
	// sums draw (Janggi's point count, materialCounting=janggi).
	CountValues
)

// boardFull reports whether every square of the board holds a piece.
func (p *Position) boardFull() bool {
	return len(p.plist[White])+len(p.plist[Black]) >= p.v.squares
}

// drawOutcome is the end of a game that the rules call drawn, decided by
// the counting rule when there is one.
func (p *Position) drawOutcome(reason string) Outcome {
	switch p.v.Rules.Counting {
	case CountPieces:
		w, b := len(p.plist[White]), len(p.plist[Black])
		switch {
		case w > b:
			return Outcome{Over: true, Winner: White, Reason: reason + ", more pieces"}
		case b > w:
			return Outcome{Over: true, Winner: Black, Reason: reason + ", more pieces"}
		}
	case CountWhiteDrawOdds:
		return Outcome{Over: true, Winner: White, Reason: reason + ", draw odds"}
	case CountBlackDrawOdds:
		return Outcome{Over: true, Winner: Black, Reason: reason + ", draw odds"}
	case CountValues:
		w, b := p.valueSum(White), p.valueSum(Black)+p.v.Rules.CountingKomi
		switch {
		case w > b:
			return Outcome{Over: true, Winner: White, Reason: reason + ", more points"}
		case b > w:
			return Outcome{Over: true, Winner: Black, Reason: reason + ", more points"}
		}
	}
	return Outcome{Over: true, Draw: true, Reason: reason}
}

// stalemateOutcome is the end of the game for colour c, which cannot
// move and is not in check: the stalemate value, or with StalemateCount
// that value for the side with fewer pieces (its opposite for the side
// with more, a draw for equal numbers); a draw is then counted.
func (p *Position) stalemateOutcome(c Color) Outcome {
	r := &p.v.Rules
	val, reason := r.Stalemate, "stalemate"
	if r.StalemateCount {
		reason = "stalemate (pieces counted)"
		mine, theirs := len(p.plist[c]), len(p.plist[c.Other()])
		switch {
		case mine == theirs:
			val = ValueDraw
		case mine > theirs:
			val = oppositeValue(val)
		}
	}
	if val == ValueDraw {
		return p.drawOutcome(reason)
	}
	return valueOutcome(c, val, reason)
}

func oppositeValue(v Value) Value {
	switch v {
	case ValueWin:
		return ValueLoss
	case ValueLoss:
		return ValueWin
	}
	return v
}

// stalematePass appends a pass when the side to move has no legal move
// but has a piece on the board and passing leaves its royals safe
// (Fairy-Stockfish's passOnStalemate).
func (p *Position) stalematePass(ml *MoveList) {
	if m, ok := p.StalematePass(); ok {
		ml.Moves = append(ml.Moves, m)
	}
}

// StalematePass returns the pass the side to move makes when it has no
// other legal move (passOnStalemate=1: it has a piece on the board and
// passing leaves its royals safe); false when the variant or the position
// has none. A search that found no legal move among the pseudo-legal
// ones plays it instead of scoring a stalemate. It does not look for
// other moves.
func (p *Position) StalematePass() (Move, bool) {
	if !p.v.PassOnStalemate || len(p.plist[p.side]) == 0 {
		return NoMove, false
	}
	m := MoveDetail{From: -1, To: -1, Flags: FlagPass, PartnerFrom: -1, UnloadSq: -1}
	if !p.isLegal(&m) {
		return NoMove, false
	}
	return p.Pack(&m), true
}

// valueSum is the sum of the value= of colour c's pieces on the board.
func (p *Position) valueSum(c Color) int {
	n := 0
	for _, sq := range p.plist[c] {
		n += p.v.Types[p.board[sq].Type()].Value
	}
	return n
}
