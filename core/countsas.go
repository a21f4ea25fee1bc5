package core

// Types that count as another (countsAs=ID on a piece line): for
// extinction and royalty by count, a piece of the type is one of type ID
// (Sho shogi's crown prince, a promoted drunk elephant, is a second
// king: the side loses when both are gone, and the last is royal).

// compileCountsAs lists, for each type, the other types that count as
// it (nil when no type counts as another).
func (v *Variant) compileCountsAs() {
	v.countedWith = nil
	for t := range v.Types {
		if a := v.countsAs(t); a != t {
			if v.countedWith == nil {
				v.countedWith = make([][]int, len(v.Types))
			}
			v.countedWith[a] = append(v.countedWith[a], t)
		}
	}
}

// countsAs returns the type a piece of type t counts as.
func (v *Variant) countsAs(t int) int {
	if a := v.Types[t].CountsAs; a > 0 && a <= len(v.Types) {
		return a - 1
	}
	return t
}

// groupCount returns colour c's pieces of type t and of the types that
// count as t, on the board and, with hand, in hand too.
func (p *Position) groupCount(c Color, t int, hand bool) int {
	n := p.count[c][t]
	if hand {
		n += p.hand[c][t]
	}
	if p.v.countedWith != nil {
		for _, u := range p.v.countedWith[t] {
			n += p.count[c][u]
			if hand {
				n += p.hand[c][u]
			}
		}
	}
	return n
}
