package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// fenError is a problem in a FEN string.
type fenError struct {
	Field string
	Msg   string
}

func (e *fenError) Error() string { return "FEN " + e.Field + ": " + e.Msg }

// FENOptions changes how a FEN is read.
type FENOptions struct {
	// AllVirgin treats every piece as unmoved (notation tests, XBetza
	// vectors) instead of deriving the flags from start squares and the
	// castling field.
	AllVirgin bool
}

// ParseFEN reads a position in Fairy-Stockfish's FEN dialect: the board
// (digits for empty squares, '*' for a hole, '+X' a promoted shogi piece,
// 'X~' a promoted crazyhouse piece), optional [holdings], side to move,
// castling (KQkq or file letters), en-passant square(s), optional check
// counters (3+3), half-move clock and move number. "startpos" is the
// variant's start position.
//
// The en-passant field lists the squares the last move passed over; the
// piece that may be taken there stands just beyond the first of them,
// seen from the side to move, unless the field also names an occupied
// square: that square holds it ("e3e4" after a lame pawn move e2-e4, the
// victim written because it is not the default). Whatever ParseFEN
// accepts, FEN writes back in a form ParseFEN reads as the same position.
//
// FENs beyond the package's limits (16 KiB, 8 fields, 4,096 pieces,
// counters up to 1,000,000) are refused with an error naming the field
// and the limit. ParseFEN does not judge whether play can start from the
// position; core.Position.Validate does.
func ParseFEN(v *core.Variant, fen string, opt FENOptions) (*core.Position, error) {
	if len(fen) > maxFENLength {
		return nil, &fenError{"length", tooLong(lite.Quote(clip(fen)), len(fen), "bytes", maxFENLength)}
	}
	fen = strings.TrimSpace(fen)
	if fen == "startpos" || fen == "" {
		p, err := core.StartPosition(v)
		if err != nil {
			return nil, err
		}
		if opt.AllVirgin {
			for sq := 0; sq < v.Geometry.Size(); sq++ {
				if p.At(sq) != core.NoPiece {
					p.SetVirgin(sq, true)
				}
			}
		}
		return p, nil
	}
	fields := strings.Fields(fen)
	if len(fields) > maxFENFields {
		return nil, &fenError{"fields", strconv.Itoa(len(fields)) + " fields; the limit is " + strconv.Itoa(maxFENFields)}
	}
	p, err := core.NewPosition(v)
	if err != nil {
		return nil, err
	}
	g := v.Geometry
	ids := fenIDs(v)
	board := fields[0]
	holdings := ""
	if i := strings.IndexByte(board, '['); i >= 0 {
		j := strings.IndexByte(board, ']')
		if j < i {
			return nil, &fenError{"holdings", "missing ']'"}
		}
		if j != len(board)-1 {
			return nil, &fenError{"holdings", lite.Quote(clip(board[j+1:])) + " after ']'"}
		}
		holdings = board[i+1 : j]
		board = board[:i]
	}
	if n := strings.Count(board, "/") + 1; n > g.Ranks+1 {
		return nil, &fenError{"board", strconv.Itoa(n) + " ranks, the board has " + strconv.Itoa(g.Ranks)}
	}
	rows := strings.Split(board, "/")
	if len(rows) == g.Ranks+1 && holdings == "" {
		// some writers put the holdings in an extra rank
		holdings = rows[g.Ranks]
		rows = rows[:g.Ranks]
	}
	if len(rows) != g.Ranks {
		return nil, &fenError{"board", strconv.Itoa(len(rows)) + " ranks, the board has " + strconv.Itoa(g.Ranks)}
	}
	pieces := 0
	for i, row := range rows {
		rank := g.Ranks - 1 - i
		file := 0
		for k := 0; k < len(row); {
			ch := row[k]
			switch {
			case ch >= '0' && ch <= '9':
				end := digitsAt(row, k)
				n, ok := parseCount(row[k:end], g.Files-file)
				if !ok {
					return nil, &fenError{"board", "rank " + strconv.Itoa(rank+1) + ": " + clip(row[k:end]) + " empty squares after " + strconv.Itoa(file) + " files, the board has " + strconv.Itoa(g.Files)}
				}
				file += n
				k = end
				continue
			case ch == '*':
				// a hole: only valid where the variant has one; on a square
				// of the board, a wall where the variant has walls
				sq := g.Square(file, rank)
				if w := v.WallType(); w >= 0 && sq >= 0 && g.Exists[sq] {
					p.Put(sq, core.MakePiece(w, core.White), false)
					pieces++
				} else if sq >= 0 && g.Exists[sq] {
					return nil, &fenError{"board", "hole at " + g.SquareName(sq) + ", which is a square of this board"}
				}
				file++
				k++
				continue
			}
			id, n := readPieceID(row[k:])
			if n == 0 {
				return nil, &fenError{"board", "unexpected " + lite.Quote(firstRune(row[k:])) + " in rank " + strconv.Itoa(rank+1)}
			}
			k += n
			promoted := false
			if k < len(row) && row[k] == '~' {
				k++ // a promoted piece: it reverts when captured into a hand
				promoted = true
			}
			pc, ok := ids.piece(id)
			if !ok {
				return nil, &fenError{"board", lite.Quote(id) + " is not a piece of this variant"}
			}
			sq := g.Square(file, rank)
			if sq < 0 {
				return nil, &fenError{"board", "rank " + strconv.Itoa(rank+1) + " is longer than " + strconv.Itoa(g.Files) + " files"}
			}
			if !g.Exists[sq] {
				return nil, &fenError{"board", "a piece on " + g.SquareName(sq) + ", a hole of this board"}
			}
			pc = core.MakePiece(v.SettledType(pc.Type(), pc.Color(), sq), pc.Color())
			p.Put(sq, pc, false)
			pieces++
			if promoted {
				p.SetPromotedFrom(sq, firstPromotingType(v))
			}
			file++
		}
		if file != g.Files {
			return nil, &fenError{"board", "rank " + strconv.Itoa(rank+1) + " has " + strconv.Itoa(file) + " files, the board has " + strconv.Itoa(g.Files)}
		}
	}
	for k := 0; k < len(holdings); {
		if holdings[k] == '-' {
			k++
			continue
		}
		id, n := readPieceID(holdings[k:])
		if n == 0 {
			return nil, &fenError{"holdings", "unexpected " + lite.Quote(firstRune(holdings[k:]))}
		}
		k += n
		pc, ok := ids.piece(id)
		if !ok {
			return nil, &fenError{"holdings", lite.Quote(id) + " is not a piece of this variant"}
		}
		if pieces++; pieces > maxFENPieces {
			return nil, &fenError{"holdings", "more than " + strconv.Itoa(maxFENPieces) + " pieces on the board and in the hands; the limit is " + strconv.Itoa(maxFENPieces)}
		}
		p.SetHand(pc.Color(), pc.Type(), p.Hand(pc.Color(), pc.Type())+1)
	}
	if len(fields) > 1 {
		switch fields[1] {
		case "w":
		case "b":
			p.SetSide(core.Black)
		default:
			return nil, &fenError{"side", lite.Quote(clip(fields[1])) + ": must be w or b"}
		}
	}
	castling := ""
	hasCastling := len(fields) > 2
	if hasCastling {
		castling = fields[2]
	}
	setVirginFlags(p, castling, hasCastling, opt.AllVirgin)
	if !opt.AllVirgin {
		// keep only the unmoved flags a castling field can state (a rook
		// on its start square without a king, say, has none), so that the
		// FEN written reads back as the same position
		setVirginFlags(p, castlingField(p), true, false)
	}
	rest := fields[min(len(fields), 3):]
	if len(rest) > 0 {
		if err := parseEP(p, rest[0]); err != nil {
			return nil, err
		}
		rest = rest[1:]
	}
	if len(rest) > 0 && strings.IndexByte(rest[0], '+') > 0 {
		// checks each side still has to give: 3+3
		a, b, ok := counterPair(rest[0])
		if !ok {
			return nil, &fenError{"check counters", lite.Quote(clip(rest[0])) + ": must be two numbers up to " + strconv.Itoa(maxNumber) + ", as 3+3"}
		}
		p.SetCheckCounters(strconv.Itoa(a) + "+" + strconv.Itoa(b))
		rest = rest[1:]
	}
	if n := len(rest); n > 0 && strings.HasPrefix(rest[n-1], "T") {
		// where in a multi-move turn the side to move stands: T<turn>/<left>
		turn, left, ok := turnField(rest[n-1])
		if !ok {
			return nil, &fenError{"turn", lite.Quote(clip(rest[n-1])) + ": must be T<turn>/<moves left>, numbers up to " + strconv.Itoa(maxNumber)}
		}
		if !multiMove(v) {
			return nil, &fenError{"turn", lite.Quote(clip(rest[n-1])) + ": this variant has one move per turn"}
		}
		p.SetTurn(turn, left)
		rest = rest[:n-1]
	}
	if n := len(rest); n > 0 && strings.HasPrefix(rest[n-1], "+") {
		// checks given so far (lichess): +2+0
		a, b, ok := counterPair(rest[n-1][1:])
		if !ok || v.Rules.CheckLimit > 0 && (a > v.Rules.CheckLimit || b > v.Rules.CheckLimit) {
			return nil, &fenError{"check counters", lite.Quote(clip(rest[n-1])) + ": must be + and two numbers up to the check limit, as +2+0"}
		}
		p.SetChecksGiven(rest[n-1])
		rest = rest[:n-1]
	}
	if v.Rules.CheckLimit > 0 && p.CheckCounters() == "" {
		p.SetCheckCounters(strconv.Itoa(v.Rules.CheckLimit) + "+" + strconv.Itoa(v.Rules.CheckLimit))
	}
	half, full := 0, 1
	if len(rest) > 2 {
		return nil, &fenError{"counters", lite.Quote(clip(rest[0])) + ": unexpected field"}
	}
	if len(rest) > 0 {
		n, ok := parseCount(rest[0], maxNumber)
		if !ok {
			return nil, &fenError{"half-move clock", lite.Quote(clip(rest[0])) + ": must be a number from 0 to " + strconv.Itoa(maxNumber)}
		}
		half = n
	}
	if len(rest) > 1 {
		n, ok := parseCount(rest[1], maxNumber)
		if !ok {
			return nil, &fenError{"move number", lite.Quote(clip(rest[1])) + ": must be a number from 1 to " + strconv.Itoa(maxNumber)}
		}
		full = max(n, 1)
	}
	p.SetCounters(half, full)
	return p, nil
}

// counterPair reads "a+b", two numbers up to maxNumber.
func counterPair(s string) (a, b int, ok bool) {
	x, y, found := strings.Cut(s, "+")
	if !found {
		return 0, 0, false
	}
	a, ok1 := parseCount(x, maxNumber)
	b, ok2 := parseCount(y, maxNumber)
	return a, b, ok1 && ok2
}

// turnField reads "T<turn>/<left>": a turn index and the moves left in
// it (at least 1).
func turnField(s string) (turn, left int, ok bool) {
	x, y, found := strings.Cut(strings.TrimPrefix(s, "T"), "/")
	if !found {
		return 0, 0, false
	}
	turn, ok1 := parseCount(x, maxNumber)
	left, ok2 := parseCount(y, maxNumber)
	return turn, left, ok1 && ok2 && left >= 1
}

// fenIndex finds the piece a FEN letter names.
type fenIndex map[string]int

// fenIDs indexes the variant's types by ID (the first type of an ID).
func fenIDs(v *core.Variant) fenIndex {
	ix := fenIndex{}
	for t := len(v.Types) - 1; t >= 0; t-- {
		ix[v.Types[t].ID] = t
	}
	return ix
}

// piece maps a FEN letter (upper case White, lower case Black) to a
// piece.
func (ix fenIndex) piece(id string) (core.Piece, bool) {
	letter := id[len(id)-1]
	c := core.White
	if letter >= 'a' && letter <= 'z' {
		c = core.Black
	}
	t, ok := ix[strings.ToUpper(id)]
	if !ok {
		return core.NoPiece, false
	}
	return core.MakePiece(t, c), true
}

// readPieceID reads one piece ID: a letter, or '+' and a letter.
func readPieceID(s string) (string, int) {
	if s == "" {
		return "", 0
	}
	if s[0] == '+' && len(s) > 1 && isLetter(s[1]) {
		return s[:2], 2
	}
	if isLetter(s[0]) {
		return s[:1], 1
	}
	return "", 0
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// parseEP reads the en-passant field: '-', or one or more squares. The
// victim is the piece just beyond the first square (seen from the side to
// move), unless an occupied square is named: that one holds the victim.
// A number there (some writers put a counter in its place) is passed over.
func parseEP(p *core.Position, field string) error {
	if field == "-" || digitsAt(field, 0) == len(field) {
		return nil
	}
	g := p.Variant().Geometry
	var squares []int
	victim := -1
	for s := field; s != ""; {
		sq, n := g.ParseSquarePrefix(s)
		if n == 0 {
			return &fenError{"en passant", lite.Quote(clip(field)) + ": " + lite.Quote(clip(s)) + " is not a square of the board"}
		}
		s = s[n:]
		switch {
		case p.At(sq) == core.NoPiece:
			if len(squares) == maxEPSquares {
				return &fenError{"en passant", lite.Quote(clip(field)) + ": more than " + strconv.Itoa(maxEPSquares) + " squares; the limit is " + strconv.Itoa(maxEPSquares)}
			}
			squares = append(squares, sq)
		case victim >= 0:
			return &fenError{"en passant", lite.Quote(clip(field)) + ": two occupied squares (" + g.SquareName(victim) + " and " + g.SquareName(sq) + "); only one piece can be taken en passant"}
		default:
			victim = sq
		}
	}
	if len(squares) == 0 {
		return &fenError{"en passant", lite.Quote(clip(field)) + ": no empty square to take on"}
	}
	if victim < 0 {
		victim = defaultEPVictim(p, squares[0])
		if victim < 0 || p.At(victim) == core.NoPiece {
			return &fenError{"en passant", lite.Quote(clip(field)) + ": no piece beyond " + g.SquareName(squares[0]) + " to take en passant (name its square too, as e3e4)"}
		}
	}
	p.SetEnPassant(squares, victim)
	return nil
}

// maxEPSquares is the number of e.p. squares a position keeps (those a
// lame move of up to five steps passes over).
const maxEPSquares = 4

// defaultEPVictim is the square just beyond e.p. square sq, seen from the
// side to move: where a pawn that passed over sq stands.
func defaultEPVictim(p *core.Position, sq int) int {
	dy := -1
	if p.Side() == core.Black {
		dy = 1
	}
	return p.Variant().Geometry.Step(sq, 0, dy)
}
