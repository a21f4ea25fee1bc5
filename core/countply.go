//go:build !(js && wasm)

package core

// countLastPly: perft counts its last ply without listing the moves where
// countLegal can (see perft.go). The page's WebAssembly build leaves it
// out (countply_wasm.go): it lists them, as the search does, which keeps
// about 2 KB of brotli inside the page's size budget.
const countLastPly = true
