// Package tsvtest reads the tab-separated tables that the tests keep in
// testdata/: one row a line, blank lines and lines starting with # skipped.
package tsvtest

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Rows returns the rows of the table at path, each split at its tabs,
// and fails the test at once when the file cannot be read or a row does
// not have cols columns (the row is named, so a bad line is easy to find).
func Rows(t testing.TB, path string, cols int) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("table %s: %v", path, err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != cols {
			t.Fatalf("%s:%d: %d columns, want %d: %q", path, n, len(c), cols, line)
		}
		rows = append(rows, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("table %s: %v", path, err)
	}
	return rows
}
