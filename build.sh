#!/usr/bin/env bash
# Builds the web page into dist/: chimera.wasm, wasm_exec.js, the shim
# chimera.js with chimera.css, the single-file chimera-standalone.js, the
# gallery index.html and the other demo pages, and a .gz and .br (when
# the brotli command exists) beside each script, style and the wasm.
#   ./build.sh          build
#   ./build.sh serve    build, then serve dist/ on http://127.0.0.1:8080/
#   ./build.sh fuzz [TIME]  run every fuzz target (.ci/fuzz-targets) for TIME
#                       each (default 5m), one after another: before a release
#   ./build.sh pack     build, then make the npm package
#                       dist/chimera-variants-VERSION.tgz with npm pack
#   ./build.sh publish  build, pack, and publish that tarball to npm (needs
#                       `npm login` or NODE_AUTH_TOKEN; see README "Releases")
# It prints the subresource-integrity hash of each file (also in
# dist/integrity.json); chimera.js carries the hashes of the files it loads.
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = fuzz ]; then
  grep -v '^#' .ci/fuzz-targets | while read -r name pkg _; do
    [ -n "$name" ] || continue
    echo "== $name ($pkg) for ${2:-5m}"
    go test -run '^$' -fuzz "^${name}\$" -fuzztime "${2:-5m}" "$pkg"
  done
  exit 0
fi
out=dist
# the CLI, built once, for the build's own steps (hashes, the gallery,
# the standalone bundle's strings)
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
go build -o "$tools/chimera" ./cmd/chimera
chimera() { "$tools/chimera" "$@"; }
css_sheets="theme loading board pieces styles layout controls legend errors warnings"
rm -rf "$out"
mkdir -p "$out"
# the page's own packages (the DOM layer, the board's behaviour, the looks,
# the parsers) are built without inlining: they are not hot, and inlining
# them costs about 32 KB of the 0.9 MB brotli budget; the move generator
# and the search (core, search) keep it. So are Go's runtime and its maps
# (runtime, internal/runtime/maps): about 31 KB of brotli. The hot paths
# allocate nothing and call the runtime little, except for the write
# barriers of a collection marking beside them: the page finishes any
# collection before it searches (runtime.GC), and is then no slower.
# The standard packages the page uses for text and the DOM (strings,
# strconv, slices, syscall/js) are built without inlining too: about
# 9.6 KB of brotli, which pays for perft's counted last ply (legalcount.go)
# in the page too; the generator and the search call none of
# them per node. So are unicode, unicode/utf8, internal/stringslite and
# math (the parsers' rune tests; the search's tables, built once): 2.6 KB
# of brotli, which pays for the evaluation's king-attack term. So are
# sync, errors, internal/abi, internal/bytealg and internal/chacha8rand
# (locks, error wrapping, type descriptors, byte searches, the runtime's
# random numbers: none of them per node): about 3 KB of brotli, the
# page's search as fast in Chromium (chimera bench --browser, 2026-11-28)
m=github.com/chimera-variants/chimera
GOOS=js GOARCH=wasm go build -trimpath -ldflags="${CHIMERA_LDFLAGS--s -w}" \
  -gcflags=$m/wasm=-l -gcflags=$m/board=-l -gcflags=$m/look=-l -gcflags=$m/notation=-l \
  -gcflags=runtime=-l -gcflags=internal/runtime/maps=-l \
  -gcflags=strings=-l -gcflags=strconv=-l -gcflags=internal/strconv=-l -gcflags=slices=-l -gcflags=syscall/js=-l \
  -gcflags=unicode=-l -gcflags=unicode/utf8=-l -gcflags=internal/stringslite=-l -gcflags=math=-l \
  -gcflags=sync=-l -gcflags=errors=-l -gcflags=internal/abi=-l -gcflags=internal/bytealg=-l -gcflags=internal/chacha8rand=-l \
  -o "$out/chimera.wasm" ./wasm
# the linker writes the wasm's initial memory as one data segment per run
# of non-zero bytes, some 57,000 of them; their headers cost about 60 KB
# of brotli, the zeros between them almost nothing: merged (the memory
# the module starts with unchanged), the file is 0.6 MB larger raw and
# 60 KB smaller with brotli (internal/wasmdata); it also drops the source
# line tables of Go's runtime and standard packages (their frames print
# ?:0 in a stack trace): 27 KB of brotli; and those of the project's
# packages but the DOM layer (package main) and the board's behaviour
# (board), the two that only run in a page: 27 KB more. A panic in the
# parsers, the rules or the search names its functions in the console
# (not their lines) and happens the same in the CLI, which has them all
keep_lines="main.,$m/board."
go run ./internal/wasmdata -keep-lines "$keep_lines" "$out/chimera.wasm"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cp js/chimera-worker.js js/pieces.svg "$out/"
# the shim carries the version of internal/version, which it checks the
# wasm's against
version=$(sed -n 's/^const Version = "\(.*\)"$/\1/p' internal/version/version.go)
[ -n "$version" ] || { echo "build.sh: no version in internal/version/version.go" >&2; exit 1; }
# chimera.css: the style sheets of js/css/, one concept each, in cascade order
for sheet in $css_sheets; do cat "js/css/$sheet.css"; done > "$out/chimera.css"
# the shim carries the subresource-integrity hashes of the files it loads
# (the AI worker's script is started by the browser, which cannot check it)
loaded=$(cd "$out" && chimera integrity --json chimera.wasm wasm_exec.js chimera.css pieces.svg)
sed -e "s/__CHIMERA_VERSION__/$version/" -e "s|{/\*__CHIMERA_INTEGRITY__\*/}|$loaded|" js/chimera.js > "$out/chimera.js"
grep -q '"chimera.wasm":"sha384-' "$out/chimera.js" || { echo "build.sh: no hashes in chimera.js" >&2; exit 1; }
cp demo/*.html demo/*.js "$out/"
cp -r demo/img "$out/"
# the networks shipped with the variants, for a block's evalNet=
mkdir -p "$out/nets"
cp variants/nets/*.net "$out/nets/"
chimera gallery > "$out/index.html"
# the standalone bundle: Go's loader, the wasm, the CSS, the pieces and the
# AI worker's script inlined, then the shim
{
  cat "$out/wasm_exec.js"
  printf '\nwindow.CHIMERA_WASM_BASE64 = "'
  base64 -w0 "$out/chimera.wasm"
  printf '";\nwindow.CHIMERA_CSS = '
  chimera jsstring < "$out/chimera.css"
  printf ';\nwindow.CHIMERA_PIECES = '
  chimera jsstring < js/pieces.svg
  printf ';\nwindow.CHIMERA_WORKER_SRC = '
  cat "$out/wasm_exec.js" js/chimera-worker.js | chimera jsstring
  printf ';\n'
  cat "$out/chimera.js"
} > "$out/chimera-standalone.js"
# precompressed twins for servers that send them (chimera serve does):
# gzip everywhere, brotli where the command exists
for f in chimera.wasm chimera.js chimera.css chimera-worker.js chimera-standalone.js wasm_exec.js pieces.svg; do
  gzip -9 -k -f "$out/$f"
  if command -v brotli >/dev/null; then brotli -q 11 -k -f "$out/$f" & fi
done
wait
# the hashes, for integrity= attributes (and the package's integrity.json)
hashed="chimera.js chimera-standalone.js chimera.wasm wasm_exec.js chimera.css pieces.svg chimera-worker.js"
(cd "$out" && chimera integrity --json $hashed) > "$out/integrity.json"
echo "subresource integrity (integrity= attributes):"
(cd "$out" && chimera integrity $hashed) | sed 's/^/  /'
echo "built $out/: Chimera $version ($(du -h "$out/chimera.wasm" | cut -f1) wasm)"
case "${1:-}" in
serve)
  exec go run ./cmd/chimera serve --dir "$out"
  ;;
pack | publish)
  # the npm package: npm/ (package.json, the module, its types, the npm
  # README) stamped with the version and chimera.js's hash, the built
  # files, LICENSE and CHANGELOG.md
  pkg="$out/package"
  mkdir -p "$pkg"
  sri=$(sed -n 's/.*"chimera.js":"\([^"]*\)".*/\1/p' "$out/integrity.json")
  for f in package.json index.mjs node.mjs index.d.ts README.md; do
    sed -e "s/__CHIMERA_VERSION__/$version/g" -e "s|__CHIMERA_SRI__|$sri|g" "npm/$f" > "$pkg/$f"
  done
  cp LICENSE CHANGELOG.md "$out/integrity.json" "$pkg/"
  cp -r "$out/nets" "$pkg/"
  for f in chimera.wasm chimera.js chimera.css chimera-worker.js chimera-standalone.js wasm_exec.js pieces.svg; do
    cp "$out/$f" "$out/$f.gz" "$pkg/"
    [ ! -f "$out/$f.br" ] || cp "$out/$f.br" "$pkg/"
  done
  tarball=$(cd "$pkg" && npm pack --silent --pack-destination ..)
  echo "packed $out/$tarball"
  if [ "$1" = publish ]; then
    npm publish "$out/$tarball" --access public
  fi
  ;;
esac
