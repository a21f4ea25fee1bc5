package learn

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/chimera-variants/chimera/internal/nnet"
)

// maxWeight bounds a weight read: a search keeps sums of the first
// layer's weights in fixed point, which must not overflow.
const maxWeight = 64

const magic = "chimera-net 1\n"

// Write writes network n: a header line, then its sizes and weights,
// little-endian.
func Write(w io.Writer, n *nnet.Net) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(magic)
	flags := int32(0)
	if n.OnTop {
		flags = 1
	}
	for _, x := range []any{int32(n.Inputs), int32(n.Hidden), flags, n.Scale, n.W1, n.B1, n.W2, n.B2} {
		if err := binary.Write(bw, binary.LittleEndian, x); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Read reads a network Write wrote, of at most maxInputs inputs.
func Read(r io.Reader, maxInputs int) (*nnet.Net, error) {
	br := bufio.NewReader(r)
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
		return nil, errors.New("not a network file (its first line is not \"chimera-net 1\")")
	}
	var sizes [3]int32
	var scale float32
	if err := binary.Read(br, binary.LittleEndian, &sizes); err != nil {
		return nil, fmt.Errorf("network file: %v", err)
	}
	if err := binary.Read(br, binary.LittleEndian, &scale); err != nil {
		return nil, fmt.Errorf("network file: %v", err)
	}
	in, h := int(sizes[0]), int(sizes[1])
	if sizes[2]&^1 != 0 {
		return nil, fmt.Errorf("network file: flags %#x", sizes[2])
	}
	if in < 1 || in > maxInputs || h < 1 || h > nnet.MaxHidden {
		return nil, fmt.Errorf("network file: %d inputs and %d hidden units: want 1 to %d and 1 to %d", in, h, maxInputs, nnet.MaxHidden)
	}
	if math.IsNaN(float64(scale)) || scale <= 0 || scale > 1e5 {
		return nil, fmt.Errorf("network file: scale %g", scale)
	}
	n := &nnet.Net{Inputs: in, Hidden: h, Scale: scale, OnTop: sizes[2] == 1, W1: make([]float32, in*h), B1: make([]float32, h), W2: make([]float32, 2*h)}
	for _, x := range []any{n.W1, n.B1, n.W2, &n.B2} {
		if err := binary.Read(br, binary.LittleEndian, x); err != nil {
			return nil, fmt.Errorf("network file: %v", err)
		}
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, errors.New("network file: more bytes after the weights")
	}
	for _, ws := range [][]float32{n.W1, n.B1, n.W2, {n.B2}} {
		for _, w := range ws {
			if math.IsNaN(float64(w)) || math.IsInf(float64(w), 0) || math.Abs(float64(w)) > maxWeight {
				return nil, fmt.Errorf("network file: a weight of %g (want at most %g either way)", w, float64(maxWeight))
			}
		}
	}
	return n, nil
}
