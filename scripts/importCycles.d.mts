// Types of importCycles.mjs for the TypeScript tests that use it (the server's layers test).
export function sourceFiles(dir: string): string[];
export function importGraph(files: string[]): Map<string, string[]>;
export function circles(graph: Map<string, string[]>, root: string): string[][];
export function folderGraph(files: Map<string, string[]>, root: string): Map<string, string[]>;
export function folderCycles(graph: Map<string, string[]>, root: string): string[];
