// Chimera (https://github.com/chimera-variants/chimera), MIT License.
// Type declarations for the module (index.mjs in a browser, node.mjs in
// Node.js), for the page API it resolves with (window.chimera) and for
// the shim a <script src=".../chimera.js"> puts in window.Chimera.

/** Where a parameter block, a move or a FEN went wrong. */
export interface ChimeraError {
  /** The block's line, counted from its first line; 0 when not about a line. */
  line: number;
  /** The offending text, cut to 40 characters. */
  token: string;
  message: string;
}

/** What a call returns instead of its result when its arguments are wrong. */
export interface Failure {
  error: ChimeraError;
}

/** A legal move, as `chimera moves --json` prints it. */
export interface Move {
  from: string;
  to: string;
  /** The squares of the pieces it captures (several for multi-leg moves). */
  captures: string[] | null;
  /** The piece it promotes to ("" when none). */
  promotion: string;
  /** The piece it drops from the hand ("" when not a drop). */
  drop: string;
  /** The move in SAN, as play() takes it. */
  notation: string;
}

/** A game made, or changed, and its position. */
export interface GameState {
  /** The game's id (create only; 0 otherwise). */
  id: number;
  fen: string;
  /** Why the call did nothing (the game is unchanged), or null. */
  error: ChimeraError | null;
}

export interface Outcome {
  over: boolean;
  /** The winner's side name ("" when none). */
  winner: string;
  draw: boolean;
  /** Why the game ended ("" while it goes on). */
  reason: string;
}

/** The computer's answer: its best move in SAN and how it found it. */
export interface Thought {
  best: string;
  depth: number;
  /** In centipawns, from the side to move's view. */
  score: number;
  nodes: number;
  error: ChimeraError | null;
}

export interface CheckResult {
  /** The block's error; absent when it compiles. */
  error?: ChimeraError;
  /** Its likely mistakes ([] when none). */
  warnings: ChimeraError[];
}

/** A level name or a time in milliseconds (1 to 600000). */
export type Level = "beginner" | "club" | "strong" | number;

/**
 * The page API: games driven by the page itself. No call throws: one with
 * wrong arguments returns a Failure.
 */
export interface ChimeraAPI {
  /** This build's version. */
  readonly version: string;
  /** A game from a parameter block (an error, and id 0, when it does not compile). */
  create(block: string): GameState | Failure;
  /** The legal moves, all or those from one square. */
  moves(id: number, square?: string): Move[] | Failure;
  /** Plays a legal move given in SAN. */
  play(id: number, san: string): GameState | Failure;
  undo(id: number): GameState | Failure;
  fen(id: number): string | Failure;
  setFen(id: number, fen: string): GameState | Failure;
  /** The moves played, in SAN. */
  record(id: number): string | Failure;
  result(id: number): Outcome | Failure;
  /**
   * Searches the position after moves (a move list in SAN, may be empty)
   * in the variant of block. It blocks: in a page, run it in a Web Worker.
   */
  think(block: string, moves: string, level?: Level): Thought | Failure;
  /** A block's error and warnings, for editors. */
  check(block: string): CheckResult | Failure;
  /** A fixed-depth search of the block's start position, for benchmarks. */
  benchSearch(block: string, depth: number): { nodes: number; ms: number } | Failure;
  /** Perft (the count of move paths) of the block's start position to depth, for benchmarks. */
  benchPerft(block: string, depth: number): { nodes: number; ms: number } | Failure;
}

/** The page's options (README "Embedding options"). */
export interface Options {
  /** Where the files are (a URL ending in /); by default beside chimera.js. */
  base?: string;
  /** The computer opponent in every diagram (true by default). */
  ai?: boolean | "on" | "off";
  /** "chimera" (the built-in drawings), "letters", or the URL of an SVG sprite of <symbol id="cq-p-NAME">. */
  pieces?: "chimera" | "letters" | (string & {});
  /** "auto": load at once, draw each diagram as it nears the view; "eager": draw all at once; "lazy": load nothing until a diagram nears the view. */
  loading?: "auto" | "eager" | "lazy";
  /** Turn every element of class "idiagram" into a diagram (true by default). */
  auto?: boolean | "on" | "off";
  /** Check each file against the hash built into chimera.js (true by default). */
  integrity?: boolean | "on" | "off";
}

/** The shim (window.Chimera) that chimera.js defines. */
export interface ChimeraShim {
  readonly version: string;
  /** Draws one diagram in element (its text, or data-block, is the parameter block). */
  render(element: Element): void;
  /** Applies options and returns them all; a bad one is named on the console and ignored. */
  configure(options?: Options): Required<Options>;
  /** Resolves with the page API once the wasm runs (loading it if needed). */
  ready(): Promise<ChimeraAPI>;
  /** How the computer runs: "file", "blob" or "none" (in the page). */
  readonly worker?: "file" | "blob" | "none";
  readonly timings: Record<string, number | number[]>;
}

/** This package's version. */
export const version: string;

/** Loads Chimera once and resolves with the page API. */
export function load(options?: Options): Promise<ChimeraAPI>;

/** Draws a diagram in element, loading Chimera first if needed (browsers only). */
export function render(element: Element, options?: Options): Promise<void>;

declare global {
  interface Window {
    chimera?: ChimeraAPI;
    Chimera?: ChimeraShim;
    /** Options read by chimera.js when it runs. */
    ChimeraConfig?: Options;
  }
}
