import { lazy, Suspense } from "react";
import { data, Link, redirect } from "react-router";
import type { ActivityActor } from "#server/activity/record-activity.ts";
import { readSubjectTrail } from "#server/activity/activity-queries.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { productNotFound, ProductEditSchema, productFormTexts } from "#contracts/admin-product.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { isLifeCycleIntent, productLifeCycleTexts } from "#contracts/product-life-cycle.ts";
import { productEditValues, productFormChoices } from "#server/catalog/admin/admin-fact-queries.ts";
import { checkPhotosStored } from "#server/catalog/admin/admin-product-photos.ts";
import { listSizesForEdit } from "#server/catalog/admin/admin-product-queries.ts";
import { updateProduct } from "#server/catalog/admin/admin-products.ts";
import {
  archiveProduct,
  deleteProduct,
  restoreProduct,
} from "#server/catalog/admin/product-life-cycle.ts";
import type { Db } from "#server/db/client.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal, refusalOrThrow } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminRouteError } from "#app/components/admin/admin-route-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { EditProductForm } from "#app/components/admin/products/form/edit-product-form.tsx";
import { sentProductValues } from "#app/components/admin/products/form/sent-product-values.ts";
import { sentSizeRows, sizeRowsOf } from "#app/components/admin/products/form/size-list-values.ts";
import { ProductLifeCycleActions } from "#app/components/admin/products/product-life-cycle-actions.tsx";
import { sentPhotos } from "#app/components/admin/products/form/use-photo-list.ts";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/edit";

// The trail sits below the form: it loads after the page, not with it (decision 069).
const SubjectActivity = lazy(() =>
  import("#app/components/admin/activity/subject-activity.tsx").then((module) => ({
    default: module.SubjectActivity,
  })),
);

export const meta: Route.MetaFunction = () => adminMeta("Edit Product");

/**
 * GET /admin/products/{id}/edit (SPEC §2 Admin area, decisions 057 and 061): the product's
 * text, category, gender, best-seller mark, perfume facts and sizes on sale as the form shows
 * them, whether it is archived or sold, the brands, notes and categories it offers (decisions
 * 057, 062), its latest activity trail entries (decision 074), and `saved` after a save's
 * redirect.
 * @throws data 404 'Product not found' when there is no such product.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const product = isRecordId(params.id) ? await productEditValues(db, params.id) : undefined;
  if (!product) throw data(productNotFound, { status: 404 });
  return {
    product,
    sizes: await listSizesForEdit(db, product.id),
    choices: await productFormChoices(db, product.category),
    activity: await readSubjectTrail(db, "product", product.id),
    saved: url.searchParams.get("saved") === "1",
  };
}

/**
 * POST /admin/products/{id}/edit (form: name, description, category, gender, isBestSeller
 * 'true' when ticked, brandId, concentration, families — one per family ticked — and topNotes,
 * heartNotes, baseNotes as names comma-separated, photos[i].url, photos[i].alt in order, and
 * sizes[i].id/label/price/compareAtPrice/sku/stockLevel in the order shown:
 * contracts/size-list.ts): saves them all in one transaction, new note names added to the
 * vocabulary, the first photo the primary (decision 060), then back to the page (303). A refusal
 * answers 400 (409 for sizes changed elsewhere) naming each refused field (decision 052) with
 * what was sent, 404 for an unknown product; nothing is written. A post with `intent` archive,
 * restore or delete changes the product's life cycle instead (product-life-cycle.ts, decision 061).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, log, media } = getServices(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const actor = staffActor(context);
  if (intent !== null) return changeProductLifeCycle(db, params.id, intent, actor);
  const sent = { ...sentProductValues(form), photos: sentPhotos(form) };
  const sentSizes = sentSizeRows(form);
  const submission = readSubmission(form, ProductEditSchema, productFormTexts.refused);
  if ("refusal" in submission) {
    const { summary, fields } = submission.refusal;
    return data({ error: summary, refusedFields: fields, sent, sentSizes }, 400);
  }
  try {
    const found =
      isRecordId(params.id) &&
      (await checkPhotosStored(db, media, params.id, submission.value.photos)) &&
      (await updateProduct(db, params.id, submission.value, actor));
    if (!found) return data({ error: productNotFound, refusedFields: {}, sent, sentSizes }, 404);
  } catch (error) {
    if (error instanceof Refusal) {
      const refusedFields = error.field ? { [error.field]: error.message } : {};
      return data({ error: error.message, refusedFields, sent, sentSizes }, error.status);
    }
    log.error({ err: error, productId: params.id }, "could not edit a product");
    return data({ error: productAdminTexts.updateFailed, refusedFields: {}, sent, sentSizes }, 500);
  }
  return redirect(`/admin/products/${encodeURIComponent(params.id)}/edit?saved=1`, 303);
}

const lifeCycleChanges: Record<
  "archive" | "restore" | "delete",
  (db: Db, productId: string, actor: ActivityActor) => Promise<boolean>
> = {
  archive: (db, productId) => archiveProduct(db, productId),
  restore: (db, productId) => restoreProduct(db, productId),
  delete: deleteProduct,
};

/**
 * Archive, Restore or Delete product (docs/decisions/061-product-life-cycle.md): back to the
 * page, or to All Products after a delete (303); 404 for an unknown product or intent, 409
 * with its text when the product was sold and cannot be deleted.
 */
async function changeProductLifeCycle(
  db: Db,
  productId: string,
  intent: unknown,
  actor: ActivityActor,
) {
  if (!isLifeCycleIntent(intent) || !isRecordId(productId)) {
    return data({ lifeCycleError: productNotFound }, 404);
  }
  try {
    if (!(await lifeCycleChanges[intent](db, productId, actor))) {
      return data({ lifeCycleError: productNotFound }, 404);
    }
  } catch (error) {
    const refusal = refusalOrThrow(error);
    return data({ lifeCycleError: refusal.message }, refusal.status);
  }
  const back = `/admin/products/${encodeURIComponent(productId)}/edit`;
  return redirect(intent === "delete" ? "/admin/products/all" : back, 303);
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, sizes, choices, activity, saved } = loaderData;
  // A life-cycle post answers its own fetcher; only a save's answer is the form's.
  const answer = actionData && !("lifeCycleError" in actionData) ? actionData : undefined;
  const sold = new Set(sizes.flatMap((size) => (size.isSold ? [size.id] : [])));
  const sizeRows =
    answer?.sentSizes.map((row) => ({ ...row, isSold: sold.has(row.id) })) ?? sizeRowsOf(sizes);
  const initial = answer?.sent ?? {
    ...product.facts,
    name: product.name,
    description: product.description,
    category: product.category,
    gender: product.gender,
    isBestSeller: product.isBestSeller,
  };
  const shopPath = `/product/${encodeURIComponent(product.id)}`;
  return (
    <>
      <AdminPageHeader title="Edit Product" description={productDisplayName(product.name)} />
      <p className="mb-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-taupe">
        <Link to={shopPath} className="text-espresso underline underline-offset-4">
          View in shop
        </Link>
        <Link
          to={`/admin/products/${encodeURIComponent(product.id)}/stock`}
          className="text-espresso underline underline-offset-4"
        >
          Stock and history
        </Link>
        <span>
          Stock at a glance:{" "}
          <Link
            to={`/admin/products/update?search=${encodeURIComponent(product.name)}`}
            className="text-espresso underline underline-offset-4"
          >
            Update Products
          </Link>
        </span>
      </p>
      {product.archivedAt && (
        <p className="mb-8 max-w-3xl border border-espresso/30 bg-espresso/5 px-4 py-3 text-sm text-espresso">
          {productLifeCycleTexts.archivedNote}
        </p>
      )}
      <EditProductForm
        key={`${product.updatedAt}`}
        initial={initial}
        photos={answer?.sent.photos ?? product.photos}
        sizes={sizeRows}
        choices={choices}
        answer={answer}
        saved={saved}
      />
      <ProductLifeCycleActions isArchived={product.archivedAt !== null} isSold={product.isSold} />
      <div className="max-w-3xl">
        <Suspense>
          <SubjectActivity type="product" id={product.id} entries={activity} />
        </Suspense>
      </div>
    </>
  );
}

/**
 * The loader's 'Product not found' for an unknown product (read from the answer, so the page does
 * not load the form's schemas), else SPEC §8's 'Failed to load products'.
 */
export function ErrorBoundary() {
  return <AdminRouteError failed={productAdminTexts.loadFailed} />;
}
