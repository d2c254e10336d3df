import { publicEnv } from '@/config/public-env';
import { site } from '@/config/site';

/** How the side menu shares the page: Kakao when its key is configured, else the Web Share API, else copy only. */
export type ShareMode = 'kakao' | 'native' | 'none';

export function detectShareMode(): ShareMode {
  if (publicEnv.kakaoJsKey) return 'kakao';
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') return 'native';
  return 'none';
}

type KakaoSdk = {
  isInitialized: () => boolean;
  init: (key: string) => void;
  Share: { sendDefault: (options: Record<string, unknown>) => void };
};

const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';
let kakaoLoading: Promise<KakaoSdk> | null = null;

/** Loads the Kakao SDK once, on demand (only ever called when `NEXT_PUBLIC_KAKAO_JS_KEY` is set). */
export function loadKakao(): Promise<KakaoSdk> {
  const key = publicEnv.kakaoJsKey;
  if (!key) return Promise.reject(new Error('Kakao key missing'));
  kakaoLoading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => {
      const kakao = (window as unknown as { Kakao?: KakaoSdk }).Kakao;
      if (!kakao) return reject(new Error('Kakao SDK unavailable'));
      if (!kakao.isInitialized()) kakao.init(key);
      resolve(kakao);
    };
    script.onerror = () => {
      kakaoLoading = null;
      reject(new Error('Kakao SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return kakaoLoading;
}

/** Shares the current page. Resolves when done or dismissed; rejects when the messenger fails. */
export async function sharePage(mode: ShareMode, title: string): Promise<void> {
  const url = window.location.href;
  if (mode === 'kakao') {
    const kakao = await loadKakao();
    kakao.Share.sendDefault({
      objectType: 'feed',
      content: {
        title,
        description: '',
        imageUrl: new URL(site.shareImage.src, site.url).href,
        link: { mobileWebUrl: url, webUrl: url },
      },
    });
    return;
  }
  if (mode === 'native') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      throw error;
    }
  }
}

/** Copies `text` to the clipboard, falling back to a hidden textarea where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
