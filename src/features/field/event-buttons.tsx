/**
 * One tap per event of the running shift: Start, Break (with its reason) and its end, Note, Photo,
 * End. Start and End take the phone's position first (its accuracy is shown); every event is
 * recorded on the phone at once with the phone's time and sent by the outbox, with or without
 * signal.
 */
import { Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuCoffee, LuPlay, LuSquare, LuStickyNote } from 'react-icons/lu';
import {
  createImageHistory, MAX_NOTE, MAX_REASON, recordFieldEvent, updateHistory, type HistoryRow, type Local, type LocalDb,
} from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { LengthCounter } from '../../shared/forms/length-counter.js';
import { describeError } from '../../shared/feedback/notify.js';
import { phoneNowUtc } from './field-time.js';
import { currentFix } from './use-geolocation.js';

type Panel = 'none' | 'break' | 'note' | 'end';

export function EventButtons({ db, agentId, shiftId, entries }: { db: LocalDb; agentId: number; shiftId: number; entries: Local<HistoryRow>[] }) {
  const { t } = useTranslation('field');
  const [panel, setPanel] = useState<Panel>('none');
  // Each box keeps its own text: a note half written stays when Break is opened, and a 4,600-
  // character note never lands in the 1,000-character break reason.
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [lastFix, setLastFix] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const started = entries.some((e) => e.status === 'started');
  const ended = entries.some((e) => e.status === 'ended');
  const openBreak = entries.find((e) => e.status === 'break' && e.break_finished_at === null);

  const run = async (what: string, action: () => Promise<unknown>, clear?: () => void) => {
    setBusy(what);
    try {
      await action();
      setPanel('none');
      clear?.();
    } catch (error) {
      toaster.create({ type: 'error', title: t('events.failed'), description: describeError(error) });
    } finally {
      setBusy(null);
    }
  };

  const startOrEnd = (status: 'started' | 'ended') =>
    run(status, async () => {
      const at = phoneNowUtc();
      const result = await currentFix();
      setLastFix(result.fix ? t('events.fixAccuracy', { metres: Math.round(result.fix.accuracy) }) : t(`events.noFix.${result.reason}`));
      await recordFieldEvent(db, agentId, { shift_id: shiftId, status, created_at: at, ...(result.fix ?? {}) });
    });

  if (ended) return <Text color="fg.muted" data-testid="shift-ended">{t('events.ended')}</Text>;
  if (!started) {
    return (
      <Stack gap="2">
        <Button size="xl" colorPalette="green" loading={busy === 'started'} loadingText={t('events.locating')} onClick={() => void startOrEnd('started')}>
          <LuPlay /> {t('events.start')}
        </Button>
        {lastFix && <Text textStyle="sm" color="fg.muted">{lastFix}</Text>}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {/* Buttons grow but never shrink below their words: a longer one ("End the break", or any
          word in French) takes a line of its own on a narrow phone instead of being cut. */}
      <HStack gap="2" wrap="wrap">
        {openBreak ? (
          <Button flex="1 0 auto" colorPalette="orange" loading={busy === 'break-end'} onClick={() => void run('break-end', () => updateHistory(db, openBreak.id, { break_finished_at: phoneNowUtc() }))}>
            <LuCoffee /> {t('events.endBreak')}
          </Button>
        ) : (
          <Button flex="1 0 auto" variant="outline" colorPalette="orange" onClick={() => setPanel(panel === 'break' ? 'none' : 'break')}>
            <LuCoffee /> {t('events.break')}
          </Button>
        )}
        <Button flex="1 0 auto" variant="outline" onClick={() => setPanel(panel === 'note' ? 'none' : 'note')}>
          <LuStickyNote /> {t('events.note')}
        </Button>
        <Button flex="1 0 auto" variant="outline" loading={busy === 'photo'} onClick={() => photoInput.current?.click()}>
          <LuCamera /> {t('events.photo')}
        </Button>
      </HStack>
      <input
        ref={photoInput}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        hidden
        aria-label={t('events.photo')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run('photo', () => createImageHistory(db, { shift_id: shiftId, agent_id: agentId, status: 'image', created_at: phoneNowUtc() }, { blob: file, name: file.name }));
        }}
      />
      {panel === 'break' && (
        <Stack gap="2">
          <Input aria-label={t('events.breakReason')} placeholder={t('events.breakReason')} value={reason} maxLength={MAX_REASON} onChange={(e) => setReason(e.target.value)} />
          <LengthCounter length={reason.length} max={MAX_REASON} />
          <Button
            colorPalette="orange"
            loading={busy === 'break'}
            onClick={() => void run('break', () => recordFieldEvent(db, agentId, { shift_id: shiftId, status: 'break', break_reason: reason.trim() || null, created_at: phoneNowUtc() }), () => setReason(''))}
          >
            {t('events.startBreak')}
          </Button>
        </Stack>
      )}
      {panel === 'note' && (
        <Stack gap="2">
          <Textarea aria-label={t('events.noteText')} placeholder={t('events.noteText')} value={note} maxLength={MAX_NOTE} onChange={(e) => setNote(e.target.value)} />
          <LengthCounter length={note.length} max={MAX_NOTE} />
          <Button
            disabled={note.trim() === ''}
            loading={busy === 'note'}
            onClick={() => void run('note', () => recordFieldEvent(db, agentId, { shift_id: shiftId, status: 'note', note: note.trim(), created_at: phoneNowUtc() }), () => setNote(''))}
          >
            {t('events.saveNote')}
          </Button>
        </Stack>
      )}
      {/* Ending is final (no event can follow it on this shift): one tap in a pocket must not do it. */}
      {panel === 'end' ? (
        <Stack gap="2" borderWidth="1px" borderColor="red.muted" borderRadius="md" p="3" data-testid="end-confirm">
          <Text>{t('events.endConfirm')}</Text>
          <HStack gap="2">
            <Button flex="1" size="lg" colorPalette="red" loading={busy === 'ended'} loadingText={t('events.locating')} onClick={() => void startOrEnd('ended')}>
              <LuSquare /> {t('events.endShift')}
            </Button>
            <Button flex="1" size="lg" variant="outline" disabled={busy === 'ended'} onClick={() => setPanel('none')}>
              {t('events.keepWorking')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="lg" colorPalette="red" variant="surface" onClick={() => setPanel('end')}>
          <LuSquare /> {t('events.end')}
        </Button>
      )}
      {lastFix && <Text textStyle="sm" color="fg.muted">{lastFix}</Text>}
    </Stack>
  );
}
