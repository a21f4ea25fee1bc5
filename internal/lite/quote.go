package lite

import (
	"strings"
	"unicode/utf8"
)

// Quote is s in double quotes with Go's escapes, as strconv.Quote writes
// it for text in ASCII and for most other text: quotes and backslashes
// escaped, control characters and bytes that are not UTF-8 as \n, \t,
// \xNN and the like, other runes as they are. It escapes (as \uNNNN)
// only the invisible runes an error message should show: C1 controls,
// the soft hyphen, zero-width and bidirectional marks, line and
// paragraph separators and the byte-order mark; strconv.Quote also
// escapes unassigned and private-use runes, which Quote writes as they
// are, as it has no table of them.
func Quote(s string) string {
	// a strings.Builder, whose methods the page links anyway: appends
	// to a []byte are much more code in the wasm
	var sb strings.Builder
	sb.Grow(len(s) + 2)
	sb.WriteByte('"')
	for i, r := range s {
		switch {
		case r == '"' || r == '\\':
			sb.WriteByte('\\')
			sb.WriteByte(byte(r))
		case r >= ' ' && r < 0x7f,
			!invisible(r) && (r != utf8.RuneError || strings.HasPrefix(s[i:], "\uFFFD")):
			sb.WriteRune(r)
		default:
			escape(&sb, s[i], r)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// escape writes the escape of r, a control character, a byte that is not
// UTF-8 (as c, the byte) or an invisible rune: \n and the like, \xNN or
// \uNNNN.
func escape(sb *strings.Builder, c byte, r rune) {
	sb.WriteByte('\\')
	if k := strings.IndexRune(controlBytes, r); k >= 0 {
		sb.WriteByte(controlLetters[k])
		return
	}
	v, shift := uint32(r), 12
	if r < utf8.RuneSelf || r == utf8.RuneError {
		v, shift = uint32(c), 4
		sb.WriteByte('x')
	} else {
		sb.WriteByte('u')
	}
	for ; shift >= 0; shift -= 4 {
		sb.WriteByte("0123456789abcdef"[v>>uint(shift)&0xf])
	}
}

// controlBytes are the control characters with a one-letter escape, the
// letter at the same index in controlLetters.
const controlBytes, controlLetters = "\a\b\f\n\r\t\v", "abfnrtv"

// invisible reports whether r is one of the non-ASCII runes Quote
// escapes (all of them below U+10000).
func invisible(r rune) bool {
	switch {
	case r < 0xa0, r == 0xad, r == 0x061c, r == 0x180e,
		r >= 0x200b && r <= 0x200f, r >= 0x2028 && r <= 0x202e,
		r >= 0x2060 && r <= 0x206f, r == 0xfeff, r >= 0xfff9 && r <= 0xfffb:
		return true
	}
	return false
}
