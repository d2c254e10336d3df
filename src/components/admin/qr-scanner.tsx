'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import styles from './qr-scanner.module.css';

type Detect = (source: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;
type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike;
  }
}

/**
 * A QR decoder: the browser's BarcodeDetector where it reads QR codes, else jsQR, which is loaded
 * only now (it is not part of any page's first load).
 */
async function makeDetector(): Promise<Detect> {
  if (window.BarcodeDetector) {
    try {
      const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    } catch {
      // QR not supported here: fall through to jsQR
    }
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, w, h);
    const image = ctx.getImageData(0, 0, w, h);
    return jsQR(image.data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The camera path of check-in: shows the rear camera and hands every QR code it reads to `onCode`. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('admin.checkIn');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => setSupported(Boolean(navigator.mediaDevices?.getUserMedia)), []);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detect = await makeDetector();
        const tick = async () => {
          if (stopped || !video.current || !canvas.current) return;
          try {
            const code = await detect(video.current, canvas.current);
            if (code) handler.current(code);
          } catch {
            // a frame that could not be read: try the next one
          }
          timer = setTimeout(tick, 250);
        };
        void tick();
      } catch {
        setProblem(t('cameraDenied'));
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, t]);

  if (!supported) return <p className={fieldStyles.hint}>{t('cameraUnavailable')}</p>;
  return (
    <div className={styles.scanner}>
      <button
        type="button"
        className={buttonStyles.secondaryButton}
        aria-pressed={on}
        onClick={() => {
          setProblem(null);
          setOn((v) => !v);
        }}
      >
        {on ? t('cameraStop') : t('cameraStart')}
      </button>
      {problem ? (
        <p className={fieldStyles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      {on ? (
        <div className={styles.viewfinder}>
          <video ref={video} muted playsInline aria-label={t('cameraLabel')} />
          <canvas ref={canvas} hidden />
          <p className={fieldStyles.hint}>{t('cameraHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
