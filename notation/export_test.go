package notation

// DagazAllPrograms lets the external tests force every alternative of a
// path expression into a path program (dagaz_legsprog_test.go compares
// the two compilers).
var DagazAllPrograms = &dagazAllPrograms
