package demo_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// TestPieceSetCoversBuiltinNames: every well-known piece name has a
// drawing in js/pieces.svg, found the way the page looks for it (the
// type's image name, then its name without spaces).
func TestPieceSetCoversBuiltinNames(t *testing.T) {
	svg, err := os.ReadFile("../js/pieces.svg")
	require.NoError(t, err)
	have := map[string]bool{}
	for _, m := range regexp.MustCompile(`<symbol id="cq-p-([a-z]+)"`).FindAllStringSubmatch(string(svg), -1) {
		have[m[1]] = true
	}
	for _, name := range notation.BuiltinNames() {
		b, err := notation.ParseBlock("files=8 ranks=8 royal=0\n" + name + ":X:::a1")
		require.NoError(t, err, name)
		pt := b.Variant.Types[0]
		img := strings.ToLower(pt.Image)
		plain := strings.ReplaceAll(strings.ToLower(name), " ", "")
		assert.True(t, have[img] || have[plain], "no drawing for %q (image %q)", name, pt.Image)
	}
}

// TestPiecesPage: the built-in pieces on the page, white and black, and
// lettered discs for pieces the set does not know.
func TestPiecesPage(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/pieces.html"),
		visible(`#set1 .cq-board`), visible(`#set3 .cq-board`), visible(`#unknown .cq-board`)))
	for _, id := range []string{"#set1", "#set2", "#set3"} {
		n := eval[int](t, ctx, `document.querySelectorAll('`+id+` .cq-board .cq-svg').length`)
		assert.Equal(t, 34, n, "%s: 17 types, both colours, drawn", id)
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('`+id+` .cq-board .cq-letter').length`), id)
	}
	// the drawings are really drawn: a symbol's use has a size
	assert.Greater(t, eval[float64](t, ctx, `document.querySelector('#set1 .cq-svg use').getBBox().width`), 10.0)
	distinct := eval[int](t, ctx, `new Set(Array.from(document.querySelectorAll('.cq-board .cq-svg')).map(e => e.dataset.piece)).size`)
	assert.Equal(t, 51, distinct, "one drawing per built-in image")
	letters := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('#unknown .cq-board .cq-letter')).map(e => e.textContent)`)
	assert.ElementsMatch(t, []string{"Kr", "J", "SG", "X", "Kr", "J", "SG", "X"}, letters)
	// the label holds the letters shown, so the name matches the visible text
	assert.Equal(t, "a1, white kraken Kr", eval[string](t, ctx, `document.querySelector('#unknown .cq-sq[data-sq="a1"]').getAttribute('aria-label')`))
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#set1`))))
	screenshot(t, ctx, "pieces-1")
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#set3`))))
	screenshot(t, ctx, "pieces-3")
	assert.Empty(t, errs.list())
}

// TestGraphicsDirImages: graphicsDir + prefix + image + "." + graphicsType
// as in the Interactive Diagram; a missing image (no queen image in the
// first block, no directory at all in the second) falls back to
// Chimera's own piece.
func TestGraphicsDirImages(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/images.html"),
		visible(`#own .cq-board`), visible(`#broken .cq-board`)))
	src := eval[string](t, ctx, `document.querySelector('#own .cq-sq[data-sq="f1"] img').getAttribute('src')`)
	assert.Equal(t, "img/wrook.svg", src)
	assert.Equal(t, "img/bknight.svg", eval[string](t, ctx, `document.querySelector('#own .cq-sq[data-sq="b6"] img').getAttribute('src')`))
	// wait until every image has loaded or failed
	require.NoError(t, chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`Array.from(document.images).every(i => i.complete)
		&& document.querySelectorAll('#broken img').length === 0 && !document.querySelector('#own .cq-sq[data-sq="c1"] img')`)))
	assert.Equal(t, 22, eval[int](t, ctx, `Array.from(document.querySelectorAll('#own .cq-board img')).filter(i => i.naturalWidth > 0).length`),
		"pawns, knights, rooks and kings from img/")
	assert.Equal(t, "queen", eval[string](t, ctx, `document.querySelector('#own .cq-sq[data-sq="c1"] .cq-svg').dataset.piece`),
		"no img/wqueen.svg: Chimera's queen")
	assert.Equal(t, 24, eval[int](t, ctx, `document.querySelectorAll('#broken .cq-board .cq-svg').length`),
		"a graphicsDir that does not exist: Chimera's pieces")
	// redrawing after a move keeps the fallback without asking again
	require.NoError(t, chromedp.Do(ctx, click("#broken", "a2"), click("#broken", "a3")))
	assert.Equal(t, 24, eval[int](t, ctx, `document.querySelectorAll('#broken .cq-board .cq-svg').length`))
	screenshot(t, ctx, "images")
	assert.Empty(t, errs.list())
}

// TestHandsShowPieces: pieces in hand (crazyhouse) are drawn like those on
// the board, the player's hand below the board.
func TestHandsShowPieces(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#crazyhouse+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#crazyhouse"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), click(d, "d7"), click(d, "d5"), click(d, "e4"), click(d, "d5")))
	hand := `document.querySelector('#crazyhouse + p + .idiagram .cq-hand-bottom .cq-handpiece')`
	assert.Equal(t, "white pawn, 1 in hand", eval[string](t, ctx, hand+`.getAttribute('aria-label')`))
	assert.Equal(t, "pawn", eval[string](t, ctx, hand+`.querySelector('.cq-svg').dataset.piece`))
	screenshot(t, ctx, "hands")
	assert.Empty(t, errs.list())
}

// TestGalleryPieces: the shipped variants with pieces of their own are
// drawn with their players' faces: xiangqi's discs with Chinese
// characters, shogi's and Chu Shogi's pentagons with kanji (look/faces.txt),
// none lettered and none a Western picture.
func TestGalleryPieces(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html")))
	for _, v := range []string{"xiangqi", "shogi", "chushogi"} {
		d := `#` + v + `+p+.idiagram`
		require.NoError(t, chromedp.Do(ctx, visible(d+` .cq-board`), chromedp.ScrollIntoView(chromedp.CSS(`#`+v))))
		count := func(cls string) int {
			return eval[int](t, ctx, `document.querySelectorAll('#`+v+` + p + .idiagram .cq-board `+cls+`').length`)
		}
		pieces, faces := count(`.cq-piece`), count(`.cq-face`)
		t.Logf("%s: %d pieces, %d written as characters", v, pieces, faces)
		assert.Zero(t, count(`.cq-letter`), v)
		assert.Zero(t, count(`.cq-svg`), v)
		assert.Positive(t, pieces, v)
		assert.Equal(t, pieces, faces, v)
		screenshot(t, ctx, "gallery-"+v)
	}
	assert.Empty(t, errs.list())
}
