/**
 * Reads `response`'s server-sent events: each call waits for the text matching `pattern` and
 * returns the match; what came before it is passed over, what came after kept for the next call.
 */
export function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (;;) {
      const match = pattern.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return match;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before ${pattern}`);
      buffer += value;
    }
  };
}
