//go:build js && wasm

package core

// countLastPly is false in the page (see countply.go): perft lists its
// last ply, and countLegal is not linked.
const countLastPly = false
