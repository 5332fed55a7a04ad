import { Switch, type TableColumnType } from 'antd';
import { EditDeleteButtons } from './edit-delete-buttons';

/**
 * A list's on/off column (shown, on air, on sale): a switch per row that acts at once, named for
 * screen readers after the row it belongs to.
 */
export function switchColumn<Row>({
  title,
  dataIndex,
  width = 90,
  label,
  onChange,
}: {
  title: string;
  dataIndex: keyof Row & string;
  width?: number;
  /** "Shown: Rainforest Day Pass" */
  label: (row: Row) => string;
  onChange: (row: Row, on: boolean) => void;
}): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    width,
    render: (on: boolean, row) => (
      <Switch checked={on} aria-label={label(row)} onChange={(next) => onChange(row, next)} />
    ),
  };
}

/** A list's last column: Change and Delete, Delete asking first (see `EditDeleteButtons`). */
export function editDeleteColumn<Row>({
  name,
  deleteText,
  onEdit,
  onDelete,
}: {
  /** The row as staff know it, in their language. */
  name: (row: Row) => string;
  deleteText: string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<unknown>;
}): TableColumnType<Row> {
  return {
    title: '',
    key: 'actions',
    width: 170,
    render: (_value, row) => (
      <EditDeleteButtons
        name={name(row)}
        deleteText={deleteText}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}
