package lite

import (
	"errors"
	"math"
)

// ErrSyntax is Atoi's error for text that is not a decimal number.
var ErrSyntax = errors.New("invalid syntax")

// ErrRange is Atoi's error for a number beyond int's range.
var ErrRange = errors.New("value out of range")

// Atoi is strconv.Atoi's value for s (a decimal number with an optional
// sign: no spaces, no underscores; int's limit, with ErrRange, when it
// is out of range) with plain errors rather than a *strconv.NumError,
// whose Error method would link strconv's quoting (see Quote).
func Atoi(s string) (int, error) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" {
		return 0, ErrSyntax
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		d := uint64(s[i] - '0')
		if d > 9 {
			return 0, ErrSyntax
		}
		if n > (math.MaxUint64-d)/10 {
			// as strconv: past 64 bits, the limit whatever follows
			return limit(neg), ErrRange
		}
		n = n*10 + d
	}
	if n > math.MaxInt && !(neg && n == math.MaxInt+1) {
		return limit(neg), ErrRange
	}
	if neg {
		return -int(n), nil
	}
	return int(n), nil
}

// limit is the int nearest to the numbers beyond int's range on the side
// neg says.
func limit(neg bool) int {
	if neg {
		return math.MinInt
	}
	return math.MaxInt
}
