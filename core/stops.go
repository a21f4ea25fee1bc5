package core

// Stops: the squares where a moving piece is put down, in order, so that
// a board can let the player enter a move stop by stop (a Fanorona or
// draughts chain clicked landing point after landing point). Moves carry
// only their start, end and victims; the stops are found again on demand
// by re-walking the piece's path programs with a recorder, which costs one
// generation of that piece's moves and is done only when a piece is picked
// up, never during search.
//
// A stop is where the program puts the moving piece down (|, and the
// default ending), or where the carried piece chooses a new direction
// after it has taken something (a draughts jump's landing square, where
// the next jump turns). The last stop is always the move's To.

// maxStops is how many stops one move records; a chain with more is
// reported with its first maxStops-1 stops and its end.
const maxStops = 32

// Stop is one square where a move puts its piece down.
type Stop struct {
	// Sq is the square.
	Sq int
	// Taken is how many of the move's victims (a prefix of Move.Victims)
	// are gone once the piece stands there and has made its captures
	// from there: a board entering the move stop by stop shows them gone.
	Taken int
}

// stopRecorder is the hook the program walker calls (programwalk.go):
// push records the cursor square as a stop of the branch, match compares
// a finished move with the one asked about and keeps its stops.
type stopRecorder struct {
	want  *MoveDetail
	buf   [maxStops]int16
	taken [maxStops]uint8
	down  [maxStops]bool // put down there (its captures follow), not turned
	found bool
	out   []Stop
}

// push records st's cursor square as the branch's next stop (not twice in
// a row: a put-down followed by a turn there is one stop). A piece put
// down makes its captures after landing (approach, withdrawal), so the
// previous stop's count is completed now; one that turns after taking has
// made them on arriving.
func (r *stopRecorder) push(st *progState, down bool) {
	n := int(st.nstop)
	if n >= maxStops-1 || (n > 0 && r.buf[n-1] == st.cur) {
		return
	}
	if n > 0 && r.down[n-1] {
		r.taken[n-1] = st.nvict
	}
	r.buf[n], r.taken[n], r.down[n] = st.cur, st.nvict, down
	st.nstop++
}

// match keeps the stops of the first walk that builds the move asked
// about. The generated move may gain victims later (capture effects, in
// emit), so the walk's victims must be a prefix of the legal move's.
func (r *stopRecorder) match(m *MoveDetail, n uint8) {
	w := r.want
	if r.found || m.From != w.From || m.To != w.To || m.PartnerFrom != w.PartnerFrom ||
		m.PartnerTo != w.PartnerTo || m.NVictims > w.NVictims {
		return
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] != w.Victims[i] {
			return
		}
	}
	r.found = true
	for i, sq := range r.buf[:n] {
		r.out = append(r.out, Stop{Sq: int(sq), Taken: int(r.taken[i])})
	}
	if k := len(r.out); k > 0 && r.down[k-1] {
		r.out[k-1].Taken = int(w.NVictims) // (w's: effects may add some)
	}
	if len(r.out) == 0 || r.out[len(r.out)-1].Sq != int(m.To) {
		r.out = append(r.out, Stop{Sq: int(m.To), Taken: int(w.NVictims)})
	}
	r.out[len(r.out)-1].Taken = int(w.NVictims)
}

// Stops lists the squares where move m (a move of the side to move in p)
// puts its piece down, in order, the last being m.To: one square for
// most moves; for path programs the squares where the piece is put down
// on the way or turns after taking (chains); for moves of several legs
// the squares where a leg took a piece (the Lion's first victim, and for
// its igui the start square after it). Drops and passes have their To.
func (p *Position) Stops(m *MoveDetail) []Stop {
	if m.From >= 0 && m.Flags&FlagDrop == 0 && m.Piece != NoPiece {
		c, t := m.Piece.Color(), m.Piece.Type()
		if int(c) < len(p.v.graphs) && t < len(p.v.graphs[c]) {
			tg := &p.v.graphs[c][t]
			for i := range tg.progs {
				rec := stopRecorder{want: m}
				pp := &tg.progs[i]
				w := progWalker{p: p, pp: pp, ops: pp.prog.Ops, origin: m.From, piece: m.Piece, c: c,
					rec: &rec, target: -1, visit: p.progVisitBuf()}
				p.progNest, p.progSteps = 1, ProgStepBudget
				w.run(0, w.start(), 0)
				p.progNest = 0
				if rec.found {
					return rec.out
				}
			}
		}
	}
	return legStops(p, m)
}

// legStops are the stops of a move of XBetza legs (or the path language's
// legs): the squares where its legs took a piece on the way, in order
// (the Lion's first victim: the piece stands there between its two
// steps), then To. The victims of en passant, explosions and unloading
// are not landed on; nor, for a type without multi-leg paths, are any.
func legStops(p *Position, m *MoveDetail) []Stop {
	out := []Stop{}
	if m.From >= 0 && m.Piece != NoPiece && m.NVictims > 0 &&
		m.Flags&(FlagDrop|FlagCastle|FlagEnPassant|FlagExplode|FlagUnload) == 0 {
		c, t := m.Piece.Color(), m.Piece.Type()
		if tg := &p.v.graphs[c][t]; len(tg.paths) > 0 || len(tg.det) > 0 {
			for i := 0; i < int(m.NVictims); i++ {
				if sq := int(m.Victims[i]); sq != int(m.To) {
					out = append(out, Stop{Sq: sq, Taken: i + 1})
				}
			}
		}
	}
	return append(out, Stop{Sq: int(m.To), Taken: int(m.NVictims)})
}
