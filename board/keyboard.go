package board

// The keyboard: the board is one tab stop, a roving cursor square that
// the arrow keys move (as seen on the screen, so a flipped board turns
// them too; holes are skipped), Home and End to the ends of its row,
// PageUp and PageDown to the ends of its column. Enter and Space act as a
// click on the cursor's square; Escape puts the piece down or closes the
// chooser. After a move the cursor stays on the destination.

// Key handles a key pressed on the board (or on the chooser). The result
// is Handled when the key was the board's.
func (c *Controller) Key(key string) Result {
	if c.choice != nil {
		return c.chooserKey(key)
	}
	geo := c.Game.Variant().Geometry
	cur := c.Cursor()
	row, col := c.DisplayPlace(cur)
	move := func(dr, dc int) Result {
		for r, k := row+dr, col+dc; r >= 0 && k >= 0 && r < geo.Ranks && k < geo.Files; r, k = r+dr, k+dc {
			if sq := c.SquareAt(r, k); geo.Exists[sq] {
				c.cursor = sq
				break
			}
		}
		return Result{Handled: true}
	}
	// end moves to the last square of the board that exists from (r, k)
	// on, going (dr, dc)
	end := func(r, k, dr, dc int) Result {
		for ; r >= 0 && k >= 0 && r < geo.Ranks && k < geo.Files; r, k = r+dr, k+dc {
			if sq := c.SquareAt(r, k); geo.Exists[sq] {
				c.cursor = sq
				break
			}
		}
		return Result{Handled: true}
	}
	switch key {
	case "ArrowUp":
		return move(-1, 0)
	case "ArrowDown":
		return move(1, 0)
	case "ArrowLeft":
		return move(0, -1)
	case "ArrowRight":
		return move(0, 1)
	case "Home":
		return end(row, 0, 0, 1)
	case "End":
		return end(row, geo.Files-1, 0, -1)
	case "PageUp":
		return end(0, col, 1, 0)
	case "PageDown":
		return end(geo.Ranks-1, col, -1, 0)
	case "Enter", " ":
		r := c.Click(cur)
		r.Handled = true
		return r
	case "Escape":
		if c.selected >= 0 || c.drop >= 0 {
			c.clear()
			return Result{Announce: "deselected", Handled: true}
		}
	}
	return Result{}
}

// Cursor is the keyboard's square. Until the player has used the board it
// follows the game: the piece of the side to move nearest the middle of
// the board that has a move (ties: the higher file, then the mover's own
// side), so that Tab, Enter, two arrows and Enter play 1.e4.
func (c *Controller) Cursor() int {
	geo := c.Game.Variant().Geometry
	if c.cursor >= 0 && c.cursor < geo.Size() && geo.Exists[c.cursor] {
		return c.cursor
	}
	return c.defaultCursor()
}

// SetCursor moves the keyboard's square (a square the pointer used).
func (c *Controller) SetCursor(sq int) {
	geo := c.Game.Variant().Geometry
	if sq >= 0 && sq < geo.Size() && geo.Exists[sq] {
		c.cursor = sq
	}
}

func (c *Controller) defaultCursor() int {
	geo := c.Game.Variant().Geometry
	pos := c.Shown()
	side := pos.Side()
	// distances are doubled so that the middle of an even board is whole
	best, bestKey := -1, [3]int{}
	consider := func(sq, group int) {
		f, r := geo.FileOf(sq), geo.RankOf(sq)
		df, dr := 2*f-(geo.Files-1), 2*r-(geo.Ranks-1)
		own := r // nearer the mover's side first
		if side != 0 {
			own = geo.Ranks - 1 - r
		}
		key := [3]int{group*1_000_000 + df*df + dr*dr, -f, own}
		if best < 0 || less(key, bestKey) {
			best, bestKey = sq, key
		}
	}
	if c.setup == nil && c.view < 0 {
		for _, m := range c.Game.Legal() {
			if m.From >= 0 && pos.At(int(m.From)) != 0 {
				consider(int(m.From), 0)
			}
		}
	}
	if best >= 0 {
		return best
	}
	// no move (set-up, looking back, game over): the mover's nearest piece,
	// else the middle of the board
	for sq := 0; sq < geo.Size(); sq++ {
		if !geo.Exists[sq] {
			continue
		}
		if pc := pos.At(sq); pc != 0 && pc.Color() == side {
			consider(sq, 1)
		} else {
			consider(sq, 2)
		}
	}
	return best
}

func less(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// SquareAt is the square shown at a display place (row 0 at the top,
// column 0 at the left).
func (c *Controller) SquareAt(row, col int) int {
	geo := c.Game.Variant().Geometry
	if c.flipped {
		return geo.Square(geo.Files-1-col, row)
	}
	return geo.Square(col, geo.Ranks-1-row)
}

// DisplayPlace is where square sq is shown: its row (0 at the top) and
// column (0 at the left).
func (c *Controller) DisplayPlace(sq int) (row, col int) {
	geo := c.Game.Variant().Geometry
	f, r := geo.FileOf(sq), geo.RankOf(sq)
	if c.flipped {
		return r, geo.Files - 1 - f
	}
	return geo.Ranks - 1 - r, f
}
