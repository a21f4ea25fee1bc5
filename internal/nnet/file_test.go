package nnet

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomNet is a network of in inputs and h hidden units with weights
// drawn from r.
func randomNet(r *rand.Rand, in, h int) *Net {
	n := &Net{Inputs: in, Hidden: h, Scale: 150, W1: make([]float32, in*h), B1: make([]float32, h), W2: make([]float32, 2*h), B2: 0.1}
	for _, ws := range [][]float32{n.W1, n.B1, n.W2} {
		for i := range ws {
			ws[i] = float32(r.NormFloat64() * 0.2)
		}
	}
	return n
}

// TestEncodeDecode: a network read back keeps its sizes, flag and small
// layers exactly and its first layer to within half a step; its outputs
// move by little.
func TestEncodeDecode(t *testing.T) {
	n := randomNet(rand.New(rand.NewSource(1)), 40, 8)
	n.OnTop = true
	b := Encode(n)
	require.Len(t, b, len(Magic)+20+40*8+4*(8+16+1))
	m, err := Decode(b, 100)
	require.NoError(t, err)
	require.Equal(t, []int{40, 8}, []int{m.Inputs, m.Hidden})
	require.True(t, m.OnTop)
	require.False(t, m.KingBuckets)
	n.OnTop, n.KingBuckets = false, true
	m2, err := Decode(Encode(n), 100)
	require.NoError(t, err)
	require.Equal(t, []bool{false, true}, []bool{m2.OnTop, m2.KingBuckets})
	require.Equal(t, n.B1, m.B1)
	require.Equal(t, n.W2, m.W2)
	require.Equal(t, n.B2, m.B2)
	largest := 0.0
	for _, w := range n.W1 {
		largest = max(largest, math.Abs(float64(w)))
	}
	for i := range n.W1 {
		require.InDelta(t, n.W1[i], m.W1[i], largest/127/2+1e-6)
	}
	own, other := []int32{1, 5, 39}, []int32{0, 7}
	require.InDelta(t, n.Output(own, other), m.Output(own, other), 0.02)
}

// TestDecodeRejects: bad files are errors that say what is wrong.
func TestDecodeRejects(t *testing.T) {
	good := Encode(randomNet(rand.New(rand.NewSource(2)), 40, 8))
	for _, c := range []struct {
		name string
		file []byte
		want string
	}{
		{"too many inputs", good, "40 inputs"},
		{"cut short", good[:len(good)-1], "ends before"},
		{"cut in the header", good[:len(Magic)+6], "ends before"},
		{"a byte more", append(append([]byte{}, good...), 0), "more bytes"},
		{"not a network", []byte("name=chess\n"), "not a network file"},
		{"a NaN bias", patch(good, len(good)-4, math.Float32bits(float32(math.NaN()))), "a weight of"},
		{"a huge output weight", patch(good, len(good)-8, math.Float32bits(1000)), "a weight of"},
		{"a negative step", patch(good, len(Magic)+16, math.Float32bits(-1)), "out of range"},
		{"unknown flags", patch(good, len(Magic)+8, 6), "flags"},
	} {
		t.Run(c.name, func(t *testing.T) {
			limit := 100
			if c.name == "too many inputs" {
				limit = 39
			}
			_, err := Decode(c.file, limit)
			require.ErrorContains(t, err, c.want)
		})
	}
}

// patch returns b with the little-endian word at i set to x.
func patch(b []byte, i int, x uint32) []byte {
	c := append([]byte{}, b...)
	c[i], c[i+1], c[i+2], c[i+3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
	return c
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode(randomNet(rand.New(rand.NewSource(3)), 6, 2)))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data, 1000)
		if err == nil {
			m.Output([]int32{0}, []int32{int32(m.Inputs - 1)})
		}
	})
}
