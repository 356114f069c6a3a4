import { formatOrderDate } from "#contracts/order-date.ts";
import { settingLabel, settingsTexts, type SettingChange } from "#contracts/settings.ts";

const valueOf = (text: string) => text || settingsTexts.none;

/** The Settings page's Recent changes (decision 044): newest first, who, when, old → new. */
export function SettingChanges({ changes }: { changes: SettingChange[] }) {
  return (
    <section aria-labelledby="setting-changes" className="space-y-4">
      <h2 id="setting-changes" className="font-display text-2xl text-espresso">
        {settingsTexts.changesTitle}
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-taupe">{settingsTexts.noChanges}</p>
      ) : (
        <ol className="divide-y divide-stone/60 border-y border-stone/60">
          {changes.map((change) => (
            <li key={change.id} className="space-y-1 py-3 text-sm">
              <p className="font-medium text-espresso">{settingLabel(change.key)}</p>
              <p className="break-words text-ink">
                <span className="text-taupe line-through decoration-taupe/50">
                  {valueOf(change.oldValue)}
                </span>
                <span className="sr-only"> changed to </span>
                <span aria-hidden className="mx-2 text-taupe">
                  →
                </span>
                {valueOf(change.newValue)}
              </p>
              <p className="text-xs text-taupe">
                {change.changedBy} ·{" "}
                <time dateTime={change.changedAt}>{formatOrderDate(change.changedAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
