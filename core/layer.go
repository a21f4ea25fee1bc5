package core

// Layer is a table of rows of numbers, one per feature, that a position
// sums for each side's view as pieces come and go (as it sums Weights):
// the first layer of an evaluation network, kept through make and
// unmake, so that an evaluation reads two sums instead of adding a row
// per piece.
type Layer struct {
	// Width is the length of a row and of a sum.
	Width int
	// Rows holds the rows one after another.
	Rows []int32
	// Board[view][pc][sq] is the row (its index, not its offset) of
	// piece pc on square sq in the view of colour view.
	Board [2][][]int32
	// Hand[view][pc][k] is the row of the (k+1)-th piece pc in hand in
	// that view (none beyond the list's length).
	Hand [2][][]int32
	// Buckets, when not nil, makes every row depend on where the view's
	// own royal stands: Buckets[view][sq] is added to each row's index
	// while that view's only royal is on sq (0 with no royal or more
	// than one). A view's sum is summed anew when its royal crosses
	// into another bucket, which a king does rarely; a network so
	// learns how the pieces stand around each king.
	Buckets [2][]int32
}

// SetLayer installs l (nil removes it) and sums the board and the hands
// under it.
func (p *Position) SetLayer(l *Layer) {
	p.layer = l
	p.lpend = [2]pendingRows{}
	// moves made before this have no sums of this layer saved
	p.lstack = p.lstack[:0]
	for i := range p.undo {
		p.undo[i].layerSaved = false
	}
	if l == nil {
		p.lsum = [2][]int32{}
		return
	}
	for view := White; view <= Black; view++ {
		p.lsum[view] = make([]int32, l.Width)
		p.resum(view)
	}
}

// resum sums view's rows of the board and the hands anew, in the bucket
// of view's royal where it stands now.
func (p *Position) resum(view Color) {
	l := p.layer
	p.lbucket[view] = p.bucketOf(view)
	p.lpend[view].na, p.lpend[view].ns = 0, 0 // (the board is summed as it stands)
	sum := p.lsum[view]
	clear(sum)
	w := l.Width
	off := int(p.lbucket[view])
	for c := White; c <= Black; c++ {
		for _, sq := range p.plist[c] {
			r := (int(l.Board[view][p.board[sq]][sq]) + off) * w
			addRow(sum, l.Rows[r:r+w], 1)
		}
		for t, n := range p.hand[c] {
			rows := l.Hand[view][MakePiece(t, c)]
			for k := 0; k < n && k < len(rows); k++ {
				r := (int(rows[k]) + off) * w
				addRow(sum, l.Rows[r:r+w], 1)
			}
		}
	}
}

// bucketOf is the row offset of view's bucket: where its only royal
// stands (0 without buckets, or without exactly one royal).
func (p *Position) bucketOf(view Color) int32 {
	b := p.layer.Buckets[view]
	if b == nil || len(p.royals[view]) != 1 {
		return 0
	}
	return b[p.royals[view][0]]
}

// LayerSum returns the installed layer's sum in the view of colour view
// (nil when none is installed), the rows of the changes made since it
// was last read added (pendingRows). The caller must not change it.
// With buckets, a royal moved into another bucket since the sum was
// last read has it summed anew here (not in make and unmake: a king that
// steps out and back within a search's line costs nothing).
func (p *Position) LayerSum(view Color) []int32 {
	if p.layer == nil {
		return p.lsum[view]
	}
	if p.layer.Buckets[view] != nil && p.bucketOf(view) != p.lbucket[view] {
		p.resum(view)
	} else {
		p.flushRows(view)
	}
	return p.lsum[view]
}

// Layer returns the installed layer (nil when none).
func (p *Position) Layer() *Layer { return p.layer }

// layerAdd adds (sign 1) or takes away (sign -1) the rows of pc on sq.
func (p *Position) layerAdd(pc Piece, sq int, sign int32) {
	l := p.layer
	w := l.Width
	for view := White; view <= Black; view++ {
		p.pushRow(view, (l.Board[view][pc][sq]+p.lbucket[view])*int32(w), sign)
	}
}

// layerHand adjusts the sums for pc's count in hand going from old to n.
func (p *Position) layerHand(pc Piece, old, n int) {
	l := p.layer
	w := l.Width
	for view := range p.lsum {
		rows := l.Hand[view][pc]
		for k := min(old, n); k < max(old, n) && k < len(rows); k++ {
			sign := int32(1)
			if n < old {
				sign = -1
			}
			p.pushRow(Color(view), (rows[k]+p.lbucket[view])*int32(w), sign)
		}
	}
}

// saveLayer saves the sums and their buckets before a move, when a layer
// is installed, and reports whether it did. Unmake copies them back
// (restoreLayer) rather than adding and taking away the rows of every
// square the move changed a second time: a copy of two sums costs less
// than the rows of a move's three or four changes in both views.
func (p *Position) saveLayer() bool {
	if p.layer == nil {
		return false
	}
	p.flushRows(White)
	p.flushRows(Black)
	p.lstack = append(p.lstack, p.lsum[White]...)
	p.lstack = append(p.lstack, p.lsum[Black]...)
	p.lstack = append(p.lstack, p.lbucket[White], p.lbucket[Black])
	return true
}

// restoreLayer takes back the sums and buckets saveLayer saved last.
func (p *Position) restoreLayer() {
	w := p.layer.Width
	// rows still pending are the undone move's own (saveLayer flushed
	// the ones before it): never added, they need no taking back
	p.lpend = [2]pendingRows{}
	top := len(p.lstack) - 2*w - 2
	saved := p.lstack[top:]
	copy(p.lsum[White], saved[:w])
	copy(p.lsum[Black], saved[w:2*w])
	p.lbucket[White], p.lbucket[Black] = saved[2*w], saved[2*w+1]
	p.lstack = p.lstack[:top]
}

// addRow adds sign times row to sum, of the same length. Eight numbers a
// step: the loop's bookkeeping, not the additions, is most of a plain
// loop's time (BenchmarkAddRow).
func addRow(sum, row []int32, sign int32) {
	row = row[:len(sum)]
	if sign < 0 {
		for len(sum) >= 8 {
			s, r := (*[8]int32)(sum), (*[8]int32)(row)
			s[0], s[1], s[2], s[3] = s[0]-r[0], s[1]-r[1], s[2]-r[2], s[3]-r[3]
			s[4], s[5], s[6], s[7] = s[4]-r[4], s[5]-r[5], s[6]-r[6], s[7]-r[7]
			sum, row = sum[8:], row[8:]
		}
		for j, x := range row {
			sum[j] -= x
		}
		return
	}
	for len(sum) >= 8 {
		s, r := (*[8]int32)(sum), (*[8]int32)(row)
		s[0], s[1], s[2], s[3] = s[0]+r[0], s[1]+r[1], s[2]+r[2], s[3]+r[3]
		s[4], s[5], s[6], s[7] = s[4]+r[4], s[5]+r[5], s[6]+r[6], s[7]+r[7]
		sum, row = sum[8:], row[8:]
	}
	for j, x := range row {
		sum[j] += x
	}
}

// maxPendingRows bounds the rows a view keeps pending to add, and those
// to take away: more are flushed first (a move changes three or four
// squares).
const maxPendingRows = 8

// pendingRows are a view's row changes not yet added to its sum: the
// offsets in Layer.Rows of the rows to add and of those to take away.
// Make and unmake queue them, and LayerSum adds them when the sum is
// read, a row added and one taken away in one pass over the sum (most
// moves are such a pair, and the pass's loads and stores of the sum
// are half its cost); a node that is never evaluated, as most that a
// table entry cuts off, never adds them at all.
type pendingRows struct {
	adds, subs [maxPendingRows]int32
	na, ns     int
}

// pushRow queues the row at offset off for view's sum, added (sign 1)
// or taken away (sign -1).
func (p *Position) pushRow(view Color, off, sign int32) {
	q := &p.lpend[view]
	if sign > 0 {
		if q.na == maxPendingRows {
			p.flushRows(view)
		}
		q.adds[q.na] = off
		q.na++
		return
	}
	if q.ns == maxPendingRows {
		p.flushRows(view)
	}
	q.subs[q.ns] = off
	q.ns++
}

// flushRows adds view's pending rows to its sum, in pairs of an added
// and a removed row where it can.
func (p *Position) flushRows(view Color) {
	q := &p.lpend[view]
	if q.na+q.ns == 0 {
		return
	}
	w := p.layer.Width
	rows, sum := p.layer.Rows, p.lsum[view]
	i := 0
	for ; i < q.na && i < q.ns; i++ {
		a, b := int(q.adds[i]), int(q.subs[i])
		addSubRow(sum, rows[a:a+w], rows[b:b+w])
	}
	for j := i; j < q.na; j++ {
		a := int(q.adds[j])
		addRow(sum, rows[a:a+w], 1)
	}
	for j := i; j < q.ns; j++ {
		b := int(q.subs[j])
		addRow(sum, rows[b:b+w], -1)
	}
	q.na, q.ns = 0, 0
}

// addSubRow adds row a to sum and takes row b away, in one pass.
func addSubRow(sum, a, b []int32) {
	a, b = a[:len(sum)], b[:len(sum)]
	for len(sum) >= 8 {
		s, x, y := (*[8]int32)(sum), (*[8]int32)(a), (*[8]int32)(b)
		s[0], s[1], s[2], s[3] = s[0]+x[0]-y[0], s[1]+x[1]-y[1], s[2]+x[2]-y[2], s[3]+x[3]-y[3]
		s[4], s[5], s[6], s[7] = s[4]+x[4]-y[4], s[5]+x[5]-y[5], s[6]+x[6]-y[6], s[7]+x[7]-y[7]
		sum, a, b = sum[8:], a[8:], b[8:]
	}
	for j := range sum {
		sum[j] += a[j] - b[j]
	}
}
