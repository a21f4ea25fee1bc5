package main

import (
	"errors"
	"flag"
	"strconv"
	"strings"
)

// parseFlags parses a command's arguments with fs, flags and positional
// arguments in any order (`chimera perft 5 --divide` as well as `chimera
// perft --divide 5`); after "--" everything is positional. It returns the
// positional arguments, and refuses more than most of them.
func parseFlags(fs *flag.FlagSet, args []string, most int) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			positional = append(positional, rest...) // "--" ended the flags
			break
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
	if len(positional) > most {
		extra := positional[most:]
		return nil, errors.New(fs.Name() + ": unexpected argument " + strconv.Quote(strings.Join(extra, " ")) + " (see chimera help)")
	}
	return positional, nil
}
