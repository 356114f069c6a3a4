/** One option of a checkout choice: a radio with its title and a line of detail. */
export function Choice({
  id,
  name,
  value,
  checked,
  onChange,
  title,
  detail,
}: {
  /** The radio's id, for CSS that follows its state (`group-has-[#id:checked]`). */
  id?: string;
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  title: string;
  detail: string;
}) {
  return (
    <label className="flex cursor-pointer gap-3 border border-stone p-4 transition hover:border-taupe has-checked:border-espresso has-checked:bg-white/60">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 accent-espresso"
      />
      <span>
        <span className="block text-sm font-medium text-espresso">{title}</span>
        <span className="block text-xs text-taupe">{detail}</span>
      </span>
    </label>
  );
}
