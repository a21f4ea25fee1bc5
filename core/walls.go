package core

// Walls: squares blocked for good while the game goes on, made during
// play (a piece petrified by its capture, FSF petrifyOnCapture). A wall
// is a piece of a type marked Wall: it has no moves, the notation makes
// its capture impossible for every type (capture matrix '!'), so slides
// stop before it and leaps never land on it, and FENs write it '*' as
// Fairy-Stockfish does. Which side a wall belongs to does not matter; one
// read from a FEN is White's. A capture-matrix change into the wall type
// turns a capturer into a wall where it captured.

// WallType returns the variant's wall type, or -1 when it has none.
func (v *Variant) WallType() int {
	for t := range v.Types {
		if v.Types[t].Wall {
			return t
		}
	}
	return -1
}

// neverCaptures reports whether the capture matrix forbids every capture
// of type t ('!' in each enemy column): such a type attacks nothing, so it
// neither gives check nor guards a square (a king that would be
// petrified by capturing).
func (v *Variant) neverCaptures(t int) bool {
	if v.CaptureMatrix == nil || t >= len(v.CaptureMatrix) {
		return false
	}
	row := v.CaptureMatrix[t]
	n := len(v.Types)
	if len(row) < 1+n {
		return false
	}
	for col := 1; col <= n; col++ {
		if row[col].Kind != CaptureForbidden {
			return false
		}
	}
	return true
}
