package core

// Connect is the connect-N rule (Fairy-Stockfish's connectN): the side
// whose move leaves N of its pieces in an unbroken line wins (tic-tac-toe,
// Connect Four, gomoku-like games).
type Connect struct {
	// N is the length of the line (0 = no such rule).
	N int
	// Horizontal, Vertical and Diagonal choose the lines that count:
	// along a rank, along a file, along either diagonal.
	Horizontal, Vertical, Diagonal bool
	// Types marks the types whose pieces count (nil = every type).
	Types []bool
	// Value is the value of a line for the side that made it (win).
	Value Value
}

// compileConnect builds the step tables of the lines the rule looks
// along: one direction of each line, since a line is found from its
// first square.
func (v *Variant) compileConnect() {
	v.connectVids = v.connectVids[:0]
	c := &v.Rules.Connect
	if c.N <= 0 {
		return
	}
	g := v.Geometry
	if c.Horizontal {
		v.connectVids = append(v.connectVids, int32(g.vector(1, 0, false)))
	}
	if c.Vertical {
		v.connectVids = append(v.connectVids, int32(g.vector(0, 1, false)))
	}
	if c.Diagonal {
		v.connectVids = append(v.connectVids, int32(g.vector(1, 1, false)), int32(g.vector(1, -1, false)))
	}
}

// connected reports whether colour c has Connect.N pieces of the
// counting types in an unbroken line along one of the rule's directions.
func (p *Position) connected(c Color) bool {
	cn := &p.v.Rules.Connect
	if cn.N <= 0 || len(p.plist[c]) < cn.N {
		return false
	}
	steps := p.v.Geometry.steps
	for _, sq := range p.plist[c] {
		if !p.connects(sq, c) {
			continue
		}
		for _, vid := range p.v.connectVids {
			step := steps[vid]
			n, s := 1, step[sq]
			for n < cn.N && s >= 0 && p.connects(s, c) {
				n++
				s = step[s]
			}
			if n >= cn.N {
				return true
			}
		}
	}
	return false
}

// connects reports whether the piece on sq is colour c's and counts for
// the connect rule.
func (p *Position) connects(sq int16, c Color) bool {
	pc := p.board[sq]
	if pc == NoPiece || pc.Color() != c {
		return false
	}
	t := p.v.Rules.Connect.Types
	return t == nil || t[pc.Type()]
}

// ConnectWindows lists every run of Connect.N squares along the rule's
// lines (each run's N squares one after another): the places a winning
// line could still be made. Nil without a connect rule. The evaluation
// counts the runs no enemy piece blocks.
func (v *Variant) ConnectWindows() []int16 {
	n := v.Rules.Connect.N
	if n <= 0 {
		return nil
	}
	g := v.Geometry
	var out []int16
	for sq := 0; sq < g.Size(); sq++ {
		if !g.Exists[sq] {
			continue
		}
		for _, vid := range v.connectVids {
			step := g.steps[vid]
			start, s := len(out), int16(sq)
			for len(out)-start < n && s >= 0 {
				out = append(out, s)
				s = step[s]
			}
			if len(out)-start < n {
				out = out[:start]
			}
		}
	}
	return out
}
