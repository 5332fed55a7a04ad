/**
 * Reads QR codes from the phone's back camera: the browser's own BarcodeDetector where it has one
 * (Chrome on Android), else the ZXing library, loaded only then. `stop` releases the camera.
 */
export interface QrCamera {
  stop(): void;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

function nativeDetector(): Detector | null {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return Native ? new Native({ formats: ['qr_code'] }) : null;
}

export function cameraAvailable(): boolean {
  return Boolean(navigator.mediaDevices?.getUserMedia) && window.isSecureContext;
}

export async function startQrCamera(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<QrCamera> {
  const detector = nativeDetector();
  if (!detector) {
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    const controls = await new BrowserQRCodeReader().decodeFromConstraints(
      { video: { facingMode: 'environment' } },
      video,
      (result) => {
        if (result) onCode(result.getText());
      },
    );
    return { stop: () => controls.stop() };
  }

  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  video.srcObject = stream;
  await video.play();
  let running = true;
  const look = async () => {
    if (!running) return;
    try {
      const [found] = await detector.detect(video);
      if (found?.rawValue) onCode(found.rawValue);
    } catch {
      // A frame the detector could not read: try the next one.
    }
    if (running) setTimeout(look, 150);
  };
  void look();
  return {
    stop: () => {
      running = false;
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
