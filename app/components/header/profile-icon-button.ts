/** The profile icon's look, signed in or out (the link, the placeholder button, the dropdown's trigger). */
export const profileIconButton =
  "grid size-10 place-items-center rounded-full text-ink transition hover:bg-linen focus-visible:outline-2 focus-visible:outline-gold";
