package notation

// This file expands XBetza's groups (parenthesised alternatives) into
// group-free strings, keeping each byte's place for error messages.

import "strconv"

// flat is a group-free string with, for each byte, its position in the
// original string (for error messages).
type flat struct {
	text string
	pos  []int
}

// group is one parenthesised group of a move string: s[open] is '(',
// s[close] is ')', the count (if any) ends at end; n is the repeat count.
type group struct {
	open, close, end, n int
}

// expansion is what the groups of a move string expand to: the groups,
// the number of group-free strings and their total length.
type expansion struct {
	groups        []group
	combos, total int
	base          int // the bytes outside the groups
}

// measureGroups finds the groups of s and computes how many group-free
// strings they expand to and how long those are together, checking
// maxGroups, maxGroupRepeat, maxExpansions and maxExpandedLength in time
// linear in len(s), before anything is built.
func measureGroups(s string) (expansion, error) {
	var groups []group
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ')':
			return expansion{}, &xbetzaError{s, i, "')' without '('"}
		case '(':
			j := i + 1
			for j < len(s) && s[j] != ')' {
				if s[j] == '(' {
					return expansion{}, &xbetzaError{s, i, "nested groups are not supported"}
				}
				j++
			}
			if j == len(s) {
				return expansion{}, &xbetzaError{s, i, "'(' without ')'"}
			}
			if len(groups) == maxGroups {
				return expansion{}, &xbetzaError{s, i, "more than " + strconv.Itoa(maxGroups) + " groups; the limit is " + strconv.Itoa(maxGroups)}
			}
			g := group{open: i, close: j, end: digitsAt(s, j+1), n: maxGroupRepeat}
			if g.end > j+1 {
				n, ok := parseCount(s[j+1:g.end], maxGroupRepeat)
				if !ok {
					return expansion{}, &xbetzaError{s, j + 1, "group count " + clip(s[j+1:g.end]) + "; the limit is " + strconv.Itoa(maxGroupRepeat)}
				}
				g.n = n
			}
			groups = append(groups, g)
			i = g.end - 1
		}
	}
	combos, base := 1, len(s)
	for _, g := range groups {
		if combos*(g.n+1) > maxExpansions {
			return expansion{}, &xbetzaError{s, g.open, "the groups expand to more than " + strconv.Itoa(maxExpansions) + " moves; the limit is " + strconv.Itoa(maxExpansions)}
		}
		combos *= g.n + 1
		base -= g.end - g.open
	}
	total := combos * base
	for _, g := range groups {
		// each repeat count 0..n occurs combos/(n+1) times
		total += (g.close - g.open - 1) * combos / (g.n + 1) * (g.n * (g.n + 1) / 2)
	}
	if total > maxExpandedLength {
		return expansion{}, &xbetzaError{s, groups[0].open, "the groups expand to " + strconv.Itoa(total) + " bytes of moves; the limit is " + strconv.Itoa(maxExpandedLength)}
	}
	return expansion{groups, combos, total, base}, nil
}

// expandedLength is the total length of the group-free strings s expands
// to, 0 when s is beyond the limits or malformed (parseXBetza says why).
func expandedLength(s string) int {
	if len(s) > maxMoveLength {
		return 0
	}
	ex, err := measureGroups(s)
	if err != nil {
		return 0
	}
	return ex.total
}

// expandGroups replaces every parenthesised group "(X)n" by X repeated 0
// to n times (0 to maxGroupRepeat without n), one string per choice, the
// first group's choice varying slowest; measureGroups has checked the
// limits first.
func expandGroups(s string) ([]flat, error) {
	ex, err := measureGroups(s)
	if err != nil {
		return nil, err
	}
	groups, combos, base := ex.groups, ex.combos, ex.base
	if len(groups) == 0 {
		pos := make([]int, len(s))
		for i := range pos {
			pos[i] = i
		}
		return []flat{{s, pos}}, nil
	}
	out := make([]flat, 0, combos)
	reps := make([]int, len(groups))
	for {
		size := base
		for k, g := range groups {
			size += reps[k] * (g.close - g.open - 1)
		}
		text := make([]byte, 0, size)
		pos := make([]int, 0, size)
		copyOut := func(from, to int) {
			text = append(text, s[from:to]...)
			for i := from; i < to; i++ {
				pos = append(pos, i)
			}
		}
		prev := 0
		for k, g := range groups {
			copyOut(prev, g.open)
			for r := 0; r < reps[k]; r++ {
				copyOut(g.open+1, g.close)
			}
			prev = g.end
		}
		copyOut(prev, len(s))
		out = append(out, flat{string(text), pos})
		// next choice: the last group's count varies fastest
		k := len(groups) - 1
		for k >= 0 && reps[k] == groups[k].n {
			reps[k] = 0
			k--
		}
		if k < 0 {
			return out, nil
		}
		reps[k]++
	}
}
