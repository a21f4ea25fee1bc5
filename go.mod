module github.com/chimera-variants/chimera

go 1.26

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/stretchr/testify v1.12.1
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)

// The project's pinned DOM library. The diagram UI talks to the DOM through
// syscall/js instead (dom/v2's element wrapping made a board take hundreds
// of milliseconds to build; see the README's Budgets), so nothing imports it.
require honnef.co/go/js/dom/v2 v2.0.0-20231112215516-51f43a291193 // indirect

// The project's pinned Go-to-JavaScript value library. The page API builds
// its results as JavaScript objects by hand instead (wasm/api.go): vert's
// reflection, with fmt, cost about 30 KB of the 0.9 MB brotli budget of
// the wasm; see the README's Budgets. Nothing imports it now.
require github.com/norunners/vert v0.0.0-20221203075838-106a353d42dd // indirect
