import { data, Link, redirect, useNavigation } from "react-router";
import { formatOrderDate } from "#contracts/order-date.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { ReceiveStockSchema, StockTakeSchema, stockTexts } from "#contracts/stock-forms.ts";
import { receiveStock, takeStockCount } from "#server/catalog/stock-counts.ts";
import { readProductStock } from "#server/catalog/stock-history.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminRouteError } from "#app/components/admin/admin-route-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ReceiveStockForm } from "#app/components/admin/products/stock/receive-stock-form.tsx";
import { StockTakeForm } from "#app/components/admin/products/stock/stock-take-form.tsx";
import { StockHistoryTable } from "#app/components/admin/products/stock/stock-history-table.tsx";
import { Pagination } from "#app/components/listing/pagination.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/stock";

export const meta: Route.MetaFunction = () => adminMeta("Stock");

/** A whole count from the address (`?page=`, `?received=`), else `fallback`. */
const countParam = (url: URL, name: string, fallback: number | null) => {
  const text = url.searchParams.get(name) ?? "";
  return /^\d{1,6}$/.test(text) ? Number(text) : fallback;
};

/**
 * GET /admin/products/{id}/stock (docs/decisions/073-stock-movements.md): the product's sizes on
 * sale with their levels, and page `?page=` of its stock history, newest first, each movement's
 * time in Nairobi; `done` is what the last receipt or stock take did, from its redirect.
 * @throws data 404 'Product not found' when there is no such product.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const page = countParam(url, "page", 1) ?? 1;
  const stock = isRecordId(params.id) ? await readProductStock(db, params.id, page) : undefined;
  if (!stock) throw data(stockTexts.productNotFound, { status: 404 });
  const received = countParam(url, "received", null);
  const changed = countParam(url, "changed", null);
  const done =
    received !== null
      ? stockTexts.receivedDone(received)
      : changed !== null
        ? stockTexts.countedDone(changed)
        : null;
  const history = stock.history.map(({ at, ...row }) => ({ ...row, when: formatOrderDate(at) }));
  return { id: params.id, ...stock, history, done };
}

/**
 * POST /admin/products/{id}/stock (decision 073): intent 'receive' (lines[i].sizeId, .quantity,
 * .unitCost, reference) adds the units received; intent 'count' (lines[i].sizeId, .counted,
 * damaged 'on', reference) records a stock take; both by the signed-in staff member, then back
 * to the page (303). A refusal answers 400 naming each refused field (decision 052), 404 for an
 * unknown product, 409 for a size no longer on sale; nothing is written.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const sent = Object.fromEntries(
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const refused = (error: string, status: number, refusedFields: Record<string, string> = {}) =>
    data({ error, refusedFields, intent, sent }, status);
  if (!isRecordId(params.id)) return refused(stockTexts.productNotFound, 404);
  const actor = staffActor(context);
  const back = `/admin/products/${encodeURIComponent(params.id)}/stock`;
  try {
    if (intent === "receive") {
      const read = readSubmission(form, ReceiveStockSchema, stockTexts.refused);
      if ("refusal" in read) return refused(read.refusal.summary, 400, read.refusal.fields);
      const units = await receiveStock(db, params.id, read.value, actor);
      return redirect(`${back}?received=${units}`, 303);
    }
    const read = readSubmission(form, StockTakeSchema, stockTexts.refused);
    if ("refusal" in read) return refused(read.refusal.summary, 400, read.refusal.fields);
    const changed = await takeStockCount(db, params.id, read.value, actor);
    return redirect(`${back}?changed=${changed}`, 303);
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message, error.status);
    log.error({ err: error, productId: params.id }, "could not save stock");
    return refused(stockTexts.failed, 500);
  }
}

export default function ProductStock({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, sizes, history, page, pageCount, done } = loaderData;
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.formData === undefined;
  return (
    <>
      <AdminPageHeader
        title="Stock"
        description={productDisplayName(name)}
        actions={
          <Link
            to={`/admin/products/${encodeURIComponent(id)}/edit`}
            className="text-sm text-espresso underline underline-offset-4"
          >
            Edit product
          </Link>
        }
      />
      {done && (
        <p role="status" className="mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      {sizes.length === 0 ? (
        <p className="mb-10 border border-dashed border-stone px-4 py-8 text-center text-sm text-taupe">
          This product has no sizes on sale.
        </p>
      ) : (
        <div className="mb-10 grid gap-6 xl:grid-cols-2">
          <ReceiveStockForm sizes={sizes} answer={actionData} />
          <StockTakeForm sizes={sizes} answer={actionData} />
        </div>
      )}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mb-4 font-display text-2xl text-espresso">
          History
        </h2>
        <StockHistoryTable entries={history} isLoading={isLoading} />
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </>
  );
}

/** The loader's 'Product not found' for an unknown product, else SPEC §8's alert. */
export function ErrorBoundary() {
  return <AdminRouteError failed={stockTexts.loadFailed} />;
}
