package core

// Routes of path-program moves: a Move says where a piece starts and
// ends and what it takes, not the way it went. A page that lets the
// player enter a Fanorona or checkers chain point by point needs the
// squares in between; ProgramRoute finds them by walking the programs
// again, off the hot path.

// progRouteMax is the longest route ProgramRoute records.
const progRouteMax = 128

// progRoute records the walk of one program and keeps the route of the
// first match equal to the move looked for.
type progRoute struct {
	want  *Move
	path  [progRouteMax]int16
	found []int
}

// match keeps the route of the walk in state st if it made m, the move
// looked for, and no route was found yet.
func (r *progRoute) match(m *Move, st *progState) {
	w := r.want
	if r.found != nil || m.From != w.From || m.To != w.To || m.NVictims != w.NVictims ||
		m.PartnerFrom != w.PartnerFrom || m.PartnerTo != w.PartnerTo {
		return
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] != w.Victims[i] {
			return
		}
	}
	r.found = make([]int, 0, st.nroute+1)
	for _, sq := range r.path[:st.nroute] {
		r.found = append(r.found, int(sq))
	}
	if n := len(r.found); n == 0 || r.found[n-1] != int(m.To) {
		r.found = append(r.found, int(m.To)) // (a piece put down where it was carried to last)
	}
}

// ProgramRoute returns the squares the moving piece of m passes over or
// stops on, in order, its destination last, when m is a move of a path
// program (a Fanorona chain: the points it lands on; a checkers jump
// chain: each jumped square and landing square), or nil when no
// program of the piece makes m. Squares it reaches again after taking
// pieces away from itself (OpReturn) are not repeated. Of several routes
// that make the same move, the first the walk finds is given. The
// position must be the one m was generated in.
func (p *Position) ProgramRoute(m *Move) []int {
	if m.From < 0 || int(m.From) >= len(p.board) || p.board[m.From] != m.Piece || m.Piece == NoPiece {
		return nil
	}
	pc := m.Piece
	tg := &p.v.graphs[pc.Color()][pc.Type()]
	rec := &progRoute{want: m}
	var ml MoveList
	for i := range tg.progs {
		w := progWalker{p: p, ml: &ml, pp: &tg.progs[i], ops: tg.progs[i].prog.Ops, origin: m.From, piece: pc,
			c: pc.Color(), rec: rec, target: -1, visit: p.progVisitBuf()}
		p.progNest, p.progSteps = 1, ProgStepBudget
		w.run(0, w.start(), 0)
		p.progNest = 0
		if rec.found != nil {
			return rec.found
		}
	}
	return nil
}
