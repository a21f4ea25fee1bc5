package recovered

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Text gives what fmt's %v gives for the values panics carry.
func TestTextAsFmt(t *testing.T) {
	var runtimeErr error
	func() {
		defer func() { runtimeErr = recover().(error) }()
		var s []int
		_ = s[3]
	}()
	for _, v := range []any{runtimeErr, errors.New("bad"), time.Second, "a string", 42} {
		assert.Equal(t, fmt.Sprintf("%v", v), Text(v))
	}
	assert.Equal(t, "a panic value of an unexpected type", Text(1.5))
}
