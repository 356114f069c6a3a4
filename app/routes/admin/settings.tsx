import { data, redirect } from "react-router";
import { settingChangesShown, settingsTexts } from "#contracts/settings.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { saveSettings } from "#server/settings/save-settings.ts";
import { readSettingsForm } from "#server/settings/settings-form.ts";
import { listSettingChanges } from "#server/settings/settings-queries.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { SettingChanges } from "../../components/admin/settings/setting-changes";
import { SettingsForm } from "../../components/admin/settings/settings-form";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useAnswerRefusal } from "../../lib/form/use-answer-refusal";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => adminMeta(settingsTexts.title);

/**
 * GET /admin/settings (decision 044): each setting's text in force and its environment default,
 * the latest changes (who, when, old → new), and `saved` — how many settings the last save
 * changed, from its redirect.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const [{ texts }, changes] = await Promise.all([
    settings.state(),
    listSettingChanges(db, settingChangesShown),
  ]);
  const saved = url.searchParams.get("saved");
  return {
    texts,
    defaults: settings.defaults,
    changes,
    saved: saved !== null && /^\d{1,2}$/.test(saved) ? Number(saved) : null,
  };
}

/**
 * POST /admin/settings: saves the settings this staff member changed (readSettingsForm, then
 * saveSettings) and goes back to the page with how many changed (303); a refusal answers 400
 * with each refused field's own sentence (decision 052) and what was sent. This process reads
 * the settings again at once; every other process on the change's notification.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, settings } = getServices(context);
  const form = await readForm(request);
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
    </>
  );
}
