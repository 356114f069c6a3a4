import { Eye, Share2, ShoppingBag } from "lucide-react";

// The icons every product card repeats: drawn once per document and referenced by each card,
// so that a grid of 24 cards does not carry 72 copies of their paths (about 25 KB of the home
// page) nor render them 72 times.
const spriteIcons = { share: Share2, "shopping-bag": ShoppingBag, eye: Eye };

/** The name of an icon kept in the document's sprite. */
export type SpriteIconName = keyof typeof spriteIcons;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The sprite: hidden symbols that `SpriteIcon` shows. Render it once, in the page's frame. */
export function IconSprite() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(spriteIcons).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon strokeWidth={1.5} />
        </symbol>
      ))}
    </svg>
  );
}

/** An icon from the sprite, sized by `className` and drawn in the text's colour; decorative. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden className={className} viewBox="0 0 24 24">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
