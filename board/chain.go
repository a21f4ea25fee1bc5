package board

import "github.com/chimera-variants/chimera/core"

// Chains entered stop by stop. A move whose piece is put down on the way
// (a Fanorona capture chain, a draughts multi-jump: core.Position.Stops)
// can be clicked landing point after landing point: each click on a next
// stop that some moves go on from adds it to the path; a click on the
// path's last stop (or on the piece) ends the move there; a click on a
// victim keeps the moves that take it (approach or withdrawal at the same
// landing point). A click on a move's final square still plays it when
// it is the only move that fits (the chooser opens when several do), so
// moves of one stop behave as before.

// chain is the selected piece's moves with their stops, and what has been
// clicked of them.
type chain struct {
	from, ply int // the selection and the record's length it belongs to
	moves     []core.MoveDetail
	stops     [][]core.Stop
	path      []int // the stops clicked, in order
	need      []int // the victims clicked
}

// chainInfo is the chain of the selected piece (nil for a drop or
// nothing selected), built when first asked for.
func (c *Controller) chainInfo() *chain {
	if c.selected < 0 || c.drop >= 0 {
		return nil
	}
	if ch := c.chain; ch != nil && ch.from == c.selected && ch.ply == len(c.Game.Moves) {
		return ch
	}
	ch := &chain{from: c.selected, ply: len(c.Game.Moves)}
	for _, m := range c.Game.Legal() {
		if c.selects(&m) {
			ch.moves = append(ch.moves, m)
			ch.stops = append(ch.stops, c.Game.Pos.Stops(&m))
		}
	}
	c.chain = ch
	return ch
}

// fits tells whether move i goes through the stops clicked and takes the
// victims clicked.
func (ch *chain) fits(i int) bool {
	st := ch.stops[i]
	if len(st) < len(ch.path) {
		return false
	}
	for k, sq := range ch.path {
		if st[k].Sq != sq {
			return false
		}
	}
	m := &ch.moves[i]
	for _, v := range ch.need {
		if !takes(m, v) {
			return false
		}
	}
	return true
}

// takes tells whether m removes the piece on sq.
func takes(m *core.MoveDetail, sq int) bool {
	for k := 0; k < int(m.NVictims); k++ {
		if int(m.Victims[k]) == sq {
			return true
		}
	}
	return false
}

// fitting are the selected piece's moves that fit what has been clicked.
func (c *Controller) fitting() []core.MoveDetail {
	ch := c.chainInfo()
	if ch == nil {
		var out []core.MoveDetail
		for _, m := range c.Game.Legal() {
			if c.selects(&m) {
				out = append(out, m)
			}
		}
		return out
	}
	var out []core.MoveDetail
	for i := range ch.moves {
		if ch.fits(i) {
			out = append(out, ch.moves[i])
		}
	}
	return out
}

// Path is the stops clicked so far of a move being entered stop by stop
// (empty when none).
func (c *Controller) Path() []int {
	if ch := c.chainInfo(); ch != nil {
		return append([]int(nil), ch.path...)
	}
	return nil
}

// chainClick handles a click on sq while a piece is selected, for what
// only chains do: a next stop that moves go on from, the end of the path
// clicked again, a victim that tells moves apart. It reports false when
// the click is an ordinary one (the caller then goes on as before).
func (c *Controller) chainClick(sq int) (Result, bool) {
	ch := c.chainInfo()
	if ch == nil {
		return Result{}, false
	}
	n := len(ch.path)
	if n == 0 && sq == c.selected {
		return Result{}, false // a second click on the piece: as before
	}
	isNext := false
	for i := range ch.moves {
		if st := ch.stops[i]; ch.fits(i) && len(st) > n && st[n].Sq == sq {
			isNext = true
		}
	}
	if n > 0 && (sq == ch.path[n-1] || sq == c.selected && !isNext) {
		// (the start square may be a next stop: the Lion's igui)
		var end []core.MoveDetail
		for i := range ch.moves {
			if ch.fits(i) && len(ch.stops[i]) == n {
				end = append(end, ch.moves[i])
			}
		}
		if len(end) == 0 {
			return Result{Message: "the move cannot stop on " + c.sqName(ch.path[n-1]),
				Announce: "the move cannot stop on " + c.sqName(ch.path[n-1])}, true
		}
		return c.playOrChoose(ch.path[n-1], end), true
	}
	var ending []core.MoveDetail
	goesOn, through, tos := false, 0, 0
	var taking []int
	for i := range ch.moves {
		if !ch.fits(i) {
			continue
		}
		st := ch.stops[i]
		switch {
		case len(st) == n:
			// ends where the path ends: a click there plays it
		case st[n].Sq == sq && len(st) == n+1:
			ending = append(ending, ch.moves[i])
		case st[n].Sq == sq:
			goesOn = true
		case int(ch.moves[i].To) == sq:
			tos++
		case takes(&ch.moves[i], sq):
			through++
			taking = append(taking, i)
		}
	}
	switch {
	case goesOn:
		ch.path = append(ch.path, sq)
		text := c.sqName(sq) + ": click the next stop"
		if len(ending) > 0 {
			text += ", or " + c.sqName(sq) + " again to stop there"
		}
		return Result{Announce: text}, true
	case len(ending) > 0 && tos == 0:
		return c.playOrChoose(sq, ending), true
	case tos == 0 && through > 1 && !sameStops(ch, taking):
		// a victim of moves that go different ways: keep those that take
		// it, and let the stops tell them apart
		ch.need = append(ch.need, sq)
		return Result{Announce: "taking " + c.sqName(sq) + ": click the next stop"}, true
	}
	return Result{}, false
}

// sameStops tells whether the moves idx of ch all have the same stops
// (then only the chooser can tell them apart).
func sameStops(ch *chain, idx []int) bool {
	for _, i := range idx[1:] {
		a, b := ch.stops[idx[0]], ch.stops[i]
		if len(a) != len(b) {
			return false
		}
		for k := range a {
			if a[k] != b[k] {
				return false
			}
		}
	}
	return true
}

// nextStops marks, for the moves that fit, the next stop of each that is
// not its final square (the final squares are marked as before).
func (c *Controller) nextStops(marks []Marker) {
	ch := c.chainInfo()
	if ch == nil {
		return
	}
	n := len(ch.path)
	for i := range ch.moves {
		if ch.fits(i) && len(ch.stops[i]) > n+1 && marks[ch.stops[i][n].Sq] == NoMarker {
			marks[ch.stops[i][n].Sq] = MarkMove
		}
	}
}

// onPath tells whether sq is one of the stops clicked.
func (c *Controller) onPath(sq int) bool {
	if c.chain == nil || c.chain.from != c.selected {
		return false
	}
	for _, s := range c.chain.path {
		if s == sq {
			return true
		}
	}
	return false
}

// sqName is the name of square sq.
func (c *Controller) sqName(sq int) string { return c.Game.Variant().Geometry.SquareName(sq) }

// halfwayView is how the board shows a move entered stop by stop: the
// piece on the last stop clicked, its start square empty, and the pieces
// every move still fitting takes (those it has surely taken) gone.
type halfwayView struct {
	on         bool
	from, stop int
	piece      core.Piece
	taken      []int
}

// halfway is the view of the move being entered (off when no stop has
// been clicked): the pieces gone are those every fitting move has taken
// once it stands on the last stop clicked (core.Stop.Taken).
func (c *Controller) halfway() halfwayView {
	ch := c.chain
	if ch == nil || ch.from != c.selected || len(ch.path) == 0 || c.choice != nil {
		return halfwayView{}
	}
	n := len(ch.path)
	var h halfwayView
	count := make([]int, c.Game.Variant().Geometry.Size()) // a slice: a map[int] would link the map code for 8-byte keys
	moves := 0
	for i := range ch.moves {
		if !ch.fits(i) {
			continue
		}
		m := &ch.moves[i]
		if moves == 0 {
			h = halfwayView{on: true, from: c.selected, stop: ch.path[n-1], piece: m.Piece}
		}
		moves++
		for k := 0; k < ch.stops[i][n-1].Taken && k < int(m.NVictims); k++ {
			if v := int(m.Victims[k]); v >= 0 && v < len(count) {
				count[v]++
			}
		}
	}
	for sq, k := range count {
		if moves > 0 && k == moves && sq != h.stop {
			h.taken = append(h.taken, sq)
		}
	}
	return h
}

// at is what the view shows on sq, and whether it differs from the
// position.
func (h halfwayView) at(sq int) (core.Piece, bool) {
	switch {
	case !h.on:
		return core.NoPiece, false
	case sq == h.stop:
		return h.piece, true
	case sq == h.from:
		return core.NoPiece, true
	}
	for _, v := range h.taken {
		if v == sq {
			return core.NoPiece, true
		}
	}
	return core.NoPiece, false
}
