package core

// AttacksByGenerating reports, for tests, whether the attack test finds
// the captures of type t of colour c by generating its moves.
func (v *Variant) AttacksByGenerating(c Color, t int) bool { return v.attack[c].complex[t] }
