package core

import "math/bits"

// maxTerritoryGroups bounds the distinct (colour, type) groups of
// pieces Territory walks from; maxTerritoryLayers how many moves out.
const (
	maxTerritoryGroups = 8
	maxTerritoryLayers = 16
)

// Territory counts, for each colour, the empty squares its pieces reach
// in fewer of their own moves than any enemy piece can (a Voronoi split
// of the board, as isolation games and Amazons programs measure it):
// in a game where pieces never capture and a side that cannot move
// loses, these are the moves it will have later. Each side's pieces walk
// the current board by their leaps and slides, every other square as it
// stands. It reports false where the bitboards do not hold every move
// (boards over 128 squares, hoppers, multi-leg moves) or the pieces
// form more than maxTerritoryGroups colour and type groups.
func (p *Position) Territory() (own [2]int, ok bool) {
	if !p.useBB {
		return own, false
	}
	type group struct {
		c           Color
		tg          *typeGraph
		front, seen bitboard
	}
	var groups [maxTerritoryGroups]group
	n := 0
	var reached [2]bitboard // each colour's squares within the moves so far
	for c := White; c <= Black; c++ {
		for _, sq := range p.plist[c] {
			tg := &p.v.graphs[c][p.board[sq].Type()]
			if !tg.bbAll || len(tg.paths) > 0 || len(tg.progs) > 0 {
				// (a capture rule, which keeps a type's moves out of
				// the bitboard generator, changes none of its quiet
				// targets)
				return own, false
			}
			g := 0
			for g < n && groups[g].tg != tg {
				g++
			}
			if g == n {
				if n == maxTerritoryGroups {
					return own, false
				}
				groups[n] = group{c: c, tg: tg}
				n++
			}
			groups[g].front.set(int(sq))
			groups[g].seen.set(int(sq))
		}
	}
	occupied := p.occ[White].or(p.occ[Black])
	for layer := 0; layer < maxTerritoryLayers; layer++ {
		before := reached
		grew := false
		for i := range groups[:n] {
			g := &groups[i]
			var next bitboard
			for f := g.front; !f.empty(); {
				sq := f.first()
				f.unset(sq)
				quiet, _ := p.plainTargets(sq, g.c, g.tg)
				next = next.or(quiet)
			}
			next = next.andNot(g.seen)
			g.seen = g.seen.or(next)
			g.front = next
			reached[g.c] = reached[g.c].or(next)
			grew = grew || !next.empty()
		}
		if !grew {
			break
		}
		for c := range own {
			// first reached now, and not by the other side yet
			fresh := reached[c].andNot(before[c]).andNot(reached[1-c]).andNot(occupied)
			own[c] += bits.OnesCount64(fresh.lo) + bits.OnesCount64(fresh.hi)
		}
	}
	return own, true
}
