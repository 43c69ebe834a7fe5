/**
 * A reader for the Lua subset the wiki's data modules are written in (`Module:Quest
 * reward/data/…`): `local x = {…}`, `x.field = {…}`, `return x`, tables with `name = value`,
 * `["key"] = value` and positional fields, strings in either quote or `[[…]]`, numbers,
 * booleans, nil and comments. Nothing is ever run: anything else is a `LuaSyntaxError`.
 */

export type LuaValue = string | number | boolean | null | LuaValue[] | { [key: string]: LuaValue };

export class LuaSyntaxError extends Error {}

type Token =
  | { t: 'str'; v: string }
  | { t: 'num'; v: number }
  | { t: 'name'; v: string }
  | { t: 'sym'; v: string }
  | { t: 'end' };

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '\n': '\n',
};

function longBracket(src: string, at: number): { text: string; end: number } | null {
  const open = /^\[(=*)\[/.exec(src.slice(at, at + 64));
  if (!open) return null;
  const close = `]${open[1]}]`;
  const end = src.indexOf(close, at + open[0].length);
  if (end < 0) throw new LuaSyntaxError('Chaîne longue non fermée');
  return {
    text: src.slice(at + open[0].length, end).replace(/^\r?\n/, ''),
    end: end + close.length,
  };
}

function quoted(src: string, at: number): { text: string; end: number } {
  const quote = src[at];
  let text = '';
  let i = at + 1;
  while (i < src.length && src[i] !== quote) {
    const c = src[i] as string;
    if (c === '\n') throw new LuaSyntaxError('Chaîne non fermée');
    if (c !== '\\') {
      text += c;
      i++;
      continue;
    }
    const next = src[i + 1] ?? '';
    const digits = /^\d{1,3}/.exec(src.slice(i + 1, i + 4));
    const unicode = /^u\{([0-9a-fA-F]{1,6})\}/.exec(src.slice(i + 1, i + 11));
    if (digits) {
      text += String.fromCharCode(Number(digits[0]));
      i += 1 + digits[0].length;
    } else if (unicode?.[1]) {
      text += String.fromCodePoint(parseInt(unicode[1], 16));
      i += 1 + unicode[0].length;
    } else {
      text += ESCAPES[next] ?? next;
      i += 2;
    }
  }
  if (i >= src.length) throw new LuaSyntaxError('Chaîne non fermée');
  return { text, end: i + 1 };
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i, i + 4);
    if (/\s/.test(src[i] as string)) {
      i++;
    } else if (rest.startsWith('--')) {
      const long = longBracket(src, i + 2);
      i = long ? long.end : src.indexOf('\n', i) + 1 || src.length;
    } else if (src[i] === '"' || src[i] === "'") {
      const s = quoted(src, i);
      tokens.push({ t: 'str', v: s.text });
      i = s.end;
    } else if (src[i] === '[' && /^\[=*\[/.test(src.slice(i, i + 64))) {
      const s = longBracket(src, i) as { text: string; end: number };
      tokens.push({ t: 'str', v: s.text });
      i = s.end;
    } else {
      const num = /^-?(0x[0-9a-fA-F]+|\d+(\.\d+)?([eE][-+]?\d+)?)/.exec(src.slice(i, i + 40));
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 200));
      if (num) {
        tokens.push({ t: 'num', v: Number(num[0]) });
        i += num[0].length;
      } else if (name) {
        tokens.push({ t: 'name', v: name[0] });
        i += name[0].length;
      } else if ('{}[]=,;.()'.includes(src[i] as string)) {
        tokens.push({ t: 'sym', v: src[i] as string });
        i++;
      } else {
        throw new LuaSyntaxError(`Caractère inattendu « ${src[i]} »`);
      }
    }
  }
  tokens.push({ t: 'end' });
  return tokens;
}

/**
 * Reads a data module and returns what it returns (or, without `return`, its last assignment).
 * @example readLuaData('local data = { {reward="Arc", act=1} }\nreturn data') // [{ reward: 'Arc', act: 1 }]
 */
export function readLuaData(src: string): LuaValue {
  const tokens = tokenize(src);
  let pos = 0;
  const peek = () => tokens[pos] as Token;
  const next = () => tokens[pos++] as Token;
  const is = (t: Token['t'], v?: string) => {
    const tok = peek();
    return tok.t === t && (v === undefined || ('v' in tok && tok.v === v));
  };
  const expect = (t: Token['t'], v?: string) => {
    if (!is(t, v)) throw new LuaSyntaxError(`« ${v ?? t} » attendu`);
    return next();
  };
  const env: Record<string, LuaValue> = {};

  function value(): LuaValue {
    const tok = next();
    if (tok.t === 'str' || tok.t === 'num') return tok.v;
    if (tok.t === 'name' && (tok.v === 'true' || tok.v === 'false')) return tok.v === 'true';
    if (tok.t === 'name' && tok.v === 'nil') return null;
    if (tok.t === 'name' && tok.v in env) return env[tok.v] ?? null;
    if (tok.t === 'sym' && tok.v === '{') return table();
    throw new LuaSyntaxError('Valeur attendue');
  }

  function table(): LuaValue {
    const list: LuaValue[] = [];
    const fields: Record<string, LuaValue> = {};
    let keyed = false;
    while (!is('sym', '}')) {
      if (is('sym', '[')) {
        next();
        const k = value();
        expect('sym', ']');
        expect('sym', '=');
        fields[String(k)] = value();
        keyed = true;
      } else if (
        is('name') &&
        tokens[pos + 1]?.t === 'sym' &&
        'v' in (tokens[pos + 1] as Token) &&
        (tokens[pos + 1] as { v: string }).v === '='
      ) {
        const k = (next() as { v: string }).v;
        next();
        fields[k] = value();
        keyed = true;
      } else {
        list.push(value());
      }
      if (is('sym', ',') || is('sym', ';')) next();
      else if (!is('sym', '}')) throw new LuaSyntaxError('« , » ou « } » attendu');
    }
    next();
    if (!keyed) return list;
    list.forEach((v, i) => (fields[String(i + 1)] = v));
    return fields;
  }

  let last: LuaValue = null;
  while (!is('end')) {
    if (is('name', 'return')) {
      next();
      return value();
    }
    if (is('name', 'local')) next();
    const path = [(expect('name') as { v: string }).v];
    while (is('sym', '.')) {
      next();
      path.push((expect('name') as { v: string }).v);
    }
    expect('sym', '=');
    last = value();
    assign(env, path, last);
    if (is('sym', ';')) next();
  }
  return last;
}

function assign(env: Record<string, LuaValue>, path: string[], v: LuaValue) {
  let target: Record<string, LuaValue> = env;
  for (const part of path.slice(0, -1)) {
    let inner = target[part];
    // `{}` reads as an empty list; fields given to it later make it a record.
    if (Array.isArray(inner) && inner.length === 0) inner = target[part] = {};
    if (
      inner === null ||
      inner === undefined ||
      typeof inner !== 'object' ||
      Array.isArray(inner)
    ) {
      throw new LuaSyntaxError(`« ${part} » n'est pas une table`);
    }
    target = inner;
  }
  target[path[path.length - 1] as string] = v;
}
