package core

// CastlePartnerSquares returns the squares where a piece of type t and
// colour c standing on sq finds its castling partners: along each
// castling direction, the square PartnerSkip squares in from the edge
// (a hole counts as the edge).
func (v *Variant) CastlePartnerSquares(t int, c Color, sq int) []int {
	var out []int
	tg := &v.graphs[c][t]
	for i := range tg.castle {
		cp := &tg.castle[i]
		if len(cp.legs) == 0 {
			continue
		}
		cl := &cp.legs[0]
		for _, d := range cl.dirs {
			step := v.Geometry.steps[cl.vid[d]]
			var line []int
			for s := step[sq]; s >= 0; s = step[s] {
				line = append(line, int(s))
			}
			pi := len(line) - 1 - cp.castle.PartnerSkip
			if pi < 0 {
				continue
			}
			dup := false
			for _, o := range out {
				dup = dup || o == line[pi]
			}
			if !dup {
				out = append(out, line[pi])
			}
		}
	}
	return out
}

// CanCastle reports whether type t has castling moves.
func (v *Variant) CanCastle(t int) bool {
	return len(v.graphs[White][t].castle) > 0
}

// HasInitialMoves reports whether type t has moves only an unmoved piece
// may make (XBetza i), castling aside.
func (v *Variant) HasInitialMoves(t int) bool {
	for _, p := range v.Types[t].Moves.Paths {
		if p.Castle == nil && len(p.Legs) > 0 && p.Legs[0].Initial > 0 {
			return true
		}
	}
	return false
}
