// Package variants holds the shipped variant definitions: one parameter
// block per file, in the Interactive Diagram's dialect, embedded in the
// binary. The file name (without .txt) is the variant's name.
package variants

import (
	"embed"
	"sort"
	"strings"
)

//go:embed *.txt
var files embed.FS

// Block returns the parameter block of a shipped variant.
func Block(name string) (string, bool) {
	b, err := files.ReadFile(strings.ToLower(name) + ".txt")
	if err != nil {
		return "", false
	}
	return string(b), true
}

// Names lists the shipped variants in alphabetical order.
func Names() []string {
	entries, _ := files.ReadDir(".")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".txt"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
