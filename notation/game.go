package notation

import (
	"errors"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// FindSAN returns the legal move of p written san (check marks ignored),
// or an error naming the move. Moves longer than MaxMoveTokenLength are
// refused unread.
func FindSAN(p *core.Position, san string) (core.Move, error) {
	if len(san) > MaxMoveTokenLength {
		return core.NoMove, errors.New(lite.Quote(clip(san)) + ": the move is " + strconv.Itoa(len(san)) + " characters; the limit is " + strconv.Itoa(MaxMoveTokenLength))
	}
	want := strings.TrimRight(san, "+#!?")
	var ml core.MoveList
	p.GenerateLegal(&ml)
	g := p.Variant().Geometry
	for _, cm := range ml.Moves {
		m := p.Detail(cm)
		// every move but castling and passing names its destination:
		// only those that can match are written out
		if m.Flags&core.FlagCastle == 0 && !(m.From < 0 && m.Flags&core.FlagPass != 0) &&
			!strings.Contains(want, g.SquareName(int(m.To))) {
			continue
		}
		if strings.TrimRight(sanNoCheck(p, &m, ml.Moves), "+#") == want {
			return cm, nil
		}
	}
	return core.NoMove, errors.New(lite.Quote(clip(san)) + " is not a legal move in " + FEN(p))
}

// PlayText plays a game given as text: SAN moves separated by spaces;
// move numbers ("12.", "12...") and results are skipped. It returns the
// moves played, which are made on p, as details (a game record). Texts beyond MaxGameLength,
// MaxGameMoves or MaxMoveTokenLength are refused with an error naming the
// move and the limit (the moves before it are played).
func PlayText(p *core.Position, text string) ([]core.MoveDetail, error) {
	if len(text) > MaxGameLength {
		return nil, errors.New("the move list is " + strconv.Itoa(len(text)) + " bytes; the limit is " + strconv.Itoa(MaxGameLength))
	}
	var played []core.MoveDetail
	for _, tok := range strings.Fields(text) {
		if len(tok) > MaxMoveTokenLength {
			return played, errors.New("move " + strconv.Itoa(len(played)+1) + ": " + lite.Quote(clip(tok)) + " is " + strconv.Itoa(len(tok)) + " characters; the limit is " + strconv.Itoa(MaxMoveTokenLength))
		}
		if isMoveNumber(tok) || isResult(tok) {
			continue
		}
		if len(played) == MaxGameMoves {
			return played, errors.New("move " + strconv.Itoa(len(played)+1) + ": " + lite.Quote(clip(tok)) + ": more than " + strconv.Itoa(MaxGameMoves) + " moves; the limit is " + strconv.Itoa(MaxGameMoves))
		}
		m, err := FindSAN(p, tok)
		if err != nil {
			return played, err
		}
		played = append(played, p.Detail(m))
		p.Make(m)
	}
	return played, nil
}

func isMoveNumber(tok string) bool {
	t := strings.TrimRight(tok, ".")
	if t == tok || t == "" {
		return false
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// GameText writes moves played from start as a move list: "1. e4 e5 2. Nf3
// Nc6". When turns hold several moves (Fibonacci, Marseillais chess) every
// turn is numbered, Black's with "...": "2. Nf3 Nc3 2... Nc6 Nf6 d6".
// start is left as it was.
func GameText(start *core.Position, moves []core.MoveDetail) string {
	return AnnotatedGameText(start, moves, nil)
}

// AnnotatedGameText is GameText with a PGN comment after each move whose
// note is not empty ("1. e4 {+0.30/12} e5"); notes may be shorter than
// moves. A note must not hold a closing brace (it is dropped).
func AnnotatedGameText(start *core.Position, moves []core.MoveDetail, notes []string) string {
	p := start.Copy()
	multi := false
	for i := range moves {
		_, left := p.Turn()
		if left > 1 {
			multi = true
		}
		p.MakeDetail(&moves[i])
	}
	p = start.Copy()
	var sb strings.Builder
	prevSide := core.Color(2)
	commented := false
	for i := range moves {
		m := &moves[i]
		var ml core.MoveList
		p.GenerateLegal(&ml)
		side := p.Side()
		_, full := p.Counters()
		newTurn := side != prevSide
		switch {
		case newTurn && side == core.White:
			sb.WriteString(strconv.Itoa(full) + ". ")
		case newTurn && (multi || i == 0 || commented):
			// after a comment the reader needs the number again
			sb.WriteString(strconv.Itoa(full) + "... ")
		}
		if lm, ok := p.Find(ml.Moves, m); ok {
			sb.WriteString(SAN(p, lm, ml.Moves))
		} else {
			sb.WriteString(sanNoCheck(p, m, ml.Moves)) // not a legal move: written as it is
		}
		sb.WriteByte(' ')
		commented = false
		if i < len(notes) && notes[i] != "" {
			// (Split and Join, which the page links anyway, for
			// strings.ReplaceAll: 2.4 KB of the wasm's code)
			sb.WriteString("{" + strings.Join(strings.Split(notes[i], "}"), "") + "} ")
			commented = true
		}
		prevSide = side
		p.MakeDetail(m)
	}
	return strings.TrimSpace(sb.String())
}
