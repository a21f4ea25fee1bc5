package core

// The walker: general multi-leg paths (XBetza a, hoppers, locusts and
// the like) followed leg by leg from a piece's square.

// walker generates the moves of one general path (multi-leg moves,
// hoppers) by walking its legs depth first.
type walker struct {
	p      *Position
	ml     *MoveList
	path   *cPath
	origin int16
	piece  Piece
	c      Color
	m      MoveDetail
	relays [4]int16 // empty relay squares passed (e.p. rights of lame moves)
	nrel   int
	raw    bool // ignore initial-move conditions (dead-square table)
}

func (w *walker) occupant(sq int16) Piece {
	if sq == w.origin {
		return NoPiece // the mover has left its square
	}
	return w.p.board[sq]
}

// leg walks leg i starting on square from. prevDir is the absolute
// direction of the previous leg, lastTurn the previous turn (for z/q),
// toggled whether an odd number of range toggles is in force and
// lastSlide the length of the latest sliding leg.
func (w *walker) leg(i int, from int16, prevDir, lastTurn int, toggled bool, lastSlide, _ int) {
	path := w.path
	cl := &path.legs[i]
	final := i == len(path.legs)-1
	if i == 0 && cl.Initial > 0 && !w.raw && !w.p.initialOK(int(w.origin), cl.Initial > 1) {
		return
	}
	if i == 0 && path.linesOnly && (w.p.v.Lines == nil || !w.p.v.Lines[w.origin]) {
		return
	}
	rng := cl.rng
	if toggled {
		rng = cl.toggled
	}
	exact := 0
	if cl.SameLength {
		exact = lastSlide
		rng = exact
		if exact == 0 {
			return
		}
	}
	steps := w.p.v.Geometry.steps
	for _, d8 := range cl.dirs {
		dir := int(d8)
		turn := 0
		if i > 0 {
			rel := dir
			dir = (prevDir + rel) & 7
			if rel >= 1 && rel <= 3 {
				turn = 1
			} else if rel >= 5 {
				turn = -1
			}
			if cl.Turn != 0 && lastTurn != 0 && turn != 0 && turn*lastTurn*int(cl.Turn) < 0 {
				continue
			}
			if turn == 0 {
				turn = lastTurn
			}
		}
		vid := cl.vid[dir]
		if vid < 0 {
			continue // universal atom: not supported in multi-leg paths
		}
		step := steps[vid]
		s := from
		hopped := false
		for n := 1; n <= rng; n++ {
			s = step[s]
			if s < 0 || (path.linesOnly && !w.p.v.Lines[s]) {
				break
			}
			if n == 1 && cl.SkipFirst {
				continue
			}
			if exact > 0 && n < exact {
				if w.occupant(s) != NoPiece {
					break
				}
				continue
			}
			occ := w.occupant(s)
			mode := cl.Mode
			if holes := w.p.v.BlackHoles; holes != nil && holes[s] {
				// the path ends in the black hole, whatever leg this is
				if mode&(ModeMove|ModeToggle) != 0 || (mode&ModeHop != 0 && mode&ModeMove != 0) {
					w.land(s, cl, from, false)
				}
				break
			}
			if final {
				if !w.final(s, occ, mode, &hopped, cl, n, from) {
					break
				}
				continue
			}
			// non-final leg: decide whether s can be a relay square
			nextToggle := toggled
			if mode&(ModeToggle|ModeGrasshop) != 0 {
				nextToggle = !toggled
			}
			slide := lastSlide
			if rng > 1 {
				slide = n
			}
			if mode&ModeMove != 0 && mode&ModeHop != 0 {
				// mp: the relay square is ignored entirely
				w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				continue
			}
			if mode&(ModeHop|ModeGrasshop) != 0 {
				if occ == NoPiece {
					continue
				}
				if mode&ModeOwnHop != 0 && occ.Color() != w.c || w.p.hopBanned(w.piece, occ) {
					break
				}
				w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				break
			}
			if occ == NoPiece {
				if mode&(ModeMove|ModeToggle) != 0 {
					if w.nrel < len(w.relays) {
						w.relays[w.nrel] = s
					}
					w.nrel++
					w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
					w.nrel--
				}
				continue
			}
			if (occ.Color() != w.c && mode&ModeCapture != 0) || (occ.Color() == w.c && mode&ModeDestroy != 0) {
				saved := w.m
				if w.m.addVictim(s) {
					if occ.Color() != w.c {
						w.m.Flags |= FlagCapture
					}
					w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				}
				w.m = saved
			}
			break
		}
	}
}

// final handles square s on the last leg; it reports whether the ray
// goes on.
func (w *walker) final(s int16, occ Piece, mode Mode, hopped *bool, cl *cLeg, n int, legFrom int16) bool {
	if mode&ModeHop != 0 && !*hopped {
		if occ != NoPiece {
			if mode&ModeOwnHop != 0 && occ.Color() != w.c || w.p.hopBanned(w.piece, occ) {
				return false
			}
			*hopped = true
		}
		return true
	}
	if mode&ModeGrasshop != 0 && !*hopped {
		if occ != NoPiece {
			if w.p.hopBanned(w.piece, occ) {
				return false
			}
			*hopped = true
		}
		return true
	}
	grass := mode&ModeGrasshop != 0 // land directly behind the obstacle only
	if occ == NoPiece {
		if mode&ModeMove != 0 {
			w.land(s, cl, legFrom, false)
		}
		if mode&ModeEnPassant != 0 && w.p.isEPSquare(s, w.c) {
			saved := w.m
			if w.m.addVictim(w.p.epVictim) {
				w.m.Flags |= FlagEnPassant | FlagCapture
				w.land(s, cl, legFrom, false)
			}
			w.m = saved
		}
		return !grass
	}
	if (occ.Color() != w.c && mode&ModeCapture != 0) || (occ.Color() == w.c && mode&ModeDestroy != 0) {
		saved := w.m
		if w.m.addVictim(s) {
			if occ.Color() != w.c {
				w.m.Flags |= FlagCapture
			}
			w.land(s, cl, legFrom, true)
		}
		w.m = saved
	}
	return false
}

// land emits the move under construction ending on s.
func (w *walker) land(s int16, cl *cLeg, legFrom int16, captured bool) {
	// a square already taken earlier in this move cannot be landed on again
	// unless this landing is the capture itself
	m := w.m
	m.To = s
	m.Result = w.piece
	if cl.Mode&ModeUnload != 0 {
		if !captured {
			return
		}
		m.Flags |= FlagUnload
		m.UnloadSq = legFrom
	}
	if s == w.origin && m.NVictims == 0 {
		m.Flags |= FlagPass
	}
	if w.path.lame && m.NVictims == 0 {
		for k := 0; k < w.nrel && k < len(m.ep); k++ {
			m.ep[k] = w.relays[k]
			m.nep++
		}
	}
	w.p.emit(w.ml, &m, w.path.exempt)
}
