// Command chimera is the native front end of the Chimera rules core:
// perft, move listing and benchmarks for any variant Chimera can express.
//
//	chimera perft [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--divide] [--virgin all] DEPTH
//	chimera moves [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--from SQ] [--pseudo] [--virgin all] [--json]
//	chimera fen [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--shuffle [--seed N] | --array N]
//	chimera bench [--depth N] [--browser DIR [--against-wasm DIR]]
//	chimera bench --against ENGINE [--rounds N] [--variants V:D,...] [--quick]
//	chimera uci [NAME|FILE]
//	chimera xboard [NAME|FILE]
//	chimera usi [NAME|FILE]
//	chimera convert FILE.ini[:NAME]
//	chimera variants
//	chimera gallery
//	chimera serve [--dir dist] [--addr 127.0.0.1:8080]
package main

import (
	"fmt"
	"os"

	"github.com/chimera-variants/chimera/internal/version"
)

func usage() {
	fmt.Fprint(os.Stderr, `usage:
  chimera perft [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--divide] [--virgin all] DEPTH
  chimera moves [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--from SQ] [--pseudo] [--virgin all] [--json]
  chimera fen [--variant NAME|FILE] [--fen FEN] [--play MOVES]   (the FEN of the start position, or after MOVES)
             [--shuffle [--seed N] | --array N]  (a shuffled array's, for variants with shuffle=)
  chimera bench [--depth N] [--browser DIR [--against-wasm DIR]]
  chimera bench --against ENGINE [--rounds N] [--variants V:D,...] [--quick]  (perft beside a UCI engine's)
  chimera think [--variant NAME|FILE] [--fen FEN] [--play MOVES] [--depth N] [--time MS]
  chimera epd [--variant NAME|FILE] [--time MS | --depth N] [--engine "UCI ENGINE"] SUITE.epd  (test suite: Win At Chess ...)
  chimera uci [NAME|FILE]          (the UCI protocol on stdin/stdout)
  chimera xboard [NAME|FILE]       (CECP, the XBoard/WinBoard protocol, on stdin/stdout)
  chimera usi [NAME|FILE]          (USI, the shogi GUIs' protocol, on stdin/stdout; shogi by default)
  chimera ucci [NAME|FILE]         (UCCI, the xiangqi GUIs' protocol, on stdin/stdout; xiangqi by default)
  chimera match [--variant V] [--games N] [--tc S+I [--tc2 S+I]] [--openings FILE] [--concurrency N] [--engine1 CMD --proto1 uci|usi|ucci|xboard|xshogi] [--engine2 CMD --proto2 uci|usi|ucci|xboard|xshogi] [--pgn FILE]
                [--option1 N=V]... [--option2 N=V]... [--opening-plies N] [--balance CP] [--sprt ELO0,ELO1 [--alpha A] [--beta B]]
  chimera tune [--variant V] [--games N] [--nodes N] [--seconds S] [--out FILE] [--eval-lines] [--pgn FILE]... [--k K]  (Texel tuning by self-play, or on games read)
  chimera convert FILE.ini[:NAME]  (a Fairy-Stockfish variants.ini section as a parameter block)
  chimera variants
  chimera gallery                 (the demo gallery page, on stdout)
  chimera serve [--dir dist] [--addr 127.0.0.1:8080]
  chimera version
  chimera integrity [--json] FILE...  (subresource-integrity hashes, for pages and build.sh)
NAME is a shipped variant (chimera variants lists them), FILE a parameter block,
or FILE.ini:NAME a section of a Fairy-Stockfish variants.ini.
Flags may come before or after the other arguments.
`)
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	if err := runCommand(os.Args[1], os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "chimera:", err)
		os.Exit(1)
	}
}

// runCommand runs one command. A panic in it (a bug that hostile input
// reached) comes back as an error naming the command, not as a stack
// trace.
func runCommand(name string, args []string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: internal error: %s", name, oneLine(fmt.Errorf("%v", r)))
		}
	}()
	switch name {
	case "perft":
		return runPerft(args, os.Stdout)
	case "moves":
		return runMoves(args, os.Stdout)
	case "fen":
		return runFEN(args, os.Stdout)
	case "bench":
		return runBench(args, os.Stdout)
	case "variants":
		return runVariants(os.Stdout)
	case "convert":
		return runConvert(args, os.Stdout)
	case "uci":
		return runUCI(args, os.Stdin, os.Stdout)
	case "xboard":
		return runXboard(args, os.Stdin, os.Stdout)
	case "usi":
		return runUSI(args, os.Stdin, os.Stdout)
	case "ucci":
		return runUCCI(args, os.Stdin, os.Stdout)
	case "match":
		return runMatch(args, os.Stdout)
	case "tune":
		return runTune(args, os.Stdout)
	case "think":
		return runThink(args, os.Stdout)
	case "epd":
		return runEPD(args, os.Stdout)
	case "gallery":
		return runGallery(os.Stdout)
	case "serve":
		return runServe(args, os.Stdout)
	case "jsstring":
		return runJSString(os.Stdin, os.Stdout)
	case "integrity":
		return runIntegrity(args, os.Stdout)
	case "version", "--version":
		_, err := fmt.Fprintln(os.Stdout, "chimera", version.Version)
		return err
	case "-h", "--help", "help":
		usage()
		return nil
	default:
		usage()
		os.Exit(2)
	}
	return nil
}
