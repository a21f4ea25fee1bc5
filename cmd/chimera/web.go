package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"strings"

	"github.com/chimera-variants/chimera/variants"
)

var galleryPage = template.Must(template.New("gallery").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chimera: every shipped variant</title>
<script src="chimera.js" async></script>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 1100px; padding: 0 12px; color: #222; }
h2 { margin-top: 40px; border-bottom: 1px solid #ddd; }
nav a { margin-right: 10px; }
</style>
</head>
<body>
<h1>Chimera: chess variants from a parameter block</h1>
<p>Every variant that ships with Chimera, each from its parameter block alone.
Also: <a href="multi.html">several diagrams on one page</a>, <a href="editor.html">the live editor</a>,
<a href="errors.html">errors inside a diagram</a>, <a href="offline.html">the offline build</a>.</p>
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
		var comment []string
		for _, line := range strings.Split(text, "\n") {
			if c, ok := strings.CutPrefix(strings.TrimSpace(line), "//"); ok {
				comment = append(comment, strings.TrimSpace(c))
			}
		}
		entries = append(entries, galleryEntry{Name: name, Comment: strings.Join(comment, " "), Block: text})
	}
	return galleryPage.Execute(out, entries)
}

// runServe serves a directory (the built dist/) on a local address.
func runServe(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	dir := fs.String("dir", "dist", "directory to serve")
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fmt.Fprintf(out, "serving %s on http://%s/\n", *dir, *addr)
	return http.ListenAndServe(*addr, http.FileServer(http.Dir(*dir)))
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
