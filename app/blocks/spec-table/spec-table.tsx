import { Table, tableRoles as r } from '../../components/ui/table'
import { BreakableText } from '../../components/ui/breakable-text'

export interface SpecRow {
  label: string
  unit?: string
  /** One value per model, in the models' order. */
  values: readonly string[]
}

export interface SpecTableProps {
  caption: string
  /** Column header of the field names ("Parameter"). */
  fieldLabel: string
  models: readonly string[]
  groups: ReadonlyArray<{ heading?: string; rows: readonly SpecRow[] }>
}

/**
 * Technical data: models as columns, engineering fields as rows (with units), optional group
 * headings. Column and row headers carry scope, so a screen reader names each value's model and
 * field.
 */
export function SpecTable({ caption, fieldLabel, models, groups }: SpecTableProps) {
  return (
    <div data-block="spec-table">
      <Table caption={caption}>
        <thead {...r.group}>
          <tr {...r.row} className="border-b border-slate-200 bg-brand-800 text-white">
            <th {...r.columnHeader} scope="col" className="px-4 py-3 font-semibold">
              {fieldLabel}
            </th>
            {models.map((model) => (
              <th
                key={model}
                {...r.columnHeader}
                scope="col"
                className="px-4 py-3 font-semibold whitespace-nowrap"
              >
                {model}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, g) => (
          <tbody key={group.heading ?? g} {...r.group}>
            {group.heading && (
              <tr {...r.row} className="bg-brand-50">
                <th
                  {...r.columnHeader}
                  scope="colgroup"
                  colSpan={models.length + 1}
                  className="px-4 py-2 text-xs font-semibold tracking-wider text-brand-700 uppercase"
                >
                  <BreakableText text={group.heading} />
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr
                key={row.label}
                {...r.row}
                className="border-b border-slate-100 last:border-0 even:bg-surface-muted"
              >
                <th {...r.rowHeader} scope="row" className="px-4 py-2.5 font-medium text-ink">
                  {row.label}
                  {row.unit && (
                    <span className="ml-1 font-normal text-ink-muted">({row.unit})</span>
                  )}
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={models[i] ?? i}
                    {...r.cell(models[i] ?? '')}
                    className="px-4 py-2.5 text-ink-muted tabular-nums"
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </div>
  )
}
