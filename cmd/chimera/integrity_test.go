package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The hashes are the ones a browser computes for integrity= (the
// expected values come from `openssl dgst -sha384 -binary F | base64`).
func TestIntegrity(t *testing.T) {
	dir := t.TempDir()
	abc := filepath.Join(dir, "abc.txt")
	empty := filepath.Join(dir, "empty.js")
	require.NoError(t, os.WriteFile(abc, []byte("abc"), 0o644))
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	const abcHash = "sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn"
	const emptyHash = "sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb"
	var out bytes.Buffer
	require.NoError(t, runIntegrity([]string{abc, empty}, &out))
	assert.Equal(t, abcHash+"  "+abc+"\n"+emptyHash+"  "+empty+"\n", out.String())
	out.Reset()
	require.NoError(t, runIntegrity([]string{"--json", abc, empty}, &out))
	assert.Equal(t, `{"abc.txt":"`+abcHash+`","empty.js":"`+emptyHash+`"}`+"\n", out.String())
	assert.Error(t, runIntegrity(nil, &out))
	assert.Error(t, runIntegrity([]string{filepath.Join(dir, "missing")}, &out))
}
