package nnet

import (
	"errors"
	"math"
	"strconv"
)

// The file format, "chimera-net 2": the line "chimera-net 2\n", then
// little-endian: int32 inputs, hidden units and flags (1: OnTop, 2:
// KingBuckets);
// float32 Scale and the first layer's step q; one int8 per weight of
// W1 (the weight is the byte times q); float32 B1, W2 and B2. The first
// layer is almost all of a network, so a byte a weight keeps a shipped
// network small (48 KB for chess); its sums are kept in fixed point by
// the search anyway, and the step is a hundred-and-twenty-seventh of
// the largest weight.

// Magic is a network file's first line.
const Magic = "chimera-net 2\n"

// maxWeight bounds a weight: a search keeps sums of the first layer's
// weights in fixed point, which must not overflow.
const maxWeight = 64

// Decode reads a network file of at most maxInputs inputs. Limits: at
// most maxInputs × MaxHidden weights; a weight beyond ±64, NaN or
// infinite, and bytes after the weights, are errors.
func Decode(b []byte, maxInputs int) (*Net, error) {
	if len(b) < len(Magic) || string(b[:len(Magic)]) != Magic {
		return nil, errors.New("not a network file (its first line is not \"chimera-net 2\")")
	}
	r := reader{b: b[len(Magic):]}
	in, h, flags := int(r.int32()), int(r.int32()), r.int32()
	scale, step := r.float32(), r.float32()
	if r.short {
		return nil, errShort
	}
	if flags&^3 != 0 {
		return nil, errors.New("network file: unknown flags " + strconv.Itoa(int(flags)))
	}
	if in < 1 || in > maxInputs || h < 1 || h > MaxHidden {
		return nil, errors.New("network file: " + strconv.Itoa(in) + " inputs and " + strconv.Itoa(h) +
			" hidden units: want 1 to " + strconv.Itoa(maxInputs) + " and 1 to " + strconv.Itoa(MaxHidden))
	}
	if !(scale > 0 && scale <= 1e5) || !(step >= 0 && step <= maxWeight/127.0) {
		return nil, errors.New("network file: a scale or step out of range")
	}
	if len(r.b) < in*h {
		return nil, errShort
	}
	n := &Net{Inputs: in, Hidden: h, Scale: scale, OnTop: flags&1 != 0, KingBuckets: flags&2 != 0,
		W1: make([]float32, in*h), B1: make([]float32, h), W2: make([]float32, 2*h)}
	for i := range n.W1 {
		n.W1[i] = float32(int8(r.b[i])) * step
	}
	r.b = r.b[in*h:]
	for _, ws := range [][]float32{n.B1, n.W2} {
		for i := range ws {
			ws[i] = r.float32()
		}
	}
	n.B2 = r.float32()
	if r.short {
		return nil, errShort
	}
	if len(r.b) > 0 {
		return nil, errors.New("network file: more bytes after the weights")
	}
	for _, ws := range [][]float32{n.B1, n.W2, {n.B2}} {
		for _, w := range ws {
			if !(math.Abs(float64(w)) <= maxWeight) {
				return nil, errors.New("network file: a weight of " + strconv.FormatFloat(float64(w), 'g', 4, 32) +
					" (want at most 64 either way)")
			}
		}
	}
	return n, nil
}

var errShort = errors.New("network file: it ends before its weights do")

// reader reads little-endian numbers, noting a read past the end.
type reader struct {
	b     []byte
	short bool
}

func (r *reader) int32() int32 {
	if len(r.b) < 4 {
		r.short = true
		return 0
	}
	x := uint32(r.b[0]) | uint32(r.b[1])<<8 | uint32(r.b[2])<<16 | uint32(r.b[3])<<24
	r.b = r.b[4:]
	return int32(x)
}

func (r *reader) float32() float32 {
	return math.Float32frombits(uint32(r.int32()))
}

// Encode writes network n in the file format, its first layer rounded
// to steps of a hundred-and-twenty-seventh of its largest weight.
func Encode(n *Net) []byte {
	largest := float32(0)
	for _, w := range n.W1 {
		largest = max(largest, float32(math.Abs(float64(w))))
	}
	step := largest / 127
	flags := int32(0)
	if n.OnTop {
		flags |= 1
	}
	if n.KingBuckets {
		flags |= 2
	}
	b := []byte(Magic)
	b = appendInt32(b, int32(n.Inputs))
	b = appendInt32(b, int32(n.Hidden))
	b = appendInt32(b, flags)
	b = appendFloat32(b, n.Scale)
	b = appendFloat32(b, step)
	for _, w := range n.W1 {
		q := 0.0
		if step > 0 {
			q = math.Round(float64(w / step))
		}
		b = append(b, byte(int8(max(-127, min(127, q)))))
	}
	for _, ws := range [][]float32{n.B1, n.W2, {n.B2}} {
		for _, w := range ws {
			b = appendFloat32(b, w)
		}
	}
	return b
}

func appendInt32(b []byte, x int32) []byte {
	return append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
}

func appendFloat32(b []byte, x float32) []byte {
	return appendInt32(b, int32(math.Float32bits(x)))
}
