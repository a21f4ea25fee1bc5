package lite

// NoEqual, as a struct's first field (`_ lite.NoEqual`), makes the struct
// not comparable, so the compiler writes no equality function for it.
// Every struct type with strings, interfaces, floats or padding that
// the program keeps a type descriptor for gets one, compared or not:
// 200 to 800 bytes of the wasm's code each. It takes no space, first
// (last, a zero-size field would be padded); it does give the struct a
// pointer's alignment, which structs with strings have anyway. For
// types the page never compares with ==, uses as map keys or builds
// with unkeyed literals.
type NoEqual [0]func()
