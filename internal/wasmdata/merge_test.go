package main

import (
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/internal/tsvtest"
)

// module is a WebAssembly module with a type section, the data section
// holding segs (when not nil) and a custom section after it, or with
// extra sections in place of the custom one.
func module(segs []segment, extra ...[]byte) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	b = append(b, 1, 4, 1, 0x60, 0, 0) // one type: func() ()
	for _, e := range extra {
		b = append(b, e...)
	}
	if segs != nil {
		body := encodeSegments(segs)
		b = append(b, sectionData)
		b = appendULEB(b, uint64(len(body)))
		b = append(b, body...)
	}
	return append(b, 0, 5, 4, 'n', 'o', 't', 'e') // custom section "note"
}

// image is the memory the segments initialise, in their order.
func image(segs []segment) []byte {
	var m []byte
	for _, s := range segs {
		if end := s.offset + len(s.data); end > len(m) {
			m = append(m, make([]byte, end-len(m))...)
		}
		copy(m[s.offset:], s.data)
	}
	return m
}

// dataOf decodes the data section of a module merge wrote.
func dataOf(t testing.TB, m []byte) []segment {
	t.Helper()
	for pos := 8; pos < len(m); {
		size, n := readULEB(m[pos+1:])
		body := m[pos+1+n : pos+1+n+int(size)]
		if m[pos] == sectionData {
			segs, err := readSegments(body)
			if err != nil {
				t.Fatalf("merge wrote a data section it cannot read: %v", err)
			}
			return segs
		}
		pos += 1 + n + int(size)
	}
	return nil
}

func parseSegments(t *testing.T, s string) []segment {
	segs := []segment{}
	if s == "-" {
		return segs
	}
	for _, f := range strings.Fields(s) {
		off, hx, _ := strings.Cut(f, ":")
		o, err := strconv.Atoi(off)
		if err != nil {
			t.Fatal(err)
		}
		d, err := hex.DecodeString(hx)
		if err != nil {
			t.Fatal(err)
		}
		segs = append(segs, segment{o, d})
	}
	return segs
}

func formatSegments(segs []segment) string {
	if len(segs) == 0 {
		return "-"
	}
	var parts []string
	for _, s := range segs {
		parts = append(parts, strconv.Itoa(s.offset)+":"+hex.EncodeToString(s.data))
	}
	return strings.Join(parts, " ")
}

func TestMerge(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/merge.tsv", 4) {
		t.Run(row[0], func(t *testing.T) {
			gap, err := strconv.Atoi(row[1])
			if err != nil {
				t.Fatal(err)
			}
			in := parseSegments(t, row[2])
			out, before, after, err := merge(module(in), gap)
			if want, ok := strings.CutPrefix(row[3], "error: "); ok {
				if err == nil || !strings.HasPrefix(err.Error(), want) {
					t.Fatalf("err = %v, want %q", err, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := dataOf(t, out)
			if s := formatSegments(got); s != row[3] {
				t.Errorf("segments %s, want %s", s, row[3])
			}
			if before != len(in) || after != len(got) {
				t.Errorf("counts %d -> %d, want %d -> %d", before, after, len(in), len(got))
			}
			if string(image(got)) != string(image(in)) {
				t.Error("the memory image changed")
			}
			// the other sections are kept, in their places
			if !strings.HasPrefix(string(out), "\x00asm\x01\x00\x00\x00\x01\x04\x01\x60\x00\x00\x0b") || !strings.HasSuffix(string(out), "\x00\x05\x04note") {
				t.Errorf("the sections around the data moved: % x", out)
			}
		})
	}
}

// TestMergeDataCount: a module with a data count section (bulk memory)
// gets the new number of segments there.
func TestMergeDataCount(t *testing.T) {
	in := []segment{{0, []byte{1}}, {4, []byte{2}}, {400, []byte{3}}}
	out, _, after, err := merge(module(in, []byte{sectionDataCount, 1, 3}), 64)
	if err != nil {
		t.Fatal(err)
	}
	if after != 2 {
		t.Fatalf("%d segments, want 2", after)
	}
	if want := string([]byte{0x60, 0, 0, sectionDataCount, 1, 2, sectionData}); !strings.Contains(string(out), want) {
		t.Errorf("data count not rewritten to 2: % x", out)
	}
}

// TestMergeUnchanged: a module without data is returned as it is; input
// that is not a module is refused.
func TestMergeUnchanged(t *testing.T) {
	m := module(nil)
	out, before, after, err := merge(m, 64)
	if err != nil || string(out) != string(m) || before != 0 || after != 0 {
		t.Errorf("merge of a module without data = % x, %d, %d, %v", out, before, after, err)
	}
	for _, bad := range []string{"", "\x00asm", "\x00asm\x02\x00\x00\x00", "\x00asm\x01\x00\x00\x00\x0b\x05\x01"} {
		if _, _, _, err := merge([]byte(bad), 64); err == nil {
			t.Errorf("merge(%q) took it", bad)
		}
	}
}

// FuzzMerge: whatever the bytes, merge does not panic, and a module it
// takes keeps its memory image, with no two segments closer than the gap.
func FuzzMerge(f *testing.F) {
	f.Add(module([]segment{{0, []byte{1}}, {9, []byte{2}}, {100, []byte{3, 4}}}), 8)
	f.Add(module([]segment{{70000, []byte{1, 2, 3}}, {3, nil}}), 64)
	f.Add(module(nil), 1)
	f.Fuzz(func(t *testing.T, m []byte, gap int) {
		out, before, after, err := merge(m, gap)
		if err != nil || before == 0 {
			return
		}
		in := dataOf(t, m)
		got := dataOf(t, out)
		if len(got) != after || len(in) != before || after > before {
			t.Fatalf("counts %d -> %d for %d -> %d segments", before, after, len(in), len(got))
		}
		if string(image(got)) != string(image(in)) {
			t.Fatal("the memory image changed")
		}
		for i := 1; i < len(got); i++ {
			if end := got[i-1].offset + len(got[i-1].data); got[i].offset-end < gap || got[i].offset < end {
				t.Fatalf("segments %d and %d are %d bytes apart, gap %d", i-1, i, got[i].offset-end, gap)
			}
		}
	})
}

// FuzzDropLines: whatever follows a function table's magic, dropLines
// neither panics nor changes a byte outside the memory's segments.
func FuzzDropLines(f *testing.F) {
	hdr := func(fields ...uint64) []byte {
		b := append([]byte{}, pclntabMagic...)
		for _, v := range fields {
			b = binary.LittleEndian.AppendUint64(b, v)
		}
		return b
	}
	f.Add(hdr(0, 0, 0, 0, 0, 0, 0, 0))
	f.Add(append(hdr(1, 1, 0, 72, 80, 90, 100, 110), make([]byte, 64)...))
	f.Add(append(hdr(2, 1, 0, 72, 80, 90, 100, 110), bytesOf(0xff, 200)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		segs := []segment{{8, append([]byte{}, data...)}}
		if _, _, err := dropLines(segs, []string{"main."}); err != nil {
			return
		}
		if len(segs[0].data) != len(data) {
			t.Fatal("the segment changed length")
		}
	})
}

func bytesOf(b byte, n int) []byte {
	out := make([]byte, n)
	for i := range out {
		out[i] = b
	}
	return out
}
