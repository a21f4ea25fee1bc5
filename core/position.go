package core

import (
	"errors"
	"strconv"
)

// Position is the state of a game: board, hands, side to move, unmoved
// flags, en-passant rights and counters, with the machinery to make and
// unmake moves exactly.
type Position struct {
	v      *Variant
	board  []Piece
	virgin []bool
	// promo[sq] = 1 + the type a promoted piece reverts to when captured
	// into a hand (crazyhouse's Q~); 0 = not promoted.
	promo []int16
	hand  [2][]int
	side  Color

	// En-passant rights: the squares the opponent's last move passed
	// over, and the square of the piece that can be taken there.
	ep       [4]int16
	nep      uint8
	epVictim int16

	halfmove int
	fullmove int
	hash     uint64

	checks    [2]int // checks each side still has to give (3check)
	hasChecks bool
	// turn is the index of the current turn (both sides' turns counted),
	// left the moves the side to move still has in it.
	turn, left int
	// lastFlags are the flags of the last move made (goal squares,
	// decisive captures).
	lastFlags MoveFlags
	// store holds the details of the generated moves that need one
	// (compactmove.go), ply above ply: Unmake drops those generated
	// after the move it takes back.
	store []MoveDetail
	// arrowSq: addArrows' squares, reused
	arrowSq []int16

	// Piece lists: the squares of each side's pieces, and each square's
	// index in its list.
	plist  [2][]int16
	pidx   []int16
	royals [2][]int16
	// count[color][type]: pieces on the board.
	count [2][]int
	// useBB: the board has at most bbMaxSquares squares and occ and pbb
	// are kept: the squares of each colour's pieces, and of each
	// colour's pieces of each type (bitboard.go)
	useBB bool
	occ   [2]bitboard
	pbb   [2][]bitboard
	// noEffects: generate bare moves, without morph and capture matrix
	// (the dead-square table).
	noEffects bool

	// mark and markGen: the squares GenerateLegal found sensitive for
	// the royal's safety are those with mark[sq] == markGen
	mark    []uint32
	markGen uint32

	// noCheckHistory: moves need not record whether they gave check
	// (perft, which never judges perpetual check)
	noCheckHistory bool

	nested  int // depth of legality tests that generate moves
	undo    []undoRec
	changes []change
	// chase: the perpetual-chase judgement's buffers and cache (chase.go)
	chase *chaseState
	// chaseLog: the variant judges perpetual chase, so the details of the
	// moves made that have one are kept in details, a stack beside undo
	// (the judgement replays them)
	chaseLog bool
	details  []MoveDetail
	scratch  MoveList // for attack tests by complex pieces
	// progSteps is what is left of the step budget of the outermost
	// program walk under way, progNest how many walks are nested (attack
	// tests of [a]/[A] walk the opponent's programs): nested walks draw
	// on the same budget, so that their cost does not multiply
	progSteps, progNest int
	progVisit           [3][progMaxVisited]int16 // (programwalk.go: progVisitBuf)
	// checkScratch: one piece's moves, for the mate rules' checkers
	checkScratch MoveList
	// wallBase and wallScratch: the moves before their walls are added,
	// and an arrow's squares (wallplacing.go)
	wallBase, wallScratch MoveList
	legal                 []MoveList

	// mustCap and mustDropC cache, for one position, whether a capture
	// (mustCapture) and a forced drop (mustDropType) are legal
	mustCap   legalCache
	mustDropC legalCache

	// weights are a search's per-piece-square numbers, summed per colour
	// in wsum as pieces are placed and removed (see weights.go)
	weights *Weights
	wsum    [2]WeightVec
	// layer: a network's first layer, summed per view in lsum as pieces
	// are placed and removed (see layer.go)
	layer *Layer
	lsum  [2][]int32
	// lbucket: the row offset each view's sum is kept in (Layer.Buckets)
	lbucket [2]int32
	// lpend: each view's row changes not yet in lsum (layer.go)
	lpend [2]pendingRows
	// lstack: the sums and buckets as they stood before each move made
	// with a layer installed, for Unmake (layer.go: saveLayer)
	lstack []int32
}

type undoRec struct {
	hash uint64
	// move: the move made without its detail (Move.Key; NoMove for a
	// null move), and detailed: it had one. The perpetual-chase
	// judgement replays repeated stretches with them (chase.go).
	move      Move
	detailed  bool
	ep        [4]int16
	nep       uint8
	epVictim  int16
	halfmove  int
	fullmove  int
	side      Color
	nchanges  int
	lastFlags MoveFlags
	checks    [2]int
	// gaveCheck: the move left the opponent in check (kept only when
	// perpetual check matters)
	gaveCheck bool
	// decisiveCheck: that check was given by a MateNeedsCheckBy type
	decisiveCheck bool
	turn          int
	left          int
	// facing: the royals faced each other before this move (bikjang)
	facing bool
	// sidePass: this move was the side passing its turn
	sidePass bool
	// nstore: the move store's length before this move (its details
	// stay; the details generated after it go when it is unmade)
	nstore int32
	// layerSaved: Make saved the layer's sums on lstack
	layerSaved bool
}

// change records one square (or, with sq < 0, one hand count) before a
// move altered it.
type change struct {
	sq     int16
	old    Piece
	virgin bool
	promo  int16
	handC  Color
	handT  int32
	count  int32
}

// NewPosition makes an empty position of a compiled variant: no pieces,
// White to move.
func NewPosition(v *Variant) (*Position, error) {
	if err := v.Compile(); err != nil {
		return nil, err
	}
	n := v.Geometry.Size()
	p := &Position{v: v, board: make([]Piece, n), virgin: make([]bool, n), pidx: make([]int16, n), promo: make([]int16, n),
		mark: make([]uint32, n), chaseLog: v.Rules.PerpetualChaseLoses}
	for c := 0; c < 2; c++ {
		p.hand[c] = make([]int, len(v.Types))
		p.count[c] = make([]int, len(v.Types))
	}
	if v.bbOK {
		p.useBB = true
		for c := 0; c < 2; c++ {
			p.pbb[c] = make([]bitboard, len(v.Types))
		}
	}
	p.epVictim = -1
	p.fullmove = 1
	p.left = v.Rules.movesInTurn(0)
	p.hash ^= v.zobrist.left[p.left&63]
	return p, nil
}

// StartPosition sets up the variant's start position from the piece
// types' start squares and hand counts.
func StartPosition(v *Variant) (*Position, error) {
	p, err := NewPosition(v)
	if err != nil {
		return nil, err
	}
	for t, pt := range v.Types {
		for c := White; c <= Black; c++ {
			for _, sq := range pt.Start[c] {
				if sq < 0 || sq >= len(p.board) || !v.Geometry.Exists[sq] {
					return nil, errors.New(pt.Name + ": start square " + strconv.Itoa(sq) + " is not on the board")
				}
				p.Put(sq, MakePiece(t, c), true)
			}
			p.SetHand(c, t, pt.InHand[c])
		}
	}
	if v.BlackFirst {
		p.SetSide(Black)
	}
	if v.Rules.CheckLimit > 0 {
		p.checks = [2]int{v.Rules.CheckLimit, v.Rules.CheckLimit}
		p.hasChecks = true
	}
	return p, nil
}

// Turn returns the index of the current turn (both sides' turns counted
// from 0) and how many moves the side to move still has in it.
func (p *Position) Turn() (index, left int) { return p.turn, p.left }

// SetTurn sets where in the turn schedule the side to move stands.
func (p *Position) SetTurn(index, left int) {
	p.hash ^= p.v.zobrist.left[p.left&63]
	p.turn, p.left = index, left
	p.hash ^= p.v.zobrist.left[p.left&63]
}

// Variant returns the position's variant.
func (p *Position) Variant() *Variant { return p.v }

// At returns the piece on a square.
func (p *Position) At(sq int) Piece { return p.board[sq] }

// Virgin reports whether the piece on sq has not moved yet.
func (p *Position) Virgin(sq int) bool { return p.virgin[sq] }

// SetVirgin sets the unmoved flag of the piece on sq.
func (p *Position) SetVirgin(sq int, on bool) {
	pc := p.board[sq]
	if pc != NoPiece && p.v.tracksVirgin[pc.Type()] && p.virgin[sq] != on {
		p.hash ^= p.v.zobrist.virgin[sq]
	}
	p.virgin[sq] = on
}

// Side returns the side to move.
func (p *Position) Side() Color { return p.side }

// SetSide sets the side to move.
func (p *Position) SetSide(c Color) {
	if c != p.side {
		p.hash ^= p.v.zobrist.side
		p.side = c
	}
}

// Hand returns how many pieces of type t colour c holds.
func (p *Position) Hand(c Color, t int) int { return p.hand[c][t] }

// SetHand sets a hand count.
func (p *Position) SetHand(c Color, t, n int) {
	pc := MakePiece(t, c)
	p.hash ^= p.v.zobrist.hand[pc][p.hand[c][t]&63]
	p.handWeight(c, t, p.hand[c][t], n)
	p.hand[c][t] = n
	p.hash ^= p.v.zobrist.hand[pc][n&63]
}

// Hash returns the Zobrist hash of the position.
func (p *Position) Hash() uint64 { return p.hash }

// Counters returns the half-move clock and the move number.
func (p *Position) Counters() (halfmove, fullmove int) { return p.halfmove, p.fullmove }

// SetCounters sets the half-move clock and the move number.
func (p *Position) SetCounters(halfmove, fullmove int) { p.halfmove, p.fullmove = halfmove, fullmove }

// EnPassant returns the en-passant squares and the victim's square.
func (p *Position) EnPassant() (squares []int, victim int) {
	for i := 0; i < int(p.nep); i++ {
		squares = append(squares, int(p.ep[i]))
	}
	return squares, int(p.epVictim)
}

// SetEnPassant sets en-passant rights: target squares and the square of
// the piece that would be taken.
func (p *Position) SetEnPassant(squares []int, victim int) {
	p.clearEP()
	for _, sq := range squares {
		if int(p.nep) < len(p.ep) {
			p.ep[p.nep] = int16(sq)
			p.nep++
			p.hash ^= p.v.zobrist.ep[sq]
		}
	}
	p.epVictim = int16(victim)
	if len(squares) == 0 {
		p.epVictim = -1
	}
}

func (p *Position) clearEP() {
	for i := 0; i < int(p.nep); i++ {
		p.hash ^= p.v.zobrist.ep[p.ep[i]]
	}
	p.nep = 0
	p.epVictim = -1
}

// Royals returns the squares of colour c's royal pieces.
func (p *Position) Royals(c Color) []int16 { return p.royals[c] }

// Pieces returns the squares of colour c's pieces (in no fixed order).
func (p *Position) Pieces(c Color) []int16 { return p.plist[c] }

// Put places a piece on an empty square (or empties the square with
// NoPiece), keeping lists and hash up to date.
func (p *Position) Put(sq int, pc Piece, virgin bool) {
	if p.board[sq] != NoPiece {
		p.remove(sq)
	}
	if pc != NoPiece {
		p.place(sq, pc, virgin)
	}
}

func (p *Position) place(sq int, pc Piece, virgin bool) {
	c := pc.Color()
	p.board[sq] = pc
	if p.weights != nil {
		p.wsum[c].add(&p.weights.Board[pc][sq])
	}
	if p.layer != nil {
		p.layerAdd(pc, sq, 1)
	}
	p.hash ^= p.v.zobrist.piece[pc][sq]
	p.pidx[sq] = int16(len(p.plist[c]))
	p.plist[c] = append(p.plist[c], int16(sq))
	t := pc.Type()
	p.count[c][t]++
	if p.useBB {
		p.occ[c].set(sq)
		p.pbb[c][t].set(sq)
	}
	if p.v.royal[t] {
		p.royals[c] = append(p.royals[c], int16(sq))
	}
	p.virgin[sq] = virgin
	if virgin && p.v.tracksVirgin[t] {
		p.hash ^= p.v.zobrist.virgin[sq]
	}
}

func (p *Position) remove(sq int) {
	pc := p.board[sq]
	c := pc.Color()
	t := pc.Type()
	if p.weights != nil {
		p.wsum[c].sub(&p.weights.Board[pc][sq])
	}
	if p.layer != nil {
		p.layerAdd(pc, sq, -1)
	}
	p.hash ^= p.v.zobrist.piece[pc][sq]
	if p.virgin[sq] && p.v.tracksVirgin[t] {
		p.hash ^= p.v.zobrist.virgin[sq]
	}
	p.count[c][t]--
	if p.useBB {
		p.occ[c].unset(sq)
		p.pbb[c][t].unset(sq)
	}
	p.virgin[sq] = false
	// swap-remove from the piece list
	list := p.plist[c]
	i := p.pidx[sq]
	last := list[len(list)-1]
	list[i] = last
	p.pidx[last] = i
	p.plist[c] = list[:len(list)-1]
	if p.v.royal[t] {
		r := p.royals[c]
		for j, s := range r {
			if int(s) == sq {
				r[j] = r[len(r)-1]
				p.royals[c] = r[:len(r)-1]
				break
			}
		}
	}
	p.board[sq] = NoPiece
}

// Copy returns an independent copy of the position (history excluded).
func (p *Position) Copy() *Position {
	q := *p
	q.board = append([]Piece(nil), p.board...)
	q.virgin = append([]bool(nil), p.virgin...)
	q.promo = append([]int16(nil), p.promo...)
	q.pidx = append([]int16(nil), p.pidx...)
	q.mark = make([]uint32, len(p.mark))
	for c := 0; c < 2; c++ {
		q.hand[c] = append([]int(nil), p.hand[c]...)
		q.plist[c] = append([]int16(nil), p.plist[c]...)
		q.royals[c] = append([]int16(nil), p.royals[c]...)
		q.count[c] = append([]int(nil), p.count[c]...)
		q.pbb[c] = append([]bitboard(nil), p.pbb[c]...)
	}
	q.undo = nil
	q.lstack = nil
	q.store = append([]MoveDetail(nil), p.store...)
	q.arrowSq = nil
	q.changes = nil
	q.scratch, q.checkScratch = MoveList{}, MoveList{}
	q.wallBase, q.wallScratch = MoveList{}, MoveList{}
	q.legal = nil
	q.chase = nil
	q.details = nil
	for view := range q.lsum {
		q.lsum[view] = append([]int32(nil), p.lsum[view]...)
	}
	return &q
}

// recomputeHash rebuilds the hash from scratch (for tests and set-up).
func (p *Position) recomputeHash() uint64 {
	z := &p.v.zobrist
	var h uint64
	for sq, pc := range p.board {
		if pc == NoPiece {
			continue
		}
		h ^= z.piece[pc][sq]
		if p.virgin[sq] && p.v.tracksVirgin[pc.Type()] {
			h ^= z.virgin[sq]
		}
	}
	for c := White; c <= Black; c++ {
		for t, n := range p.hand[c] {
			h ^= z.hand[MakePiece(t, c)][n&63] ^ z.hand[MakePiece(t, c)][0]
		}
	}
	for i := 0; i < int(p.nep); i++ {
		h ^= z.ep[p.ep[i]]
	}
	if p.side == Black {
		h ^= z.side
	}
	h ^= z.left[p.left&63]
	return h
}

// SetCheckCounters records the check counters of a FEN ("3+3": checks
// each side still has to give). The rules that use them come with the
// game-end parameters.
func (p *Position) SetCheckCounters(s string) {
	a, b, ok := splitCounters(s)
	if ok {
		p.checks = [2]int{a, b}
		p.hasChecks = true
	}
}

// SetChecksGiven records lichess-style counters ("+2+0": checks given by
// White and by Black) as checks still to give.
func (p *Position) SetChecksGiven(s string) {
	if len(s) < 2 || s[0] != '+' {
		return
	}
	a, b, ok := splitCounters(s[1:])
	if ok && p.v.Rules.CheckLimit > 0 {
		p.checks = [2]int{p.v.Rules.CheckLimit - a, p.v.Rules.CheckLimit - b}
		p.hasChecks = true
	}
}

// ChecksGiven is how many checks each side has given toward the
// variant's check limit (3check), 0 for both without one.
func (p *Position) ChecksGiven() (given [2]int) {
	if l := p.v.Rules.CheckLimit; l > 0 {
		given = [2]int{l - p.checks[0], l - p.checks[1]}
	}
	return given
}

// CheckCounters returns the counters in FEN form, or "" when the
// position has none.
func (p *Position) CheckCounters() string {
	if !p.hasChecks {
		return ""
	}
	return itoa(p.checks[0]) + "+" + itoa(p.checks[1])
}

func splitCounters(s string) (int, int, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '+' {
			a, ok1 := atoi(s[:i])
			b, ok2 := atoi(s[i+1:])
			return a, b, ok1 && ok2
		}
	}
	return 0, 0, false
}

func atoi(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// PromotedFrom returns the type the piece on sq reverts to when it is
// captured into a hand, or -1 when it is not a promoted piece.
func (p *Position) PromotedFrom(sq int) int { return int(p.promo[sq]) - 1 }

// SetPromotedFrom marks the piece on sq as promoted from type t (-1 =
// not promoted).
func (p *Position) SetPromotedFrom(sq, t int) { p.promo[sq] = int16(t + 1) }
