package main

import (
	"errors"
	"slices"
)

// Why: Go's linker writes a WebAssembly module's data as one segment per
// run of non-zero bytes, splitting wherever eight or more zero bytes
// meet, so that the raw file carries no zeros. For chimera.wasm that is
// about 57,000 segments, most of them in the runtime's function lookup
// table (findfunctab: 16 buckets of 20 bytes for each of the module's
// 3,400 functions, each bucket 2 non-zero bytes and 18 zeros). Every
// segment has a header of about 7 bytes whose address grows by a few
// bytes each time, which brotli cannot predict: the headers cost about
// 60 KB of the page's 0.9 MB brotli budget, while the zeros they leave
// out would cost almost nothing compressed. merge puts segments less
// than gap bytes apart into one, zeros between: the memory the module
// starts with is the same byte for byte; the file grows and its
// compressed forms shrink.

// Wasm section ids and opcodes this file reads.
const (
	sectionData      = 11
	sectionDataCount = 12
	opI32Const       = 0x41
	opEnd            = 0x0b
)

// maxGap bounds the zeros merge writes between two segments.
const maxGap = 1 << 16

// segment is an active data segment of memory 0: its bytes at offset.
type segment struct {
	offset int
	data   []byte
}

// merge returns the module with its data segments less than gap bytes
// apart merged, and the number of segments before and after. A module
// without a data section is returned as it is; one whose segments are
// not all active segments of memory 0 at a constant offset (which Go
// never writes), or overlap, is an error, as is a malformed module.
func merge(module []byte, gap int) (out []byte, before, after int, err error) {
	out, before, after, _, err = rewriteModule(module, gap, nil)
	return out, before, after, err
}

// rewriteModule merges the data segments as merge does and, with
// keepLines not nil, drops the line tables of the functions whose names
// start with none of its prefixes (dropLines, lines.go), reporting how
// many functions lost theirs.
func rewriteModule(module []byte, gap int, keepLines []string) (out []byte, before, after, dropped int, err error) {
	if len(module) < 8 || string(module[:4]) != "\x00asm" || string(module[4:8]) != "\x01\x00\x00\x00" {
		return nil, 0, 0, 0, errors.New("not a WebAssembly module (version 1)")
	}
	if gap < 0 || gap > maxGap {
		return nil, 0, 0, 0, errors.New("the gap must be from 0 to 65536 bytes")
	}
	type section struct {
		id   byte
		body []byte
	}
	var sections []section
	for pos := 8; pos < len(module); {
		size, n := readULEB(module[pos+1:])
		if n == 0 || size > uint64(len(module)-pos-1-n) {
			return nil, 0, 0, 0, errors.New("a section runs past the end of the module")
		}
		start := pos + 1 + n
		sections = append(sections, section{module[pos], module[start : start+int(size)]})
		pos = start + int(size)
	}
	found := false
	for i, s := range sections {
		if s.id != sectionData {
			continue
		}
		if found {
			return nil, 0, 0, 0, errors.New("two data sections")
		}
		found = true
		segs, err := readSegments(s.body)
		if err != nil {
			return nil, 0, 0, 0, err
		}
		merged, err := mergeSegments(segs, gap)
		if err != nil {
			return nil, 0, 0, 0, err
		}
		if keepLines != nil {
			if dropped, _, err = dropLines(merged, keepLines); err != nil {
				return nil, 0, 0, 0, err
			}
		}
		before, after = len(segs), len(merged)
		sections[i].body = encodeSegments(merged)
	}
	if !found {
		return module, 0, 0, 0, nil
	}
	out = append(out, module[:8]...)
	for _, s := range sections {
		if s.id == sectionDataCount {
			// the number of data segments, which must match the data section's
			s.body = appendULEB(nil, uint64(after))
		}
		out = append(out, s.id)
		out = appendULEB(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out, before, after, dropped, nil
}

// readSegments decodes a data section's segments.
func readSegments(body []byte) ([]segment, error) {
	count, n := readULEB(body)
	if n == 0 || count > uint64(len(body)) {
		return nil, errors.New("bad data segment count")
	}
	body = body[n:]
	segs := make([]segment, 0, int(count))
	for range count {
		if len(body) < 2 || body[0] != 0 || body[1] != opI32Const {
			return nil, errors.New("a data segment is not an active segment of memory 0 at an i32.const offset")
		}
		off, n := readSLEB32(body[2:])
		if n == 0 || off < 0 || len(body) < 2+n+1 || body[2+n] != opEnd {
			return nil, errors.New("bad data segment offset")
		}
		body = body[2+n+1:]
		size, n := readULEB(body)
		if n == 0 || size > uint64(len(body)-n) {
			return nil, errors.New("a data segment runs past the end of its section")
		}
		segs = append(segs, segment{int(off), body[n : n+int(size)]})
		body = body[n+int(size):]
	}
	if len(body) != 0 {
		return nil, errors.New("bytes after the last data segment")
	}
	return segs, nil
}

// mergeSegments sorts the segments by offset and joins those less than
// gap bytes apart. Overlapping segments are refused: their order would
// decide which bytes win, and sorting could change it.
func mergeSegments(segs []segment, gap int) ([]segment, error) {
	sorted := slices.Clone(segs)
	slices.SortStableFunc(sorted, func(a, b segment) int { return a.offset - b.offset })
	var out []segment
	for _, s := range sorted {
		if len(out) == 0 {
			out = append(out, segment{s.offset, slices.Clone(s.data)})
			continue
		}
		last := &out[len(out)-1]
		end := last.offset + len(last.data)
		switch {
		case s.offset < end:
			return nil, errors.New("data segments overlap")
		case s.offset-end < gap:
			last.data = append(last.data, make([]byte, s.offset-end)...)
			last.data = append(last.data, s.data...)
		default:
			out = append(out, segment{s.offset, slices.Clone(s.data)})
		}
	}
	return out, nil
}

// encodeSegments is a data section's body.
func encodeSegments(segs []segment) []byte {
	b := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, opI32Const)
		b = appendSLEB(b, int64(s.offset))
		b = append(b, opEnd)
		b = appendULEB(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// readULEB decodes an unsigned LEB128 number of at most 64 bits: its
// value and length (0 when malformed).
func readULEB(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}

// readSLEB32 decodes a signed LEB128 number of at most 32 bits (an
// i32.const's operand).
func readSLEB32(b []byte) (int64, int) {
	var v int64
	for i := 0; i < len(b) && i < 5; i++ {
		v |= int64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			if shift := 7 * (i + 1); shift < 64 && b[i]&0x40 != 0 {
				v |= -1 << shift
			}
			if v != int64(int32(v)) {
				return 0, 0
			}
			return v, i + 1
		}
	}
	return 0, 0
}

func appendULEB(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
