package core

// Move is one move in 8 bytes: the squares it leaves and ends on, the
// piece and what it becomes, and whether it captures on its destination,
// drops or promotes. A move that does more (see MoveDetail) also carries
// the index of its detail in the move store of the position that
// generated it.
//
// Move lists, the search and the page hold Moves. A Move is valid for
// the position that generated it, while that position stands where it
// was generated or deeper: unmaking the move played before the list was
// generated forgets the details of the list's moves, and so does
// ForgetMoves. Position.Detail turns a Move into a MoveDetail that stays
// valid for ever (game records, principal variations); Position.Pack
// turns one back.
//
// A caller that plays a game on a position (and keeps no Move of the
// earlier positions) lets the store forget them: the first generation
// in a position whose earlier plies hold more than storeTrim details
// forgets those, and a position asked for its moves again and again
// forgets its own older lists past storeTrim details. A search or perft
// starts from ForgetMoves; what it generates along one line stays far
// below storeTrim.
//
// The layout (low bits first): from 11 bits, to 11 (each square plus
// one, 0 for none), piece 11, result 11,
// capture, drop, promotion, and 17 bits of detail index (0: none).
// Squares and pieces fit: boards have at most 36x36 = 1,296 squares and
// a piece is at most 1,025 (512 types, two colours).
type Move uint64

const (
	mvBits      = 11
	mvMask      = 1<<mvBits - 1
	mvToShift   = mvBits
	mvPcShift   = 2 * mvBits
	mvResShift  = 3 * mvBits
	mvCapture   = Move(1) << (4 * mvBits)
	mvDrop      = mvCapture << 1
	mvPromotion = mvCapture << 2
	mvIdxShift  = 4*mvBits + 3
	// mvMaxDetails is how many details the move store can index.
	mvMaxDetails = 1<<(64-mvIdxShift) - 1
	// storeTrim: see Move (the store's limits)
	storeTrim = 1 << 15
)

// NoMove is the zero Move: no move at all.
const NoMove Move = 0

// A square is kept plus one: 0 is no square.
func packSquare(sq int16) Move { return Move(sq + 1) }

func unpackSquare(v Move) int16 { return int16(v) - 1 }

// packedMove packs a move that needs no detail.
func packedMove(from, to int16, pc, result Piece, flags Move) Move {
	return packSquare(from) | packSquare(to)<<mvToShift | Move(pc)<<mvPcShift | Move(result)<<mvResShift | flags
}

// quietMove and captureMove pack the moves of the bitboard generator.
func quietMove(from, to int16, pc Piece) Move {
	return Move(from+1) | Move(to+1)<<mvToShift | Move(pc)<<mvPcShift | Move(pc)<<mvResShift
}

func captureMove(from, to int16, pc Piece) Move {
	return quietMove(from, to, pc) | mvCapture
}

// From is the square the piece leaves; -1 for a drop or a pass.
func (m Move) From() int16 { return unpackSquare(m & mvMask) }

// To is the square the piece ends on; -1 for a pass.
func (m Move) To() int16 { return unpackSquare(m >> mvToShift & mvMask) }

// Piece is the piece that moves or is dropped.
func (m Move) Piece() Piece { return Piece(m >> mvPcShift & mvMask) }

// Result is what stands on To afterwards (the promoted piece).
func (m Move) Result() Piece { return Piece(m >> mvResShift & mvMask) }

// IsCapture reports whether the move removes an enemy piece.
func (m Move) IsCapture() bool { return m&mvCapture != 0 }

// IsDrop reports whether the move puts a piece from the hand.
func (m Move) IsDrop() bool { return m&mvDrop != 0 }

// IsPromotion reports whether the piece changes type.
func (m Move) IsPromotion() bool { return m&mvPromotion != 0 }

// HasDetail reports whether the move keeps a detail in the move store.
func (m Move) HasDetail() bool { return m>>mvIdxShift != 0 }

// Key is the move without its detail index: equal keys mean the same
// piece, squares, result, capture, drop and promotion.
func (m Move) Key() Move { return m & (1<<mvIdxShift - 1) }

func (m Move) detailIndex() int { return int(m>>mvIdxShift) - 1 }

// plainFlags are the flags a Move holds itself.
const plainFlags = FlagCapture | FlagDrop | FlagPromotion

// needsDetail reports whether d is more than its Move can hold.
func (d *MoveDetail) needsDetail() bool {
	if d.Flags&^plainFlags != 0 || d.nep != 0 || d.Gate != NoPiece {
		return true
	}
	if d.Flags&FlagCapture != 0 {
		return d.NVictims != 1 || d.Victims[0] != d.To
	}
	return d.NVictims != 0
}

// plain packs the part of d a Move holds. (The flags move by shifts:
// FlagCapture 1<<4 to 1<<44, FlagDrop 1<<0 to 1<<45, FlagPromotion
// 1<<3 to 1<<46.)
func (d *MoveDetail) plain() Move {
	f := Move(d.Flags)
	return packedMove(d.From, d.To, d.Piece, d.Result, (f&Move(FlagCapture))<<40|(f&Move(FlagDrop))<<45|(f&Move(FlagPromotion))<<43)
}

// Pack turns a detail into a Move of this position, keeping the detail
// in the move store when the Move cannot hold it all.
func (p *Position) Pack(d *MoveDetail) Move {
	m := d.plain()
	if !d.needsDetail() {
		return m
	}
	if len(p.store) >= mvMaxDetails {
		// only a caller that keeps generating at one position without
		// ever playing gets here: forget this ply's older details
		p.store = p.store[:p.storeBase()]
	}
	p.store = append(p.store, *d)
	return m | Move(len(p.store))<<mvIdxShift
}

// storeBase is where the details of the current ply start.
func (p *Position) storeBase() int {
	if n := len(p.undo); n > 0 {
		return int(p.undo[n-1].nstore)
	}
	return 0
}

// trimStore keeps the store small for a caller that plays a game on
// the position (see Move): called when a generation starts, never inside
// another one.
func (p *Position) trimStore() {
	base := p.storeBase()
	switch {
	case len(p.store) == base && base > storeTrim:
		p.ForgetMoves() // a new position: the earlier plies' lists are done with
	case len(p.store)-base > storeTrim:
		p.store = p.store[:base] // asked for its moves again and again
	}
}

// ForgetMoves empties the move store: the Moves generated before lose
// their details. A search or a perft calls it before it starts; a caller
// that plays a game may call it whenever it holds no Move.
func (p *Position) ForgetMoves() {
	p.store = p.store[:0]
	for i := range p.undo {
		p.undo[i].nstore = 0
	}
}

// Detail is everything m does, as a value that stays valid.
func (p *Position) Detail(m Move) MoveDetail {
	if i := m.detailIndex(); i >= 0 {
		return p.store[i]
	}
	return expand(m)
}

// detail is m's stored detail, or nil for a move without one. The
// pointer is read before the position generates again.
func (p *Position) detail(m Move) *MoveDetail {
	if i := m.detailIndex(); i >= 0 {
		return &p.store[i]
	}
	return nil
}

// expand is the detail of a move without a stored one.
func expand(m Move) MoveDetail {
	d := MoveDetail{From: m.From(), To: m.To(), Piece: m.Piece(), Result: m.Result(), PartnerFrom: -1, UnloadSq: -1}
	if m&mvCapture != 0 {
		d.Flags |= FlagCapture
		d.Victims[0], d.NVictims = d.To, 1
	}
	if m&mvDrop != 0 {
		d.Flags |= FlagDrop
	}
	if m&mvPromotion != 0 {
		d.Flags |= FlagPromotion
	}
	return d
}

// view is m's detail: the stored one, or m expanded into buf.
func (p *Position) view(m Move, buf *MoveDetail) *MoveDetail {
	if i := m.detailIndex(); i >= 0 {
		return &p.store[i]
	}
	*buf = expand(m)
	return buf
}

// Flags are all of m's flags.
func (p *Position) Flags(m Move) MoveFlags {
	if d := p.detail(m); d != nil {
		return d.Flags
	}
	return plainFlagsOf(m)
}

// plainFlagsOf are the flags a Move holds itself (see plain).
func plainFlagsOf(m Move) MoveFlags {
	return MoveFlags(m>>40)&FlagCapture | MoveFlags(m>>45)&FlagDrop | MoveFlags(m>>43)&FlagPromotion
}

// SameMove reports whether a and b, both of this position, do exactly
// the same thing (MoveDetail.Same).
func (p *Position) SameMove(a, b Move) bool {
	if a.Key() != b.Key() {
		return false
	}
	if !a.HasDetail() && !b.HasDetail() {
		return true
	}
	da, db := p.Detail(a), p.Detail(b)
	return da.Same(&db)
}

// Find returns the move of list that does what d does, or false.
func (p *Position) Find(list []Move, d *MoveDetail) (Move, bool) {
	key := d.plain()
	for _, m := range list {
		if m.Key() != key {
			continue
		}
		if md := p.Detail(m); md.Same(d) {
			return m, true
		}
	}
	return NoMove, false
}

// MakeDetail plays the move d describes, as Make plays a Move (a game
// record's moves are MoveDetails).
func (p *Position) MakeDetail(d *MoveDetail) {
	p.makeDetail(d)
	p.noteMove(d.plain(), d, d.needsDetail())
}

// Details are the details of list's moves, in order: for callers that
// look at moves one by one (boards, protocols, tests), never the search.
func (p *Position) Details(list []Move) []MoveDetail {
	out := make([]MoveDetail, len(list))
	for i, m := range list {
		out[i] = p.Detail(m)
	}
	return out
}
