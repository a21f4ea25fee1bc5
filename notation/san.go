package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// SAN writes a legal move of position p in standard algebraic notation,
// extended for fairy moves:
//   - pieces are written by their ID (multi-letter IDs such as +L as is);
//     pawns (promoting types written P) have no letter;
//   - drops: ID@square (P@e4);
//   - castling: O-O toward the higher files, O-O-O toward the lower (the
//     side the partner stands on, whichever way the king goes); when
//     a piece can castle over several distances the king's destination
//     follows (O-O/g1);
//   - multi-leg moves list every side-effect victim with x before the
//     destination: Lxe5-f6 (hit and run), Lxe5xe6 (double capture),
//     Lxe5-d4 (igui: capture without moving), Rxd5-d2 (rifle);
//   - a captured piece put down again (Madhouse relocation, XBetza u):
//     @square after the move (Rxa7@h3);
//   - Seirawan gating: /ID after the move (Nf3/H), with the square when a
//     castling gates on the partner's square (O-O/Eh1);
//   - promotion =ID, check +, mate #.
func SAN(p *core.Position, m core.Move, legal []core.Move) string {
	d := p.Detail(m)
	s := sanNoCheck(p, &d, legal)
	p.Make(m)
	if p.InCheck() {
		// HasLegalMove: a generation here could forget the details of
		// legal, which the caller may go on writing (chimera moves)
		if p.HasLegalMove() {
			s += "+"
		} else {
			s += "#"
		}
	}
	p.Unmake()
	return s
}

// sanNoCheck is SAN without the check and mate marks.
func sanNoCheck(p *core.Position, m *core.MoveDetail, legal []core.Move) string {
	s := sanBody(p, m, legal)
	if m.Gate != core.NoPiece {
		// Seirawan gating: /H, with the square when castling gates on the
		// partner's square
		s += "/" + p.Variant().Types[m.Gate.Type()].ID
		if m.GateSq != m.From {
			s += p.Variant().Geometry.SquareName(int(m.GateSq))
		}
	}
	return s
}

func sanBody(p *core.Position, m *core.MoveDetail, legal []core.Move) string {
	v := p.Variant()
	g := v.Geometry
	if m.From < 0 && m.Flags&core.FlagPass != 0 {
		return "pass"
	}
	id := v.Types[m.Piece.Type()].ID
	if m.Flags&core.FlagDrop != 0 {
		// the face it is dropped as, where a piece in hand may go down
		// on either (dropPromoted: Micro and Kyoto shogi), as UCI writes
		// it: L@a1 and +L@a1 were both L@a1 until 2026-12-04
		if m.Result != core.NoPiece {
			id = v.Types[m.Result.Type()].ID
		}
		return id + "@" + g.SquareName(int(m.To))
	}
	if m.Flags&core.FlagCastle != 0 {
		s := "O-O"
		if castlesLow(g, m) {
			s = "O-O-O"
		}
		n := 0
		for _, lm := range legal {
			o := p.Detail(lm)
			if o.Flags&core.FlagCastle != 0 && o.From == m.From && castlesLow(g, &o) == castlesLow(g, m) {
				n++
			}
		}
		if n > 1 {
			s += "/" + g.SquareName(int(m.To))
		}
		return s
	}
	pawn := byFile(&v.Types[m.Piece.Type()])
	var sb strings.Builder
	if !pawn {
		sb.WriteString(id)
	}
	// side-effect victims: all but a capture on the destination
	var locust []int16
	captureOnTo := false
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] == m.To && m.Flags&core.FlagEnPassant == 0 {
			captureOnTo = true
		} else if m.Flags&core.FlagEnPassant == 0 {
			locust = append(locust, m.Victims[i])
		}
	}
	if m.Flags&core.FlagEnPassant != 0 {
		captureOnTo = true
	}
	if m.From == m.To && m.NVictims > 0 {
		// a rifle capture: the victims are listed, the piece stays
		locust, captureOnTo = nil, false
		for i := 0; i < int(m.NVictims); i++ {
			locust = append(locust, m.Victims[i])
		}
	}
	// disambiguation, as in SAN
	needFile, needRank := false, false
	if pawn {
		needFile = captureOnTo || len(locust) > 0 || g.FileOf(int(m.From)) != g.FileOf(int(m.To))
		// another pawn that reaches the square from the same file (one
		// moving back, Pawnback's f6-f5 beside f4-f5) or, unwritten,
		// from anywhere: the whole square tells them apart
		for _, lm := range legal {
			if lm.To() != m.To || !writtenAlike(v, lm.Piece(), m.Piece, true) {
				continue
			}
			o := p.Detail(lm)
			if o.From == m.From || o.From < 0 || o.Flags&(core.FlagDrop|core.FlagCastle) != 0 {
				continue
			}
			if !needFile || g.FileOf(int(o.From)) == g.FileOf(int(m.From)) {
				needFile, needRank = true, true
			}
		}
	} else {
		// a rival is any other piece written with the same letter: of
		// the same type, or of another type sharing its ID (the Xiangqi
		// soldier before and after the river, where f6xg6 and g5xg6
		// were both written Pxg6 until 2026-12-04)
		ambiguous, sameFile, sameRank := false, false, false
		for _, lm := range legal {
			if lm.To() != m.To || !writtenAlike(v, lm.Piece(), m.Piece, false) {
				continue
			}
			o := p.Detail(lm)
			if o.From == m.From || !writtenAlike(v, o.Piece, m.Piece, false) || o.To != m.To || o.Flags&(core.FlagDrop|core.FlagCastle) != 0 {
				continue
			}
			ambiguous = true
			if g.FileOf(int(o.From)) == g.FileOf(int(m.From)) {
				sameFile = true
			}
			if g.RankOf(int(o.From)) == g.RankOf(int(m.From)) {
				sameRank = true
			}
		}
		if ambiguous {
			switch {
			case !sameFile:
				needFile = true
			case !sameRank:
				needRank = true
			default:
				needFile, needRank = true, true
			}
		}
	}
	from := g.SquareName(int(m.From))
	if needFile && needRank {
		sb.WriteString(from)
	} else if needFile {
		sb.WriteString(core.FileName(g.FileOf(int(m.From))))
	} else if needRank {
		sb.WriteString(from[len(core.FileName(g.FileOf(int(m.From)))):])
	}
	for _, sq := range locust {
		sb.WriteString("x" + g.SquareName(int(sq)))
	}
	switch {
	case captureOnTo:
		sb.WriteString("x")
	case len(locust) > 0:
		sb.WriteString("-")
	case m.From == m.To:
		sb.WriteString(from + "-") // a pass
	}
	sb.WriteString(g.SquareName(int(m.To)))
	if m.Flags&core.FlagUnload != 0 {
		// the captured piece is put down again: Madhouse relocation, or
		// the u of XBetza
		sb.WriteString("@" + g.SquareName(int(m.UnloadSq)))
	}
	// a change into a type with the same ID (a disguised promotion, like
	// the Xiangqi soldier crossing the river) is not written
	if m.Result != m.Piece && (v.Types[m.Result.Type()].ID != id || m.Result.Color() != m.Piece.Color()) {
		sb.WriteString("=" + v.Types[m.Result.Type()].ID)
	}
	return sb.String()
}

// writtenAlike reports whether SAN writes a's and b's moves alike: the
// same side's pieces of one ID, both pawns written by their files alone
// (pawns) or neither of them (pieces written with their letter).
func writtenAlike(v *core.Variant, a, b core.Piece, pawns bool) bool {
	if a == b {
		return true
	}
	if a == core.NoPiece || b == core.NoPiece || a.Color() != b.Color() {
		return false
	}
	ta, tb := &v.Types[a.Type()], &v.Types[b.Type()]
	return ta.ID == tb.ID && byFile(ta) == pawns && byFile(tb) == pawns
}

// byFile reports whether SAN writes t's moves without its letter, as
// chess writes a pawn's: a promoting type with the ID P.
func byFile(t *core.PieceType) bool { return t.Promotes && t.ID == "P" }

// castlesLow reports whether a castling move goes toward the lower files:
// where its partner stands (by the Chess960 rule a king on b1 castling
// with the a1 rook moves right, to c1, or not at all from c1), else
// where the piece goes.
func castlesLow(g *core.Geometry, m *core.MoveDetail) bool {
	to := m.To
	if m.PartnerFrom >= 0 {
		to = m.PartnerFrom
	}
	return g.FileOf(int(to)) < g.FileOf(int(m.From))
}

// SANDetail is SAN for a move given as a detail (a search's result, a
// game record's move): it looks the move up among p's legal moves. A
// move that is not legal in p is written without check marks.
func SANDetail(p *core.Position, d *core.MoveDetail) string {
	var ml core.MoveList
	p.GenerateLegal(&ml)
	if m, ok := p.Find(ml.Moves, d); ok {
		return SAN(p, m, ml.Moves)
	}
	return sanNoCheck(p, d, ml.Moves)
}
