import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { productNotFound, ProductEditSchema, productFormTexts } from "#contracts/admin-product.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { photoTexts } from "#contracts/product-photo-texts.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { perfumeFactChoices, productEditValues } from "#server/catalog/admin/admin-fact-queries.ts";
import { checkPhotosStored } from "#server/catalog/admin/admin-product-photos.ts";
import { updateProductDetails } from "#server/catalog/admin/admin-products.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { EditProductForm } from "../../components/admin/products/form/edit-product-form";
import { sentProductValues } from "../../components/admin/products/form/sent-product-values";
import { sentPhotos } from "../../components/admin/products/form/use-photo-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { Route } from "./+types/products-edit";

export const meta: Route.MetaFunction = () => adminMeta("Edit Product");

/**
 * GET /admin/products/{id}/edit (SPEC §2 Admin area, decision 057): the product's text,
 * category, gender, best-seller mark and perfume facts as the form shows them, the brands and
 * notes it offers, and `saved` after a save's redirect.
 * @throws data 404 'Product not found' when there is no such product.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const product = isRecordId(params.id) ? await productEditValues(db, params.id) : undefined;
  if (!product) throw data(productNotFound, { status: 404 });
  return {
    product,
    choices: await perfumeFactChoices(db),
    saved: url.searchParams.get("saved") === "1",
  };
}

/**
 * POST /admin/products/{id}/edit (form: name, description, category, gender, isBestSeller
 * 'true' when ticked, brandId, concentration, families — one per family ticked — topNotes,
 * heartNotes, baseNotes as names comma-separated, and photos[i].url, photos[i].alt in order):
 * saves them all in one transaction, new note names added to the vocabulary, the first photo
 * the primary (decision 060), then back to the page (303). A refusal answers 400 naming each
 * refused field (decision 052) with what was sent, 404 for an unknown product; nothing is
 * written.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, log, media } = getServices(context);
  const form = await readForm(request);
  const sent = { ...sentProductValues(form), photos: sentPhotos(form) };
  const submission = readSubmission(form, ProductEditSchema, productFormTexts.refused);
  if ("refusal" in submission) {
    const { summary, fields } = submission.refusal;
    return data({ error: summary, refusedFields: fields, sent }, 400);
  }
  try {
    const found =
      isRecordId(params.id) &&
      (await checkPhotosStored(db, media, params.id, submission.value.photos)) &&
      (await updateProductDetails(db, params.id, submission.value));
    if (!found) return data({ error: productNotFound, refusedFields: {}, sent }, 404);
  } catch (error) {
    if (error instanceof Refusal) {
      // A brand the shop does not have, or a photo it did not store.
      const field = error.message === photoTexts.notStored ? "image" : "brandId";
      return data(
        { error: error.message, refusedFields: { [field]: error.message }, sent },
        error.status,
      );
    }
    log.error({ err: error, productId: params.id }, "could not edit a product");
    return data({ error: productAdminTexts.updateFailed, refusedFields: {}, sent }, 500);
  }
  return redirect(`/admin/products/${encodeURIComponent(params.id)}/edit?saved=1`, 303);
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, saved } = loaderData;
  const initial = actionData?.sent ?? {
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
        <span>
          Sizes, prices and stock:{" "}
          <Link
            to={`/admin/products/update?search=${encodeURIComponent(product.name)}`}
            className="text-espresso underline underline-offset-4"
          >
            Update Products
          </Link>
        </span>
      </p>
      <EditProductForm
        key={`${product.updatedAt}`}
        initial={initial}
        photos={actionData?.sent.photos ?? product.photos}
        choices={choices}
        answer={actionData}
        saved={saved}
      />
    </>
  );
}

/**
 * The loader's 'Product not found' for an unknown product (read from the answer, so the page does
 * not load the form's schemas), else SPEC §8's 'Failed to load products'.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing: unknown = isRouteErrorResponse(error) && error.status === 404 && error.data;
  return (
    <AdminErrorState
      message={typeof missing === "string" ? missing : productAdminTexts.loadFailed}
    />
  );
}
