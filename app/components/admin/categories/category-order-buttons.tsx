import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { DoneMove } from "./category-done";

const buttonClass =
  "flex size-11 items-center justify-center border border-stone bg-white text-espresso transition hover:border-espresso disabled:opacity-40";

/**
 * Move up and Move down for one category (decision 062): posted forms, named for screen
 * readers; after a move the button pressed keeps the focus in the row's new place, or its
 * other button when the row reached an end.
 */
export function CategoryOrderButtons({
  name,
  isFirst,
  isLast,
  moved,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  moved?: DoneMove;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moved?.name !== name) return;
    const pressed = moved.direction === "up" ? up.current : down.current;
    (pressed?.disabled ? (pressed === up.current ? down : up).current : pressed)?.focus();
  }, [moved, name]);
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="category" value={name} />
      <button
        ref={up}
        type="submit"
        name="direction"
        value="up"
        disabled={isFirst}
        aria-label={`Move ${name} up`}
        className={buttonClass}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        ref={down}
        type="submit"
        name="direction"
        value="down"
        disabled={isLast}
        aria-label={`Move ${name} down`}
        className={buttonClass}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
    </Form>
  );
}
