import type { EditionBody, FaqBody } from '@/schemas/content-studio';
import type { Db } from '@/server/db/client';
import { mediaAssets, mediaVariants } from '@/server/db/schema';

const floor = (key: '1F' | '2F' | '3F', programmes: EditionBody['floors'][number]['programmes']) => ({
  key,
  tagKo: `#${key}`,
  tagEn: `#${key}`,
  titleKo: `${key} 제목`,
  titleEn: `${key} title`,
  descKo: `${key} 설명`,
  descEn: `${key} description`,
  image: '/images/materials/stone-1-web.webp',
  color: '#b0643b',
  programmes,
});

/** A complete, valid edition for the studio's API (both languages, three floors). */
export function editionInput(overrides: Partial<EditionBody> = {}): EditionBody {
  return {
    episode: 9,
    slug: 'popupep9',
    themeYear: 2025,
    titleKo: 'EP.09 시험 전시',
    titleEn: 'EP.09 test exhibition',
    venueKo: '시험 전시장',
    venueEn: 'Test hall',
    addressKo: '서울 성동구 시험로 1',
    addressEn: '1 Test-ro, Seoul',
    startsOn: '2027-03-02',
    endsOn: '2027-03-15',
    floors: [
      floor('1F', ['docent', 'mediaart']),
      floor('2F', ['goods']),
      floor('3F', ['drawing', 'tasting']),
    ],
    programmes: [],
    published: false,
    ...overrides,
  };
}

export function faqInput(overrides: Partial<FaqBody> = {}): FaqBody {
  return {
    category: 'exhibition',
    questionKo: '반려동물과 함께 입장할 수 있나요?',
    questionEn: 'May I bring my pet?',
    answerKo: '<p>안내견을 제외한 반려동물은 입장할 수 없습니다.</p>',
    answerEn: '<p>Only assistance dogs may enter.</p>',
    published: false,
    ...overrides,
  };
}

/**
 * A media-library picture as the upload leaves it: the asset and its AVIF and WebP variants at one
 * width (the bytes are not read by the page reads). `media:<id>` names it in a record.
 */
export async function libraryPicture(
  db: Db,
  asset: Omit<typeof mediaAssets.$inferInsert, 'sourceType'> & { variantWidth?: number },
): Promise<{ id: string; ref: string }> {
  const { variantWidth, ...values } = asset;
  const [row] = await db
    .insert(mediaAssets)
    .values({ sourceType: 'image/jpeg', ...values })
    .returning();
  const width = variantWidth ?? Math.min(row.width, 800);
  await db.insert(mediaVariants).values(
    (['avif', 'webp'] as const).map((format) => ({
      assetId: row.id,
      format,
      width,
      height: Math.round((width * row.height) / row.width),
      bytes: Buffer.from('x'),
    })),
  );
  return { id: row.id, ref: `media:${row.id}` };
}
