package core

import "reflect"

// LegalByTrying returns the legal moves found by trying every
// pseudo-legal move on the board (no shortcut), for tests of the
// shortcuts GenerateLegal takes.
func (p *Position) LegalByTrying() []Move {
	var ml MoveList
	if p.v.immediate && p.immediateEnd() {
		return nil
	}
	p.GeneratePseudo(&ml)
	p.filterLegal(&ml, 0)
	return ml.Moves
}

// WithoutBitboards runs f with the position's bitboard layer switched
// off, so that the step-table paths answer; it reports whether the
// position uses bitboards at all.
func (p *Position) WithoutBitboards(f func()) bool {
	saved := p.useBB
	p.useBB = false
	f()
	p.useBB = saved
	return saved
}

// NextPermutation is nextPermutation for the enumeration tests.
func NextPermutation(a []byte) bool { return nextPermutation(a) }

// CountLegal is countLegal, perft's count of the legal moves at its
// last ply; ok is false where it leaves the count to GenerateLegal.
func (p *Position) CountLegal() (n int, ok bool) {
	var scratch MoveList
	return p.countLegal(&scratch)
}

// Uncompiled returns a copy of v with only its exported fields (what a
// caller sets before Compile), so that a test may change the piece
// types of a parsed variant (attach path programs) and compile again.
func Uncompiled(v *Variant) *Variant {
	n := &Variant{}
	src, dst := reflect.ValueOf(v).Elem(), reflect.ValueOf(n).Elem()
	for i := 0; i < src.NumField(); i++ {
		if src.Type().Field(i).IsExported() {
			dst.Field(i).Set(src.Field(i))
		}
	}
	n.Types = append([]PieceType(nil), v.Types...)
	return n
}

// ProgReach reports whether type t of colour c has a program reach
// (programreach.go) and whether it includes a take on to from from.
func (v *Variant) ProgReach(c Color, t, from, to int) (known, has bool) {
	r := v.attack[c].progReach[t]
	if r == nil {
		return false, false
	}
	return true, r.has(from, to)
}

// AddRow is addRow, for its benchmark.
func AddRow(sum, row []int32, sign int32) { addRow(sum, row, sign) }
