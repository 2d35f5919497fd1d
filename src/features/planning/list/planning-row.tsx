/**
 * One planning in the list. Clicking it (or Enter/Space on it) opens the Planning Details modal.
 * The testid and data attributes are what the e2e tests and the bench wait for: keep them. Plain
 * elements styled by ROW_STYLES on the list (row-styles.ts), so a row is cheap to mount.
 */
import { memo, type KeyboardEvent } from 'react';
import type { PlanningRow as Row } from '../../../../src-sync/index.js';
import { AgentsInline, clientBranchText, ContractorCell, ContractorInline, locationDetail, rowTimes, StatusMark, ZoneMark } from './row-cells.js';
import type { RowLayout } from './row-layout.js';
import type { WriteMark } from './use-planning-write-marks.js';

interface PlanningRowProps {
  row: Row;
  layout: RowLayout;
  /** Absolute offset from the virtualizer. */
  top: number;
  selected: boolean;
  /** Own queued or refused write (details in the modal and the sync status). */
  writeMark: WriteMark | undefined;
  /** Null for the start-up paint's copy of the row (src/app/first-paint): not a control yet,
   * so it takes no focus or clicks and carries its own testid, never the list row's. */
  onOpen: ((id: number) => void) | null;
}

export const PlanningListRow = memo(function PlanningListRow({ row, layout, top, selected, writeMark, onOpen }: PlanningRowProps) {
  const cells = layout === 'wide' ? <WideCells row={row} writeMark={writeMark} /> : <NarrowLines row={row} writeMark={writeMark} />;
  const style = { transform: `translateY(${top}px)` };
  if (onOpen === null) {
    return (
      <div data-row={layout} data-testid="first-screen-row" data-planning-id={row.id} data-status={row.status} style={style}>
        {cells}
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(row.id);
    }
  };
  return (
    <div
      role="button"
      tabIndex={0}
      data-row={layout}
      data-testid="planning-row"
      data-planning-id={row.id}
      data-status={row.status}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(row.id)}
      onKeyDown={onKeyDown}
      style={style}
    >
      {cells}
    </div>
  );
});

/** Words, not only colour: 'Change refused' sends the planner to the details or sync status. */
function WriteMarkBadge({ mark }: { mark: WriteMark | undefined }) {
  if (mark === undefined) return null;
  return (
    <span data-badge="write" data-value={mark} data-testid="planning-row-write" title={mark === 'failed' ? 'The server refused a change to this planning: open it to retry or discard' : 'A change to this planning is waiting to be sent'}>
      {mark === 'failed' ? 'Change refused' : 'Queued'}
    </span>
  );
}

function WideCells({ row, writeMark }: { row: Row; writeMark: WriteMark | undefined }) {
  const times = rowTimes(row);
  const place = locationDetail(row);
  return (
    <>
      <span data-text="" data-strong="" data-num="" data-part="identifier" title={row.request.identifier}>
        {row.request.identifier}
      </span>
      <div data-cell="" title={clientBranchText(row)}>
        <span data-text="">{row.client.name}</span>
        {row.branch && (
          <span data-text="" data-tone="muted">
            → {row.branch.name}
          </span>
        )}
      </div>
      <div data-cell="" title={place ? `${row.location.name}, ${place}` : row.location.name}>
        <span data-text="">{row.location.name}</span>
        <span data-text="" data-tone="muted" data-size="xs">
          {place}
        </span>
      </div>
      <div data-cell="" data-num="" title={times.zoneNote ?? undefined}>
        <span data-text="">
          {times.start}
          <ZoneMark note={times.zoneNote} />
        </span>
        <span data-text="" data-tone="muted">
          {times.end}
        </span>
      </div>
      <span data-num="" data-end="" title="Agents needed">
        {row.number_of_agents}
      </span>
      <div data-cell="" data-stack="">
        <StatusMark row={row} />
        <WriteMarkBadge mark={writeMark} />
      </div>
      <ContractorCell row={row} />
    </>
  );
}

function NarrowLines({ row, writeMark }: { row: Row; writeMark: WriteMark | undefined }) {
  const times = rowTimes(row);
  return (
    <>
      <div data-line="">
        <StatusMark row={row} />
        <WriteMarkBadge mark={writeMark} />
        <span data-fixed="" data-strong="" data-num="" data-part="identifier">
          {row.request.identifier}
        </span>
        <span data-text="" data-grow="" title={clientBranchText(row)}>
          {clientBranchText(row)}
        </span>
        <AgentsInline count={row.number_of_agents} />
      </div>
      <div data-line="" data-size="xs">
        <span data-fixed="" data-num="" title={times.zoneNote ?? undefined}>
          {times.start} – {times.end}
          <ZoneMark note={times.zoneNote} />
        </span>
        <span data-text="" data-grow="" data-tone="muted" title={`${row.location.name}, ${locationDetail(row)}`}>
          {row.location.name}
        </span>
        <ContractorInline row={row} />
      </div>
    </>
  );
}
