package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// USI, the protocol of shogi GUIs, writes positions in SFEN and squares
// as a file number and a rank letter seen from the first player (sente,
// "Black" in USI's words, Chimera's White): files are numbered from the
// right (9 is the leftmost of shogi's nine), ranks lettered from the top
// (a is the second player's back rank). Chimera's a1 is the lower left
// corner, so a board of any size maps one to one.

// USISquare names a square as USI does: "7g" for Chimera's c3 on a 9x9
// board. Files past 9 take more digits (12a on a 12-wide board); ranks
// past z take two letters, as Chimera's files do.
func USISquare(g *core.Geometry, sq int) string {
	if sq < 0 || sq >= g.Size() {
		return "-"
	}
	return strconv.Itoa(g.Files-g.FileOf(sq)) + core.FileName(g.Ranks-1-g.RankOf(sq))
}

// ParseSFEN reads a position in SFEN, USI's FEN: the board as in FEN
// (ranks from the top, upper case the first player's pieces, +X a
// promoted piece), the side to move (b: the first player, Chimera's
// White; w: the second), the hands ("-" or counts and letters: 2P3pb)
// and the move number, which counts plies from 1 (optional, as the hands
// are: "startpos"-like strings of two fields are read). The move number
// becomes Chimera's: a second player to move on an odd one (a handicap
// game's "w - 1") is read as the first move.
func ParseSFEN(v *core.Variant, sfen string) (*core.Position, error) {
	if len(sfen) > maxFENLength {
		return nil, &fenError{"length", tooLong(lite.Quote(clip(sfen)), len(sfen), "bytes", maxFENLength)}
	}
	f := strings.Fields(sfen)
	if len(f) < 2 || len(f) > 4 {
		return nil, &fenError{"fields", "SFEN has 2 to 4 fields (board, side, hands, move number), not " + strconv.Itoa(len(f))}
	}
	board := f[0]
	for i := 0; i < len(board); i++ {
		if c := board[i]; !isLetter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '/' {
			return nil, &fenError{"board", "unexpected " + lite.Quote(firstRune(board[i:])) + " in an SFEN board"}
		}
	}
	if n := strings.Count(board, "/") + 1; n != v.Geometry.Ranks {
		return nil, &fenError{"board", strconv.Itoa(n) + " ranks, the board has " + strconv.Itoa(v.Geometry.Ranks)}
	}
	side := ""
	switch f[1] {
	case "b":
		side = "w"
	case "w":
		side = "b"
	default:
		return nil, &fenError{"side", lite.Quote(clip(f[1])) + ": must be b (the first player) or w"}
	}
	var hand strings.Builder
	if len(f) > 2 && f[2] != "-" {
		h := f[2]
		pieces := 0
		for k := 0; k < len(h); {
			count := 1
			if d := digitsAt(h, k); d > k {
				n, ok := parseCount(h[k:d], maxFENPieces)
				if !ok || n < 1 {
					return nil, &fenError{"hands", lite.Quote(clip(h[k:d])) + ": a count from 1 to " + strconv.Itoa(maxFENPieces)}
				}
				count, k = n, d
			}
			id, n := readPieceID(h[k:])
			if n == 0 {
				return nil, &fenError{"hands", "unexpected " + lite.Quote(firstRune(h[k:]))}
			}
			if pieces += count; pieces > maxFENPieces {
				return nil, &fenError{"hands", "more than " + strconv.Itoa(maxFENPieces) + " pieces in the hands"}
			}
			k += n
			for range count {
				hand.WriteString(id)
			}
		}
	}
	full := 1
	if len(f) > 3 {
		n, ok := parseCount(f[3], maxNumber)
		if !ok || n < 1 {
			return nil, &fenError{"move number", lite.Quote(clip(f[3])) + ": must be a number from 1 to " + strconv.Itoa(maxNumber)}
		}
		full = max(n/2, 1)
		if side == "w" {
			full = (n + 1) / 2
		}
	}
	return ParseFEN(v, board+"["+hand.String()+"] "+side+" - - 0 "+strconv.Itoa(full), FENOptions{})
}

// SFEN writes a position in SFEN: the board as FEN writes it, the side
// to move (b: the first player), each player's hand (the first player's
// first, counts before letters, the most valuable first: the reverse of
// the variant's piece order, which for shogi is RBGSNLP) and the number
// of the ply to be played, counted from 1.
func SFEN(p *core.Position) string {
	v := p.Variant()
	fen := FEN(p)
	board := fen[:strings.IndexAny(fen, "[ ")]
	var sb strings.Builder
	sb.WriteString(board)
	if p.Side() == core.White {
		sb.WriteString(" b ")
	} else {
		sb.WriteString(" w ")
	}
	empty := true
	for c := core.White; c <= core.Black; c++ {
		for t := len(v.Types) - 1; t >= 0; t-- {
			n := p.Hand(c, t)
			if n == 0 {
				continue
			}
			if n > 1 {
				sb.WriteString(strconv.Itoa(n))
			}
			sb.WriteString(pieceLetters(v, core.MakePiece(t, c)))
			empty = false
		}
	}
	if empty {
		sb.WriteByte('-')
	}
	_, full := p.Counters()
	ply := 2*full - 1
	if p.Side() == core.Black {
		ply++
	}
	sb.WriteString(" " + strconv.Itoa(ply))
	return sb.String()
}
