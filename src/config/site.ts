/**
 * The one place the fictional brand is named. Everything user-visible about the brand
 * (company details, social accounts, help line) is read from here or from messages.
 */
/** The brand as every text spells it, one way per language (a test holds messages/ and src/ to it). */
const brandFull = { ko: '모루 서피스', en: 'Moru Surfaces' } as const;

export const site = {
  brand: 'MORU',
  brandFull,
  programme: { ko: '모루 디자인 트렌드', en: 'Moru Design Trend' },
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
  shareImage: { src: '/og/share.png', width: 1200, height: 630 },
  /** Spec §9: share image (logo strip used by the messenger share card). */
  shareLogo: { src: '/og/share-logo.png', width: 400, height: 50 },
  company: {
    /** The legal name: the brand with its company form. */
    name: { ko: `(주)${brandFull.ko}`, en: `${brandFull.en} Co., Ltd.` },
    ceo: { ko: '한지율', en: 'Jiyul Han' },
    address: {
      ko: '서울특별시 성동구 연무장길 118, 모루빌딩 5층',
      en: '5F Moru Bldg., 118 Yeonmujang-gil, Seongdong-gu, Seoul',
    },
    businessNumber: '214-88-30417',
    mailOrderNumber: { ko: '2024-서울성동-0581', en: '2024-Seoul Seongdong-0581' },
    email: 'trend@moru-surfaces.example',
    tel: '02-6952-0418',
  },
  /** Interior consultation help line (spec §9: the number lives in site config). */
  helpLine: '1588-7021',
  social: [
    { key: 'instagram', href: 'https://instagram.com/moru.surfaces.example' },
    { key: 'youtube', href: 'https://youtube.com/@moru-surfaces-example' },
    { key: 'blog', href: 'https://blog.moru-surfaces.example' },
  ],
  timeZone: 'Asia/Seoul',
} as const;

export type Site = typeof site;
