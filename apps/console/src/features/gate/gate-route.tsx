import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import type { GateCardMissing } from '@scenic/contracts';
import { Alert, Button, Input, type InputRef, Space, Statistic } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { useCheckIn } from './api/check-in';
import { useGateToday } from './api/today';
import { CardMissingDialog } from './card-missing-dialog';
import { ClearsIn } from './clears-in';
import { GateVerdict } from './gate-verdict';
import { cameraAvailable, type QrCamera, startQrCamera } from './qr-camera';
import { createRepeatGuard } from './repeat-guard';

/**
 * How long an answer stays on the screen. Long enough to read across the counter; short enough
 * that a green answer is gone before the next person steps up. A red one stays a little longer,
 * to tell the visitor why.
 */
const PASS_SHOWN_SECONDS = 5;
const STOP_SHOWN_SECONDS = 8;

/**
 * The gate (role `gate`), made for a phone in one hand: type the short code under the visitor's
 * QR or scan the QR, and read the answer across the room, green or red, until it clears itself.
 */
export function Component() {
  const { t } = useTranslation();
  const today = useGateToday();
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  const [admittedAs, setAdmittedAs] = useState<GateCardMissing | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const field = useRef<InputRef>(null);
  // Where the last code came from: after a typed one the field is made ready for the next; after
  // a scanned one it is left alone, so no keyboard springs up over the camera.
  const typedLast = useRef(true);
  const fresh = useRef(createRepeatGuard(2_000));
  const send = useRef(checkIn.mutate);
  send.current = checkIn.mutate;

  useEffect(() => {
    if (!scanning || !video.current) return;
    let camera: QrCamera | null = null;
    let cancelled = false;
    startQrCamera(video.current, (seen) => {
      if (!fresh.current(seen)) return;
      typedLast.current = false;
      send.current(seen);
    }).then(
      (started) => {
        if (cancelled) started.stop();
        else camera = started;
      },
      (error: Error) => {
        setCameraProblem(
          error.name === 'NotAllowedError' ? t('gate.cameraDenied') : errorText(error),
        );
        setScanning(false);
      },
    );
    return () => {
      cancelled = true;
      camera?.stop();
    };
  }, [scanning, t]);

  const readyForNext = (clear: boolean) => {
    if (clear) setCode('');
    if (typedLast.current) field.current?.focus({ cursor: clear ? 'start' : 'all' });
  };

  const submitTyped = () => {
    const typed = code.trim();
    if (!typed) return;
    typedLast.current = true;
    // A pass lets its people in: the field is emptied for the next one. A refusal keeps what was
    // typed, selected, to correct a slip of the finger or type over.
    checkIn.mutate(typed, { onSuccess: (answer) => readyForNext(answer.ok) });
  };

  const answer = checkIn.data;
  // A pass with cards to see stays on screen until staff have seen them (or said one is missing).
  const cardsToSee = answer?.ok === true && answer.scan.checks.length > 0;
  const clearAnswer = () => {
    const shown = checkIn.data;
    checkIn.reset();
    setCardMissing(false);
    setAdmittedAs(null);
    // The field is emptied too, unless staff have started typing the next code.
    readyForNext(!shown || code.trim() === shown.code);
  };

  return (
    <div className="gate">
      <h1 className="gate__title">{t('menu.gate')}</h1>

      <form
        className="gate__typed"
        onSubmit={(event) => {
          event.preventDefault();
          submitTyped();
        }}
      >
        <label className="gate__label" htmlFor="gate-code">
          {t('gate.code')}
        </label>
        <p className="gate__help" id="gate-code-help">
          {t('gate.codeHelp')}
        </p>
        <div className="gate__row">
          <Input
            id="gate-code"
            ref={field}
            size="large"
            className="gate__code"
            aria-describedby="gate-code-help"
            placeholder={t('gate.codeHint')}
            value={code}
            maxLength={200}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            enterKeyHint="go"
            onChange={(event) => setCode(event.target.value)}
          />
          <Button block size="large" type="primary" htmlType="submit" loading={checkIn.isPending}>
            {t('gate.checkIn')}
          </Button>
        </div>
      </form>

      {answer && (
        <GateVerdict answer={answer}>
          {cardsToSee ? (
            <div className="verdict__actions">
              {admittedAs && (
                <p className="verdict__admitted" role="status">
                  {t('gate.admittedAs', { count: admittedAs.people, type: admittedAs.asName })}{' '}
                  {Number(admittedAs.difference) > 0 &&
                    t('gate.collect', { amount: admittedAs.difference })}
                </p>
              )}
              <Button size="large" onClick={clearAnswer}>
                {t('gate.cardsSeen')}
              </Button>
              <Button size="large" onClick={() => setCardMissing(true)}>
                {t('gate.cardMissing')}
              </Button>
            </div>
          ) : (
            <ClearsIn
              key={checkIn.submittedAt}
              seconds={answer.ok ? PASS_SHOWN_SECONDS : STOP_SHOWN_SECONDS}
              onDone={clearAnswer}
            />
          )}
        </GateVerdict>
      )}
      {answer?.ok && cardsToSee && (
        <CardMissingDialog
          scan={answer.scan}
          open={cardMissing}
          onClose={() => setCardMissing(false)}
          onRecorded={(result) => {
            setCardMissing(false);
            setAdmittedAs(result);
          }}
        />
      )}
      {checkIn.isError && (
        <Alert role="alert" type="error" showIcon message={errorText(checkIn.error)} />
      )}

      {scanning && <video ref={video} className="gate__camera" muted playsInline />}
      {cameraProblem && <Alert type="warning" showIcon message={cameraProblem} />}
      {cameraAvailable() ? (
        <Button
          block
          size="large"
          className="gate__scan"
          icon={scanning ? <StopOutlined /> : <CameraOutlined />}
          onClick={() => {
            setCameraProblem(null);
            setScanning(!scanning);
          }}
        >
          {scanning ? t('gate.stopCamera') : t('gate.scan')}
        </Button>
      ) : (
        <Alert type="info" showIcon message={t('gate.noCamera')} />
      )}

      <Space className="gate__today" size="large">
        <Statistic title={t('gate.checkedIn')} value={today.data?.checkedIn ?? '—'} />
        <Statistic title={t('gate.expected')} value={today.data?.expected ?? '—'} />
      </Space>
    </div>
  );
}
