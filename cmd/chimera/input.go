package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"
)

// Limits on what the protocol loops (UCI, CECP), the opening-file reader
// and the parameter-block loader accept. Input beyond them is answered
// with an error (or clamped, where a protocol expects an answer anyway),
// so that hostile or broken input costs time linear in its length and
// bounded memory.
const (
	// maxLineBytes is the longest command line the UCI and CECP loops
	// read (1 MiB). A longer line is skipped as it streams past, without
	// being held in memory, and answered with an error. The longest
	// honest line is a UCI position command of a long game: 10,000
	// multi-leg Chu Shogi moves take about 120 kB.
	maxLineBytes = 1 << 20
	// maxPositionMoves is the most moves a UCI position command may list
	// (the longest games of variants without a move rule stay far below).
	maxPositionMoves = 10000
	// maxFENBytes is the longest FEN accepted (position fen, setboard):
	// the largest boards with full holdings need a few hundred bytes.
	maxFENBytes = 4096
	// maxGoDepth is the deepest search a go depth or sd asks for; deeper
	// requests are clamped (with an error line), as no search gets there.
	maxGoDepth = 100
	// maxClockMillis is the longest time (a clock, an increment, a move
	// time: a year) the loops take; longer ones are clamped so that time
	// arithmetic cannot overflow.
	maxClockMillis = 365 * 24 * 3600 * 1000
	// maxMessageBytes is how much of a hostile input an error message
	// quotes; the rest is elided.
	maxMessageBytes = 80
	// maxBlockBytes is the largest parameter-block file read (a block is
	// a few kilobytes).
	maxBlockBytes = 1 << 20
	// maxOpeningLineBytes, maxOpeningLines and maxOpeningPlies bound an
	// opening file (--openings): the longest line, the most lines (empty
	// lines and comments included), the most moves in one opening. With
	// maxOpenings they bound the book kept in memory.
	maxOpeningLineBytes = 1024
	maxOpeningLines     = 100000
	maxOpeningPlies     = 100
	maxOpenings         = 4096
)

// errLineTooLong reports a line longer than the reader's limit.
var errLineTooLong = errors.New("line too long")

// lineReader reads lines of at most max bytes from a stream. Lines end
// with \n (a \r before it is dropped); a longer line is read past in
// chunks and reported as errLineTooLong, so memory stays bounded.
type lineReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line. At the end of the input it returns io.EOF
// (after a last line without \n); a line over the limit returns
// errLineTooLong and the reader goes on with the line after it.
func (lr *lineReader) next() (string, error) {
	lr.buf = lr.buf[:0]
	tooLong := false
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if !tooLong {
			if len(lr.buf)+len(chunk) > lr.max+2 { // room for \r\n
				tooLong = true
				lr.buf = lr.buf[:0]
			} else {
				lr.buf = append(lr.buf, chunk...)
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && (tooLong || len(lr.buf) > 0):
			// a last line without its end: give it now, EOF on the next call
		case err != nil:
			return "", err
		}
		if tooLong {
			return "", errLineTooLong
		}
		line := bytes.TrimSuffix(bytes.TrimSuffix(lr.buf, []byte("\n")), []byte("\r"))
		if len(line) > lr.max {
			return "", errLineTooLong
		}
		return string(line), nil
	}
}

// excerpt makes untrusted text safe to print in one protocol line: bytes
// outside printable ASCII become '?', and text past maxMessageBytes is
// cut off with "...".
func excerpt(s string) string {
	cut := len(s) > maxMessageBytes
	if cut {
		s = s[:maxMessageBytes]
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r >= ' ' && r < 0x7f {
			b.WriteRune(r)
		} else {
			b.WriteByte('?')
		}
		i += size
	}
	if cut {
		b.WriteString("...")
	}
	return b.String()
}

// oneLine makes an error message safe for one protocol line: control
// characters and non-ASCII become '?', and it is cut at a few hundred
// bytes (messages quote their input).
func oneLine(err error) string {
	s := err.Error()
	const limit = 4 * maxMessageBytes
	cut := len(s) > limit
	if cut {
		s = s[:limit]
	}
	b := []byte(s)
	for i, c := range b {
		if c < ' ' || c >= 0x7f {
			b[i] = '?'
		}
	}
	if cut {
		return string(b) + "..."
	}
	return string(b)
}

// readSmallFile reads a regular file of at most limit bytes: devices,
// pipes and directories are refused (a path such as /dev/zero or a FIFO
// would read for ever), and so is a larger file. Its errors do not repeat
// the name (which may be long): the caller names the file.
func readSmallFile(name string, limit int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return nil, pe.Err
		}
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, errors.New("cannot stat")
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, errors.New("read error")
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("larger than %d bytes", limit)
	}
	return b, nil
}
