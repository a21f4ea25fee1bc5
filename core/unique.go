package core

import "strconv"

// Unique moves. Two moves that do exactly the same thing are one move,
// whatever atoms of the XBetza string produce them: KW has eight king
// steps, not twelve, and WWWW (two wazir riders) is one rook.
// Most repeats are removed when a type is compiled (mergeSimple and
// friends below), so they cost nothing when moves are generated; for the
// few types whose compiled items may still produce the same move on some
// board (needsDedup, dedup.go), the generator removes repeats (dedupMoves).

// landing is the part of a Mode that decides what a leg may end on.
const landing = ModeMove | ModeCapture | ModeDestroy | ModeEnPassant

// mergeSimple rewrites the simple moves of one type so that no two of
// them can produce the same move. Moves along the same step with the same
// conditions differ only in range and modality, and at each square along
// the ray they behave alike (the ray stops at the same obstacle whatever
// the modality), so each landing modality is kept only by the move of
// largest range that has it; moves of equal range are then joined. The
// result has at most one move per step and range, and its modalities
// are disjoint. The first move of each step keeps its place in the list.
func (v *Variant) mergeSimple(list []simpleMove, t int) []simpleMove {
	if len(list) < 2 {
		return list
	}
	fly := v.Types[t].FlyRank > 0
	type key struct {
		vid                              int32
		dx, dy                           int8
		initial, second, skipFirst, wrap bool
		exempt, fr                       bool
		other                            Mode // modality bits other than landing ones
	}
	keyOf := func(sm *simpleMove) key {
		// a flying type's sliders (range > 1) walk another way than its
		// leapers: they are never mixed
		return key{sm.vid, sm.dx, sm.dy, sm.initial, sm.second, sm.skipFirst, sm.wrap, sm.exempt,
			fly && sm.rng > 1, sm.mode &^ landing}
	}
	groups := map[key][]int{}
	var order []key
	for i := range list {
		k := keyOf(&list[i])
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], i)
	}
	if len(order) == len(list) {
		return list
	}
	out := make([]simpleMove, 0, len(order))
	for _, k := range order {
		idx := groups[k]
		if len(idx) == 1 {
			out = append(out, list[idx[0]])
			continue
		}
		// each landing modality goes to the longest move that has it
		var merged []simpleMove
		for bit := ModeMove; bit <= ModeEnPassant; bit <<= 1 {
			best := -1
			for _, i := range idx {
				if list[i].mode&bit != 0 && (best < 0 || list[i].rng > list[best].rng) {
					best = i
				}
			}
			if best < 0 {
				continue
			}
			joined := false
			for j := range merged {
				if merged[j].rng == list[best].rng {
					merged[j].mode |= bit
					joined = true
					break
				}
			}
			if !joined {
				sm := list[best]
				sm.mode = k.other | bit
				merged = append(merged, sm)
			}
		}
		if len(merged) == 0 {
			// no landing modality at all: such a move never lands
			merged = append(merged, list[idx[0]])
		}
		for _, sm := range merged {
			sm.lame = sm.initial && sm.rng > 1
			sm.plain = !sm.initial && !sm.skipFirst && !sm.wrap && !sm.exempt &&
				sm.mode&^(ModeMove|ModeCapture) == 0 && sm.vid >= 0
			out = append(out, sm)
		}
	}
	return out
}

// mergePromo drops repeated promotion-only steps (genPromoMoves looks at
// a step's table and range only), keeping the longest range per step.
func mergePromo(list []simpleMove) []simpleMove {
	if len(list) < 2 {
		return list
	}
	at := map[int32]int{}
	out := list[:0]
	for _, sm := range list {
		if k, ok := at[sm.vid]; ok {
			out[k].rng = max(out[k].rng, sm.rng)
			continue
		}
		at[sm.vid] = len(out)
		out = append(out, sm)
	}
	return out
}

// dropRepeatedDets removes deterministic paths identical to an earlier
// one.
func dropRepeatedDets(list []detPath) []detPath {
	if len(list) < 2 {
		return list
	}
	seen := map[string]bool{}
	out := list[:0]
	var key []byte
	for _, dp := range list {
		key = appendFlags(key[:0], dp.initial, dp.second, dp.lame, dp.exempt)
		key = strconv.AppendInt(key, int64(len(dp.vids)), 10)
		for _, vid := range dp.vids {
			key = append(key, ',')
			key = strconv.AppendInt(key, int64(vid), 10)
		}
		for _, m := range dp.modes {
			key = append(key, ';')
			key = strconv.AppendUint(key, uint64(m), 10)
		}
		if seen[string(key)] {
			continue
		}
		seen[string(key)] = true
		out = append(out, dp)
	}
	return out
}

// legKey is everything that makes two compiled legs the same leg: the
// embedded Leg is compared whole, so a field added to Leg counts without
// a change here.
type legKey struct {
	Leg
	dirs         string
	vid          [8]int32
	rng, toggled int
}

// dropRepeatedPaths removes general paths identical to an earlier one
// (castling and drops excluded: they are not in these lists).
func dropRepeatedPaths(list []cPath) []cPath {
	if len(list) < 2 {
		return list
	}
	seen := map[string]bool{}
	legIDs := map[legKey]int{} // each distinct leg gets a number
	out := list[:0]
	var key, dirs []byte
	for _, cp := range list {
		key = appendFlags(key[:0], cp.linesOnly, cp.lame, cp.exempt)
		for i := range cp.legs {
			l := &cp.legs[i]
			dirs = dirs[:0]
			for _, d := range l.dirs {
				dirs = append(dirs, byte(d))
			}
			lk := legKey{l.Leg, string(dirs), l.vid, l.rng, l.toggled}
			id, ok := legIDs[lk]
			if !ok {
				id = len(legIDs)
				legIDs[lk] = id
			}
			key = append(key, ',')
			key = strconv.AppendInt(key, int64(id), 10)
		}
		if seen[string(key)] {
			continue
		}
		seen[string(key)] = true
		out = append(out, cp)
	}
	return out
}

// appendFlags appends one byte per flag to a deduplication key.
func appendFlags(key []byte, flags ...bool) []byte {
	for _, f := range flags {
		b := byte('0')
		if f {
			b = '1'
		}
		key = append(key, b)
	}
	return key
}

// mergeCastles removes, from each castling move, the directions an
// earlier castling move with the same distance, partner and exemption
// already has, and drops castling moves left without a direction.
func mergeCastles(list []cPath) []cPath {
	if len(list) < 2 {
		return list
	}
	type key struct {
		dist, skip int
		exempt     bool
	}
	seen := map[key]uint8{}
	out := list[:0]
	for _, cp := range list {
		if len(cp.legs) == 0 {
			out = append(out, cp)
			continue
		}
		k := key{cp.castle.Dist, cp.castle.PartnerSkip, cp.exempt}
		var dirs []int8
		for _, d := range cp.legs[0].dirs {
			if seen[k]&(1<<uint(d&7)) == 0 {
				seen[k] |= 1 << uint(d&7)
				dirs = append(dirs, d)
			}
		}
		if len(dirs) == 0 {
			continue
		}
		legs := append([]cLeg(nil), cp.legs...)
		legs[0].dirs = dirs
		cp.legs = legs
		out = append(out, cp)
	}
	return out
}
