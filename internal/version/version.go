// Package version holds Chimera's one version number, which the command
// line tool (chimera version), the wasm (chimera.version) and the page
// shim (Chimera.version, written into chimera.js by build.sh) all report.
package version

// Version is Chimera's version, in semantic versioning: the major number
// changes when a parameter block, a FEN or the page API that worked stops
// working. CHANGELOG.md says what each version changed; build.sh reads the
// number from this line.
const Version = "1.2.0"
