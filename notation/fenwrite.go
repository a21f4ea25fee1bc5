package notation

// This file writes a position as FEN.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// FEN writes a position in the dialect ParseFEN reads.
func FEN(p *core.Position) string {
	v := p.Variant()
	g := v.Geometry
	var sb strings.Builder
	for r := g.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < g.Files; f++ {
			sq := g.Square(f, r)
			if !g.Exists[sq] {
				if empty > 0 {
					sb.WriteString(strconv.Itoa(empty))
					empty = 0
				}
				sb.WriteByte('*')
				continue
			}
			pc := p.At(sq)
			if pc == core.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if v.Types[pc.Type()].Wall {
				sb.WriteByte('*')
				continue
			}
			sb.WriteString(pieceLetters(v, pc))
			if p.PromotedFrom(sq) >= 0 {
				sb.WriteByte('~')
			}
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	if v.Holdings || handNonEmpty(p) {
		sb.WriteByte('[')
		for c := core.White; c <= core.Black; c++ {
			for t := range v.Types {
				for i := 0; i < p.Hand(c, t); i++ {
					sb.WriteString(pieceLetters(v, core.MakePiece(t, c)))
				}
			}
		}
		sb.WriteByte(']')
	}
	if p.Side() == core.White {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	sb.WriteString(castlingField(p))
	sb.WriteByte(' ')
	// the e.p. squares (empty ones: an occupied square names the
	// victim), then the victim's square unless it is the default
	eps, victim := p.EnPassant()
	// a plain loop: slices.DeleteFunc on ints is 1.4 KB of the wasm's
	// code for this alone
	var empty []int
	for _, sq := range eps {
		if p.At(sq) == core.NoPiece {
			empty = append(empty, sq)
		}
	}
	eps = empty
	if len(eps) == 0 || victim < 0 || p.At(victim) == core.NoPiece {
		sb.WriteByte('-')
	} else {
		for _, sq := range eps {
			sb.WriteString(g.SquareName(sq))
		}
		if victim != defaultEPVictim(p, eps[0]) {
			sb.WriteString(g.SquareName(victim))
		}
	}
	if cc := p.CheckCounters(); cc != "" {
		sb.WriteString(" " + cc)
	}
	half, full := p.Counters()
	sb.WriteString(" " + strconv.Itoa(half) + " " + strconv.Itoa(full))
	if multiMove(v) {
		turn, left := p.Turn()
		sb.WriteString(" T" + strconv.Itoa(turn) + "/" + strconv.Itoa(left))
	}
	return sb.String()
}

func handNonEmpty(p *core.Position) bool {
	for c := core.White; c <= core.Black; c++ {
		for t := range p.Variant().Types {
			if p.Hand(c, t) > 0 {
				return true
			}
		}
	}
	return false
}

func pieceLetters(v *core.Variant, pc core.Piece) string {
	id := v.Types[pc.Type()].ID
	if pc.Color() == core.Black {
		return strings.ToLower(id)
	}
	return id
}

// castlingField writes the unmoved flags the castling field governs: K
// and Q for an unmoved royal's unmoved partners toward the higher and the
// lower files (their file letters, Shredder-FEN, when the variant
// shuffles its array and castles by the Chess960 rule), file letters for
// other unmoved pieces with initial moves.
func castlingField(p *core.Position) string {
	v := p.Variant()
	g := v.Geometry
	var sb strings.Builder
	for c := core.White; c <= core.Black; c++ {
		var letters []byte
		add := func(ch byte) {
			if c == core.Black {
				ch += 32
			}
			letters = append(letters, ch)
		}
		var files []byte // Shredder-FEN castling letters
		castler, partners := castlerOf(p, c)
		var partnerSquares []int // a list: a map[int] would link the map code for 8-byte keys
		castles := false
		for _, ps := range partners {
			pc := p.At(ps)
			if !p.Virgin(castler) || pc == core.NoPiece || pc.Color() != c || !p.Virgin(ps) ||
				(v.CastlePartners[c] != nil && !v.CastlePartners[c][pc.Type()]) {
				if !v.Gating {
					partnerSquares = append(partnerSquares, ps)
				}
				continue // (with gating, an unmoved partner still gates: a file letter)
			}
			partnerSquares = append(partnerSquares, ps)
			castles = true
			if v.Castle960 && len(v.Shuffle) > 0 {
				// a shuffled array: the partner's file (Shredder-FEN),
				// as Fairy-Stockfish writes Chess960 rights, the higher
				// file first (HAha; castlerOf lists the lower first)
				files = append([]byte{byte('A' + g.FileOf(ps))}, files...)
				continue
			}
			if g.FileOf(ps) > g.FileOf(castler) {
				add('K')
			} else {
				add('Q')
			}
		}
		if castler >= 0 && !castles && p.Virgin(castler) && v.Gating {
			// an unmoved castler that can no longer castle may still gate
			add(byte('A' + g.FileOf(castler)))
		}
		for _, sq16 := range p.Pieces(c) {
			sq := int(sq16)
			pc := p.At(sq)
			if sq == castler || slices.Contains(partnerSquares, sq) || !p.Virgin(sq) || !fileLetterGoverned(v, pc.Type()) {
				continue
			}
			add(byte('A' + g.FileOf(sq)))
		}
		sortBytes(letters)
		if c == core.Black {
			sb.WriteString(strings.ToLower(string(files)))
		} else {
			sb.Write(files)
		}
		sb.Write(letters)
	}
	if sb.Len() == 0 {
		return "-"
	}
	return sb.String()
}

func hasCastling(v *core.Variant, t int) bool {
	for _, path := range v.Types[t].Moves.Paths {
		if path.Castle != nil {
			return true
		}
	}
	return false
}

// sortBytes orders castling letters the usual way: K, Q, then files.
func sortBytes(b []byte) {
	rank := func(c byte) int {
		switch c {
		case 'K', 'k':
			return 0
		case 'Q', 'q':
			return 1
		}
		return 2 + int(c)
	}
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && rank(b[j]) < rank(b[j-1]); j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
}

// firstPromotingType is the type a '~' piece reverts to: the first type
// that promotes (the pawn).
func firstPromotingType(v *core.Variant) int {
	for t, pt := range v.Types {
		if pt.Promotes {
			return t
		}
	}
	return -1
}

// multiMove reports whether turns may hold several moves (the FEN's T
// field).
func multiMove(v *core.Variant) bool {
	return v.Rules.Turns != nil || v.Rules.TurnsFibonacci || v.Rules.TurnsProgressive
}
