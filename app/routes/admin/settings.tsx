import { data, redirect } from "react-router";
import { demoCatalogueTexts } from "#contracts/product-life-cycle.ts";
import { settingChangesShown, settingsTexts } from "#contracts/settings.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import {
  countDemoProducts,
  removeDemoCatalogue,
} from "#server/catalog/admin/demo-catalogue-removal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { saveSettings } from "#server/settings/save-settings.ts";
import { readSettingsForm } from "#server/settings/settings-form.ts";
import { listSettingChanges } from "#server/settings/settings-queries.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { DemoCatalogueRemoval } from "../../components/admin/settings/demo-catalogue-removal";
import { SettingChanges } from "../../components/admin/settings/setting-changes";
import { SettingsForm } from "../../components/admin/settings/settings-form";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useAnswerRefusal } from "../../lib/form/use-answer-refusal";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta(settingsTexts.title);

/**
 * GET /admin/settings (decision 044): each setting's text in force and its environment default,
 * the latest changes (who, when, old → new), `saved` — how many settings the last save
 * changed, from its redirect — and how many demo products are left, with what their removal did
 * (decision 061).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const [{ texts }, changes, demoProducts] = await Promise.all([
    settings.state(),
    listSettingChanges(db, settingChangesShown),
    countDemoProducts(db),
  ]);
  const saved = url.searchParams.get("saved");
  const [deleted, archived] = (url.searchParams.get("demoRemoved") ?? "").split("-").map(Number);
  return {
    texts,
    defaults: settings.defaults,
    changes,
    saved: saved !== null && /^\d{1,2}$/.test(saved) ? Number(saved) : null,
    demoProducts,
    demoRemoved:
      Number.isInteger(deleted) && Number.isInteger(archived)
        ? demoCatalogueTexts.removed(deleted ?? 0, archived ?? 0)
        : null,
  };
}

/**
 * POST /admin/settings: saves the settings this staff member changed (readSettingsForm, then
 * saveSettings) and goes back to the page with how many changed (303); a refusal answers 400
 * with each refused field's own sentence (decision 052) and what was sent. This process reads
 * the settings again at once; every other process on the change's notification. A post with
 * `intent` remove-demo removes the demo catalogue instead (decision 061) and goes back to the page
 * with what it did.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, settings } = getServices(context);
  const form = await readForm(request);
  if (form.get("intent") === "remove-demo") {
    const { deleted, archived } = await removeDemoCatalogue(db);
    return redirect(`/admin/settings?demoRemoved=${deleted}-${archived}`, 303);
  }
  const { texts } = await settings.state();
  const read = readSettingsForm(form, texts);
  if ("refusal" in read) {
    const { summary, fields } = read.refusal;
    return data({ error: summary, refusedFields: fields, sent: read.sent }, { status: 400 });
  }
  const admin = getAdmin(context);
  const changed = await saveSettings(db, {
    edits: read.edits,
    editor: { userId: admin.id, name: staffNameOf(admin) },
    defaults: settings.defaults,
  });
  if (changed.length > 0) settings.forget();
  return redirect(`/admin/settings?saved=${changed.length}`, 303);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = useAnswerRefusal(actionData);
  return (
    <>
      <AdminPageHeader title={settingsTexts.title} description={settingsTexts.description} />
      <div className="grid gap-12 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <SettingsForm
          texts={loaderData.texts}
          defaults={loaderData.defaults}
          saved={loaderData.saved}
          sent={actionData?.sent}
          refusal={refusal}
        />
        <SettingChanges changes={loaderData.changes} />
      </div>
      <div className="mt-12">
        <DemoCatalogueRemoval
          demoProducts={loaderData.demoProducts}
          removed={loaderData.demoRemoved}
        />
      </div>
    </>
  );
}
