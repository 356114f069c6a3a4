import { data } from "react-router";
import { giftNoteTexts } from "#contracts/gift.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { readGiftNote } from "#server/orders/gift-note-queries.ts";
import { getServices } from "#server/services.ts";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/gift-note";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`${giftNoteTexts.title} ${params.id}`);

/**
 * GET /admin/orders/:id/gift-note (decision 071): the card that goes with a gift — its message,
 * recipient and sender — with no prices. 404 for no such order or one that is not a gift.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const note = isRecordId(params.id) ? await readGiftNote(db, params.id) : undefined;
  if (!note) throw data(giftNoteTexts.notFound, { status: 404 });
  return { note };
}

/**
 * The gift note, print-friendly: the admin's frame and the Print button are left off paper
 * (`print:hidden`), the card keeps its border and fits an A6 card's width.
 */
export default function GiftNotePage({ loaderData: { note } }: Route.ComponentProps) {
  return (
    <article
      aria-label={giftNoteTexts.title}
      className="mx-auto max-w-md border border-stone bg-white px-8 py-10 text-center print:max-w-[105mm] print:border-ink"
    >
      <p className="eyebrow">A gift for</p>
      <h1 className="mt-2 font-display text-3xl text-espresso">{note.recipientName}</h1>
      {note.message && (
        <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-ink">{note.message}</p>
      )}
      {note.senderName && (
        <p className="mt-8 text-sm text-taupe">With love from {note.senderName}</p>
      )}
      <p className="mt-8 text-xs text-taupe print:hidden">Order {note.orderId}</p>
      <button
        type="button"
        onClick={() => window.print()}
        className="mt-6 h-10 bg-espresso px-6 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink print:hidden"
      >
        {giftNoteTexts.print}
      </button>
    </article>
  );
}
