package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
)

// Why: Go's function table (pclntab) carries, for every function, a
// table from code position to source line and one to source file. The
// runtime reads them only to print stack traces (and for
// runtime.Caller), and they are the least compressible part of the
// module: for chimera.wasm those of Go's own runtime and standard
// packages cost about 27 KB of brotli. dropLines keeps the tables of
// the functions whose names start with one of the given prefixes (the
// project's own packages) and zeroes the others' table offsets, which
// the runtime reads as "no table" (a frame then prints as ?:0), and the
// tables no kept function or other index uses. Everything the runtime
// needs to run (frame sizes, stack maps, inlining records, unsafe
// points) is left as it was.

// pclntabMagic is the function table header's first eight bytes for Go
// 1.20 and later with 8-byte pointers (the magic 0xfffffff1, two zero
// pads, the minimum instruction size 1 and the pointer size 8), as
// GOARCH=wasm writes it.
var pclntabMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

// Offsets in a _func record (runtime/runtime2.go): the file and line
// table offsets, the number of pcdata entries, and where they start.
const (
	funcPCSP      = 16
	funcPCFile    = 20
	funcPCLine    = 24
	funcNPCData   = 28
	funcPCDataArr = 44
)

// memory is the module's initial memory as its sorted, non-overlapping
// segments; reads of bytes no segment holds give zeros.
type memory []segment

// find is the segment holding addr and addr's index in it, or -1.
func (m memory) find(addr int) (int, int) {
	lo, hi := 0, len(m)
	for lo < hi {
		mid := (lo + hi) / 2
		if m[mid].offset+len(m[mid].data) <= addr {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(m) && m[lo].offset <= addr {
		return lo, addr - m[lo].offset
	}
	return -1, 0
}

func (m memory) byteAt(addr int) byte {
	if s, i := m.find(addr); s >= 0 {
		return m[s].data[i]
	}
	return 0
}

func (m memory) read(addr, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = m.byteAt(addr + i)
	}
	return b
}

func (m memory) u32(addr int) uint32 { return binary.LittleEndian.Uint32(m.read(addr, 4)) }
func (m memory) u64(addr int) uint64 { return binary.LittleEndian.Uint64(m.read(addr, 8)) }

// zero clears n bytes from addr (bytes no segment holds are zero already).
func (m memory) zero(addr, n int) {
	for i := range n {
		if s, j := m.find(addr + i); s >= 0 {
			m[s].data[j] = 0
		}
	}
}

// header finds the function table's header: its address, or -1 when the
// module has none (not a Go module). Two candidates are an error.
func (m memory) header() (int, error) {
	at := -1
	for _, s := range m {
		for from := 0; ; {
			i := bytes.Index(s.data[from:], pclntabMagic)
			if i < 0 {
				break
			}
			if at >= 0 {
				return 0, errors.New("two function table headers")
			}
			at = s.offset + from + i
			from += i + 1
		}
	}
	return at, nil
}

// tableLength is the length in bytes of the pc-value table at addr: pairs
// of a value delta and a pc delta, ended by a zero value delta after the
// first pair. maxLen bounds it.
func (m memory) tableLength(addr, maxLen int) (int, error) {
	pos := 0
	varint := func() (uint64, error) {
		var v uint64
		for shift := 0; shift < 64; shift += 7 {
			if pos >= maxLen {
				return 0, errors.New("a line table runs past the table area")
			}
			b := m.byteAt(addr + pos)
			pos++
			v |= uint64(b&0x7f) << shift
			if b < 0x80 {
				return v, nil
			}
		}
		return 0, errors.New("a malformed line table")
	}
	for first := true; ; first = false {
		delta, err := varint()
		if err != nil {
			return 0, err
		}
		if delta == 0 && !first {
			return pos, nil
		}
		if _, err := varint(); err != nil {
			return 0, err
		}
	}
}

// dropLines removes the line and file tables of the functions whose
// names start with none of keep, as described above, from the memory
// the segments initialise. It returns the number of functions and of
// table bytes cleared; a module without a Go function table is left as
// it is (0, 0), and one whose table does not read as expected is an
// error rather than a guess.
func dropLines(segs []segment, keep []string) (funcs, cleared int, err error) {
	m := memory(segs)
	hdr, err := m.header()
	if err != nil || hdr < 0 {
		return 0, 0, err
	}
	end := uint64(m[len(m)-1].offset + len(m[len(m)-1].data))
	nfunc, nameOff, pcOff, funcOff := m.u64(hdr+8), m.u64(hdr+32), m.u64(hdr+56), m.u64(hdr+64)
	if nfunc == 0 || !(nameOff < pcOff && pcOff < funcOff && funcOff < end && nfunc < (end-funcOff)/8) {
		return 0, 0, errors.New("the function table's header does not read as Go 1.20 or later wrote it")
	}
	nameTab, pcTab, funcTab := hdr+int(nameOff), hdr+int(pcOff), hdr+int(funcOff)
	pcTabLen := funcTab - pcTab
	type record struct {
		at         int
		file, line uint32
		drop       bool
	}
	records := make([]record, int(nfunc))
	used := map[uint32]bool{} // tables something kept reads
	lastEntry := uint32(0)
	for i := range records {
		entry, off := m.u32(funcTab+8*i), m.u32(funcTab+8*i+4)
		if entry < lastEntry {
			return 0, 0, errors.New("the function table is not in code order")
		}
		lastEntry = entry
		at := funcTab + int(off)
		name := m.cString(nameTab+int(int32(m.u32(at+4))), 4096)
		r := record{at: at, file: m.u32(at + funcPCFile), line: m.u32(at + funcPCLine), drop: true}
		for _, p := range keep {
			if strings.HasPrefix(name, p) {
				r.drop = false
			}
		}
		npc := int(m.u32(at + funcNPCData))
		if npc > 16 {
			return 0, 0, errors.New("a function record does not read as Go wrote it")
		}
		used[m.u32(at+funcPCSP)] = true
		for k := range npc {
			used[m.u32(at+funcPCDataArr+4*k)] = true
		}
		if !r.drop {
			used[r.file], used[r.line] = true, true
		}
		records[i] = r
	}
	zeroed := map[uint32]bool{0: true}
	for _, r := range records {
		if !r.drop {
			continue
		}
		funcs++
		m.zero(r.at+funcPCFile, 8)
		for _, t := range []uint32{r.file, r.line} {
			if used[t] || zeroed[t] {
				continue
			}
			zeroed[t] = true
			if int(t) >= pcTabLen {
				return 0, 0, errors.New("a line table lies outside the table area")
			}
			n, err := m.tableLength(pcTab+int(t), pcTabLen-int(t))
			if err != nil {
				return 0, 0, err
			}
			m.zero(pcTab+int(t), n)
			cleared += n
		}
	}
	return funcs, cleared, nil
}

// cString is the NUL-terminated string at addr, at most max bytes.
func (m memory) cString(addr, max int) string {
	var b []byte
	for i := 0; i < max; i++ {
		c := m.byteAt(addr + i)
		if c == 0 {
			break
		}
		b = append(b, c)
	}
	return string(b)
}
