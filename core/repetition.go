package core

// Repetitions reports how often the current position has occurred since
// the last irreversible move (this time included), and the colour that
// gave check with every one of its moves over the repeated stretch (-1
// when neither did). A search scores a repetition inside its tree with
// it; Outcome judges the game's n-fold rule.
func (p *Position) Repetitions() (n, checker int) { return p.repetitions() }
