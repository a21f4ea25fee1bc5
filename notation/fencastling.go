package notation

// This file reads a FEN's castling field: which pieces have not moved
// (virgin), found from the letters, the files or the start position.

import "github.com/chimera-variants/chimera/core"

func onStart(v *core.Variant, pc core.Piece, sq int) bool {
	return v.IsHome(pc, sq)
}

// castlingGoverned reports whether the castling field decides a type's
// unmoved flag: castlers, partners and non-promoting pieces with initial
// moves. Pawns keep the start-square rule.
func castlingGoverned(v *core.Variant, t int) bool {
	return v.TracksVirgin(t) && !v.Types[t].Promotes
}

// fileLetterGoverned reports whether a file letter of the castling field
// can give a type's piece its unmoved flag (outside castling): a governed
// type with initial moves, or any governed type when gating (Seirawan)
// needs the flag.
func fileLetterGoverned(v *core.Variant, t int) bool {
	return castlingGoverned(v, t) && (v.HasInitialMoves(t) || v.Gating)
}

func setVirginFlags(p *core.Position, castling string, hasField, all bool) {
	v := p.Variant()
	g := v.Geometry
	for sq := 0; sq < g.Size(); sq++ {
		pc := p.At(sq)
		if pc == core.NoPiece {
			continue
		}
		switch {
		case all:
			p.SetVirgin(sq, true)
		case hasField && castlingGoverned(v, pc.Type()):
			p.SetVirgin(sq, false)
		default:
			p.SetVirgin(sq, onStart(v, pc, sq))
		}
	}
	if all || !hasField || castling == "-" {
		return
	}
	// each side's castler and partners, found once (not per letter)
	var castlers [2]int
	var partnerLists [2][]int
	for c := core.White; c <= core.Black; c++ {
		castlers[c], partnerLists[c] = castlerOf(p, c)
	}
	for i := 0; i < len(castling); i++ {
		ch := castling[i]
		c := core.White
		if ch >= 'a' && ch <= 'z' {
			c = core.Black
			ch -= 32
		}
		castler, partners := castlers[c], partnerLists[c]
		switch {
		case ch == 'K' || ch == 'Q':
			for _, ps := range partners {
				kingside := g.FileOf(ps) > g.FileOf(castler)
				pc := p.At(ps)
				if kingside == (ch == 'K') && pc != core.NoPiece && pc.Color() == c {
					p.SetVirgin(ps, true)
					p.SetVirgin(castler, true)
				}
			}
		case ch >= 'A' && ch <= 'Z':
			file := int(ch - 'A')
			done := false
			if v.Castle960 && castler >= 0 {
				// a letter beyond the board's files names no square
				if sq := g.Square(file, g.RankOf(castler)); sq >= 0 {
					if pc := p.At(sq); pc != core.NoPiece && pc.Color() == c && v.IsCastlePartner(pc.Type(), c) {
						p.SetVirgin(sq, true)
						p.SetVirgin(castler, true)
						done = true
					}
				}
			}
			for _, ps := range partners {
				if v.Gating && !v.Castle960 {
					// with gating a file letter is a gate, and castling
					// is written K and Q
					break
				}
				if g.FileOf(ps) == file && p.At(ps) != core.NoPiece && p.At(ps).Color() == c {
					p.SetVirgin(ps, true)
					p.SetVirgin(castler, true)
					done = true
				}
			}
			// otherwise the governed piece on that file nearest the side's edge
			for k := 0; k < g.Ranks && !done; k++ {
				r := k
				if c == core.Black {
					r = g.Ranks - 1 - k
				}
				sq := g.Square(file, r)
				if sq < 0 {
					break
				}
				pc := p.At(sq)
				if pc != core.NoPiece && pc.Color() == c && fileLetterGoverned(v, pc.Type()) {
					p.SetVirgin(sq, true)
					done = true
				}
			}
		}
	}
}

// castlerOf finds colour c's royal castling piece and its partner squares
// (-1 and nil when there is none).
func castlerOf(p *core.Position, c core.Color) (int, []int) {
	v := p.Variant()
	g := v.Geometry
	// the castling piece: a royal one if any, else any piece that castles
	candidates := append([]int16(nil), p.Royals(c)...)
	candidates = append(candidates, p.Pieces(c)...)
	for _, r := range candidates {
		t := p.At(int(r)).Type()
		if !v.CanCastle(t) || !onCastlingRank(v, p.At(int(r)), int(r)) {
			continue
		}
		if !v.Castle960 {
			return int(r), v.CastlePartnerSquares(t, c, int(r))
		}
		// Chess960 rule: the outermost partner-type piece on each side
		var partners []int
		rank, kf := g.RankOf(int(r)), g.FileOf(int(r))
		for _, dir := range []int{-1, 1} {
			outer := -1
			for f := kf + dir; f >= 0 && f < g.Files; f += dir {
				sq := g.Square(f, rank)
				if pc := p.At(sq); pc != core.NoPiece && pc.Color() == c && v.IsCastlePartner(pc.Type(), c) {
					outer = sq
				}
			}
			if outer >= 0 {
				partners = append(partners, outer)
			}
		}
		return int(r), partners
	}
	return -1, nil
}

// onCastlingRank reports whether a castling piece stands on a rank it
// starts on (its start and home squares; the side's first rank when it
// has none): a king that has left it castles no more, and the castling
// field's letters then name other pieces.
func onCastlingRank(v *core.Variant, pc core.Piece, sq int) bool {
	g := v.Geometry
	pt := &v.Types[pc.Type()]
	c := pc.Color()
	r := g.RankOf(sq)
	if len(pt.Start[c])+len(pt.Home[c]) == 0 {
		if c == core.White {
			return r == 0
		}
		return r == g.Ranks-1
	}
	for _, list := range [2][]int{pt.Start[c], pt.Home[c]} {
		for _, s := range list {
			if g.RankOf(s) == r {
				return true
			}
		}
	}
	return false
}
