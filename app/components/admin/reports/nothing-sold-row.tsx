/** A report table's only row when the period sold nothing, across its `columns`. */
export function NothingSoldRow({ columns }: { columns: number }) {
  return (
    <tr className="border-t border-stone/40">
      <td colSpan={columns} className="px-3 py-6 text-center text-taupe">
        Nothing sold in this period.
      </td>
    </tr>
  );
}
