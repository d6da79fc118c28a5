/**
 * §7 query encoding: nested objects as `a[b]=x`, arrays with indices `a[0]=x&a[1]=y`.
 *
 * Limits of the round trip (parse(stringify(x)) equals x): values come back as strings; empty arrays and
 * empty objects vanish; a record whose keys are exactly 0..n-1 comes back as an array; keys may not contain
 * `[` or `]`. Keys that could pollute prototypes are dropped when parsing.
 */
export type QueryValue = string | number | boolean | null | undefined | QueryRecord | ReadonlyArray<QueryValue>;
export interface QueryRecord {
  readonly [key: string]: QueryValue;
}

export type ParsedQueryValue = string | ParsedQuery | ParsedQueryValue[];
export interface ParsedQuery {
  [key: string]: ParsedQueryValue;
}

const encodeKey = (key: string) => encodeURIComponent(key);

const collect = (prefix: string, value: QueryValue, out: string[]): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index) => collect(`${prefix}[${index}]`, item, out));
    return;
  }
  if (typeof value === "object") {
    for (const [key, item] of Object.entries(value as QueryRecord)) collect(`${prefix}[${encodeKey(key)}]`, item, out);
    return;
  }
  out.push(`${prefix}=${encodeURIComponent(String(value))}`);
};

/** Serialises a record as a query string (no leading `?`); `undefined` and `null` values are skipped. */
export const stringifyQuery = (query: QueryRecord): string => {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) collect(encodeKey(key), value, out);
  return out.join("&");
};

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** `a[b][0]` → ["a", "b", "0"]; `a[]` → ["a", ""] (append). A malformed key is taken whole. */
const splitKey = (key: string): string[] => {
  const open = key.indexOf("[");
  if (open <= 0 || !key.endsWith("]")) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = pattern.exec(rest); match !== null; match = pattern.exec(rest)) {
    if (match.index !== consumed) return [key];
    parts.push(match[1] ?? "");
    consumed = match.index + match[0].length;
  }
  return consumed === rest.length ? parts : [key];
};

type Node = { [key: string]: Node | string };

const assign = (root: Node, path: readonly string[], value: string): void => {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const raw = path[i] ?? "";
    const key = raw === "" ? String(Object.keys(node).length) : raw;
    if (UNSAFE_KEYS.has(key)) return;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === "object") {
      node = next;
    } else {
      const created: Node = {};
      node[key] = created;
      node = created;
    }
  }
};

const isIndexList = (keys: readonly string[]) => keys.length > 0 && keys.every((key, index) => key === String(index));

const finish = (node: Node | string): ParsedQueryValue => {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  if (isIndexList(keys)) return keys.map((key) => finish(node[key] as Node | string));
  const out: ParsedQuery = {};
  for (const key of keys) out[key] = finish(node[key] as Node | string);
  return out;
};

/** Inverts {@link stringifyQuery}: bracket keys become nested records, keys 0..n-1 become arrays. */
export const parseQuery = (search: string | URLSearchParams): ParsedQuery => {
  const params = typeof search === "string" ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search) : search;
  const root: Node = {};
  for (const [key, value] of params) {
    if (key === "") continue;
    assign(root, splitKey(key), value);
  }
  const out: ParsedQuery = {};
  for (const key of Object.keys(root)) out[key] = finish(root[key] as Node | string);
  return out;
};
