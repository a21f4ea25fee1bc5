package main

import (
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// runIntegrity prints the subresource-integrity hash (sha384, as a page's
// integrity= attribute wants it) of each file: "HASH  FILE" lines, or with
// --json one object from each file's base name to its hash, which build.sh
// writes into chimera.js so that the shim checks what it loads.
func runIntegrity(args []string, out io.Writer) error {
	asJSON := len(args) > 0 && args[0] == "--json"
	if asJSON {
		args = args[1:]
	}
	if len(args) == 0 {
		return errors.New("integrity: name the files to hash")
	}
	hashes := map[string]string{}
	for _, name := range args {
		h, err := integrityOf(name)
		if err != nil {
			return fmt.Errorf("integrity: %w", err)
		}
		if asJSON {
			hashes[filepath.Base(name)] = h
			continue
		}
		if _, err := fmt.Fprintf(out, "%s  %s\n", h, name); err != nil {
			return err
		}
	}
	if !asJSON {
		return nil
	}
	b, err := json.Marshal(hashes) // the keys in order, so builds compare
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s\n", b)
	return err
}

// integrityOf is "sha384-" and the base64 of the file's SHA-384.
func integrityOf(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha512.New384()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return "sha384-" + base64.StdEncoding.EncodeToString(h.Sum(nil)), nil
}
