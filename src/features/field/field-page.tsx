/**
 * The phone view of a guard (a user with an agent_id), made for 360-430 px: the SOS button on
 * top, the running shift with its one-tap events, then the next shifts. Everything is read from
 * the local database and written through the outbox, so it works with no signal.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenWorkspace } from '../../shared/local-first/workspace-context.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { wireUtcMs } from './field-time.js';
import { MySosStatus } from './my-sos-status.js';
import { ShiftCard, zoneOf } from './shift-card.js';
import { SosButton } from './sos-button.js';
import { useChangeReminders } from './use-change-reminders.js';
import { useMyShifts, type MyShift } from './use-my-shifts.js';
import { usePositionReporting } from './use-position-reporting.js';

const ACKNOWLEDGED_SHOWN_MS = 2 * 3_600_000;

function useHalfMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function FieldPage() {
  const { t } = useTranslation('field');
  const { user } = useSessionState();
  const { db } = useOpenWorkspace();
  const now = useHalfMinuteClock();
  const agentId = user?.agent_id ?? 0;
  const shifts = useMyShifts(db, agentId, now);
  const myAlert = useLiveQuery(async () => (await db.sos_alerts.where('agent_id').equals(agentId).toArray()).sort((a, b) => b.raised_at.localeCompare(a.raised_at))[0], [db, agentId]);
  const open = myAlert !== undefined && myAlert.acknowledged_at === null;
  // Who answered matters while it is news; an SOS acknowledged hours ago no longer heads the page.
  const shownAlert = myAlert !== undefined && (open || wireUtcMs(myAlert.acknowledged_at ?? '') > now - ACKNOWLEDGED_SHOWN_MS) ? myAlert : undefined;
  usePositionReporting(db, agentId, open);
  const pending = shifts ? [shifts.current, ...shifts.next].filter((s) => s?.changePending).length : 0;
  useChangeReminders(pending);

  if (!user || user.agent_id === null) return <Text>{t('notAnAgent')}</Text>;
  const zone = shifts?.current ? zoneOf(shifts.current) : 'UTC';
  // Once the running shift is ended, the next one can be started: a guard who ends at 16:18 and
  // takes the 16:30 post must not wait for the first shift's scheduled end to see its Start.
  // The first next one not ended itself: a guard who ended two overlapping shifts starts the third.
  const ended = (item: MyShift) => item.entries.some((entry) => entry.status === 'ended');
  const currentEnded = shifts?.current ? ended(shifts.current) : false;
  const upNext = currentEnded ? shifts?.next.find((item) => !ended(item)) : undefined;
  const who = { agentId, subcontractorId: user.subcontractor_id, firstName: user.first_name, lastName: user.last_name };
  return (
    <Stack gap="4" maxW="430px" mx="auto" data-testid="field-page">
      <Heading as="h1" size="xl">{t('title')}</Heading>
      {shownAlert && <MySosStatus alert={shownAlert} zone={zone} />}
      <SosButton db={db} who={who} shiftId={(upNext ?? shifts?.current)?.shift.id ?? null} disabled={open} />
      {shifts === undefined ? null : shifts.current === null ? (
        <Text color="fg.muted" data-testid="no-shift">{t('shift.none')}</Text>
      ) : (
        <ShiftCard db={db} agentId={agentId} item={shifts.current} current />
      )}
      {shifts && shifts.next.length > 0 && (
        <Stack gap="3">
          {shifts.next.map((item) => (
            <ShiftCard key={item.shift.id} db={db} agentId={agentId} item={item} current={false} startable={item === upNext} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
