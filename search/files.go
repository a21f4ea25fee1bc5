package search

import "github.com/chimera-variants/chimera/core"

// The openFile term: a piece that slides forward along its file (a rook,
// a lance, a chariot) on a file where its side has no promoting piece (a
// pawn) to block it stands on a half-open file, and on an open one where
// the enemy has none either: its slide reaches the enemy camp. The
// royalOpenFile term is the other side of it: such files at a royal are
// the enemy's way in.

// fileSliders marks the types, neither royal nor promoting, that slide
// at least three squares forward along a file from a square of their
// side's second rank on an empty board, and not as far diagonally: a
// queen's power does not hang on a file as a rook's does.
func fileSliders(v *core.Variant) []bool {
	out := make([]bool, v.NumTypes())
	g := v.Geometry
	if g.Ranks < 5 {
		return out
	}
	p, err := core.NewPosition(v)
	if err != nil {
		return out
	}
	f := g.Files / 2
	from := g.Square(f, 1)
	if from < 0 || !g.Exists[from] {
		return out
	}
	var ml core.MoveList
	for t, pt := range v.Types {
		if v.CanBeRoyal(t) || pt.Promotes {
			continue
		}
		p.Put(from, core.MakePiece(t, core.White), false)
		ml.Reset()
		p.GeneratePieceMoves(&ml, from)
		p.Put(from, core.NoPiece, false)
		ahead, diagonal := 0, 0
		for _, m := range ml.Moves {
			to := int(m.To())
			for r := 2; r <= 4; r++ {
				if to == g.Square(f, r) {
					ahead++
				}
				if d := r - 1; to == g.Square(f+d, r) || to == g.Square(f-d, r) {
					diagonal++
				}
			}
		}
		out[t] = ahead == 3 && diagonal < 3
	}
	return out
}

// openFiles scores colour c's file sliders on files without its own
// promoting pieces: the weight for each, twice it where the enemy has
// none there either (pawns counts the promoting pieces per file).
func (e *Evaluator) openFiles(p *core.Position, c core.Color, pawns *[2][maxFiles]uint8) int {
	w := e.w.g[core.EvalOpenFile]
	if w == 0 || !e.anySlider {
		return 0
	}
	s := 0
	for _, sq := range p.Pieces(c) {
		if !e.fileSlider[p.At(int(sq)).Type()] {
			continue
		}
		f := e.fileOf[sq]
		if pawns[c][f] == 0 {
			s += w
			if pawns[c.Other()][f] == 0 {
				s += w
			}
		}
	}
	return s
}

// royalFiles is colour c's middle-game penalty for open files at its
// royal: the royalOpenFile weight per file of the royal's and the two
// beside it without own promoting pieces, twice where the enemy has none
// there either (a variant with more than one royal is left out).
func (e *Evaluator) royalFiles(p *core.Position, c core.Color, pawns *[2][maxFiles]uint8) int {
	w := e.w.g[core.EvalRoyalOpenFile]
	if w == 0 {
		return 0
	}
	r := p.Royals(c)
	if len(r) != 1 {
		return 0
	}
	f := int(e.fileOf[r[0]])
	s := 0
	for g := max(f-1, 0); g <= f+1 && g < e.v.Geometry.Files; g++ {
		if pawns[c][g] == 0 {
			s -= w
			if pawns[c.Other()][g] == 0 {
				s -= w
			}
		}
	}
	return s
}
