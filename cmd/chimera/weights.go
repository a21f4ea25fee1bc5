package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// maxWeightsBytes bounds a weights file.
const maxWeightsBytes = 256 << 10

// readWeights reads a weights file (notation.ParseWeights) for variant v.
func readWeights(path string, v *core.Variant) ([]core.EvalSetting, error) {
	b, err := readSmallFile(path, maxWeightsBytes)
	if err != nil {
		return nil, fmt.Errorf("weights file %q: %v", excerpt(path), err)
	}
	w, err := notation.ParseWeights(string(b), v)
	if err != nil {
		return nil, fmt.Errorf("weights file %q: %w", excerpt(path), err)
	}
	return w, nil
}

// writeWeights writes settings as a weights file, the header's lines as
// comments first; prefix is "" for a weights file, "eval." for lines of
// a variant file.
func writeWeights(out io.Writer, v *core.Variant, header []string, settings []core.EvalSetting, prefix string) error {
	var sb strings.Builder
	for _, h := range header {
		sb.WriteString("# " + h + "\n")
	}
	for _, s := range settings {
		fmt.Fprintf(&sb, "%s%s=%d\n", prefix, notation.WeightName(v, s), s.Value)
	}
	_, err := io.WriteString(out, sb.String())
	return err
}
