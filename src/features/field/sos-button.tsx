/**
 * The SOS button. A press starts a 5-second countdown that can be cancelled (a pocket press must
 * not alarm the control room); when it runs out, one SOS goes out with the phone's newest fix (or
 * none: the alarm never waits for a position). While the agent's SOS is open, the phone keeps
 * sending its position as long as the page is visible (the web has no background geolocation).
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSiren } from 'react-icons/lu';
import { raiseSos, type LocalDb, type SosRaiser } from '../../../src-sync/index.js';
import { toaster } from '../../shared/feedback/toaster.js';
import { describeError } from '../../shared/feedback/notify.js';
import { phoneNowUtc } from './field-time.js';
import { currentFix } from './use-geolocation.js';

export const SOS_COUNTDOWN_SECONDS = 5;
/** How long the SOS waits for a fix after the countdown before it goes without one. */
const SOS_FIX_WAIT_MS = 3000;

export function SosButton({ db, who, shiftId, disabled }: { db: LocalDb; who: SosRaiser; shiftId: number | null; disabled: boolean }) {
  const { t } = useTranslation('sos');
  const [left, setLeft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setLeft(null);
  };
  useEffect(() => stop, []);

  const send = async () => {
    const raisedAt = phoneNowUtc();
    const result = await currentFix(SOS_FIX_WAIT_MS);
    try {
      await raiseSos(db, who, { raised_at: raisedAt, ...(shiftId !== null && shiftId > 0 ? { shift_id: shiftId } : {}), ...(result.fix ?? {}) });
    } catch (error) {
      toaster.create({ type: 'error', title: t('agent.failed'), description: describeError(error), duration: Infinity });
    }
  };

  const start = () => {
    setLeft(SOS_COUNTDOWN_SECONDS);
    timer.current = setInterval(() => {
      setLeft((value) => {
        const next = (value ?? 1) - 1;
        if (next <= 0) {
          stop();
          void send();
          return null;
        }
        return next;
      });
    }, 1000);
  };

  if (left !== null) {
    return (
      <Stack gap="3" p="4" borderRadius="xl" bg="red.solid" color="white" role="alertdialog" aria-live="assertive" data-testid="sos-countdown">
        <Text fontSize="xl" fontWeight="bold" textAlign="center">{t('agent.countdown', { seconds: left })}</Text>
        <Button size="xl" variant="solid" bg="white" color="red.fg" onClick={stop} data-testid="sos-cancel">
          {t('agent.cancel')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box>
      <Button w="full" size="2xl" h="20" colorPalette="red" fontSize="2xl" disabled={disabled} onClick={start} data-testid="sos-button">
        <LuSiren /> {t('agent.button')}
      </Button>
    </Box>
  );
}
