package main

import (
	"encoding/json"
	"html/template"
	"io"
	"slices"
	"strings"

	"github.com/chimera-variants/chimera/variants"
	"github.com/chimera-variants/chimera/variants/nets"
)

var galleryPage = template.Must(template.New("gallery").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Chimera: every shipped variant</title>
<script src="chimera.js" async></script>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 1100px; padding: 0 12px; }
h2 { margin-top: 40px; border-bottom: 1px solid #ddd; }
nav a { margin-right: 10px; }
</style>
</head>
<body>
<h1>Chimera: chess variants from a parameter block</h1>
<p>Every variant that ships with Chimera, each from its parameter block alone.
Also: <a href="multi.html">several diagrams on one page</a>, <a href="editor.html">the live editor</a>,
<a href="errors.html">errors inside a diagram</a>, <a href="offline.html">the offline build</a>,
<a href="pieces.html">Chimera's own pieces</a>, <a href="images.html">a page's own piece images</a>,
<a href="hostile.html">hostile blocks, each stopped with a message</a>,
<a href="styles.html">xiangqi, janggi and shogi boards</a>, <a href="phone.html">a page made for phones</a>.</p>
<nav>{{range .}}<a href="#{{.Name}}">{{.Name}}</a> {{end}}</nav>
{{range .}}
<h2 id="{{.Name}}">{{.Name}}</h2>
<p>{{.Comment}}</p>
<div class="idiagram">{{.Block}}</div>
{{end}}
</body>
</html>
`))

type galleryEntry struct {
	Name, Comment, Block string
}

// runGallery writes the gallery page: one diagram per shipped variant.
func runGallery(out io.Writer) error {
	var entries []galleryEntry
	for _, name := range variants.Names() {
		text, _ := variants.Block(name)
		// the description is the file's leading comment: later comments
		// annotate lines (the tuned evaluation weights' provenance)
		var comment []string
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			c, ok := strings.CutPrefix(line, "//")
			if !ok {
				if line != "" {
					break
				}
				continue
			}
			comment = append(comment, strings.TrimSpace(c))
		}
		if slices.Contains(nets.Names(), name) {
			// the AI plays as the native engine does: with the network
			// build.sh copies beside the gallery (dist/nets/)
			text = strings.TrimRight(text, "\n") + "\n" + galleryNetLine(name) + "\n"
		}
		entries = append(entries, galleryEntry{Name: name, Comment: strings.Join(comment, " "), Block: text})
	}
	return galleryPage.Execute(out, entries)
}

// galleryNetLine is the line a gallery diagram of variant name gets when
// a network is shipped for it: the copy in dist/nets/, beside the page.
func galleryNetLine(name string) string {
	return "evalNet=nets/" + name + ".net"
}

// runJSString copies stdin to stdout as a JavaScript string literal (for
// the standalone bundle).
func runJSString(in io.Reader, out io.Writer) error {
	b, err := io.ReadAll(in)
	if err != nil {
		return err
	}
	lit, err := json.Marshal(string(b))
	if err != nil {
		return err
	}
	_, err = out.Write(lit)
	return err
}
