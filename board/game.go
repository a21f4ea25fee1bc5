package board

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/look"
	"github.com/chimera-variants/chimera/notation"
)

// Game is one diagram's game record: the variant, the position it started
// from and the moves played, with the current position kept in step.
// Who played each move (the player or the computer) is kept too, so that
// Undo can take back a computer's answer with the move it answered.
type Game struct {
	Block *notation.Block
	Start *core.Position
	Pos   *core.Position
	Moves []core.MoveDetail

	// byComputer[i] tells whether Moves[i] was the computer's
	byComputer []bool
	// arrayStart: Start is an array of the variant (not a FEN set
	// since), so Restart may shuffle a new one
	arrayStart bool
	// legal caches the legal moves of Pos (valid while legalKey matches)
	legal    []core.MoveDetail
	legalKey legalKey
}

// legalKey identifies the position the cached legal moves belong to.
type legalKey struct {
	pos   *core.Position
	hash  uint64
	moves int
}

// NewGame compiles a parameter block and sets up its start position:
// the listed array, even when the variant shuffles (shuffle=), so that a
// diagram shows what its block lists; Restart shuffles.
func NewGame(text string) (*Game, error) {
	b, err := notation.ParseBlock(text)
	if err != nil {
		return nil, err
	}
	start, err := notation.ParseFEN(b.Variant, "startpos", notation.FENOptions{})
	if err != nil {
		return nil, err
	}
	return &Game{Block: b, Start: start, Pos: start.Copy(), arrayStart: true}, nil
}

// Variant is the game's variant.
func (g *Game) Variant() *core.Variant { return g.Block.Variant }

// Legal lists the legal moves of the current position. The slice is
// shared until the position changes: callers must not modify it.
func (g *Game) Legal() []core.MoveDetail {
	key := legalKey{g.Pos, g.Pos.Hash(), len(g.Moves)}
	if g.legal == nil || g.legalKey != key {
		// the board keeps details (it holds no Move of the position)
		var ml core.MoveList
		g.Pos.ForgetMoves()
		g.Pos.GenerateLegal(&ml)
		g.legal, g.legalKey = make([]core.MoveDetail, len(ml.Moves)), key
		for i, m := range ml.Moves {
			g.legal[i] = g.Pos.Detail(m)
		}
	}
	return g.legal
}

// Play makes move m, a legal move of the current position, played by the
// computer or not.
func (g *Game) Play(m core.MoveDetail, byComputer bool) {
	g.Pos.MakeDetail(&m)
	g.Moves = append(g.Moves, m)
	// moves loaded from a list or a FEN were nobody's: the flags start
	// where they do
	for len(g.byComputer) < len(g.Moves)-1 {
		g.byComputer = append(g.byComputer, false)
	}
	g.byComputer = append(g.byComputer[:len(g.Moves)-1], byComputer)
}

// ByComputer tells whether move i of the record was played by the
// computer.
func (g *Game) ByComputer(i int) bool { return i >= 0 && i < len(g.byComputer) && g.byComputer[i] }

// Undo takes back the last move; false when there is none.
func (g *Game) Undo() bool {
	if len(g.Moves) == 0 {
		return false
	}
	g.Pos.Unmake()
	g.Moves = g.Moves[:len(g.Moves)-1]
	g.byComputer = g.byComputer[:min(len(g.byComputer), len(g.Moves))]
	return true
}

// UndoTurn takes back the computer's last answer, if the last moves are
// the computer's, and then the player's move before it: the player is to
// move again where they were. Without a computer's answer it takes back
// one move. It returns how many moves were taken back.
func (g *Game) UndoTurn() int {
	n := 0
	for len(g.Moves) > 0 && g.ByComputer(len(g.Moves)-1) {
		g.Undo()
		n++
	}
	if g.Undo() {
		n++
	}
	return n
}

// SetFEN restarts the game from a FEN, which must describe a position that
// can be played (core's Validate). On an error the game is left as it
// was.
func (g *Game) SetFEN(fen string) error {
	p, err := notation.ParseFEN(g.Block.Variant, fen, notation.FENOptions{})
	if err != nil {
		return err
	}
	if err := p.Validate(); err != nil {
		return errors.New("this position cannot be played: " + err.Error())
	}
	g.Start, g.Pos, g.Moves, g.byComputer = p, p.Copy(), nil, nil
	g.arrayStart = false
	return nil
}

// MoveError is a move of a move list that cannot be played: which move
// (its number and side) and the token.
type MoveError struct {
	Number int
	Side   string
	Token  string
	Reason string
}

func (e *MoveError) Error() string {
	return "move " + strconv.Itoa(e.Number) + " (" + e.Side + "), " + lite.Quote(e.Token) + ": " + e.Reason
}

// LoadText restarts the game and plays a move list (SAN; move numbers and
// a result are skipped), within notation's limits. On an error, a
// *MoveError naming the move, the game is left as it was.
func (g *Game) LoadText(text string) error {
	if len(text) > notation.MaxGameLength {
		return errors.New("the move list is " + strconv.Itoa(len(text)) + " bytes; the limit is " + strconv.Itoa(notation.MaxGameLength))
	}
	p := g.Start.Copy()
	var moves []core.MoveDetail
	for _, tok := range strings.Fields(text) {
		if skippedToken(tok) {
			continue
		}
		fail := func(reason string) error {
			_, full := p.Counters()
			return &MoveError{Number: full, Side: look.SideName(g.Variant(), p.Side()), Token: clip(tok), Reason: reason}
		}
		if len(moves) == notation.MaxGameMoves {
			limit := strconv.Itoa(notation.MaxGameMoves)
			return fail("more than " + limit + " moves; the limit is " + limit)
		}
		if len(tok) > notation.MaxMoveTokenLength {
			return fail("the move is " + strconv.Itoa(len(tok)) + " characters; the limit is " + strconv.Itoa(notation.MaxMoveTokenLength))
		}
		m, err := notation.FindSAN(p, tok)
		if err != nil {
			if o := p.Outcome(nil); o.Over {
				return fail("the game is already over (" + o.Reason + ")")
			}
			return fail("not a legal move here")
		}
		moves = append(moves, p.Detail(m))
		p.Make(m)
	}
	g.Pos, g.Moves, g.byComputer = p, moves, nil
	return nil
}

// skippedToken tells the tokens of a move list that are not moves: move
// numbers ("12.", "12...") and results.
func skippedToken(tok string) bool {
	switch tok {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	n := strings.TrimRight(tok, ".")
	if n == tok || n == "" {
		return false
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// clip cuts a token quoted in a message to 40 characters: tokens come from
// the page and may be of any length.
func clip(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return string([]rune(s)[:max]) + "…"
}

// Restart takes back every move. When the variant shuffles its array
// (shuffle=) and the game started from one of its arrays (not from a FEN
// set by SetFEN), it starts a new game from a new random array: Start
// changes.
func (g *Game) Restart() {
	v := g.Variant()
	if g.arrayStart && v.ShuffleCount() > 0 {
		if p, err := core.ShuffledPosition(v, rand.Uint64N(v.ShuffleCount())); err == nil {
			g.Start = p
		}
	}
	g.Pos, g.Moves, g.byComputer = g.Start.Copy(), nil, nil
}

// Replay rebuilds the position from the start and the moves played: after
// an internal error in the middle of a move, the game is as it was before
// that move.
func (g *Game) Replay() {
	g.Pos = g.PositionAt(len(g.Moves))
}

// PositionAt is the position after the first ply moves of the record (a
// new position; ply is clamped to the record).
func (g *Game) PositionAt(ply int) *core.Position {
	p := g.Start.Copy()
	for i := 0; i < ply && i < len(g.Moves); i++ {
		p.MakeDetail(&g.Moves[i])
	}
	return p
}

// Record is the move list as text ("1. e4 e5").
func (g *Game) Record() string { return notation.GameText(g.Start, g.Moves) }

// FEN is the current position's FEN.
func (g *Game) FEN() string { return notation.FEN(g.Pos) }

// SAN writes a legal move of the current position; legal is Legal().
func (g *Game) SAN(m *core.MoveDetail, legal []core.MoveDetail) string {
	return notation.SANDetail(g.Pos, m)
}

// Outcome is pos.Outcome given the legal moves as details.
func Outcome(pos *core.Position, legal []core.MoveDetail) core.Outcome {
	return pos.Outcome(outcomeList(legal))
}

// outcomeList stands for a list of legal moves in Position.Outcome,
// which looks only at whether there is one.
func outcomeList(legal []core.MoveDetail) []core.Move {
	if len(legal) == 0 {
		return []core.Move{}
	}
	return oneMove
}

var oneMove = []core.Move{core.NoMove}
