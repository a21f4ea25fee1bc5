package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/internal/version"
	"github.com/stretchr/testify/require"
)

// chimera version prints the one version, the one build.sh writes into
// chimera.js: its line in internal/version is in the form build.sh reads.
func TestVersion(t *testing.T) {
	require.Regexp(t, `^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$`, version.Version, "semantic versioning")
	src, err := os.ReadFile("../../internal/version/version.go")
	require.NoError(t, err)
	line := regexp.MustCompile(`(?m)^const Version = "(.*)"$`).FindSubmatch(src)
	require.NotNil(t, line, "build.sh reads `const Version = \"…\"` on a line of its own")
	require.Equal(t, version.Version, string(line[1]))
	out, err := exec.Command("go", "run", ".", "version").Output()
	require.NoError(t, err)
	require.Equal(t, "chimera "+version.Version, strings.TrimSpace(string(out)))
	changelog, err := os.ReadFile("../../CHANGELOG.md")
	require.NoError(t, err)
	require.Contains(t, string(changelog), "## "+version.Version, "CHANGELOG.md has an entry for this version")
}
