import { useEffect, useRef, useState } from "react";

/** Typing pauses this long (ms) before the list searches. */
export const searchDelayMs = 400;

/**
 * The search box's text, following the URL's `search` and calling `onSearch` once typing
 * pauses. Text that the URL already holds (our own search, trimmed) does not reset the box,
 * so typing on after a pause keeps its trailing space.
 */
export function useSearchText(fromUrl: string, onSearch: (text: string) => void) {
  const [state, setState] = useState({ fromUrl, text: fromUrl });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The timer calls the latest onSearch: the view may have changed while the text waited.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  let text = state.text;
  if (state.fromUrl !== fromUrl) {
    if (text.trim() !== fromUrl) text = fromUrl;
    setState({ fromUrl, text });
  }

  const change = (next: string) => {
    setState({ fromUrl, text: next });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(next), searchDelayMs);
  };
  const submit = () => {
    clearTimeout(timer.current);
    onSearch(text);
  };
  return { text, change, submit };
}
