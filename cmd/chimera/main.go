// Command chimera is the native front end of the Chimera rules core:
// perft, move listing and benchmarks for any variant Chimera can express.
//
//	chimera perft [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--divide] [--virgin all] DEPTH
//	chimera moves [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--from SQ] [--pseudo] [--virgin all] [--json]
//	chimera bench [--depth N]
//	chimera uci [NAME|FILE]
//	chimera xboard [NAME|FILE]
//	chimera variants
//	chimera gallery
//	chimera serve [--dir dist] [--addr 127.0.0.1:8080]
package main

import (
	"fmt"
	"os"
)

func usage() {
	fmt.Fprint(os.Stderr, `usage:
  chimera perft [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--divide] [--virgin all] DEPTH
  chimera moves [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--from SQ] [--pseudo] [--virgin all] [--json]
  chimera bench [--depth N]
  chimera think [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--depth N] [--time MS]
  chimera uci [NAME|FILE]          (the UCI protocol on stdin/stdout)
  chimera xboard [NAME|FILE]       (CECP, the XBoard/WinBoard protocol, on stdin/stdout)
  chimera match [--variant V] [--games N] [--tc S+I] [--openings FILE] [--concurrency N] [--engine1 CMD --proto1 uci|xboard] [--engine2 CMD --proto2 uci|xboard] [--pgn FILE]
  chimera variants
  chimera gallery                 (the demo gallery page, on stdout)
  chimera serve [--dir dist] [--addr 127.0.0.1:8080]
NAME is a shipped variant (chimera variants lists them), FILE a parameter block.
`)
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "perft":
		err = runPerft(os.Args[2:], os.Stdout)
	case "moves":
		err = runMoves(os.Args[2:], os.Stdout)
	case "bench":
		err = runBench(os.Args[2:], os.Stdout)
	case "variants":
		err = runVariants(os.Stdout)
	case "uci":
		err = runUCI(os.Args[2:], os.Stdin, os.Stdout)
	case "xboard":
		err = runXboard(os.Args[2:], os.Stdin, os.Stdout)
	case "match":
		err = runMatch(os.Args[2:], os.Stdout)
	case "think":
		err = runThink(os.Args[2:], os.Stdout)
	case "gallery":
		err = runGallery(os.Stdout)
	case "serve":
		err = runServe(os.Args[2:], os.Stdout)
	case "jsstring":
		err = runJSString(os.Stdin, os.Stdout)
	case "-h", "--help", "help":
		usage()
		return
	default:
		usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "chimera:", err)
		os.Exit(1)
	}
}
