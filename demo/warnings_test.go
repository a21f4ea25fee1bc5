package demo_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// typoBlock has a typo'd key on line 3 and a hostile unknown key on line 4,
// whose token must be shown as text.
const typoBlock = "files=8 ranks=8\npawn::::a2-h2\npromoZon=1 promoChoice=Q\nfoo=<img/src=x/onerror=window.pwned=1>\nqueen::::d1\nking::::e1"

// TestWarningsInDiagram: a block with a typo'd key draws its board and,
// under it, a folded list naming the line and the token of each warning;
// a clean block has no such list.
func TestWarningsInDiagram(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#first .cq-warnings').length`),
		"a clean block shows no warnings box")
	block, err := json.Marshal(typoBlock)
	require.NoError(t, err)
	eval[int](t, ctx, `(() => { const d = document.createElement('div'); d.className = 'idiagram'; d.id = 'typo';
		d.textContent = `+string(block)+`; document.body.prepend(d); chimeraRender(d); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#typo .cq-board`))))
	assert.Equal(t, "2 warnings", text(t, ctx, `#typo .cq-warnings summary`))
	assert.False(t, eval[bool](t, ctx, `document.querySelector('#typo .cq-warnings').open`), "the list starts folded")
	items := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#typo .cq-warnings li')).map(e => e.textContent)`)
	require.Len(t, items, 2)
	assert.Equal(t, "Line 3, promoZon=1: unknown parameter (kept, not used); did you mean promoZone?", items[0])
	assert.Equal(t, "Line 4, foo=<img/src=x/onerror=window.pwned=1>: unknown parameter (kept, not used)", items[1])
	assert.False(t, eval[bool](t, ctx, `!!window.pwned || !!document.querySelector('#typo img')`),
		"a token is shown as text, never as HTML")
	eval[int](t, ctx, `(() => { const d = document.querySelector('#typo .cq-warnings'); d.open = true; d.scrollIntoView(); return 0 })()`)
	screenshot(t, ctx, "warnings-diagram")
	assert.Empty(t, errs.list())
}

// TestCheckAPI: chimera.check(block) gives the warnings of a block that
// compiles (no error field) and the error of one that does not (no
// warnings), each {line, token, message}.
func TestCheckAPI(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	check := func(block string) string {
		arg, err := json.Marshal(block)
		require.NoError(t, err)
		return eval[string](t, ctx, `JSON.stringify(chimera.check(`+string(arg)+`))`)
	}
	assert.JSONEq(t, `{"warnings":[{"line":1,"token":"promoZon=1","message":"unknown parameter (kept, not used); did you mean promoZone?"}]}`,
		check("promoZon=1\nking::::e1"))
	assert.JSONEq(t, `{"warnings":[]}`, check("king::::e1"))
	var bad struct {
		Error *struct {
			Line           int
			Token, Message string
		}
		Warnings []any
	}
	require.NoError(t, json.Unmarshal([]byte(check("king::::e1\nrook::Rq7x::a1 foo=1")), &bad))
	require.NotNil(t, bad.Error)
	assert.Equal(t, 2, bad.Error.Line)
	assert.Equal(t, "rook::Rq7x::a1", bad.Error.Token)
	assert.Contains(t, bad.Error.Message, "Rq7x")
	assert.Equal(t, []any{}, bad.Warnings, "a block with an error has no warnings")
	assert.Contains(t, check(""), `"error"`, "a wrong argument is an error, never a throw")
	assert.Contains(t, eval[string](t, ctx, `JSON.stringify(chimera.check(42))`), "must be a string")
	assert.Empty(t, errs.list())
}

// TestWarningsInEditor: typing a typo in the editor marks its line in the
// gutter and lists it under the block, and the preview lists it too;
// correcting it removes every one of those messages.
func TestWarningsInEditor(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/editor.html"), visible(`#preview .cq-board`),
		chromedp.Poll[chromedp.Void](`document.getElementById('problems-summary').textContent === 'No errors, no warnings.'`)))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#preview .cq-warnings, #problems li, #gutter .warning').length`))
	edit := func(from, to string) {
		eval[int](t, ctx, `(() => { const s = document.getElementById('source');
			s.value = s.value.replace('`+from+`', '`+to+`'); s.dispatchEvent(new Event('input')); return 0 })()`)
	}
	edit("promoZone=1", "promoZon=1")
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#problems li.warning`)),
		chromedp.WaitVisible(chromedp.CSS(`#preview .cq-warnings`))))
	assert.Equal(t, "Line 1, promoZon=1: unknown parameter (kept, not used); did you mean promoZone?", text(t, ctx, `#problems li.warning`))
	assert.Equal(t, []string{"1"}, eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#gutter .warning')).map(e => e.dataset.line)`),
		"the gutter marks line 1")
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#gutter .warning').title`), "did you mean promoZone?")
	assert.Equal(t, 7, eval[int](t, ctx, `document.querySelectorAll('#gutter div').length`), "one number per line")
	assert.Equal(t, "1 warning", text(t, ctx, `#preview .cq-warnings summary`))
	screenshot(t, ctx, "warnings-editor")

	// an error as well: its line is marked as an error
	edit("king::KisO2::e1", "king::Kx::e1")
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#problems li.error`))))
	assert.True(t, strings.HasPrefix(text(t, ctx, `#problems li.error`), "Line 7, king::Kx::e1: "), text(t, ctx, `#problems li.error`))
	assert.Equal(t, []string{"7"}, eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#gutter .error')).map(e => e.dataset.line)`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#problems li.warning, #gutter .warning').length`),
		"a block with an error has no warnings: the old one is gone")

	// corrected: no message of either survives the preview's reload
	edit("king::Kx::e1", "king::KisO2::e1")
	edit("promoZon=1", "promoZone=1")
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitNotPresent(chromedp.CSS(`#problems li`)),
		chromedp.WaitNotPresent(chromedp.CSS(`#preview .cq-error`)), visible(`#preview .cq-board`)))
	assert.Equal(t, "No errors, no warnings.", text(t, ctx, `#problems-summary`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#preview .cq-warnings, #gutter .warning, #gutter .error').length`))
	assert.Empty(t, errs.list())
}
