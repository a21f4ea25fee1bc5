// Package lite has small stand-ins for standard-library functions whose
// own cost the web page much code for little use. strconv.Quote and
// strconv.Atoi (quote.go, atoi.go) pull in strconv's tables of printable
// runes and, through *strconv.NumError, its quoting code whenever either
// is linked: about 18 KB of the wasm's code and 3 KB of its data, for
// error messages and the parsing of short numbers. slices' stable sorts
// (sort.go) are about 7 KB of code for each element type, for sorting a
// few keys when a variant compiles.
package lite
