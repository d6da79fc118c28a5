/** The import cycles between the top-level folders of `src` (scripts/folder-cycles.mjs). */
export declare function folderCycles(src: string): { readonly folders: readonly string[]; readonly imports: readonly string[] }[];
