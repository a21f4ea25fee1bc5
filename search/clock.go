package search

import _ "unsafe" // for go:linkname

// The search keeps time without the time package: importing time, even
// for its Duration type, initialises its GODEBUG settings and their
// metrics, about 40 KB of brotli in the web page (chimera.wasm) that
// links this package. Convert a time.Duration with Duration(d), and back
// with time.Duration(d).

// Duration is a span of time in nanoseconds, as time.Duration.
type Duration int64

// Units of Duration.
const (
	Millisecond Duration = 1000 * 1000
	Second      Duration = 1000 * Millisecond
)

// Seconds is d in seconds.
func (d Duration) Seconds() float64 { return float64(d) / float64(Second) }

// Milliseconds is d in whole milliseconds.
func (d Duration) Milliseconds() int64 { return int64(d / Millisecond) }

// nanotime is the runtime's monotonic clock, in nanoseconds: what
// time.Now's monotonic reading is made of. (The runtime keeps this name
// linkable on purpose: many packages read the clock this way.)
//
//go:linkname nanotime runtime.nanotime
func nanotime() int64

// since is the time elapsed from start, a nanotime reading.
func since(start int64) Duration { return Duration(nanotime() - start) }
