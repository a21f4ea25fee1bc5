// Package recovered says what a recovered panic was, as text.
package recovered

import "strconv"

// Text is the text of a recovered panic value, as fmt's %v gives it for
// the values a panic can carry in Chimera: runtime errors, syscall/js's
// errors and strings, other errors or Stringers (numbers for
// completeness). It keeps fmt, and its reflection, out of the web page's
// binary.
func Text(r any) string {
	switch v := r.(type) {
	case error:
		return v.Error()
	case interface{ String() string }:
		return v.String()
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	}
	return "a panic value of an unexpected type"
}
