import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space, Statistic } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { useCheckIn } from './api/check-in';
import { useGateToday } from './api/today';
import { GateVerdict } from './gate-verdict';
import { cameraAvailable, type QrCamera, startQrCamera } from './qr-camera';
import { createRepeatGuard } from './repeat-guard';

/**
 * The gate (role `gate`), made for a phone in one hand: scan the visitor's QR or type its code,
 * and read the answer across the room, green or red.
 */
export function Component() {
  const { t } = useTranslation();
  const today = useGateToday();
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fresh = useRef(createRepeatGuard(2_000));
  const send = useRef(checkIn.mutate);
  send.current = checkIn.mutate;

  useEffect(() => {
    if (!scanning || !video.current) return;
    let camera: QrCamera | null = null;
    let cancelled = false;
    startQrCamera(video.current, (seen) => {
      if (fresh.current(seen)) send.current(seen);
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

  const submitTyped = () => {
    const typed = code.trim();
    if (!typed) return;
    checkIn.mutate(typed, { onSuccess: () => setCode('') });
  };

  return (
    <div className="gate">
      <Space className="gate__today" size="large">
        <Statistic title={t('gate.checkedIn')} value={today.data?.checkedIn ?? '—'} />
        <Statistic title={t('gate.expected')} value={today.data?.expected ?? '—'} />
      </Space>

      {checkIn.data && <GateVerdict answer={checkIn.data} />}
      {checkIn.isError && (
        <Alert role="alert" type="error" showIcon message={errorText(checkIn.error)} />
      )}

      {scanning && <video ref={video} className="gate__camera" muted playsInline />}
      {cameraProblem && <Alert type="warning" showIcon message={cameraProblem} />}
      {cameraAvailable() ? (
        <Button
          block
          size="large"
          type={scanning ? 'default' : 'primary'}
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

      <form
        className="gate__typed"
        onSubmit={(event) => {
          event.preventDefault();
          submitTyped();
        }}
      >
        <Input
          size="large"
          aria-label={t('gate.code')}
          placeholder={t('gate.codeHint')}
          value={code}
          maxLength={200}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
        <Button size="large" type="primary" htmlType="submit" loading={checkIn.isPending}>
          {t('gate.checkIn')}
        </Button>
      </form>
    </div>
  );
}
