import { Form } from "react-router";
import { reportPeriodLabels, reportPeriods } from "#contracts/reports.ts";
import { filterFieldClass, filterLabelClass } from "../filter-form-classes";

const field = filterFieldClass;
const label = filterLabelClass;

/** The period as the form shows it: what was sent, refused or not. */
export interface ReportPeriodValues {
  period: string;
  from: string;
  to: string;
}

/**
 * The Reports page's period (decision 078): today, yesterday, this week, this month, or a range
 * of Nairobi days — a plain GET form, so it works without scripts; From and To count only with
 * "From – to".
 */
export function ReportPeriodForm({ values }: { values: ReportPeriodValues }) {
  return (
    <Form
      method="get"
      action="/admin/reports"
      aria-label="Report period"
      className="mb-6 grid grid-cols-2 gap-4 border border-stone/70 bg-white/40 p-4 lg:grid-cols-4"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="report-period" className={label}>
          Period
        </label>
        <select
          id="report-period"
          name="period"
          defaultValue={values.period || "this_week"}
          className={field}
        >
          {reportPeriods.map((period) => (
            <option key={period} value={period}>
              {reportPeriodLabels[period]}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`report-${name}`} className={label}>
            {name === "from" ? "From" : "To"}
          </label>
          <input
            id={`report-${name}`}
            name={name}
            type="date"
            defaultValue={values[name]}
            className={field}
          />
        </div>
      ))}
      <div className="col-span-2 flex items-end lg:col-span-1">
        <button
          type="submit"
          className="h-11 w-full bg-espresso text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
        >
          Show
        </button>
      </div>
    </Form>
  );
}
