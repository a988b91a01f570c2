/**
 * Where a text stops being JSON: the offset of the first character a JSON reader cannot take (the
 * text's length when it ends too soon), or -1 when it is JSON. Engines' JSON.parse messages differ
 * and do not always say where (Node 20: "Unexpected token 'p', …"), so the place is found here.
 */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const word = (expected: string) => {
    for (const char of expected) {
      if (text[at] !== char) fail();
      at += 1;
    }
  };
  const string = () => {
    word('"');
    while (text[at] !== '"') {
      if (at >= text.length || text.charCodeAt(at) < 0x20) fail();
      if (text[at] === '\\') {
        at += 1;
        if (text[at] === 'u') {
          at += 1;
          for (let i = 0; i < 4; i += 1, at += 1) if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail();
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at += 1;
    }
    at += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match || match[0] === '-' || match[0] === '') fail();
    at += match![0].length;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[at] === close) {
        at += 1;
        return;
      }
      word(',');
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{')
      list('}', () => {
        space();
        string();
        space();
        word(':');
        value();
      });
    else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) number();
    else fail();
  };
  try {
    value();
    space();
    return at < text.length ? at : -1;
  } catch (offset) {
    return Math.min(offset as number, text.length);
  }
}
